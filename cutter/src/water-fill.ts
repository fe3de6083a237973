/**
 * Max-min fair sharing (water-filling). Every competitor is offered the same share of what is
 * left; those that need less keep what they need and the rest is offered again, so small lists
 * stay whole and large ones end with equal shares. Sizes are measured lazily by the competitors,
 * so nothing that will not be kept is measured beyond one row per list.
 */
export interface Competitor {
  /** Units consumed so far. */
  used: number;
  /** Consume up to `target` units in total; returns how many units were added. */
  consumeUpTo(target: number): number;
  /** Nothing more to take. */
  done(): boolean;
  /** Whole-row step for the last pass: the cost of the next row, or undefined when there is none. */
  nextWholeCost(): number | undefined;
  takeWhole(): void;
}

export function waterFill(competitors: readonly Competitor[], available: number): number {
  let remaining = available;
  let active = competitors.filter((c) => !c.done());
  while (active.length > 0 && remaining > 0) {
    const share = remaining === Infinity ? Infinity : Math.floor(remaining / active.length);
    if (share === 0) break;
    let progress = 0;
    for (const c of active) {
      const got = c.consumeUpTo(c.used + share);
      remaining -= got;
      progress += got;
    }
    active = active.filter((c) => !c.done());
    if (progress === 0) break;
  }
  // What is left is less than one more share each: hand out whole rows, least-served first, so
  // that lists alike end at most one row apart.
  for (;;) {
    let best: Competitor | undefined;
    let bestCost = 0;
    for (const c of active) {
      if (c.done()) continue;
      const cost = c.nextWholeCost();
      if (cost === undefined || cost > remaining) continue;
      if (!best || c.used < best.used) {
        best = c;
        bestCost = cost;
      }
    }
    if (!best) break;
    best.takeWhole();
    remaining -= bestCost;
  }
  // Then any crumbs to the divisible ones (strings, a first row cut inside).
  for (const c of active) {
    if (remaining <= 0) break;
    if (!c.done()) remaining -= c.consumeUpTo(c.used + remaining);
  }
  return remaining;
}

/** Integer water-filling of a row limit across lists of the given lengths. */
export function shareRows(lengths: readonly number[], maxRows: number): number[] {
  const caps = lengths.map(() => 0);
  let remaining = maxRows;
  let open = lengths.map((_, i) => i).filter((i) => (lengths[i] ?? 0) > 0);
  while (open.length > 0 && remaining >= open.length) {
    const share = Math.floor(remaining / open.length);
    for (const i of open) {
      const add = Math.min(share, (lengths[i] ?? 0) - (caps[i] ?? 0));
      caps[i] = (caps[i] ?? 0) + add;
      remaining -= add;
    }
    open = open.filter((i) => (caps[i] ?? 0) < (lengths[i] ?? 0));
  }
  for (const i of open) {
    if (remaining === 0) break;
    caps[i] = (caps[i] ?? 0) + 1;
    remaining--;
  }
  return caps;
}

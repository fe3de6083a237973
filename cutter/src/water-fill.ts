/**
 * Max-min fair sharing (water-filling). Every competitor is offered the same share of what is
 * left; those that need less keep what they need and the rest is offered again, so small lists
 * stay whole and large ones end with equal shares. Sizes are measured lazily by the competitors,
 * so nothing that will not be kept is measured beyond one row per list.
 */
export interface Competitor {
  /** Units held: while filling, the water level reached; after `settle`, what is really used. */
  used: number;
  /** Raise the level towards `target`; returns the units added. */
  consumeUpTo(target: number): number;
  /** Nothing more to take. */
  done(): boolean;
  /** Round the level down to what can really be kept (whole rows); returns the units freed. */
  settle(): number;
  /** The cost of the next whole row, or undefined when there is none to take. */
  nextWholeCost(): number | undefined;
  takeWhole(): void;
  /** Take up to `extra` more units where a value can be cut anywhere (a string, a row cut inside). */
  extendDivisible(extra: number): number;
}

export function waterFill(competitors: readonly Competitor[], available: number): number {
  let remaining = available;
  let active = competitors.filter((c) => !c.done());
  // Raise one level for all, as if every value could be cut anywhere.
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
  // Lists can keep whole rows only: round each down to its rows and pool what that frees.
  for (const c of competitors) remaining += c.settle();
  // The pool goes first to whole rows, least-served list first, so that like lists end at most
  // one row apart; then what is left to the values that can be cut anywhere.
  for (;;) {
    let best: Competitor | undefined;
    let bestCost = 0;
    for (const c of competitors) {
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
  for (const c of competitors) {
    if (remaining <= 0) break;
    remaining -= c.extendDivisible(remaining);
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

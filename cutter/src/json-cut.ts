import { BYTES, CHARS, type Measure } from "./budget.js";
import { childPath, ENVELOPE_KEY, type Omission } from "./envelope.js";
import { groupDigits } from "./format.js";
import type { ListText } from "./list-text.js";
import { elementOf, entriesOf, MAX_DEPTH, Replacements, stringifyValue, toJsonValue } from "./serialize.js";
import { shareRows, waterFill, type Competitor } from "./water-fill.js";

/** The body of a cut JSON document, before the envelope is put in front of it. */
export interface JsonPlan {
  /** Serialized body entries (root object) or rows (root array), without the enclosing brackets. */
  render(envelopeText: string | undefined): string;
  omitted: Omission[];
  replaced: Replacements;
  returned: number;
  total: number;
  cutBySize: boolean;
  cutByRows: boolean;
  frontier: FrontierNode[];
}

/** Where a cut fell, by key segments from the root, for a cursor to continue from. */
export interface FrontierNode {
  segments: string[];
  kind: "rows" | "chars" | "keys";
  /** Offset in the original value this plan started at (rows or chars). */
  start: number;
  /** Whole rows (or chars) this plan delivered after `start`. */
  delivered: number;
  /** Rows (or chars, or keys) after `start`. */
  total: number;
}

/** The rows of `array` from `start` on, without copying them: how a page continues a list. */
export class ListView {
  constructor(
    readonly array: readonly unknown[],
    readonly start: number,
  ) {}
  toJSON(): unknown[] {
    return this.array.slice(this.start);
  }
}

/** A string continued from `start` (the slice is what is cut; the offset keeps paths honest). */
export class StringView {
  constructor(
    readonly value: string,
    readonly start: number,
  ) {}
  toJSON(): string {
    return this.value.slice(this.start);
  }
}

/** The skeleton does not fit the limit; the caller falls back to the smallest cut there is. */
export class SkeletonTooLarge extends Error {}

interface Ctx {
  measure: Measure;
  limit: number;
  replaced: Replacements;
  rowCache: RowCache;
  lists?: ListTexts | undefined;
}

/**
 * Serialized rows by list, kept across the re-plans of one cut (the envelope's size is found by
 * re-planning) and the rounds of one page, so no row is serialized twice for it.
 */
export type RowCache = WeakMap<readonly unknown[], { texts: Map<number, string>; replaced: Map<number, Replacements> }>;

/** Lists serialized once by the result store, which every page of the result slices. */
export type ListTexts = WeakMap<readonly unknown[], ListText>;

type Slot =
  | { kind: "fixed"; text: string }
  | { kind: "object"; path: string; depth: number; segments: string[]; entries: { keyText: string; slot: Slot }[] }
  | { kind: "list"; c: ListCompetitor }
  | { kind: "string"; c: StringCompetitor };

export function stringMarker(omittedChars: number): string {
  return `…[+${groupDigits(omittedChars)} chars]`;
}

class StringCompetitor implements Competitor {
  used = 0;
  /** Characters of `value` in the output, known once rendered. */
  keptChars = 0;
  private demandCache: number | undefined;
  constructor(
    readonly value: string,
    readonly path: string,
    private readonly ctx: Ctx,
    readonly segments: string[],
    readonly start: number,
  ) {}
  /** Content units of the escaped string; a string far over the whole budget is not escaped at all. */
  demand(): number {
    if (this.demandCache === undefined) {
      const huge = this.ctx.limit !== Infinity && this.value.length > 4 * this.ctx.limit + 64;
      this.demandCache = huge ? Infinity : this.ctx.measure.size(JSON.stringify(this.value)) - 2;
    }
    return this.demandCache;
  }
  reset(): void {
    this.used = 0;
  }
  consumeUpTo(target: number): number {
    const next = Math.min(target, this.demand());
    const got = Math.max(0, next - this.used);
    this.used += got;
    return got;
  }
  done(): boolean {
    return this.used >= this.demand();
  }
  settle(): number {
    return 0;
  }
  nextWholeCost(): undefined {
    return undefined;
  }
  takeWhole(): void {}
  extendDivisible(extra: number): number {
    return this.consumeUpTo(this.used + extra);
  }
  render(omitted: Omission[]): string {
    if (this.used >= this.demand()) {
      this.keptChars = this.value.length;
      return JSON.stringify(this.value);
    }
    const s = this.value;
    const fits = (p: number) => this.ctx.measure.size(JSON.stringify(s.slice(0, p) + stringMarker(s.length - p))) - 2 <= this.used;
    let lo = 0;
    let hi = Math.min(s.length, this.used);
    this.keptChars = 0;
    if (!fits(0)) {
      omitted.push({ path: this.path, unit: "chars", returned: this.start, total: this.start + s.length });
      return '""';
    }
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(mid)) lo = mid;
      else hi = mid - 1;
    }
    let p = lo;
    // Never split a surrogate pair; the marker's digit count can make a neighbour fit, so re-check.
    const high = (i: number) => i > 0 && (s.charCodeAt(i - 1) & 0xfc00) === 0xd800;
    while (p > 0 && (high(p) || !fits(p))) p--;
    this.keptChars = p;
    omitted.push({ path: this.path, unit: "chars", returned: this.start + p, total: this.start + s.length });
    return JSON.stringify(s.slice(0, p) + stringMarker(s.length - p));
  }
}

class ListCompetitor implements Competitor {
  used = 0;
  kept = 0;
  partial = 0;
  cap: number;
  /** Rows in the output, known once rendered: a first row cut inside counts, one that could not be cut does not. */
  returned = 0;
  // Maps, not arrays: a page deep into a list would make an array sparse, and slow.
  private readonly texts: Map<number, string>;
  private readonly rowReplaced: Map<number, Replacements>;
  /** prefix[k]: the cost of the first k rows with their commas; rows are measured only as needed. */
  private readonly prefix: number[] = [0];
  /** The list as the result store serialized it, if it did; `unit` when its offsets are the measure. */
  private readonly index: ListText | undefined;
  private readonly unit: "chars" | "bytes" | undefined;
  constructor(
    readonly array: readonly unknown[],
    readonly path: string,
    private readonly ctx: Ctx,
    readonly segments: string[],
    readonly start: number,
  ) {
    this.cap = array.length - start;
    this.index = ctx.lists?.get(array);
    if (this.index && this.index.rows !== array.length) this.index = undefined;
    this.unit = !this.index ? undefined : ctx.measure === CHARS ? "chars" : ctx.measure === BYTES ? "bytes" : undefined;
    let cached = ctx.rowCache.get(array);
    if (!cached) {
      cached = { texts: new Map(), replaced: new Map() };
      ctx.rowCache.set(array, cached);
    }
    this.texts = cached.texts;
    this.rowReplaced = cached.replaced;
  }
  /** Rows from `start` to the end: what this plan can deliver. */
  get length(): number {
    return this.array.length - this.start;
  }
  private text(i: number): string {
    const index = this.start + i;
    if (this.index) return this.index.text(index, index + 1);
    let t = this.texts.get(index);
    if (t === undefined) {
      const replaced = new Replacements();
      const path = childPath(this.path, index);
      const element = toJsonValue(elementOf(this.array, index, this.path, replaced), String(index), path, replaced);
      t = stringifyValue(element, path, replaced) ?? "null";
      this.texts.set(index, t);
      this.rowReplaced.set(index, replaced);
    }
    return t;
  }
  private cost(i: number): number {
    if (this.unit) return this.prefixCost(i + 1) - this.prefixCost(i);
    return this.ctx.measure.size(this.text(i)) + (i > 0 ? 1 : 0);
  }
  private measured(): number {
    // Offsets of a serialized list are known for every row.
    return this.unit ? this.length : this.prefix.length - 1;
  }
  private prefixCost(k: number): number {
    if (this.unit && this.index) return k === 0 ? 0 : this.index.offset(this.start + k, this.unit) - this.index.offset(this.start, this.unit) - 1;
    while (this.measured() < k) this.prefix.push((this.prefix[this.measured()] ?? 0) + this.cost(this.measured()));
    return this.prefix[k] ?? 0;
  }
  reset(): void {
    this.used = 0;
    this.kept = 0;
    this.partial = 0;
  }
  private demandKnown(): number | undefined {
    return this.measured() >= this.cap ? this.prefixCost(this.cap) : undefined;
  }
  done(): boolean {
    const demand = this.demandKnown();
    return demand !== undefined && this.used >= demand;
  }
  consumeUpTo(target: number): number {
    // Measure up to the first row that crosses the target: one row beyond what is kept, no more.
    while (this.measured() < this.cap && this.prefixCost(this.measured()) <= target) this.prefixCost(this.measured() + 1);
    const demand = this.demandKnown();
    const level = demand === undefined ? target : Math.min(target, demand);
    const got = Math.max(0, level - this.used);
    this.used += got;
    return got;
  }
  settle(): number {
    const level = this.used;
    let k = 0;
    if (this.unit && this.index) k = this.index.fitting(this.start, this.cap, level + 1, this.unit);
    else while (k < Math.min(this.cap, this.measured()) && this.prefixCost(k + 1) <= level) k++;
    this.kept = k;
    // A first row larger than the share is cut inside rather than dropped.
    this.partial = k === 0 && this.cap > 0 && level > 0 ? Math.min(level, this.cost(0) - 1) : 0;
    this.used = k > 0 ? this.prefixCost(k) : this.partial;
    return level - this.used;
  }
  nextWholeCost(): number | undefined {
    if (this.partial > 0 || this.kept >= this.cap) return undefined;
    return this.cost(this.kept);
  }
  takeWhole(): void {
    this.used += this.cost(this.kept);
    this.kept++;
  }
  extendDivisible(extra: number): number {
    if (this.partial === 0) return 0;
    const grown = Math.min(this.partial + extra, this.cost(0) - 1);
    const got = grown - this.partial;
    this.partial = grown;
    this.used = grown;
    return got;
  }
  /** Rows kept whole, then (if none fit) the first row cut inside. */
  renderRows(omitted: Omission[], replaced: Replacements): { text: string; returned: number } {
    const rows: string[] = [];
    if (this.index) {
      if (this.kept > 0) rows.push(this.index.text(this.start, this.start + this.kept));
      if (this.index.replaced.size > 0) {
        for (let i = 0; i < this.kept; i++) for (const r of this.index.replaced.get(this.start + i)?.list ?? []) replaced.list.push(r);
      }
    } else {
      for (let i = 0; i < this.kept; i++) {
        rows.push(this.text(i));
        for (const r of this.rowReplaced.get(this.start + i)?.list ?? []) replaced.list.push(r);
      }
    }
    let returned = this.kept;
    if (this.kept === 0 && this.partial > 0) {
      const first = elementOf(this.array, this.start, this.path, replaced);
      const inner = cutInside(first, childPath(this.path, this.start), this.partial, this.ctx.measure);
      if (inner) {
        rows.push(inner.text);
        omitted.push(...inner.omitted);
        replaced.list.push(...inner.replaced.list);
        returned = 1;
      }
    }
    if (returned < this.length) omitted.push({ path: this.path, unit: "rows", returned: this.start + returned, total: this.array.length });
    this.returned = returned;
    return { text: rows.join(","), returned };
  }
}

function build(raw: unknown, key: string, path: string, depth: number, ancestors: Set<object>, ctx: Ctx, segments: string[]): Slot | undefined {
  if (raw instanceof ListView) return { kind: "list", c: new ListCompetitor(raw.array, path, ctx, segments, raw.start) };
  if (raw instanceof StringView) return { kind: "string", c: new StringCompetitor(raw.value.slice(raw.start), path, ctx, segments, raw.start) };
  const value = toJsonValue(raw, key, path, ctx.replaced);
  if (value === undefined) return undefined;
  if (typeof value === "string") return { kind: "string", c: new StringCompetitor(value, path, ctx, segments, 0) };
  if (value === null || typeof value !== "object") return { kind: "fixed", text: JSON.stringify(value) };
  if (ancestors.has(value)) return { kind: "fixed", text: JSON.stringify(ctx.replaced.add(path, "[Circular]")) };
  if (depth >= MAX_DEPTH) return { kind: "fixed", text: JSON.stringify(ctx.replaced.add(path, `[Depth limit ${MAX_DEPTH}]`)) };
  if (Array.isArray(value)) return { kind: "list", c: new ListCompetitor(value, path, ctx, segments, 0) };
  ancestors.add(value);
  const entries: { keyText: string; slot: Slot }[] = [];
  for (const [k, child] of entriesOf(value, path, ctx.replaced)) {
    // A stale envelope from an earlier cut is replaced; only the document's own root has one.
    if (depth === 0 && path === "$" && k === ENVELOPE_KEY) continue;
    const slot = build(child, k, childPath(path, k), depth + 1, ancestors, ctx, [...segments, k]);
    if (slot) entries.push({ keyText: JSON.stringify(k), slot });
  }
  ancestors.delete(value);
  return { kind: "object", path, depth, segments, entries };
}

function maxObjectDepth(slot: Slot): number {
  if (slot.kind !== "object") return 0;
  let d = slot.depth;
  for (const e of slot.entries) d = Math.max(d, maxObjectDepth(e.slot));
  return d;
}

/** Size of the document with every list and string emptied and objects at `collapseAt` or deeper as `{}`. */
function skeletonSize(slot: Slot, collapseAt: number, m: Measure): number {
  switch (slot.kind) {
    case "fixed":
      return m.size(slot.text);
    case "string":
    case "list":
      return 2;
    case "object": {
      if (slot.depth > 0 && slot.depth >= collapseAt) return 2;
      let n = 2 + Math.max(0, slot.entries.length - 1);
      for (const e of slot.entries) n += m.size(e.keyText) + 1 + skeletonSize(e.slot, collapseAt, m);
      return n;
    }
  }
}

function competitorsOf(slot: Slot, collapseAt: number, out: (ListCompetitor | StringCompetitor)[]): void {
  if (slot.kind === "list" || slot.kind === "string") out.push(slot.c);
  else if (slot.kind === "object" && !(slot.depth > 0 && slot.depth >= collapseAt)) {
    for (const e of slot.entries) competitorsOf(e.slot, collapseAt, out);
  }
}

function render(slot: Slot, collapseAt: number, omitted: Omission[], replaced: Replacements, collapsed: FrontierNode[] = []): string {
  switch (slot.kind) {
    case "fixed":
      return slot.text;
    case "string":
      return slot.c.render(omitted);
    case "list":
      return `[${slot.c.renderRows(omitted, replaced).text}]`;
    case "object":
      if (slot.depth > 0 && slot.depth >= collapseAt) {
        if (slot.entries.length > 0) {
          omitted.push({ path: slot.path, unit: "keys", returned: 0, total: slot.entries.length });
          collapsed.push({ segments: slot.segments, kind: "keys", start: 0, delivered: 0, total: slot.entries.length });
        }
        return "{}";
      }
      return `{${slot.entries.map((e) => `${e.keyText}:${render(e.slot, collapseAt, omitted, replaced, collapsed)}`).join(",")}}`;
  }
}

export interface PlanOptions {
  measure: Measure;
  /** Units for the whole text; Infinity when only rows are limited. */
  limit: number;
  maxRows?: number;
  /** Units to keep free for the envelope (0 for a row cut inside, which has none). */
  envelopeReserve: number;
  withEnvelope: boolean;
  basePath?: string;
  rowCache?: RowCache;
  lists?: ListTexts | undefined;
  /** The smallest cut there is: every list and string emptied, objects below the top collapsed. */
  minimal?: boolean;
}

/** What wraps the body: the envelope goes first so that a later prefix cut elsewhere keeps it. */
function wrap(root: Slot, body: string, envelopeText: string | undefined): string {
  if (root.kind === "list") return envelopeText === undefined ? body : `{"${ENVELOPE_KEY}":${envelopeText},"items":${body}}`;
  if (root.kind !== "object" || envelopeText === undefined) return body;
  const inner = body.slice(1, -1);
  return `{"${ENVELOPE_KEY}":${envelopeText}${inner ? "," : ""}${inner}}`;
}

/**
 * Plans a structural cut of `root`: every key of every object on the way to the lists survives
 * (deep objects collapse to `{}` only when the skeleton alone would not fit), and the budget left
 * after the skeleton is water-filled across all lists and strings at any depth.
 */
export function planJson(root: unknown, options: PlanOptions): JsonPlan {
  const replaced = new Replacements();
  const ctx: Ctx = { measure: options.measure, limit: options.limit, replaced, rowCache: options.rowCache ?? new WeakMap(), lists: options.lists };
  const basePath = options.basePath ?? "$";
  const slot = build(root, "", basePath, 0, new Set(), ctx, []);
  if (!slot) throw new SkeletonTooLarge(); // undefined/function at the root: nothing to cut
  const m = options.measure;
  const wrapper = slot.kind === "list" ? m.size(`{"${ENVELOPE_KEY}":,"items":}`) : slot.kind === "object" ? m.size(`"${ENVELOPE_KEY}":,`) : 0;
  const reserve = options.withEnvelope ? options.envelopeReserve + wrapper : 0;

  let collapseAt = options.minimal ? 1 : maxObjectDepth(slot) + 1;
  while (collapseAt > 1 && skeletonSize(slot, collapseAt, m) + reserve > options.limit) collapseAt--;
  const skeleton = skeletonSize(slot, collapseAt, m);
  if (!options.minimal && skeleton + reserve > options.limit) {
    throw new SkeletonTooLarge();
  }

  const competitors: (ListCompetitor | StringCompetitor)[] = [];
  competitorsOf(slot, collapseAt, competitors);
  for (const c of competitors) c.reset();
  const lists = competitors.filter((c): c is ListCompetitor => c instanceof ListCompetitor);
  if (options.maxRows !== undefined) {
    const caps = shareRows(lists.map((l) => l.length), options.maxRows);
    lists.forEach((l, i) => (l.cap = caps[i] ?? 0));
  }
  if (!options.minimal) waterFill(competitors, options.limit - skeleton - reserve);

  const omitted: Omission[] = [];
  const bodyReplaced = new Replacements();
  const collapsed: FrontierNode[] = [];
  const body = render(slot, collapseAt, omitted, bodyReplaced, collapsed);
  replaced.list.push(...bodyReplaced.list);
  // Lists inside a collapsed object still count: their rows were produced and not delivered.
  const everything: (ListCompetitor | StringCompetitor)[] = [];
  competitorsOf(slot, Infinity, everything);
  const total = everything.reduce((n, c) => n + (c instanceof ListCompetitor ? c.length : 0), 0);
  const returned = lists.reduce((n, l) => n + l.returned, 0);
  const cutByRows = lists.some((l) => l.cap < l.length);
  const cutBySize = collapseAt <= maxObjectDepth(slot) || competitors.some((c) => (c instanceof ListCompetitor ? c.kept < c.cap : c.used < c.demand()));
  const frontier: FrontierNode[] = [
    ...competitors.map((c): FrontierNode =>
      c instanceof ListCompetitor
        ? { segments: c.segments, kind: "rows", start: c.start, delivered: c.kept, total: c.length }
        : { segments: c.segments, kind: "chars", start: c.start, delivered: c.keptChars, total: c.value.length },
    ),
    ...collapsed,
  ];
  return { render: (env) => wrap(slot, body, env), omitted, replaced, returned, total, cutBySize, cutByRows, frontier };
}

/** A row larger than its share, cut inside with the same rules and no envelope of its own. */
function cutInside(value: unknown, path: string, limit: number, measure: Measure): { text: string; omitted: Omission[]; replaced: Replacements } | undefined {
  try {
    const plan = planJson(value, { measure, limit, envelopeReserve: 0, withEnvelope: false, basePath: path });
    const text = plan.render(undefined);
    if (measure.size(text) > limit) return undefined;
    return { text, omitted: plan.omitted, replaced: plan.replaced };
  } catch (error) {
    if (error instanceof SkeletonTooLarge) return undefined;
    throw error;
  }
}

/** Rows reachable through objects alone, i.e. what `returned`/`total` count. */
export function countFrontierRows(root: unknown): number {
  const replaced = new Replacements();
  const ctx: Ctx = { measure: { unit: "chars", size: (t) => t.length }, limit: Infinity, replaced, rowCache: new WeakMap() };
  const slot = build(root, "", "$", 0, new Set(), ctx, []);
  const out: (ListCompetitor | StringCompetitor)[] = [];
  if (slot) competitorsOf(slot, Infinity, out);
  return out.reduce((n, c) => n + (c instanceof ListCompetitor ? c.length : 0), 0);
}

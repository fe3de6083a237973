import { childPath } from "./envelope.js";
import { elementOf, entriesOf, MAX_DEPTH, Replacements, stringifyValue, toJsonValue } from "./serialize.js";

/** Where serialized pieces go, in document order (the result store hashes them). */
export type Sink = (piece: string) => void;

/** Rows per batch aim at about this many chars: little to scan where a page ends. */
const BATCH_CHARS = 2048;
/** Batches whose row boundaries are kept; a page needs one or two per list. */
const SCANNED_KEPT = 8;

/**
 * A list serialized once (by one native call where it can be) and kept as that text, so that
 * every later page slices its rows out of it instead of serializing them again. Offsets count
 * every row with a comma after it. Where rows end is found by scanning the text, batch by batch,
 * only as far as a cut or a page has needed: the first cut of a large list scans one page's worth.
 */
export class ListText {
  readonly rows: number;
  /** Rows per batch: the unit in which row boundaries are found and kept. */
  readonly batch: number;
  /** Markers of rows the native serializer could not write (cycles, BigInt, throwing getters). */
  readonly replaced = new Map<number, Replacements>();
  /** The rows joined by commas, without brackets. */
  private readonly body: string;
  /** ends[b]: chars of batches 0…b, each row with its comma; found for b < known, and the last. */
  private readonly ends: Float64Array;
  private known = 0;
  /** The same in UTF-8 bytes, for b < bytesKnown; unused while the text is ASCII. */
  private readonly byteEnds: Float64Array;
  private bytesKnown = 0;
  private ascii: boolean | undefined;
  private readonly scanned = new Map<number, Float64Array>();
  /** `},{` (or `],[`) when every occurrence of it in the text is a row boundary and nothing else is. */
  private separator: string | undefined;

  private constructor(rows: number, body: string) {
    this.rows = rows;
    this.body = body;
    // The mean row length is known exactly once the text is: nothing to sample.
    this.batch = rows === 0 ? 1 : Math.max(1, Math.min(64, Math.floor((BATCH_CHARS * rows) / (body.length + 1))));
    const batches = Math.ceil(rows / this.batch);
    this.ends = new Float64Array(batches);
    this.byteEnds = new Float64Array(batches);
    if (batches > 0) this.ends[batches - 1] = body.length + 1;
  }

  /**
   * Serializes `array` (found at `path`) the way a cut writes its rows, and hands the list's text
   * to `sink`: `[`, the rows joined by commas, `]`.
   */
  static build(array: readonly unknown[], path: string, sink: Sink): ListText {
    const whole = wholeList(array);
    if (whole !== undefined) {
      sink(whole);
      const list = new ListText(array.length, whole.slice(1, -1));
      list.findSeparators(array);
      return list;
    }
    const replaced = new Map<number, Replacements>();
    const body = inBatches(array, path, replaced);
    const list = new ListText(array.length, body);
    for (const [i, r] of replaced) list.replaced.set(i, r);
    sink(`[${body}]`);
    return list;
  }

  /**
   * A list of records (every row an object, or every row an array) is cut where `},{` is: those
   * three chars stand between every two rows, and when they occur exactly rows - 1 times they
   * stand nowhere else (not in a string, not between nested records). Then one native search per
   * row finds every boundary, instead of a scan of every char; otherwise rows are found by scanning.
   */
  private findSeparators(array: readonly unknown[]): void {
    if (this.rows < 2) return;
    const arrays = Array.isArray(array[0]);
    for (let i = 0; i < this.rows; i++) {
      const row = array[i] as { toJSON?: unknown } | null | undefined;
      if (typeof row !== "object" || row === null || Array.isArray(row) !== arrays || typeof row.toJSON === "function") return;
      // Boxed primitives serialize as the primitive.
      if (row instanceof Number || row instanceof String || row instanceof Boolean) return;
    }
    const separator = arrays ? "],[" : "},{";
    const body = this.body;
    let count = 0;
    for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, at + 3)) {
      count++;
      if (count >= this.rows) return;
      if (count % this.batch === 0) this.ends[count / this.batch - 1] = at + 2;
    }
    if (count !== this.rows - 1) return;
    this.separator = separator;
    this.known = this.ends.length;
  }

  /** The list's text offset after row `g - 1` and its comma, in chars or UTF-8 bytes. */
  offset(g: number, unit: "chars" | "bytes"): number {
    if (g <= 0) return 0;
    const b = Math.floor((Math.min(g, this.rows) - 1) / this.batch);
    const inBatch = Math.min(g, this.rows) - b * this.batch;
    const bytes = unit === "bytes" && !this.isAscii();
    if (inBatch === this.batch || g >= this.rows) return bytes ? this.byteEnd(b) : this.end(b);
    const chars = this.rowEnds(b)[inBatch - 1] ?? 0;
    if (!bytes) return chars;
    const start = b === 0 ? 0 : this.end(b - 1);
    return (b === 0 ? 0 : this.byteEnd(b - 1)) + Buffer.byteLength(this.body.slice(start, chars));
  }

  /** The largest k ≤ max with offset(from + k) - offset(from) ≤ room: rows that fit, with their commas. */
  fitting(from: number, max: number, room: number, unit: "chars" | "bytes"): number {
    const base = this.offset(from, unit);
    const limit = base + room;
    if (this.offset(from + max, unit) <= limit) return max;
    const bytes = unit === "bytes" && !this.isAscii();
    const endOf = (b: number) => (bytes ? this.byteEnd(b) : this.end(b));
    // Whole batches first, found as far as the limit reaches, then the rows of the batch it falls in.
    let b = Math.floor(from / this.batch);
    const last = Math.floor((from + max) / this.batch);
    while (b < last && endOf(b) <= limit) b++;
    let k = Math.max(from, b * this.batch);
    if (!bytes && k < from + max) {
      const rowEnds = this.rowEnds(b);
      const first = b * this.batch;
      const stop = Math.min(from + max, first + this.batch);
      while (k < stop && (k + 1 === this.rows || k + 1 - first === this.batch ? this.end(b) : (rowEnds[k - first] ?? 0)) <= limit) k++;
      return k - from;
    }
    while (k < from + max && this.offset(k + 1, unit) <= limit) k++;
    return k - from;
  }

  /** Rows `from` … `to - 1`, joined by commas. */
  text(from: number, to: number): string {
    if (to <= from) return "";
    return this.body.slice(this.offset(from, "chars"), this.offset(to, "chars") - 1);
  }

  private isAscii(): boolean {
    // ASCII text is its own UTF-8: char offsets serve for bytes too.
    return (this.ascii ??= Buffer.byteLength(this.body) === this.body.length);
  }

  /** Where batch `b` ends, scanning the batches before it that no cut has reached yet. */
  private end(b: number): number {
    if (b === this.ends.length - 1) return this.ends[b] ?? 0;
    while (this.known <= b && this.known < this.ends.length - 1) this.rowEnds(this.known);
    return this.ends[b] ?? 0;
  }

  private byteEnd(b: number): number {
    if (b === this.byteEnds.length - 1) {
      this.byteEnds[b] ||= Buffer.byteLength(this.body) + 1;
      return this.byteEnds[b] ?? 0;
    }
    for (; this.bytesKnown <= b; this.bytesKnown++) {
      const k = this.bytesKnown;
      const start = k === 0 ? 0 : this.end(k - 1);
      const end = Math.min(this.end(k), this.body.length);
      // The comma after the last row is counted, as in chars.
      const extra = this.end(k) - end;
      this.byteEnds[k] = (k === 0 ? 0 : (this.byteEnds[k - 1] ?? 0)) + Buffer.byteLength(this.body.slice(start, end)) + extra;
    }
    return this.byteEnds[b] ?? 0;
  }

  /** Char offsets after each row of batch `b` (with its comma), found by scanning that batch once. */
  private rowEnds(b: number): Float64Array {
    const kept = this.scanned.get(b);
    if (kept) return kept;
    const start = b === 0 ? 0 : this.end(b - 1);
    const text = this.body;
    const out = new Float64Array(this.batch);
    const want = Math.min(this.batch, this.rows - b * this.batch);
    let depth = 0;
    let k = 0;
    if (this.separator !== undefined) {
      for (let at = text.indexOf(this.separator, start); at !== -1 && k < want; at = text.indexOf(this.separator, at + 3)) out[k++] = at + 2;
    }
    for (let i = start; this.separator === undefined && i < text.length && k < want; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) i = stringEnd(text, i);
      else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) depth--;
      else if (c === 0x2c && depth === 0) out[k++] = i + 1;
    }
    // The last row of the list has no comma after it: it ends with the text.
    if (k < want) out[k++] = text.length + 1;
    if (b >= this.known && b < this.ends.length - 1) {
      this.ends[b] = out[want - 1] ?? 0;
      this.known = b + 1;
    }
    if (this.scanned.size >= SCANNED_KEPT) this.scanned.delete(this.scanned.keys().next().value as number);
    this.scanned.set(b, out);
    return out;
  }
}

/**
 * The whole list by one native call, or undefined where that would not be what a cut writes: the
 * list has its own `toJSON` (already applied by the caller), or the native serializer throws
 * (a cycle, a BigInt, a throwing getter).
 */
function wholeList(array: readonly unknown[]): string | undefined {
  if (typeof (array as { toJSON?: unknown }).toJSON === "function") return undefined;
  try {
    return JSON.stringify(array);
  } catch {
    return undefined;
  }
}

/** The rows of a list the native serializer throws on, in batches: only a batch that throws goes row by row, with markers. */
function inBatches(array: readonly unknown[], path: string, replaced: Map<number, Replacements>): string {
  const parts: string[] = [];
  const B = 32;
  for (let i = 0; i < array.length; i += B) {
    const end = Math.min(array.length, i + B);
    parts.push(fastBatch(array, i, end) ?? slowBatch(array, path, i, end, replaced));
  }
  return parts.join(",");
}

/** Rows the native serializer cannot write exactly as a cut does: one at a time, with markers. */
function slowBatch(array: readonly unknown[], path: string, from: number, to: number, kept: Map<number, Replacements>): string {
  const texts: string[] = [];
  for (let index = from; index < to; index++) {
    const replaced = new Replacements();
    const rowPath = childPath(path, index);
    const element = toJsonValue(elementOf(array, index, path, replaced), String(index), rowPath, replaced);
    texts.push(stringifyValue(element, rowPath, replaced) ?? "null");
    if (replaced.list.length > 0) kept.set(index, replaced);
  }
  return texts.join(",");
}

/** Where the JSON string whose opening quote is at `open` closes (its closing quote's index). */
function stringEnd(text: string, open: number): number {
  let q = open;
  for (;;) {
    q = text.indexOf('"', q + 1);
    if (q === -1) return text.length;
    let slashes = 0;
    while (text.charCodeAt(q - 1 - slashes) === 0x5c) slashes++;
    if (slashes % 2 === 0) return q;
  }
}

/**
 * Rows `from` … `to - 1` joined by commas, by one native call; undefined where that would not be
 * what a cut writes: a row with its own `toJSON` (which a cut calls with the row's index in the
 * whole list), a BigInt, or anything the native serializer throws on.
 */
function fastBatch(array: readonly unknown[], from: number, to: number): string | undefined {
  try {
    for (let i = from; i < to; i++) {
      const row = array[i];
      if (typeof row === "bigint") return undefined;
      if (typeof row === "object" && row !== null && typeof (row as { toJSON?: unknown }).toJSON === "function") return undefined;
    }
    return JSON.stringify(array.slice(from, to)).slice(1, -1);
  } catch {
    return undefined;
  }
}

/**
 * Writes the whole of `value` to `sink` as the cut serializes it (the same text as JSON.stringify
 * where that does not throw), keeping every list reached through objects alone as a ListText:
 * those are the lists a cut shares its budget across and a page continues.
 */
export function serializeLists(value: unknown, sink: Sink): WeakMap<readonly unknown[], ListText> {
  const lists = new WeakMap<readonly unknown[], ListText>();
  const replaced = new Replacements();
  const ancestors = new Set<object>();
  // `v` has had its toJSON applied already: JSON.stringify calls it once per value.
  const write = (v: unknown, path: string, depth: number): void => {
    if (v === null || typeof v !== "object") {
      sink(JSON.stringify(v) ?? "null");
      return;
    }
    if (ancestors.has(v)) return sink(JSON.stringify("[Circular]"));
    if (depth >= MAX_DEPTH) return sink(JSON.stringify(`[Depth limit ${MAX_DEPTH}]`));
    if (Array.isArray(v)) {
      lists.set(v, ListText.build(v, path, sink));
      return;
    }
    ancestors.add(v);
    let first = true;
    sink("{");
    for (const [k, child] of entriesOf(v, path, replaced)) {
      const at = childPath(path, k);
      const c = toJsonValue(child, k, at, replaced);
      if (c === undefined) continue;
      sink(`${first ? "" : ","}${JSON.stringify(k)}:`);
      first = false;
      write(c, at, depth + 1);
    }
    sink("}");
    ancestors.delete(v);
  };
  write(toJsonValue(value, "", "$", replaced), "$", 0);
  return lists;
}

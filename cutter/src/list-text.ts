import { childPath } from "./envelope.js";
import { elementOf, entriesOf, MAX_DEPTH, Replacements, stringifyValue, toJsonValue } from "./serialize.js";

/** Where serialized pieces go, in document order (the result store hashes them). */
export type Sink = (piece: string) => void;

/** Chunks of about this many chars: large strings are allocated once, outside the young generation. */
const CHUNK_CHARS = 1 << 16;
/** Rows per batch aim at about this many chars: few native calls, and little to scan at a page's end. */
const BATCH_CHARS = 2048;
/** Batches whose row boundaries are kept; a page needs one or two per list. */
const SCANNED_KEPT = 8;

/**
 * A list serialized once, in batches of rows by the native serializer, and kept as a few large
 * strings, so that every later page slices its rows out of it instead of serializing them again.
 * Every row is followed by a comma in the kept text; the boundaries of batches are known from the
 * start, those of rows inside a batch only once a page ends inside it.
 */
export class ListText {
  readonly rows: number;
  readonly batch: number;
  /** Markers of rows the native serializer could not write (cycles, BigInt, throwing getters). */
  readonly replaced = new Map<number, Replacements>();
  private readonly chunks: string[] = [];
  /** Char offset of each chunk in the list's text, and the first batch it holds. */
  private readonly chunkAt: number[] = [];
  /** ends[b]: chars of batches 0…b, each row with its comma. */
  private readonly ends: Float64Array;
  private byteEnds: Float64Array | undefined;
  private readonly scanned = new Map<number, Float64Array>();

  private constructor(rows: number, batch: number) {
    this.rows = rows;
    this.batch = batch;
    this.ends = new Float64Array(Math.ceil(rows / batch));
  }

  /**
   * Serializes `array` (found at `path`) the way a cut writes its rows, and hands the list's text
   * to `sink` as it is written: `[`, the rows joined by commas, `]`.
   */
  static build(array: readonly unknown[], path: string, sink: Sink): ListText {
    const rows = array.length;
    const list = new ListText(rows, batchSize(array));
    const B = list.batch;
    let parts: string[] = [];
    let partChars = 0;
    let at = 0;
    sink("[");
    const flush = (last: boolean) => {
      const chunk = `${parts.join(",")},`;
      list.chunks.push(chunk);
      list.chunkAt.push(at - chunk.length);
      sink(last ? chunk.slice(0, -1) : chunk);
      parts = [];
      partChars = 0;
    };
    for (let b = 0, i = 0; i < rows; b++, i += B) {
      const end = Math.min(rows, i + B);
      const inner = fastBatch(array, i, end) ?? list.slowBatch(array, path, i, end);
      parts.push(inner);
      partChars += inner.length + 1;
      at += inner.length + 1;
      list.ends[b] = at;
      if (partChars >= CHUNK_CHARS || end === rows) flush(end === rows);
    }
    sink("]");
    return list;
  }

  /** Rows the native serializer cannot write exactly as a cut does: one at a time, with markers. */
  private slowBatch(array: readonly unknown[], path: string, from: number, to: number): string {
    const texts: string[] = [];
    for (let index = from; index < to; index++) {
      const replaced = new Replacements();
      const rowPath = childPath(path, index);
      const element = toJsonValue(elementOf(array, index, path, replaced), String(index), rowPath, replaced);
      texts.push(stringifyValue(element, rowPath, replaced) ?? "null");
      if (replaced.list.length > 0) this.replaced.set(index, replaced);
    }
    return texts.join(",");
  }

  /** The list's text offset after row `g - 1` and its comma, in chars or UTF-8 bytes. */
  offset(g: number, unit: "chars" | "bytes"): number {
    if (g <= 0) return 0;
    const b = Math.floor((g - 1) / this.batch);
    const inBatch = g - b * this.batch;
    const ends = unit === "chars" ? this.ends : this.bytesEnds();
    if (inBatch === this.batch || g === this.rows) return ends[b] ?? 0;
    const chars = this.rowEnds(b)[inBatch - 1] ?? 0;
    if (unit === "chars" || ends === this.ends) return chars;
    const start = b === 0 ? 0 : (this.ends[b - 1] ?? 0);
    return (b === 0 ? 0 : (ends[b - 1] ?? 0)) + Buffer.byteLength(this.slice(start, chars));
  }

  /** The largest k ≤ max with offset(from + k) - offset(from) ≤ room: rows that fit, with their commas. */
  fitting(from: number, max: number, room: number, unit: "chars" | "bytes"): number {
    const base = this.offset(from, unit);
    const limit = base + room;
    if (this.offset(from + max, unit) <= limit) return max;
    // Whole batches first (their ends are known), then the rows of the one batch the limit falls in.
    const ends = unit === "chars" ? this.ends : this.bytesEnds();
    let lo = Math.floor(from / this.batch);
    let hi = Math.floor((from + max) / this.batch);
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ends[mid] ?? 0) <= limit) lo = mid + 1;
      else hi = mid;
    }
    let k = Math.max(from, lo * this.batch);
    if (unit === "chars" && k < from + max) {
      // Inside batch `lo`, the rows' ends are one scan's array: compare them directly.
      const rowEnds = this.rowEnds(lo);
      const first = lo * this.batch;
      const stop = Math.min(from + max, first + this.batch);
      while (k < stop && (k + 1 === this.rows || k + 1 - first === this.batch ? (this.ends[lo] ?? 0) : (rowEnds[k - first] ?? 0)) <= limit) k++;
      return k - from;
    }
    while (k < from + max && this.offset(k + 1, unit) <= limit) k++;
    return k - from;
  }

  /** Rows `from` … `to - 1`, joined by commas. */
  text(from: number, to: number): string {
    if (to <= from) return "";
    return this.slice(this.offset(from, "chars"), this.offset(to, "chars") - 1);
  }

  private slice(start: number, end: number): string {
    let c = this.chunkIndex(start);
    const first = this.chunks[c] ?? "";
    const at = this.chunkAt[c] ?? 0;
    if (end <= at + first.length) return first.slice(start - at, end - at);
    let out = first.slice(start - at);
    while (++c < this.chunks.length && (this.chunkAt[c] ?? 0) < end) {
      const chunk = this.chunks[c] ?? "";
      out += chunk.slice(0, end - (this.chunkAt[c] ?? 0));
    }
    return out;
  }

  private chunkIndex(offset: number): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.chunkAt[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private bytesEnds(): Float64Array {
    if (this.byteEnds) return this.byteEnds;
    // ASCII text is its own UTF-8: the char offsets serve for bytes too.
    if (this.chunks.every((c) => Buffer.byteLength(c) === c.length)) return (this.byteEnds = this.ends);
    const out = new Float64Array(this.ends.length);
    let bytes = 0;
    for (let b = 0; b < this.ends.length; b++) {
      bytes += Buffer.byteLength(this.slice(b === 0 ? 0 : (this.ends[b - 1] ?? 0), this.ends[b] ?? 0));
      out[b] = bytes;
    }
    return (this.byteEnds = out);
  }

  /** Char offsets after each row of batch `b` (with its comma), found by scanning that batch once. */
  private rowEnds(b: number): Float64Array {
    const known = this.scanned.get(b);
    if (known) return known;
    const start = b === 0 ? 0 : (this.ends[b - 1] ?? 0);
    const text = this.slice(start, this.ends[b] ?? 0);
    const out = new Float64Array(this.batch);
    let depth = 0;
    let k = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x22) i = stringEnd(text, i);
      else if (c === 0x7b || c === 0x5b) depth++;
      else if (c === 0x7d || c === 0x5d) depth--;
      else if (c === 0x2c && depth === 0) out[k++] = start + i + 1;
    }
    if (this.scanned.size >= SCANNED_KEPT) this.scanned.delete(this.scanned.keys().next().value as number);
    this.scanned.set(b, out);
    return out;
  }
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

/** Rows per batch, from the size of the first few. */
function batchSize(array: readonly unknown[]): number {
  const sample = Math.min(array.length, 8);
  let chars = 0;
  for (let i = 0; i < sample; i++) chars += (fastBatch(array, i, i + 1) ?? "").length + 1;
  if (sample === 0 || chars === 0) return 1;
  return Math.max(1, Math.min(64, Math.floor((BATCH_CHARS * sample) / chars)));
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

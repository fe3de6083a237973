// What of a produced tool result reached the model: counted from the result and the delivered text
// alone, no model needed. The audit CLI sums these per tool; harnesses may call it in tests.
import { ENVELOPE_KEY, looksLikeEnvelope, type Envelope } from "./envelope.js";
import { InvalidInputError } from "./errors.js";
import { parseLenient, setMember, type LenientParse } from "./lenient-json.js";
import { MAX_DEPTH } from "./serialize.js";

export interface ListDelivery {
  /** `$` for a root array, `$.processes`, `$.host.disks`. */
  path: string;
  /** Rows of a JSON list, lines of a text result. */
  unit: "rows" | "lines";
  produced: number;
  /** Rows that arrived whole: equal to a produced row, each produced row counted once. */
  delivered: number;
}

export interface DeliveryAudit {
  /** How the produced result was read: a JSON value (or a string holding one), or text. */
  kind: "json" | "text";
  /** The delivered payload parses as the JSON the tool produced (text around it, such as a notice, aside). Always true for text. */
  parses: boolean;
  /** Top-level fields of the produced object, and how many of them arrived (key and at least the start of the value). */
  fieldsProduced: number;
  fieldsDelivered: number;
  missingFields: string[];
  /** Rows of every list (lines of a text result), produced and arrived whole. */
  rowsProduced: number;
  rowsDelivered: number;
  perList: ListDelivery[];
  /** The delivered text says it is partial: a completeness envelope, a truncation notice, a `truncated`/`hasMore` flag. */
  announced: boolean;
  /** The delivered text says how to get the rest: a cursor, an offset to read on, where the full output was saved. */
  recoverable: boolean;
  /** Something produced did not arrive: the cap bound on this call. */
  bound: boolean;
  /** The `"$completeness"` envelope found in the delivered text, if any. */
  envelope?: Envelope;
}

const NOTICE = /truncat|omitted|elided|clipped|cut off|(more|remaining) (rows|lines|items|results|entries|records|chars|characters|bytes|tokens)|showing (the )?(first|last|top)|\bof \d+ (shown|returned|kept)|\[\s*\.\.\.|\.\.\.\s*\[|…|\[\d+ (lines|rows|chars|characters|bytes) (removed|hidden)|lines? \d+\s*[-–]\s*\d+ of \d+/i;
const RECOVERY = /cursor|offset\s*[=:]|page\s*[=:]|next_?page|page_?token|read (more|on)|to (continue|see more|read more)|saved (to|at|in)|written to|full (output|result|log|text) (is |was )?(saved|at|in|available)/i;
const FLAG_KEYS: Record<string, (v: unknown) => boolean> = {
  truncated: (v) => v === true,
  isTruncated: (v) => v === true,
  hasMore: (v) => v === true,
  has_more: (v) => v === true,
  incomplete: (v) => v === true,
  complete: (v) => v === false,
  isComplete: (v) => v === false,
};
const CURSOR_KEYS = ["nextCursor", "next_cursor", "nextPageToken", "next_page_token", "cursor", "nextOffset", "next_offset", "continuationToken"];

type Json = unknown;
type Obj = Record<string, Json>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

const tooDeep = () => new InvalidInputError(`the produced result nests deeper than ${MAX_NESTING} levels: not audited`);

/** The produced value as JSON sees it: a string holding a JSON object or array is that value. */
function producedValue(produced: unknown): { kind: "json"; value: Json } | { kind: "text"; text: string } {
  if (typeof produced === "string") {
    const t = produced.trimStart();
    if (t.startsWith("{") || t.startsWith("[")) {
      let value: Json;
      try {
        value = JSON.parse(produced) as Json;
      } catch {
        // Text that merely starts with a bracket.
        return { kind: "text", text: produced };
      }
      if (nesting(value, MAX_NESTING) > MAX_NESTING) throw tooDeep();
      return { kind: "json", value };
    }
    return { kind: "text", text: produced };
  }
  if (produced === undefined) return { kind: "text", text: "" };
  // Parsed from a log, the value is JSON already: no copy needed.
  if (isPlainJson(produced, 0)) return { kind: "json", value: produced };
  // Too deep to compare without overflowing the stack (a cycle is not deep: it is unserializable).
  if (nesting(produced, MAX_NESTING) > MAX_NESTING) throw tooDeep();
  try {
    // The value as it would be serialized: toJSON applied, undefined members gone.
    return { kind: "json", value: JSON.parse(JSON.stringify(produced) ?? "null") as Json };
  } catch (error) {
    // A cycle or a BigInt: nothing JSON could have delivered whole.
    return { kind: "text", text: `[unserializable: ${(error as Error).message}]` };
  }
}

/** Deeper than this, a result is refused with InvalidInputError (the cutter's own serialization limit). */
const MAX_NESTING = MAX_DEPTH;

/** How deep `value` nests, counted without recursion; stops counting past `limit`. */
function nesting(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== "object" || v === null || seen.has(v)) continue;
    seen.add(v);
    if (d > deepest) deepest = d;
    if (deepest > limit) return deepest;
    for (const x of Array.isArray(v) ? v : Object.values(v)) stack.push([x, d + 1]);
  }
  return deepest;
}

/** JSON text of a row; a row too deep to serialize matches nothing. */
function jsonText(row: Json): string {
  try {
    return JSON.stringify(row) ?? "null";
  } catch {
    return "\u0000unserializable";
  }
}

/** Only what JSON.parse makes: a copy through JSON would be the same value. */
function isPlainJson(v: unknown, depth: number): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (typeof v !== "object" || depth > MAX_NESTING) return false;
  if (Array.isArray(v)) {
    // A hole reads as undefined here and as null in JSON: not plain.
    for (let i = 0; i < v.length; i++) if (!isPlainJson(v[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(v) as unknown;
  if (proto !== Object.prototype && proto !== null) return false;
  if ("toJSON" in v) return false;
  for (const k in v) if (!isPlainJson((v as Obj)[k], depth + 1)) return false;
  return true;
}

/** Equal as JSON text would be (key order included), without writing the text. */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as Json[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], bb[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i] as string;
    if (k !== kb[i] || !sameJson((a as Obj)[k], (b as Obj)[k])) return false;
  }
  return true;
}

/** The lists whose rows are counted: a root array, top-level arrays, and arrays one level inside top-level objects. */
function listsOf(value: Json): { path: string; keys: string[]; rows: Json[] }[] {
  if (Array.isArray(value)) return [{ path: "$", keys: [], rows: value }];
  if (!isObj(value)) return [];
  const out: { path: string; keys: string[]; rows: Json[] }[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (Array.isArray(v)) out.push({ path: pathOf([k]), keys: [k], rows: v });
    else if (isObj(v)) for (const [j, w] of Object.entries(v)) if (Array.isArray(w)) out.push({ path: pathOf([k, j]), keys: [k, j], rows: w });
  }
  return out;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
function pathOf(keys: string[]): string {
  return "$" + keys.map((k) => (IDENT.test(k) ? `.${k}` : `[${JSON.stringify(k)}]`)).join("");
}

function at(value: Json, keys: string[]): Json {
  let v = value;
  for (const k of keys) {
    if (!isObj(v) || !Object.hasOwn(v, k)) return undefined;
    v = v[k];
  }
  return v;
}

/** Rows of `delivered` equal to a row of `produced`, each produced row used once; a row the cut left open never counts. */
function wholeRows(produced: readonly Json[], delivered: readonly Json[], unclosed: ReadonlySet<unknown> = new Set()): number {
  if (delivered.length === 0) return 0;
  // Usually the delivered rows are produced rows in their order (a prefix, head and tail, the
  // cutter's picks): matched in one pass without serializing anything.
  let j = 0;
  let matched = 0;
  let inOrder = true;
  for (const r of delivered) {
    if (unclosed.has(r)) continue;
    while (j < produced.length && !sameJson(r, produced[j])) j++;
    if (j === produced.length) {
      inOrder = false;
      break;
    }
    j++;
    matched++;
  }
  if (inOrder) return matched;
  const left = new Map<string, number>();
  for (const r of produced) {
    const s = jsonText(r);
    left.set(s, (left.get(s) ?? 0) + 1);
  }
  let n = 0;
  for (const r of delivered) {
    if (unclosed.has(r)) continue;
    const s = jsonText(r);
    const c = left.get(s) ?? 0;
    if (c > 0) {
      left.set(s, c - 1);
      n++;
    }
  }
  return n;
}

interface Read {
  value: Json;
  parses: boolean;
  /** Containers the cut left open. */
  unclosed: Set<unknown>;
  /** The delivered text outside the JSON that was read: where a notice would be. */
  around: string;
}

/**
 * The delivered payload read from where it starts: a `{` for an object result, a `[` for an array
 * (or `{` where the cutter wrapped it under its envelope). Of the first few such brackets the one
 * that reads furthest wins: `[Output truncated]` before the payload is a notice, not its start.
 */
function firstRead(text: string, produced: Json): LenientParse | undefined {
  const open = Array.isArray(produced) && !text.includes(`"${ENVELOPE_KEY}"`) ? "[" : isObj(produced) || Array.isArray(produced) ? "{" : undefined;
  if (open === undefined) return undefined;
  let best: LenientParse | undefined;
  for (let i = text.indexOf(open), n = 0; i >= 0 && n < 8; i = text.indexOf(open, i + 1), n++) {
    const r = parseLenient(text, i);
    if (!best || r.end - r.start > best.end - best.start) best = r;
    if (r.closed || r.end - r.start > 64) break;
  }
  return best;
}

// A head-tail cut keeps the end of the payload: how far to look for produced keys and rows there.
const TAIL_SCAN = 200_000;

/**
 * After a cut, a head-tail delivery continues with the payload's end. Produced top-level keys
 * missing from the head are looked for after the cut and read from there; whole rows of the list
 * the cut fell in are looked for between the cut and the first key found.
 */
function recoverTail(text: string, head: LenientParse, produced: Obj, into: Obj, unclosed: Set<unknown>): void {
  const rest = text.slice(head.end, head.end + TAIL_SCAN);
  let firstKeyAt = rest.length;
  for (const key of Object.keys(produced)) {
    if (Object.hasOwn(into, key)) continue;
    // The same name may be a field of a row: the top-level key is the occurrence whose object
    // reads on to the payload's end, where a row's closes at the row's end.
    let found: { at: number; parse: LenientParse } | undefined;
    const re = new RegExp(`${escapeRegExp(JSON.stringify(key))}\\s*:`, "g");
    for (let m = re.exec(rest), n = 0; m && n < 32; m = re.exec(rest), n++) {
      const r = parseLenient(`{${rest.slice(m.index)}`, 0);
      if (isObj(r.value) && Object.hasOwn(r.value, key) && (!found || r.end > found.parse.end)) found = { at: m.index, parse: r };
    }
    if (!found) continue;
    const r = found.parse;
    for (const u of r.unclosed) unclosed.add(u);
    firstKeyAt = Math.min(firstKeyAt, found.at);
    for (const [k, v] of Object.entries(r.value as Obj)) if (Object.hasOwn(produced, k) && !Object.hasOwn(into, k)) setMember(into, k, v);
  }
  // Rows of the list the cut fell in that survived past the cut, without their key.
  const [top] = head.openPath;
  if (typeof top !== "string" || !Array.isArray(produced[top]) || !Array.isArray(into[top])) return;
  const rows = produced[top] as Json[];
  const wanted = new Set(rows.map((r) => jsonText(r)));
  const got = [...(into[top] as Json[])];
  const region = rest.slice(0, firstKeyAt);
  for (let i = region.indexOf("{"); i >= 0 && i < region.length; ) {
    const r = parseLenient(region, i);
    const s = r.closed ? jsonText(r.value) : undefined;
    if (s !== undefined && wanted.has(s)) {
      got.push(r.value);
      i = region.indexOf("{", r.end);
    } else i = region.indexOf("{", i + 1);
  }
  setMember(into, top, got);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function readDelivered(text: string, produced: Json): Read {
  try {
    return { value: JSON.parse(text) as Json, parses: true, unclosed: new Set(), around: "" };
  } catch {
    // Cut, or wrapped in a notice: read as far as it is intact.
  }
  const head = firstRead(text, produced);
  if (!head) return { value: undefined, parses: false, unclosed: new Set(), around: text };
  const around = text.slice(0, head.start) + "\n" + text.slice(head.dataEnd);
  if (head.closed) return { value: head.value, parses: true, unclosed: head.unclosed, around };
  const value = head.value;
  const unclosed = new Set(head.unclosed);
  if (isObj(value) && isObj(produced)) recoverTail(text, head, produced, value, unclosed);
  return { value, parses: false, unclosed, around };
}

/** The cutter's envelope comes first; a root array comes back as `{ "$completeness", items }`. */
function unwrapEnvelope(value: Json, produced: Json): { value: Json; envelope?: Envelope } {
  if (!isObj(value) || !Object.hasOwn(value, ENVELOPE_KEY)) return { value };
  const env = value[ENVELOPE_KEY];
  const envelope = looksLikeEnvelope(env) ? env : undefined;
  if (Array.isArray(produced) && Array.isArray(value.items)) return { value: value.items, ...(envelope ? { envelope } : {}) };
  const rest: Obj = {};
  for (const [k, v] of Object.entries(value)) if (k !== ENVELOPE_KEY) setMember(rest, k, v);
  return { value: rest, ...(envelope ? { envelope } : {}) };
}

/** Lines of a text: a final line break ends the last line, it does not start an empty one. */
function linesOf(text: string): string[] {
  const body = text.endsWith("\r\n") ? text.slice(0, -2) : text.endsWith("\n") ? text.slice(0, -1) : text;
  return body === "" ? [] : body.split("\n");
}

function auditText(produced: string, delivered: string): DeliveryAudit {
  const lines = linesOf(produced);
  const got = linesOf(delivered);
  const rowsDelivered = wholeRows(lines, got);
  const bound = !delivered.includes(lines.join("\n"));
  const producedLines = new Set(lines);
  // A line cut in two is the tool's text, not a notice, whatever words it holds.
  const around = got.filter((l) => !producedLines.has(l) && (l.trim() === "" || !produced.includes(l))).join("\n");
  return {
    kind: "text",
    parses: true,
    fieldsProduced: 0,
    fieldsDelivered: 0,
    missingFields: [],
    rowsProduced: lines.length,
    rowsDelivered,
    perList: [{ path: "$", unit: "lines", produced: lines.length, delivered: rowsDelivered }],
    announced: NOTICE.test(around),
    recoverable: RECOVERY.test(around),
    bound,
  };
}

/**
 * Compares what a tool produced with the text the model was given: which top-level fields and how
 * many list rows arrived whole, whether the payload still parses, whether the delivery says it is
 * partial (`announced`) and how to get the rest (`recoverable`), and whether anything produced did
 * not arrive (`bound`). `produced` is the full result (a value, or a string holding JSON or text).
 */
export function auditDelivery(produced: unknown, deliveredText: string): DeliveryAudit {
  if (typeof deliveredText !== "string") throw new InvalidInputError(`deliveredText must be a string, got ${typeof deliveredText}`);
  const p = producedValue(produced);
  if (p.kind === "text") return auditText(p.text, deliveredText);
  const read = readDelivered(deliveredText, p.value);
  const { value, envelope } = unwrapEnvelope(read.value, p.value);
  const producedFields = isObj(p.value) ? Object.keys(p.value) : [];
  const deliveredObj = isObj(value) ? value : undefined;
  const missingFields = producedFields.filter((k) => !deliveredObj || !Object.hasOwn(deliveredObj, k));
  const whole = read.parses && sameJson(value, p.value);
  const perList: ListDelivery[] = listsOf(p.value).map((l) => {
    const got = l.keys.length === 0 ? value : at(value, l.keys);
    const delivered = whole ? l.rows.length : Array.isArray(got) ? wholeRows(l.rows, got, read.unclosed) : 0;
    return { path: l.path, unit: "rows", produced: l.rows.length, delivered };
  });
  let announced = envelope !== undefined || NOTICE.test(read.around);
  let recoverable = envelope?.nextCursor !== undefined || RECOVERY.test(read.around);
  if (deliveredObj) {
    for (const [k, test] of Object.entries(FLAG_KEYS)) if (Object.hasOwn(deliveredObj, k) && test(deliveredObj[k])) announced = true;
    for (const k of CURSOR_KEYS) {
      const v = deliveredObj[k];
      if (Object.hasOwn(deliveredObj, k) && v !== null && v !== undefined && v !== "") recoverable = true;
    }
  }
  return {
    kind: "json",
    parses: read.parses,
    fieldsProduced: producedFields.length,
    fieldsDelivered: producedFields.length - missingFields.length,
    missingFields,
    rowsProduced: perList.reduce((n, l) => n + l.produced, 0),
    rowsDelivered: perList.reduce((n, l) => n + l.delivered, 0),
    perList,
    announced,
    recoverable,
    bound: !whole,
    ...(envelope ? { envelope } : {}),
  };
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Budget } from "./budget.js";
import { cutDetailed, findEnvelopeEnd, type CutContext, type CutOptions, type CutResult, type DetailedCut } from "./cut.js";
import { ENVELOPE_KEY, serializeEnvelope, type Envelope } from "./envelope.js";
import { BudgetTooSmallError, CursorExpiredError, InvalidBudgetError, InvalidCursorError } from "./errors.js";
import { ListView, StringView, type ListTexts } from "./json-cut.js";
import { serializeLists } from "./list-text.js";
import { quoteInexactNumbers } from "./exact-numbers.js";
import { Replacements, toJsonValue } from "./serialize.js";
import { memoryBackend, type StoreBackend, type StoredResult } from "./store-backend.js";

export interface ResultStoreOptions {
  /** Key material for cursors; random per store when not given, so another store's cursors fail. */
  secret?: string | Uint8Array;
  /** How long a result (and its cursors) stays pageable; default 15 minutes. */
  ttlMs?: number;
  /** Bounds of the default in-memory backend, with least-recently-used eviction. */
  maxBytes?: number;
  maxEntries?: number;
  /** Where results are kept; default in memory. See `fileBackend` for several processes. */
  backend?: StoreBackend;
  /** The clock, for tests. */
  now?: () => number;
}

export interface ResultStore {
  /** `cut()`, plus `envelope.nextCursor` when incomplete and `envelope.sourceVersion`. */
  cut(value: unknown, budget: Budget, options?: CutOptions): Promise<CutResult>;
  /** The next portion after `cursor`, under the same contract, until `complete: true`. */
  page(cursor: string, budget: Budget): Promise<CutResult>;
}

/** Where the next page starts: per cut list or string its offset, or for text the next line. */
type Position = { json: [segments: string[], kind: "rows" | "chars" | "keys", offset: number][] } | { text: { line: number; char: number } };

interface CursorPayload {
  id: string;
  exp: number;
  pos: Position;
}

const DEFAULT_TTL_MS = 15 * 60 * 1000;

const base64url = (b: Uint8Array) => Buffer.from(b).toString("base64url");

function keyFrom(secret: string | Uint8Array | undefined): Buffer {
  if (secret === undefined) return randomBytes(32);
  // A derived key, so a short passphrase still gives AES-256 its 32 bytes.
  return createHash("sha256").update("tool-output-cutter cursor key\0").update(secret).digest();
}

// Random IVs drawn from a pool: one call for 4,096 cursors instead of one each, every IV used once.
let ivPool = Buffer.alloc(0);
let ivAt = 0;
function nextIv(): Buffer {
  if (ivAt + 12 > ivPool.length) {
    ivPool = randomBytes(12 * 4096);
    ivAt = 0;
  }
  ivAt += 12;
  return ivPool.subarray(ivAt - 12, ivAt);
}

function seal(key: Buffer, payload: CursorPayload): string {
  const iv = nextIv();
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), "utf8"), cipher.final()]);
  return base64url(Buffer.concat([iv, body, cipher.getAuthTag()]));
}

function open(key: Buffer, cursor: string): CursorPayload {
  try {
    if (typeof cursor !== "string" || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error("shape");
    const raw = Buffer.from(cursor, "base64url");
    if (raw.length < 12 + 16 + 2) throw new Error("short");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString("utf8");
    const payload = JSON.parse(text) as CursorPayload;
    if (typeof payload.id !== "string" || typeof payload.exp !== "number" || typeof payload.pos !== "object") throw new Error("fields");
    return payload;
  } catch {
    // Whatever failed (encoding, tag, fields), the caller learns only that the cursor is not ours.
    throw new InvalidCursorError();
  }
}

/**
 * SHA-256 of the UTF-8 of a text handed over in pieces, and its length in bytes. Small pieces are
 * gathered first; ASCII, its own UTF-8, is hashed as latin1 to skip the conversion.
 */
class TextDigest {
  private readonly hash = createHash("sha256");
  private pending = "";
  bytes = 0;
  add = (piece: string): void => {
    if (piece.length < 4096) {
      this.pending += piece;
      if (this.pending.length < 1 << 16) return;
      piece = this.pending;
    } else if (this.pending.length > 0) {
      this.update(this.pending);
    }
    this.pending = "";
    this.update(piece);
  };
  private update(text: string): void {
    const bytes = Buffer.byteLength(text);
    this.bytes += bytes;
    this.hash.update(text, bytes === text.length ? "latin1" : "utf8");
  }
  digest(): string {
    if (this.pending.length > 0) this.update(this.pending);
    this.pending = "";
    return this.hash.digest("base64url").slice(0, 22);
  }
}

/** Where the text after the first `lines` lines of `text` starts. */
function offsetAfterLines(text: string, lines: number): number {
  let at = 0;
  for (let i = 0; i < lines; i++) {
    const nl = text.indexOf("\n", at);
    if (nl === -1) return text.length;
    at = nl + 1;
  }
  return at;
}

/** Positions after a JSON cut: what is still incomplete, and from where. */
function nextPosition(cut: DetailedCut): Position | undefined {
  const open: [string[], "rows" | "chars" | "keys", number][] = [];
  // A row cut inside is not counted: it is sent again, whole, on a later page.
  for (const n of cut.frontier ?? []) {
    if (n.kind === "keys" || n.delivered < n.total) open.push([n.segments, n.kind, n.start + n.delivered]);
  }
  return open.length === 0 ? undefined : { json: open };
}

/** The original restricted to the still-incomplete paths, each list and string continued in place. */
function remainder(value: unknown, position: Position): unknown {
  if ("text" in position) return value;
  const root: Record<string, unknown> = {};
  let rootView: unknown;
  for (const [segments, kind, offset] of position.json) {
    // Walk the value as it serializes (toJSON applied, as the first cut saw it).
    let source: unknown = toJsonValue(value, "", "$", new Replacements());
    for (const s of segments) source = toJsonValue((source as Record<string, unknown>)[s], s, "$", new Replacements());
    const view = kind === "rows" ? new ListView(source as unknown[], offset) : kind === "chars" ? new StringView(source as string, offset) : source;
    if (segments.length === 0) {
      rootView = view;
      continue;
    }
    let target = root;
    segments.slice(0, -1).forEach((s) => {
      if (!Object.prototype.hasOwnProperty.call(target, s)) Object.defineProperty(target, s, { value: {}, enumerable: true, writable: true, configurable: true });
      target = target[s] as Record<string, unknown>;
    });
    Object.defineProperty(target, segments[segments.length - 1] ?? "", { value: view, enumerable: true, writable: true, configurable: true });
  }
  return rootView ?? root;
}


/** Writes cursor and version into the envelope inside the text, where the model reads it. */
function announce(result: DetailedCut, extra: Pick<Envelope, "nextCursor" | "sourceVersion">, page = false): CutResult {
  const envelope: Envelope = { ...result.envelope, ...extra };
  if (result.lines) {
    if (result.envelope.complete || extra.nextCursor === undefined) return { text: result.text, envelope };
    const end = result.text.indexOf("]");
    const text = `${result.text.slice(0, end)}; more: read_more("${extra.nextCursor}")${result.text.slice(end)}`;
    return { text, envelope };
  }
  const before = `{"${ENVELOPE_KEY}":`;
  // A page's envelope is the first member, as its cut wrote it; a cut that came back whole may
  // carry an earlier cut's envelope, which is left as it was.
  if (!result.text.startsWith(page ? before : `${before}${serializeEnvelope(result.envelope)}`)) return { text: result.text, envelope };
  return { text: `${before}${serializeEnvelope(envelope)}${result.text.slice(findEnvelopeEnd(result.text, before.length))}`, envelope };
}

function limitOf(budget: Budget, unit: "chars" | "bytes" | "tokens"): number {
  return (unit === "chars" ? budget.maxChars : unit === "bytes" ? budget.maxBytes : budget.maxTokens) ?? 0;
}

function samePlace(next: Position, position: Position | undefined): boolean {
  if (position === undefined) return "json" in next && next.json.length === 0;
  if ("text" in next && "text" in position) return next.text.char === position.text.char;
  if (!("json" in next) || !("json" in position) || next.json.length !== position.json.length) return false;
  return next.json.every(([segments, kind, offset], i) => {
    const [s, k, o] = position.json[i] ?? [[], kind, -1];
    return kind === k && offset === o && segments.length === s.length && segments.every((x, j) => x === s[j]);
  });
}

/** A page that would deliver nothing new: the caller searches for the budget that does. */
class Stuck extends Error {}

function sizeUnit(budget: Budget): "chars" | "bytes" | "tokens" {
  return budget.maxChars !== undefined ? "chars" : budget.maxBytes !== undefined ? "bytes" : "tokens";
}

function withLimit(budget: Budget, unit: "chars" | "bytes" | "tokens", limit: number): Budget {
  return { ...budget, [unit === "chars" ? "maxChars" : unit === "bytes" ? "maxBytes" : "maxTokens"]: limit };
}

function reserveBudget(budget: Budget, units: number): Budget {
  const out: Budget = { ...budget };
  if (out.maxChars !== undefined) out.maxChars = Math.max(1, out.maxChars - units);
  if (out.maxBytes !== undefined) out.maxBytes = Math.max(1, out.maxBytes - units);
  // Cursors are base64url: about one token per 2 to 3 characters.
  if (out.maxTokens !== undefined) out.maxTokens = Math.max(1, out.maxTokens - Math.ceil(units / 2));
  return out;
}

/**
 * A store of full results, so that a cut can point at the rest: `cut()` keeps the result and
 * puts an opaque cursor in the envelope; `page(cursor)` continues every cut list and string from
 * where it stopped, until `complete: true`.
 */
export function createResultStore(options: ResultStoreOptions = {}): ResultStore {
  const key = keyFrom(options.secret);
  const ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
  const now = options.now ?? Date.now;
  const backend = options.backend ?? memoryBackend({ maxBytes: options.maxBytes, maxEntries: options.maxEntries, now });
  // The envelope's size on each result's last page, where the next page's search for room starts.
  const hints = new Map<string, number>();
  // Lists serialized once when a result is stored, for its pages to slice. Held by the stored
  // result itself (as the memory backend keeps it), so they go when the backend lets it go; a
  // backend that hands back copies (files, Redis) serializes the rows a page needs instead.
  const serialized = new WeakMap<StoredResult, ListTexts>();
  // Cursors this store wrote lately, opened without the cipher: only a string this store produced
  // is found here, so a changed byte still goes through (and fails) authentication.
  const issued = new Map<string, CursorPayload>();
  const remember = (cursor: string, payload: CursorPayload) => {
    issued.set(cursor, payload);
    if (issued.size > 1024) issued.delete(issued.keys().next().value as string);
  };

  function run(
    stored: StoredResult,
    position: Position | undefined,
    budget: Budget,
    cutOptions: CutOptions,
  ): CutResult {
    // Room for the cursor and version in the envelope: a cursor for the current position is about
    // as long as the next one; the loop corrects by what is still over.
    const payload = JSON.stringify({ id: stored.id, exp: now() + ttlMs, pos: position ?? { json: [[["x"], "rows", 0]] } });
    const guess = Math.ceil(((12 + Buffer.byteLength(payload) + 16) * 4) / 3);
    let reserve = `,"nextCursor":"","sourceVersion":"${stored.sourceVersion}"`.length + guess + 16;
    const hint = hints.get(stored.id);
    const lists = serialized.get(stored);
    const context: CutContext = { rowCache: new WeakMap(), ...(lists ? { lists } : {}), ...(hint === undefined ? {} : { envelopeHint: hint }) };
    let step = 0;
    let lastLength = Infinity;
    /** One page under `room` units of the budget kept free for the cursor, and where the next starts. */
    const attempt = (room: number): { result: DetailedCut; next: Position | undefined } => {
      const limited = reserveBudget(budget, room);
      if (stored.kind === "text") {
        const at = position && "text" in position ? position.text : { line: 0, char: 0 };
        const rest = (stored.value as string).slice(at.char);
        // Later pages continue from the head of what is left, whatever the first cut kept.
        const result = cutDetailed(rest, limited, { ...cutOptions, format: "text", keep: position ? "head" : cutOptions.keep }, { lineOffset: at.line, page: position !== undefined });
        if (result.envelope.complete) return { result, next: undefined };
        const delivered = result.lines?.delivered ?? 0;
        const insideLine = result.envelope.omitted.find((o) => o.unit === "chars");
        // A line longer than a page continues from the character where this page stopped.
        const next: Position =
          delivered > 0 || !insideLine
            ? { text: { line: at.line + delivered, char: at.char + offsetAfterLines(rest, delivered) } }
            : { text: { line: at.line, char: at.char + insideLine.returned } };
        return { result, next };
      }
      const input = position ? remainder(stored.value, position) : stored.value;
      const result = cutDetailed(input, limited, { ...cutOptions, format: "json", ...(position ? { announce: "always" as const } : {}) }, context);
      return { result, next: result.envelope.complete ? undefined : nextPosition(result) };
    };

    for (let round = 0; round < 24; round++) {
      let page: { result: DetailedCut; next: Position | undefined };
      try {
        page = attempt(reserve);
      } catch (error) {
        // The budget the caller gave is the one to name, with the cursor's room added back.
        if (error instanceof BudgetTooSmallError) throw new BudgetTooSmallError(error.unit, limitOf(budget, error.unit), error.minimum + reserve);
        throw error;
      }
      const { result, next } = page;
      if (next !== undefined && samePlace(next, position)) {
        // Nothing fit beside the envelope and cursor: another page at this budget would be this
        // page again. Say so rather than loop or skip what did not fit.
        throw new Stuck();
      }
      let nextCursor: string | undefined;
      if (next) {
        const payload: CursorPayload = { id: stored.id, exp: now() + ttlMs, pos: next };
        nextCursor = seal(key, payload);
        remember(nextCursor, payload);
      }
      const out = announce(result, { sourceVersion: stored.sourceVersion, ...(nextCursor ? { nextCursor } : {}) }, true);
      const fits = reserveBudget(budget, 0);
      const over = Math.max(
        fits.maxChars !== undefined ? out.text.length - fits.maxChars : 0,
        fits.maxBytes !== undefined ? Buffer.byteLength(out.text) - fits.maxBytes : 0,
        fits.maxTokens !== undefined && fits.countTokens ? (fits.countTokens(out.text) - fits.maxTokens) * 3 : 0,
      );
      if (over <= 0) {
        if (context.envelopeHint !== undefined) {
          hints.delete(stored.id);
          hints.set(stored.id, context.envelopeHint);
          // Only a hint: keep the last thousand results' and forget the rest.
          if (hints.size > 1000) hints.delete(hints.keys().next().value as string);
        }
        return out;
      }
      // Whole rows: a slightly larger reserve may change nothing, so grow faster when stuck.
      step = out.text.length < lastLength ? over : Math.max(over, step * 2);
      lastLength = out.text.length;
      reserve += step;
    }
    throw new Stuck();
  }

  return {
    async cut(value, budget, cutOptions = {}) {
      if (budget.maxRows === 0) throw new InvalidBudgetError("a result store cannot page under maxRows: 0: no page could hold a row");
      if (value instanceof Uint8Array) value = new TextDecoder().decode(value);
      let kind: "json" | "text" = "json";
      if (typeof value === "string") {
        kind = "text";
        if (cutOptions.format !== "text" && /^\s*[[{]/.test(value)) {
          try {
            // Digits beyond double precision stay exact, as strings (as in cut()).
            value = JSON.parse(quoteInexactNumbers(value).text) as unknown;
            kind = "json";
          } catch {
            kind = "text";
          }
        }
      }
      // The whole result is serialized once: for its version, its size, and the lists its pages slice.
      const digest = new TextDigest();
      const lists = kind === "text" ? undefined : serializeLists(value, digest.add);
      if (kind === "text") digest.add(value as string);
      const sourceVersion = digest.digest();
      // What fits whole needs no store, no cursor and no room for one.
      const plain = cutDetailed(value, budget, kind === "text" ? { ...cutOptions, format: "text" } : { ...cutOptions, format: "json" }, lists ? { lists } : {});
      const stored: StoredResult = { id: randomBytes(12).toString("hex"), kind, value, bytes: digest.bytes, expiresAt: now() + ttlMs, sourceVersion, options: cutOptions };
      if (lists) serialized.set(stored, lists);
      if (plain.envelope.complete) return announce(plain, { sourceVersion });
      const result = pageOrExplain(stored, undefined, budget);
      if (result.envelope.nextCursor !== undefined) await backend.set(stored);
      return result;
    },

    async page(cursor, budget) {
      const payload = issued.get(cursor) ?? open(key, cursor);
      if (payload.exp < now()) throw new CursorExpiredError(payload.id, new Date(payload.exp), "expired");
      const stored = await backend.get(payload.id);
      if (!stored) throw new CursorExpiredError(payload.id, undefined, "evicted");
      await backend.touch(payload.id, now() + ttlMs);
      return pageOrExplain(stored, payload.pos, budget);
    },
  };

  /** A page, or the smallest budget under which this page would move on, as BudgetTooSmallError. */
  function pageOrExplain(stored: StoredResult, position: Position | undefined, budget: Budget): CutResult {
    try {
      return run(stored, position, budget, stored.options);
    } catch (error) {
      if (!(error instanceof Stuck)) throw error;
      const unit = sizeUnit(budget);
      const moves = (limit: number) => {
        try {
          run(stored, position, withLimit(budget, unit, limit), stored.options);
          return true;
        } catch (e) {
          if (e instanceof Stuck || e instanceof BudgetTooSmallError) return false;
          throw e;
        }
      };
      let lo = limitOf(budget, unit);
      let hi = Math.max(lo * 2, 64);
      while (!moves(hi)) {
        lo = hi;
        hi *= 2;
        if (hi > 1 << 30) break;
      }
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (moves(mid)) hi = mid;
        else lo = mid;
      }
      throw new BudgetTooSmallError(unit, limitOf(budget, unit), hi);
    }
  }

}

import { BYTES, CHARS, sizeViolation, utf8Length, validateBudget, type Budget, type Measure, type Reason } from "./budget.js";
import { ENVELOPE_KEY, looksLikeEnvelope, serializeEnvelope, type Envelope, type Omission } from "./envelope.js";
import { BudgetTooSmallError, InvalidInputError } from "./errors.js";
import { countFrontierRows, planJson, SkeletonTooLarge, type FrontierNode, type JsonPlan, type ListTexts, type RowCache } from "./json-cut.js";
import { Replacements, stringifyValue } from "./serialize.js";
import { quoteInexactNumbers } from "./exact-numbers.js";
import { planText } from "./text-cut.js";

export interface CutOptions {
  /** How a string input is read: JSON when it parses as an object or array (auto), always, or never. */
  format?: "auto" | "json" | "text";
  /** Embed `"$completeness"` in JSON output only when something was cut (default), or always. */
  announce?: "when-cut" | "always";
  /** Text mode: keep the first lines, or the first and the last (logs, where the end matters). */
  keep?: "head" | "head-tail";
  /** Text mode, head-tail: the share of the budget for the tail, 0 to 1 (default 0.5). */
  tailShare?: number;
}

export interface CutResult {
  text: string;
  envelope: Envelope;
}

/** A cut plus where it fell, so the result store can write a cursor that continues from there. */
export interface DetailedCut extends CutResult {
  /** JSON: each frontier list, string and collapsed object with what was delivered of it. */
  frontier?: FrontierNode[];
  /** Text: whole lines delivered from the head, and lines in all. */
  lines?: { delivered: number; total: number };
}

const decoder = new TextDecoder("utf-8");

function complete(returned: number, total: number): Envelope {
  return { complete: true, reason: null, returned, total, omitted: [] };
}

/** How to measure while planning, and the limit to plan against; the real budget is checked after. */
function planningMeasure(budget: Budget): { measure: Measure; limit: number } {
  const { maxChars, maxBytes, maxTokens } = budget;
  // Chars-per-token start: JSON and code tokenize at about 3 chars a token; the loop corrects it.
  const tokenChars = maxTokens === undefined ? Infinity : maxTokens * 3;
  if (maxBytes !== undefined) {
    const charScale = Math.min(maxChars ?? Infinity, tokenChars);
    if (charScale === Infinity || charScale >= maxBytes) return { measure: BYTES, limit: maxBytes };
    // Both bind somewhere: plan on the larger of the two normalised sizes, which is never too small.
    const ratio = maxBytes / charScale;
    return { measure: { unit: "bytes", size: (t) => Math.max(utf8Length(t), Math.ceil(t.length * ratio)) }, limit: maxBytes };
  }
  return { measure: CHARS, limit: Math.min(maxChars ?? Infinity, tokenChars) };
}

function bindingReason(text: string, budget: Budget): Reason {
  const use: [Reason, number][] = [];
  if (budget.maxChars !== undefined) use.push(["char_budget", text.length / budget.maxChars]);
  if (budget.maxBytes !== undefined) use.push(["byte_budget", utf8Length(text) / budget.maxBytes]);
  if (budget.maxTokens !== undefined && budget.countTokens) use.push(["token_budget", budget.countTokens(text) / budget.maxTokens]);
  use.sort((a, b) => b[1] - a[1]);
  return use[0]?.[0] ?? "entry_limit";
}

function tooSmall(minimumText: string, budget: Budget): BudgetTooSmallError {
  if (budget.maxChars !== undefined && minimumText.length > budget.maxChars) return new BudgetTooSmallError("chars", budget.maxChars, minimumText.length);
  if (budget.maxBytes !== undefined && utf8Length(minimumText) > budget.maxBytes) return new BudgetTooSmallError("bytes", budget.maxBytes, utf8Length(minimumText));
  const tokens = budget.countTokens ? budget.countTokens(minimumText) : minimumText.length;
  return new BudgetTooSmallError("tokens", budget.maxTokens ?? 0, tokens);
}

/**
 * Plans with a limit in planning units, checks the real budget on the final text, and tightens the
 * limit until it holds (token counts and mixed limits are only estimated while planning).
 */
type Attempt = (measure: Measure, limit: number) => { text: string; minimal?: boolean };

function fitLoop(budget: Budget, attempt: Attempt): string {
  const { measure, limit: start } = planningMeasure(budget);
  let limit = start;
  let best: string | undefined;
  for (let round = 0; round < 12; round++) {
    const { text, minimal } = attempt(measure, limit);
    const violated = sizeViolation(text, budget);
    // The smallest cut there is does not fit: no budget this small can be met.
    if (minimal && violated !== null) throw tooSmall(text, budget);
    if (violated === null) {
      best = text;
      // Token planning starts from an estimate: grow towards the real limit a few times.
      if (budget.maxTokens === undefined || !budget.countTokens || round >= 4) break;
      const used = budget.countTokens(text);
      if (used >= budget.maxTokens * 0.9 || limit === Infinity) break;
      const grown = Math.floor((limit * budget.maxTokens * 0.95) / Math.max(1, used));
      if (grown <= limit || (budget.maxChars !== undefined && limit >= budget.maxChars)) break;
      limit = budget.maxChars !== undefined ? Math.min(grown, budget.maxChars) : grown;
      continue;
    }
    if (best !== undefined) break;
    const [actual, allowed] =
      violated === "char_budget"
        ? [text.length, budget.maxChars ?? 0]
        : violated === "byte_budget"
          ? [utf8Length(text), budget.maxBytes ?? 0]
          : [budget.countTokens?.(text) ?? 0, budget.maxTokens ?? 0];
    const scaled = Math.floor(((limit === Infinity ? measure.size(text) : limit) * allowed) / actual * 0.97);
    limit = Math.max(0, Math.min(scaled, (limit === Infinity ? measure.size(text) : limit) - 1));
  }
  if (best === undefined) {
    const { text } = attempt(measure, 0);
    if (sizeViolation(text, budget) !== null) throw tooSmall(text, budget);
    best = text;
  }
  return best;
}

/** What the result store passes along between pages; plain `cut()` starts each of these fresh. */
export interface CutContext {
  /** Text lines before this text (a later page of a text result). */
  lineOffset?: number;
  rowCache?: RowCache;
  /** Lists the result store serialized once, for every page to slice. */
  lists?: ListTexts;
  /** The envelope's size on the previous page: where the search for its room starts. */
  envelopeHint?: number;
  /** A later page: text keeps its header even when the rest fits. */
  page?: boolean;
}

function cutJson(value: unknown, budget: Budget, options: CutOptions, searchMinimum = true, context: CutContext = {}): DetailedCut {
  const rowCache = context.rowCache ?? new WeakMap();
  const announceAlways = options.announce === "always";
  // Fast path: a value that fits whole is serialized once, by the native serializer.
  // An earlier cut's output comes back unchanged when it fits, announced or not (idempotence).
  const earlier = typeof value === "object" && value !== null && !Array.isArray(value) && looksLikeEnvelope((value as Record<string, unknown>)[ENVELOPE_KEY]);
  if (!announceAlways || earlier) {
    const replaced = new Replacements();
    const limit = Math.min(budget.maxChars ?? Infinity, budget.maxBytes ?? Infinity, budget.maxTokens === undefined ? Infinity : budget.maxTokens * 8);
    // A row limit that binds is known from the lengths alone: no need to serialize the whole first.
    const rowsBind = budget.maxRows !== undefined && countFrontierRows(value) > budget.maxRows;
    const whole = rowsBind || estimateSize(value) > 2 * limit ? undefined : stringifyValue(value, "$", replaced);
    const embedded = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[ENVELOPE_KEY] : undefined;
    // An earlier cut's envelope goes first again, even where JS key order put integer keys before it.
    const text = whole !== undefined && looksLikeEnvelope(embedded) ? envelopeFirst(value as Record<string, unknown>, embedded) : whole;
    if (text !== undefined && replaced.list.length === 0 && sizeViolation(text, budget) === null) {
      const rows = countFrontierRows(value);
      // A binding row limit was ruled out above (rowsBind).
      return { text, envelope: looksLikeEnvelope(embedded) ? embedded : complete(rows, rows), frontier: [] };
    }
  }

  let envelope: Envelope = complete(0, 0);
  let reserve = 0;
  let sizeCut = false;
  let frontier: FrontierNode[] = [];
  const attempt = (measure: Measure, limit: number, minimal: boolean): { text: string; minimal?: boolean } => {
    reserve = context.envelopeHint ?? 0;
    let step = 0;
    let lastSize = Infinity;
    for (let round = 0; round < 30; round++) {
      let plan: JsonPlan;
      try {
        plan = planJson(value, { measure, limit, maxRows: budget.maxRows, envelopeReserve: reserve, withEnvelope: true, minimal, rowCache, lists: context.lists });
      } catch (error) {
        if (error instanceof SkeletonTooLarge) return attempt(measure, limit, true);
        throw error;
      }
      const cut = plan.omitted.length > 0 || plan.replaced.list.length > 0;
      sizeCut = cut && plan.cutBySize;
      // Which size limit binds is known only from the final text; the longest reason name holds
      // its place meanwhile, and the real one (never longer) replaces it below.
      const reason: Reason = !cut ? null : sizeCut ? "token_budget" : plan.cutByRows ? "entry_limit" : "unserializable";
      envelope = { complete: !cut, reason, returned: plan.returned, total: plan.total, omitted: plan.omitted };
      if (plan.replaced.list.length > 0) envelope.replaced = plan.replaced.list;
      const envText = serializeEnvelope(envelope);
      context.envelopeHint = measure.size(envText);
      const out = plan.render(cut || announceAlways ? envText : undefined);
      frontier = plan.frontier;
      const over = limit === Infinity ? 0 : measure.size(out) - limit;
      if (over <= 0 || minimal) return { text: out, minimal };
      // Rows are whole, so a reserve one unit larger can leave the text as it was: grow faster then.
      step = measure.size(out) < lastSize ? over : Math.max(over, step * 2);
      lastSize = measure.size(out);
      reserve += step;
      if (reserve > limit) break;
    }
    return attempt(measure, limit, true);
  };
  let text: string;
  try {
    text = fitLoop(budget, (measure, limit) => attempt(measure, limit, false));
  } catch (error) {
    if (error instanceof BudgetTooSmallError && searchMinimum && error.unit !== "tokens") throw smallestThatFits(value, budget, options, error);
    throw error;
  }
  if (sizeCut) {
    const reason = bindingReason(text, budget);
    const fixed = text.replace(`"reason":"token_budget"`, `"reason":${JSON.stringify(reason)}`);
    // A token counter may count the shorter name differently; keep whichever text holds.
    if (sizeViolation(fixed, budget) === null) return { text: fixed, envelope: { ...envelope, reason }, frontier };
  }
  return { text, envelope, frontier };
}

/**
 * The error's first minimum is the size of the emptiest cut, which can be more than needed (fewer
 * collapsed objects list fewer omissions, and a small value fits whole): search for the real one.
 */
function smallestThatFits(value: unknown, budget: Budget, options: CutOptions, error: BudgetTooSmallError): BudgetTooSmallError {
  const key = error.unit === "chars" ? "maxChars" : "maxBytes";
  let lo = error.limit; // fails
  let hi = error.minimum; // fits
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    try {
      cutJson(value, { ...budget, [key]: mid }, options, false);
      hi = mid;
    } catch (e) {
      if (!(e instanceof BudgetTooSmallError)) throw e;
      lo = mid;
    }
  }
  return new BudgetTooSmallError(error.unit, error.limit, hi);
}

function envelopeFirst(value: Record<string, unknown>, envelope: Envelope): string {
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(value)) if (key !== ENVELOPE_KEY) Object.defineProperty(rest, key, { value: value[key], enumerable: true });
  const inner = JSON.stringify(rest).slice(1, -1);
  return `{"${ENVELOPE_KEY}":${JSON.stringify(envelope)}${inner ? "," : ""}${inner}}`;
}

/**
 * A rough serialized size from a sample: the first rows of each array and the first keys of each
 * object, scaled up by the count. It costs next to nothing on a huge value, and it decides only
 * whether to try the one native JSON.stringify of the fast path; the budget is checked exactly.
 */
export function estimateSize(value: unknown, depth = 0): number {
  if (typeof value === "string") return value.length + 2;
  if (typeof value !== "object" || value === null) return 5;
  if (depth > 64) return 2;
  try {
    if (Array.isArray(value)) {
      const k = Math.min(value.length, 16);
      let sampled = 0;
      for (let i = 0; i < k; i++) sampled += estimateSize(value[i], depth + 1) + 1;
      return 2 + (k === 0 ? 0 : (sampled * value.length) / k);
    }
    const keys = Object.keys(value);
    const k = Math.min(keys.length, 64);
    let sampled = 0;
    for (let i = 0; i < k; i++) {
      const key = keys[i] ?? "";
      sampled += key.length + 4 + estimateSize((value as Record<string, unknown>)[key], depth + 1);
    }
    return 2 + (k === 0 ? 0 : (sampled * keys.length) / k);
  } catch {
    return Infinity; // a throwing getter: the structural path reports it
  }
}

function cutText(text: string, budget: Budget, options: CutOptions, lineOffset = 0, page = false): DetailedCut {
  const lineCount = () => {
    let n = 1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
    return n;
  };
  // A later page always carries its header, so the agent sees where it is even on the last one.
  if (!page && sizeViolation(text, budget) === null && (budget.maxRows === undefined || lineCount() <= budget.maxRows)) {
    const n = lineCount();
    return { text, envelope: complete(n, n), lines: { delivered: n, total: n } };
  }
  const tailShare = options.tailShare ?? 0.5;
  if (!(tailShare >= 0 && tailShare <= 1)) throw new InvalidInputError(`options.tailShare must be between 0 and 1, got ${tailShare}`);
  let omitted: Omission[] = [];
  let returned = 0;
  let total = 0;
  let cutByRows = false;
  let headLines = 0;
  const out = fitLoop(budget, (measure, limit) => {
    const plan = planText(text, { measure, limit, maxLines: budget.maxRows, keep: options.keep ?? "head", tailShare, lineOffset });
    ({ omitted, returned, total, cutByRows, headLines } = plan);
    return { text: plan.text, minimal: plan.minimal };
  });
  const sizeCut = omitted.some((o) => o.unit === "chars") || returned < Math.min(total, budget.maxRows ?? total);
  const reason: Reason = sizeCut || !cutByRows ? bindingReason(out, budget) : "entry_limit";
  const head = omitted.some((o) => o.unit === "chars") ? 0 : headLines;
  const done = omitted.length === 0;
  return { text: out, envelope: { complete: done, reason: done ? null : reason, returned, total, omitted }, lines: { delivered: head, total } };
}

function looksLikeJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
    return c === 0x7b || c === 0x5b; // { or [
  }
  return false;
}

/**
 * Fits `value` into `budget` without breaking it and says what it left out.
 *
 * JSON (any JSON-compatible value, or a string that is a JSON object or array): the output always
 * parses, every top-level key survives, arrays lose whole rows shared fairly across all lists,
 * and `"$completeness"` comes first when anything was cut. Text: whole lines, under a first line
 * that says which were kept.
 */
export function cut(value: unknown, budget: Budget, options: CutOptions = {}): CutResult {
  const { text, envelope } = cutDetailed(value, budget, options);
  return { text, envelope };
}

/** `cut()` plus where the cut fell; `lineOffset` numbers text lines from a later page's start. */
export function cutDetailed(value: unknown, budget: Budget, options: CutOptions = {}, context: CutContext = {}): DetailedCut {
  const lineOffset = context.lineOffset ?? 0;
  validateBudget(budget);
  const format = options.format ?? "auto";
  if (value instanceof Uint8Array) value = decoder.decode(value);
  if (typeof value === "string") {
    if (format === "text" || (format === "auto" && !looksLikeJson(value))) return cutText(value, budget, options, lineOffset, context.page);
    // Under budget, a JSON string is returned as it is: no parse, same bytes.
    const fits = budget.maxRows === undefined && options.announce !== "always" && sizeViolation(value, budget) === null;
    if (fits && format === "auto") return { text: value, envelope: embeddedOrComplete(value) };
    let parsed: unknown;
    let exact = { text: value, quoted: 0 };
    try {
      exact = quoteInexactNumbers(value);
      parsed = JSON.parse(exact.text);
    } catch (error) {
      if (format === "json") throw new InvalidInputError(`options.format is "json" but the input does not parse: ${(error as Error).message}`);
      return cutText(value, budget, options);
    }
    if (fits) return { text: value, envelope: embeddedOrComplete(value, parsed) };
    if (typeof parsed !== "object" || parsed === null) return cutText(value, budget, options);
    const note = { path: "$", marker: `[${exact.quoted} number(s) beyond double precision kept as strings]` };
    // Room for saying so in the embedded envelope, taken off the budget before cutting.
    const extra = exact.quoted > 0 ? JSON.stringify({ replaced: [note] }).length + 2 : 0;
    const roomy: Budget = { ...budget };
    if (roomy.maxChars !== undefined) roomy.maxChars = Math.max(1, roomy.maxChars - extra);
    if (roomy.maxBytes !== undefined) roomy.maxBytes = Math.max(1, roomy.maxBytes - extra);
    if (roomy.maxTokens !== undefined) roomy.maxTokens = Math.max(1, roomy.maxTokens - Math.ceil(extra / 2));
    const result = cutJson(parsed, exact.quoted > 0 ? roomy : budget, options, true, context);
    if (exact.quoted > 0) {
      result.envelope = { ...result.envelope, complete: false, reason: result.envelope.reason ?? "unserializable", replaced: [...(result.envelope.replaced ?? []), note] };
      const before = `{"${ENVELOPE_KEY}":`;
      if (result.text.startsWith(before)) {
        const candidate = `${before}${serializeEnvelope(result.envelope)}${result.text.slice(findEnvelopeEnd(result.text, before.length))}`;
        if (sizeViolation(candidate, budget) === null) result.text = candidate;
      }
    }
    return result;
  }
  if (typeof value === "string" || typeof value === "object" || typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return cutJson(value, budget, options, true, context);
  }
  throw new InvalidInputError(`cannot cut a value of type ${typeof value}: it has no JSON form`);
}

/** The envelope of a JSON text that fits as it is: an earlier cut's, or complete with its rows counted. */
/** Where the JSON object that starts at `start` ends (the embedded envelope is our own compact JSON). */
export function findEnvelopeEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return text.length;
}

function embeddedOrComplete(text: string, parsed?: unknown): Envelope {
  let value = parsed;
  if (value === undefined) {
    try {
      // It fits the budget, so parsing it costs at most the budget.
      value = JSON.parse(text) as unknown;
    } catch {
      return complete(0, 0);
    }
  }
  const embedded = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[ENVELOPE_KEY] : undefined;
  if (looksLikeEnvelope(embedded)) return embedded;
  const rows = countFrontierRows(value);
  return complete(rows, rows);
}

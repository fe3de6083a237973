import { InvalidBudgetError } from "./errors.js";

/** At least one limit; when several are given the tightest binds and names the envelope's reason. */
export interface Budget {
  /** UTF-16 code units of the whole output text, envelope included. */
  maxChars?: number;
  /** UTF-8 bytes of the whole output text. */
  maxBytes?: number;
  /** Tokens of the whole output text, as `countTokens` counts them. */
  maxTokens?: number;
  countTokens?: (text: string) => number;
  /** Rows kept across all arrays, shared fairly. */
  maxRows?: number;
}

export type Reason =
  | null
  | "char_budget"
  | "byte_budget"
  | "token_budget"
  | "entry_limit"
  | "unserializable"
  | "parse_skipped"
  | "identity_mismatch";

export type SizeUnit = "chars" | "bytes";

export interface Measure {
  unit: SizeUnit;
  size(text: string): number;
}

export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

export const CHARS: Measure = { unit: "chars", size: (t) => t.length };
export const BYTES: Measure = { unit: "bytes", size: utf8Length };

function checkLimit(name: string, value: unknown, min: number): void {
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isInteger(value) || value < min) {
    throw new InvalidBudgetError(`budget.${name} must be an integer ≥ ${min}, got ${typeof value === "number" ? value : typeof value}`);
  }
}

export function validateBudget(budget: Budget): void {
  if (typeof budget !== "object" || budget === null) throw new InvalidBudgetError("budget must be an object");
  const { maxChars, maxBytes, maxTokens, maxRows, countTokens } = budget;
  if (maxChars === undefined && maxBytes === undefined && maxTokens === undefined && maxRows === undefined) {
    throw new InvalidBudgetError("budget needs at least one of maxChars, maxBytes, maxTokens, maxRows");
  }
  checkLimit("maxChars", maxChars, 1);
  checkLimit("maxBytes", maxBytes, 1);
  checkLimit("maxTokens", maxTokens, 1);
  checkLimit("maxRows", maxRows, 0);
  if (maxTokens !== undefined && typeof countTokens !== "function") {
    throw new InvalidBudgetError("budget.maxTokens needs budget.countTokens(text) to count with");
  }
}

/** Whether the text meets every size limit of the budget (rows are checked by the planner). */
export function sizeViolation(text: string, budget: Budget): Reason {
  if (budget.maxChars !== undefined && text.length > budget.maxChars) return "char_budget";
  if (budget.maxBytes !== undefined && utf8Length(text) > budget.maxBytes) return "byte_budget";
  if (budget.maxTokens !== undefined && budget.countTokens && budget.countTokens(text) > budget.maxTokens) {
    return "token_budget";
  }
  return null;
}

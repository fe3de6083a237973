import fc from "fast-check";
import { countTokens } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import { BudgetTooSmallError, cut, type Budget, type CutResult } from "../src/index.js";
import { utf8Length } from "../src/budget.js";
import { document, frontierLists, runs } from "./arbitraries.js";

/** A cut, or undefined where the budget cannot hold the skeleton (which must be said by that error). */
function tryCut(value: unknown, budget: Budget): CutResult | undefined {
  try {
    return cut(value, budget);
  } catch (error) {
    if (error instanceof BudgetTooSmallError) {
      expect(error.minimum).toBeGreaterThan(error.limit);
      // The minimum it names is one that really fits.
      if (error.unit === "chars" && budget.maxRows === undefined) {
        expect(cut(value, { ...budget, maxChars: error.minimum }).text.length).toBeLessThanOrEqual(error.minimum);
      }
      return undefined;
    }
    throw error;
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const body = (parsed: Record<string, unknown>) =>
  "$completeness" in parsed && Object.keys(parsed).length === 2 && "items" in parsed && Array.isArray(parsed.items) ? parsed.items : parsed;

describe("cut() properties", () => {
  it("holds a char budget, parses, and keeps every top-level key", () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 3000 }), (doc, maxChars) => {
        const r = tryCut(doc, { maxChars });
        if (!r) return;
        expect(r.text.length).toBeLessThanOrEqual(maxChars);
        const parsed = JSON.parse(r.text) as Record<string, unknown>;
        expect(Object.keys(body(parsed) as object)).toEqual(expect.arrayContaining(Object.keys(doc)));
        if (r.envelope.complete) expect(r.text).toBe(JSON.stringify(doc));
        else expect(r.text.startsWith('{"$completeness":')).toBe(true);
      }),
      runs,
    );
  });

  it("holds a byte budget on multi-byte text", () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 3000 }), (doc, maxBytes) => {
        const r = tryCut(doc, { maxBytes });
        if (r) expect(utf8Length(r.text)).toBeLessThanOrEqual(maxBytes);
      }),
      runs,
    );
  });

  it("holds a token budget counted by a real tokenizer", () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 800 }), (doc, maxTokens) => {
        const r = tryCut(doc, { maxTokens, countTokens });
        if (r) expect(countTokens(r.text)).toBeLessThanOrEqual(maxTokens);
      }),
      runs,
    );
  });

  it("holds a row limit, and combined limits all hold", () => {
    fc.assert(
      fc.property(document, fc.nat({ max: 60 }), fc.integer({ min: 200, max: 3000 }), (doc, maxRows, maxChars) => {
        const r = tryCut(doc, { maxRows, maxChars });
        if (!r) return;
        expect(r.text.length).toBeLessThanOrEqual(maxChars);
        expect(r.envelope.returned).toBeLessThanOrEqual(maxRows);
      }),
      runs,
    );
  });

  it("keeps each list's first rows whole and lists every cut with exact counts", () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 3000 }), (doc, maxChars) => {
        const r = tryCut(doc, { maxChars });
        if (!r) return;
        const out = frontierLists(JSON.parse(r.text));
        const omitted = new Map(r.envelope.omitted.map((o) => [o.path, o]));
        let returned = 0;
        let total = 0;
        for (const [path, rows] of frontierLists(doc)) {
          const kept = out.get(path) ?? [];
          returned += kept.length;
          total += rows.length;
          // Under an object collapsed to {} (the skeleton alone did not fit), the object's entry says it.
          if (!out.has(path)) {
            expect(r.envelope.omitted.some((o) => o.unit === "keys" && path.startsWith(o.path))).toBe(true);
            continue;
          }
          const cutInside = r.envelope.omitted.some((o) => o.path.startsWith(`${path}[`));
          const whole = cutInside ? kept.slice(1) : kept;
          expect(whole).toEqual(rows.slice(cutInside ? 1 : 0, kept.length));
          if (kept.length < rows.length) expect(omitted.get(path)).toEqual({ path, unit: "rows", returned: kept.length, total: rows.length });
          else expect(omitted.get(path)?.unit).not.toBe("rows");
        }
        expect([r.envelope.returned, r.envelope.total]).toEqual([returned, total]);
        expect(r.envelope.complete).toBe(r.envelope.omitted.length === 0);
      }),
      runs,
    );
  });

  it("shares the budget fairly: two like lists end at most one row apart", () => {
    const likeRows = fc.array(fc.record({ id: fc.integer({ min: 1000, max: 9999 }), v: fc.constant("abcdef") }), { minLength: 1, maxLength: 80 });
    fc.assert(
      fc.property(likeRows, likeRows, fc.integer({ min: 300, max: 4000 }), (a, b, maxChars) => {
        const r = tryCut({ first: a, second: b }, { maxChars });
        if (!r) return;
        const p = JSON.parse(r.text) as { first: unknown[]; second: unknown[] };
        // A list shorter than the fair share stays whole; otherwise the two get equal rows.
        if (p.first.length < a.length && p.second.length < b.length) {
          expect(Math.abs(p.first.length - p.second.length)).toBeLessThanOrEqual(1);
        }
        if (p.first.length < a.length) expect(p.second.length).toBeGreaterThanOrEqual(Math.min(b.length, p.first.length - 1));
        if (p.second.length < b.length) expect(p.first.length).toBeGreaterThanOrEqual(Math.min(a.length, p.second.length - 1));
      }),
      runs,
    );
  });

  it("is deterministic and idempotent", () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 1, max: 3000 }), fc.nat({ max: 500 }), (doc, maxChars, extra) => {
        const r = tryCut(doc, { maxChars });
        if (!r) return;
        expect(cut(doc, { maxChars }).text).toBe(r.text);
        expect(cut(r.text, { maxChars: maxChars + extra }).text).toBe(r.text);
        expect(cut(JSON.parse(r.text), { maxChars: maxChars + extra }).text).toBe(r.text);
      }),
      runs,
    );
  });

  it("never leaves a lone surrogate, in JSON or in text mode", () => {
    const emoji = fc.string({ unit: fc.constantFrom("😀", "a", "é", "𝄞", "\n"), maxLength: 400 });
    fc.assert(
      fc.property(emoji, fc.integer({ min: 1, max: 400 }), (s, maxChars) => {
        for (const value of [s, { s }]) {
          const r = tryCut(value, { maxChars });
          if (!r) continue;
          expect(r.text).not.toMatch(LONE_SURROGATE);
          expect(r.text.length).toBeLessThanOrEqual(maxChars);
        }
      }),
      runs,
    );
  });

  it("text mode keeps whole lines, holds the budget and counts lines exactly", () => {
    const lines = fc.array(fc.string({ maxLength: 40 }).map((l) => l.replace(/\n/g, "")), { minLength: 1, maxLength: 120 });
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 2000 }), fc.constantFrom("head" as const, "head-tail" as const), (ls, maxChars, keep) => {
        const input = ls.join("\n");
        let r: CutResult;
        try {
          r = cut(input, { maxChars }, { format: "text", keep });
        } catch (error) {
          expect(error).toBeInstanceOf(BudgetTooSmallError);
          return;
        }
        expect(r.text.length).toBeLessThanOrEqual(maxChars);
        expect(r.envelope.total).toBe(ls.length);
        expect(cut(r.text, { maxChars }, { format: "text", keep }).text).toBe(r.text);
        if (r.envelope.complete) {
          expect(r.text).toBe(input);
          return;
        }
        const kept = r.text.split("\n").slice(1);
        const cutInside = r.envelope.omitted.some((o) => o.unit === "chars");
        if (!cutInside) {
          for (const line of kept) expect(ls).toContain(line);
          expect(kept.length).toBe(r.envelope.returned);
        }
      }),
      runs,
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quoteInexactNumbers } from "../src/exact-numbers.js";
import { cut } from "../src/index.js";
import { runs } from "./arbitraries.js";

describe("numbers a double cannot hold", () => {
  it("are quoted, digits intact, and nothing else changes", () => {
    const text = '{"id":12345678901234567890,"neg":-98765432109876543210,"ok":9007199254740991,"f":1.5,"s":"12345678901234567890 in a string \\" 12345678901234567890"}';
    const { text: out, quoted } = quoteInexactNumbers(text);
    expect(quoted).toBe(2);
    expect(JSON.parse(out)).toEqual({ id: "12345678901234567890", neg: "-98765432109876543210", ok: 9007199254740991, f: 1.5, s: '12345678901234567890 in a string " 12345678901234567890' });
  });

  it("leave every other JSON text exactly as it was", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        const { text: out } = quoteInexactNumbers(text);
        expect(JSON.parse(out)).toEqual(JSON.parse(text));
      }),
      runs,
    );
  });

  it("survive a cut of a JSON string, and the envelope says so", () => {
    const text = `{"rows":[1,2,3],"account":12345678901234567890,"pad":"${"x".repeat(300)}"}`;
    const r = cut(text, { maxChars: 400, maxRows: 2 });
    expect(r.text.length).toBeLessThanOrEqual(400);
    expect((JSON.parse(r.text) as { account: string }).account).toBe("12345678901234567890");
    expect((JSON.parse(r.text) as { $completeness: { replaced: unknown[] } }).$completeness.replaced).toEqual([
      { path: "$", marker: "[1 number(s) beyond double precision kept as strings]" },
    ]);
  });
});

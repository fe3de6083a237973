import { describe, expect, it } from "vitest";
import { BudgetTooSmallError, cut, InvalidBudgetError, InvalidInputError } from "../src/index.js";

/** A host listing as an ops tool returns it: an early list of processes, a late list of containers. */
function containerListing() {
  const processes = Array.from({ length: 118 }, (_, i) => ({
    pid: 4000 + i,
    user: i % 4 === 0 ? "root" : "app",
    command: `/opt/service/bin/worker --id=${i} --pool=p${i % 6}`,
    cpu: (i * 13) % 100,
    started: `2026-11-${String(1 + (i % 28)).padStart(2, "0")}T0${i % 10}:00:00Z`,
  }));
  const containers = Array.from({ length: 128 }, (_, i) => ({
    id: (0x5f3a000 + i).toString(16).padStart(12, "0"),
    image: `registry.internal/team/app-${i % 9}:2.${i % 4}`,
    status: i === 127 ? "crashloop" : "running",
    labels: { team: `team-${i % 5}`, tier: i % 2 ? "web" : "batch" },
  }));
  return { host: "node-7", processes, containers, collectedAt: "2026-11-30T08:00:00Z" };
}

describe("cut() on results from the field", () => {
  it("keeps rows of both lists of a ~33,000-char container listing under 6,000 chars, and says so", () => {
    const listing = containerListing();
    expect(JSON.stringify(listing).length).toBeGreaterThan(30_000);
    expect(JSON.stringify(listing).length).toBeLessThan(36_000);
    // A prefix slice never reaches the containers at all.
    expect(JSON.stringify(listing).slice(0, 6000)).not.toContain('"containers"');
    const { text, envelope } = cut(listing, { maxChars: 6000 });
    expect(text.length).toBeLessThanOrEqual(6000);
    const out = JSON.parse(text) as ReturnType<typeof containerListing>;
    expect(Object.keys(out)).toEqual(["$completeness", "host", "processes", "containers", "collectedAt"]);
    expect(out.processes.length).toBeGreaterThan(10);
    expect(out.containers.length).toBeGreaterThan(10);
    expect(out.processes).toEqual(listing.processes.slice(0, out.processes.length));
    expect(envelope).toMatchObject({ complete: false, reason: "char_budget", total: 246 });
    expect(envelope.omitted).toEqual([
      { path: "$.processes", unit: "rows", returned: out.processes.length, total: 118 },
      { path: "$.containers", unit: "rows", returned: out.containers.length, total: 128 },
    ]);
  });

  it("65 records under maxRows 60, the decisive one last: incomplete, entry_limit, 5 omitted", () => {
    const records = Array.from({ length: 65 }, (_, i) => ({ id: i + 1, decisive: i === 64 }));
    const { text, envelope } = cut(records, { maxRows: 60 });
    expect(envelope).toMatchObject({ complete: false, reason: "entry_limit", returned: 60, total: 65 });
    expect(envelope.omitted).toEqual([{ path: "$", unit: "rows", returned: 60, total: 65 }]);
    const out = JSON.parse(text) as { $completeness: unknown; items: unknown[] };
    expect(Object.keys(out)).toEqual(["$completeness", "items"]);
    expect(out.items).toHaveLength(60);
  });

  it("50 records under maxRows 50 (the exact boundary) are complete", () => {
    const records = Array.from({ length: 50 }, (_, i) => ({ id: i + 1 }));
    const { text, envelope } = cut(records, { maxRows: 50 });
    expect(envelope).toEqual({ complete: true, reason: null, returned: 50, total: 50, omitted: [] });
    expect(text).toBe(JSON.stringify(records));
  });

  it("shares maxRows fairly: a small list stays whole, large ones split the rest", () => {
    const r = cut({ small: [1, 2, 3], a: Array.from({ length: 100 }, (_, i) => i), b: Array.from({ length: 100 }, (_, i) => i) }, { maxRows: 23 });
    const out = JSON.parse(r.text) as Record<string, unknown[]>;
    expect([out.small?.length, out.a?.length, out.b?.length]).toEqual([3, 10, 10]);
  });

  it("cuts a row larger than its share inside, keeping its keys, instead of dropping it", () => {
    const big = { id: 1, body: "x".repeat(5000), meta: { lang: "en" } };
    const { text, envelope } = cut({ hits: [big, { id: 2, body: "short", meta: { lang: "de" } }] }, { maxChars: 600 });
    const out = JSON.parse(text) as { hits: { id: number; body: string; meta: object }[] };
    expect(out.hits).toHaveLength(1);
    expect(Object.keys(out.hits[0] ?? {})).toEqual(["id", "body", "meta"]);
    expect(out.hits[0]?.body).toMatch(/^x+…\[\+[\d,]+ chars\]$/);
    expect(envelope.omitted).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "$.hits[0].body", unit: "chars", total: 5000 }),
        { path: "$.hits", unit: "rows", returned: 1, total: 2 },
      ]),
    );
  });

  it("marks a long string inline with what it left out", () => {
    const { text } = cut({ log: "y".repeat(12_345 + 100) }, { maxChars: 300 });
    expect((JSON.parse(text) as { log: string }).log).toMatch(/…\[\+[\d,]{6} chars\]$/);
  });

  it("announces always when asked, even when nothing was cut", () => {
    const { text, envelope } = cut({ a: 1 }, { maxChars: 500 }, { announce: "always" });
    expect(JSON.parse(text)).toEqual({ $completeness: { complete: true, reason: null, returned: 0, total: 0, omitted: [] }, a: 1 });
    expect(envelope.complete).toBe(true);
  });

  it("names the tightest of several limits as the reason", () => {
    const value = { rows: Array.from({ length: 500 }, (_, i) => ({ i, s: "ü".repeat(20) })) };
    expect(cut(value, { maxChars: 5000, maxBytes: 2000 }).envelope.reason).toBe("byte_budget");
    expect(cut(value, { maxChars: 1000, maxBytes: 20_000 }).envelope.reason).toBe("char_budget");
    expect(cut(value, { maxChars: 100_000, maxRows: 10 }).envelope.reason).toBe("entry_limit");
  });
});

describe("cut() inputs", () => {
  it("cuts a JSON string structurally and returns one under budget unchanged", () => {
    const pretty = JSON.stringify({ a: [1, 2, 3] }, null, 2);
    expect(cut(pretty, { maxChars: 1000 }).text).toBe(pretty);
    const big = JSON.stringify({ a: Array.from({ length: 1000 }, (_, i) => i), b: "end" });
    const r = cut(big, { maxChars: 500 });
    expect(JSON.parse(r.text)).toMatchObject({ b: "end" });
  });

  it("reads a Uint8Array as UTF-8 text", () => {
    const bytes = new TextEncoder().encode("héllo\nwörld\n".repeat(100));
    const r = cut(bytes, { maxBytes: 200 });
    expect(new TextEncoder().encode(r.text).length).toBeLessThanOrEqual(200);
    expect(r.text.split("\n")[1]).toBe("héllo");
  });

  it("rejects a non-JSON string when format is json, with a typed error", () => {
    expect(() => cut("not json", { maxChars: 10 }, { format: "json" })).toThrow(InvalidInputError);
  });

  it("rejects malformed budgets with a typed error", () => {
    expect(() => cut({}, {})).toThrow(InvalidBudgetError);
    expect(() => cut({}, { maxChars: 0 })).toThrow(/maxChars must be an integer ≥ 1/);
    expect(() => cut({}, { maxChars: 1.5 })).toThrow(InvalidBudgetError);
    expect(() => cut({}, { maxTokens: 10 })).toThrow(/countTokens/);
  });

  it("throws BudgetTooSmallError with the minimum that would fit", () => {
    const value = { alpha: [1, 2, 3], beta: "b".repeat(1000), gamma: { x: [1, 2] } };
    let minimum = 0;
    try {
      cut(value, { maxChars: 30 });
    } catch (error) {
      expect(error).toBeInstanceOf(BudgetTooSmallError);
      minimum = (error as BudgetTooSmallError).minimum;
    }
    expect(minimum).toBeGreaterThan(30);
    const r = cut(value, { maxChars: minimum });
    expect(r.text.length).toBeLessThanOrEqual(minimum);
    expect(Object.keys(JSON.parse(r.text) as object)).toEqual(["$completeness", "alpha", "beta", "gamma"]);
    expect(() => cut(value, { maxChars: minimum - 1 })).toThrow(BudgetTooSmallError);
  });

  it("reports a value's own size as the minimum when it is smaller than any cut", () => {
    const value = { a: [1, 2, 3], b: "x".repeat(40) };
    const size = JSON.stringify(value).length;
    expect(() => cut(value, { maxChars: 20 })).toThrow(expect.objectContaining({ minimum: size }) as Error);
    expect(cut(value, { maxChars: size }).envelope.complete).toBe(true);
  });
});

describe("cut() on odd values", () => {
  it("marks cycles, BigInt and throwing toJSON/getters, and lists them in the envelope", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    const badGetter = Object.defineProperty({}, "boom", { enumerable: true, get: () => { throw new Error("no"); } });
    const value = { rows: [cyclic, { n: 10n }, { toJSON: () => { throw new Error("bad"); } }, badGetter] };
    const r = cut(value, { maxChars: 2000 });
    const out = JSON.parse(r.text) as { rows: unknown[] };
    expect(out.rows).toEqual([
      { name: "loop", self: "[Circular]" },
      { n: "[BigInt 10]" },
      "[Unserializable: toJSON threw Error: bad]",
      { boom: "[Unserializable: getter threw Error: no]" },
    ]);
    expect(r.envelope).toMatchObject({ complete: false, reason: "unserializable" });
    expect(r.envelope.replaced?.map((x) => x.path)).toEqual(["$.rows[0].self", "$.rows[1].n", "$.rows[2]", "$.rows[3].boom"]);
  });

  it("follows JSON.stringify for NaN, Infinity, undefined, functions, symbols and holes", () => {
    const value = { a: NaN, b: Infinity, c: undefined, d: () => 1, e: Symbol("s"), list: [undefined, () => 1, , 3] };
    expect(cut(value, { maxChars: 1000 }).text).toBe(JSON.stringify(value));
    const small = cut({ ...value, pad: "p".repeat(2000) }, { maxChars: 300 });
    expect(JSON.parse(small.text)).toMatchObject({ a: null, b: null, list: [null, null, null, 3] });
  });

  it("keeps __proto__ as a plain key and pollutes nothing", () => {
    const value = JSON.parse('{"__proto__": {"polluted": true}, "rows": [1,2,3]}') as object;
    const r = cut(value, { maxChars: 70 });
    expect(r.text).toContain('"__proto__"');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("survives 100,000-deep nesting without a stack overflow", () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    const r = cut({ deep, list: [1, 2] }, { maxChars: 20_000 });
    expect(() => JSON.parse(r.text) as unknown).not.toThrow();
    expect(r.text.length).toBeLessThanOrEqual(20_000);
    expect(r.envelope.complete).toBe(false);
  });

  it("cuts a 100 MB string without escaping all of it", () => {
    const huge = "z".repeat(100 * 1024 * 1024);
    const r = cut({ blob: huge, after: 1 }, { maxChars: 1000 });
    expect(r.text.length).toBeLessThanOrEqual(1000);
    expect(r.envelope.omitted[0]).toMatchObject({ path: "$.blob", unit: "chars", total: huge.length });
  });
});

describe("cut() text mode", () => {
  const log = Array.from({ length: 1523 }, (_, i) => `2026-11-30T08:00:${String(i % 60).padStart(2, "0")} line ${i + 1}`).join("\n");

  it("keeps whole head lines under a header that says what was kept", () => {
    const r = cut(log, { maxChars: 2000 });
    const [head, ...rest] = r.text.split("\n");
    expect(head).toMatch(/^\[lines 1–\d+ of 1,523 shown; 1,\d{3} omitted\]$/);
    expect(rest).toEqual(log.split("\n").slice(0, rest.length));
    expect(r.envelope).toMatchObject({ complete: false, reason: "char_budget", returned: rest.length, total: 1523 });
  });

  it("keeps the head and the tail of a log", () => {
    const r = cut(log, { maxChars: 2000 }, { keep: "head-tail", tailShare: 0.8 });
    const lines = r.text.split("\n");
    expect(lines[0]).toMatch(/^\[lines 1–\d+ and 1,\d{3}–1,523 of 1,523 shown; 1,\d{3} omitted\]$/);
    expect(lines.at(-1)).toBe("2026-11-30T08:00:22 line 1523");
  });

  it("preserves CRLF line endings", () => {
    const crlf = Array.from({ length: 200 }, (_, i) => `row ${i}`).join("\r\n");
    const r = cut(crlf, { maxChars: 300 });
    expect(r.text.split("\r\n").length).toBeGreaterThan(5);
    expect(r.text.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("cuts a line longer than the budget inside, with a marker", () => {
    const r = cut("q".repeat(10_000) + "\nsecond", { maxChars: 200 });
    expect(r.text.length).toBeLessThanOrEqual(200);
    expect(r.text.split("\n")[1]).toMatch(/^q+…\[\+[\d,]+ chars\]$/);
  });
});

describe("cut() regressions found in review", () => {
  it("keeps a $completeness key that belongs to a row", () => {
    const r = cut({ l: [{ $completeness: "keep me", pad: "x".repeat(500) }] }, { maxChars: 300 });
    expect(r.text).toContain('"keep me"');
  });

  it("returns an announced output unchanged when cut again", () => {
    const announced = { announce: "always" as const };
    const first = cut({ a: [...Array(50).keys()] }, { maxChars: 200 }, announced);
    expect(cut(first.text, { maxChars: 200 }, announced).text).toBe(first.text);
    expect(cut(JSON.parse(first.text), { maxChars: 200 }, announced)).toEqual(first);
  });

  it("gives a typed error, not a crash, for a throwing getter on a row it must cut inside", () => {
    const rows = [, 2, 3];
    Object.defineProperty(rows, 0, { get: () => { throw new Error("boom"); }, enumerable: true });
    expect(() => cut({ l: rows }, { maxChars: 80 })).toThrow(BudgetTooSmallError);
    expect(JSON.parse(cut({ l: rows }, { maxChars: 200 }).text)).toHaveProperty("l");
  });

  it("cuts a huge sparse list under a row limit without serializing it whole", () => {
    const sparse: number[] = [];
    sparse.length = 2 ** 27;
    sparse[0] = 1;
    sparse[1] = 2;
    const r = cut({ s: sparse }, { maxRows: 3 });
    expect(JSON.parse(r.text)).toMatchObject({ s: [1, 2, null] });
    expect(r.envelope).toMatchObject({ reason: "entry_limit", returned: 3, total: 2 ** 27 });
  });

  it("counts the rows of a JSON string that fits as it is", () => {
    expect(cut("[1,2,3]", { maxChars: 100 }).envelope).toEqual({ complete: true, reason: null, returned: 3, total: 3, omitted: [] });
  });
});

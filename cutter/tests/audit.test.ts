import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { auditDelivery, BudgetTooSmallError, cut, InvalidInputError } from "../src/index.js";
import { parseLenient } from "../src/lenient-json.js";
import { document, runs, text } from "./arbitraries.js";

/** A container listing: an early list and a late one, the late one holding the evidence. */
function listing(processes: number, containers: number) {
  return {
    host: "node-7",
    processes: Array.from({ length: processes }, (_, i) => ({ pid: 4000 + i, command: `/opt/app/bin/worker --shard=${i}` })),
    containers: Array.from({ length: containers }, (_, i) => ({ id: `c${i}`, status: i === containers - 1 ? "throttled" : "running" })),
  };
}

describe("auditDelivery: hand-made pairs", () => {
  it("a prefix cut removes the late list whole (key order decides, not size)", () => {
    const produced = listing(200, 12);
    const a = auditDelivery(produced, JSON.stringify(produced).slice(0, 6000));
    expect(a.parses).toBe(false);
    expect(a.bound).toBe(true);
    expect(a.missingFields).toEqual(["containers"]);
    expect(a.fieldsDelivered).toBe(2);
    const byPath = Object.fromEntries(a.perList.map((l) => [l.path, l]));
    expect(byPath["$.containers"]).toEqual({ path: "$.containers", unit: "rows", produced: 12, delivered: 0 });
    // Every process row that closed inside the cut counts, and only those.
    const s = JSON.stringify(produced);
    const whole = produced.processes.filter((r) => s.indexOf(JSON.stringify(r)) + JSON.stringify(r).length <= 6000).length;
    expect(byPath["$.processes"]?.delivered).toBe(whole);
    expect(a.announced).toBe(false);
  });

  it("the same listing with the keys the other way round loses the other list", () => {
    const { host, processes, containers } = listing(200, 12);
    const reordered = { host, containers, processes };
    const a = auditDelivery(reordered, JSON.stringify(reordered).slice(0, 6000));
    expect(a.missingFields).toEqual([]);
    expect(a.perList.find((l) => l.path === "$.containers")?.delivered).toBe(12);
    expect(a.perList.find((l) => l.path === "$.processes")?.delivered).toBeLessThan(200);
  });

  it("a payload cut mid-string: the unfinished field is missing, the ones before it arrived", () => {
    const produced = { id: 7, status: "failed", log: "x".repeat(500), exitCode: 1 };
    const a = auditDelivery(produced, JSON.stringify(produced).slice(0, 100));
    expect(a).toMatchObject({ kind: "json", parses: false, bound: true, fieldsProduced: 4, fieldsDelivered: 2, missingFields: ["log", "exitCode"] });
  });

  it("a complete delivery, compact or pretty-printed, lost nothing", () => {
    const produced = listing(30, 4);
    for (const delivered of [JSON.stringify(produced), JSON.stringify(produced, null, 2)]) {
      const a = auditDelivery(produced, delivered);
      expect(a).toMatchObject({ parses: true, bound: false, fieldsDelivered: 3, missingFields: [], rowsProduced: 34, rowsDelivered: 34, announced: false });
    }
  });

  it("a produced string holding JSON is that JSON", () => {
    const produced = listing(5, 2);
    expect(auditDelivery(JSON.stringify(produced), JSON.stringify(produced))).toMatchObject({ kind: "json", bound: false, fieldsProduced: 3 });
  });

  it("the cutter's output: parses, every field, the envelope found and announced", () => {
    const produced = listing(200, 12);
    const { text: delivered, envelope } = cut(produced, { maxChars: 2000 });
    const a = auditDelivery(produced, delivered);
    expect(a).toMatchObject({ parses: true, bound: true, announced: true, recoverable: false, fieldsDelivered: 3, missingFields: [] });
    expect(a.rowsDelivered).toBe(envelope.returned);
    expect(a.perList.find((l) => l.path === "$.containers")?.delivered).toBeGreaterThan(0);
    expect(a.envelope?.total).toBe(212);
  });

  it("a root array cut by the cutter comes back as items under the envelope", () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({ n: i }));
    const a = auditDelivery(rows, cut(rows, { maxChars: 300 }).text);
    expect(a.perList).toHaveLength(1);
    expect(a.perList[0]?.path).toBe("$");
    expect(a.rowsDelivered).toBeGreaterThan(0);
    expect(a.rowsDelivered).toBeLessThan(100);
    expect(a.announced).toBe(true);
  });

  it("a head-tail cut keeps the late list: found after the notice, rows past the cut counted", () => {
    const produced = listing(60, 12);
    const s = JSON.stringify(produced);
    const a = auditDelivery(produced, `${s.slice(0, 800)}\n... [${s.length - 1600} chars omitted] ...\n${s.slice(-800)}`);
    expect(a.parses).toBe(false);
    expect(a.missingFields).toEqual([]);
    expect(a.perList.find((l) => l.path === "$.containers")?.delivered).toBe(12);
    const tailRows = produced.processes.filter((r) => s.lastIndexOf(JSON.stringify(r)) >= s.length - 800).length;
    const headRows = produced.processes.filter((r) => s.indexOf(JSON.stringify(r)) + JSON.stringify(r).length <= 800).length;
    expect(a.perList.find((l) => l.path === "$.processes")?.delivered).toBe(headRows + tailRows);
    expect(a.announced).toBe(true);
  });

  it("flags the delivery carries: announced by hasMore/truncated, recoverable by a cursor", () => {
    const produced = { tickets: Array.from({ length: 137 }, (_, i) => ({ key: `OPS-${i}` })) };
    const page = { tickets: produced.tickets.slice(0, 50) };
    expect(auditDelivery(produced, JSON.stringify(page))).toMatchObject({ announced: false, bound: true, rowsDelivered: 50, missingFields: [] });
    expect(auditDelivery(produced, JSON.stringify({ ...page, hasMore: true }))).toMatchObject({ announced: true, recoverable: false });
    expect(auditDelivery(produced, JSON.stringify({ ...page, truncated: true, nextCursor: "b2Zmc2V0PTUw" }))).toMatchObject({ announced: true, recoverable: true });
    expect(auditDelivery(produced, JSON.stringify({ ...page, nextCursor: null }))).toMatchObject({ recoverable: false });
  });

  it("a notice outside the payload is read; the same words inside the data are not", () => {
    const produced = { lines: ["build truncated the log at 4 MB", "ok"] };
    expect(auditDelivery(produced, JSON.stringify(produced)).announced).toBe(false);
    const cutDown = { lines: ["build truncated the log at 4 MB"] };
    expect(auditDelivery(produced, `${JSON.stringify(cutDown)}\n[1 more lines truncated; use offset=1 to read on]`)).toMatchObject({ parses: true, announced: true, recoverable: true, bound: true });
  });

  it("text results count lines: head and tail kept, the notice is not a line of the output", () => {
    const produced = Array.from({ length: 10 }, (_, i) => `line ${i}`).join("\n");
    const a = auditDelivery(produced, "line 0\nline 1\n... [7 lines omitted] ...\nline 9");
    expect(a).toMatchObject({ kind: "text", parses: true, bound: true, rowsProduced: 10, rowsDelivered: 3, announced: true, fieldsProduced: 0 });
    expect(auditDelivery(produced, produced)).toMatchObject({ bound: false, rowsDelivered: 10, announced: false });
  });

  it("a duplicated row is not two rows delivered (A B C D D)", () => {
    const produced = { items: ["A", "B", "C", "D", "E"] };
    expect(auditDelivery(produced, JSON.stringify({ items: ["A", "B", "C", "D", "D"] }))).toMatchObject({ rowsDelivered: 4, bound: true, parses: true });
  });

  it("odd input: empty or unrelated delivered text, __proto__ keys, values JSON cannot hold", () => {
    const produced = { a: 1, b: [1, 2] };
    expect(auditDelivery(produced, "")).toMatchObject({ parses: false, bound: true, fieldsDelivered: 0, rowsDelivered: 0 });
    expect(auditDelivery(produced, "tool failed")).toMatchObject({ parses: false, fieldsDelivered: 0 });
    const proto = JSON.parse('{"__proto__": {"polluted": true}, "x": [1]}') as unknown;
    const a = auditDelivery(proto, '{"__proto__": {"polluted": true}, "x": [1');
    expect(a.fieldsDelivered).toBe(2);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(auditDelivery({ n: 10n }, "{}").kind).toBe("text");
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => auditDelivery(cyclic, "{}")).not.toThrow();
  });
});

describe("auditDelivery: traps found in review", () => {
  it("a field name that is also a row's field: the tail is read from the top-level key", () => {
    const produced = { items: Array.from({ length: 6 }, (_, i) => ({ id: i, name: `n${i}` })), name: "top" };
    const s = JSON.stringify(produced);
    const a = auditDelivery(produced, `${s.slice(0, 40)}\n... [omitted] ...\n${s.slice(-60)}`);
    expect(a.missingFields).toEqual([]);
    // Row 0 in the head; rows 4 and 5 whole in the tail (row 3 lost its start).
    expect(a.rowsDelivered).toBe(3);
  });

  it("a notice in brackets before a root array is not the array", () => {
    expect(auditDelivery([{ a: 1 }, { a: 2 }, { a: 3 }], '[Output truncated]\n[{"a":1},{"a":2},{"a').rowsDelivered).toBe(2);
  });

  it("a number cut before a notice is not whole", () => {
    const a = auditDelivery({ items: [1, 2], count: 12345 }, '{"items":[1,2],"count":12… [truncated]');
    expect(a.missingFields).toEqual(["count"]);
    expect(a.announced).toBe(true);
  });

  it("words of the data in a string or line the cut fell in are not a notice", () => {
    expect(auditDelivery({ log: "the data was truncated earlier and more" }, '{"log": "the data was truncated').announced).toBe(false);
    expect(auditDelivery({ log: "the data was truncated earlier" }, '{"log": "the data was\n[output truncated]').announced).toBe(true);
    expect(auditDelivery("a first line…\nline two", "a first line…").announced).toBe(false);
  });

  it("a text result's final line break is not a line, and trimming it loses nothing", () => {
    expect(auditDelivery("line1\nline2\n", "line1\nline2")).toMatchObject({ bound: false, rowsProduced: 2, rowsDelivered: 2 });
  });

  it("nesting past the cutter's depth limit is refused with InvalidInputError, never a stack overflow", () => {
    const deepText = `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)},"b":1}`;
    expect(() => auditDelivery(deepText, deepText)).toThrow(InvalidInputError);
    let deep: unknown = 1;
    for (let i = 0; i < 5_000; i++) deep = { d: deep };
    expect(() => auditDelivery(deep, "{}")).toThrow(/nests deeper than 1000 levels/);
    // Deep garbage in the delivered text of a shallow result is only garbage.
    expect(auditDelivery({ rows: [{ a: 1 }] }, `{"rows":[${"[".repeat(50_000)}`)).toMatchObject({ parses: false, rowsDelivered: 0 });
  });
});

describe("parseLenient", () => {
  it("reads every prefix of any JSON value without throwing; the whole text reads back equal", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())), fc.nat(), (value, at) => {
        const s = JSON.stringify(value);
        const k = at % (s.length + 1);
        const r = parseLenient(s.slice(0, k), 0);
        expect(r.closed).toBe(k === s.length);
        if (k === s.length) expect(JSON.stringify(r.value)).toBe(s);
      }),
      runs,
    );
  });

  it("stops at text that cannot continue the value, and says where", () => {
    const r = parseLenient('{"a": [1, 2, {"b": "c"}, 4], "d": tru ... [cut]', 0);
    expect(r.closed).toBe(false);
    expect(r.value).toEqual({ a: [1, 2, { b: "c" }, 4] });
    expect(r.openPath).toEqual([]);
    expect(parseLenient('{"list": [{"x": 1}, {"x": "unfinish', 0).openPath).toEqual(["list", 1]);
  });
});

/** Rows with distinct ids, so that a partial row can never pass for another whole one. */
const listed = fc
  .record({
    head: text,
    early: fc.array(fc.record({ name: text, ok: fc.boolean() }), { maxLength: 30 }),
    late: fc.array(fc.record({ name: text, n: fc.integer() }), { maxLength: 30 }),
    tail: fc.integer(),
  })
  .map(({ head, early, late, tail }) => ({ head, early: early.map((r, i) => ({ id: i, ...r })), late: late.map((r, i) => ({ id: i, ...r })), tail }));

describe("auditDelivery: properties", () => {
  it("a complete delivery of any result loses nothing", () => {
    fc.assert(
      fc.property(document, (doc) => {
        const a = auditDelivery(doc, JSON.stringify(doc));
        expect(a.bound).toBe(false);
        expect(a.parses).toBe(true);
        expect(a.fieldsDelivered).toBe(a.fieldsProduced);
        expect(a.rowsDelivered).toBe(a.rowsProduced);
      }),
      runs,
    );
  });

  it("under a prefix cut, a row counts exactly when its closing bracket is inside the cut", () => {
    fc.assert(
      fc.property(listed, fc.nat(), (doc, at) => {
        const s = JSON.stringify(doc);
        const k = at % (s.length + 1);
        const a = auditDelivery(doc, s.slice(0, k));
        // Offsets of each row in the serialization, independently of the audit's reader.
        const earlyAt = s.indexOf('"early":[') + '"early":['.length;
        const lateAt = s.indexOf('"late":[') + '"late":['.length;
        const ends = (rows: object[], from: number) => {
          let p = from;
          return rows.map((r) => {
            p += JSON.stringify(r).length;
            const end = p;
            p += 1;
            return end;
          });
        };
        const expectEarly = ends(doc.early, earlyAt).filter((e) => e <= k).length;
        const expectLate = ends(doc.late, lateAt).filter((e) => e <= k).length;
        expect(a.perList.find((l) => l.path === "$.early")?.delivered).toBe(expectEarly);
        expect(a.perList.find((l) => l.path === "$.late")?.delivered).toBe(expectLate);
        expect(a.parses).toBe(k === s.length);
        expect(a.bound).toBe(k < s.length);
        // A list field is there once its bracket is.
        expect(a.missingFields.includes("late")).toBe(lateAt > k);
      }),
      runs,
    );
  });

  it("the cutter's output of any result parses, keeps every field and is announced exactly when cut", () => {
    fc.assert(
      fc.property(document, fc.integer({ min: 60, max: 3000 }), (doc, maxChars) => {
        let result;
        try {
          result = cut(doc, { maxChars });
        } catch (error) {
          if (error instanceof BudgetTooSmallError) return;
          throw error;
        }
        const a = auditDelivery(doc, result.text);
        expect(a.parses).toBe(true);
        expect(a.missingFields).toEqual([]);
        expect(a.bound).toBe(!result.envelope.complete);
        if (!result.envelope.complete) expect(a.announced).toBe(true);
        expect(a.rowsDelivered).toBeLessThanOrEqual(a.rowsProduced);
      }),
      runs,
    );
  });
});

describe("docs/audit.md", () => {
  it("the auditDelivery() example shows what the function returns", () => {
    const doc = readFileSync(new URL("../../docs/audit.md", import.meta.url), "utf8");
    const produced = {
      host: "node-7",
      processes: Array.from({ length: 200 }, (_, i) => ({ pid: 4000 + i, command: `/opt/app/bin/worker --shard=${i}` })),
      containers: Array.from({ length: 12 }, (_, i) => ({ id: `c${i}`, status: i === 11 ? "throttled" : "running" })),
    };
    const a = auditDelivery(produced, JSON.stringify(produced).slice(0, 6000));
    expect(doc).toContain(`rowsProduced: ${a.rowsProduced}, rowsDelivered: ${a.rowsDelivered},`);
    for (const l of a.perList) expect(doc).toContain(`{ path: "${l.path}", unit: "rows", produced: ${l.produced}, delivered: ${l.delivered} }`);
  });
});

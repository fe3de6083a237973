import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ListText, serializeLists } from "../src/list-text.js";
import { createResultStore, type CutResult, type StoreBackend, type StoredResult } from "../src/index.js";
import { document, runs } from "./arbitraries.js";

/** Strings that meet every case of the row scanner: quotes, backslashes, commas, brackets, non-ASCII. */
const tricky = fc.string({ unit: fc.constantFrom('"', "\\", ",", "{", "}", "[", "]", "a", "é", "😀", "\n", ":"), maxLength: 12 });
const rowValue = fc.oneof(
  fc.integer(),
  tricky,
  fc.constant(null),
  fc.record({ id: fc.integer(), note: tricky, tags: fc.array(tricky, { maxLength: 3 }) }),
  fc.array(fc.oneof(fc.integer(), tricky), { maxLength: 4 }),
);
/** Rows the native serializer cannot write as a cut does: toJSON (called with the row's index), BigInt, undefined. */
const oddRow = fc.oneof(
  fc.constant(undefined),
  fc.bigInt(),
  fc.integer().map((n) => ({ n, toJSON: (key: string) => `row ${key}: ${n}` })),
);
const list = fc.array(fc.oneof({ weight: 9, arbitrary: rowValue }, { weight: 1, arbitrary: oddRow }), { maxLength: 300 });

/** What a cut writes for each row, one at a time (the path the store's pages took before). */
function rowTexts(array: readonly unknown[]): string[] {
  return array.map((row, i) => {
    if (typeof row === "bigint") return JSON.stringify(`[BigInt ${row.toString()}]`);
    const v = typeof row === "object" && row !== null && typeof (row as { toJSON?: unknown }).toJSON === "function" ? (row as { toJSON(k: string): unknown }).toJSON(String(i)) : row;
    return JSON.stringify(v) ?? "null";
  });
}

/**
 * Lists of records alone: their rows are found by searching for `},{` (or `],[`), which strings
 * and nested records may also hold; the search must then give way to a scan.
 */
const records = fc.oneof(
  fc.array(fc.record({ id: fc.integer(), note: tricky, kids: fc.array(fc.record({ n: tricky }), { maxLength: 3 }) }), { maxLength: 200 }),
  fc.array(fc.array(fc.oneof(tricky, fc.array(fc.integer(), { maxLength: 2 })), { maxLength: 3 }), { maxLength: 200 }),
);

describe("ListText", () => {
  it("gives every row's offset, text and the rows that fit, as serializing each row would", () => {
    fc.assert(
      fc.property(fc.oneof(list, records), fc.nat(), fc.nat({ max: 4000 }), fc.constantFrom("chars" as const, "bytes" as const), (array: unknown[], at, room, unit) => {
        let written = "";
        const index = ListText.build(array, "$.rows", (p) => (written += p));
        const texts = rowTexts(array);
        expect(written).toBe(`[${texts.join(",")}]`);
        const size = (t: string) => (unit === "chars" ? t.length : Buffer.byteLength(t));
        const offsets = [0];
        for (const t of texts) offsets.push((offsets[offsets.length - 1] ?? 0) + size(t) + 1);
        for (let g = 0; g <= array.length; g += Math.max(1, Math.floor(array.length / 17))) expect(index.offset(g, unit)).toBe(offsets[g]);
        const from = array.length === 0 ? 0 : at % array.length;
        const max = array.length - from;
        expect(index.text(from, array.length)).toBe(texts.slice(from).join(","));
        let fits = 0;
        while (fits < max && (offsets[from + fits + 1] ?? 0) - (offsets[from] ?? 0) <= room) fits++;
        expect(index.fitting(from, max, room, unit)).toBe(fits);
      }),
      runs,
    );
  });

  it("keeps the markers of rows the native serializer could not write", () => {
    const cyclic: Record<string, unknown> = { id: 1 };
    cyclic.self = cyclic;
    const index = ListText.build([{ id: 0 }, cyclic, 7n], "$.items", () => {});
    expect(index.replaced.get(1)?.list).toEqual([{ path: "$.items[1].self", marker: "[Circular]" }]);
    expect(index.replaced.get(2)?.list).toEqual([{ path: "$.items[2]", marker: "[BigInt 7]" }]);
    expect(index.text(0, 3)).toBe('{"id":0},{"id":1,"self":"[Circular]"},"[BigInt 7]"');
  });

  it("slices rows across the large strings it keeps the list in", () => {
    const array = Array.from({ length: 6000 }, (_, i) => ({ id: i, path: `/srv/data/${"é".repeat(i % 7)}${i}.json` }));
    const index = ListText.build(array, "$.files", () => {});
    const texts = rowTexts(array);
    for (const [from, to] of [[0, 6000], [1234, 4321], [2999, 3001], [5999, 6000]] as const) {
      expect(index.text(from, to)).toBe(texts.slice(from, to).join(","));
      expect(index.offset(to, "bytes") - index.offset(from, "bytes")).toBe(Buffer.byteLength(texts.slice(from, to).join(",")) + 1);
    }
  });

  it("writes a whole document as JSON.stringify does, and keeps the lists reached through objects", () => {
    fc.assert(
      fc.property(document, (value) => {
        let written = "";
        const lists = serializeLists(value, (p) => (written += p));
        expect(written).toBe(JSON.stringify(value));
        for (const v of Object.values(value)) if (Array.isArray(v)) expect(lists.get(v)?.rows).toBe(v.length);
      }),
      runs,
    );
  });
});

/** A backend that hands back a copy, as files or Redis do: its pages serialize their rows anew. */
function copyingBackend(): StoreBackend {
  const entries = new Map<string, string>();
  return {
    get: (id) => {
      const e = entries.get(id);
      return e === undefined ? undefined : (JSON.parse(e) as StoredResult);
    },
    set: (r) => void entries.set(r.id, JSON.stringify(r)),
    delete: (id) => void entries.delete(id),
    touch: () => {},
  };
}

const withoutCursor = (r: CutResult) => r.text.replace(/"nextCursor":"[A-Za-z0-9_-]+"/, '"nextCursor":""');

describe("pages sliced from the stored serialization", () => {
  it("serialize no row again: every row is read once, when the result is stored", async () => {
    let reads = 0;
    const rows = Array.from({ length: 2000 }, (_, i) => ({
      id: i,
      get text() {
        reads++;
        return `line ${i} of the build log`;
      },
    }));
    const store = createResultStore();
    let r = await store.cut({ job: "build", rows }, { maxChars: 1500 });
    const afterCut = reads;
    let pages = 0;
    while (r.envelope.nextCursor) {
      r = await store.page(r.envelope.nextCursor, { maxChars: 1500 });
      pages++;
    }
    expect(pages).toBeGreaterThan(20);
    expect(reads - afterCut).toBe(0);
    // Stored once, plus the rows the first page's plan measured before the store was asked to keep it.
    expect(afterCut).toBeLessThan(2000 + 200);
  });

  it("are the pages a store that serializes each page's rows would give, byte for byte", async () => {
    const rows = fc.array(fc.record({ id: fc.integer(), note: tricky, tags: fc.array(tricky, { maxLength: 3 }) }), { maxLength: 150 });
    await fc.assert(
      fc.asyncProperty(rows, rows, fc.integer({ min: 1200, max: 3000 }), fc.boolean(), async (a, b, limit, bytes) => {
        const value = { host: "h", a, b };
        const budget = bytes ? { maxBytes: limit } : { maxChars: limit };
        const sliced = createResultStore();
        const fresh = createResultStore({ backend: copyingBackend() });
        let x = await sliced.cut(value, budget);
        let y = await fresh.cut(value, budget);
        for (let pages = 0; ; pages++) {
          expect(withoutCursor(x)).toBe(withoutCursor(y));
          expect({ ...x.envelope, nextCursor: undefined }).toEqual({ ...y.envelope, nextCursor: undefined });
          if (!x.envelope.nextCursor || !y.envelope.nextCursor) break;
          expect(pages).toBeLessThan(2000);
          x = await sliced.page(x.envelope.nextCursor, budget);
          y = await fresh.page(y.envelope.nextCursor, budget);
        }
        expect(x.envelope.nextCursor === undefined && y.envelope.nextCursor === undefined).toBe(true);
      }),
      { numRuns: Math.max(50, Math.floor(runs.numRuns / 10)) },
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BudgetTooSmallError, CursorExpiredError, createResultStore, InvalidBudgetError, InvalidCursorError, type CutResult } from "../src/index.js";
import { runs } from "./arbitraries.js";

const MARKER = /…\[\+[\d,]+ chars\]$/;
const rowsOf = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ id: i, tag, text: `${tag} row ${i}` }));

/** Every row of every top-level list, and every string, reassembled from the first cut and each page. */
async function pageToEnd(first: CutResult, page: (cursor: string) => Promise<CutResult>, maxChars: number) {
  const lists = new Map<string, unknown[]>();
  const strings = new Map<string, string>();
  let r = first;
  let pages = 0;
  for (;;) {
    expect(r.text.length).toBeLessThanOrEqual(maxChars);
    const parsed = JSON.parse(r.text) as Record<string, unknown>;
    for (const [k, v] of Object.entries(parsed)) {
      if (k === "$completeness") continue;
      if (Array.isArray(v)) lists.set(k, [...(lists.get(k) ?? []), ...(v as unknown[])]);
      if (typeof v === "string") strings.set(k, (strings.get(k) ?? "") + v.replace(MARKER, ""));
    }
    if (!r.envelope.nextCursor) break;
    expect(++pages).toBeLessThan(10_000);
    r = await page(r.envelope.nextCursor);
  }
  return { lists, strings, last: r, pages };
}

describe("createResultStore()", () => {
  it("pages every cut list and string to the end: each row once, in order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 200 }),
        fc.nat({ max: 80 }),
        fc.string({ maxLength: 2000 }).filter((s) => !s.includes("…")),
        fc.integer({ min: 600, max: 3000 }),
        async (na, nb, note, maxChars) => {
          const store = createResultStore();
          const value = { host: "node-7", a: rowsOf(na, "a"), b: rowsOf(nb, "b"), note };
          const first = await store.cut(value, { maxChars });
          const { lists, strings, last } = await pageToEnd(first, (c) => store.page(c, { maxChars }), maxChars);
          expect(lists.get("a")).toEqual(value.a);
          expect(lists.get("b")).toEqual(value.b);
          expect(strings.get("note")).toBe(note);
          expect(last.envelope.complete).toBe(true);
          expect(last.envelope.sourceVersion).toBe(first.envelope.sourceVersion);
        },
      ),
      { numRuns: Math.max(100, Math.floor(runs.numRuns / 5)) },
    );
  });

  it("pages a text result line by line to the end", async () => {
    const store = createResultStore();
    const log = Array.from({ length: 700 }, (_, i) => `12:00:${String(i % 60).padStart(2, "0")} event ${i}`).join("\n");
    let r = await store.cut(log, { maxChars: 500 });
    const lines: string[] = [];
    for (;;) {
      expect(r.text.length).toBeLessThanOrEqual(500);
      lines.push(...r.text.split("\n").slice(1));
      if (!r.envelope.nextCursor) break;
      r = await store.page(r.envelope.nextCursor, { maxChars: 500 });
    }
    expect(lines.join("\n")).toBe(log);
    expect(r.text.split("\n")[0]).toMatch(/^\[lines [\d,]+–700 of 700 shown; 0 remain\]$/);
  });

  it("puts the cursor and the version in the envelope the model reads", async () => {
    const store = createResultStore();
    const r = await store.cut({ items: rowsOf(500, "x") }, { maxChars: 1000 });
    const embedded = (JSON.parse(r.text) as { $completeness: { nextCursor?: string; sourceVersion?: string } }).$completeness;
    expect(embedded.nextCursor).toBe(r.envelope.nextCursor);
    expect(embedded.sourceVersion).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const complete = await store.cut({ items: [1] }, { maxChars: 1000 });
    expect(complete.envelope.nextCursor).toBeUndefined();
  });

  it("versions a result by the SHA-256 of its UTF-8 serialization, ASCII or not", async () => {
    const { createHash } = await import("node:crypto");
    const store = createResultStore();
    for (const value of [{ items: rowsOf(300, "plain") }, { items: rowsOf(300, "naïve ✓ 😀") }]) {
      const r = await store.cut(value, { maxChars: 800 });
      const digest = createHash("sha256").update(Buffer.from(JSON.stringify(value), "utf8")).digest("base64url").slice(0, 22);
      expect(r.envelope.sourceVersion).toBe(digest);
    }
  });

  it("rejects a cursor with any byte changed, truncated, or from another store", async () => {
    const store = createResultStore();
    const cursor = (await store.cut({ items: rowsOf(300, "x") }, { maxChars: 800 })).envelope.nextCursor ?? "";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: cursor.length - 1 }), fc.nat({ max: alphabet.length - 1 }), async (at, k) => {
        const replacement = alphabet[k] === cursor[at] ? alphabet[(k + 1) % alphabet.length] : alphabet[k];
        const flipped = cursor.slice(0, at) + replacement + cursor.slice(at + 1);
        await expect(store.page(flipped, { maxChars: 800 })).rejects.toBeInstanceOf(InvalidCursorError);
      }),
      runs,
    );
    await expect(store.page(cursor.slice(0, -3), { maxChars: 800 })).rejects.toBeInstanceOf(InvalidCursorError);
    await expect(store.page("", { maxChars: 800 })).rejects.toBeInstanceOf(InvalidCursorError);
    await expect(createResultStore().page(cursor, { maxChars: 800 })).rejects.toBeInstanceOf(InvalidCursorError);
    // The same secret makes stores that trust each other's cursors (one harness, several workers).
    const a = createResultStore({ secret: "shared" });
    const b = createResultStore({ secret: "shared", backend: undefined });
    const fromA = (await a.cut({ items: rowsOf(300, "x") }, { maxChars: 800 })).envelope.nextCursor ?? "";
    await expect(b.page(fromA, { maxChars: 800 })).rejects.toBeInstanceOf(CursorExpiredError);
  });

  it("expires cursors after ttlMs, naming what expired and when", async () => {
    let t = 1_000_000;
    const store = createResultStore({ ttlMs: 60_000, now: () => t });
    const cursor = (await store.cut({ items: rowsOf(300, "x") }, { maxChars: 800 })).envelope.nextCursor ?? "";
    t += 59_000;
    await expect(store.page(cursor, { maxChars: 800 })).resolves.toBeDefined();
    t += 2_000;
    const error = await store.page(cursor, { maxChars: 800 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CursorExpiredError);
    expect((error as Error).message).toContain(new Date(1_000_000 + 60_000).toISOString());
    expect((error as Error).message).not.toContain("row");
  });

  it("evicts the least recently used results under maxBytes", async () => {
    const store = createResultStore({ maxBytes: 60_000 });
    const cursors: string[] = [];
    for (let i = 0; i < 4; i++) cursors.push((await store.cut({ items: rowsOf(600, `r${i}`) }, { maxChars: 800 })).envelope.nextCursor ?? "");
    // Each result is ~25 kB serialized: only the last two fit.
    await expect(store.page(cursors[0] ?? "", { maxChars: 800 })).rejects.toBeInstanceOf(CursorExpiredError);
    await expect(store.page(cursors[1] ?? "", { maxChars: 800 })).rejects.toBeInstanceOf(CursorExpiredError);
    await expect(store.page(cursors[3] ?? "", { maxChars: 800 })).resolves.toBeDefined();
  });

  it("evicts under maxEntries", async () => {
    const store = createResultStore({ maxEntries: 1 });
    const first = (await store.cut({ items: rowsOf(300, "a") }, { maxChars: 800 })).envelope.nextCursor ?? "";
    await store.cut({ items: rowsOf(300, "b") }, { maxChars: 800 });
    await expect(store.page(first, { maxChars: 800 })).rejects.toThrow(/no longer stored/);
  });
});

describe("createResultStore() regressions found in review", () => {
  const drain = async (store: ReturnType<typeof createResultStore>, first: CutResult, maxChars: number) => {
    const pages = [first];
    let r = first;
    while (r.envelope.nextCursor) {
      r = await store.page(r.envelope.nextCursor, { maxChars });
      expect(r.text.length).toBeLessThanOrEqual(maxChars);
      pages.push(r);
    }
    return pages;
  };

  it("continues a text line longer than a page from where it stopped, and ends with a header", async () => {
    const store = createResultStore();
    const text = "L".repeat(900) + "\nshort1\nshort2";
    const pages = await drain(store, await store.cut(text, { maxChars: 400 }), 400);
    const firstLine = pages.map((p) => (p.text.split("\n")[1] ?? "").replace(MARKER, "")).join("");
    expect(firstLine.startsWith("L".repeat(900))).toBe(true);
    expect(pages.at(-1)?.text).toMatch(/^\[lines 1–3 of 3 shown; 0 omitted\]\n/);
    expect(pages.at(-1)?.text.endsWith("short1\nshort2")).toBe(true);
  });

  it("stores values plain JSON.stringify rejects, and pages toJSON results", async () => {
    const store = createResultStore();
    const cyclic: Record<string, unknown> = { l: [1, 2, 3] };
    cyclic.self = cyclic;
    await expect(store.cut({ n: 1n, l: [1] }, { maxChars: 600 })).resolves.toMatchObject({ envelope: { reason: "unserializable" } });
    await expect(store.cut(cyclic, { maxChars: 600 })).resolves.toBeDefined();
    const viaToJSON = { a: { toJSON: () => ({ list: [...Array(1000).keys()] }) } };
    const pages = await drain(store, await store.cut(viaToJSON, { maxChars: 600 }), 600);
    const list = pages.flatMap((p) => (JSON.parse(p.text) as { a?: { list?: number[] } }).a?.list ?? []);
    expect(list).toEqual([...Array(1000).keys()]);
  });

  it("refuses maxRows: 0, under which no page could ever hold a row", async () => {
    await expect(createResultStore().cut({ l: [1, 2] }, { maxRows: 0 })).rejects.toBeInstanceOf(InvalidBudgetError);
  });

  it("needs no room for a cursor when the result fits, and names a minimum that works", async () => {
    const store = createResultStore();
    expect((await store.cut({ ok: true }, { maxChars: 50 })).text).toBe('{"ok":true}');
    // The first row is larger than a 400-char page can ever hold whole.
    const big = { l: [{ inner: Array.from({ length: 200 }, (_, i) => `row${i}`) }, 2] };
    const error = await store
      .cut(big, { maxChars: 400 })
      .then((r) => drain(store, r, 400))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BudgetTooSmallError);
    const { limit, minimum } = error as BudgetTooSmallError;
    expect(limit).toBe(400);
    expect(minimum).toBeGreaterThan(400);
    const pages = await drain(store, await store.cut(big, { maxChars: minimum }), minimum);
    expect(pages.at(-1)?.envelope.complete).toBe(true);
    expect(pages.flatMap((p) => (JSON.parse(p.text) as { l?: unknown[] }).l ?? [])).toEqual(big.l);
  });
});

import { describe, expect, it } from "vitest";
import { exhaust, type Page } from "../src/index.js";

/** A paged listing of `total` tickets, `size` per page, with numeric cursors as many APIs have. */
function pagedTickets(total: number, size: number, failOnCall?: number) {
  let calls = 0;
  const cursors: (string | undefined)[] = [];
  const fetchPage = (cursor: string | undefined): Promise<Page<number>> => {
    calls++;
    cursors.push(cursor);
    if (calls === failOnCall) return Promise.reject(new Error("upstream 503"));
    const start = cursor === undefined ? 0 : Number(cursor);
    const items = Array.from({ length: Math.min(size, total - start) }, (_, i) => start + i);
    const end = start + items.length;
    return Promise.resolve({ items, envelope: { complete: end >= total, total, ...(end < total ? { nextCursor: String(end) } : {}) } });
  };
  return { fetchPage, cursors };
}

describe("exhaust()", () => {
  it("follows cursors to the end and verifies the count against the total", async () => {
    const { fetchPage } = pagedTickets(95, 20);
    const r = await exhaust(fetchPage);
    expect(r).toMatchObject({ complete: true, pages: 5, total: 95, problems: [] });
    expect(r.items).toEqual(Array.from({ length: 95 }, (_, i) => i));
  });

  it("returns the three pages, complete: false and page four's cursor when page four throws", async () => {
    const { fetchPage, cursors } = pagedTickets(200, 20, 4);
    const r = await exhaust(fetchPage);
    expect(r.items).toHaveLength(60);
    expect(r.complete).toBe(false);
    expect(r.pages).toBe(3);
    expect(r.resumeCursor).toBe("60");
    expect(cursors.at(-1)).toBe("60");
    expect((r.error as Error).message).toBe("upstream 503");
    // Resuming from that cursor picks up exactly where it stopped.
    const rest = await exhaust((c) => pagedTickets(200, 20).fetchPage(c ?? r.resumeCursor));
    expect([...r.items, ...rest.items]).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it("reports a repeating cursor instead of looping on it", async () => {
    let calls = 0;
    const r = await exhaust(() => {
      calls++;
      return { items: [calls], envelope: { complete: false, nextCursor: "same" } };
    });
    expect(calls).toBe(2);
    expect(r).toMatchObject({ complete: false, problems: [{ kind: "repeated_cursor", cursor: "same" }] });
  });

  it("reports a total that changes between pages", async () => {
    const r = await exhaust((c) => ({ items: [1], envelope: c === undefined ? { complete: false, total: 10, nextCursor: "1" } : { complete: false, total: 12, nextCursor: "2" } }));
    expect(r.complete).toBe(false);
    expect(r.problems).toEqual([{ kind: "total_changed", from: 10, to: 12 }]);
  });

  it("flags a last page whose items do not add up to the total", async () => {
    const r = await exhaust(() => ({ items: [1, 2, 3], envelope: { complete: true, total: 5 } }));
    expect(r).toMatchObject({ complete: false, problems: [{ kind: "count_mismatch", processed: 3, total: 5 }] });
  });

  it("first_sufficient stops early and says that it did", async () => {
    const { fetchPage } = pagedTickets(100, 10);
    const r = await exhaust(fetchPage, { mode: "first_sufficient", sufficient: (items) => items.includes(25) });
    expect(r).toMatchObject({ complete: false, pages: 3, resumeCursor: "30", problems: [{ kind: "stopped_when_sufficient" }] });
  });

  it("stops at maxPages on a server that never completes", async () => {
    let n = 0;
    const r = await exhaust(() => ({ items: [n], envelope: { complete: false, nextCursor: String(++n) } }), { maxPages: 5 });
    expect(r).toMatchObject({ complete: false, pages: 5, problems: [{ kind: "max_pages", pages: 5 }] });
  });
});

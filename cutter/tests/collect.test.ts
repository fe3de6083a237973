import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collect } from "../src/index.js";
import { runs } from "./arbitraries.js";

interface Event {
  id: string;
  action: string;
}

const parseEvent = (line: string): Event => {
  const value = JSON.parse(line) as Partial<Event>;
  if (typeof value.id !== "string") throw new TypeError("event without an id");
  return { id: value.id, action: String(value.action) };
};

describe("collect()", () => {
  it("keeps every failure in the ledger instead of skipping it silently", () => {
    const lines = ['{"id":"a","action":"login"}', "{broken", '{"action":"no id"}', '{"id":"d","action":"logout"}'];
    const { items, skipped, envelope } = collect(lines, parseEvent, { recordId: (_, i) => `line ${i + 1}` });
    expect(items.map((e) => e.id)).toEqual(["a", "d"]);
    expect(skipped).toEqual([
      { index: 1, id: "line 2", error: expect.stringMatching(/^SyntaxError: /) as string },
      { index: 2, id: "line 3", error: "TypeError: event without an id" },
    ]);
    expect(envelope).toMatchObject({ complete: false, reason: "parse_skipped", requested: 4, loaded: 2, skipped: 2, returned: 2, total: 4 });
  });

  it("is complete when every record parses", () => {
    const { envelope } = collect(['{"id":"a"}', '{"id":"b"}'], parseEvent);
    expect(envelope).toEqual({ complete: true, reason: null, returned: 2, total: 2, omitted: [], requested: 2, loaded: 2, skipped: 0 });
  });

  it("catches A B C D D: the count agrees, the identities do not", () => {
    const arrived = ["a", "b", "c", "d", "d"].map((id) => JSON.stringify({ id, action: "x" }));
    const { envelope } = collect(arrived, parseEvent, { idOf: (e) => e.id, expectedIds: ["a", "b", "c", "d", "e"] });
    expect(envelope.loaded).toBe(5);
    expect(envelope.requested).toBe(5);
    expect(envelope).toMatchObject({ complete: false, reason: "identity_mismatch", identity: { duplicates: ["d"], missing: ["e"], unexpected: [] } });
  });

  it("explains ids missing because their record failed as parse_skipped", () => {
    const { envelope } = collect(['{"id":"a"}', "{bad"], parseEvent, { idOf: (e) => e.id, expectedIds: ["a", "b"] });
    expect(envelope).toMatchObject({ reason: "parse_skipped", identity: { duplicates: [], missing: ["b"], unexpected: [] } });
  });

  it("accounts for every record: loaded + skipped = requested", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant("{bad"), fc.string().map((id) => JSON.stringify({ id }))), { maxLength: 50 }), (lines) => {
        const { items, skipped, envelope } = collect(lines, parseEvent);
        expect(items.length + skipped.length).toBe(lines.length);
        expect(envelope.complete).toBe(skipped.length === 0);
        expect(skipped.map((s) => s.index)).toEqual(lines.flatMap((l, i) => (l === "{bad" ? [i] : [])));
      }),
      runs,
    );
  });
});

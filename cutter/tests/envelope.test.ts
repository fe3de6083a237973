import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { serializeEnvelope, type Envelope } from "../src/envelope.js";
import { runs } from "./arbitraries.js";

/** The envelope as a plain object in its fixed field order: what the template must write. */
function reference(e: Envelope): string {
  const ordered: Record<string, unknown> = {
    complete: e.complete,
    reason: e.reason,
    returned: e.returned,
    total: e.total,
    omitted: e.omitted.map((o) => ({ path: o.path, unit: o.unit, returned: o.returned, total: o.total })),
  };
  if (e.replaced?.length) ordered.replaced = e.replaced;
  if (e.requested !== undefined) ordered.requested = e.requested;
  if (e.loaded !== undefined) ordered.loaded = e.loaded;
  if (e.skipped !== undefined) ordered.skipped = e.skipped;
  if (e.identity !== undefined) ordered.identity = e.identity;
  if (e.nextCursor !== undefined) ordered.nextCursor = e.nextCursor;
  if (e.sourceVersion !== undefined) ordered.sourceVersion = e.sourceVersion;
  return JSON.stringify(ordered);
}

const count = fc.oneof(fc.nat(), fc.constantFrom(Number.NaN, Infinity, -0));
const text = fc.string({ unit: fc.oneof(fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom('"', "\\", "\u2028", "\ud800", "😀")) });
const envelope: fc.Arbitrary<Envelope> = fc.record(
  {
    complete: fc.boolean(),
    reason: fc.constantFrom(null, "char_budget", "byte_budget", "token_budget", "entry_limit", "unserializable", "parse_skipped", "identity_mismatch"),
    returned: count,
    total: count,
    omitted: fc.array(fc.record({ path: text, unit: fc.constantFrom("rows", "chars", "lines", "keys"), returned: count, total: count }), { maxLength: 4 }),
    nextCursor: text,
    sourceVersion: text,
    skipped: count,
    requested: count,
    loaded: count,
    replaced: fc.array(fc.record({ path: text, marker: text }), { maxLength: 3 }),
    identity: fc.record({ duplicates: fc.array(text), missing: fc.array(text), unexpected: fc.array(text) }),
  },
  { requiredKeys: ["complete", "reason", "returned", "total", "omitted"] },
);

describe("serializeEnvelope", () => {
  it("writes what JSON.stringify writes for the envelope's fields in their fixed order", () => {
    fc.assert(fc.property(envelope, (e) => {
        expect(serializeEnvelope(e)).toBe(reference(e));
      }), runs);
  });
});

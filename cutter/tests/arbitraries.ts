import fc from "fast-check";

/** Strings with emoji (surrogate pairs), accents and escapes, so cuts meet every boundary. */
export const text = fc.string({ unit: "grapheme", maxLength: 80 });

export const row = fc.record({
  id: fc.integer(),
  name: text,
  ok: fc.boolean(),
  tags: fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
});

/** A tool result: a few top-level keys whose values are scalars, strings, lists and nested objects. */
export const document = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).filter((k) => k !== "$completeness"),
  fc.oneof(
    fc.integer(),
    text,
    fc.array(row, { maxLength: 40 }),
    fc.record({ items: fc.array(row, { maxLength: 30 }), count: fc.nat() }),
  ),
  { minKeys: 1, maxKeys: 5 },
);

export const runs = { numRuns: Number(process.env.FC_RUNS ?? 1000) };

/** Every array reachable from the root through objects alone, by path: what the cutter shares. */
export function frontierLists(value: unknown, path = "$", out = new Map<string, unknown[]>()): Map<string, unknown[]> {
  if (Array.isArray(value)) out.set(path, value);
  else if (typeof value === "object" && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      if (k === "$completeness" && path === "$") continue;
      frontierLists(v, /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`, out);
    }
  }
  return out;
}

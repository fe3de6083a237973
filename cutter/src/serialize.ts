import { childPath, type Replacement } from "./envelope.js";

/** Nesting deeper than this is replaced by a marker instead of overflowing the stack. */
export const MAX_DEPTH = 1000;

/** Collects the values that had to be replaced by markers while serializing. */
export class Replacements {
  readonly list: Replacement[] = [];
  add(path: string, marker: string): string {
    this.list.push({ path, marker });
    return marker;
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

/**
 * What JSON.stringify would serialize for `value` under `key`: `toJSON` applied, boxed primitives
 * unboxed. `undefined` stands for "nothing" (omitted in objects, `null` in arrays). BigInt and a
 * throwing `toJSON` become marker strings, recorded in `replaced`.
 */
export function toJsonValue(value: unknown, key: string, path: string, replaced: Replacements): unknown {
  if (typeof value === "bigint") return replaced.add(path, `[BigInt ${value.toString()}]`);
  if (typeof value === "object" && value !== null) {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === "function") {
      try {
        value = (toJSON as (k: string) => unknown).call(value, key);
      } catch (error) {
        return replaced.add(path, `[Unserializable: toJSON threw ${describe(error)}]`);
      }
      if (typeof value === "bigint") return replaced.add(path, `[BigInt ${value.toString()}]`);
    }
    if (value instanceof Number) return Number(value);
    if (value instanceof String) return String(value);
    if (value instanceof Boolean) return value.valueOf();
  }
  if (typeof value === "function" || typeof value === "symbol") return undefined;
  return value;
}

/** An object's own enumerable entries, as JSON.stringify reads them; a throwing getter becomes a marker. */
export function entriesOf(object: object, path: string, replaced: Replacements): [string, unknown][] {
  const entries: [string, unknown][] = [];
  for (const key of Object.keys(object)) {
    let value: unknown;
    try {
      value = (object as Record<string, unknown>)[key];
    } catch (error) {
      value = replaced.add(childPath(path, key), `[Unserializable: getter threw ${describe(error)}]`);
    }
    entries.push([key, value]);
  }
  return entries;
}

/** Reads element `i` of an array; holes read as undefined (JSON.stringify writes null). */
export function elementOf(array: readonly unknown[], i: number, path: string, replaced: Replacements): unknown {
  try {
    return array[i];
  } catch (error) {
    return replaced.add(childPath(path, i), `[Unserializable: getter threw ${describe(error)}]`);
  }
}

/**
 * JSON.stringify, but total: cycles, BigInt, throwing getters or `toJSON`, and nesting deeper than
 * MAX_DEPTH become marker strings listed in `replaced` instead of exceptions. Native
 * JSON.stringify is tried first: it is much faster and gives the same text when nothing is odd.
 */
export function stringifyValue(value: unknown, path: string, replaced: Replacements, depth = 0): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return slowStringify(value, "", path, replaced, depth, new Set());
  }
}

function slowStringify(
  raw: unknown,
  key: string,
  path: string,
  replaced: Replacements,
  depth: number,
  ancestors: Set<object>,
): string | undefined {
  const value = toJsonValue(raw, key, path, replaced);
  if (value === undefined) return undefined;
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (ancestors.has(value)) return JSON.stringify(replaced.add(path, "[Circular]"));
  if (depth >= MAX_DEPTH) return JSON.stringify(replaced.add(path, `[Depth limit ${MAX_DEPTH}]`));
  ancestors.add(value);
  let out: string;
  if (Array.isArray(value)) {
    const parts: string[] = [];
    for (let i = 0; i < value.length; i++) {
      const child = elementOf(value, i, path, replaced);
      parts.push(slowStringify(child, String(i), childPath(path, i), replaced, depth + 1, ancestors) ?? "null");
    }
    out = `[${parts.join(",")}]`;
  } else {
    const parts: string[] = [];
    for (const [k, child] of entriesOf(value, path, replaced)) {
      const text = slowStringify(child, k, childPath(path, k), replaced, depth + 1, ancestors);
      if (text !== undefined) parts.push(`${JSON.stringify(k)}:${text}`);
    }
    out = `{${parts.join(",")}}`;
  }
  ancestors.delete(value);
  return out;
}

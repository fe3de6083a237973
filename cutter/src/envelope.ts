import type { Reason } from "./budget.js";

export interface Omission {
  /** Where the cut fell: `$`, `$.processes`, `$.data[3].items`. */
  path: string;
  unit: "rows" | "chars" | "lines" | "keys";
  returned: number;
  total: number;
}

/** A value that could not be serialized faithfully and was replaced by a visible marker. */
export interface Replacement {
  path: string;
  marker: string;
}

export interface Envelope {
  complete: boolean;
  reason: Reason;
  /** Rows (or lines, in text mode) returned, and how many the input had. */
  returned: number;
  total: number;
  omitted: Omission[];
  nextCursor?: string;
  sourceVersion?: string;
  skipped?: number;
  replaced?: Replacement[];
  /** Input coverage of `collect()`: records asked for, records that loaded. */
  requested?: number;
  loaded?: number;
  /** Identity reconciliation of `collect()`, present when `idOf` was given. */
  identity?: IdentityReport;
}

export interface IdentityReport {
  /** Ids that arrived more than once (A B C D D). */
  duplicates: string[];
  /** Expected ids that never arrived. */
  missing: string[];
  /** Ids that arrived without being expected. */
  unexpected: string[];
}

export const ENVELOPE_KEY = "$completeness";

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export function childPath(parent: string, key: string | number): string {
  if (typeof key === "number") return `${parent}[${key}]`;
  return IDENTIFIER.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

const num = (n: number) => (Number.isFinite(n) ? String(n) : "null");

/**
 * Field order is fixed so that the same cut always gives the same bytes. Written by template: a
 * page writes its envelope twice, and this is the text JSON.stringify gives for the same fields.
 */
export function serializeEnvelope(envelope: Envelope): string {
  let out = `{"complete":${envelope.complete ? "true" : "false"},"reason":${JSON.stringify(envelope.reason ?? null)},"returned":${num(envelope.returned)},"total":${num(envelope.total)},"omitted":[`;
  envelope.omitted.forEach((o, i) => {
    out += `${i === 0 ? "" : ","}{"path":${JSON.stringify(o.path)},"unit":${JSON.stringify(o.unit)},"returned":${num(o.returned)},"total":${num(o.total)}}`;
  });
  out += "]";
  if (envelope.replaced?.length) out += `,"replaced":${JSON.stringify(envelope.replaced)}`;
  if (envelope.requested !== undefined) out += `,"requested":${num(envelope.requested)}`;
  if (envelope.loaded !== undefined) out += `,"loaded":${num(envelope.loaded)}`;
  if (envelope.skipped !== undefined) out += `,"skipped":${num(envelope.skipped)}`;
  if (envelope.identity !== undefined) out += `,"identity":${JSON.stringify(envelope.identity)}`;
  if (envelope.nextCursor !== undefined) out += `,"nextCursor":${JSON.stringify(envelope.nextCursor)}`;
  if (envelope.sourceVersion !== undefined) out += `,"sourceVersion":${JSON.stringify(envelope.sourceVersion)}`;
  return `${out}}`;
}

export function looksLikeEnvelope(value: unknown): value is Envelope {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.complete === "boolean" && typeof v.returned === "number" && typeof v.total === "number" && Array.isArray(v.omitted);
}

import type { Reason } from "./budget.js";
import type { Envelope, IdentityReport } from "./envelope.js";

export interface SkippedRecord {
  index: number;
  id?: string;
  error: string;
}

export interface CollectOptions<T> {
  /** Identity of a parsed item, to reconcile what arrived with what was expected. */
  idOf?: (item: T) => string;
  /** The ids that should arrive; without it, only duplicates are checked. */
  expectedIds?: Iterable<string>;
  /** A name for a record that failed to parse, for the skip ledger (a line number, a file name). */
  recordId?: (record: unknown, index: number) => string | undefined;
}

export interface CollectResult<T> {
  items: T[];
  skipped: SkippedRecord[];
  envelope: Envelope;
}

function message(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The ledger that replaces catch-and-skip: every record is parsed, every failure is kept with its
 * index and error, and the envelope says how many were requested, loaded and skipped. Counts are
 * not proof (A B C D E can arrive as A B C D D), so with `idOf` identities are reconciled too.
 */
export function collect<R, T>(
  records: Iterable<R>,
  parse: (record: R, index: number) => T,
  options: CollectOptions<T> = {},
): CollectResult<T> {
  const items: T[] = [];
  const skipped: SkippedRecord[] = [];
  let index = 0;
  for (const record of records) {
    try {
      items.push(parse(record, index));
    } catch (error) {
      const id = options.recordId?.(record, index);
      skipped.push(id === undefined ? { index, error: message(error) } : { index, id, error: message(error) });
    }
    index++;
  }

  let identity: IdentityReport | undefined;
  if (options.idOf) {
    const seen = new Map<string, number>();
    for (const item of items) {
      const id = options.idOf(item);
      seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    const duplicates = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
    let missing: string[] = [];
    let unexpected: string[] = [];
    if (options.expectedIds) {
      const expected = new Set(options.expectedIds);
      missing = [...expected].filter((id) => !seen.has(id));
      unexpected = [...seen.keys()].filter((id) => !expected.has(id));
    }
    identity = { duplicates, missing, unexpected };
  }

  const mismatch = identity !== undefined && (identity.duplicates.length > 0 || identity.unexpected.length > 0 || identity.missing.length > 0);
  // A skip explains missing ids; duplicates and strangers it does not.
  const reason: Reason =
    identity && (identity.duplicates.length > 0 || identity.unexpected.length > 0)
      ? "identity_mismatch"
      : skipped.length > 0
        ? "parse_skipped"
        : mismatch
          ? "identity_mismatch"
          : null;
  const envelope: Envelope = {
    complete: reason === null,
    reason,
    returned: items.length,
    total: index,
    omitted: [],
    requested: index,
    loaded: items.length,
    skipped: skipped.length,
  };
  if (identity) envelope.identity = identity;
  return { items, skipped, envelope };
}

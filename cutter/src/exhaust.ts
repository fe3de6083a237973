import type { Envelope } from "./envelope.js";

/** What a paged tool returns: a page of items and its completeness envelope. */
export interface Page<T> {
  items: T[];
  envelope: Pick<Envelope, "complete"> & Partial<Pick<Envelope, "total" | "nextCursor">>;
}

export interface ExhaustOptions<T> {
  /** `exhaustive` (default): until complete; `first_sufficient`: until `sufficient(items)` holds. */
  mode?: "exhaustive" | "first_sufficient";
  sufficient?: (items: readonly T[]) => boolean;
  /** A bound on pages, so a server that never says "complete" cannot loop forever (default 10,000). */
  maxPages?: number;
}

export type ExhaustProblem =
  | { kind: "page_failed"; error: unknown }
  | { kind: "repeated_cursor"; cursor: string }
  | { kind: "total_changed"; from: number; to: number }
  | { kind: "count_mismatch"; processed: number; total: number }
  | { kind: "max_pages"; pages: number }
  | { kind: "stopped_when_sufficient" };

export interface ExhaustResult<T> {
  items: T[];
  /** True only when the last page said complete and every check held. */
  complete: boolean;
  pages: number;
  total?: number;
  problems: ExhaustProblem[];
  /** The first page failed: its error. */
  error?: unknown;
  /** The cursor to resume from: the last one confirmed, i.e. the one whose page was not consumed. */
  resumeCursor?: string;
}

/**
 * Consumes a paged tool to the end. A failing page never turns into a complete-looking answer:
 * the items so far come back with `complete: false`, the error and the cursor to resume from. A
 * cursor that repeats, or a total that changes between pages, is reported and ends the loop.
 */
export async function exhaust<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>> | Page<T>, options: ExhaustOptions<T> = {}): Promise<ExhaustResult<T>> {
  const mode = options.mode ?? "exhaustive";
  if (mode === "first_sufficient" && !options.sufficient) throw new TypeError('exhaust: mode "first_sufficient" needs options.sufficient(items)');
  const maxPages = options.maxPages ?? 10_000;
  const items: T[] = [];
  const problems: ExhaustProblem[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let total: number | undefined;
  let pages = 0;
  const result = (complete: boolean, extra: Partial<ExhaustResult<T>> = {}): ExhaustResult<T> => ({
    items,
    complete,
    pages,
    ...(total === undefined ? {} : { total }),
    problems,
    ...extra,
  });

  for (;;) {
    if (pages >= maxPages) {
      problems.push({ kind: "max_pages", pages });
      return result(false, cursor === undefined ? {} : { resumeCursor: cursor });
    }
    let page: Page<T>;
    try {
      page = await fetchPage(cursor);
    } catch (error) {
      problems.push({ kind: "page_failed", error });
      return result(false, { error, ...(cursor === undefined ? {} : { resumeCursor: cursor }) });
    }
    pages++;
    items.push(...page.items);
    const pageTotal = page.envelope.total;
    if (pageTotal !== undefined) {
      if (total !== undefined && pageTotal !== total) {
        problems.push({ kind: "total_changed", from: total, to: pageTotal });
        return result(false, page.envelope.nextCursor === undefined ? {} : { resumeCursor: page.envelope.nextCursor });
      }
      total = pageTotal;
    }
    const next = page.envelope.nextCursor;
    if (mode === "first_sufficient" && options.sufficient?.(items)) {
      const done = page.envelope.complete || next === undefined;
      if (!done) problems.push({ kind: "stopped_when_sufficient" });
      return result(done && problems.length === 0, next === undefined ? {} : { resumeCursor: next });
    }
    if (page.envelope.complete || next === undefined) break;
    if (seen.has(next) || next === cursor) {
      problems.push({ kind: "repeated_cursor", cursor: next });
      return result(false);
    }
    seen.add(next);
    cursor = next;
  }
  if (total !== undefined && items.length !== total) {
    problems.push({ kind: "count_mismatch", processed: items.length, total });
    return result(false);
  }
  return result(true);
}

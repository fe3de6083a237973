import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * Catch-and-skip loops → a skip ledger returned beside the records, where the rule
 * `tool-output/no-silent-skip` reports them and its suggestion applies: a `skipped` list declared
 * before the loop, one entry per failure pushed in the catch, and the list added to every object
 * the function returns after the loop. What the model receives changes (it now learns how many
 * records failed and why), so review the diff. Every other finding (filtered failures, partial
 * pages, errors turned into empty results) gets a `// TODO(tool-output): …` that says what to do,
 * and counts as not migrated. Rewriting to `collect()` is not done yet.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-silent-skip.js --parser=tsx [--cutter-import=<module>] <files>
 */
const DROPPED = "count what this drops: keep each failure (collect() from tool-output-cutter keeps a skip ledger) and return them with the result.";
const PARTIAL = "a failure here leaves a partial result that reads as whole: mark it incomplete (complete: false, and where to resume), or rethrow.";
const EMPTY = "a failure here reads as \"there is none\": return an error result (for MCP, isError: true) or rethrow.";
const TODO: Record<string, string> = {
  droppedRecord: DROPPED,
  filteredFailures: DROPPED,
  standInFiltered: "this stand-in is filtered out by a caller: let the failure reach the caller (rethrow, or return it marked as an error) so it can keep a skip ledger.",
  safeParseDropped: DROPPED,
  settledDropped: "keep the rejected results' reasons and return them with the fulfilled ones.",
  partialPage: PARTIAL,
  partialResult: PARTIAL,
  errorAsEmpty: EMPTY,
  emptyResult: EMPTY,
  emptyDefault: EMPTY,
  uncountedSkips: "return this skipped count with the result.",
};

export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "no-silent-skip", { ...options, todo: (m) => (m.messageId === undefined ? undefined : TODO[m.messageId]) });
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * Bounded tool results without completeness → the envelope, where the rule
 * `tool-output/require-completeness` reports them and its suggestion applies: `total` and
 * `truncated` computed from the whole array on an object result, or a "k of n shown" text part on
 * an MCP `content` array. Where the total is not in the code (the backend knows it) no number is
 * invented: a `// TODO(tool-output): …` above the return says what to do, and the site counts as
 * not migrated. Truncation decided by count equality gets a TODO too.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/require-completeness.js --parser=tsx [--cutter-import=<module>] <files>
 */
const TODO: Record<string, string> = {
  boundedResult: "say whether this result is complete: pass on the backend's total, fetch one more than the cap to set hasMore/truncated, or page it with createResultStore() from tool-output-cutter.",
  unboundedResult: "say whether this result is complete (a total, or complete: true when it is whole).",
  countEquality: "equality with the cap is wrong at the boundary: fetch one more than the cap and report truncated when more than the cap came back.",
};

export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "require-completeness", { ...options, todo: (m) => (m.messageId === undefined ? undefined : TODO[m.messageId]) });
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

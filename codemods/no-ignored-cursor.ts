import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * One-page MCP listings → `exhaust()` of tool-output-cutter over their cursor, where the rule
 * `tool-output/no-ignored-cursor` reports them and its suggestion applies (an awaited call with no
 * arguments whose value keeps the same shape, `{ tools }`). The new call rejects when a page fails
 * or the listing cannot be completed, as the single call rejected when it failed. Other paged
 * APIs get a `// TODO(tool-output): …` that says what to do, and count as not migrated.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-ignored-cursor.js --parser=tsx [--cutter-import=<module>] <files>
 */
const TODO = "read every page (follow the cursor, or exhaust() from tool-output-cutter), or return the cursor with the result so the caller can.";

export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "no-ignored-cursor", { ...options, todo: (m) => (m.messageId === "ignoredCursor" ? TODO : undefined) });
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

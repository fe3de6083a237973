import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * One-page MCP listings → `exhaust()` of tool-output-cutter over their cursor, where the rule
 * `tool-output/no-ignored-cursor` reports them and its suggestion applies (an awaited call with no
 * arguments whose value keeps the same shape, `{ tools }`). The new call rejects when a page fails
 * or the listing cannot be completed, as the single call rejected when it failed. Other paged
 * APIs are reported by the rule and left for a person.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-ignored-cursor.js --parser=tsx [--cutter-import=<module>] <files>
 */
export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "no-ignored-cursor", options);
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

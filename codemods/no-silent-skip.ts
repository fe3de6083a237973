import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * Catch-and-skip loops → a skip ledger returned beside the records, where the rule
 * `tool-output/no-silent-skip` reports them and its suggestion applies: a `skipped` list declared
 * before the loop, one entry per failure pushed in the catch, and the list added to every object
 * the function returns after the loop. What the model receives changes (it now learns how many
 * records failed and why), so review the diff. Rewriting to `collect()` is not done yet.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-silent-skip.js --parser=tsx [--cutter-import=<module>] <files>
 */
export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "no-silent-skip", options);
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

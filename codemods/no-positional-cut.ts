import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * Positional cuts of tool output → `cut(value, budget)` of tool-output-cutter, where the rule
 * `tool-output/no-positional-cut` reports them and its suggestion is safe: `JSON.stringify(x)
 * .slice(0, N)` cuts `x`, a middle elision keeps head and tail, a line cut is a text cut, a
 * truncation helper's body is rewritten once (its callers then pass through it), and `.text`
 * keeps the expression a string. The import of `cut` is added once or merged into an existing one.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-positional-cut.js --parser=tsx [--cutter-import=<module>] <files>
 *
 * (`--no-babel`: the transform is an ES module and needs no transpiling.)
 */
export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "no-positional-cut", options);
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

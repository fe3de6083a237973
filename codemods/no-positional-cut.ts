import type { FileInfo } from "jscodeshift";
import { rewriteWithSuggestions, type Rewrite } from "./apply-suggestions.js";

/**
 * Positional cuts of tool output → `cut(value, budget)` of tool-output-cutter, where the rule
 * `tool-output/no-positional-cut` reports them and its suggestion is safe: `JSON.stringify(x)
 * .slice(0, N)` cuts `x`, a middle elision keeps head and tail, a line cut is a text cut, a
 * truncation helper's body is rewritten once (its callers then pass through it), and `.text`
 * keeps the expression a string. The import of `cut` is added once or merged into an existing one.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-positional-cut.js --parser=tsx <files>
 *
 * (`--no-babel`: the transform is an ES module and needs no transpiling.)
 */
export function rewrite(source: string, path: string): Rewrite {
  return rewriteWithSuggestions(source, path, "no-positional-cut");
}

export default function transform(file: FileInfo): string {
  return rewrite(file.source, file.path).output;
}

export const parser = "tsx";

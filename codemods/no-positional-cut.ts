import type { API, FileInfo, Options } from "jscodeshift";
import { rewriteWithSuggestions, transformOptions, type PassOptions, type Rewrite } from "./apply-suggestions.js";

/**
 * Positional cuts of tool output → `cut(value, budget)` of tool-output-cutter, where the rule
 * `tool-output/no-positional-cut` reports them and its suggestion is safe: `JSON.stringify(x)
 * .slice(0, N)` cuts `x`, a middle elision keeps head and tail, a line cut is a text cut, a
 * truncation helper's body is rewritten once and its callers are left alone (they then pass
 * through it), and `.text` keeps the expression a string. The import of `cut` is added once or merged into an existing one.
 * A finding with no safe rewrite (a loop that stops appending at a cap, a call of a helper defined
 * elsewhere) gets a `// TODO(tool-output): …` that says what to do, and counts as not migrated.
 *
 *   npx jscodeshift --no-babel -t node_modules/eslint-plugin-tool-output/dist/codemods/no-positional-cut.js --parser=tsx [--cutter-import=<module>] <files>
 *
 * (`--no-babel`: the transform is an ES module and needs no transpiling.)
 */
/** The helper a `helperCall` finding names: its message starts with "`name()` cuts its argument". */
export function helperOfMessage(message: string): string | undefined {
  return /^`([\w$.]+)\(\)` cuts its argument/.exec(message)?.[1];
}

export const HELPER_TODO = (helper: string) => `\`${helper}()\` cuts its argument by position: rewrite its body with cut() from tool-output-cutter (migrate the file that defines it), and this call needs no change.`;

const TODO: Record<string, string> = {
  positionalCut: "no safe automatic rewrite here: pass the whole value through cut() from tool-output-cutter instead of cutting it by position.",
  helperCut: "rewrite this helper's cut with cut() from tool-output-cutter; its callers then need no change.",
  loggedCut: "log the whole value, or a cut() of it that says what it left out.",
};

export function rewrite(source: string, path: string, options: PassOptions = {}): Rewrite {
  return rewriteWithSuggestions(source, path, "no-positional-cut", {
    ...options,
    // A helper's callers are left alone: its body is rewritten once (a `helperCut` finding here, or in its own file).
    noRewrite: (m) => m.messageId === "helperCall",
    todo: (m) => {
      if (m.messageId !== "helperCall") return m.messageId === undefined ? undefined : TODO[m.messageId];
      return HELPER_TODO(helperOfMessage(m.message) ?? "this helper");
    },
  });
}

export default function transform(file: FileInfo, _api?: API, options?: Options): string {
  return rewrite(file.source, file.path, transformOptions(options)).output;
}

export const parser = "tsx";

import type { Linter } from "eslint";
import { codemodLinter, CodemodParseError, type PassOptions, type Rewrite, type TransformOptions } from "./apply-suggestions.js";
import { rewrite as rewriteCursor } from "./no-ignored-cursor.js";
import { rewrite as rewriteCut } from "./no-positional-cut.js";
import { rewrite as rewriteSkip } from "./no-silent-skip.js";
import { rewrite as rewriteCompleteness } from "./require-completeness.js";
import { RULE_NAMES } from "./rule-names.js";

const REWRITES: Readonly<Record<string, (source: string, path: string, options?: PassOptions) => Rewrite>> = {
  "no-positional-cut": rewriteCut,
  "no-silent-skip": rewriteSkip,
  "require-completeness": rewriteCompleteness,
  "no-ignored-cursor": rewriteCursor,
};

/** The transforms, in RULE_NAMES order. */
export const TRANSFORMS: readonly (readonly [string, (source: string, path: string, options?: PassOptions) => Rewrite])[] = RULE_NAMES.map((r) => {
  const rewrite = REWRITES[r];
  if (!rewrite) throw new Error(`no transform for ${r}`);
  return [r, rewrite] as const;
});

export { RULE_NAMES };

export type Tally = Pick<Rewrite, "rewritten" | "todos" | "left">;

export interface MigratedSource {
  output: string;
  /** Per rule that ran; a rule with no finding in the file is absent. */
  perRule: Record<string, Tally>;
}

/**
 * One file through the selected transforms. The file is linted once with all of them first, and
 * again only after a transform changed it, so that a transform runs only where its rule has a
 * finding: most files of a tree have none, and each transform's own lint pass is a full parse.
 * Throws CodemodParseError when the file does not parse.
 */
export function migrateSource(source: string, path: string, rules: readonly string[] = RULE_NAMES, options: TransformOptions = {}): MigratedSource {
  const selected = TRANSFORMS.filter(([rule]) => rules.includes(rule));
  let screen = codemodLinter(path, selected.map(([r]) => r), options);
  let messages = screen.verify(source);
  // A file no tsconfig includes (a config script, a stray .js) is migrated without types.
  if (options.typed !== undefined && messages.some((m) => m.fatal && /not found by the project service/.test(m.message))) {
    options = { ...options, typed: undefined };
    screen = codemodLinter(path, selected.map(([r]) => r), options);
    messages = screen.verify(source);
  }
  const fatal = messages.find((m) => m.fatal);
  if (fatal) throw new CodemodParseError(path, fatal.line, fatal.message);
  let output = source;
  const perRule: Record<string, Tally> = {};
  // Which rules have findings in `output`, and the messages they came from while output is the source.
  let pending: ReadonlySet<string> = new Set(messages.flatMap((m) => (m.ruleId?.startsWith("tool-output/") ? [m.ruleId.slice("tool-output/".length)] : [])));
  let initial: readonly Linter.LintMessage[] | undefined = messages;
  for (let i = 0; i < selected.length; i++) {
    const [rule, rewrite] = selected[i] ?? [];
    if (rule === undefined || rewrite === undefined || !pending.has(rule)) continue;
    // The transform's last lint runs the later rules too, so the output is not linted twice.
    const later = selected.slice(i + 1).map(([name]) => name);
    const r = rewrite(output, path, { ...options, ...(initial ? { initial: initial.filter((m) => m.ruleId === `tool-output/${rule}`), initialSourceCode: screen.linter.getSourceCode() } : {}), alongside: later });
    perRule[rule] = { rewritten: r.rewritten, todos: r.todos, left: r.left };
    if (r.output !== output) {
      output = r.output;
      initial = undefined;
      // Without a lint of the output only TODO comments were added: the findings are the same.
      pending = r.alongside ?? pending;
    }
  }
  return { output, perRule };
}

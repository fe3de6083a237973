import { dirname, resolve } from "node:path";
import { Linter, type SourceCode } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import plugin from "../eslint-plugin.js";

/**
 * The engine the transforms share: lint the file with one rule of this plugin, apply the first
 * suggestion of every finding whose range overlaps no other, lint again, until no finding offers
 * one. The rule decides where and its suggestion (built from recipes.ts) decides how, so a
 * transform writes exactly what the editor would, and nothing outside the rewritten ranges
 * changes.
 */

export class CodemodParseError extends Error {
  override readonly name = "CodemodParseError";
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}; the file was left unchanged`);
  }
}

export interface Rewrite {
  output: string;
  /** Findings rewritten. */
  rewritten: number;
  /** Findings of the rule still in the output: no suggestion was safe there. */
  left: number;
  /** Of those, the ones marked with a `// TODO(tool-output)` comment that says what to do. */
  todos: number;
  /** The rules of `alongside` with a finding in the output; absent when the output was not linted (only TODO comments were added to the source). */
  alongside?: ReadonlySet<string>;
}

export interface RewriteOptions extends TransformOptions {
  /** Only findings with these message ids. */
  messageIds?: ReadonlySet<string>;
  /**
   * The text of a `// TODO(tool-output): …` comment put above each finding left without a
   * rewrite, or nothing to leave them unmarked. A line that already holds the TODO is not marked again.
   */
  todo?: (message: Linter.LintMessage) => string | undefined;
  /** Findings whose suggestion is not applied (they are left, or marked with a TODO). */
  noRewrite?: (message: Linter.LintMessage) => boolean;
  /** The source's messages from a lint that ran this rule, to start from instead of linting it again. */
  initial?: readonly Linter.LintMessage[];
  /** The parsed source of that lint, for placing TODO comments without parsing again. */
  initialSourceCode?: SourceCode | undefined;
  /** Other rules to lint with on each pass; which of them have findings in the output is returned, so the caller need not lint the output again. */
  alongside?: readonly string[];
}

/** What every transform takes, from the CLI or from jscodeshift's options. */
export interface TransformOptions {
  /** Import the cutter from this module (a project's re-export) instead of tool-output-cutter. */
  cutterImport?: string | undefined;
  /**
   * Lint with type information, from the tsconfig files under this folder (typescript-eslint's
   * project service): the rules then see helpers and paged APIs declared in other files.
   */
  typed?: string | undefined;
}

/** What a transform's `rewrite()` takes: the public options, and the engine's shortcuts. */
export type PassOptions = TransformOptions & Pick<RewriteOptions, "initial" | "initialSourceCode" | "alongside">;

/** jscodeshift hands its unknown flags to the transform: `--cutter-import=x` arrives as `cutter-import`. */
export function transformOptions(options: Readonly<Record<string, unknown>> | undefined): TransformOptions {
  const value = options?.["cutter-import"] ?? options?.cutterImport;
  return typeof value === "string" && value !== "" ? { cutterImport: value } : {};
}

export const TODO_MARK = "TODO(tool-output):";

const MAX_PASSES = 500;

/** The flat config that runs these rules of the plugin alone on `filename`; typed when `options.typed` names the tsconfig root. */
export function codemodConfig(filename: string, ruleNames: readonly string[], options: TransformOptions = {}): Linter.Config[] {
  const parserOptions = { ecmaFeatures: { jsx: /\.[jt]sx$/.test(filename) }, ...(options.typed === undefined ? {} : { projectService: true, tsconfigRootDir: options.typed }) };
  return [
    {
      files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts", "**/*.js", "**/*.jsx", "**/*.mjs", "**/*.cjs"],
      languageOptions: { parser: tsParser, parserOptions },
      ...(options.cutterImport === undefined ? {} : { settings: { "tool-output": { cutterModule: options.cutterImport } } }),
    },
    { ...plugin.configs.all, rules: Object.fromEntries(ruleNames.map((r) => [`tool-output/${r}`, "error"])) },
  ];
}

/**
 * A linter bound to one file and these rules, run from the file's own folder (a path outside
 * ESLint's cwd would match no config), on the file's real path: the project service needs it with
 * types, and without them the rules read relative imports from beside it.
 */
export function codemodLinter(filename: string, ruleNames: readonly string[], options: TransformOptions = {}): { linter: Linter; verify: (text: string) => Linter.LintMessage[] } {
  const linter = new Linter({ configType: "flat", cwd: dirname(resolve(filename)) });
  const config = codemodConfig(filename, ruleNames, options);
  const name = resolve(filename);
  return { linter, verify: (text) => linter.verify(text, config, name) };
}

export function rewriteWithSuggestions(source: string, filename: string, ruleName: string, options: RewriteOptions = {}): Rewrite {
  const { messageIds } = options;
  const ruleId = `tool-output/${ruleName}`;
  const alongside = options.alongside ?? [];
  const { linter, verify } = codemodLinter(filename, [ruleName, ...alongside], options);
  let output = source;
  let rewritten = 0;
  const done = (findings: Linter.LintMessage[], messages: readonly Linter.LintMessage[]): Rewrite => ({
    ...markTodos(output, rewritten, findings, options.todo, () => {
      // The AST of `output`: this linter's last run, unless the messages came from the caller's.
      if (messages === options.initial && options.initialSourceCode) return options.initialSourceCode;
      if (messages === options.initial || linter.getSourceCode() === undefined) verify(output);
      return linter.getSourceCode();
    }),
    // Unknown when nothing was linted here (the caller's messages, only this rule's, were enough).
    ...(messages === options.initial ? {} : { alongside: new Set(messages.flatMap((m) => (m.ruleId?.startsWith("tool-output/") && m.ruleId !== ruleId ? [m.ruleId.slice("tool-output/".length)] : []))) }),
  });
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const messages = pass === 0 && options.initial ? options.initial : verify(output);
    const fatal = messages.find((m) => m.fatal || (m.ruleId === null && /No matching configuration/.test(m.message)));
    if (fatal) {
      if (rewritten === 0) throw new CodemodParseError(filename, fatal.line, fatal.message);
      // A rewrite that breaks the parse is a bug of ours: keep the source as it was.
      throw new CodemodParseError(filename, fatal.line, `the rewrite did not parse (${fatal.message})`);
    }
    const findings = messages.filter((m) => m.ruleId === ruleId && (messageIds === undefined || (m.messageId !== undefined && messageIds.has(m.messageId))));
    // Every finding's first suggestion whose range overlaps no other taken in this pass. Two that
    // each add the import overlap (the import and the rewrite are one fix), so the first pass adds
    // the import once and the next takes the rest.
    const fixes = findings.flatMap((m) => (m.suggestions?.[0]?.fix && !options.noRewrite?.(m) ? [m.suggestions[0].fix] : [])).sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);
    const taken: { range: [number, number]; text: string }[] = [];
    for (const fix of fixes) {
      const last = taken[taken.length - 1];
      if (!last || fix.range[0] >= last.range[1]) taken.push({ range: [fix.range[0], fix.range[1]], text: fix.text });
    }
    if (taken.length === 0) return done(findings, messages);
    let next = output;
    for (const fix of [...taken].reverse()) next = next.slice(0, fix.range[0]) + fix.text + next.slice(fix.range[1]);
    if (next === output) return done(findings, messages);
    output = next;
    rewritten += taken.length;
  }
  return { output, rewritten, left: -1, todos: 0 };
}

/**
 * The line a TODO comment can go above: the finding's own line, or, when that line begins inside
 * a token that spans lines (a template literal, a string, JSX text, a block comment), the line
 * where that token begins, since a line put there would change the program's text.
 */
function todoLine(line: number, sourceCode: SourceCode | undefined): number {
  if (!sourceCode) return line;
  const spans = [...sourceCode.ast.tokens, ...(sourceCode.ast.comments ?? [])].flatMap((t) => (t.range && t.loc && t.loc.start.line < t.loc.end.line ? [{ start: t.range[0], end: t.range[1], line: t.loc.start.line }] : []));
  for (let guard = 0; guard < 100 && line > 1; guard++) {
    const offset = sourceCode.getIndexFromLoc({ line, column: 0 });
    const spanning = spans.find((t) => t.start < offset && offset < t.end);
    if (!spanning) break;
    line = spanning.line;
  }
  return line;
}

/** A `// TODO(tool-output): …` line above each finding left, indented like its line; never twice. */
function markTodos(output: string, rewritten: number, findings: Linter.LintMessage[], todo: RewriteOptions["todo"], sourceCodeOf: () => SourceCode | undefined): Rewrite {
  if (!todo || findings.length === 0) return { output, rewritten, left: findings.length, todos: 0 };
  const sourceCode = sourceCodeOf();
  const lines = output.split("\n");
  let todos = 0;
  const marks = new Map<number, string>();
  for (const m of findings) {
    const text = todo(m);
    if (text === undefined) continue;
    todos++;
    const at = todoLine(m.line, sourceCode);
    // Two findings on one line get one comment; the first one's text.
    if (!marks.has(at)) marks.set(at, text);
  }
  // From the bottom up, so that inserted lines do not move the ones still to mark.
  for (const [at, text] of [...marks].sort((a, b) => b[0] - a[0])) {
    const line = lines[at - 1] ?? "";
    const above = lines[at - 2] ?? "";
    if (above.includes(TODO_MARK)) continue;
    const indent = /^\s*/.exec(line)?.[0] ?? "";
    lines.splice(at - 1, 0, `${indent}// ${TODO_MARK} ${text}`);
  }
  return { output: lines.join("\n"), rewritten, left: findings.length, todos };
}

import { basename } from "node:path";
import { Linter } from "eslint";
import * as tsParser from "@typescript-eslint/parser";
import plugin from "../eslint-plugin.js";

/**
 * The engine the transforms share: lint the file with one rule of this plugin, apply the first
 * suggestion of one finding, lint again, until no finding offers one. The rule decides where and
 * its suggestion (built from recipes.ts) decides how, so a transform writes exactly what the
 * editor would, and nothing outside the rewritten ranges changes. One finding per pass because two
 * suggestions may each add the same import.
 */

export class CodemodParseError extends Error {
  override readonly name = "CodemodParseError";
  constructor(
    readonly file: string,
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}; the file was left unchanged`);
  }
}

export interface Rewrite {
  output: string;
  /** Findings rewritten. */
  rewritten: number;
  /** Findings of the rule still in the output: no suggestion was safe there. */
  left: number;
}

const MAX_PASSES = 500;

export function rewriteWithSuggestions(source: string, filename: string, ruleName: string, messageIds?: ReadonlySet<string>): Rewrite {
  const ruleId = `tool-output/${ruleName}`;
  const linter = new Linter({ configType: "flat" });
  const config: Linter.Config[] = [
    { files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts", "**/*.js", "**/*.jsx", "**/*.mjs", "**/*.cjs"], languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: /\.[jt]sx$/.test(filename) } } } },
    { ...plugin.configs.all, rules: { [ruleId]: "error" } },
  ];
  let output = source;
  let rewritten = 0;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // By base name: a path outside ESLint's cwd would match no config.
    const messages = linter.verify(output, config, basename(filename));
    const fatal = messages.find((m) => m.fatal || (m.ruleId === null && /No matching configuration/.test(m.message)));
    if (fatal) {
      if (rewritten === 0) throw new CodemodParseError(filename, fatal.line, fatal.message);
      // A rewrite that breaks the parse is a bug of ours: keep the source as it was.
      throw new CodemodParseError(filename, fatal.line, `the rewrite did not parse (${fatal.message})`);
    }
    const findings = messages.filter((m) => m.ruleId === ruleId && (messageIds === undefined || (m.messageId !== undefined && messageIds.has(m.messageId))));
    const target = findings.find((m) => (m.suggestions?.length ?? 0) > 0);
    const fix = target?.suggestions?.[0]?.fix;
    if (!fix) return { output, rewritten, left: findings.length };
    const next = output.slice(0, fix.range[0]) + fix.text + output.slice(fix.range[1]);
    if (next === output) return { output, rewritten, left: findings.length };
    output = next;
    rewritten++;
  }
  return { output, rewritten, left: -1 };
}

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import plugin from "../eslint-plugin.js";
import { ROOT } from "./built.js";
import { FIXTURES_DIR } from "./rule-tester.js";

/**
 * Fixtures are executable specifications: a line that ends in `// expect: <rule-id>[, …]` must be
 * reported by exactly those rules, and nothing else may be reported. `// expect[typed]: …` is a
 * finding that needs type information, so only the type-checked config must make it.
 * A marker for one of the planned rules that is not registered yet is listed as a todo.
 */
const PLANNED_RULES = new Set([
  "tool-output/no-positional-cut",
  "tool-output/no-silent-skip",
  "tool-output/require-completeness",
  "tool-output/no-ignored-cursor",
]);
const MARKER = /\/\/\s*expect(\[typed\])?:\s*(.+?)\s*$/;
const LINTED = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

export interface Marker {
  line: number;
  ruleId: string;
  typedOnly: boolean;
}

export function parseMarkers(source: string): Marker[] {
  return source.split("\n").flatMap((text, index) => {
    const match = MARKER.exec(text);
    if (!match?.[2]) return [];
    return match[2].split(",").map((id) => ({ line: index + 1, ruleId: id.trim(), typedOnly: Boolean(match[1]) }));
  });
}

function fixtureFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => LINTED.test(f) && !/(^|\/)eslint\.config\.[cm]?[jt]s$/.test(f) && !f.includes("node_modules"))
    .map((f) => join(dir, f))
    .sort();
}

const files = fixtureFiles(FIXTURES_DIR);
const implemented = new Set(Object.keys(plugin.rules).map((name) => `tool-output/${name}`));

function linterFor(typed: boolean): ESLint {
  const config: Linter.Config[] = [
    {
      files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"],
      languageOptions: {
        parser: tseslint.parser,
        parserOptions: typed ? { projectService: true, tsconfigRootDir: FIXTURES_DIR } : {},
      },
    },
    (typed ? plugin.configs["recommended-type-checked"] : plugin.configs.recommended),
  ];
  return new ESLint({ cwd: ROOT, overrideConfigFile: true, overrideConfig: config });
}

describe("fixture markers", () => {
  it("parses single, multiple and typed-only markers", () => {
    const source = [
      "a(); // expect: tool-output/no-positional-cut",
      "b();",
      "c(); // expect: tool-output/no-silent-skip, tool-output/require-completeness",
      "d(); // expect[typed]: tool-output/no-ignored-cursor",
    ].join("\n");
    expect(parseMarkers(source)).toEqual([
      { line: 1, ruleId: "tool-output/no-positional-cut", typedOnly: false },
      { line: 3, ruleId: "tool-output/no-silent-skip", typedOnly: false },
      { line: 3, ruleId: "tool-output/require-completeness", typedOnly: false },
      { line: 4, ruleId: "tool-output/no-ignored-cursor", typedOnly: true },
    ]);
  });

  it("finds fixtures to lint", () => {
    expect(files.map((f) => relative(FIXTURES_DIR, f))).toEqual(
      expect.arrayContaining(["example-harness/mcp-server.ts", "example-harness/agent.ts"]),
    );
  });

  const unknown = files.flatMap((file) =>
    parseMarkers(readFileSync(file, "utf8"))
      .filter((m) => !implemented.has(m.ruleId) && !PLANNED_RULES.has(m.ruleId))
      .map((m) => `${relative(FIXTURES_DIR, file)}:${m.line} ${m.ruleId}`),
  );
  it("names only rules of this plugin", () => {
    expect(unknown).toEqual([]);
  });
});

for (const typed of [false, true]) {
  const flavour = typed ? "recommended-type-checked (with types)" : "recommended (no types)";
  describe(`fixtures linted with ${flavour}`, () => {
    const enabled = new Set(Object.keys((typed ? plugin.configs["recommended-type-checked"] : plugin.configs.recommended).rules ?? {}));
    let results: ESLint.LintResult[] | undefined;
    const lint = async () => (results ??= await linterFor(typed).lintFiles(files));

    for (const file of files) {
      const name = relative(FIXTURES_DIR, file);
      const markers = parseMarkers(readFileSync(file, "utf8"));
      const expected = markers
        .filter((m) => enabled.has(m.ruleId) && (typed || !m.typedOnly))
        .map((m) => `${m.line}: ${m.ruleId}`)
        .sort();
      it(`${name}: every marked line is reported by its rule, and nothing else is`, async () => {
        const result = (await lint()).find((r) => r.filePath === file);
        expect(result, `${name} was not linted`).toBeDefined();
        const fatal = result?.messages.filter((m) => m.fatal).map((m) => `${m.line}: ${m.message}`);
        expect(fatal).toEqual([]);
        const actual = (result?.messages ?? [])
          .filter((m) => m.ruleId?.startsWith("tool-output/"))
          .map((m) => `${m.line}: ${m.ruleId}`)
          .sort();
        expect(actual).toEqual(expected);
      });
      const pending = markers.filter((m) => !implemented.has(m.ruleId));
      if (pending.length > 0) {
        it.todo(`${name}: ${pending.length} marker(s) await rules not yet registered (${[...new Set(pending.map((m) => m.ruleId))].join(", ")})`);
      }
    }
  });
}

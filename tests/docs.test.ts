import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import plugin from "../eslint-plugin.js";
import { assertBuilt, ROOT } from "./built.js";

const DOC_GENERATOR = join(ROOT, "node_modules/eslint-doc-generator/dist/bin/eslint-doc-generator.js");
const DOCS_DIR = join(ROOT, "docs/rules");

/** What a rule's page must hold: why it exists, wrong and right code, and when to turn it off. */
export function rulePageProblems(markdown: string, optionNames: readonly string[]): string[] {
  const problems: string[] = [];
  const codeBlocks = markdown.match(/```[a-z]*\n[\s\S]*?```/g) ?? [];
  const section = (mark: string) => markdown.split("\n").some((line) => line.includes(mark));
  if (!section("❌")) problems.push("no ❌ incorrect example");
  if (!section("✅")) problems.push("no ✅ correct example");
  if (codeBlocks.length < 2) problems.push("fewer than two code blocks");
  if (!/^## When not to use it/im.test(markdown)) problems.push('no "When not to use it" section');
  for (const option of optionNames) {
    if (!markdown.includes(`\`${option}\``)) problems.push(`option \`${option}\` is not documented`);
  }
  return problems;
}

function optionNames(schema: unknown): string[] {
  const list = Array.isArray(schema) ? (schema as { properties?: Record<string, unknown> }[]) : [];
  return list.flatMap((s) => Object.keys(s.properties ?? {}));
}

beforeAll(assertBuilt);

describe("rule documentation", () => {
  it("the page check finds a page without examples or options", () => {
    expect(rulePageProblems("# rule\n\nSome text.\n", ["maxChars"])).toEqual([
      "no ❌ incorrect example",
      "no ✅ correct example",
      "fewer than two code blocks",
      'no "When not to use it" section',
      "option `maxChars` is not documented",
    ]);
    const good = "## ❌ Incorrect\n```ts\na\n```\n## ✅ Correct\n```ts\nb\n```\n## Options\n`maxChars`\n## When not to use it\nnever\n";
    expect(rulePageProblems(good, ["maxChars"])).toEqual([]);
  });

  for (const [name, rule] of Object.entries(plugin.rules)) {
    it(`docs/rules/${name}.md exists with ❌/✅ examples and every option`, () => {
      const file = join(DOCS_DIR, `${name}.md`);
      expect(existsSync(file), `${file} is missing`).toBe(true);
      expect(rulePageProblems(readFileSync(file, "utf8"), optionNames(rule.meta.schema))).toEqual([]);
    });
  }

  it("has no page for a rule that does not exist", () => {
    const pages = existsSync(DOCS_DIR) ? readdirSync(DOCS_DIR).filter((f) => f.endsWith(".md")) : [];
    expect(pages.map((f) => f.replace(/\.md$/, "")).filter((n) => !(n in plugin.rules))).toEqual([]);
  });
});

describe("README rule table", () => {
  const generate = (...args: string[]) =>
    spawnSync(process.execPath, [DOC_GENERATOR, ...args], { cwd: ROOT, encoding: "utf8" });

  it("is what eslint-doc-generator generates from the rules' metadata", () => {
    const r = generate("--check");
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("the check fails on a stale table", () => {
    // The generator takes the list's path relative to the plugin root; node_modules is ignored by git.
    const dir = mkdtempSync(join(ROOT, "node_modules", ".tool-output-docs-"));
    try {
      const stale = join(dir, "README.md");
      writeFileSync(stale, "# x\n\n<!-- begin auto-generated rules list -->\nstale\n<!-- end auto-generated rules list -->\n");
      const r = generate("--check", "--path-rule-list", relative(ROOT, stale));
      expect(r.status).not.toBe(0);
      expect(r.stdout + r.stderr).toContain("out-of-date");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

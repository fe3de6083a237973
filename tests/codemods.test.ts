import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CodemodParseError, rewriteWithSuggestions, TODO_MARK } from "../codemods/apply-suggestions.js";
import noIgnoredCursor, { rewrite as rewriteCursor } from "../codemods/no-ignored-cursor.js";
import noPositionalCut, { rewrite as rewriteCut } from "../codemods/no-positional-cut.js";
import noSilentSkip, { rewrite as rewriteSkip } from "../codemods/no-silent-skip.js";
import requireCompleteness, { rewrite as rewriteCompleteness } from "../codemods/require-completeness.js";
import type { Rewrite } from "../codemods/apply-suggestions.js";
import { migrateSource, RULE_NAMES } from "../codemods/migrate-source.js";
import { assertBuilt, ROOT } from "./built.js";
import { typeErrors } from "./typecheck.js";

/**
 * Fixture pairs `codemods/__testfixtures__/<rule>.<name>.input.ts` / `.output.ts`, found by name;
 * the name's first part picks the rule and its transform. A pair for a rule without a transform
 * fails rather than being skipped.
 */
const DIR = fileURLToPath(new URL("../codemods/__testfixtures__/", import.meta.url));
type Transform = (file: { path: string; source: string }) => string;
const TRANSFORMS: Record<string, [Transform, (source: string, path: string) => Rewrite]> = {
  "no-positional-cut": [noPositionalCut, rewriteCut],
  "no-silent-skip": [noSilentSkip, rewriteSkip],
  "no-ignored-cursor": [noIgnoredCursor, rewriteCursor],
  "require-completeness": [requireCompleteness, rewriteCompleteness],
};

const pairs = readdirSync(DIR)
  .filter((f) => f.endsWith(".input.ts"))
  .map((f) => f.replace(/\.input\.ts$/, ""))
  .sort();

const ruleOf = (name: string) => name.split(".")[0] ?? "";
const run = (name: string, source: string, path: string) => {
  const transform = TRANSFORMS[ruleOf(name)]?.[0];
  if (!transform) throw new Error(`no transform for the fixture ${name}`);
  return transform({ path, source });
};
const rewriteOf = (name: string, source: string, path: string) => {
  const rewrite = TRANSFORMS[ruleOf(name)]?.[1];
  if (!rewrite) throw new Error(`no transform for the fixture ${name}`);
  return rewrite(source, path);
};

describe("codemod fixture pairs", () => {
  it("finds the fixture pairs", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(pairs.map(ruleOf))).toEqual(new Set(Object.keys(TRANSFORMS)));
  });

  for (const name of pairs) {
    const inputPath = join(DIR, `${name}.input.ts`);
    const input = readFileSync(inputPath, "utf8");
    const expected = readFileSync(join(DIR, `${name}.output.ts`), "utf8");

    it(`${name}: the transform writes the expected output`, () => {
      expect(run(name, input, inputPath)).toBe(expected);
    });

    it(`${name}: applied to its own output it changes nothing`, () => {
      expect(run(name, expected, inputPath)).toBe(expected);
    });

    it(`${name}: the output type-checks against the real cutter and framework types`, () => {
      expect(typeErrors(expected)).toEqual([]);
    });

    it(`${name}: the output lints clean for the rewritten rule, but for the sites marked with a TODO`, () => {
      const again = rewriteOf(name, expected, inputPath);
      expect(again.left).toBe(again.todos);
      expect(expected.split("\n").filter((l) => l.includes(TODO_MARK)).length).toBe(again.todos);
    });

    it(`${name}: comments and the lines around the rewrites are kept`, () => {
      const out = new Set(expected.split("\n"));
      const gone = input.split("\n").filter((l) => !out.has(l));
      // Comments never change, and each rewrite touches a few lines only (a collect() or
      // exhaust() rewrite replaces its loop, a dozen lines at most).
      expect(gone.filter((l) => /^\s*(\/\/|\*|\/\*)/.test(l))).toEqual([]);
      const perRewrite = / = (collect|await exhaust)\(/.test(expected) ? 12 : 3;
      expect(gone.length).toBeLessThanOrEqual(perRewrite * Math.max(1, rewriteOf(name, input, inputPath).rewritten));
    });
  }
});

describe("codemod engine", () => {
  it("refuses a file that does not parse, with a typed error naming the line, and writes nothing", () => {
    const broken = "export const f = (x: string) => x.slice(0, 10;\n";
    expect(() => rewriteWithSuggestions(broken, "broken.ts", "no-positional-cut")).toThrow(CodemodParseError);
    try {
      rewriteWithSuggestions(broken, "broken.ts", "no-positional-cut");
    } catch (error) {
      expect((error as CodemodParseError).line).toBe(1);
      expect((error as CodemodParseError).message).toMatch(/^broken\.ts:1: .*left unchanged$/);
    }
  });

  it("counts what it rewrote", () => {
    const input = readFileSync(join(DIR, "no-positional-cut.ai-sdk-middle.input.ts"), "utf8");
    expect(rewriteWithSuggestions(input, "a.ts", "no-positional-cut")).toMatchObject({ rewritten: 2, left: 0, todos: 0 });
  });

  it("marks what it could not rewrite with a TODO, once, and never invents a total", () => {
    const input = readFileSync(join(DIR, "require-completeness.search-tools.input.ts"), "utf8");
    const first = rewriteCompleteness(input, "t.ts");
    expect(first).toMatchObject({ rewritten: 1, left: 1, todos: 1 });
    expect(first.output).toContain("total: docs.length, truncated: docs.length > MAX_RESULTS");
    expect(first.output).not.toMatch(/total: \d/);
    expect(rewriteCompleteness(first.output, "t.ts").output).toBe(first.output);
  });

  it("puts a TODO above the line where a multi-line template begins, never inside its text", () => {
    const input = [
      'import { tool } from "ai";',
      'import { z } from "zod";',
      "export const t = tool({",
      '  description: "d",',
      "  inputSchema: z.object({ q: z.string() }),",
      "  execute: async ({ q }) => {",
      "    const text = await load(q);",
      "    return `Result:",
      "${text.slice(0, 4000)}`;",
      "  },",
      "});",
      "declare function load(q: string): Promise<string>;",
      "",
    ].join("\n");
    const r = rewriteWithSuggestions(input, "t.ts", "no-positional-cut", { noRewrite: () => true, todo: () => "cut it with cut()." });
    expect(r).toMatchObject({ rewritten: 0, left: 1, todos: 1 });
    const lines = r.output.split("\n");
    expect(lines[7]).toBe(`    // ${TODO_MARK} cut it with cut().`);
    // The template's text is what it was.
    expect(r.output.replace(lines[7] + "\n", "")).toBe(input);
  });

  it("a transform that only adds TODOs leaves the later transforms their findings", () => {
    const source = [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'import { z } from "zod";',
      "declare function searchLogs(q: string, o: { limit: number }): Promise<{ hits: string[] }>;",
      "const MAX_CHARS = 4000;",
      'export const server = new McpServer({ name: "logs", version: "1.0.0" });',
      'server.registerTool("grep_logs", { description: "Grep the logs", inputSchema: { q: z.string() } }, async ({ q }) => {',
      "  const { hits } = await searchLogs(q, { limit: 20 });",
      '  let out = "";',
      "  for (const h of hits) {",
      "    if (out.length + h.length > MAX_CHARS) break;",
      "    out += h;",
      "  }",
      '  return { content: [{ type: "text", text: out }] };',
      "});",
      "",
    ].join("\n");
    const r = migrateSource(source, "grep.ts");
    expect(r.perRule).toEqual({ "no-positional-cut": { rewritten: 0, todos: 1, left: 1 }, "require-completeness": { rewritten: 0, todos: 1, left: 1 } });
    expect(r.output.split("\n").filter((l) => l.includes(TODO_MARK))).toHaveLength(2);
  });

  it("with types, a file the project service does not know is migrated without types instead of failing", () => {
    const source = 'export const f = (s: string) => s.slice(0, 10);\n';
    const file = join(ROOT, "fixtures/rule-tester/__not_in_any_project__.ts");
    expect(() => migrateSource(source, file, RULE_NAMES, { typed: join(ROOT, "fixtures/rule-tester") })).not.toThrow();
    expect(migrateSource(source, file, RULE_NAMES, { typed: join(ROOT, "fixtures/rule-tester") })).toEqual(migrateSource(source, file, RULE_NAMES));
  });
});

describe("the transform through jscodeshift's own CLI", () => {
  it("rewrites a file in place and leaves a file with nothing to rewrite alone", () => {
    assertBuilt();
    const dir = mkdtempSync(join(tmpdir(), "tool-output-jscodeshift-"));
    try {
      const target = join(dir, "build-tool.ts");
      const clean = join(dir, "read-lines.ts");
      writeFileSync(target, readFileSync(join(DIR, "no-positional-cut.ai-sdk-middle.input.ts"), "utf8"));
      writeFileSync(clean, readFileSync(join(DIR, "no-positional-cut.openai-agents-clean.input.ts"), "utf8"));
      const r = spawnSync(process.execPath, [join(ROOT, "node_modules/jscodeshift/bin/jscodeshift.js"), "--no-babel", "-t", join(ROOT, "dist/codemods/no-positional-cut.js"), "--parser=tsx", target, clean], { encoding: "utf8", cwd: dir });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/1 ok/);
      expect(r.stdout).toMatch(/1 unmodified/);
      expect(readFileSync(target, "utf8")).toBe(readFileSync(join(DIR, "no-positional-cut.ai-sdk-middle.output.ts"), "utf8"));
      // jscodeshift hands its unknown flags to the transform.
      writeFileSync(target, readFileSync(join(DIR, "no-positional-cut.mcp-json-prefix.input.ts"), "utf8"));
      const again = spawnSync(process.execPath, [join(ROOT, "node_modules/jscodeshift/bin/jscodeshift.js"), "--no-babel", "-t", join(ROOT, "dist/codemods/no-positional-cut.js"), "--parser=tsx", "--cutter-import=@acme/harness/cutter", target], { encoding: "utf8", cwd: dir });
      expect(again.status, again.stderr).toBe(0);
      expect(readFileSync(target, "utf8")).toContain('import { cut } from "@acme/harness/cutter";');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

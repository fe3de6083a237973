import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CodemodParseError, rewriteWithSuggestions } from "../codemods/apply-suggestions.js";
import noPositionalCut from "../codemods/no-positional-cut.js";
import { assertBuilt, ROOT } from "./built.js";
import { typeErrors } from "./typecheck.js";

/**
 * Fixture pairs `codemods/__testfixtures__/<name>.input.ts` / `.output.ts`, found by name. Only the
 * positional-cut transform has landed, so every pair is run through it.
 */
const DIR = fileURLToPath(new URL("../codemods/__testfixtures__/", import.meta.url));

const pairs = readdirSync(DIR)
  .filter((f) => f.endsWith(".input.ts"))
  .map((f) => f.replace(/\.input\.ts$/, ""))
  .sort();

const run = (source: string, path: string) => noPositionalCut({ path, source });

describe("codemod fixture pairs", () => {
  it("finds the fixture pairs", () => {
    expect(pairs.length).toBeGreaterThanOrEqual(4);
  });

  for (const name of pairs) {
    const inputPath = join(DIR, `${name}.input.ts`);
    const input = readFileSync(inputPath, "utf8");
    const expected = readFileSync(join(DIR, `${name}.output.ts`), "utf8");

    it(`${name}: the transform writes the expected output`, () => {
      expect(run(input, inputPath)).toBe(expected);
    });

    it(`${name}: applied to its own output it changes nothing`, () => {
      expect(run(expected, inputPath)).toBe(expected);
    });

    it(`${name}: the output type-checks against the real cutter and framework types`, () => {
      expect(typeErrors(expected)).toEqual([]);
    });

    it(`${name}: the output lints clean for the rewritten rule`, () => {
      expect(rewriteWithSuggestions(expected, inputPath, "no-positional-cut").left).toBe(0);
    });

    it(`${name}: lines outside the rewritten ones are unchanged (comments and formatting kept)`, () => {
      const kept = input.split("\n").filter((l) => !/\.slice\(|\.substring\(|^import /.test(l));
      const out = new Set(expected.split("\n"));
      expect(kept.filter((l) => !out.has(l))).toEqual([]);
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
    const input = readFileSync(join(DIR, "ai-sdk-middle.input.ts"), "utf8");
    expect(rewriteWithSuggestions(input, "a.ts", "no-positional-cut")).toMatchObject({ rewritten: 2, left: 0 });
  });
});

describe("the transform through jscodeshift's own CLI", () => {
  it("rewrites a file in place and leaves a file with nothing to rewrite alone", () => {
    assertBuilt();
    const dir = mkdtempSync(join(tmpdir(), "tool-output-jscodeshift-"));
    try {
      const target = join(dir, "build-tool.ts");
      const clean = join(dir, "read-lines.ts");
      writeFileSync(target, readFileSync(join(DIR, "ai-sdk-middle.input.ts"), "utf8"));
      writeFileSync(clean, readFileSync(join(DIR, "openai-agents-clean.input.ts"), "utf8"));
      const r = spawnSync(process.execPath, [join(ROOT, "node_modules/jscodeshift/bin/jscodeshift.js"), "--no-babel", "-t", join(ROOT, "dist/codemods/no-positional-cut.js"), "--parser=tsx", target, clean], { encoding: "utf8", cwd: dir });
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(/1 ok/);
      expect(r.stdout).toMatch(/1 unmodified/);
      expect(readFileSync(target, "utf8")).toBe(readFileSync(join(DIR, "ai-sdk-middle.output.ts"), "utf8"));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../eslint-plugin.js";
import { TODO_MARK } from "../codemods/apply-suggestions.js";
import { assertBuilt, CLI_BIN, ROOT } from "./built.js";

/**
 * The promise, on this repository's own fixtures: after `tool-output migrate`, linting
 * them finds nothing of the four rules except the sites the summary counts as left with a TODO,
 * each marked where it is. With `--typed` the lint that checks is type-aware (it sees helpers in
 * other files); without, it is the same syntactic lint the migration ran.
 */
describe.each([
  { mode: "typed", args: ["--typed", "--project", "fixtures/tsconfig.json"] },
  { mode: "syntactic", args: [] },
])("tool-output migrate on fixtures/ ($mode)", ({ mode, args }) => {
  let dir = "";
  let summary = "";
  let code: number | null = null;

  beforeAll(() => {
    assertBuilt();
    dir = mkdtempSync(join(tmpdir(), "tool-output-migrate-fixtures-"));
    cpSync(join(ROOT, "fixtures"), join(dir, "fixtures"), { recursive: true });
    cpSync(join(ROOT, "tsconfig.base.json"), join(dir, "tsconfig.base.json"));
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "fixtures", private: true, type: "module" }));
    writeFileSync(join(dir, ".gitignore"), "node_modules\n");
    const git = (...a: string[]) => execFileSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...a], { cwd: dir, stdio: "ignore" });
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "fixtures");
    const r = spawnSync(process.execPath, [CLI_BIN, "migrate", "fixtures", ...args], { cwd: dir, encoding: "utf8" });
    summary = r.stderr;
    code = r.status;
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lints clean of the rewritten kinds except the sites the summary lists with a TODO", async () => {
    expect(code, summary).toBe(1);
    expect(summary).toMatch(/0 error\(s\)/);
    const typed = mode === "typed";
    const config: Linter.Config[] = [
      { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser, parserOptions: typed ? { projectService: true, tsconfigRootDir: join(dir, "fixtures") } : {} } },
      plugin.configs.all,
    ];
    const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: config });
    const results = await eslint.lintFiles(["fixtures/**/*.ts"]);
    const findings = results.flatMap((r) => r.messages.map((m) => ({ file: r.filePath, line: m.line, ruleId: m.ruleId, fatal: m.fatal === true })));
    expect(findings.filter((f) => f.fatal)).toEqual([]);
    const unmarked = findings.filter((f) => !(readFileSync(f.file, "utf8").split("\n")[f.line - 2] ?? "").includes(TODO_MARK));
    expect(unmarked).toEqual([]);
    // The summary's TODO column counts exactly these findings, rule by rule.
    for (const rule of ["no-positional-cut", "no-silent-skip", "require-completeness", "no-ignored-cursor"]) {
      const row = new RegExp(`^${rule}\\s+(\\d+)\\s+(\\d+)\\s+(\\d+)$`, "m").exec(summary);
      expect(row, `${rule} row in:\n${summary}`).not.toBeNull();
      const here = findings.filter((f) => f.ruleId === `tool-output/${rule}`).length;
      expect({ rule, todo: Number(row?.[2]), left: Number(row?.[3]) }).toEqual({ rule, todo: here, left: here });
    }
    expect(findings.length).toBeGreaterThan(0);
  }, 120_000);

  it("rewrote sites, and every TODO it wrote says what to do", () => {
    const rewritten = [...summary.matchAll(/^[a-z-]+\s+(\d+)\s+\d+\s+\d+$/gm)].reduce((a, m) => a + Number(m[1]), 0);
    expect(rewritten).toBeGreaterThan(20);
    const diff = execFileSync("git", ["diff"], { cwd: dir, encoding: "utf8" });
    const todos = diff.split("\n").filter((l) => l.startsWith("+") && l.includes(TODO_MARK));
    expect(todos.length).toBeGreaterThan(0);
    for (const t of todos) expect(t).toMatch(/TODO\(tool-output\): .{30,}/);
  });
});

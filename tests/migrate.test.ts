import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrate as migrateCommand } from "../cli/migrate.js";
import { assertBuilt, CLI_BIN, ROOT } from "./built.js";

const FIXTURES = join(ROOT, "codemods/__testfixtures__");
const NODE_MODULES_FILE = readFileSync(join(FIXTURES, "no-positional-cut.mcp-json-prefix.input.ts"), "utf8");

/** `tool-output migrate` through the built binary, in a throwaway git repository. */
describe("tool-output migrate (end to end)", () => {
  let dir = "";
  const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const migrate = (...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI_BIN, "migrate", ...args], { cwd: dir, encoding: "utf8" });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  };

  beforeAll(assertBuilt);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "tool-output-migrate-"));
    mkdirSync(join(dir, "src"));
    writeFileSync(join(dir, "src/build.ts"), readFileSync(join(FIXTURES, "no-positional-cut.ai-sdk-middle.input.ts"), "utf8"));
    writeFileSync(join(dir, "src/search.ts"), readFileSync(join(FIXTURES, "require-completeness.search-tools.input.ts"), "utf8"));
    writeFileSync(join(dir, "src/clean.ts"), readFileSync(join(FIXTURES, "no-positional-cut.openai-agents-clean.input.ts"), "utf8"));
    // node_modules is never read, whatever it holds.
    mkdirSync(join(dir, "src/node_modules/dep"), { recursive: true });
    writeFileSync(join(dir, "src/node_modules/dep/index.ts"), NODE_MODULES_FILE);
    writeFileSync(join(dir, ".gitignore"), "node_modules/\n");
    git("init", "-q");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", "src", ".gitignore");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "harness");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe("--verify", () => {
    // A project that type-checks: the framework packages and the cutter resolve through this
    // repository's node_modules.
    beforeEach(() => {
      symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
      writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "harness", private: true, type: "module" }));
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ extends: join(ROOT, "tsconfig.base.json"), compilerOptions: { noEmit: true, rootDir: "src" }, include: ["src"], exclude: ["src/node_modules"] }));
      writeFileSync(join(dir, ".gitignore"), "node_modules\n");
      git("add", "-A");
      git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "project");
    });

    it("writes when the migration adds no type error", () => {
      const r = migrate("src", "--verify");
      expect(r.stderr).toContain("--verify: no type error added");
      expect(r.code).toBe(1);
      expect(readFileSync(join(dir, "src/build.ts"), "utf8")).toBe(readFileSync(join(FIXTURES, "no-positional-cut.ai-sdk-middle.output.ts"), "utf8"));
    }, 120_000);

    it("refuses to write when the migration adds a type error, and names it", () => {
      const before = readFileSync(join(dir, "src/build.ts"), "utf8");
      // A re-export that does not exist: every added import of it is an error.
      const r = migrate("src", "--verify", "--cutter-import", "@acme/missing-cutter");
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/--verify: the migration adds \d+ type error\(s\); nothing was written/);
      expect(r.stderr).toMatch(/src\/build\.ts:\d+: TS2307: Cannot find module '@acme\/missing-cutter'/);
      expect(readFileSync(join(dir, "src/build.ts"), "utf8")).toBe(before);
      expect(git("status", "--porcelain")).toBe("");
    }, 120_000);
  });

  it("--dry prints a unified diff, writes nothing, and exits 1 because a TODO site remains", () => {
    const before = readFileSync(join(dir, "src/build.ts"), "utf8");
    const r = migrate("src", "--dry");
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("--- a/src/build.ts");
    expect(r.stdout).toContain("+    const lastErrors = cut(stderr, { maxRows: 40 }");
    expect(r.stdout).toContain("+  // TODO(tool-output):");
    expect(readFileSync(join(dir, "src/build.ts"), "utf8")).toBe(before);
    expect(r.stderr).toMatch(/3 file\(s\) read, 2 would change, 0 error\(s\)/);
    expect(r.stderr).toMatch(/no-positional-cut\s+2\s+0\s+0/);
    expect(r.stderr).toMatch(/require-completeness\s+1\s+1\s+1/);
  });

  it("writes the same as the fixture outputs, in a clean tree", () => {
    const r = migrate("src/**/*.ts");
    expect(r.code).toBe(1);
    expect(readFileSync(join(dir, "src/build.ts"), "utf8")).toBe(readFileSync(join(FIXTURES, "no-positional-cut.ai-sdk-middle.output.ts"), "utf8"));
    expect(readFileSync(join(dir, "src/search.ts"), "utf8")).toBe(readFileSync(join(FIXTURES, "require-completeness.search-tools.output.ts"), "utf8"));
    expect(git("status", "--porcelain").split("\n").filter(Boolean).sort()).toEqual([" M src/build.ts", " M src/search.ts"]);
    expect(readFileSync(join(dir, "src/node_modules/dep/index.ts"), "utf8")).toBe(NODE_MODULES_FILE);
  });

  it("refuses to write in a dirty tree without --force", () => {
    writeFileSync(join(dir, "src/clean.ts"), "// edited\n");
    const before = readFileSync(join(dir, "src/build.ts"), "utf8");
    const r = migrate("src");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/uncommitted changes.*--force/);
    expect(readFileSync(join(dir, "src/build.ts"), "utf8")).toBe(before);
    expect(migrate("src", "--force").code).toBe(1);
    expect(readFileSync(join(dir, "src/build.ts"), "utf8")).not.toBe(before);
  });

  it("reports a file with a syntax error and skips it, and migrates the rest", () => {
    writeFileSync(join(dir, "src/broken.ts"), "export const f = (x: string) => x.slice(0, 10;\n");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "add", "src");
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "broken");
    const r = migrate("src", "--rules", "no-positional-cut");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/error: src\/broken\.ts: line 1: .*left unchanged/);
    expect(readFileSync(join(dir, "src/broken.ts"), "utf8")).toBe("export const f = (x: string) => x.slice(0, 10;\n");
    expect(readFileSync(join(dir, "src/build.ts"), "utf8")).toBe(readFileSync(join(FIXTURES, "no-positional-cut.ai-sdk-middle.output.ts"), "utf8"));
  });

  it("skips git-ignored files and says how many", () => {
    writeFileSync(join(dir, ".gitignore"), "node_modules/\nsrc/generated/\n");
    mkdirSync(join(dir, "src/generated"));
    writeFileSync(join(dir, "src/generated/client.ts"), NODE_MODULES_FILE);
    git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qam", "ignore generated");
    const r = migrate("src", "--dry");
    expect(r.stderr).toMatch(/3 file\(s\) read, 2 would change, 0 error\(s\), 1 git-ignored file\(s\) skipped/);
    expect(r.stdout).not.toContain("generated/client.ts");
  });

  it("gives the same diff on worker threads as in one thread", () => {
    for (let i = 0; i < 6; i++) writeFileSync(join(dir, `src/copy-${i}.ts`), readFileSync(join(FIXTURES, i % 2 ? "no-positional-cut.langchain-helper.input.ts" : "no-silent-skip.jsonl-reader.input.ts"), "utf8"));
    const one = migrate("src", "--dry", "--jobs", "1");
    const three = migrate("src", "--dry", "--jobs=3");
    expect(three.code).toBe(one.code);
    expect(three.stdout).toBe(one.stdout);
    expect(three.stdout.match(/^--- a\//gm)?.length).toBe(8);
    const table = (t: string) => t.split("\n").slice(1).join("\n");
    expect(table(three.stderr)).toBe(table(one.stderr));
  });

  it("--cutter-import imports the cutter from the project's re-export", () => {
    const r = migrate("src/build.ts", "--print", "--cutter-import", "@acme/harness/cutter");
    expect(r.stdout).toContain(`import { cut } from "@acme/harness/cutter";`);
    // The file's own import of the package is left as it is; the new name comes from the re-export.
    expect(r.stdout.match(/from "tool-output-cutter"/g)?.length).toBe(1);
    expect(migrate("src", "--dry", "--cutter-import", "not a module")).toMatchObject({ code: 2 });
  });

  it("draws a progress bar on a terminal for more than a few files, and clears it; none elsewhere", async () => {
    for (let i = 0; i < 12; i++) writeFileSync(join(dir, `src/more-${i}.ts`), `export const n${i} = ${i};\n`);
    const run = async (isTTY: boolean) => {
      let stderr = "";
      const code = await migrateCommand.run(["src", "--dry", "--jobs", "1"], { stdout: () => {}, stderr: (t) => (stderr += t), isTTY, cwd: dir });
      return { code, stderr };
    };
    const tty = await run(true);
    expect(tty.stderr).toMatch(/migrating \[#+-*\] \d+\/15 files/);
    expect(tty.stderr).toContain("migrating [##############################] 15/15 files");
    expect(tty.stderr).toContain("\r\u001b[K15 file(s) read");
    const plain = await run(false);
    expect(plain.stderr).not.toContain("migrating [");
    expect(plain.code).toBe(tty.code);
  }, 60_000);

  it("rejects an unknown rule and a missing path with exit code 2", () => {
    expect(migrate("src", "--rules", "no-such-rule")).toMatchObject({ code: 2 });
    expect(migrate()).toMatchObject({ code: 2 });
  });
});

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
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

  it("rejects an unknown rule and a missing path with exit code 2", () => {
    expect(migrate("src", "--rules", "no-such-rule")).toMatchObject({ code: 2 });
    expect(migrate()).toMatchObject({ code: 2 });
  });
});

import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { assertBuilt, ROOT } from "./built.js";

const PUBLINT = join(ROOT, "node_modules/publint/src/cli.js");
const ATTW = join(ROOT, "node_modules/@arethetypeswrong/cli/dist/index.js");

interface AttwReport {
  problems: Record<string, { kind: string; resolutionKind?: string }[]>;
}

/** Problems that matter for an ESM-only package: the esm-only profile ignores CJS and node10 resolution. */
function esmProblems(stdout: string): string[] {
  const report = JSON.parse(stdout) as AttwReport;
  return Object.values(report.problems)
    .flat()
    .filter((p) => p.resolutionKind !== "node10" && p.resolutionKind !== "node16-cjs")
    .map((p) => `${p.kind} (${p.resolutionKind ?? "any"})`);
}

function packedFiles(dir: string): string[] {
  const out = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd: dir, encoding: "utf8" });
  const [pack] = JSON.parse(out) as { files: { path: string }[] }[];
  return (pack?.files ?? []).map((f) => f.path).sort();
}

beforeAll(assertBuilt);

describe("the packed plugin", () => {
  let files: string[] = [];
  beforeAll(() => {
    files = packedFiles(ROOT);
  });

  it("ships the built entry, its types, the CLI and the rule docs", () => {
    expect(files).toEqual(expect.arrayContaining(["dist/eslint-plugin.js", "dist/eslint-plugin.d.ts", "dist/cli/tool-output.js", "package.json", "README.md", "LICENSE"]));
  });

  it("ships nothing a user does not need", () => {
    const unexpected = files.filter(
      (f) =>
        !["package.json", "README.md", "LICENSE"].includes(f) &&
        !/^dist\/.+\.(js|d\.ts)$/.test(f) &&
        !/^docs\/.+\.md$/.test(f),
    );
    expect(unexpected).toEqual([]);
    expect(files.filter((f) => /^(tests|fixtures|cutter|scripts|node_modules)\//.test(f))).toEqual([]);
  });

  it("passes publint", () => {
    const r = spawnSync(process.execPath, [PUBLINT, "run", ".", "--strict"], { cwd: ROOT, encoding: "utf8" });
    expect(r.stdout + r.stderr).toContain("All good!");
    expect(r.status).toBe(0);
  });

  it("passes arethetypeswrong as an ESM-only package", () => {
    const r = spawnSync(process.execPath, [ATTW, "--pack", ".", "--profile", "esm-only", "--format", "json"], { cwd: ROOT, encoding: "utf8" });
    expect(esmProblems(r.stdout)).toEqual([]);
    expect(r.status).toBe(0);
  });
});

describe("the packed cutter", () => {
  const cutterDir = join(ROOT, "cutter");

  it("has no runtime dependencies", () => {
    const pkg = JSON.parse(readFileSync(join(cutterDir, "package.json"), "utf8")) as Record<string, unknown>;
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
    expect(pkg.optionalDependencies ?? {}).toEqual({});
  });

  it("ships only its built module, types and metadata", () => {
    const files = packedFiles(cutterDir);
    expect(files).toEqual(expect.arrayContaining(["dist/index.js", "dist/index.d.ts", "package.json"]));
    expect(files.filter((f) => !/^(dist\/.+\.(js|d\.ts)|package\.json|README\.md|LICENSE)$/.test(f))).toEqual([]);
  });

  it("passes publint and arethetypeswrong", () => {
    const lint = spawnSync(process.execPath, [PUBLINT, "run", ".", "--strict"], { cwd: cutterDir, encoding: "utf8" });
    expect(lint.stdout + lint.stderr).toContain("All good!");
    const types = spawnSync(process.execPath, [ATTW, "--pack", ".", "--profile", "esm-only", "--format", "json"], { cwd: cutterDir, encoding: "utf8" });
    expect(esmProblems(types.stdout)).toEqual([]);
    expect(types.status).toBe(0);
  });
});

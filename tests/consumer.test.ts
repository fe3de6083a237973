import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../eslint-plugin.js";
import { assertBuilt, ESLINT_BIN, ROOT } from "./built.js";

/**
 * A throwaway project that installs the plugin the way a user does (a package in node_modules,
 * here a link to this repo) and runs the real `eslint` CLI on its own `eslint.config.js`.
 * TypeScript is made unloadable in that process: the recommended config must not need it.
 */
let dir = "";

const BLOCK_TS_CJS = `
const Module = require("node:module");
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request === "typescript" || request.startsWith("typescript/")) {
    const error = new Error("typescript is blocked in this test: " + request);
    error.code = "MODULE_NOT_FOUND";
    throw error;
  }
  return resolve.call(this, request, ...rest);
};
`;
const BLOCK_TS_ESM_HOOKS = `
export async function resolve(specifier, context, next) {
  if (specifier === "typescript" || specifier.startsWith("typescript/")) {
    const error = new Error("typescript is blocked in this test: " + specifier);
    error.code = "ERR_MODULE_NOT_FOUND";
    throw error;
  }
  return next(specifier, context);
}
`;
const BLOCK_TS_ESM = `
import { register } from "node:module";
register(new URL("./block-typescript-hooks.mjs", import.meta.url));
`;

function node(args: string[], options: { blockTypescript?: boolean } = {}) {
  const env = { ...process.env, NODE_OPTIONS: "" };
  if (options.blockTypescript) {
    env.NODE_OPTIONS = `--require ${join(dir, "block-typescript.cjs")} --import ${join(dir, "block-typescript.mjs")}`;
  }
  const r = spawnSync(process.execPath, args, { cwd: dir, encoding: "utf8", env });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const eslint = (args: string[]) => node([ESLINT_BIN, ...args], { blockTypescript: true });

beforeAll(() => {
  assertBuilt();
  dir = mkdtempSync(join(tmpdir(), "tool-output-consumer-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(ROOT, join(dir, "node_modules", "eslint-plugin-tool-output"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", type: "module", private: true }));
  writeFileSync(
    join(dir, "eslint.config.js"),
    [
      'import toolOutput from "eslint-plugin-tool-output";',
      "",
      "export default [toolOutput.configs.recommended];",
      "",
    ].join("\n"),
  );
  writeFileSync(join(dir, "block-typescript.cjs"), BLOCK_TS_CJS);
  writeFileSync(join(dir, "block-typescript-hooks.mjs"), BLOCK_TS_ESM_HOOKS);
  writeFileSync(join(dir, "block-typescript.mjs"), BLOCK_TS_ESM);
  writeFileSync(
    join(dir, "tools.js"),
    [
      "export async function listFiles(fs, dir) {",
      "  const names = await fs.readdir(dir);",
      "  return { total: names.length, names };",
      "}",
      "",
    ].join("\n"),
  );
  // A lone file: the MCP SDK it imports is not installed here, and neither is typescript.
  writeFileSync(
    join(dir, "server.js"),
    [
      'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
      'const server = new McpServer({ name: "ops", version: "1.0.0" });',
      'server.registerTool("hosts", { description: "Hosts" }, async () => ({',
      '  content: [{ type: "text", text: JSON.stringify(await inventory()).slice(0, 6000) }],',
      "}));",
      "async function inventory() { return []; }",
      "",
    ].join("\n"),
  );
  writeFileSync(join(dir, "broken.js"), "export function f( {\n  return 1;\n");
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a consumer project using configs.recommended", () => {
  it("really cannot load typescript in the linting process", () => {
    const r = node(["-e", "require('typescript')"], { blockTypescript: true });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("typescript is blocked in this test");
  });

  it("loads the plugin by package name and applies the recommended config", () => {
    const r = eslint(["--print-config", "tools.js"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const config = JSON.parse(r.stdout) as { plugins: string[]; rules: Record<string, unknown> };
    expect(config.plugins).toContain(`tool-output:${plugin.meta.name}@${plugin.meta.version}`);
    const toolOutputRules = Object.keys(config.rules).filter((id) => id.startsWith("tool-output/"));
    expect(toolOutputRules.sort()).toEqual(Object.keys(plugin.configs.recommended.rules ?? {}).sort());
  });

  it("lints a file and reports what the recommended rules find", () => {
    const r = eslint(["--format", "json", "tools.js"]);
    expect(r.stderr).toBe("");
    const [result] = JSON.parse(r.stdout) as { messages: { ruleId: string | null }[] }[];
    expect(result?.messages).toEqual([]);
    expect(r.code).toBe(0);
  });

  it("finds a positional cut in a lone file, without typescript or the framework installed", () => {
    const r = eslint(["--format", "json", "server.js"]);
    expect(r.stderr).toBe("");
    const [result] = JSON.parse(r.stdout) as { messages: { ruleId: string | null; line: number; message: string }[] }[];
    expect(result?.messages.map((m) => [m.ruleId, m.line])).toEqual([["tool-output/no-positional-cut", 4]]);
    expect(result?.messages[0]?.message).toMatch(/^Prefix slice of serialized JSON/);
    expect(r.code).toBe(1);
  });

  it("gives ESLint's own parse error for a syntax error, not a crash", () => {
    const r = eslint(["--format", "json", "broken.js"]);
    expect(r.code).toBe(1);
    expect(r.stderr).not.toMatch(/Oops! Something went wrong/);
    const [result] = JSON.parse(r.stdout) as { messages: { fatal?: boolean; message: string; ruleId: null }[] }[];
    expect(result?.messages).toHaveLength(1);
    expect(result?.messages[0]).toMatchObject({ fatal: true, ruleId: null });
    expect(result?.messages[0]?.message).toMatch(/^Parsing error: /);
  });
});

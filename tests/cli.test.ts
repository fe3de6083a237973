import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "../cli/main.js";
import type { Command } from "../cli/commands.js";
import { assertBuilt, CLI_BIN } from "./built.js";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };

function run(args: string[]) {
  const r = spawnSync(process.execPath, [CLI_BIN, ...args], { encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe("the built tool-output binary", () => {
  beforeAll(assertBuilt);

  it("prints help and exits 0", () => {
    const r = run(["--help"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Usage: tool-output <command> [options]");
    expect(r.stdout).toContain("--version");
  });

  it("prints the package version", () => {
    expect(execFileSync(process.execPath, [CLI_BIN, "--version"], { encoding: "utf8" })).toBe(`${pkg.version}\n`);
    expect(run(["-v"]).stdout).toBe(`${pkg.version}\n`);
  });

  it("rejects an unknown command with a clear message and exit code 2", () => {
    const r = run(["frobnicate"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/unknown command 'frobnicate'.*tool-output --help/);
  });

  it("rejects an unknown option", () => {
    const r = run(["--frob"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown option '--frob'");
  });
});

describe("command dispatch", () => {
  const seen: string[][] = [];
  const echo: Command = {
    name: "echo",
    summary: "repeat the arguments",
    usage: "Usage: tool-output echo <words…>",
    run: (args, io) => {
      seen.push(args);
      io.stdout(args.join(" "));
      return Promise.resolve(args.length === 0 ? 1 : 0);
    },
  };
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { stdout: (t: string) => out.push(t), stderr: (t: string) => err.push(t) } };
  };

  it("runs a registered command with its arguments and returns its exit code", async () => {
    const c = capture();
    expect(await main(["echo", "a", "b"], c.io, [echo])).toBe(0);
    expect(seen.at(-1)).toEqual(["a", "b"]);
    expect(c.out.join("")).toBe("a b");
    expect(await main(["echo"], c.io, [echo])).toBe(1);
  });

  it("lists registered commands in help and shows a command's usage", async () => {
    const c = capture();
    await main(["--help"], c.io, [echo]);
    expect(c.out.join("")).toMatch(/echo\s+repeat the arguments/);
    const d = capture();
    expect(await main(["echo", "--help"], d.io, [echo])).toBe(0);
    expect(d.out.join("")).toBe("Usage: tool-output echo <words…>\n");
    const e = capture();
    expect(await main(["help", "nope"], e.io, [echo])).toBe(2);
    expect(e.err.join("")).toContain("Commands: 'echo'");
  });
});

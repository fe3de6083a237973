import { execFileSync } from "node:child_process";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { createTwoFilesPatch } from "diff";
import { glob } from "tinyglobby";
import { CodemodParseError, type Rewrite } from "../codemods/apply-suggestions.js";
import { rewrite as rewriteCursor } from "../codemods/no-ignored-cursor.js";
import { rewrite as rewriteCut } from "../codemods/no-positional-cut.js";
import { rewrite as rewriteSkip } from "../codemods/no-silent-skip.js";
import { rewrite as rewriteCompleteness } from "../codemods/require-completeness.js";
import type { CliIo, Command } from "./commands.js";

/** The transforms, in the order they run on a file: cuts first, so later rules see the cutter. */
const TRANSFORMS: readonly [string, (source: string, path: string) => Rewrite][] = [
  ["no-positional-cut", rewriteCut],
  ["no-silent-skip", rewriteSkip],
  ["require-completeness", rewriteCompleteness],
  ["no-ignored-cursor", rewriteCursor],
];

const SOURCE_GLOB = "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}";
const IGNORED = ["**/node_modules/**", "**/dist/**", "**/build/**", "**/.git/**", "**/*.d.ts"];

const USAGE = `Usage: tool-output migrate <paths|globs…> [options]

Rewrites what the rules find with their codemods: positional cuts → cut(), catch-and-skip → a
skip ledger, bounded results → total/truncated (or a TODO where only the backend knows the total),
one-page listings → exhaust().

Options:
  --dry            print a unified diff and write nothing
  --print          write the new source of each changed file to stdout, write nothing
  --rules a,b      only these rules (${TRANSFORMS.map(([r]) => r).join(", ")})
  --force          write even when the git tree has uncommitted changes

Exit codes: 0 nothing left to do, 1 sites remain (left with a TODO or not rewritable), 2 errors.`;

interface Options {
  patterns: string[];
  dry: boolean;
  print: boolean;
  force: boolean;
  rules: string[];
}

function parse(args: string[]): Options | string {
  const o: Options = { patterns: [], dry: false, print: false, force: false, rules: TRANSFORMS.map(([r]) => r) };
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? "";
    if (a === "--dry") o.dry = true;
    else if (a === "--print") o.print = true;
    else if (a === "--force") o.force = true;
    else if (a === "--rules") {
      const list = (args[++i] ?? "").split(",").filter(Boolean);
      const unknown = list.filter((r) => !TRANSFORMS.some(([name]) => name === r));
      if (list.length === 0 || unknown.length > 0) return `unknown rule(s) for --rules: ${unknown.join(", ") || "(none given)"}`;
      o.rules = list;
    } else if (a.startsWith("-")) return `unknown option '${a}'`;
    else o.patterns.push(a);
  }
  if (o.patterns.length === 0) return "no paths given";
  return o;
}

/** Uncommitted changes in the git work tree around `cwd`, or undefined outside a git repository. */
function dirtyFiles(cwd: string): string[] | undefined {
  try {
    const out = execFileSync("git", ["status", "--porcelain"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    return out.split("\n").filter(Boolean);
  } catch {
    return undefined;
  }
}

async function files(patterns: string[], cwd: string): Promise<string[]> {
  const expanded = patterns.map((p) => (/[*?{[]/.test(p) || /\.[cm]?[jt]sx?$/.test(p) ? p : `${p.replace(/\/$/, "")}/${SOURCE_GLOB}`));
  const found = await glob(expanded, { cwd, ignore: IGNORED, absolute: true, dot: false });
  return [...new Set(found)].filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.endsWith(".d.ts")).sort();
}

export const migrate: Command = {
  name: "migrate",
  summary: "rewrite what the rules find with their codemods (--dry to see the diff)",
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const options = parse(args);
    if (typeof options === "string") {
      io.stderr(`tool-output migrate: ${options}. Run 'tool-output migrate --help' for usage.\n`);
      return 2;
    }
    const cwd = process.cwd();
    const writes = !options.dry && !options.print;
    if (writes && !options.force) {
      const dirty = dirtyFiles(cwd);
      if (dirty && dirty.length > 0) {
        io.stderr(`tool-output migrate: the git tree has uncommitted changes (${dirty.length} path${dirty.length === 1 ? "" : "s"}); commit or stash them so the migration is one reviewable diff, or pass --force.\n`);
        return 2;
      }
    }
    const targets = await files(options.patterns, cwd);
    const perRule = new Map(options.rules.map((r) => [r, { rewritten: 0, todos: 0, left: 0 }]));
    let changed = 0;
    const errors: string[] = [];
    for (const file of targets) {
      const shown = relative(cwd, file) || file;
      const before = readFileSync(file, "utf8");
      let source = before;
      try {
        for (const [rule, rewrite] of TRANSFORMS) {
          if (!options.rules.includes(rule)) continue;
          const r = rewrite(source, file);
          source = r.output;
          const tally = perRule.get(rule);
          if (tally) {
            tally.rewritten += r.rewritten;
            tally.todos += r.todos;
            tally.left += r.left;
          }
        }
      } catch (error) {
        // Reported and skipped whole: a file is never half-written.
        errors.push(error instanceof CodemodParseError ? `${shown}: line ${error.line}: ${error.reason}; left unchanged` : `${shown}: ${String(error)}`);
        continue;
      }
      if (source === before) continue;
      changed++;
      if (options.dry) io.stdout(createTwoFilesPatch(`a/${shown}`, `b/${shown}`, before, source, undefined, undefined, { context: 3 }));
      else if (options.print) io.stdout(source);
      else {
        // Written beside and renamed, so a crash mid-write never leaves a torn file.
        const temp = `${file}.tool-output-migrate`;
        writeFileSync(temp, source);
        renameSync(temp, resolve(file));
      }
    }
    const lines = [`${targets.length} file(s) read, ${changed} ${options.dry || options.print ? "would change" : "changed"}, ${errors.length} error(s)`, "rule                   rewritten  todo  left"];
    let remaining = 0;
    for (const [rule, t] of perRule) {
      lines.push(`${rule.padEnd(22)} ${String(t.rewritten).padStart(9)} ${String(t.todos).padStart(5)} ${String(t.left).padStart(5)}`);
      remaining += t.left;
    }
    for (const e of errors) lines.push(`error: ${e}`);
    io.stderr(`${lines.join("\n")}\n`);
    if (errors.length > 0) return 2;
    return remaining > 0 ? 1 : 0;
  },
};

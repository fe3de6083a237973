import { execFileSync, spawnSync } from "node:child_process";
import { renameSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { createTwoFilesPatch } from "diff";
import { glob } from "tinyglobby";
import type { Tally } from "../codemods/migrate-source.js";
import { RULE_NAMES } from "../codemods/rule-names.js";
import type { CliIo, Command } from "./commands.js";
import type { FileResult } from "./migrate-files.js";
import { addedDiagnostics, nearestTsconfig, VerifySetupError } from "./verify.js";

const SOURCE_GLOB = "**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}";
const IGNORED = ["**/node_modules/**", "**/dist/**", "**/build/**", "**/.git/**", "**/*.d.ts"];

const USAGE = `Usage: tool-output migrate <paths|globs…> [options]

Rewrites what the rules find with their codemods: positional cuts → cut(), catch-and-skip → a
skip ledger, bounded results → total/truncated (or a TODO where only the backend knows the total),
one-page listings → exhaust(). node_modules, dist, build and git-ignored files are skipped.

Options:
  --dry                  print a unified diff and write nothing
  --print                write the new source of each changed file to stdout, write nothing
  --rules a,b            only these rules (${RULE_NAMES.join(", ")})
  --verify               type-check the project before and after (ts-morph) and write nothing
                         when the migration adds a diagnostic
  --typed                lint with type information (typescript-eslint's project service), so that
                         helpers and paged APIs declared in other files are seen; slower
  --project <tsconfig>   the tsconfig for --verify and --typed (default: the nearest tsconfig.json)
  --cutter-import <mod>  import cut/exhaust from this module (a re-export) instead of tool-output-cutter
  --jobs <n>             worker threads (default: one per core when there are enough files)
  --force                write even when the git tree has uncommitted changes

Exit codes: 0 nothing left to do, 1 sites remain (left with a TODO or not rewritable), 2 errors.`;

interface Options {
  patterns: string[];
  dry: boolean;
  print: boolean;
  force: boolean;
  verify: boolean;
  typed: boolean;
  project: string | undefined;
  cutterImport: string | undefined;
  jobs: number | undefined;
  rules: string[];
}

function parse(args: string[]): Options | string {
  const o: Options = { patterns: [], dry: false, print: false, force: false, verify: false, typed: false, project: undefined, cutterImport: undefined, jobs: undefined, rules: [...RULE_NAMES] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    // `--opt=value` and `--opt value` alike.
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const a = eq > 0 ? arg.slice(0, eq) : arg;
    const value = () => (eq > 0 ? arg.slice(eq + 1) : args[++i]);
    if (a === "--dry") o.dry = true;
    else if (a === "--print") o.print = true;
    else if (a === "--force") o.force = true;
    else if (a === "--verify") o.verify = true;
    else if (a === "--typed") o.typed = true;
    else if (a === "--rules") {
      const list = (value() ?? "").split(",").filter(Boolean);
      const unknown = list.filter((r) => !RULE_NAMES.includes(r));
      if (list.length === 0 || unknown.length > 0) return `unknown rule(s) for --rules: ${unknown.join(", ") || "(none given)"}`;
      o.rules = list;
    } else if (a === "--project") {
      const v = value();
      if (v === undefined || v === "") return "--project needs a path to a tsconfig.json";
      o.project = v;
    } else if (a === "--cutter-import") {
      const v = value();
      if (v === undefined || !/^[@\w./-][\w@./-]*$/.test(v)) return "--cutter-import needs a module specifier, such as @acme/harness/cutter";
      o.cutterImport = v;
    } else if (a === "--jobs") {
      const v = Number(value());
      if (!Number.isInteger(v) || v < 1) return "--jobs needs a whole number of at least 1";
      o.jobs = v;
    } else if (a.startsWith("-")) return `unknown option '${a}'`;
    else o.patterns.push(a);
  }
  if (o.patterns.length === 0) return "no paths given";
  return o;
}

function git(args: string[], cwd: string, input?: string): string | undefined {
  const r = spawnSync("git", args, { cwd, encoding: "utf8", input, stdio: ["pipe", "pipe", "ignore"] });
  return r.error || (r.status !== 0 && r.status !== 1) ? undefined : r.stdout;
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

async function files(patterns: string[], cwd: string): Promise<{ targets: string[]; ignored: number }> {
  const expanded = patterns.map((p) => (/[*?{[]/.test(p) || /\.[cm]?[jt]sx?$/.test(p) ? p : `${p.replace(/\/$/, "")}/${SOURCE_GLOB}`));
  const found = await glob(expanded, { cwd, ignore: IGNORED, absolute: true, dot: false });
  const sources = [...new Set(found)].filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !f.endsWith(".d.ts")).sort();
  // What git ignores (generated code, vendored copies) is not the team's to migrate.
  const ignoredOut = sources.length === 0 ? undefined : git(["check-ignore", "--stdin", "-z"], cwd, sources.join("\0"));
  const ignored = new Set((ignoredOut ?? "").split("\0").filter(Boolean).map((f) => resolve(cwd, f)));
  return { targets: sources.filter((f) => !ignored.has(f)), ignored: ignored.size };
}

/** A one-line progress bar on a terminal, redrawn in place; cleared before anything else is printed. */
function progress(io: CliIo, total: number) {
  const shown = io.isTTY === true && total > 10;
  let drawn = false;
  let last = 0;
  return {
    update(done: number) {
      if (!shown) return;
      const now = Date.now();
      if (done < total && now - last < 80) return;
      last = now;
      const width = 30;
      const filled = Math.round((done / total) * width);
      io.stderr(`\r\u001b[Kmigrating [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${done}/${total} files`);
      drawn = true;
    },
    clear() {
      if (drawn) io.stderr("\r\u001b[K");
      drawn = false;
    },
  };
}

/** The text of each top-level-looking function definition, from its name to the next definition. */
function definitions(source: string): Map<string, string> {
  const starts = [...source.matchAll(/(?:function\s+([\w$]+)\s*[(<]|(?:const|let)\s+([\w$]+)\s*=\s*(?:async\s*)?(?:\(|function))/g)];
  return new Map(starts.map((m, i) => [m[1] ?? m[2] ?? "", source.slice(m.index, starts[i + 1]?.index ?? source.length)]));
}

/**
 * A call of a helper from another file is judged by the helper's body on disk (through the checker,
 * or read from a relative import without it), which this run may have just rewritten in its own
 * file; the TODO put at such a call is then already done and is taken out. A helper counts as rewritten when its definition in a file this run
 * changed is different now and calls the cutter.
 */
/** Line and block comments removed (strings are left as they are: good enough to find a call). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

function dropResolvedHelperTodos(changes: Map<string, string>, befores: ReadonlyMap<string, string>): number {
  const rewritten = new Set<string>();
  for (const [file, output] of changes) {
    const before = definitions(befores.get(file) ?? "");
    // A call of the cutter in the code, not in a comment: the TODO this run writes above a helper's cut names `cut()` too.
    for (const [name, text] of definitions(output)) if (text !== before.get(name) && /\bcut\w*\(/.test(withoutComments(text))) rewritten.add(name);
  }
  let dropped = 0;
  for (const [file, output] of changes) {
    const lines = output.split("\n");
    const kept = lines.filter((line) => {
      const helper = /\/\/ TODO\(tool-output\): `([\w$.]+)\(\)` cuts its argument by position/.exec(line)?.[1];
      const resolved = helper !== undefined && rewritten.has(helper.split(".").pop() ?? helper);
      if (resolved) dropped++;
      return !resolved;
    });
    if (kept.length !== lines.length) changes.set(file, kept.join("\n"));
  }
  return dropped;
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
    const cwd = io.cwd ?? process.cwd();
    const writes = !options.dry && !options.print;
    if (writes && !options.force) {
      const dirty = dirtyFiles(cwd);
      if (dirty && dirty.length > 0) {
        io.stderr(`tool-output migrate: the git tree has uncommitted changes (${dirty.length} path${dirty.length === 1 ? "" : "s"}); commit or stash them so the migration is one reviewable diff, or pass --force.\n`);
        return 2;
      }
    }
    const tsconfig = options.project === undefined ? nearestTsconfig(cwd) : resolve(cwd, options.project);
    const { targets, ignored } = await files(options.patterns, cwd);
    const perRule = new Map<string, Tally>(options.rules.map((r) => [r, { rewritten: 0, todos: 0, left: 0 }]));
    const changes = new Map<string, string>();
    const befores = new Map<string, string>();
    const errors: string[] = [];
    const bar = progress(io, targets.length);
    const started = performance.now();
    const shown = (file: string) => relative(cwd, file) || file;
    const handle = (r: FileResult, done: number) => {
      if ("error" in r) {
        // Reported and skipped whole: a file is never half-written.
        errors.push(`${shown(r.file)}: ${r.error.line === undefined ? "" : `line ${r.error.line}: `}${r.error.reason}; left unchanged`);
      } else {
        for (const [rule, t] of Object.entries(r.perRule)) {
          const tally = perRule.get(rule);
          if (!tally) continue;
          tally.rewritten += t.rewritten;
          tally.todos += t.todos;
          tally.left += t.left;
        }
        if (r.output !== r.before) {
          changes.set(r.file, r.output);
          befores.set(r.file, r.before);
        }
      }
      bar.update(done);
    };
    if (options.typed && tsconfig === undefined) {
      io.stderr("tool-output migrate: --typed needs a tsconfig.json (none found from here up; pass --project).\n");
      return 2;
    }
    const typed = options.typed && tsconfig !== undefined ? dirname(tsconfig) : undefined;
    // ESLint and the transforms load only when a migration runs, not for `tool-output audit`.
    const { defaultJobs, migrateFiles } = await import("./migrate-files.js");
    await migrateFiles(targets, { rules: options.rules, cutterImport: options.cutterImport, typed }, options.jobs ?? defaultJobs(targets.length, typed !== undefined), handle);
    bar.clear();
    // Helpers are read across files in both modes (through the checker, or from relative imports).
    {
      const tally = perRule.get("no-positional-cut");
      const resolved = dropResolvedHelperTodos(changes, befores);
      if (tally) {
        tally.todos -= resolved;
        tally.left -= resolved;
      }
      for (const [file, output] of changes) if (output === befores.get(file)) changes.delete(file);
    }
    const elapsed = performance.now() - started;
    if (options.dry || options.print) {
      for (const [file, output] of changes) {
        const before = befores.get(file) ?? "";
        io.stdout(options.dry ? createTwoFilesPatch(`a/${shown(file)}`, `b/${shown(file)}`, before, output, undefined, undefined, { context: 3 }) : output);
      }
    }

    let refused = false;
    if (options.verify && changes.size > 0) {
      try {
        const added = await addedDiagnostics(tsconfig, changes, cwd);
        if (added.length > 0) {
          refused = true;
          errors.push(`--verify: the migration adds ${added.length} type error(s)${writes ? "; nothing was written" : ""}:\n${added.map((d) => `  ${d.file}:${d.line}: TS${d.code}: ${d.message.split("\n")[0] ?? ""}`).join("\n")}`);
        }
      } catch (error) {
        refused = true;
        errors.push(error instanceof VerifySetupError ? error.message : `--verify failed: ${String(error)}`);
      }
    }
    if (writes && !refused) {
      for (const [file, source] of changes) {
        // Written beside and renamed, so a crash mid-write never leaves a torn file.
        const temp = `${file}.tool-output-migrate`;
        writeFileSync(temp, source);
        renameSync(temp, resolve(file));
      }
    }
    const verb = options.dry || options.print || refused ? "would change" : "changed";
    const perFile = targets.length === 0 ? 0 : elapsed / targets.length;
    const lines = [
      `${targets.length} file(s) read, ${changes.size} ${verb}, ${errors.length} error(s)${ignored > 0 ? `, ${ignored} git-ignored file(s) skipped` : ""} (${(elapsed / 1000).toFixed(1)} s, ${perFile.toFixed(1)} ms per file)`,
      ...(options.verify && !refused && changes.size > 0 ? ["--verify: no type error added"] : []),
      "rule                   rewritten  todo  left",
    ];
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

// Dogfood the plugin on a tree of TypeScript sources (a checked-out harness, say):
//
//   npm run build && node scripts/dogfood.js <dir> [--json]
//
// Lints every .ts/.tsx/.mts/.cts file under <dir> (no node_modules, dist, build, .git, test/,
// tests/ or __tests__ folders, no *.d.ts, *.test.* or *.spec.*) with the built plugin's
// `configs.recommended` and typescript-eslint's parser without type information. Files are linted
// one at a time so that one crash does not hide the rest. A crash is a thrown error or a fatal
// message that is not a parsing error; parse errors (syntax this parser does not take) are counted
// apart. Prints `path:line:col message` per finding and a summary; with --json, a JSON array of
// every finding, crash and parse error on stdout and the summary on stderr.
import { readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";

const RULE_PREFIX = "tool-output/";
const EXTENSIONS = /\.(ts|tsx|mts|cts)$/;
const SKIP_DIRS = new Set(["node_modules", "dist", "build", ".git", "test", "tests", "__tests__"]);
const SKIP_FILES = [/\.d\.(ts|mts|cts)$/, /\.(test|spec)\.[^.]+$/];

function usage(message) {
  if (message) process.stderr.write(`${message}\n`);
  process.stderr.write("usage: node scripts/dogfood.js <dir> [--json]\n");
  process.exit(2);
}

const args = process.argv.slice(2);
const json = args.includes("--json");
const positional = args.filter((a) => !a.startsWith("--"));
const unknown = args.filter((a) => a.startsWith("--") && a !== "--json");
if (unknown.length > 0) usage(`unknown option: ${unknown.join(", ")}`);
if (positional.length !== 1) usage();
const root = resolve(positional[0]);

function sourceFiles(dir) {
  const out = [];
  const visit = (d) => {
    let entries;
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) visit(p);
      } else if (e.isFile() && EXTENSIONS.test(e.name) && !SKIP_FILES.some((re) => re.test(e.name))) {
        out.push(p);
      }
    }
  };
  visit(dir);
  return out;
}

const { default: plugin } = await import(new URL("../dist/eslint-plugin.js", import.meta.url).href);
if (!plugin?.configs?.recommended) {
  process.stderr.write("dist/eslint-plugin.js has no configs.recommended: run `npm run build` first\n");
  process.exit(2);
}

const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  ignore: false,
  cache: false,
  // The repo's own disable comments must not hide findings, nor its config comments error.
  allowInlineConfig: false,
  overrideConfig: [
    {
      files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"],
      languageOptions: { parser: tseslint.parser, parserOptions: { sourceType: "module" } },
      linterOptions: { reportUnusedDisableDirectives: "off" },
    },
    plugin.configs.recommended,
  ],
});

const isParseError = (m) => typeof m.message === "string" && /^Parsing error\b/.test(m.message);
const firstLines = (s, n) => String(s ?? "").split("\n").slice(0, n).join("\n");

const files = sourceFiles(root);
const records = [];
const counts = { files: 0, findings: 0, crashes: 0, parseErrors: 0, other: 0 };
const started = performance.now();
const slow = [];

for (const file of files) {
  const rel = relative(root, file) || file;
  const t0 = performance.now();
  try {
    const [result] = await eslint.lintFiles([file]);
    counts.files++;
    for (const m of result?.messages ?? []) {
      const at = { path: rel, line: m.line ?? 0, column: m.column ?? 0 };
      if (m.ruleId && m.ruleId.startsWith(RULE_PREFIX)) {
        counts.findings++;
        records.push({ type: "finding", ...at, endLine: m.endLine, endColumn: m.endColumn, ruleId: m.ruleId, messageId: m.messageId, message: m.message, suggestions: (m.suggestions ?? []).length });
      } else if (m.fatal && isParseError(m)) {
        counts.parseErrors++;
        records.push({ type: "parse-error", ...at, message: m.message });
      } else if (m.fatal) {
        counts.crashes++;
        records.push({ type: "crash", ...at, message: m.message });
      } else {
        counts.other++;
        records.push({ type: "other", ...at, ruleId: m.ruleId ?? null, message: m.message });
      }
    }
  } catch (error) {
    counts.crashes++;
    const message = error instanceof Error ? error.message : String(error);
    records.push({ type: "crash", path: rel, line: 0, column: 0, message: firstLines(message, 3), stack: firstLines(error?.stack, 12) });
  }
  slow.push([performance.now() - t0, rel]);
}

const elapsed = performance.now() - started;
const summary = `${counts.files} files linted (${files.length} found), ${counts.findings} findings, ${counts.crashes} crashes, ${counts.parseErrors} parse errors${counts.other ? `, ${counts.other} other messages` : ""}, ${(elapsed / 1000).toFixed(1)} s`;
const slowest = slow.sort((a, b) => b[0] - a[0]).slice(0, 3).map(([ms, p]) => `${p} (${Math.round(ms)} ms)`).join(", ");

if (json) {
  process.stdout.write(`${JSON.stringify(records, null, 2)}\n`);
  process.stderr.write(`${summary}\n`);
} else {
  for (const r of records) {
    const tag = r.type === "finding" ? "" : `[${r.type}] `;
    process.stdout.write(`${r.path}:${r.line}:${r.column} ${tag}${r.message}\n`);
    if (r.stack) process.stdout.write(`${r.stack.replace(/^/gm, "    ")}\n`);
  }
  process.stdout.write(`\n${summary}\n`);
  if (slowest) process.stdout.write(`slowest: ${slowest}\n`);
}
process.exitCode = counts.crashes > 0 ? 1 : 0;

// Measures a rule on a held-out set (scripts/heldout/*.json, `rule` names which; sites.json, the
// default, is no-positional-cut's): real harness sites, labelled by hand without looking at the rule.
// Each labelled file is linted without type information (configs.recommended), as a file in an
// editor would be: where it lives in the repository's tree (written out under the temp folder), so
// the helpers it imports by relative path can be read.
//
//   npm run build && node scripts/heldout.js [--list] [--set sites-2.json] [--only owner/name,…] [--also rule,…]
//
// Which sets may be listed is said at the top of each set's README: a set whose status is "unseen"
// is measured in aggregate only, never with --list (one per rule: the newest).
//
// Needs the repositories' snapshots under ../.mirror/<owner>+<name>/repo (the `fetch` tool of this
// workplace); a repository that is not there is skipped and said so.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import plugin from "../dist/eslint-plugin.js";

const here = fileURLToPath(new URL(".", import.meta.url));
const MIRROR = join(here, "..", "..", ".mirror");
const setArg = process.argv.indexOf("--set");
const set = JSON.parse(readFileSync(join(here, "heldout", setArg > 0 ? process.argv[setArg + 1] : "sites.json"), "utf8"));
const list = process.argv.includes("--list");
// `--only owner/a,owner/b`: measure (and list) those repositories alone, so that part of a set can
// serve as a development set while the rest stays unseen.
const onlyArg = process.argv.indexOf("--only");
const only = onlyArg > 0 ? new Set(process.argv[onlyArg + 1].split(",")) : undefined;
if (only) set.files = set.files.filter((f) => only.has(f.repo));
const RULE = set.rule ?? "tool-output/no-positional-cut";
// `--also tool-output/require-completeness`: count that rule's reports as the set's rule's too, to
// see what two rules find together (the record caps sites.json labels sit on that border).
const alsoArg = process.argv.indexOf("--also");
const RULES = new Set([RULE, ...(alsoArg > 0 ? process.argv[alsoArg + 1].split(",") : [])]);

const config = [
  { files: ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
  plugin.configs.recommended,
];

const linters = new Map();
/** A linter whose cwd is the tree's root: flat config matches files relative to it. */
const linterFor = (cwd) => linters.get(cwd) ?? linters.set(cwd, new Linter({ configType: "flat", cwd })).get(cwd);
const commits = new Map(set.repos.map((r) => [r.repo, r.commit]));

/**
 * The repository's TypeScript files at the commit, written out once under the temp folder: a file
 * is linted where it lives, so the rule can read the helpers it imports by relative path, as it
 * would in the project.
 */
function treeOf(repo, gitDir) {
  const root = join(tmpdir(), "tool-output-heldout", `${repo.replace("/", "+")}@${commits.get(repo)}`);
  // `.complete-4`: trees written before package.json, tsconfig and pnpm-workspace files were written out are written again.
  if (existsSync(join(root, ".complete-4"))) return root;
  const names = execFileSync("git", ["--git-dir", gitDir, "ls-tree", "-r", "--name-only", commits.get(repo)], { encoding: "utf8", maxBuffer: 256 << 20 })
    .split("\n")
    .filter((n) => (/\.[mc]?[jt]sx?$/.test(n) || /(^|\/)(package|[tj]sconfig[\w.-]*)\.json$/.test(n) || n === "pnpm-workspace.yaml") && !n.includes("node_modules/"));
  const batch = spawnSync("git", ["--git-dir", gitDir, "cat-file", "--batch"], { input: names.map((n) => `${commits.get(repo)}:${n}`).join("\n") + "\n", maxBuffer: 2 ** 31 });
  const out = batch.stdout;
  let at = 0;
  for (const name of names) {
    const eol = out.indexOf(10, at);
    const header = out.subarray(at, eol).toString();
    at = eol + 1;
    if (header.endsWith("missing")) continue;
    const size = Number(header.split(" ")[2]);
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), out.subarray(at, at + size));
    at += size + 1;
  }
  writeFileSync(join(root, ".complete-4"), "");
  return root;
}
const reports = new Map(); // "repo:path" → Set of reported lines
let crashes = 0;
let unparsed = 0;
let notScript = 0;
const skipped = new Set();
for (const { repo, path } of set.files) {
  const gitDir = join(MIRROR, repo.replace("/", "+"), "repo");
  if (!existsSync(gitDir)) {
    skipped.add(repo);
    continue;
  }
  // `.svelte`, `.vue`: the rules run on JavaScript and TypeScript only (an editor's ESLint sees these
  // files only through a parser of their own); their sites count, and as missed.
  if (!/\.[mc]?[jt]sx?$/.test(path)) {
    notScript++;
    reports.set(`${repo}:${path}`, new Set());
    continue;
  }
  const file = join(treeOf(repo, gitDir), path);
  const text = readFileSync(file, "utf8");
  const messages = linterFor(treeOf(repo, gitDir)).verify(text, config, file);
  for (const m of messages) if (m.fatal && !/^Parsing error/.test(m.message)) crashes++;
  // A file the parser refuses hides every site in it: counted, so a low recall can be told apart from it.
  if (messages.some((m) => m.fatal && /^Parsing error/.test(m.message))) unparsed++;
  reports.set(`${repo}:${path}`, new Set(messages.filter((m) => RULES.has(m.ruleId)).map((m) => m.line)));
}

let tp = 0, fn = 0, fp = 0, tn = 0;
const labelled = new Map(); // "repo:path" → Set of labelled lines
const misses = [], falseAlarms = [];
for (const site of set.sites) {
  const key = `${site.repo}:${site.path}`;
  const got = reports.get(key);
  if (!got) continue;
  const lines = [site.line, ...(site.alsoLines ?? [])];
  if (!labelled.has(key)) labelled.set(key, new Set());
  for (const l of lines) labelled.get(key).add(l);
  const hit = lines.some((l) => got.has(l));
  if (site.label === "positive") {
    if (hit) tp++;
    else {
      fn++;
      misses.push(site);
    }
  } else if (hit) {
    fp++;
    falseAlarms.push(site);
  } else tn++;
}
const unlabelled = [];
for (const [key, got] of reports) for (const l of got) if (!labelled.get(key)?.has(l)) unlabelled.push(`${key}:${l}`);

const precision = tp / Math.max(1, tp + fp);
const recall = tp / Math.max(1, tp + fn);
console.log(`files ${reports.size}, sites ${tp + fn + fp + tn} (${tp + fn} positive, ${fp + tn} negative), crashes ${crashes}, unparsed files ${unparsed}${notScript ? `, not JavaScript or TypeScript (not linted) ${notScript}` : ""}${skipped.size ? `, skipped (no snapshot): ${[...skipped].join(", ")}` : ""}`);
console.log(`recall ${recall.toFixed(3)} (${tp}/${tp + fn}), precision ${precision.toFixed(3)} (${tp}/${tp + fp}), reports on unlabelled lines ${unlabelled.length}`);
console.log(`precision counting unlabelled reports as false: ${(tp / Math.max(1, tp + fp + unlabelled.length)).toFixed(3)}`);
if (list) {
  for (const s of misses) console.log(`missed   ${s.repo}:${s.path}:${s.line} [${s.kind}] ${s.why}`);
  for (const s of falseAlarms) console.log(`reported ${s.repo}:${s.path}:${s.line} [${s.kind}] ${s.why}`);
  for (const u of unlabelled) console.log(`unlabelled ${u}`);
}

// `npm run demo`: build the plugin, lint the bundled example harness (fixtures/example-harness)
// through the real ESLint CLI with the built plugin, as a user's project would, show the diff the
// codemods would write (`tool-output migrate --dry`), and the cutter's before/after.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const step = (title) => process.stdout.write(`\n\x1b[1m== ${title}\x1b[0m\n`);

step("build");
const build = spawnSync(process.execPath, ["scripts/build.js"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const { default: plugin } = await import("../dist/eslint-plugin.js");
const active = Object.keys(plugin.configs["recommended-type-checked"].rules);

step("lint fixtures/example-harness with configs['recommended-type-checked']");
process.stdout.write(
  active.length > 0
    ? `rules: ${active.join(", ")}\n`
    : "rules: none registered yet (each rule lands with its issue); ESLint still loads the plugin and lints the harness.\n",
);
process.stdout.write("$ eslint --config fixtures/example-harness/eslint.config.js fixtures/example-harness\n");
const lint = spawnSync(
  process.execPath,
  ["node_modules/eslint/bin/eslint.js", "--config", "fixtures/example-harness/eslint.config.js", "fixtures/example-harness"],
  { stdio: "inherit" },
);
// ESLint exits 1 when it reports findings, which is what the demo is for; 2 means it failed.
if (lint.status === 2 || lint.status === null) process.exit(2);
if (lint.status === 0) process.stdout.write("(no findings)\n");

// The harness marks each place a rule must report (`// expect: <rule-id>`, the same markers that
// tests/fixtures.test.ts checks); list the ones whose rule has not landed yet.
const dir = "fixtures/example-harness";
const pending = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .flatMap((f) =>
    readFileSync(`${dir}/${f}`, "utf8")
      .split("\n")
      .flatMap((line, i) => {
        const ids = /\/\/\s*expect(?:\[typed\])?:\s*(.+?)\s*$/.exec(line)?.[1]?.split(",") ?? [];
        return ids.map((id) => id.trim()).filter((id) => !active.includes(id)).map((id) => `  ${dir}/${f}:${i + 1}  ${id}`);
      }),
  );
if (pending.length > 0) {
  process.stdout.write(`\nMarked in the harness, to be reported once their rules land (${pending.length}):\n${pending.join("\n")}\n`);
}

// The codemods on the same harness, as a dry run: the diff a migration would write, nothing written.
step("tool-output migrate fixtures/example-harness --dry");
process.stdout.write("$ tool-output migrate fixtures/example-harness --dry\n");
const migrate = spawnSync(process.execPath, ["dist/cli/tool-output.js", "migrate", "fixtures/example-harness", "--dry"], { stdio: "inherit" });
// 1: sites remain (a TODO, or a finding no transform rewrites), which the summary lists; 2: failed.
if (migrate.status === 2 || migrate.status === null) process.exit(2);

// The cutter the rewritten code calls, on a host listing like the harness's host_snapshot tool.
step("tool-output-cutter: a 600-char budget, before and after");
const { cut } = await import("../cutter/dist/index.js");
const snapshot = {
  host: "node-7",
  processes: Array.from({ length: 40 }, (_, i) => ({ pid: 4000 + i, command: `/opt/app/bin/worker --shard=${i}` })),
  containers: Array.from({ length: 12 }, (_, i) => ({ id: `c0ffee${String(i).padStart(6, "0")}`, status: i === 11 ? "crashloop" : "running" })),
  alerts: ["disk 91% on /var"],
};
const sliced = JSON.stringify(snapshot).slice(0, 600);
let parses = true;
try {
  JSON.parse(sliced);
} catch {
  parses = false;
}
const reached = ["host", "processes", "containers", "alerts"].filter((k) => sliced.includes(`"${k}"`));
process.stdout.write(`before: JSON.stringify(snapshot).slice(0, 600)\n  parses: ${parses}; keys that reach the model: ${reached.join(", ")}\n`);
const { text, envelope } = cut(snapshot, { maxChars: 600 });
const kept = JSON.parse(text);
process.stdout.write(
  `after:  cut(snapshot, { maxChars: 600 })\n  parses: true; ${text.length} chars; keys: ${Object.keys(kept).join(", ")}\n` +
    `  rows kept: processes ${kept.processes.length}/40, containers ${kept.containers.length}/12\n` +
    `  envelope: ${JSON.stringify(envelope)}\n`,
);

// What reached the model, from a recorded call log: a sample log of a harness whose host listing is
// cut at 6,000 characters, audited as recorded and replayed through a prefix cut and the cutter.
step("tool-output audit: a recorded call log, and a replay through the cutter");
const { mkdtempSync } = await import("node:fs");
const { tmpdir } = await import("node:os");
const { join } = await import("node:path");
const { writeSampleLog } = await import("../dist/cli/audit-sample.js");
const logDir = mkdtempSync(join(tmpdir(), "tool-output-demo-"));
const logFile = join(logDir, "calls.jsonl");
await writeSampleLog(logFile, { calls: 2000, malformedEvery: 700 });
process.stdout.write("$ tool-output audit calls.jsonl --replay prefix:6000 --replay cutter:6000 --html report.html\n");
const cli = join(process.cwd(), "dist/cli/tool-output.js");
const audited = spawnSync(process.execPath, [cli, "audit", "calls.jsonl", "--replay", "prefix:6000", "--replay", "cutter:6000", "--html", "report.html"], { cwd: logDir, stdio: "inherit" });
// 1: some calls lost output silently, which is what the sample log shows; 2: the audit failed.
if (audited.status === 2 || audited.status === null) process.exit(2);
process.stdout.write(`(the log and the HTML report are in ${logDir}; open report.html in a browser)\n`);

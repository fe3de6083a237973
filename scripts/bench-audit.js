// `tool-output audit` over a generated log of 100,000 calls (the sample generator's default mix:
// host listings that cross the 6,000-character cut, summaries, a cutter-migrated search, head-tail
// file reads, a backend capped at 50), through the CLI's own entry in a child process. Reports the
// child's peak resident memory against the 200 MB, and its time as a ratio against the
// floor any audit pays on the same log: reading it and JSON-parsing every line, in a child too.
//
// Standalone: `npm run build && node scripts/bench-audit.js`. From scripts/bench.js: `benchAudit()`.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const MAIN = pathToFileURL(join(ROOT, "dist/cli/main.js")).href;
const SAMPLE = pathToFileURL(join(ROOT, "dist/cli/audit-sample.js")).href;
// BENCH_AUDIT_CALLS=250000 makes a log of about 1 GB: memory must not grow with it.
const CALLS = Number(process.env.BENCH_AUDIT_CALLS ?? 100_000);
const PEAK_MB = 200;

const log = (line) => process.stderr.write(`bench-audit: ${line}\n`);

/** Runs `code` (an ES module body) in a child; it prints `{"ms": …, "maxRssKb": …}` as its last line. */
function child(code) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", code], { maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      const last = stdout.trim().split("\n").pop() ?? "";
      try {
        resolve(JSON.parse(last));
      } catch {
        reject(new Error(`child failed (${error?.code}): ${stderr.slice(0, 800)}`));
      }
    });
  });
}

const measured = (body) => `
const t0 = performance.now();
${body}
console.log(JSON.stringify({ ms: performance.now() - t0, maxRssKb: process.resourceUsage().maxRSS }));`;

export async function benchAudit() {
  const dir = mkdtempSync(join(tmpdir(), "tool-output-bench-audit-"));
  const file = join(dir, "calls.jsonl");
  try {
    const { writeSampleLog } = await import(SAMPLE);
    await writeSampleLog(file, { calls: CALLS, seed: 1, malformedEvery: 10_007 });
    const mb = statSync(file).size / 1e6;
    log(`${CALLS.toLocaleString("en-US")} calls, ${mb.toFixed(0)} MB in ${file}`);
    // The floor: stream the file and parse each line, nothing else.
    const floor = await child(
      measured(`
import { createReadStream } from "node:fs";
let rest = "", n = 0;
for await (const chunk of createReadStream(${JSON.stringify(file)}, { encoding: "utf8", highWaterMark: 1 << 20 })) {
  const parts = (rest + chunk).split("\\n");
  rest = parts.pop();
  for (const p of parts) { try { JSON.parse(p); n++; } catch {} }
}`),
    );
    const run = (args) => child(measured(`const { main } = await import(${JSON.stringify(MAIN)});\nawait main(${JSON.stringify(["audit", file, "--json", ...args])}, { stdout() {}, stderr(t) { process.stderr.write(t); } });`));
    const plain = await run([]);
    const replayed = await run(["--replay", "prefix:6000", "--replay", "head-tail:6000", "--replay", "cutter:6000"]);
    const peak = Math.max(plain.maxRssKb, replayed.maxRssKb) / 1024;
    log(`floor (read + JSON.parse every line): ${(floor.ms / 1000).toFixed(1)} s, ${(floor.maxRssKb / 1024).toFixed(0)} MB peak`);
    log(`audit: ${(plain.ms / 1000).toFixed(1)} s, ${(plain.maxRssKb / 1024).toFixed(0)} MB peak; with three replays: ${(replayed.ms / 1000).toFixed(1)} s, ${(replayed.maxRssKb / 1024).toFixed(0)} MB peak`);
    return [
      {
        name: `audit of ${CALLS.toLocaleString("en-US")} calls (${mb.toFixed(0)} MB log): peak memory over ${PEAK_MB} MB`,
        ratio: peak / PEAK_MB,
        target: 1,
        ok: peak <= PEAK_MB,
        detail: `${(plain.maxRssKb / 1024).toFixed(0)} MB peak RSS, ${(replayed.maxRssKb / 1024).toFixed(0)} MB with --replay prefix, head-tail and cutter`,
      },
      {
        name: `audit of ${CALLS.toLocaleString("en-US")} calls: time`,
        ratio: plain.ms / floor.ms,
        target: 3,
        ok: plain.ms / floor.ms <= 3,
        detail: `vs streaming the log and JSON.parse of every line (${(floor.ms / 1000).toFixed(1)} s); ${((mb / plain.ms) * 1000).toFixed(0)} MB/s`,
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const isMain = process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain) {
  const rows = await benchAudit();
  for (const r of rows) console.log(`| ${r.name} | ${r.ratio.toFixed(3)} | ≤ ${r.target} ${r.ok ? "✓" : "✗"} | ${r.detail} |`);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

// `npm run bench`: the cutter against the baselines it replaces, side by side in one process.
// Figures are ratios (cutter time / baseline time, medians of repeated runs), never absolute
// times, so they mean the same on a fast or a slow machine. Run with --expose-gc (npm run bench does).
import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { createResultStore, cut } from "../cutter/dist/index.js";
import { benchAudit } from "./bench-audit.js";
import { benchLint } from "./bench-lint.js";
import { benchMigrate } from "./bench-migrate.js";

const gc = globalThis.gc ?? (() => {});

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * Median time of `ours` over median time of `baseline`, sampled in alternation after a warm-up so
 * that GC pauses and clock drift fall on both sides alike.
 */
function ratio(baseline, ours, runs) {
  baseline();
  ours();
  const a = [];
  const b = [];
  for (let i = 0; i < runs; i++) {
    for (const [fn, samples] of i % 2 ? [[baseline, a], [ours, b]] : [[ours, b], [baseline, a]]) {
      const t0 = performance.now();
      fn();
      samples.push(performance.now() - t0);
    }
  }
  return median(b) / median(a);
}

/**
 * The same for runs that time themselves (they return milliseconds, maybe as a promise): one
 * warm-up each, then five of each, taking turns at going first, a GC before every run.
 */
async function timedRatio(baseline, ours) {
  await baseline();
  await ours();
  const a = [];
  const b = [];
  for (let i = 0; i < 5; i++) {
    for (const [fn, samples] of i % 2 ? [[baseline, a], [ours, b]] : [[ours, b], [baseline, a]]) {
      gc();
      samples.push(await fn());
    }
  }
  return median(b) / median(a);
}

function listing(rowsPerList) {
  const processes = Array.from({ length: rowsPerList }, (_, i) => ({
    pid: 10_000 + i,
    user: i % 5 === 0 ? "root" : "svc-worker",
    command: `/opt/app/bin/worker --shard=${i} --queue=jobs-${i % 17}`,
    cpu: (i * 37) % 100,
    rssKb: 4096 + ((i * 7919) % 90_000),
  }));
  const containers = Array.from({ length: rowsPerList }, (_, i) => ({
    id: (0x7f000000 + i).toString(16).padStart(12, "0"),
    image: `registry.internal/team/service-${i % 23}:3.${i % 7}.${i % 11}`,
    status: i % 97 === 0 ? "restarting" : "running",
    ports: [8000 + (i % 100)],
  }));
  return { host: "node-17", collectedAt: "2026-11-30T08:00:00Z", processes, containers };
}

const rows = [];
function report(name, ratio, target, detail) {
  rows.push({ name, ratio, target, ok: ratio <= target, detail });
}

const big = listing(100_000);
const bigText = JSON.stringify(big);
const mb = (bigText.length / 1e6).toFixed(1);

{
  const r = ratio(() => JSON.stringify(big).slice(0, 6000), () => cut(big, { maxChars: 6000 }), 9);
  report(`${mb} MB value → 6,000 chars`, r, 0.1, "vs JSON.stringify(value).slice(0, 6000)");
}
{
  const r = ratio(() => JSON.parse(bigText), () => cut(bigText, { maxChars: 6000 }), 9);
  report(`${mb} MB JSON string → 6,000 chars`, r, 1.5, "vs JSON.parse(text)");
}
{
  const small = listing(2_000);
  const size = JSON.stringify(small).length;
  const r = ratio(() => JSON.stringify(small), () => cut(small, { maxChars: size + 1000 }), 41);
  report(`${(size / 1e3).toFixed(0)} kB value already under budget`, r, 1.3, "vs JSON.stringify(value)");
}
{
  // Paging to the end: one cut and every page of a fresh result store, against one JSON.stringify,
  // alternated like the cases above (medians of five each, after a warm-up of both).
  const stringify = () => {
    const t0 = performance.now();
    JSON.stringify(big);
    return performance.now() - t0;
  };
  let pages = 0;
  const paging = async () => {
    const store = createResultStore();
    const t0 = performance.now();
    let r = await store.cut(big, { maxChars: 6000 });
    pages = 0;
    while (r.envelope.nextCursor) {
      r = await store.page(r.envelope.nextCursor, { maxChars: 6000 });
      pages++;
    }
    return performance.now() - t0;
  };
  report(`paging the ${mb} MB value to the end, 6,000 chars a page`, await timedRatio(stringify, paging), 2, `vs one JSON.stringify(value); ${pages} pages`);

  // What any store that meets the issue pays before a single page is planned: one serialization
  // (to hash the content), its SHA-256 (sourceVersion; ASCII hashed as latin1, as the store does)
  // and one AES-256-GCM cursor per page.
  const key = randomBytes(32);
  const floor = () => {
    const t0 = performance.now();
    const text = JSON.stringify(big);
    createHash("sha256").update(text, "latin1").digest();
    const payload = JSON.stringify({ id: "0123456789abcdef01234567", exp: Date.now(), pos: { json: [[["processes"], "rows", 12345], [["containers"], "rows", 12345]] } });
    const ivs = randomBytes(12 * pages);
    for (let i = 0; i < pages; i++) {
      const cipher = createCipheriv("aes-256-gcm", key, ivs.subarray(12 * i, 12 * i + 12));
      Buffer.concat([cipher.update(payload, "utf8"), cipher.final(), cipher.getAuthTag()]).toString("base64url");
    }
    return performance.now() - t0;
  };
  rows.push({ name: "  the floor under it: serialize, hash, seal a cursor per page", ratio: await timedRatio(stringify, floor), target: undefined, ok: true, detail: `vs one JSON.stringify(value); no planning at all, ${pages} cursors` });
}
{
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept = cut(big, { maxChars: 6000 });
  const growth = process.memoryUsage().heapUsed - before;
  report(`heap growth cutting the ${mb} MB value`, growth / bigText.length, 0.1, `${(growth / 1e6).toFixed(2)} MB of ${mb} MB serialized`);
  if (kept.text.length > 6000) throw new Error("budget broken");
}

// `npm run bench -- --cutter`: the cutter's cases alone, in seconds rather than minutes.
if (!process.argv.includes("--cutter")) {
  rows.push(...(await benchLint()));
  rows.push(...(await benchMigrate()));
  rows.push(...(await benchAudit()));
}

console.log("| case | ratio | target | baseline |");
console.log("| --- | ---: | ---: | --- |");
for (const r of rows) console.log(`| ${r.name} | ${r.ratio.toFixed(3)} | ${r.target === undefined ? "—" : `≤ ${r.target} ${r.ok ? "✓" : "✗"}`} | ${r.detail} |`);
if (rows.some((r) => !r.ok)) process.exitCode = 1;

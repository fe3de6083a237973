import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditReport } from "../cli/audit.js";
import { sampleCalls, writeSampleLog, type CallTruth, type SampleOptions } from "../cli/audit-sample.js";
import { Tally } from "../cli/audit-tally.js";
import { assertBuilt, CLI_BIN } from "./built.js";

const dir = mkdtempSync(join(tmpdir(), "tool-output-audit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function audit(args: string[]) {
  const r = spawnSync(process.execPath, [CLI_BIN, "audit", ...args], { cwd: dir, encoding: "utf8", maxBuffer: 64 << 20 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The CLI as a child process, without blocking the test's event loop (the big log takes seconds). */
function auditAsync(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI_BIN, "audit", ...args], { cwd: dir });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

interface Expected {
  calls: number;
  bound: number;
  parseFailures: number;
  fieldShare: number;
  withFields: number;
  rowsProduced: number;
  rowsDelivered: number;
  atRoundCap: number;
  announced: number;
  announcedUnrecoverable: number;
  silent: number;
  overBudget: number;
  early: { produced: number; delivered: number };
  late: { produced: number; delivered: number };
}

/** The figures from the generator's own account of each call, summed here: no audit code involved. */
function expectedFigures(options: SampleOptions) {
  const byTool = new Map<string, Expected>();
  const malformedLines: number[] = [];
  let line = 0;
  let dropped = 0;
  let withoutProduced = 0;
  for (const s of sampleCalls(options)) {
    line++;
    if (s.kind === "malformed") malformedLines.push(line);
    if (s.kind === "dropped") dropped += (JSON.parse(s.line) as { recorder: { dropped: number } }).recorder.dropped;
    if (s.kind === "no-produced") withoutProduced++;
    const t: CallTruth | undefined = s.truth;
    if (!t) continue;
    let e = byTool.get(t.tool);
    if (!e) {
      e = { calls: 0, bound: 0, parseFailures: 0, fieldShare: 0, withFields: 0, rowsProduced: 0, rowsDelivered: 0, atRoundCap: 0, announced: 0, announcedUnrecoverable: 0, silent: 0, overBudget: 0, early: { produced: 0, delivered: 0 }, late: { produced: 0, delivered: 0 } };
      byTool.set(t.tool, e);
    }
    e.calls++;
    if (t.bound) e.bound++;
    if (t.json && !t.parses) e.parseFailures++;
    if (t.fieldsProduced > 0) {
      e.withFields++;
      e.fieldShare += t.fieldsDelivered / t.fieldsProduced;
    }
    e.rowsProduced += t.rowsProduced;
    e.rowsDelivered += t.rowsDelivered;
    if (t.atRoundCap && !t.announced) e.atRoundCap++;
    if (t.announced) e.announced++;
    if (t.announced && t.bound && !t.recoverable) e.announcedUnrecoverable++;
    if (!t.announced && t.bound) e.silent++;
    if (t.overBudget) e.overBudget++;
    if (t.early && t.late) {
      e.early.produced += t.early.produced;
      e.early.delivered += t.early.delivered;
      e.late.produced += t.late.produced;
      e.late.delivered += t.late.delivered;
    }
  }
  return { byTool, malformedLines, dropped, withoutProduced, lines: line };
}

describe("tool-output audit on a generated log of 100,000 calls", () => {
  const options: SampleOptions = { calls: 100_000, seed: 11, bigShare: 0.05, malformedEvery: 9_973 };
  const log = join(dir, "calls.jsonl");
  let report: AuditReport;
  let code: number | null = null;
  let expected: ReturnType<typeof expectedFigures>;

  beforeAll(async () => {
    assertBuilt();
    await writeSampleLog(log, options);
    const r = await auditAsync([log, "--json", "--replay", "prefix:6000", "--replay", "cutter:6000"]);
    code = r.code;
    expect(r.stderr).toBe("");
    report = JSON.parse(r.stdout) as AuditReport;
    expected = expectedFigures(options);
  }, 240_000);

  it("counts every call, and lists each malformed line with its number", () => {
    expect(report.calls).toBe(100_001);
    expect(report.withoutProduced).toBe(expected.withoutProduced);
    expect(report.droppedByRecorder).toBe(expected.dropped);
    expect(report.malformed.count).toBe(expected.malformedLines.length);
    expect(report.malformed.count).toBeGreaterThan(5);
    expect(report.malformed.lines.map((m) => Number(m.where.split(":").pop()))).toEqual(expected.malformedLines.slice(0, 20));
    expect(report.malformed.lines.map((m) => m.why)).toEqual(expect.arrayContaining([expect.stringMatching(/^not JSON/), "no `tool` name"]));
  });

  it("per tool, every figure equals the generator's own count", () => {
    expect(report.tools.map((t) => t.tool).sort()).toEqual([...expected.byTool.keys()].sort());
    for (const t of report.tools) {
      const e = expected.byTool.get(t.tool) as Expected;
      expect({ tool: t.tool, calls: t.calls, bound: t.bound, parseFailures: t.parseFailures, rowsProduced: t.rowsProduced, rowsDelivered: t.rowsDelivered, atRoundCap: t.atRoundCap, announced: t.announced, announcedUnrecoverable: t.announcedUnrecoverable, silent: t.silent, overBudget: t.overBudget }).toEqual({
        tool: t.tool,
        calls: e.calls,
        bound: e.bound,
        parseFailures: e.parseFailures,
        rowsProduced: e.rowsProduced,
        rowsDelivered: e.rowsDelivered,
        atRoundCap: e.atRoundCap,
        announced: e.announced,
        announcedUnrecoverable: e.announcedUnrecoverable,
        silent: e.silent,
        overBudget: e.overBudget,
      });
      if (e.withFields === 0) expect(t.fieldSurvival).toBeNull();
      else expect(t.fieldSurvival).toBeCloseTo(e.fieldShare / e.withFields, 12);
      expect(t.bindingRate).toBeCloseTo(e.bound / e.calls, 12);
    }
  });

  it("the starved late list: the early list of host snapshots mostly arrives, the late one mostly does not", () => {
    const host = report.tools.find((t) => t.tool === "host_snapshot");
    const e = expected.byTool.get("host_snapshot") as Expected;
    expect(host?.earlyList).toEqual(e.early);
    expect(host?.lateList).toEqual(e.late);
    expect(e.late.delivered / e.late.produced).toBeLessThan(e.early.delivered / e.early.produced);
  });

  it("replay: the prefix policy reproduces the recorded host snapshots, the cutter breaks none", () => {
    const prefix = report.replay.find((r) => r.policy === "prefix:6000");
    const cutter = report.replay.find((r) => r.policy === "cutter:6000");
    const recordedHost = report.tools.find((t) => t.tool === "host_snapshot");
    const prefixHost = prefix?.tools.find((t) => t.tool === "host_snapshot");
    expect({ ...prefixHost, overBudget: 0 }).toEqual({ ...recordedHost, overBudget: 0 });
    expect(cutter?.total.parseFailures).toBe(0);
    expect(cutter?.total.fieldSurvival).toBe(1);
    expect(cutter?.total.overBudget).toBe(prefix?.total.overBudget);
    const cutterHost = cutter?.tools.find((t) => t.tool === "host_snapshot");
    expect(cutterHost?.lateList.delivered).toBeGreaterThan(prefixHost?.lateList.delivered ?? 0);
  });

  it("exits 1: some calls lost output without saying so", () => {
    expect(code).toBe(1);
  });
});

describe("tool-output audit: the report and the options", () => {
  const log = join(dir, "small.jsonl");
  beforeAll(async () => {
    assertBuilt();
    await writeSampleLog(log, { calls: 400, seed: 3, malformedEvery: 150 });
  });

  it("prints a per-tool table, the malformed lines and the replay side by side", () => {
    const r = audit(["small.jsonl", "--replay", "prefix:6000", "--replay=cutter:6000"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^tool +calls +bound +parse fail +fields +rows delivered +silent +at round cap +announced, no way on$/m);
    expect(r.stdout).toMatch(/^host_snapshot +\d+ +\d+\.\d%/m);
    expect(r.stdout).toMatch(/small\.jsonl:151: not JSON/);
    expect(r.stdout).toMatch(/prefix:6000 — \d+ over budget, \d+ broken; cutter:6000 — \d+ over budget, 0 broken; late list rows delivered [\d,]+\/[\d,]+ vs [\d,]+\/[\d,]+/);
  });

  it("--html writes one self-contained page: an inline SVG chart, no script, nothing fetched", () => {
    const r = audit(["small.jsonl", "--html", "report.html"]);
    expect(r.stdout).toContain("HTML report: report.html");
    const html = readFileSync(join(dir, "report.html"), "utf8");
    expect(html).toMatch(/<svg id="chart"/);
    expect(html).not.toMatch(/<script|\bsrc=|\bhref=|url\(/i);
    expect((html.match(/<rect class="bar bound"/g) ?? []).length).toBe(5);
  });

  it("a log where everything arrived whole exits 0; tool names are escaped in the page", () => {
    const clean = join(dir, "clean.jsonl");
    const rows = Array.from({ length: 5 }, (_, i) => ({ ts: "2026-11-01T00:00:00Z", tool: "<b>ping</b>", callId: `c${i}`, produced: { ok: true, i }, delivered: JSON.stringify({ ok: true, i }) }));
    writeFileSync(clean, rows.map((r) => JSON.stringify(r)).join("\r\n") + "\r\n\r\n");
    const r = audit(["clean.jsonl", "--html", "clean.html"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^<b>ping<\/b> +5 +0\.0%/m);
    expect(readFileSync(join(dir, "clean.html"), "utf8")).toContain("&#60;b&#62;ping&#60;/b&#62;");
  });

  it("a record nested too deep is counted as not audited, with its line; a BOM does not spoil line 1", () => {
    const odd = join(dir, "odd.jsonl");
    const deep = `{"a":${"[".repeat(5_000)}${"]".repeat(5_000)}}`;
    const ok = { ts: "2026-11-01T00:00:00Z", tool: "ping", callId: "c1", produced: { ok: true }, delivered: '{"ok":true}' };
    writeFileSync(odd, `\uFEFF${JSON.stringify(ok)}\n${JSON.stringify({ ...ok, callId: "c2", produced: deep, delivered: deep })}\n${JSON.stringify(ok)}\n`);
    const r = audit(["odd.jsonl", "--json"]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as AuditReport;
    expect(report.malformed.count).toBe(0);
    expect(report.unaudited).toEqual({ count: 1, lines: [{ where: "odd.jsonl:2", why: "the produced result nests deeper than 1000 levels: not audited" }] });
    expect(report.total.calls).toBe(2);
  });

  it("bad input gets a clear error and exit 2", () => {
    const cases: [string[], string][] = [
      [[], "no call log given"],
      [["missing.jsonl"], "no such file: "],
      [["small.jsonl", "--replay", "slice:10"], "--replay takes prefix:N, head-tail:N or cutter:N"],
      [["small.jsonl", "--bogus"], "unknown option '--bogus'"],
      [["--html", "--json", "small.jsonl"], "--html needs a file to write"],
      [["small.jsonl", "--json=yes"], "--json takes no value"],
      [["small.jsonl", "--html", "./small.jsonl"], "--html ./small.jsonl would overwrite a call log"],
    ];
    for (const [args, message] of cases) {
      const r = audit(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});

describe("Tally", () => {
  it("keeps at most 64 list paths per tool: results keyed by data do not grow the report", () => {
    const t = new Tally();
    for (let i = 0; i < 200; i++) {
      t.add({ tool: "kv", callId: String(i), where: `x:${i}` }, { kind: "json", parses: true, fieldsProduced: 1, fieldsDelivered: 1, missingFields: [], rowsProduced: 1, rowsDelivered: 1, perList: [{ path: `$.k${i}`, unit: "rows", produced: 1, delivered: 1 }], announced: false, recoverable: false, bound: false }, false);
    }
    const [kv] = t.byTool();
    expect(kv?.lists).toHaveLength(65);
    expect(kv?.lists.at(-1)).toEqual({ path: "(other lists)", produced: 136, delivered: 136 });
  });
});

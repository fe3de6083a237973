import { existsSync, statSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { auditDelivery, type DeliveryAudit } from "tool-output-cutter";
import type { CliIo, Command } from "./commands.js";
import { renderHtml } from "./audit-html.js";
import { readLogs } from "./audit-log.js";
import { parsePolicy, type ReplayPolicy } from "./audit-replay.js";
import { Tally, type Figures, type ToolFigures, type WorstCall } from "./audit-tally.js";

const USAGE = `Usage: tool-output audit <calls.jsonl…> [options]

Reads call logs written by recordToolCalls() of tool-output-cutter (one JSON line per call:
{ ts, tool, callId, produced, delivered, budget? }) and reports, per tool, how often the cap bound
(something produced did not reach the model), how often the delivered payload did not parse, how
many top-level fields and list rows arrived, and which calls said nothing about what was cut.

Options:
  --json               print the report as JSON
  --html <file>        also write a self-contained HTML report (chart and worst calls)
  --replay <policy>    deliver every recorded result again through a policy and compare, repeatable:
                       prefix:N (the first N characters), head-tail:N (half from each end), cutter:N
                       (cut() of tool-output-cutter with maxChars N)

Exit codes: 0 nothing was lost silently, 1 some call lost output without saying so, 2 errors.`;

const MALFORMED_LISTED = 20;

export interface AuditReport {
  files: string[];
  calls: number;
  /** Calls logged without the produced result (an adapter that could not see it): not audited. */
  withoutProduced: number;
  /** Calls the recorder dropped (queue full, sink error), as counted in the log. */
  droppedByRecorder: number;
  malformed: { count: number; lines: { where: string; why: string }[] };
  /** Calls whose record could not be audited (a result nested past the cutter's depth limit). */
  unaudited: { count: number; lines: { where: string; why: string }[] };
  total: Figures;
  tools: ToolFigures[];
  worst: WorstCall[];
  replay: { policy: string; total: Figures; tools: ToolFigures[] }[];
}

interface Options {
  files: string[];
  json: boolean;
  html: string | undefined;
  replay: ReplayPolicy[];
}

function parse(args: string[]): Options | string {
  const o: Options = { files: [], json: false, html: undefined, replay: [] };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? "";
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const a = eq > 0 ? arg.slice(0, eq) : arg;
    const value = () => (eq > 0 ? arg.slice(eq + 1) : args[++i]);
    if (a === "--json") {
      if (eq > 0) return "--json takes no value";
      o.json = true;
    } else if (a === "--html") {
      const v = value();
      if (!v || v.startsWith("-")) return "--html needs a file to write, such as report.html";
      o.html = v;
    } else if (a === "--replay") {
      const p = parsePolicy(value() ?? "");
      if (typeof p === "string") return p;
      o.replay.push(p);
    } else if (a.startsWith("-")) return `unknown option '${a}'`;
    else o.files.push(a);
  }
  if (o.files.length === 0) return "no call log given";
  return o;
}

function overBudget(serialized: string, budget: unknown): boolean {
  if (typeof budget !== "object" || budget === null) return false;
  const b = budget as { maxChars?: unknown; maxBytes?: unknown };
  if (typeof b.maxChars === "number" && serialized.length > b.maxChars) return true;
  return typeof b.maxBytes === "number" && Buffer.byteLength(serialized) > b.maxBytes;
}

/** Reads the logs once and computes the report; replays run on the same pass. */
export async function auditLogs(files: readonly string[], replay: readonly ReplayPolicy[] = []): Promise<AuditReport> {
  const tally = new Tally();
  const replays = replay.map((p) => ({ policy: p, tally: new Tally(false) }));
  const malformed: AuditReport["malformed"] = { count: 0, lines: [] };
  const unaudited: AuditReport["unaudited"] = { count: 0, lines: [] };
  let calls = 0;
  let withoutProduced = 0;
  let droppedByRecorder = 0;
  for await (const entry of readLogs(files)) {
    if (entry.kind === "malformed") {
      malformed.count++;
      if (malformed.lines.length < MALFORMED_LISTED) malformed.lines.push({ where: entry.where, why: entry.why });
      continue;
    }
    if (entry.kind === "dropped") {
      droppedByRecorder += entry.dropped;
      continue;
    }
    const r = entry.record;
    calls++;
    if (!("produced" in r) || r.produced === undefined) {
      withoutProduced++;
      continue;
    }
    const call = { tool: r.tool, callId: String(r.callId ?? ""), where: entry.where, ...(typeof r.ts === "string" ? { ts: r.ts } : {}) };
    try {
      // Serialized only where a size is needed: a recorded budget, or a replay.
      const serialized = typeof r.produced === "string" ? r.produced : r.budget !== undefined || replays.length > 0 ? (JSON.stringify(r.produced) ?? "null") : "";
      const audited = auditDelivery(r.produced, r.delivered);
      const replayed = replays.map(({ policy }) => auditDelivery(r.produced, policy.deliver(r.produced, serialized)));
      tally.add(call, audited, overBudget(serialized, r.budget));
      replays.forEach(({ policy, tally: t }, i) => t.add(call, replayed[i] as DeliveryAudit, serialized.length > policy.maxChars));
    } catch (error) {
      // A record no audit can read (nesting past any parser's depth): counted with its place, never fatal.
      unaudited.count++;
      if (unaudited.lines.length < MALFORMED_LISTED) unaudited.lines.push({ where: entry.where, why: error instanceof Error ? error.message : String(error) });
    }
  }
  return {
    files: [...files],
    calls,
    withoutProduced,
    droppedByRecorder,
    malformed,
    unaudited,
    total: tally.total(),
    tools: tally.byTool(),
    worst: tally.worstCalls(),
    replay: replays.map(({ policy, tally: t }) => ({ policy: policy.name, total: t.total(), tools: t.byTool() })),
  };
}

const int = (n: number) => n.toLocaleString("en-US");
const pct = (x: number | null) => (x === null ? "-" : `${(x * 100).toFixed(1)}%`);
const ratio = (f: { produced: number; delivered: number }) => `${int(f.delivered)}/${int(f.produced)}`;

function table(header: string[], rows: string[][], alignLeft = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((c, i) => (i < alignLeft ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ").trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}

function figureRow(name: string, f: Figures): string[] {
  return [name, int(f.calls), pct(f.bindingRate), int(f.parseFailures), pct(f.fieldSurvival), ratio({ produced: f.rowsProduced, delivered: f.rowsDelivered }), int(f.silent), int(f.atRoundCap), int(f.announcedUnrecoverable)];
}

export function renderText(report: AuditReport): string {
  const out: string[] = [];
  const head = ["tool", "calls", "bound", "parse fail", "fields", "rows delivered", "silent", "at round cap", "announced, no way on"];
  out.push(table(head, [...report.tools.map((t) => figureRow(t.tool, t)), figureRow("(all tools)", report.total)]));
  out.push("");
  out.push(
    "bound: something produced did not arrive; fields: mean share of top-level fields that arrived; silent: bound and nothing said so; " +
      "at round cap: a list arrived with exactly 10, 20, 50, 100… rows and no flag (a cap or the whole set? the model cannot tell); " +
      "announced, no way on: said it was cut, gave no cursor or offset.",
  );
  const notes = [`${int(report.calls)} call(s) in ${report.files.length} file(s)`];
  if (report.withoutProduced > 0) notes.push(`${int(report.withoutProduced)} logged without the produced result (not audited)`);
  if (report.droppedByRecorder > 0) notes.push(`${int(report.droppedByRecorder)} dropped by the recorder (counted in the log)`);
  out.push("", notes.join("; ") + ".");
  if (report.malformed.count > 0) {
    out.push(`${int(report.malformed.count)} malformed line(s), skipped:`);
    for (const m of report.malformed.lines) out.push(`  ${m.where}: ${m.why}`);
    if (report.malformed.count > report.malformed.lines.length) out.push(`  … and ${int(report.malformed.count - report.malformed.lines.length)} more`);
  }
  if (report.unaudited.count > 0) {
    out.push(`${int(report.unaudited.count)} call(s) could not be audited:`);
    for (const m of report.unaudited.lines) out.push(`  ${m.where}: ${m.why}`);
  }
  if (report.replay.length > 0) {
    out.push("", "Replay of every recorded result:");
    const rows = [["recorded", report.total] as const, ...report.replay.map((r) => [r.policy, r.total] as const)].map(([name, f]) => [
      name,
      int(f.calls),
      int(f.overBudget),
      int(f.parseFailures),
      pct(f.bindingRate),
      pct(f.fieldSurvival),
      ratio({ produced: f.rowsProduced, delivered: f.rowsDelivered }),
      ratio(f.earlyList),
      ratio(f.lateList),
    ]);
    out.push(table(["delivery", "calls", "over budget", "broken", "bound", "fields", "rows delivered", "early list rows", "late list rows"], rows));
    const said = report.replay.map((r) => `${r.policy} — ${int(r.total.overBudget)} over budget, ${int(r.total.parseFailures)} broken`).join("; ");
    const late = report.replay.map((r) => ratio(r.total.lateList)).join(" vs ");
    out.push("", `${said}; late list rows delivered ${late}`);
  }
  if (report.worst.length > 0) {
    out.push("", "Worst calls:");
    out.push(
      table(
        ["where", "tool", "call", "parses", "fields", "rows", "missing fields"],
        report.worst.slice(0, 10).map((w) => [w.where, w.tool, w.callId, w.parses ? "yes" : "no", `${w.fieldsDelivered}/${w.fieldsProduced}`, `${int(w.rowsDelivered)}/${int(w.rowsProduced)}`, w.missingFields.join(", ")]),
        3,
      ),
    );
  }
  return out.join("\n") + "\n";
}

export const audit: Command = {
  name: "audit",
  summary: "report from recorded tool calls what reached the model whole, and replay other cutters",
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const o = parse(args);
    if (typeof o === "string") {
      io.stderr(`tool-output audit: ${o}. Run 'tool-output audit --help' for usage.\n`);
      return 2;
    }
    const cwd = io.cwd ?? process.cwd();
    const files = o.files.map((f) => resolve(cwd, f));
    if (o.html !== undefined && files.includes(resolve(cwd, o.html))) {
      io.stderr(`tool-output audit: --html ${o.html} would overwrite a call log.\n`);
      return 2;
    }
    const missing = files.filter((f) => !existsSync(f) || !statSync(f).isFile());
    if (missing.length > 0) {
      io.stderr(`tool-output audit: no such file: ${missing.join(", ")}\n`);
      return 2;
    }
    let report: AuditReport;
    try {
      report = await auditLogs(files, o.replay);
    } catch (error) {
      io.stderr(`tool-output audit: could not read the log: ${(error as Error).message}\n`);
      return 2;
    }
    // Paths as given, so the report reads the same wherever it runs.
    report.files = o.files;
    const shown = (w: string) => w.replace(/^(.*):(\d+)$/, (_m, f: string, n: string) => `${o.files[files.indexOf(f)] ?? f}:${n}`);
    for (const m of [...report.malformed.lines, ...report.unaudited.lines]) m.where = shown(m.where);
    for (const w of report.worst) w.where = shown(w.where);
    if (o.html) {
      try {
        writeFileSync(resolve(cwd, o.html), renderHtml(report));
      } catch (error) {
        io.stderr(`tool-output audit: could not write ${o.html}: ${(error as Error).message}\n`);
        return 2;
      }
    }
    io.stdout(o.json ? JSON.stringify(report, null, 2) + "\n" : renderText(report) + (o.html ? `\nHTML report: ${o.html}\n` : ""));
    return report.total.silent > 0 ? 1 : 0;
  },
};

// A realistic call log for trying `tool-output audit` (npm run demo) and for testing it: a few
// tools of an ops/coding harness, delivered the ways harnesses deliver. Each call comes with what
// was lost, worked out while the delivery is built (by offsets, never by auditing the text), so
// tests can check the audit's figures against an independent count.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { cut } from "tool-output-cutter";
import { ROUND_CAPS } from "./audit-tally.js";

/** What reached the model of one call, known by construction. */
export interface CallTruth {
  tool: string;
  json: boolean;
  bound: boolean;
  parses: boolean;
  fieldsProduced: number;
  fieldsDelivered: number;
  rowsProduced: number;
  rowsDelivered: number;
  announced: boolean;
  recoverable: boolean;
  atRoundCap: boolean;
  overBudget: boolean;
  early?: { produced: number; delivered: number };
  late?: { produced: number; delivered: number };
}

export type SampleLine = { line: string; truth?: CallTruth; kind: "call" | "dropped" | "malformed" | "no-produced" };

export interface SampleOptions {
  calls: number;
  seed?: number;
  /** Share of host snapshots that are big (a busy host): these cross the 6,000-character cut. Default 0.3. */
  bigShare?: number;
  /** Put a malformed line (cut off, not JSON, no tool) after every this many calls; 0 for none. Default 0. */
  malformedEvery?: number;
}

/** mulberry32: small, fast, the same sequence for the same seed on every platform. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ["alpha", "queue", "shard", "retry", "disk", "cache", "lease", "token", "write", "flush", "graph", "index", "merge", "probe", "route", "scale"];

/**
 * A JSON prefix cut at `cap`, counted by offsets: the object is serialized piece by piece, a row
 * arrived when its closing bracket is inside the cap, a field when the start of its value is (a
 * list) or all of it is (a scalar).
 */
function prefixCut(obj: Record<string, unknown>, cap: number): { text: string; fields: number; lists: Map<string, { produced: number; delivered: number }> } {
  let text = "{";
  let fields = 0;
  const lists = new Map<string, { produced: number; delivered: number }>();
  Object.entries(obj).forEach(([k, v], i) => {
    text += `${i > 0 ? "," : ""}${JSON.stringify(k)}:`;
    if (Array.isArray(v)) {
      if (text.length < cap) fields++;
      text += "[";
      let delivered = 0;
      v.forEach((row, j) => {
        text += (j > 0 ? "," : "") + JSON.stringify(row);
        if (text.length <= cap) delivered++;
      });
      text += "]";
      lists.set(k, { produced: v.length, delivered });
    } else {
      text += JSON.stringify(v);
      if (text.length <= cap) fields++;
    }
  });
  text += "}";
  return { text: text.length > cap ? text.slice(0, cap) : text, fields, lists };
}

function isRound(n: number): boolean {
  return ROUND_CAPS.has(n);
}

function hostSnapshot(r: () => number, i: number, bigShare: number) {
  const big = r() < bigShare;
  const nProc = big ? 90 + Math.floor(r() * 110) : 4 + Math.floor(r() * 22);
  const nCont = big ? 40 + Math.floor(r() * 90) : 2 + Math.floor(r() * 10);
  const produced = {
    host: `node-${i % 97}`,
    collectedAt: new Date(Date.UTC(2026, 10, 1) + i * 7000).toISOString(),
    processes: Array.from({ length: nProc }, (_, j) => ({ pid: 1000 + j, user: j % 4 ? "svc" : "root", cpu: Math.floor(r() * 100), command: `/opt/app/bin/${WORDS[j % WORDS.length]} --shard=${j}` })),
    // The late list: a throttled container shows only here.
    containers: Array.from({ length: nCont }, (_, j) => ({ id: `c${(i * 131 + j).toString(16).padStart(8, "0")}`, status: j === nCont - 1 && big ? "throttled" : "running", cpuLimit: j % 3 ? null : "500m" })),
  };
  const cap = 6000;
  const p = prefixCut(produced, cap);
  const procs = p.lists.get("processes") as { produced: number; delivered: number };
  const conts = p.lists.get("containers") as { produced: number; delivered: number };
  const whole = JSON.stringify(produced).length <= cap;
  const truth: CallTruth = {
    tool: "host_snapshot",
    json: true,
    bound: !whole,
    parses: whole,
    fieldsProduced: 4,
    fieldsDelivered: p.fields,
    rowsProduced: nProc + nCont,
    rowsDelivered: procs.delivered + conts.delivered,
    announced: false,
    recoverable: false,
    atRoundCap: isRound(procs.delivered) || isRound(conts.delivered),
    overBudget: !whole,
    early: procs,
    late: conts,
  };
  return { produced, delivered: p.text, budget: { maxChars: cap }, truth };
}

function serviceSummary(r: () => number, i: number) {
  // Small summaries almost never cross the cap; an incident's error list now and then does.
  const errors = r() < 0.01 ? 120 + Math.floor(r() * 200) : Math.floor(r() * 4);
  const produced = {
    service: `svc-${i % 41}`,
    status: errors > 50 ? "degraded" : "ok",
    p99Ms: Math.floor(r() * 900),
    recentErrors: Array.from({ length: errors }, (_, j) => ({ at: 1_760_000_000 + j * 13, code: 500 + (j % 4), message: `upstream ${WORDS[j % WORDS.length]} timed out` })),
  };
  const cap = 6000;
  const p = prefixCut(produced, cap);
  const errs = p.lists.get("recentErrors") as { produced: number; delivered: number };
  const whole = JSON.stringify(produced).length <= cap;
  const truth: CallTruth = {
    tool: "service_summary",
    json: true,
    bound: !whole,
    parses: whole,
    fieldsProduced: 4,
    fieldsDelivered: p.fields,
    rowsProduced: errors,
    rowsDelivered: errs.delivered,
    announced: false,
    recoverable: false,
    atRoundCap: isRound(errs.delivered),
    overBudget: !whole,
  };
  return { produced, delivered: p.text, budget: { maxChars: cap }, truth };
}

function searchDocs(r: () => number, i: number) {
  // Already migrated to the cutter: cut, and said so, but no store, so no cursor to read on.
  const n = 3 + Math.floor(r() * 110);
  const produced = { query: `why does ${WORDS[i % WORDS.length]} stall`, total: n, hits: Array.from({ length: n }, (_, j) => ({ doc: `kb/${(i + j) % 5000}.md`, score: Math.round((1 - j / n) * 1000) / 1000 })) };
  const cap = 3000;
  const { text, envelope } = cut(produced, { maxChars: cap });
  const truth: CallTruth = {
    tool: "search_docs",
    json: true,
    bound: !envelope.complete,
    parses: true,
    fieldsProduced: 3,
    fieldsDelivered: 3,
    rowsProduced: n,
    rowsDelivered: envelope.complete ? n : envelope.returned,
    announced: !envelope.complete,
    recoverable: false,
    atRoundCap: envelope.complete && isRound(n),
    overBudget: JSON.stringify(produced).length > cap,
  };
  return { produced, delivered: text, budget: { maxChars: cap }, truth };
}

function readFile(r: () => number, i: number) {
  // Head and tail around a notice that says how to read the middle: announced and recoverable.
  const n = 10 + Math.floor(r() * 160);
  const lines = Array.from({ length: n }, (_, j) => `L${String(j + 1).padStart(5, "0")} ${WORDS[(i + j) % WORDS.length]} ${WORDS[(j * 7) % WORDS.length]} ${"x".repeat(Math.floor(r() * 30))}`);
  const produced = lines.join("\n");
  const half = 2000;
  if (produced.length <= 2 * half) {
    const truth: CallTruth = { tool: "read_file", json: false, bound: false, parses: true, fieldsProduced: 0, fieldsDelivered: 0, rowsProduced: n, rowsDelivered: n, announced: false, recoverable: false, atRoundCap: false, overBudget: false };
    return { produced, delivered: produced, truth };
  }
  const tailFrom = produced.length - half;
  const delivered = `${produced.slice(0, half)}\n... [${tailFrom - half} characters omitted; read with offset=${half} to see them] ...\n${produced.slice(tailFrom)}`;
  let at = 0;
  let kept = 0;
  for (const line of lines) {
    const end = at + line.length;
    if (end <= half || at >= tailFrom) kept++;
    at = end + 1;
  }
  const truth: CallTruth = { tool: "read_file", json: false, bound: true, parses: true, fieldsProduced: 0, fieldsDelivered: 0, rowsProduced: n, rowsDelivered: kept, announced: true, recoverable: true, atRoundCap: false, overBudget: true };
  return { produced, delivered, budget: { maxChars: 2 * half }, truth };
}

function listTickets(r: () => number, i: number) {
  // The backend's first page of 50 and nothing else: exactly 50 rows, cut or not, says nothing.
  const sizes = [12, 20, 50, 50, 64, 137, 49, 250];
  const n = sizes[Math.floor(r() * sizes.length)] as number;
  const tickets = Array.from({ length: n }, (_, j) => ({ key: `OPS-${i * 3 + j}`, state: j % 5 ? "open" : "blocked" }));
  const produced = { tickets };
  const shown = Math.min(n, 50);
  const delivered = JSON.stringify({ tickets: tickets.slice(0, 50) });
  const truth: CallTruth = { tool: "list_tickets", json: true, bound: n > 50, parses: true, fieldsProduced: 1, fieldsDelivered: 1, rowsProduced: n, rowsDelivered: shown, announced: false, recoverable: false, atRoundCap: isRound(shown), overBudget: false };
  return { produced, delivered, truth };
}

const TOOLS = [
  [0.15, hostSnapshot],
  [0.35, serviceSummary],
  [0.2, searchDocs],
  [0.1, readFile],
  [0.2, listTickets],
] as const;

const MALFORMED = ['{"ts":"2026-11-01T00:00:00.000Z","tool":"host_snapshot","callId":"cut-off","produced":{"host":"n', "not json at all", '{"ts":"2026-11-01T00:00:00.000Z","callId":"x","delivered":"no tool name"}'];

/** The log's lines in order, each call with its truth. */
export function* sampleCalls(options: SampleOptions): Generator<SampleLine> {
  const r = rng(options.seed ?? 7);
  const bigShare = options.bigShare ?? 0.3;
  const every = options.malformedEvery ?? 0;
  const t0 = Date.UTC(2026, 10, 1);
  for (let i = 0; i < options.calls; i++) {
    const pick = r();
    let acc = 0;
    let made: { produced: unknown; delivered: string; budget?: { maxChars: number }; truth: CallTruth } | undefined;
    for (const [share, make] of TOOLS) {
      acc += share;
      if (pick < acc || make === listTickets) {
        made = make(r, i, bigShare);
        break;
      }
    }
    const m = made as NonNullable<typeof made>;
    const rec = { ts: new Date(t0 + i * 1000).toISOString(), tool: m.truth.tool, callId: `call-${i}`, produced: m.produced, delivered: m.delivered, ...(m.budget ? { budget: m.budget } : {}) };
    yield { line: JSON.stringify(rec), truth: m.truth, kind: "call" };
    if (every > 0 && (i + 1) % every === 0) yield { line: MALFORMED[((i + 1) / every) % MALFORMED.length] as string, kind: "malformed" };
    // Once in a while the recorder could not keep up, and an MCP handler gave no structured result.
    if (i === Math.floor(options.calls / 2)) {
      yield { line: JSON.stringify({ ts: rec.ts, recorder: { dropped: 3, reason: "queue_full" } }), kind: "dropped" };
      yield { line: JSON.stringify({ ts: rec.ts, tool: "run_shell", callId: `call-${i}-shell`, delivered: "exit 0" }), kind: "no-produced" };
    }
  }
}

/** Writes the sample log to `path`, streaming (a log of 100,000 calls is never held in memory). */
export async function writeSampleLog(path: string, options: SampleOptions): Promise<{ lines: number; bytes: number }> {
  const out = createWriteStream(path);
  let lines = 0;
  let bytes = 0;
  for (const { line } of sampleCalls(options)) {
    lines++;
    bytes += line.length + 1;
    if (!out.write(line + "\n")) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return { lines, bytes };
}

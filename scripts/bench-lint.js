// Lint-time cost of the plugin on a generated harness-style tree of TypeScript files:
//  - syntactic: share of the total lint time spent in `tool-output/*` rules, with
//    typescript-eslint's `recommended` alongside (target ≤ 10%);
//  - type-aware: what the plugin's `recommended-type-checked` adds on top of typescript-eslint's
//    `recommendedTypeChecked` (target ≤ 10%).
// Times come from ESLint's `stats` option (per file, per pass, per rule). Every lint runs in a
// fresh node process: typescript-eslint keeps its project service (and so the whole TS program)
// in module state, so a second in-process run would reuse the first run's program and look cheap.
//
// Standalone: `npm run build && node scripts/bench-lint.js`. From scripts/bench.js: `benchLint()`.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const SELF = fileURLToPath(import.meta.url);
const PLUGIN_URL = pathToFileURL(join(ROOT, "dist/eslint-plugin.js")).href;

const FILE_COUNT = 1_040;
const FILES_PER_PACKAGE = 26;
const SEED = 0x7001_0017;
const TARGET = 0.1;
// Wall-clock budget for the type-aware runs; they stop at one pair (a, b) when a pair is slow.
const TYPED_BUDGET_MS = 150_000;

// ---------------------------------------------------------------------------------------------
// The generated tree
// ---------------------------------------------------------------------------------------------

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (xs) => xs[Math.floor(next() * xs.length)];
  return { next, int, pick, chance: (p) => next() < p };
}

const NOUNS = ["host", "ticket", "invoice", "deploy", "build", "commit", "issue", "alert", "metric", "trace",
  "order", "user", "session", "job", "queue", "bucket", "record", "event", "message", "document"];
const VERBS = ["list", "get", "search", "read", "fetch", "scan", "query", "describe", "inspect", "export"];
const cap = (s) => s[0].toUpperCase() + s.slice(1);

/** Per-file state: a random source, unique identifiers, and the imports the blocks asked for. */
function fileContext(r) {
  const imports = new Map();
  let counter = 0;
  return {
    r,
    uid: () => ++counter,
    use(from, ...names) {
      const set = imports.get(from) ?? new Set();
      for (const n of names) set.add(n);
      imports.set(from, set);
    },
    header() {
      return [...imports]
        .map(([from, names]) => {
          const list = [...names].sort();
          return list[0] === "*z" ? `import { z } from "${from}";` : `import { ${list.join(", ")} } from "${from}";`;
        })
        .join("\n");
    },
  };
}

// Tool bodies: each binds `text` (what goes back to the model) from the tool's parameters. Some
// are the cut sites the rules exist for, some are the harmless look-alikes they must let pass.
const BODIES = [
  (c, n) => ({ // JSON.stringify(...).slice: every key past the cut is gone
    params: [["source", "z.string()"], ["limit", "z.number().int().positive()"]],
    lines: (c.use("../shared/backend.js", "fetchRows"), [
      `const page = await fetchRows(source, { limit });`,
      `const text = JSON.stringify(page).slice(0, ${n.max});`,
    ]),
  }),
  (c, n) => ({ // a cut through the package's truncate helper
    params: [["path", "z.string()"]],
    lines: (c.use("../shared/backend.js", "readText"), c.use("./util.js", "truncate"), [
      `const raw = await readText(path);`,
      `const text = truncate(raw, ${n.max});`,
    ]),
  }),
  (c, n) => ({ // head + tail: the middle is dropped
    params: [["service", "z.string()"]],
    lines: (c.use("../shared/backend.js", "readText"), c.use("./util.js", "headTail"), [
      `const log = await readText(\`/var/log/\${service}/current\`);`,
      `const text = log.length > ${n.max} ? headTail(log, ${n.head}, ${n.tail}) : log;`,
    ]),
  }),
  (c, n) => ({ // first N hits, the total is known and never told
    params: [["query", "z.string()"]],
    lines: (c.use("../shared/backend.js", "search"), [
      `const { hits } = await search(query, { limit: ${n.limit} });`,
      `const text = hits.map((h) => \`\${h.path}:\${h.line} \${h.text}\`).join("\\n");`,
    ]),
  }),
  (c, n) => ({ // complete: says how many matched and that there are more
    params: [["query", "z.string()"]],
    lines: (c.use("../shared/backend.js", "search"), [
      `const { hits, total } = await search(query, { limit: ${n.limit} });`,
      `const text = JSON.stringify({ hits, returned: hits.length, total, hasMore: total > hits.length });`,
    ]),
  }),
  (c, n) => ({ // last lines of a command's output
    params: [["target", "z.string()"]],
    lines: (c.use("../shared/backend.js", "runCommand"), [
      `const { stdout, exitCode } = await runCommand("systemctl", ["status", target]);`,
      `const tail = stdout.split("\\n").slice(-${n.lines}).join("\\n");`,
      `const text = \`exit \${exitCode}\\n\${tail}\`;`,
    ]),
  }),
  (c) => ({ // first page only, the cursor is dropped
    params: [["source", "z.string()"]],
    lines: (c.use("../shared/backend.js", "fetchRows"), [
      `const page = await fetchRows(source);`,
      `const text = JSON.stringify(page.items);`,
    ]),
  }),
  (c, n) => ({ // every page, followed to the end
    params: [["source", "z.string()"]],
    lines: (c.use("../shared/backend.js", "fetchRows", "type Row"), [
      `const all: Row[] = [];`,
      `let cursor: string | undefined;`,
      `do {`,
      `  const page = await fetchRows(source, { limit: ${n.limit}, cursor });`,
      `  all.push(...page.items);`,
      `  cursor = page.nextCursor;`,
      `} while (cursor !== undefined);`,
      `const text = JSON.stringify({ items: all, total: all.length });`,
    ]),
  }),
  (c) => ({ // harmless slices: short ids and calendar days
    params: [["source", "z.string()"]],
    lines: (c.use("../shared/backend.js", "fetchRows"), c.use("./util.js", "day", "shortId"), [
      `const { items, total } = await fetchRows(source);`,
      `const lines = items.map((row) => \`\${day(row.createdAt)} \${shortId(row.id)} \${row.name} \${row.status}\`);`,
      `const stamp = new Date().toISOString().slice(0, 10);`,
      `const text = [\`# \${source} on \${stamp}: \${items.length} of \${total}\`, ...lines].join("\\n");`,
    ]),
  }),
  (c) => ({ // JSONL parse that skips bad lines in silence
    params: [["path", "z.string()"]],
    lines: (c.use("../shared/backend.js", "readText"), [
      `const records: unknown[] = [];`,
      `for (const line of (await readText(path)).split("\\n")) {`,
      `  try {`,
      `    records.push(JSON.parse(line));`,
      `  } catch {`,
      `    continue;`,
      `  }`,
      `}`,
      `const text = JSON.stringify(records);`,
    ]),
  }),
  (c, n) => ({ // substring cut of a fetched document
    params: [["url", "z.string()"]],
    lines: (c.use("../shared/backend.js", "getJson"), [
      `const doc = await getJson(url);`,
      `const body = typeof doc === "string" ? doc : JSON.stringify(doc, null, 2);`,
      `const text = body.substring(0, ${n.max});`,
    ]),
  }),
];

function toolParts(c) {
  const { r } = c;
  c.use("zod", "*z");
  const noun = r.pick(NOUNS);
  const verb = r.pick(VERBS);
  const k = c.uid();
  const n = {
    max: r.int(10, 120) * 100,
    head: r.int(5, 30) * 100,
    tail: r.int(5, 30) * 100,
    limit: r.pick([10, 20, 25, 50, 100]),
    lines: r.int(20, 200),
  };
  const body = r.pick(BODIES)(c, n);
  return {
    snake: `${verb}_${noun}s_${k}`,
    camel: `${verb}${cap(noun)}s${k}`,
    description: `${cap(verb)} ${noun}s from the ${noun} service (variant ${k}, budget ${n.max})`,
    names: body.params.map(([p]) => p).join(", "),
    shape: body.params.map(([p, zod]) => `${p}: ${zod}`).join(", "),
    body: body.lines,
    n,
  };
}

const indent = (lines, by) => lines.map((l) => " ".repeat(by) + l).join("\n");

// Framework wrappers: the same bodies in each framework's own way of declaring a tool.
const TOOL_WRAPPERS = {
  mcp(c) {
    const t = toolParts(c);
    return `server.registerTool(
  "${t.snake}",
  {
    description: "${t.description}",
    inputSchema: { ${t.shape} },
  },
  async ({ ${t.names} }) => {
${indent(t.body, 4)}
    return { content: [{ type: "text", text }] };
  },
);`;
  },
  ai(c) {
    c.use("ai", "tool");
    const t = toolParts(c);
    return `export const ${t.camel} = tool({
  description: "${t.description}",
  inputSchema: z.object({ ${t.shape} }),
  execute: async ({ ${t.names} }) => {
${indent(t.body, 4)}
    return text;
  },
});`;
  },
  langchain(c) {
    const t = toolParts(c);
    if (c.r.chance(0.5)) {
      c.use("@langchain/core/tools", "tool");
      return `export const ${t.camel} = tool(
  async ({ ${t.names} }) => {
${indent(t.body, 4)}
    return text;
  },
  { name: "${t.snake}", description: "${t.description}", schema: z.object({ ${t.shape} }) },
);`;
    }
    c.use("@langchain/core/tools", "DynamicStructuredTool");
    return `export const ${t.camel} = new DynamicStructuredTool({
  name: "${t.snake}",
  description: "${t.description}",
  schema: z.object({ ${t.shape} }),
  func: async ({ ${t.names} }) => {
${indent(t.body, 4)}
    return text;
  },
});`;
  },
  openai(c) {
    c.use("@openai/agents", "tool");
    const t = toolParts(c);
    return `export const ${t.camel} = tool({
  name: "${t.snake}",
  description: "${t.description}",
  parameters: z.object({ ${t.shape} }),
  execute: async ({ ${t.names} }) => {
${indent(t.body, 4)}
    return text;
  },
});`;
  },
};

// Ordinary code that fills files out to realistic sizes: no cut sites, some harmless slices.
const PLAIN_BLOCKS = [
  (c) => {
    c.use("../shared/backend.js", "type Row");
    const k = c.uid();
    return `interface Stat${k} {
  key: string;
  count: number;
  bytes: number;
}

export function summarize${k}(rows: Row[]): Stat${k}[] {
  const byKey = new Map<string, Stat${k}>();
  for (const row of rows) {
    const key = row.owner ?? "${c.r.pick(NOUNS)}";
    const stat = byKey.get(key) ?? { key, count: 0, bytes: 0 };
    stat.count += 1;
    stat.bytes += row.sizeBytes;
    byKey.set(key, stat);
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}`;
  },
  (c) => {
    const k = c.uid();
    const ttl = c.r.int(5, 600) * 1000;
    return `export class TtlCache${k}<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(private readonly ttlMs: number = ${ttl}) {}

  get(key: string, now: number = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, now: number = Date.now()): void {
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  prune(now: number = Date.now()): number {
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (entry.expires <= now) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }
}`;
  },
  (c) => {
    const k = c.uid();
    return `export function describeStatus${k}(status: "ok" | "failed" | "pending", attempts: number): string {
  switch (status) {
    case "ok":
      return attempts > 1 ? \`ok after \${attempts} attempts\` : "ok";
    case "failed":
      return \`failed (\${attempts}/${c.r.int(3, 9)} attempts)\`;
    case "pending":
      return "pending";
  }
}`;
  },
  (c) => {
    const k = c.uid();
    const rows = Array.from({ length: c.r.int(4, 14) }, (_, i) =>
      `  { name: "${c.r.pick(NOUNS)}-${i}", port: ${c.r.int(1024, 65535)}, replicas: ${c.r.int(1, 12)}, critical: ${c.r.chance(0.3)} },`);
    return `export const SERVICES_${k} = [
${rows.join("\n")}
] as const;

export function criticalPorts${k}(): number[] {
  return SERVICES_${k}.filter((s) => s.critical).map((s) => s.port);
}`;
  },
  (c) => {
    const k = c.uid();
    return `export async function withRetry${k}<T>(fn: () => Promise<T>, attempts = ${c.r.int(2, 6)}, delayMs = ${c.r.int(1, 20) * 50}): Promise<T> {
  let lastError: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      return await fn();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** i));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}`;
  },
  (c) => {
    const k = c.uid();
    return `export function batches${k}<T>(items: readonly T[], size = ${c.r.int(5, 200)}): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}`;
  },
  (c) => {
    const k = c.uid();
    const key = c.r.pick(NOUNS).toUpperCase();
    return `export interface Settings${k} {
  endpoint: string;
  timeoutMs: number;
  verbose: boolean;
}

export function readSettings${k}(env: NodeJS.ProcessEnv = process.env): Settings${k} {
  const timeout = Number.parseInt(env.${key}_TIMEOUT_MS ?? "${c.r.int(1, 60) * 1000}", 10);
  return {
    endpoint: env.${key}_ENDPOINT ?? "http://127.0.0.1:${c.r.int(3000, 9999)}",
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : ${c.r.int(1, 60) * 1000},
    verbose: env.${key}_VERBOSE === "1",
  };
}`;
  },
  (c) => {
    const k = c.uid();
    return `export function table${k}(rows: ReadonlyArray<Record<string, string | number>>): string {
  const first = rows[0];
  if (first === undefined) return "(empty)";
  const columns = Object.keys(first);
  const widths = columns.map((col) => Math.max(col.length, ...rows.map((row) => String(row[col] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ");
  return [line(columns), line(widths.map((w) => "-".repeat(w))), ...rows.map((row) => line(columns.map((col) => String(row[col] ?? ""))))].join("\\n");
}`;
  },
];

// Whole-module kinds that are not tools: loggers, parsers, pagination.
const MODULE_BLOCKS = {
  logger(c) {
    const k = c.uid();
    return `type Level${k} = "debug" | "info" | "warn" | "error";
const RANK_${k}: Record<Level${k}, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export class Logger${k} {
  constructor(
    private readonly scope: string,
    private readonly min: Level${k} = "${c.r.pick(["debug", "info", "warn"])}",
  ) {}

  log(level: Level${k}, message: string, fields: Record<string, unknown> = {}): void {
    if (RANK_${k}[level] < RANK_${k}[this.min]) return;
    // Log lines are for operators; the model never reads stderr.
    const time = new Date().toISOString().slice(0, 19);
    const extra = Object.keys(fields).length > 0 ? " " + JSON.stringify(fields).slice(0, ${c.r.int(2, 20) * 50}) : "";
    process.stderr.write(\`\${time} \${level.toUpperCase().padEnd(5)} [\${this.scope}] \${message.slice(0, ${c.r.int(2, 10) * 100})}\${extra}\\n\`);
  }

  child(scope: string): Logger${k} {
    return new Logger${k}(\`\${this.scope}:\${scope}\`, this.min);
  }
}`;
  },
  parser(c) {
    const k = c.uid();
    const variant = c.r.int(0, 2);
    if (variant === 0)
      return `export interface Entry${k} {
  at: string;
  level: string;
  msg: string;
}

export function parseJsonl${k}(text: string): Entry${k}[] {
  const out: Entry${k}[] = [];
  for (const line of text.split("\\n")) {
    if (line.trim() === "") continue;
    try {
      out.push(JSON.parse(line) as Entry${k});
    } catch {
      // half-written line
    }
  }
  return out;
}`;
    if (variant === 1)
      return `function tryParse${k}(line: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

export function parseAll${k}(lines: string[]): Record<string, unknown>[] {
  return lines.map(tryParse${k}).filter(Boolean) as Record<string, unknown>[];
}`;
    return `export interface ParseReport${k} {
  rows: string[][];
  errors: { line: number; reason: string }[];
}

export function parseCsv${k}(text: string, separator = "${c.r.pick([",", ";", "\\t"])}"): ParseReport${k} {
  const report: ParseReport${k} = { rows: [], errors: [] };
  text.split("\\n").forEach((line, i) => {
    const cells = line.split(separator);
    if (cells.length < ${c.r.int(2, 6)}) {
      report.errors.push({ line: i + 1, reason: \`expected at least ${c.r.int(2, 6)} cells, got \${cells.length}\` });
      return;
    }
    report.rows.push(cells.map((cell) => cell.trim()));
  });
  return report;
}`;
  },
  pagination(c) {
    const k = c.uid();
    const variant = c.r.int(0, 2);
    c.use("../shared/backend.js", ...[["fetchRows", "type Row"], ["fetchRows", "type Page", "type Row"], ["type Page"]][variant]);
    if (variant === 0)
      return `export async function firstRows${k}(source: string): Promise<Row[]> {
  const page = await fetchRows(source, { limit: ${c.r.pick([20, 50, 100])} });
  return page.items;
}`;
    if (variant === 1)
      return `export async function* allRows${k}(source: string): AsyncGenerator<Row> {
  let cursor: string | undefined;
  do {
    const page: Page<Row> = await fetchRows(source, { limit: ${c.r.pick([20, 50, 100])}, cursor });
    yield* page.items;
    cursor = page.nextCursor;
  } while (cursor !== undefined);
}`;
    return `export function pageOf${k}<T>(items: readonly T[], page: number, size = ${c.r.pick([10, 20, 50])}): Page<T> {
  const start = page * size;
  const slice = items.slice(start, start + size);
  const next = start + size < items.length ? String(page + 1) : undefined;
  return next === undefined ? { items: slice, total: items.length } : { items: slice, total: items.length, nextCursor: next };
}`;
  },
  langchainMessage(c) {
    const k = c.uid();
    c.use("@langchain/core/messages", "ToolMessage");
    return `export function toToolMessage${k}(callId: string, output: unknown): ToolMessage {
  const content = typeof output === "string" ? output : JSON.stringify(output);
  return new ToolMessage({ content: content.slice(0, ${c.r.int(10, 80) * 100}), tool_call_id: callId });
}`;
  },
};

const UTIL = (r) => `// String helpers shared by this package's tools.
export const DEFAULT_MAX = ${r.int(20, 100) * 100};

export function truncate(text: string, max: number = DEFAULT_MAX): string {
  if (text.length <= max) return text;
  return text.slice(0, max - 1) + "…";
}

export function headTail(text: string, head: number, tail: number): string {
  return text.slice(0, head) + "\\n…\\n" + text.slice(-tail);
}

export function shortId(id: string): string {
  return id.slice(0, ${r.pick([6, 7, 8, 12])});
}

export function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function firstLines(text: string, n: number): string {
  return text.split("\\n").slice(0, n).join("\\n");
}

export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return \`\${value.toFixed(unit === 0 ? 0 : 1)} \${units[unit]}\`;
}

export function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
`;

const BACKEND = `// Deterministic in-process stand-in for the services every generated tool talks to.
export interface Row {
  id: string;
  name: string;
  status: "ok" | "failed" | "pending";
  createdAt: Date;
  sizeBytes: number;
  tags: string[];
  owner: string | null;
}

export interface Hit {
  path: string;
  line: number;
  text: string;
  score: number;
}

export interface Page<T> {
  items: T[];
  total: number;
  nextCursor?: string;
}

const ROWS: Row[] = Array.from({ length: 500 }, (_, i) => ({
  id: (0x1f00_0000 + i * 7919).toString(16).padStart(16, "0"),
  name: \`item-\${i}\`,
  status: i % 13 === 0 ? "failed" : i % 5 === 0 ? "pending" : "ok",
  createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
  sizeBytes: 1024 + ((i * 104_729) % 9_000_000),
  tags: [\`t\${i % 7}\`, \`z\${i % 3}\`],
  owner: i % 4 === 0 ? null : \`team-\${i % 9}\`,
}));

// Simulated network latency.
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function fetchRows(source: string, options: { limit?: number; cursor?: string } = {}): Promise<Page<Row>> {
  await tick();
  const start = options.cursor === undefined ? 0 : Number(options.cursor);
  const limit = options.limit ?? 50;
  const matching = ROWS.filter((row) => row.name.length > source.length % 3);
  const items = matching.slice(start, start + limit);
  const end = start + items.length;
  return end < matching.length ? { items, total: matching.length, nextCursor: String(end) } : { items, total: matching.length };
}

export async function search(query: string, options: { limit: number }): Promise<{ hits: Hit[]; total: number }> {
  await tick();
  const all = ROWS.map((row, i): Hit => ({ path: \`/srv/\${row.name}.log\`, line: i + 1, text: \`\${query} in \${row.name}\`, score: (i * 31) % 100 }));
  return { hits: all.slice(0, options.limit), total: all.length };
}

export async function readText(path: string): Promise<string> {
  await tick();
  return Array.from({ length: 2000 }, (_, i) => \`\${path}:\${i + 1} \${ROWS[i % ROWS.length]?.name ?? ""}\`).join("\\n");
}

export async function runCommand(cmd: string, args: string[]): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  await tick();
  return { stdout: Array.from({ length: 400 }, (_, i) => \`\${cmd} \${args.join(" ")} #\${i}\`).join("\\n"), stderr: "", exitCode: 0 };
}

export async function getJson(url: string): Promise<unknown> {
  await tick();
  return { url, rows: ROWS.slice(0, 200) };
}
`;

const KINDS = [
  ["mcp", 18], ["ai", 15], ["langchain", 12], ["openai", 10],
  ["logger", 8], ["parser", 10], ["pagination", 10], ["plain", 17],
];

function pickKind(r) {
  let x = r.next() * 100;
  for (const [kind, weight] of KINDS) if ((x -= weight) < 0) return kind;
  return "plain";
}

/** One module of a given kind, grown block by block to a target size of 50–400 lines. */
function moduleSource(kind, r) {
  const c = fileContext(r);
  const target = Math.round(50 + 350 * r.next() ** 1.6); // skewed towards smaller files, as in real repos
  const blocks = [];
  let preamble = "";
  if (kind === "mcp") {
    c.use("@modelcontextprotocol/sdk/server/mcp.js", "McpServer");
    preamble = `const server = new McpServer({ name: "${r.pick(NOUNS)}-tools-${r.int(1, 999)}", version: "1.${r.int(0, 20)}.${r.int(0, 9)}" });`;
  }
  const isTool = kind in TOOL_WRAPPERS;
  let lines = 10;
  while (lines < target) {
    let block;
    if (isTool && r.chance(0.6)) block = TOOL_WRAPPERS[kind](c);
    else if (kind === "langchain" && r.chance(0.3)) block = MODULE_BLOCKS.langchainMessage(c);
    else if (kind in MODULE_BLOCKS && r.chance(0.6)) block = MODULE_BLOCKS[kind](c);
    else block = r.pick(PLAIN_BLOCKS)(c);
    blocks.push(block);
    lines += block.split("\n").length + 1;
  }
  const footer = kind === "mcp" ? "\nexport { server };\n" : "";
  return `// Generated ${kind} module.\n${c.header()}\n\n${preamble ? preamble + "\n\n" : ""}${blocks.join("\n\n")}\n${footer}`;
}

/** Writes the tree and returns its directory and file and line counts. */
export function generateTree() {
  const dir = mkdtempSync(join(tmpdir(), "tool-output-bench-lint-"));
  const r = rng(SEED);
  const files = [["src/shared/backend.ts", BACKEND]];
  for (let i = 0; files.length < FILE_COUNT; i++) {
    const pkg = `src/pkg-${String(Math.floor(i / FILES_PER_PACKAGE)).padStart(2, "0")}`;
    const j = i % FILES_PER_PACKAGE;
    if (j === 0) files.push([`${pkg}/util.ts`, UTIL(r)]);
    else {
      const kind = pickKind(r);
      files.push([`${pkg}/${kind}-${j}.ts`, moduleSource(kind, r)]);
    }
  }
  let lines = 0;
  for (const [path, text] of files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    lines += text.split("\n").length;
  }
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "bench-harness", private: true, type: "module" }, null, 2));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify(
      {
        compilerOptions: {
          target: "ES2022",
          lib: ["ES2023"],
          module: "NodeNext",
          moduleResolution: "NodeNext",
          types: ["node"],
          strict: true,
          skipLibCheck: true,
          noEmit: true,
        },
        include: ["src/**/*.ts"],
      },
      null,
      2,
    ),
  );
  // The framework packages resolve through the project's own node_modules, so the type-aware run
  // meets the real declaration files (zod, ai, @modelcontextprotocol/sdk, @langchain/core, ...).
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, files: files.length, lines };
}

// ---------------------------------------------------------------------------------------------
// One lint run (in a child process)
// ---------------------------------------------------------------------------------------------

async function lintConfig(mode, dir) {
  const { default: tseslint } = await import("typescript-eslint");
  const { default: plugin } = await import(PLUGIN_URL);
  const typed = {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: dir } },
  };
  switch (mode) {
    case "syntactic":
      return [...tseslint.configs.recommended, plugin.configs.recommended];
    case "typed-base":
      return [...tseslint.configs.recommendedTypeChecked, typed];
    case "typed-plugin":
      return [...tseslint.configs.recommendedTypeChecked, typed, plugin.configs["recommended-type-checked"]];
    case "plugin-only":
      // What `tool-output migrate` lints with: the four rules, no type information.
      return [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, plugin.configs.all];
  }
  throw new Error(`unknown mode ${mode}`);
}

/**
 * Lints the tree once and sums ESLint's stats. ESLint 10's per-file shape is
 * `result.stats = { fixPasses, times: { passes: [{ parse: { total }, rules: { [id]: { total } },
 * fix: { total }, total }] } }`, all in ms; a rule's total includes its `create()`.
 */
async function lintOnce(mode, dir) {
  const { ESLint } = await import("eslint");
  const eslint = new ESLint({ cwd: dir, overrideConfigFile: true, overrideConfig: await lintConfig(mode, dir), stats: true });
  const t0 = performance.now();
  const results = await eslint.lintFiles(["src/**/*.ts"]);
  const wallMs = performance.now() - t0;
  const sum = { mode, files: results.length, wallMs, totalMs: 0, parseMs: 0, rulesMs: 0, pluginMs: 0, fatal: 0, messages: 0, byRule: {} };
  for (const result of results) {
    sum.messages += result.messages.length;
    sum.fatal += result.messages.filter((m) => m.fatal).length;
    for (const pass of result.stats?.times.passes ?? []) {
      sum.totalMs += pass.total ?? 0;
      sum.parseMs += pass.parse?.total ?? 0;
      for (const [id, { total }] of Object.entries(pass.rules ?? {})) {
        sum.rulesMs += total;
        sum.byRule[id] = (sum.byRule[id] ?? 0) + total;
        if (id.startsWith("tool-output/")) sum.pluginMs += total;
      }
    }
  }
  return sum;
}

export function lintInChild(mode, dir) {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [SELF, "--worker", mode, dir], { maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`lint run ${mode} failed: ${stderr || error.message}`));
      else resolve(JSON.parse(stdout));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// The benchmark
// ---------------------------------------------------------------------------------------------

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const log = (line) => process.stderr.write(`bench-lint: ${line}\n`);
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const perRule = (run) =>
  Object.entries(run.byRule)
    .filter(([id]) => id.startsWith("tool-output/"))
    .map(([id, ms]) => `${id} ${ms.toFixed(0)} ms`)
    .join(", ") || "none";

/** Runs both modes and returns rows for scripts/bench.js's table. */
export async function benchLint() {
  const { default: plugin } = await import(PLUGIN_URL);
  const ruleCount = Object.keys(plugin.rules).length;
  const note = ruleCount === 0 ? "; no tool-output rules registered" : "";
  const tree = generateTree();
  log(`${tree.files} files, ${tree.lines.toLocaleString("en-US")} lines in ${tree.dir}; ${ruleCount} tool-output rules`);
  try {
    const check = (run) => {
      if (run.fatal > 0) log(`warning: ${run.fatal} files did not parse in ${run.mode}; no rule ran on them`);
      return run;
    };

    const syntactic = [];
    for (let i = 0; i < 3; i++) syntactic.push(check(await lintInChild("syntactic", tree.dir)));
    const share = median(syntactic.map((s) => s.pluginMs / s.totalMs));
    const syn = syntactic.find((s) => s.pluginMs / s.totalMs === share);
    log(`syntactic: total ${sec(syn.totalMs)} (wall ${sec(syn.wallMs)}), tool-output ${syn.pluginMs.toFixed(0)} ms (${perRule(syn)}), ${syn.messages} messages`);

    // Pairs in alternating order so that machine drift falls on both sides; more pairs while
    // the budget allows, up to three.
    const base = [];
    const withPlugin = [];
    const t0 = performance.now();
    let perPair = 0;
    for (let i = 0; i < 3; i++) {
      const order = i % 2 ? ["typed-plugin", "typed-base"] : ["typed-base", "typed-plugin"];
      for (const mode of order) (mode === "typed-base" ? base : withPlugin).push(check(await lintInChild(mode, tree.dir)));
      perPair = (performance.now() - t0) / (i + 1);
      if (performance.now() - t0 + perPair > TYPED_BUDGET_MS) break;
    }
    const runs = base.length;
    const added = median(withPlugin.map((s) => s.pluginMs / (s.totalMs - s.pluginMs)));
    const typed = withPlugin.find((s) => s.pluginMs / (s.totalMs - s.pluginMs) === added);
    const wallAdded = median(withPlugin.map((s) => s.wallMs)) / median(base.map((s) => s.wallMs)) - 1;
    const statsAdded = median(withPlugin.map((s) => s.totalMs)) / median(base.map((s) => s.totalMs)) - 1;
    log(`type-aware: base wall ${base.map((s) => sec(s.wallMs)).join(", ")}; with plugin ${withPlugin.map((s) => sec(s.wallMs)).join(", ")}`);
    log(`type-aware: ${perRule(typed)}; tool-output ${typed.pluginMs.toFixed(0)} ms of ${sec(typed.totalMs)} (parse incl. program ${sec(typed.parseMs)}), ${typed.messages} messages`);

    const runsNote =
      runs === 1
        ? `one run each: a pair took ${sec(perPair)}, too slow for more in the ${sec(TYPED_BUDGET_MS)} budget`
        : `medians of ${runs} alternating runs`;
    const pct = (x) => `${x < 0 ? "−" : "+"}${Math.abs(x * 100).toFixed(1)}%`;
    // The checker resolves types lazily and caches them, so whichever rule asks first pays; the
    // in-run figure can undercount what the plugin would cost alone, the two-run one cannot.
    log(`type-aware: in-run share ${pct(added)}; separate runs ${pct(wallAdded)} wall, ${pct(statsAdded)} stats total`);
    return [
      {
        name: `syntactic lint, ${tree.files} files: tool-output rules' share of the lint time`,
        ratio: share,
        target: TARGET,
        ok: ruleCount === 0 || share <= TARGET,
        detail: `${syn.pluginMs.toFixed(0)} ms of ${sec(syn.totalMs)} (stats: parse + rules + fix) with tseslint recommended; median of 3 runs${note}`,
      },
      {
        name: `type-aware lint, ${tree.files} files: tool-output rules over typescript-eslint's cost`,
        ratio: added,
        target: TARGET,
        ok: ruleCount === 0 || added <= TARGET,
        detail:
          `stats in one run: ${typed.pluginMs.toFixed(0)} ms / ${sec(typed.totalMs - typed.pluginMs)} of everything else with recommendedTypeChecked; ` +
          `separate runs with vs without: ${pct(wallAdded)} wall, ${pct(statsAdded)} stats total (informative, noisy); ${runsNote}${note}`,
      },
    ];
  } finally {
    rmSync(tree.dir, { recursive: true, force: true });
  }
}

function printTable(rows) {
  console.log("| case | ratio | target | baseline |");
  console.log("| --- | ---: | ---: | --- |");
  for (const r of rows) console.log(`| ${r.name} | ${r.ratio.toFixed(3)} | ≤ ${r.target} ${r.ok ? "✓" : "✗"} | ${r.detail} |`);
}

const isMain = process.argv[1] !== undefined && pathToFileURL(process.argv[1]).href === import.meta.url;
if (isMain && process.argv[2] === "--worker") {
  process.stdout.write(JSON.stringify(await lintOnce(process.argv[3], process.argv[4])));
} else if (isMain) {
  const rows = await benchLint();
  printTable(rows);
  if (rows.some((r) => !r.ok)) process.exitCode = 1;
}

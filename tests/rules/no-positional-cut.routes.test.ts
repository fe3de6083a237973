// Routes to the model that no-positional-cut follows beyond a tool's own return: prompt elements
// (@vscode/prompt-tsx), overrides a base class calls, sandbox sessions whose commands a shell tool
// runs, process buffers that evict their oldest output; and the routes that end with a person or a
// page the model can ask for. Each beside the twin that differs in the one thing that matters.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import rule from "../../rules/no-positional-cut.js";
import { FIXTURES_DIR, syntacticRuleTester } from "../rule-tester.js";

const ruleTester = syntacticRuleTester();
const tsx = { parserOptions: { ecmaFeatures: { jsx: true } } };

/** A prompt element that renders a notebook cell's output, cut by a method at a share of the budget. */
const CELL_OUTPUT = (jsxImport: string) => `${jsxImport}
export class CellOutput extends PromptElement<{ output: string; budget: number }> {
  render() {
    return <Tag name="cell-output">{this.fallback(this.props.output, this.props.budget / 8)}</Tag>;
  }
  private fallback(text: string, limit: number): string {
    return text.length > limit ? text.substring(0, limit) : text;
  }
}
declare function Tag(p: { name: string; children?: unknown }): unknown;
`;

/** A base element that renders each part through \`this.onText\`, and a subclass \`cls\` that overrides it with a cut. */
const OVERRIDE = (cls: string, base = "PartList") => `import { PromptElement } from "@vscode/prompt-tsx";
class PartList extends PromptElement<{ parts: string[] }> {
  async render() {
    return <>{await Promise.all(this.props.parts.map(async (part) => this.onText(part)))}</>;
  }
  protected async onText(part: string): Promise<string> {
    return part;
  }
}
class Other extends PromptElement<{ parts: string[] }> {
  render() {
    return <>{this.props.parts.join("")}</>;
  }
}
export class ${cls} extends ${base} {
  protected override async onText(part: string): Promise<string> {
    const keep = 4000;
    return part.length > keep * 2 ? part.slice(0, keep) + "\\n[truncated]\\n" + part.slice(-keep) : part;
  }
}
`;

/** A sandbox session class (no process in this file: the provider runs it) whose \`method\` trims what a command printed. */
const SESSION = (cls: string, method = "writeStdin") => `export interface SandboxSession { ${method}(args: { chars: string }): Promise<string> }
const MAX_OUTPUT = 20_000;
export class ${cls} implements Partial<SandboxSession> {
  private buffer = "";
  async ${method}(args: { chars: string }): Promise<string> {
    await this.send(args.chars);
    const printed = this.buffer;
    this.buffer = "";
    return \`Output:\\n\${printed.length > MAX_OUTPUT ? printed.slice(-MAX_OUTPUT) : printed}\`;
  }
  private async send(chars: string): Promise<void> {
    this.buffer += chars;
  }
}
`;

/** A process whose output chunks go to \`outputChunks\`, dropped from the front while over a byte cap; \`spill\` runs per chunk. */
const EVICTING = (spill: string, result = "output: outputChunks.join(\"\")") => `import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
export function runCommand(command: string, maxBytes: number, logPath: string): Promise<{ output: string; fullOutputPath?: string }> {
  return new Promise((resolve) => {
    const outputChunks: string[] = [];
    let outputBytes = 0;
    const log = createWriteStream(logPath);
    const child = spawn("sh", ["-c", command]);
    child.stdout.on("data", (data: Buffer) => {
      const text = data.toString();
      ${spill}
      outputChunks.push(text);
      outputBytes += text.length;
      while (outputBytes > maxBytes && outputChunks.length > 1) {
        const removed = outputChunks.shift()!;
        outputBytes -= removed.length;
      }
    });
    child.on("close", () => resolve({ ${result} }));
  });
}
`;

/**
 * A browser session that keeps what the page printed for a console tool in another file, in
 * \`buffer\`, filled on \`event\` and trimmed by \`drop\` once over its cap.
 */
const PAGE_WATCH = (buffer: string, event: string, drop: string) => `import type { Page } from "playwright";
const MAX_ENTRIES = 500;
interface Entry { level: string; text: string; at: number }
export class PageWatch {
  readonly ${buffer}: Entry[] = [];
  attach(page: Page): void {
    page.on("${event}", (msg: { type(): string; text(): string }) => {
      this.${buffer}.push({ level: msg.type(), text: msg.text(), at: Date.now() });
      ${drop}
    });
  }
}
`;

/** A browser extension's debugger listener keeping console entries; \`dispatch\` is how it picks the event. */
const DEBUGGER_EVENTS = (dispatch: string, enable = "Runtime.enable") => `declare const chrome: { debugger: { sendCommand(t: { tabId: number }, method: string): Promise<void>; onEvent: { addListener(f: (src: unknown, method: string, params: { args: { value: string }[] }) => void): void } } };
const MAX_LOGS = 300;
export const consoleLogs: string[] = [];
export async function watch(tabId: number) {
  await chrome.debugger.sendCommand({ tabId }, "${enable}");
  chrome.debugger.onEvent.addListener((_src, method, params) => {
    switch (method) {
      ${dispatch}
        consoleLogs.push(params.args.map((a) => a.value).join(" "));
        if (consoleLogs.length > MAX_LOGS) consoleLogs.shift();
        break;
    }
  });
}
`;

/** Telemetry of a plain library: recent events kept by kind, where the kinds only name the page's events in a type. */
const RECENT_EVENTS = `type Kind = "request" | "response" | "console";
const MAX_EVENTS = 100;
export class Telemetry {
  readonly recentEvents: { kind: Kind; at: number }[] = [];
  record(kind: Kind): void {
    this.recentEvents.push({ kind, at: Date.now() });
    if (this.recentEvents.length > MAX_EVENTS) this.recentEvents.shift();
  }
}
`;

/** A terminal session of an MCP server's package: chunks kept under a size, the oldest dropped first. */
const TERMINAL_CHUNKS = (keepOne: string) => `export class ScreenLog {
  private readonly chunks: string[] = [];
  private total = 0;
  constructor(private readonly limit: number) {}
  append(chunk: string): void {
    this.chunks.push(chunk);
    this.total += chunk.length;
    while (this.total > this.limit && this.chunks.length > ${keepOne}) {
      const oldest = this.chunks.shift()!;
      this.total -= oldest.length;
    }
  }
  text(): string {
    return this.chunks.join("");
  }
}
`;

/** A shell tool whose helper keeps the last lines of what a command printed; \`save\` may write the whole input to the log it names. */
const TAIL_SPILL = (save: string) => `import { tool } from "ai";
import { z } from "zod";
import { writeFile } from "node:fs/promises";
const MAX_LINES = 2000;
async function keepTail(output: string, logPath: string, note: string): Promise<string> {
  const bytes = Buffer.from(output);
  let lines = bytes.toString().split("\\n");
  if (lines.length <= MAX_LINES) return output;
  lines = lines.slice(-MAX_LINES);
  ${save}
  return \`\${lines.join("\\n")}\\n[Full output: \${logPath}]\`;
}
export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => keepTail(await run(command), "/tmp/run.log", command),
});
declare function run(c: string): Promise<string>;
`;

/**
 * A devtools server's captured requests: a list tool that clips each body beside the request's
 * \`seq\`, and a detail tool that looks one up by \`lookup\` and clips its body at a size the model sets.
 */
const CAPTURED_REQUESTS = (lookup = "params.seq") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
interface Captured { seq: number; url: string; body?: string }
declare const captured: Captured[];
export function registerNetworkTools(server: McpServer) {
  server.registerTool("list_requests", { inputSchema: { max_body_length: z.number().max(100000).default(2000) } }, async (params) => {
    const rows = captured.map((c) => ({ seq: c.seq, url: c.url, body: c.body?.slice(0, params.max_body_length) }));
    return { content: [{ type: "text", text: JSON.stringify(rows) }] };
  });
  server.registerTool("request_detail", { inputSchema: { seq: z.number(), url: z.string(), max_body_length: z.number().max(500000).default(50000) } }, async (params) => {
    const hit = captured.find((c) => c.seq === ${lookup} || c.url === params.url);
    if (!hit) return { content: [{ type: "text", text: "not found" }] };
    const detail = { seq: hit.seq, url: hit.url, body: hit.body?.slice(0, params.max_body_length) };
    return { content: [{ type: "text", text: JSON.stringify(detail) }] };
  });
}
`;

/** A search tool whose results page by offset, each match line cut or not by \`line\`. */
const PAGED_SEARCH = (line: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "search", version: "1.0.0" });
server.registerTool("search_more", { inputSchema: { session: z.string(), offset: z.number() } }, async ({ session, offset }) => {
  const page = await results(session, offset);
  let output = "";
  for (const result of page.results) output += \`\${result.file}:\${result.line} \${${line}}\\n\`;
  if (page.more) output += \`Use search_more with offset: \${offset + page.results.length}\`;
  return { content: [{ type: "text", text: output }] };
});
declare function results(s: string, o: number): Promise<{ results: { file: string; line: number; match: string }[]; more: boolean }>;
`;

/** A shell tool that records when output came, with a sample of each chunk under \`key\`. */
const TIMED = (key: string) => `import { tool } from "ai";
import { z } from "zod";
export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
    const events: { timestamp: number; durationMs: number; ${key}: string }[] = [];
    let output = "";
    const start = Date.now();
    for await (const text of run(command)) {
      output += text;
      events.push({ timestamp: Date.now(), durationMs: Date.now() - start, ${key}: text.slice(0, 50) });
    }
    return { output, events };
  },
});
declare function run(c: string): AsyncIterable<string>;
`;

/** A prompt element that renders a search match's preview, cut a fixed distance past the match. */
const MATCH_PREVIEW = `import { PromptElement } from "@vscode/prompt-tsx";
const MAX_AFTER = 500;
export class FindMatch extends PromptElement<{ preview: string; matchEnd: number }> {
  render() {
    const { preview, matchEnd } = this.props;
    const shown = preview.length - matchEnd > MAX_AFTER ? preview.slice(0, matchEnd + MAX_AFTER) + "..." : preview;
    return <Tag name="match">{shown}</Tag>;
  }
}
declare function Tag(p: { name: string; children?: unknown }): unknown;
`;

/** A sandbox session (\`declares\`) whose process output is kept by a helper that drops its head past a cap. */
const BOUNDED_APPEND = (declares: string) => `const MAX_KEPT = 100_000;
function appendBounded(kept: string, dropped: number, chunk: string): { output: string; droppedChars: number } {
  if (kept.length + chunk.length <= MAX_KEPT) return { output: kept + chunk, droppedChars: dropped };
  const room = MAX_KEPT - chunk.length;
  return { output: kept.slice(-room) + chunk, droppedChars: dropped + kept.length - room };
}
interface Running { output: string; droppedChars: number }
export function onChunk(running: Running, chunk: string): void {
  const next = appendBounded(running.output, running.droppedChars, chunk);
  running.output = next.output;
  running.droppedChars = next.droppedChars;
}
${declares}
`;

/** A file of the fixture package \`pkg\` (fixtures/rule-tester/packages/): its package.json says what the package is for. */
const inPackage = (pkg: string, path = "src/forecast.ts") => join(FIXTURES_DIR, "rule-tester", "packages", pkg, path);

/** A module with no tool of its own: it formats a forecast the server's tools return. */
const FORECAST = `const MAX_SUMMARY = 2000;
export async function forecastText(city: string): Promise<string> {
  const report = await fetchReport(city);
  return report.length > MAX_SUMMARY ? report.slice(0, MAX_SUMMARY) : report;
}
declare function fetchReport(c: string): Promise<string>;
`;

/** A reader of lines from \`offset\`, as many as \`maxLines\`, from a module of an MCP server. */
const LINE_READER = (start: string) => `export async function readLines(lines: AsyncIterable<string>, offset: number, maxLines: number): Promise<string> {
  const kept: string[] = [];
  let n = 0;
  for await (const line of lines) {
    if (${start} && kept.length < maxLines) kept.push(line);
    if (kept.length >= maxLines) break;
    n++;
  }
  return kept.join("\\n");
}
`;

/** A git tool that echoes part of what the model sent (\`args.body\`) beside what git printed. */
const GIT_COMMIT = (echo: string) => `import { tool } from "ai";
import { z } from "zod";
export const commit = tool({
  description: "Commit staged changes",
  inputSchema: z.object({ message: z.string(), body: z.string().optional() }),
  execute: async (args) => {
    const printed = await git(["commit", "-m", args.message]);
    return \`\${printed}\\nBody: \${${echo}}\`;
  },
});
declare function git(a: string[]): Promise<string>;
`;

/** A plain tool object that checks its arguments with a schema and quotes one back when it is not found. */
const EDIT_ECHO = (quoted: string) => `import { readFile } from "node:fs/promises";
import { z } from "zod";
const editArgs = z.object({ path: z.string(), old_str: z.string() });
export const editFile = {
  name: "edit_file",
  description: "Replace text in a file",
  parameters: { type: "object", properties: { path: { type: "string" }, old_str: { type: "string" } } },
  async execute(args: Record<string, unknown>) {
    const parsed = editArgs.safeParse(args);
    if (!parsed.success) return { ok: false, error: parsed.error.message };
    const { path, old_str } = parsed.data;
    const content = await readFile(path, "utf8");
    if (!content.includes(old_str)) return { ok: false, error: \`not found: \${${quoted}}\` };
    return { ok: true };
  },
};
`;

/** A LangChain tool that quotes the JSON it was handed when a path is not in it. */
const JSON_PATH = (quoted: string) => `import { Tool } from "@langchain/core/tools";
export class JsonPathTool extends Tool {
  name = "json_path";
  description = "Read a value at a path of a JSON document";
  async _call(json: string): Promise<string> {
    const data: unknown = JSON.parse(json);
    const body = await lookup(data);
    const shown = JSON.stringify(${quoted}, null, 2);
    throw new Error(\`Path not found. Received: \${shown.length > 200 ? shown.substring(0, 200) + "..." : shown}\`);
  }
}
declare function lookup(d: unknown): Promise<unknown>;
`;

/** A history compactor (\`name\`) that keeps the first line of each old tool message. */
const COMPACTOR = (name: string) => `export function ${name}(messages: { role: string; content: string }[]): { role: string; content: string }[] {
  return messages.map((m) => (m.role === "tool" ? { ...m, content: m.content.split("\\n").slice(0, 3).join("\\n") } : m));
}
`;

/** An edit tool whose result previews the file it wrote, head and tail around \`notice\`. */
const EDIT_PREVIEW = (notice: string) => `import { tool } from "ai";
import { z } from "zod";
const MAX_PREVIEW = 4000;
export const edit = tool({
  description: "Apply an edit to a file",
  inputSchema: z.object({ path: z.string(), patch: z.string() }),
  execute: async ({ path, patch }) => {
    const updated = await applyAndWrite(path, patch);
    if (updated.length <= MAX_PREVIEW) return updated;
    const half = MAX_PREVIEW / 2;
    return updated.slice(0, half) + ${JSON.stringify(notice)} + updated.slice(-half);
  },
});
declare function applyAndWrite(p: string, patch: string): Promise<string>;
`;

/** A command executor that keeps a progress copy and resolves the whole state, capped at a byte limit. */
const EXECUTOR = (resolveWith: string) => `import { spawn } from "node:child_process";
import { EventEmitter } from "node:events";
const MAX_BYTES = 1_000_000;
export class ShellExecutor extends EventEmitter {
  execute(command: string): Promise<{ output: string }> {
    const state = { output: "" };
    let used = 0;
    const proc = spawn("sh", ["-c", command]);
    proc.stdout.on("data", (data: Buffer) => {
      const room = MAX_BYTES - used;
      const kept = data.subarray(0, room);
      state.output += kept.toString();
      used += kept.length;
      this.emit("progress", { ...state });
    });
    return new Promise((resolve) => proc.on("close", () => resolve(${resolveWith})));
  }
}
`;

/** A research step that trims a prompt built around \`parts\` before a model call. */
const RESEARCH = (parts: string) => `import { generateText } from "ai";
export async function learn(model: Parameters<typeof generateText>[0]["model"], query: string, contents: string[], notes: string[]) {
  const prompt = \`Query: \${query}\\n\${${parts}}\`;
  return generateText({ model, prompt: prompt.slice(0, 25_000) });
}
`;

/** An exported search that returns hits (\`shape\`) with a cut of each matching line. */
const SEARCH_HITS = (shape: string) => `const MAX_LINE = 300;
export async function searchFiles(pattern: string) {
  const hits: unknown[] = [];
  for (const m of await grep(pattern)) {
    const text = m.text.length > MAX_LINE ? m.text.slice(0, MAX_LINE) + "…" : m.text;
    hits.push({ ${shape} });
  }
  return hits;
}
declare function grep(p: string): Promise<{ file: string; line: number; text: string }[]>;
`;

/** An aibitat-style plugin whose handler reads files through a helper called with \`.call(this, …)\`. */
const CALLED_WITH_THIS = (call: string) => `const MAX_CONTENT = 20_000;
export const readFiles = {
  name: "read-files",
  description: "Read files",
  parameters: { type: "object", properties: { paths: { type: "array" } } },
  handler: async function ({ paths }: { paths: string[] }) {
    return ${call};
  },
};
async function readAll(this: unknown, paths: string[]): Promise<string> {
  const combined = (await Promise.all(paths.map((p) => load(p)))).join("\\n---\\n");
  return combined.slice(0, MAX_CONTENT);
}
declare function load(p: string): Promise<string>;
`;

/** A git tool that hands \`arg\` to a helper that keeps the first line of what it is given. */
const GIT_SUMMARY = (arg: string) => `import { tool } from "ai";
import { z } from "zod";
function firstPart(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
export const commit = tool({
  description: "Commit staged changes",
  inputSchema: z.object({ message: z.string() }),
  execute: async (args) => {
    const printed = await git(["commit", "-m", args.message]);
    return \`\${printed}\\n\${firstPart(${arg}, 200)}\`;
  },
});
declare function git(a: string[]): Promise<string>;
`;

/** A CommonJS module whose class keeps the start of a text; \`exportLine\` hands it out, or not. */
const CJS_BUDGET = (exportLine: string) => `const MARKER = "\\n[truncated]";
class Budget {
  fitToBudget(text, max) {
    return text.length <= max ? text : text.slice(0, max) + MARKER;
  }
}
${exportLine}
`;

/** A shell backend class (\`cls\`) whose execute() caps what a command printed at a private limit. */
const SHELL_BACKEND = (cls: string) => `import { spawn } from "node:child_process";
export class ${cls} {
  #maxOutput = 100_000;
  async execute(command: string): Promise<{ output: string }> {
    let output = await collect(spawn("sh", ["-c", command]));
    if (output.length > this.#maxOutput) output = output.slice(0, this.#maxOutput) + "\\n[truncated]";
    return { output };
  }
}
declare function collect(p: unknown): Promise<string>;
`;

/** A command runner that reports through a callback its callers pass (\`done\`), here a promise's resolve. */
const CALLBACK_RUNNER = (declared: string) => `import { spawn } from "node:child_process";
const MAX_OUTPUT = 50_000;
function runChild(command: string, done: (r: { stdout: string }) => void): void {
  const child = spawn("sh", ["-c", command]);
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.on("close", () => done({ stdout: out.slice(0, MAX_OUTPUT) }));
}
export function ${declared}(command: string): Promise<{ stdout: string }> {
  return new Promise((resolve) => runChild(command, (r) => resolve(r)));
}
`;

/** A helper of an MCP server's package that reads an error body into the message it throws. */
const ERROR_BODY = `const MAX_BODY = 500;
export async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) {
    const body = await res.text();
    throw new Error(\`HTTP \${res.status}: \${body.slice(0, MAX_BODY)}\`);
  }
  return res.json();
}
`;

/** A runner whose process comes from the project's own starter (\`starter\`), its buffer rolling at a cap. */
const OWN_STARTER = (starter: string) => `import { ${starter} } from "./shell-runner.js";
const MAX_SESSION_OUTPUT = 1_000_000;
export function attach(session: { output: string }, command: string): void {
  ${starter}(command, (text: string) => {
    session.output += text;
    if (session.output.length > MAX_SESSION_OUTPUT) session.output = session.output.slice(session.output.length - MAX_SESSION_OUTPUT);
  });
}
`;

/** A browse tool that gathers one task per page through a helper the file does not define; \`task\` is one page's task. */
const GATHERED = (task: string) => `import { tool } from "ai";
import { z } from "zod";
declare function settleAll<T>(tasks: Record<string, () => Promise<T>>): Promise<Record<string, T>>;
declare function scrape(url: string): Promise<{ markdown: string }>;
export const browse = tool({
  description: "Read web pages",
  inputSchema: z.object({ urls: z.array(z.string()) }),
  execute: async ({ urls }) => {
    const tasks = Object.fromEntries(urls.map((url, i) => [\`page:\${i}\`, ${task}]));
    const pages = await settleAll(tasks);
    return { pages: Object.values(pages) };
  },
});
`;

/** A file of fixtures/rule-tester/packages/notes-agent, linted where it lives so its importers can be read. */
const notesFile = (path: string) => ({ filename: inPackage("notes-agent", path), code: readFileSync(inPackage("notes-agent", path), "utf8") });

ruleTester.run("no-positional-cut (routes beyond a tool's return)", rule, {
  valid: [
    { name: "event names in a type union are no listener: a library's telemetry keeps its recent events", code: RECENT_EVENTS },
    { name: "JSX for a page (React) is for a person", filename: "components/cell-output.tsx", languageOptions: tsx, code: CELL_OUTPUT('import { Component as PromptElement } from "react";') },
    { name: "a class that only shares the method's name does not dispatch to it", filename: "tool-result.tsx", languageOptions: tsx, code: OVERRIDE("ToolResult", "Other") },
    { name: "a class named for a transcript is not one named for tool results", filename: "transcript.tsx", languageOptions: tsx, code: OVERRIDE("TranscriptPart") },
    { name: "a class not named for a sandbox: its methods are not a command's output", code: SESSION("ReportSession") },
    { name: "an export that only a job executor of two snake_case jobs runs", ...notesFile("src/services/page-digest.ts") },
    {
      name: "a factory's functions that the tool module calls by other names than the object gives them",
      filename: inPackage("notes-agent", "src/services/shell-runner.ts"),
      code: readFileSync(inPackage("notes-agent", "src/services/shell-runner.ts"), "utf8").replace("    runCommand,\n", "    runForCli: runCommand,\n").replace("async tailLog(", "async tailLogForCli("),
    },
    {
      name: "an export also called in its own file, which no tool module imports",
      filename: inPackage("notes-agent", "src/services/notes-archive.ts"),
      code: readFileSync(inPackage("notes-agent", "src/services/notes-export.ts"), "utf8").replaceAll("exportNotes", "archiveNotes").replace(" // expect: tool-output/no-positional-cut", ""),
    },
    { name: "every evicted chunk also went to a log file the result names", code: EVICTING("log.write(text);", "output: outputChunks.join(\"\"), fullOutputPath: logPath") },
    { name: "a queue that hands on what it shifts evicts nothing", code: EVICTING("void log;").replace("const removed = outputChunks.shift()!;\n        outputBytes -= removed.length;", "const next = outputChunks.shift()!;\n        outputBytes -= next.length;\n        forward(next);").replace("export function", "declare function forward(s: string): void;\nexport function") },
    { name: "a window of recent actions in a file that watches a page is bookkeeping", code: PAGE_WATCH("recentActions", "console", "if (this.recentActions.length > MAX_ENTRIES) this.recentActions.shift();") },
    { name: "a console buffer in a file that captures neither a page nor a process, outside an MCP server", code: PAGE_WATCH("consoleEntries", "message", "if (this.consoleEntries.length > MAX_ENTRIES) this.consoleEntries.shift();").replace('import type { Page } from "playwright";', "type Page = { on(e: string, f: (m: { type(): string; text(): string }) => void): void };") },
    { name: "a queue of requests drained in order, never filled in the file", code: PAGE_WATCH("consoleEntries", "console", "while (pendingRequests.length > MAX_ENTRIES) pendingRequests.shift();").replace("export class", "declare const pendingRequests: string[];\nexport class") },
    { name: "a buffer that keeps one chunk however large is capped by nothing", filename: inPackage("weather-mcp"), code: TERMINAL_CHUNKS("1").replace("this.total > this.limit && ", "") },
    { name: "paging by offset reaches the results past the page", code: PAGED_SEARCH("result.match") },
    { name: "a helper that writes the whole text it was handed to the log its result names", code: TAIL_SPILL("await writeFile(logPath, output);") },
    { name: "a sample of each chunk in a record of when it came is a timeline", code: TIMED("snippet") },
    { name: "a prompt element outside a tool's file, for a value not named for output", filename: "find-match.tsx", languageOptions: tsx, code: MATCH_PREVIEW },
    { name: "a bounded append in a file that neither runs processes nor declares a sandbox", code: BOUNDED_APPEND("export class ChatHistory {}") },
    { name: "an export of a package named for MCP that builds on no server library", filename: inPackage("plain-library"), code: FORECAST },
    { name: "an export of an editor extension that is an MCP client", filename: inPackage("editor-extension"), code: FORECAST },
    { name: "an export of a dev tool whose MCP keyword rests on a devDependency", filename: inPackage("lint-plugin"), code: FORECAST },
    { name: "a test of an MCP server's package", filename: inPackage("weather-mcp", "tests/forecast.ts"), code: FORECAST },
    { name: "an export in an executors folder of a package that is no MCP server, importing no tool framework", filename: inPackage("plain-library", "src/executor/forecast.ts"), code: FORECAST },
    {
      name: "an error body kept in a field for the operators, the client told only the status",
      filename: inPackage("weather-mcp"),
      code: ERROR_BODY.replace("throw new Error(`HTTP ${res.status}: ${body.slice(0, MAX_BODY)}`);", "throw new UpstreamError(`HTTP ${res.status}`, { internalMessage: body.slice(0, MAX_BODY) });") + "declare class UpstreamError extends Error { constructor(m: string, o: { internalMessage?: string }) }\n",
    },
    {
      name: "an MCP server on tmcp: a module's cut is still its own when it has no export",
      filename: inPackage("search-tmcp"),
      code: FORECAST.replace("export async function", "async function"),
    },
    { name: "lines read from a start the caller passes: a window", filename: inPackage("weather-mcp"), code: LINE_READER("n >= offset") },
    { name: "part of what the model sent, echoed back, is not tool output", code: GIT_COMMIT('args.body ? args.body.substring(0, 100) : ""') },
    { name: "what the model sent, tidied, then echoed back short", code: GIT_COMMIT('args.body ? args.body.trim().substring(0, 100) : ""') },
    { name: "a field of the arguments as the schema checked them, quoted back short", code: EDIT_ECHO("old_str.slice(0, 50)") },
    { name: "the JSON the model handed the tool, quoted back in an error", code: JSON_PATH("data") },
    { name: "a helper handed what the model sent", code: GIT_SUMMARY("args.message") },
    { name: "a class named for storage, not for running commands", code: SHELL_BACKEND("StorageBackend") },
    { name: "a function not named for running anything, through the same callback", code: CALLBACK_RUNNER("collectLogs") },
    { name: "the same helper outside an MCP server's package", filename: inPackage("plain-library"), code: ERROR_BODY },
    { name: "an imported function not named for starting a process", code: OWN_STARTER("subscribeToFeed") },
    { name: "an export only a UI module of the package imports", ...notesFile("src/services/notes-preview.ts") },
    { name: "an export only a test of the package wraps in a tool", ...notesFile("src/services/notes-stats.ts") },
    { name: "an export only a module typed as a toolbar, not a tool, imports", ...notesFile("src/services/page-preview.ts") },
    { name: "a CommonJS class that the module does not hand out", filename: "budget.js", code: CJS_BUDGET("module.exports = { version: 1 };") },
    { name: "checkHistory off: a function named for compacting the history keeps what the model saw before", code: COMPACTOR("compactHistory"), options: [{ checkHistory: false }] },
    { name: "checkHistory off: a file named for compressing messages is bookkeeping of the context", filename: "src/utils/message-compression.ts", code: COMPACTOR("shortenToolMessages"), options: [{ checkHistory: false }] },
    { name: "the notice sends the model to the read tool with a range: the file holds the rest", code: EDIT_PREVIEW("\n[preview cut; use read_file with a line range to see the rest]\n") },
    { name: "a progress copy only, no result", code: EXECUTOR("{ output: \"done\" }") },
    { name: "a prompt of what the user asked and notes the model wrote", code: RESEARCH('notes.join("\\n")') },
    { name: "a cut line in a record that says nothing of where it is", code: SEARCH_HITS("file: m.file, text") },
    { name: "a callback inside a tool keyed for a preview is for a person", code: GATHERED("{ renderPreview: async () => (await scrape(url)).markdown.slice(0, 5000) }") },
    { name: "a callback in options handed to a call compares, it is not gathered", code: GATHERED("async () => ({ url, content: (await scrape(url)).markdown })").replace("const pages = await settleAll(tasks);", "const pages = await settleAll(tasks);\n    sortBy(Object.values(pages), { key: (p: { content: string }) => p.content.slice(0, 40).toLowerCase() });").replace("declare function scrape", "declare function sortBy<T>(xs: T[], o: { key: (x: T) => string }): T[];\ndeclare function scrape") },
    { name: "a callback inside a tool whose cut is only logged", code: GATHERED("async () => { const page = await scrape(url); console.log(page.markdown.slice(0, 5000)); return { url, content: page.markdown }; }") },
  ],
  invalid: [
    {
      name: "a method's cut rendered into a prompt element (@vscode/prompt-tsx) in a tool's own file",
      filename: "runCellTool.tsx",
      languageOptions: tsx,
      code: CELL_OUTPUT('import { PromptElement } from "@vscode/prompt-tsx";'),
      errors: [
        { messageId: "helperCall", line: 4, data: { helper: "fallback", detail: "keeps the start at line 7", consequence: "everything after character this.props.budget / 8 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "a prompt element rendered by @vscode/prompt-tsx" }, suggestions: 1 as never },
        { messageId: "helperCut", line: 7, suggestions: 1 as never },
      ],
    },
    {
      name: "an override that a base element calls through this., in a class named for tool results",
      filename: "tool-result.tsx",
      languageOptions: tsx,
      code: OVERRIDE("ToolResult"),
      errors: [
        { messageId: "helperCall", line: 4, data: { helper: "onText", detail: "middle elision at line 18", consequence: "everything between the first keep characters and the kept end is dropped, where the error or the answer often is", reach: "It may reach the model as tool output", via: "a prompt element rendered by @vscode/prompt-tsx" }, suggestions: [] },
        { messageId: "helperCut", line: 18, suggestions: 1 as never },
      ],
    },
    {
      name: "a sandbox session's writeStdin gives what the process printed to the shell tool",
      code: SESSION("ModalSandboxSession"),
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Suffix cut of tool output", consequence: "everything before the last MAX_OUTPUT characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `ModalSandboxSession.writeStdin()`, a command's output that the tool running it hands on", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a process buffer that drops its oldest chunks while over a byte cap",
      code: EVICTING("void log;"),
      errors: [{ messageId: "positionalCut", line: 14, data: { what: "Suffix cut of tool output", consequence: "everything before the last maxBytes characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "`outputChunks` drops the oldest of a child process's output while over the cap, and a shell tool hands what is left to the model", marker: "" }, suggestions: [] }],
    },
    {
      name: "an extension's debugger buffer: events dispatched by name (`case \"Runtime.consoleAPICalled\":`) after `sendCommand(…, \"Runtime.enable\")`",
      code: DEBUGGER_EVENTS("case \"Runtime.consoleAPICalled\":", "${domain}.enable"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "the same with the domain enabled by name (`sendCommand(…, \"Runtime.enable\")`) and the event told apart by its prefix",
      code: DEBUGGER_EVENTS("case method.startsWith(\"Runtime.\") ? method : \"\":"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "a console buffer filled from a page's console events drops its oldest entry",
      code: PAGE_WATCH("consoleEntries", "console", "if (this.consoleEntries.length > MAX_ENTRIES) this.consoleEntries.shift();"),
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Capture buffer that drops its oldest tool output at a cap", consequence: "every entry before the newest MAX_ENTRIES is dropped, and no tool that reads the buffer can return it", reach: "It may reach the model as tool output", via: "`this.consoleEntries` drops its oldest captured output while over the cap, and a tool reads the buffer later", marker: "" }, suggestions: [] }],
    },
    {
      name: "a network buffer filled on a CDP event, trimmed with splice",
      code: PAGE_WATCH("networkLogs", "Network.responseReceived", "if (this.networkLogs.length > MAX_ENTRIES) {\n        this.networkLogs.splice(0, this.networkLogs.length - MAX_ENTRIES);\n      }"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "an event buffer of an MCP server's package, filled by a method and trimmed in a loop",
      filename: inPackage("weather-mcp"),
      code: PAGE_WATCH("bufferedEvents", "message", "while (this.bufferedEvents.length >= MAX_ENTRIES) this.bufferedEvents.shift();").replace('import type { Page } from "playwright";', "type Page = { on(e: string, f: (m: { type(): string; text(): string }) => void): void };"),
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Capture buffer that drops its oldest tool output at a cap", consequence: "every entry before the newest MAX_ENTRIES is dropped, and no tool that reads the buffer can return it", reach: "It may reach the model as tool output", via: "`this.bufferedEvents` drops its oldest captured output while over the cap, and the MCP server weather-mcp reads the buffer later", marker: "" }, suggestions: [] }],
    },
    {
      name: "a terminal log of an MCP server's package drops its oldest chunks while over a size",
      filename: inPackage("weather-mcp"),
      code: TERMINAL_CHUNKS("1"),
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Capture buffer that drops its oldest tool output at a cap", consequence: "everything before the last this.limit characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "`this.chunks` drops its oldest captured output while over the cap, and the MCP server weather-mcp reads the buffer later", marker: "" }, suggestions: [] }],
    },
    {
      name: "a helper that writes another of its parameters to the log, not the text it cut",
      code: TAIL_SPILL("await writeFile(logPath, note);"),
      errors: [
        { messageId: "helperCut", line: 9, suggestions: [] },
        { messageId: "helperCall", line: 16, suggestions: [] },
      ],
    },
    {
      name: "a body clipped at a size the model sets, with no offset, beside the seq its own tool took; the list's clip sits beside a seq the detail tool takes",
      code: CAPTURED_REQUESTS(),
      errors: [{ messageId: "positionalCut", line: 13, data: { what: "Prefix cut of tool output", consequence: "everything after character params.max_body_length is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by an MCP SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "a body clipped beside a seq that no other tool of the file takes",
      code: CAPTURED_REQUESTS("Number(params.url)"),
      errors: [
        { messageId: "positionalCut", line: 7, suggestions: [] },
        { messageId: "positionalCut", line: 13, suggestions: [] },
      ],
    },
    {
      name: "paging by offset does not reach the rest of one match line",
      code: PAGED_SEARCH('result.match.substring(0, 100) + (result.match.length > 100 ? "..." : "")'),
      errors: [{ messageId: "positionalCut", line: 7, data: { what: "Prefix cut of tool output", consequence: "everything after character 100 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by an MCP SDK tool", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a prompt element in a search tool's own file renders that tool's result",
      filename: "findTextInFilesTool.tsx",
      languageOptions: tsx,
      code: MATCH_PREVIEW,
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character matchEnd + MAX_AFTER is dropped", reach: "It may reach the model as tool output", via: "a prompt element rendered by @vscode/prompt-tsx", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "a sandbox session's output buffer kept by a helper whose text field is written back",
      code: BOUNDED_APPEND("export class DockerSandboxSession {}"),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: [] },
        { messageId: "helperCall", line: 9, data: { helper: "appendBounded", detail: "keeps the end at line 5", consequence: "everything before the last room characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "`running.output` keeps what the helper leaves of a child process's output, which a shell tool hands to the model" }, suggestions: [] },
      ],
    },
    {
      name: "an export of a file named for a tool, importing no tool framework and in no package",
      filename: "src/forecast-tool.ts",
      code: FORECAST,
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_SUMMARY is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `forecastText()` of a tool module, which hands it on", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "an export in an executors folder of an MCP server's package, importing no tool framework: the server's tools hand it on",
      filename: inPackage("weather-mcp", "src/executor/forecast.ts"),
      code: FORECAST,
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_SUMMARY is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `forecastText()` of the MCP server weather-mcp, whose tools hand it on", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "an export of an MCP server's package: its tools hand what it returns to the model",
      filename: inPackage("weather-mcp"),
      code: FORECAST,
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_SUMMARY is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `forecastText()` of the MCP server weather-mcp, whose tools hand it on", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "lines read from the first, as many as a cap: the rest is out of reach",
      filename: inPackage("weather-mcp"),
      code: LINE_READER("n >= 0"),
      errors: [{ messageId: "helperCut", line: 6, suggestions: [] }],
    },
    {
      name: "what git printed, tidied, is still what git printed",
      code: GIT_COMMIT("printed.trim().substring(0, 100)"),
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "the file the tool read, quoted back short beside the checked arguments",
      code: EDIT_ECHO("content.slice(0, 50)"),
      errors: [{ messageId: "positionalCut", line: 13, suggestions: 1 as never }],
    },
    {
      name: "what git printed, cut, beside the echo of the model's input",
      code: GIT_COMMIT("printed.substring(0, 100)"),
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "what the lookup gave, quoted in the error the model reads",
      code: JSON_PATH("body"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      name: "the same cut of tool messages in a function not named for the history",
      code: COMPACTOR("shortenToolMessages"),
      errors: [{ messageId: "positionalCut", line: 2, suggestions: 1 as never }],
    },
    {
      // By default the model reads the cut result on every later turn, whatever the function is named.
      name: "a function named for compacting the history cuts tool messages (checkHistory on by default)",
      code: COMPACTOR("compactHistory"),
      errors: [{ messageId: "positionalCut", line: 2, suggestions: 1 as never }],
    },
    {
      name: "checkHistory off still reports the cut outside compaction code",
      code: COMPACTOR("shortenToolMessages"),
      options: [{ checkHistory: false }],
      errors: [{ messageId: "positionalCut", line: 2, suggestions: 1 as never }],
    },
    {
      name: "a notice that only says to narrow the request is no way back",
      code: EDIT_PREVIEW("\n[preview cut; request a narrower result]\n"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      name: "a tool result message built with `as const` tags",
      code: 'export function toolMessage(id: string, output: string) {\n  return { role: "tool" as const, tool_call_id: id, content: output.slice(0, 8000) };\n}\n',
      errors: [{ messageId: "positionalCut", line: 2, data: { what: "Prefix cut of tool output", consequence: "everything after character 8000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: 'a `role: "tool"` message', marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a progress copy for people does not stop the resolved state from reaching the shell tool",
      code: EXECUTOR("{ ...state }"),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Byte cut of tool output", consequence: "bytes after room are dropped, possibly inside a multi-byte character", reach: "It may reach the model as tool output", via: "returned by `ShellExecutor.execute()`, a command's output that the tool running it hands on", marker: "" }, suggestions: [] }],
    },
    {
      name: "a prompt built around what searches gave, cut before a model call",
      code: RESEARCH('contents.join("\\n")'),
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character 25_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "a prompt sent to a model by `generateText()`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a cut line in a search hit an exported search returns",
      code: SEARCH_HITS("file: m.file, line: m.line, text"),
      errors: [{ messageId: "positionalCut", line: 5, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_LINE is dropped", reach: "It may reach the model as tool output", via: "a search hit returned by `searchFiles()`, which a search tool hands the model", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "a helper called with .call(this, …) returns into the handler",
      code: CALLED_WITH_THIS("await readAll.call(this, paths)"),
      errors: [{ messageId: "positionalCut", line: 12, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_CONTENT is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool defined as a plain object", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "the same helper handed what git printed",
      code: GIT_SUMMARY("printed"),
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 11, suggestions: 1 as never },
      ],
    },
    {
      name: "a method of the instance `module.exports` hands out, named for making text fit",
      filename: "budget.js",
      code: CJS_BUDGET("module.exports = new Budget();"),
      errors: [{ messageId: "helperCut", line: 4, data: { helper: "fitToBudget", consequence: "everything after character max is dropped, and the marker beside it says so but gives no way to read the rest", callers: "It is exported under a truncating name, so its callers may pass it tool output." }, suggestions: 1 as never }],
    },
    {
      name: "a shell backend's execute() capped at a private field",
      code: SHELL_BACKEND("LocalShellBackend"),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character this.#maxOutput is dropped", reach: "It may reach the model as tool output", via: "returned by `LocalShellBackend.execute()`, a command's output that the tool running it hands on", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "what a callback parameter is handed goes to the callback the callers pass",
      code: CALLBACK_RUNNER("runTerminalCommand"),
      errors: [{ messageId: "positionalCut", line: 7, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_OUTPUT is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `runTerminalCommand()`, a command's output that the tool running it hands on", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a module of an MCP server built on tmcp hands its exports to the server's tools",
      filename: inPackage("search-tmcp"),
      code: FORECAST,
      errors: [{ messageId: "positionalCut", line: 4, suggestions: 1 as never }],
    },
    {
      name: "an error body thrown from an export of an MCP server's package",
      filename: inPackage("weather-mcp"),
      code: ERROR_BODY,
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_BODY is dropped and the model is not told", reach: "It may reach the model as tool output", via: "thrown from `fetchJson()` of the MCP server weather-mcp, whose tools report the error to the model", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a session buffer rolling at a cap, its process started by the project's own starter",
      code: OWN_STARTER("startShellProcess"),
      errors: [{ messageId: "positionalCut", line: 6, suggestions: [] }],
    },
    {
      name: "a function declared to return the project's tool output type",
      code: 'const LIMIT = 10_000;\nexport async function searchCode(pattern: string): Promise<AppToolOutput<"code_search">> {\n  const stdout = await rg(pattern);\n  return { stdout: stdout.slice(0, LIMIT) };\n}\ntype AppToolOutput<K> = { stdout: string; kind?: K };\ndeclare function rg(p: string): Promise<string>;\n',
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character LIMIT is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned as `AppToolOutput`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "an export also called in its own file (parsed there), which a tool module imports and hands on",
      ...notesFile("src/services/notes-export.ts"),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix slice of serialized JSON", consequence: "keys that serialize after character MAX_EXPORT_CHARS are deleted whole and the text no longer parses", reach: "It may reach the model as tool output", via: "returned by `exportNotes()`, which the tool module ../tools/notes-tools.ts calls", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "an export that a tool object typed by the harness's own tool type calls",
      ...notesFile("src/services/page-content.ts"),
      errors: [{ messageId: "positionalCut", line: 6, column: 40, data: { what: "Prefix cut of tool output", consequence: "everything after character PAGE_LIMIT is dropped", reach: "It may reach the model as tool output", via: "returned by `readPageContent()`, which the tool module ../tools/session/browse.ts calls", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "an export that the package's action executor runs for a snake_case tool name",
      ...notesFile("src/services/page-fetch.ts"),
      errors: [{ messageId: "positionalCut", line: 5, data: { what: "Prefix cut of tool output", consequence: "everything after character maxLength is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `fetchPage()`, which the tool module ../core/actionExecutor.ts calls", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "functions an exported factory hands out in the object it returns, which the tool module calls on it",
      ...notesFile("src/services/shell-runner.ts"),
      errors: [
        { messageId: "helperCut", line: 13, data: { helper: "keepBytes", consequence: "entries after the cap (maxBytes) are never appended and the model is not told", callers: "One call site passes it tool output on its way to the model." }, suggestions: [] },
        { messageId: "helperCall", line: 23, data: { helper: "keepBytes", detail: "keeps the start at line 13", consequence: "entries after the cap (config.maxOutputBytes) are never appended and the model is not told", reach: "It may reach the model as tool output", via: "returned by `runCommand()`, which the tool module ../tools/notes-tools.ts calls" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 34, data: { what: "Suffix cut of tool output", consequence: "everything before the last config.maxLogChars characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `tailLog()`, which the tool module ../tools/notes-tools.ts calls", marker: "" }, suggestions: 1 as never },
      ],
    },
    {
      name: "an export that a tool module of the package imports and calls",
      ...notesFile("src/services/notes-search.ts"),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_RESULT_CHARS is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `findNotes()`, which the tool module ../tools/notes-tools.ts calls", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a method of this class called through this.: read here, once, not also by its name",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nclass Shell {\n  private truncateText(s: string): string {\n    return s.length > 4000 ? s.slice(0, 4000) : s;\n  }\n  make() {\n    return tool({ description: "Run", inputSchema: z.object({ c: z.string() }), execute: async ({ c }) => this.truncateText(await run(c)) });\n  }\n}\nexport const shell = new Shell().make();\ndeclare function run(c: string): Promise<string>;\n',
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 8, suggestions: [] },
      ],
    },
    {
      name: "a callback made inside a tool, whose result the tool gathers by a helper of another file",
      code: GATHERED("async () => ({ url, content: (await scrape(url)).markdown.slice(0, 5000) })"),
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Prefix cut of tool output", consequence: "everything after character 5000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "made inside a Vercel AI SDK tool, in a callback whose result it gathers", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a task keyed by a word that only contains a display word (overview) is still gathered",
      code: GATHERED("{ overview: async () => (await scrape(url)).markdown.slice(0, 5000) }"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      name: "a callback held under a key of an object of tasks inside a tool",
      code: GATHERED("{ read: async () => (await scrape(url)).markdown.slice(0, 5000) }"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      name: "the chunk under a field for output in the record goes to the model",
      code: TIMED("output"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: 1 as never }],
    },
  ],
});

/** A tool object without a framework (a coding agent's own `Tool` shape): `call` yields the result, the renderer writes its text. */
const OBJECT_TOOL = (field: string, renderer: string) => `const MAX_OUTPUT_CHARS = 30_000;
interface Out { stdout: string; stderr: string }
export const ShellTool = {
  name: "Shell",
  async *call({ command }: { command: string }) {
    const out = await run(command);
    yield { type: "result" as const, data: out, ${field}: out.stdout.length > MAX_OUTPUT_CHARS ? out.stdout.slice(0, MAX_OUTPUT_CHARS) : out.stdout };
  },
  ${renderer}(data: Out): string {
    return data.stderr.length > MAX_OUTPUT_CHARS ? data.stderr.slice(-MAX_OUTPUT_CHARS) : data.stderr;
  },
};
declare function run(c: string): Promise<Out>;
`;

/** A notebook tool that renders each cell with \`cellText\`, handing it to \`each\` by name. */
const NOTEBOOK = (each: string) => `import { tool } from "ai";
import { z } from "zod";
const MAX_CELL_CHARS = 2000;
interface Cell { kind: string; data: unknown }
function cellText(cell: Cell): string {
  const text = renderCell(cell);
  return text.length > MAX_CELL_CHARS ? text.slice(0, MAX_CELL_CHARS) : text;
}
export const readNotebook = tool({
  description: "Read a notebook's outputs",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const cells = await loadCells(path);
    ${each}
  },
});
declare function loadCells(p: string): Promise<Cell[]>;
declare function renderCell(c: Cell): string;
`;

/** A browser tool whose result starts with a header line about \`held\`. */
const PAGE_TOOL = (held: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "browser", version: "1.0.0" });
server.registerTool("snapshot", { description: "The page as text" }, async () => {
  const ${held} = await currentPage();
  const body = await pageText();
  return { content: [{ type: "text", text: \`Page: \${${held}.slice(0, 120)}\\n\${body}\` }] };
});
declare function currentPage(): Promise<string>;
declare function pageText(): Promise<string>;
`;

/** A file of fixtures/rule-tester/packages/aliased-agent, linted where it lives: its tool module imports it by alias. */
const aliasedFile = (path: string) => ({ filename: inPackage("aliased-agent", path), code: readFileSync(inPackage("aliased-agent", path), "utf8") });

ruleTester.run("no-positional-cut (tool objects, callbacks by name, aliased importers)", rule, {
  valid: [
    { name: "a tool object's copy for the user and its renderer for the user", code: OBJECT_TOOL("resultForUser", "renderResultForUser") },
    { name: "a function handed by name to forEach: what it returns is dropped", code: NOTEBOOK('cells.forEach(cellText);\n    return cells.map(renderCell).join("\\n");') },
    { name: "the page's location in a header line is an address, not output", code: PAGE_TOOL("location") },
    {
      name: "an export in a tools/ folder that no tool module of the package imports",
      filename: inPackage("aliased-agent", "src/tools/listing.ts"),
      code: readFileSync(inPackage("aliased-agent", "src/tools/listing.ts"), "utf8").replace("jobListing", "jobListingForCli"),
    },
    {
      name: "a service's export the tool module calls for a heartbeat line, not for its result",
      filename: inPackage("aliased-agent", "src/services/digest.ts"),
      code: readFileSync(inPackage("aliased-agent", "src/services/digest.ts"), "utf8").replace(/export async function digestOf[\s\S]*?\n}\n/, ""),
    },
  ],
  invalid: [
    {
      name: "a tool object's result for the assistant and its renderer for the assistant",
      code: OBJECT_TOOL("resultForAssistant", "renderResultForAssistant"),
      errors: [
        { messageId: "positionalCut", line: 7, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_OUTPUT_CHARS is dropped and the model is not told", reach: "It may reach the model as tool output", via: "the `resultForAssistant` field", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 10, data: { what: "Suffix cut of tool output", consequence: "everything before the last MAX_OUTPUT_CHARS characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `renderResultForAssistant()`, named for the model", marker: "" }, suggestions: 1 as never },
      ],
    },
    {
      name: "a function handed by name to map: what it returns is the tool's result",
      code: NOTEBOOK('return cells.map(cellText).join("\\n");'),
      errors: [{ messageId: "positionalCut", line: 7, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_CELL_CHARS is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "the same header line about the page's text is a cut of output",
      code: PAGE_TOOL("excerpt"),
      errors: [{ messageId: "positionalCut", line: 6, suggestions: 1 as never }],
    },
    {
      name: "an export in a tools/ folder that imports no tool library, called by the tool module through an alias",
      ...aliasedFile("src/tools/listing.ts"),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_LISTING_CHARS is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `jobListing()`, which the tool module ./job-tools.ts calls", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a service's export the tool module returns, imported through an alias; not its heartbeat",
      ...aliasedFile("src/services/digest.ts"),
      errors: [{ messageId: "positionalCut", line: 7, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_DIGEST_CHARS is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `digestOf()`, which the tool module ../tools/job-tools.ts calls", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a helper with no caller in its file, which the tool module imports through an alias: the message names that module",
      ...aliasedFile("src/kit/text.ts"),
      errors: [{ messageId: "helperCut", line: 3, data: { helper: "headOf", consequence: "everything after character max is dropped and the model is not told", callers: "It has no caller here, but what it returns may be the tool's output: it is returned by `headOf()`, which the tool module ../tools/job-tools.ts calls." }, suggestions: 1 as never }],
    },
  ],
});

/** A background job that gathers a child process's stdout chunk by chunk; `gather` is the handler's body. */
const CAPPED_JOB = (imports: string, gather: string) => `${imports}
const MAX_OUTPUT_BYTES = 1_000_000;
const MAX_RESTARTS = 100;
interface Job { stdout: string[]; bytesUsed: number; restarts: number; truncated: boolean }
export function startJob(command: string, run: (c: string) => { stdout: NodeJS.EventEmitter }): Job {
  const job: Job = { stdout: [], bytesUsed: 0, restarts: 0, truncated: false };
  const child = run(command);
  child.stdout.on("data", (data: Buffer) => {
    const chunk = data.toString();
    ${gather}
  });
  return job;
}
export function markStarted(job: Job): void {
  if (job.bytesUsed + 20 <= MAX_OUTPUT_BYTES) job.stdout.push("--- started ---");
}
`;
const SPAWNS = 'import { spawn } from "node:child_process";\nvoid spawn;';
const BYTE_CAP = "if (job.bytesUsed + chunk.length <= MAX_OUTPUT_BYTES) {\n      job.stdout.push(chunk);\n      job.bytesUsed += chunk.length;\n    }";

/** The same cap in a loop over the process's stream. */
const CAPPED_LOOP = (compare: string) => `import { spawn } from "node:child_process";
const MAX_OUTPUT_CHARS = 200_000;
export async function runToEnd(command: string): Promise<string> {
  const child = spawn("sh", ["-c", command]);
  let output = "";
  for await (const chunk of child.stdout) {
    if (${compare}) output += String(chunk);
  }
  return output;
}
`;

ruleTester.run("no-positional-cut (process buffers that stop taking output at a cap)", rule, {
  valid: [
    { name: "the same capped append in a file that starts no process", code: CAPPED_JOB("", BYTE_CAP) },
    { name: "a cap on the job's restarts, not on the buffer's size", code: CAPPED_JOB(SPAWNS, "if (job.restarts < MAX_RESTARTS) job.stdout.push(chunk);") },
    { name: "a capped append to a list not named for output", code: CAPPED_JOB(SPAWNS, "const seen: string[] = [];\n    if (seen.length < MAX_OUTPUT_BYTES) seen.push(chunk);\n    job.stdout.push(chunk);") },
    { name: "an else that keeps what fits of the chunk is judged as its own cut", code: CAPPED_JOB(SPAWNS, "if (job.bytesUsed + chunk.length <= MAX_OUTPUT_BYTES) job.stdout.push(chunk);\n    else job.stdout.push(\"[more output was written to job.log]\");") },
    { name: "a loop that compares with the chunk's own length", code: CAPPED_LOOP("output.length < chunk.length") },
    { name: "a filter on each chunk's own size, not a cap on the buffer", code: CAPPED_LOOP("String(chunk).length <= MAX_OUTPUT_CHARS") },
  ],
  invalid: [
    {
      name: "a data handler that stops taking chunks once the byte budget is used",
      code: CAPPED_JOB(SPAWNS, BYTE_CAP),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Process buffer that stops taking tool output at a cap", consequence: "output that arrives after the cap (MAX_OUTPUT_BYTES) is never kept and the model is not told", reach: "It may reach the model as tool output", via: "`job.stdout` stops taking a child process's output at the cap, and a shell tool hands what it kept to the model", marker: "" }, suggestions: [] }],
    },
    {
      name: "the same with a flag set for what was left out: the flag says something is missing, not where",
      code: CAPPED_JOB(SPAWNS, `${BYTE_CAP} else job.truncated = true;`),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Process buffer that stops taking tool output at a cap", consequence: "output that arrives after the cap (MAX_OUTPUT_BYTES) is never kept", reach: "It may reach the model as tool output", via: "`job.stdout` stops taking a child process's output at the cap, and a shell tool hands what it kept to the model", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: [] }],
    },
    {
      name: "a loop over the process's stream that stops appending at a character cap",
      code: CAPPED_LOOP("output.length < MAX_OUTPUT_CHARS"),
      errors: [{ messageId: "positionalCut", line: 7, suggestions: [] }],
    },
  ],
});

/** A helper that cuts its argument, handed by name to `map` over `list`; `params` is its parameter list. */
const MAPPED_HELPER = (list: string, params = "output: { text: string }", limit = "MAX_CELL_CHARS") => `import { tool } from "ai";
import { z } from "zod";
const MAX_CELL_CHARS = 2000;
function cellText(${params}): string {
  return output.text.length > ${limit} ? output.text.slice(0, ${limit}) : output.text;
}
export const readNotebook = tool({
  description: "Read a notebook's outputs",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const ${list} = await loadCells(path);
    return ${list}.map(cellText).join("\\n");
  },
});
declare function loadCells(p: string): Promise<{ text: string }[]>;
`;

ruleTester.run("no-positional-cut (a cutting helper handed by name to map)", rule, {
  valid: [
    { name: "mapped over ids: not output, whatever the helper does", code: MAPPED_HELPER("cellIds") },
    { name: "a helper whose limit is a parameter: map would pass the index there, so nothing is said", code: MAPPED_HELPER("cells", "output: { text: string }, max: number", "max") },
    { name: "the helper handed as map's thisArg is not the mapper", code: MAPPED_HELPER("cells").replace("cells.map(cellText)", "cells.map(plainText, cellText)").replace("declare function loadCells", "declare function plainText(o: { text: string }): string;\ndeclare function loadCells") },
  ],
  invalid: [
    {
      name: "each cell's output cut by the helper map calls, joined into the tool's result",
      code: MAPPED_HELPER("cells"),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, data: { helper: "cellText", detail: "keeps the start of each element at line 5", consequence: "everything after character MAX_CELL_CHARS is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" }, suggestions: [] },
      ],
    },
  ],
});

/** A function handed the context a harness's own tool type gives its execute; it returns a log's text. */
const RUNS_AS_TOOL = (contextType: string) => `interface AgentTool<I, O> { name: string; execute(input: I, context: { sessionId?: string }): Promise<O> }
const MAX_LOG_CHARS = 4000;
export async function readJobLog(input: { job: string }, context: ${contextType}): Promise<string> {
  void context;
  const log = await fetchLog(input.job);
  return log.length > MAX_LOG_CHARS ? log.slice(0, MAX_LOG_CHARS) : log;
}
declare function fetchLog(job: string): Promise<string>;
`;

ruleTester.run("no-positional-cut (a function that runs as a harness tool's execute)", rule, {
  valid: [{ name: "typed with what the tool gives back, not what it is handed", code: RUNS_AS_TOOL('Awaited<ReturnType<AgentTool<{ job: string }, string>["execute"]>>') }],
  invalid: [
    {
      name: "handed what the tool type's execute is handed: what it returns is the tool's output",
      code: RUNS_AS_TOOL('Parameters<AgentTool<{ job: string }, string>["execute"]>[1]'),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_LOG_CHARS is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a function that runs as a tool's execute", marker: "" }, suggestions: 1 as never }],
    },
  ],
});

/** A research loop that asks a model to plan from what earlier searches found; `list` names what the prompt is built from. */
const RESEARCH_PLAN = (list: string) => `const TOKENS = 10_000;
interface Finding { source: string; text: string }
function trimToTokens(text: string, maxTokens: number): { text: string; removed: number } {
  const limit = maxTokens * 4;
  return text.length <= limit ? { text, removed: 0 } : { text: text.slice(0, limit), removed: text.length - limit };
}
export async function planNext(topic: string, ${list}: Finding[], custom?: string) {
  const { extract } = await generateCompletions({
    mode: "object",
    options: {
      systemPrompt: "You plan research.",
      prompt: trimToTokens(
        custom
          ? \`\${custom}\\n\${${list}.map((f) => \`[\${f.source}] \${f.text}\`).join("\\n")}\`
          : \`Plan the next searches on \${topic}.\\n\${${list}.map((f) => f.text).join("\\n")}\`,
        TOKENS,
      ).text,
    },
  });
  return extract;
}
export async function summarizePage(url: string) {
  const page = await (await fetch(url)).text();
  return generateCompletions({ options: { prompt: \`Summarize:\\n\${page.slice(0, 40_000)}\` } });
}
export async function refine(${list}: Finding[]) {
  return generateCompletions({ options: { prompt: trimToTokens(${list}.map((f) => f.text).join("\\n"), TOKENS).text } });
}
declare function generateCompletions(o: unknown): Promise<{ extract: string }>;
`;

ruleTester.run("no-positional-cut (prompts to a model call nested in its options)", rule, {
  valid: [
    // The same prompt built from what the user asked, not from what searches found.
    { name: "a prompt built from the user's questions", code: RESEARCH_PLAN("questions").replace(/ {2}const page[\s\S]*?\n}\n/, "  return url;\n}\n") },
  ],
  invalid: [
    {
      name: "findings of earlier searches in either branch of the prompt, cut by tokens; a fetched page cut in a nested prompt field",
      code: RESEARCH_PLAN("findings"),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, suggestions: [] },
        { messageId: "positionalCut", line: 24, data: { what: "Prefix cut of tool output", consequence: "everything after character 40_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "a prompt sent to a model by `generateCompletions()`", marker: "" }, suggestions: 1 as never },
        { messageId: "helperCall", line: 27, suggestions: [] },
      ],
    },
  ],
});

/** A context clamp over chat messages; `body` is the loop's body, run for each message `m` of a copy of the list. */
const CLAMP = (body: string, name = "clampContext") => `type Part = { type: string; text: string };
type ChatMessage = { role: "system" | "user" | "assistant" | "tool"; content: string; parts: Part[]; toolCallId?: string };
const KEEP = 4000;
function clampText(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}
export function ${name}(messages: ChatMessage[]): ChatMessage[] {
  const out = messages.map((m) => ({ ...m }));
  for (const m of out) {
${body}
  }
  return out;
}
`;

/** Tool results put back into the history from a store, cut to a budget; `notice` follows the cut. */
const REHYDRATE = (notice: string) => `type ChatMessage = { role: string; content: string; storeKey?: string };
const BUDGET = 6000;
export function rehydrate(messages: ChatMessage[], store: Map<string, string>): ChatMessage[] {
  return messages.map((m) => {
    if (m.role !== "tool") return m;
    const key = m.storeKey;
    if (!key) return m;
    const full = store.get(key);
    if (full === undefined) return m;
    const content = full.length <= BUDGET ? full : full.slice(0, BUDGET) + \`${notice}\`;
    return { ...m, content };
  });
}
`;

ruleTester.run("no-positional-cut (tool messages rewritten in the history)", rule, {
  valid: [
    { name: "a result read back from a store, cut, with the key to read the rest named", code: REHYDRATE('\\n[cut; recall("${key}") returns the whole result]') },
    { name: "only user turns are clamped", code: CLAMP('    if (m.role === "user") m.content = clampText(m.content, KEEP);') },
    { name: "every role but tool is clamped", code: CLAMP('    if (m.role !== "tool") m.content = clampText(m.content, KEEP);') },
    { name: "the other roles' cut, read into a local before the tool branch writes: each message is its own", code: CLAMP('    const text = m.content;\n    if (m.role === "tool") m.content = text.trim();\n    else m.content = text.slice(0, KEEP);') },
    { name: "a tool message's id is cut, not its content", code: CLAMP('    if (m.role === "tool" && m.toolCallId) m.toolCallId = m.toolCallId.slice(0, 40);') },
    { name: "checkHistory off: compaction of tool messages is by design", code: CLAMP('    if (m.role === "tool") m.content = clampText(m.content, KEEP);', "compactHistory"), options: [{ checkHistory: false }] },
    {
      name: "the assistant branch's cut never reaches the tool branch's read",
      code: CLAMP('    if (m.role === "assistant") {\n      m.content = clampText(m.content, KEEP);\n    } else if (m.role === "tool") {\n      m.content = m.content.trim();\n    }'),
    },
  ],
  invalid: [
    {
      name: "a result read back from a store and cut, the notice naming no key",
      code: REHYDRATE("\\n[cut]"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a message checked by its role: the cut content is the tool's result on every later turn",
      code: CLAMP('    if (m.role === "tool") m.content = clampText(m.content, KEEP);'),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: 1 as never },
      ],
    },
    {
      name: "either of two tool-result roles, checked with ||",
      code: CLAMP('    if (m.parts.length === 0 && (m.role === "tool" || m.toolCallId)) m.content = clampText(m.content, KEEP);'),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: 1 as never },
      ],
    },
    {
      name: "the loop goes on past every message that is not a tool result",
      code: CLAMP('    if (m.role !== "tool") continue;\n    m.content = `${m.content.slice(0, 2000)}\\n…\\n${m.content.slice(-2000)}`;'),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Middle elision of tool output", consequence: "everything between the first 2000 and the last 2000 characters is dropped, where the error or the answer often is", reach: "It may reach the model as tool output", via: "the content of a message checked to be a tool result", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: [] }],
    },
    {
      name: "checked by the call id only tool results carry, written into a copy of the message",
      code: CLAMP('    const copy = { ...m };\n    if (m.toolCallId) copy.content = clampText(m.content, KEEP);\n    Object.assign(m, copy);'),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 11, suggestions: 1 as never },
      ],
    },
    {
      name: "a copy of a checked message made with a spread",
      code: CLAMP('    if (!isToolResultMessage(m)) continue;\n    out.push({ ...m, content: clampText(m.content, KEEP) });').replace("export function", "declare function isToolResultMessage(m: ChatMessage): boolean;\nexport function"),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, suggestions: 1 as never },
      ],
    },
  ],
});

/** A browser server's handler, called by a dispatcher with its context first, answering with \`reply\`. */
const HANDLER = (reply: string) => `interface Ctx { send(method: string, params: object): Promise<void>; pageText(): Promise<string> }
interface ToolResult { content: { type: "text"; text: string }[] }
interface TypeArgs { text: string; submit?: boolean }
const ok = (text: string): ToolResult => ({ content: [{ type: "text", text }] });
export async function handleType(ctx: Ctx, args: TypeArgs): Promise<ToolResult> {
  await ctx.send("Input.insertText", { text: args.text });
  const page = await ctx.pageText();
${reply}
}
`;

/**
 * A whole agent loop in one method, over 300 lines: a tool result cut into a `role: "tool_result"`
 * message, with \`far\` (a save and a notice) at the top of the loop and \`near\` just before the cut.
 */
const AGENT_LOOP = (far: string, near: string, marker: string) => `export class Runner {
  async run(messages: { role: string; content: string }[], dispatcher: { dispatch(n: string): Promise<{ text: string }> }, path: string) {
    for (let turn = 0; turn < 10; turn++) {
      const result = await dispatcher.dispatch("next");
      const out = result.text;
${far}
${Array.from({ length: 320 }, (_, i) => `      this.note(${i});`).join("\n")}
${near}
      const shown = out.length > 8000 ? out.slice(0, 8000) + ${marker} : out;
      messages.push({ role: "tool_result", content: shown });
    }
  }
  private note(n: number | string): void { void n; }
  private persist(path: string, text: string): void { void path; void text; }
}
`;
/** The line of the cut in \`code\`. */
const cutLine = (code: string) => code.split("\n").findIndex((l) => l.includes("const shown")) + 1;
const FAR_NOTICE = AGENT_LOOP("      this.persist(path, out);\n      this.note(`Full output saved to ${path}`);", "", '"\\n[truncated]"');

/** Outside any tool: a message built by hand, with role \`role\`. */
const HAND_BUILT = (role: string) => `export async function replay(messages: { role: string; content: string }[], dispatcher: { dispatch(n: string): Promise<{ text: string }> }) {
  const result = await dispatcher.dispatch("next");
  messages.push({ role: "${role}", content: \`<result>\${result.text.slice(0, 8000)}</result>\` });
}
`;

/** A tab tool that runs a script in the page and does \`use\` with what the script gave back. */
const PAGE_SCRIPT = (use: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const chrome: { scripting: { executeScript<T>(o: { target: { tabId: number }; func: () => T }): Promise<{ result: T }[]> } };
const server = new McpServer({ name: "tabs", version: "1.0.0" });
server.registerTool("get_page_text", { inputSchema: { tabId: z.number() } }, async ({ tabId }) => {
  const [page] = await chrome.scripting.executeScript({ target: { tabId }, func: () => ({ text: document.body.innerText.slice(0, 100_000) }) });
${use}
});
`;

ruleTester.run("no-positional-cut (dispatcher handlers, long agent loops, tool-result roles)", rule, {
  valid: [
    {
      name: "a handler taking its context first echoes the text the model asked it to type",
      code: HANDLER('  const shown = args.text.length > 60 ? args.text.substring(0, 60) + "..." : args.text;\n  return ok(`Typed "${shown}" over a page of ${page.length} chars`);'),
    },
    {
      name: "in a long loop, the whole saved and the marker beside the cut naming the file",
      code: AGENT_LOOP("", "      this.persist(path, out);", "`\\n[truncated; full output saved to ${path}]`"),
    },
    { name: "an assistant message built by hand is not a tool result", code: HAND_BUILT("assistant") },
    {
      name: "the user's objective quoted short in a tool-result warning is what the user asked, not a tool's output",
      code: 'export function warn(messages: { role: string; content: string }[], objective: string) {\n  messages.push({ role: "tool_result", content: `[WARNING] The plan drifts from the objective: "${objective.slice(0, 200)}"` });\n}\n',
    },
    { name: "what a page script gave back, only logged", code: PAGE_SCRIPT('  console.log(page.result.text);\n  return { content: [{ type: "text", text: "logged" }] };') },
  ],
  invalid: [
    {
      name: "the same handler cuts what the page says: that is output",
      code: HANDLER('  const shown = page.length > 60 ? page.substring(0, 60) + "..." : page;\n  return ok(`Typed ${args.text.length} chars; the page now says "${shown}"`);'),
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "in a long loop, a save and a notice 300 lines away speak of another cut, not of this one",
      code: FAR_NOTICE,
      errors: [{ messageId: "positionalCut", line: cutLine(FAR_NOTICE), suggestions: 1 as never }],
    },
    {
      name: 'a `role: "tool_result"` message built by hand is a tool result',
      code: HAND_BUILT("tool_result"),
      errors: [{ messageId: "positionalCut", line: 3, data: { what: "Prefix cut of tool output", consequence: "everything after character 8000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: 'a `role: "tool_result"` message', marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a page script's cut comes back as the script's result, which the tool returns",
      code: PAGE_SCRIPT('  return { content: [{ type: "text", text: JSON.stringify(page.result) }] };'),
      errors: [{ messageId: "positionalCut", line: 6, suggestions: 1 as never }],
    },
  ],
});

/** A log module's exported byte cap (its text parameter named \`param\`) and the filter an MCP tool calls; \`meta\` is what the filter reports beside the text. */
const POD_LOGS = (param: string, meta: string) => `export interface LogOptions { maxBytes?: number; grep?: string }
export function truncateLogs(${param}: string, maxBytes: number): { logs: string; truncated: boolean; originalSize: number } {
  const originalSize = Buffer.byteLength(${param}, "utf8");
  if (originalSize <= maxBytes) return { logs: ${param}, truncated: false, originalSize };
  const bytes = new TextEncoder().encode(${param});
  return { logs: new TextDecoder().decode(bytes.slice(0, maxBytes)), truncated: true, originalSize };
}
export function processLogs(logs: string, options: LogOptions): { logs: string; metadata: Record<string, unknown> } {
  const kept = options.grep ? logs.split("\\n").filter((l) => l.includes(options.grep ?? "")).join("\\n") : logs;
  const cut = truncateLogs(kept, options.maxBytes ?? 100_000);
  return { logs: cut.logs, metadata: { ${meta} } };
}
`;

ruleTester.run("no-positional-cut (a log module's exported cap)", rule, {
  valid: [{ name: "a cap whose parameter is named for one log line is for the operator's log", code: POD_LOGS("logLine", "truncated: cut.truncated") }],
  invalid: [
    {
      name: "pod logs are what the tool returns: a parameter named `logs` is no logger's line",
      code: POD_LOGS("logs", "truncated: cut.truncated"),
      errors: [
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: [] },
      ],
    },
    {
      name: "the size before the cut, reported in metadata, is a measure and no display copy of the text",
      code: POD_LOGS("logs", "truncated: cut.truncated, originalSize: cut.originalSize"),
      errors: [
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: [] },
      ],
    },
  ],
});

/** A compaction step's prompt builder named \`name\`, each message of \`list\` cut to a share before a model summarises them. */
const SUMMARY_PROMPT = (name: string, list = "messages") => `interface Message { role: "user" | "assistant" | "tool"; content: string }
const MAX_PER_MESSAGE = 3000;
export function ${name}(messages: Message[]): string {
  const transcript = ${list}.map((m) => {
    let content = m.content;
    if (content.length > MAX_PER_MESSAGE) content = content.slice(0, MAX_PER_MESSAGE) + "\\n[truncated]";
    return \`[\${m.role}] \${content}\`;
  });
  return \`Summarise this conversation:\\n\${transcript.join("\\n\\n")}\`;
}
`;

ruleTester.run("no-positional-cut (the conversation cut for a summariser)", rule, {
  valid: [
    { name: "the same cut in a function not named for summarising or compacting", code: SUMMARY_PROMPT("buildTranscript") },
    { name: "only the user's own requests are cut for the summary", code: SUMMARY_PROMPT("buildSummaryPrompt", 'messages.filter((m) => m.role === "user")') },
    {
      name: "a static summary quotes the start of each user request, picked by its role",
      code: 'interface Message { role: string; content: string }\nexport function summarizeStatic(messages: Message[]): string {\n  const requests: string[] = [];\n  for (const msg of messages) {\n    if (msg.role === "user") requests.push(msg.content.slice(0, 100));\n  }\n  return `Requests so far:\\n${requests.join("\\n")}`;\n}\n',
    },
  ],
  invalid: [
    {
      name: "every message, tool results included, cut in the text a model summarises",
      code: SUMMARY_PROMPT("buildSummaryPrompt"),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_PER_MESSAGE is dropped", reach: "It may reach the model as tool output", via: "the conversation a model summarises, whose summary then stands in for these messages", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
  ],
});

/** A tool that reads lines through a reader of its own; `params` and `window` say whether the reader starts where the caller asks. */
const RANGE_READER = (params: string, window: string, args: string) => `import { tool } from "ai";
import { z } from "zod";
import { readFile } from "node:fs/promises";

const MAX_CHARS = 50_000;

async function readLines(${params}): Promise<string> {
  const lines = (await readFile(path, "utf8")).split("\\n");
  const window = ${window};
  if (window.length <= MAX_CHARS) return window;
  return window.slice(0, MAX_CHARS) + "\\n[output truncated at MAX_CHARS characters]";
}

export const readTool = tool({
  description: "Read lines from a file",
  inputSchema: z.object({ path: z.string(), startLine: z.number(), count: z.number() }),
  execute: async ({ path, startLine, count }) => readLines(${args}),
});
`;

/** A background task's output, of which the task tool shows the end; \`limit\` is the name of the method's own parameter. */
const TASK_OUTPUT = (limit: string) => `import { tool } from "ai";
import { z } from "zod";

function lastChars(text: string, n = 4000): string {
  return text.length > n ? text.slice(-n) : text;
}

class TaskOutputs {
  private readonly outputs = new Map<string, string>();
  output(taskId: string, ${limit}?: number) {
    const text = this.outputs.get(taskId) ?? "";
    return { taskId, stdout: lastChars(text, ${limit}) };
  }
}

const tasks = new TaskOutputs();
export const taskOutput = tool({
  description: "Show a background task's output",
  inputSchema: z.object({ id: z.string(), tail: z.number().optional() }),
  execute: async ({ id, tail }) => tasks.output(id, tail),
});
`;

/** A tool whose read is clamped by a helper handed \`options\`. */
const CLAMPED_READ = (options: string) => `import { tool } from "ai";
import { z } from "zod";
import { readFile } from "node:fs/promises";

const MAX_CHARS = 20_000;

function clampMiddle(text: string, max: number, options: { toolName: string; workingDirectory?: string }): string {
  if (text.length <= max) return text;
  return text.slice(0, max / 2) + \`\\n[\${options.toolName}: middle omitted]\\n\` + text.slice(-max / 2);
}

export const readNotes = tool({
  description: "Read a notes file",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => clampMiddle(await readFile(path, "utf8"), MAX_CHARS, ${options}),
});
`;

/** A read cut at a size, with \`notice\` appended. */
const NOTED_READ = (notice: string) => `import { tool } from "ai";
import { z } from "zod";
import { readFile } from "node:fs/promises";

const MAX_CHARS = 100_000;

export const readFileTool = tool({
  description: "Read a file",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const text = await readFile(path, "utf8");
    if (text.length <= MAX_CHARS) return text;
    return text.slice(0, MAX_CHARS) + ${JSON.stringify(notice)};
  },
});
`;

const outlineFile = () => notesFile("src/services/outline.ts");

const searchService = (pkg: string) => ({ filename: inPackage(pkg, "src/services/web-search.ts"), code: readFileSync(inPackage(pkg, "src/services/web-search.ts"), "utf8") });

ruleTester.run("no-positional-cut (readers, windows and saves the caller sets up)", rule, {
  valid: [
    { name: "a search service's snippet beside its URL, in an agent whose tool module offers web_fetch", ...searchService("fetch-agent") },
    {
      name: "a reader handed the line to start at: a cut of its range is announced, and a later start reads on",
      code: RANGE_READER("path: string, startLine: number, count: number", "lines.slice(startLine, startLine + count).join(\"\\n\")", "path, startLine, count"),
    },
    { name: "a method handed the tail the task tool asks for", code: TASK_OUTPUT("tail") },
    { name: "a clamp told which folder to write the whole to", code: CLAMPED_READ('{ toolName: "read_notes", workingDirectory: process.cwd() }') },
    { name: "a notice that points to shell commands that read any part", code: NOTED_READ("\n\nFile too large. Use shell commands (e.g. head, tail, grep) to read specific parts.") },
    {
      name: "a renderer that a module declaring tools as data calls under another name",
      filename: outlineFile().filename,
      code: outlineFile().code.replace(/formatOutline/g, "formatOutlineForPanel"),
    },
  ],
  invalid: [
    {
      name: "the same snippet in an agent with no tool that reads a page whole",
      ...searchService("search-agent"),
      errors: [{ messageId: "positionalCut", line: 14, data: { what: "Prefix cut of tool output", consequence: "everything after character 400 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `searchWeb()`, which the tool module ../tools/search-tools.ts calls", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a reader that always starts at the top: the announced cut has no way past it",
      code: RANGE_READER("path: string", 'lines.join("\\n")', "path"),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_CHARS is dropped", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "a method's own character cap, which the task tool fills with its tail",
      code: TASK_OUTPUT("maxChars"),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, suggestions: 1 as never },
      ],
    },
    {
      name: "a clamp told only the tool's name",
      code: CLAMPED_READ('{ toolName: "read_notes" }'),
      errors: [
        { messageId: "helperCut", line: 9, suggestions: [] },
        { messageId: "helperCall", line: 15, suggestions: [] },
      ],
    },
    {
      name: "a notice that offers head and tail only, which never reach the middle",
      code: NOTED_READ("\n\n[Truncated. Use head/tail parameters to read specific portions.]"),
      errors: [{ messageId: "positionalCut", line: 13, suggestions: 1 as never }],
    },
    {
      name: "a renderer that a module declaring its tool as data (a name, an input schema, a handler) calls; not the legend, whose module has no input schema",
      ...outlineFile(),
      errors: [
        { messageId: "helperCut", line: 12, data: { helper: "clipText", consequence: "everything after character max - 1 is dropped, and the marker beside it says so but gives no way to read the rest", callers: "One call site passes it tool output on its way to the model." }, suggestions: 1 as never },
        { messageId: "helperCall", line: 17, data: { helper: "clipText", detail: "keeps the start at line 12", consequence: "everything after character max - 1 is dropped, and the marker beside it says so but gives no way to read the rest", reach: "It may reach the model as tool output", via: "returned by `formatOutline()`, which the tool module ../tools/page-snapshot.ts calls" }, suggestions: [] },
      ],
    },
  ],
});

/** An SSH log tool whose command output goes through `applyFilters(output, filters)`, the options merged with saved ones; `cut` is its line cut. */
const FILTERED_LOG = (cut: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function ssh(command: string): Promise<string>;
declare function savedFilters(path: string): Filters;
interface Filters { grep?: string; head?: number; tail?: number; maxLines?: number }
function applyFilters(output: string, filters: Filters): string {
  let lines = output.split("\\n");
  if (filters.grep) lines = lines.filter((l) => l.includes(filters.grep as string));
  ${cut}
  return lines.join("\\n");
}
const server = new McpServer({ name: "host", version: "1.0.0" });
server.registerTool("read_log", { inputSchema: { path: z.string(), grep: z.string().optional(), head: z.number().optional(), tail: z.number().optional() } }, async ({ path, ...filters }) => {
  const output = await ssh(\`cat \${path}\`);
  return { content: [{ type: "text", text: applyFilters(output, { ...savedFilters(path), ...filters }) }] };
});
`;

syntacticRuleTester().run("no-positional-cut (head and tail counts the options ask for)", rule, {
  valid: [
    { name: "the options' head count, as `head -n` takes it", code: FILTERED_LOG("if (filters.head !== undefined) lines = lines.slice(0, filters.head);") },
    { name: "the options' tail count", code: FILTERED_LOG("if (filters.tail !== undefined) lines = lines.slice(-filters.tail);") },
  ],
  invalid: [
    {
      name: "a fixed count of lines is no window, whatever the options hold",
      code: FILTERED_LOG("lines = lines.slice(-200);"),
      errors: [{ messageId: "helperCut", line: 9, suggestions: [] }, { messageId: "helperCall", line: 15, suggestions: [] }],
    },
  ],
});

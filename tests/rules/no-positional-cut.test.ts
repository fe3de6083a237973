import rule from "../../rules/no-positional-cut.js";
import { syntacticRuleTester, typedRuleTester } from "../rule-tester.js";

const IMPORT_CUT = 'import { cut } from "tool-output-cutter";';

/** An AI SDK tool whose `execute` reads `text` and then runs `body`. */
function aiTool(body: string, params = "{ path, offset, limit }"): string {
  return `import { tool } from "ai";
import { z } from "zod";
const MAX_CHARS = 8000;
export const readFile = tool({
  description: "Read a file",
  inputSchema: z.object({ path: z.string(), offset: z.number(), limit: z.number() }),
  execute: async (${params}) => {
    const text = await load(path);
${body}
  },
});
declare function load(p: string): Promise<string>;
`;
}

/** `code` with `from` replaced by `to` and the cutter imported after the last import. */
function fixed(code: string, from: string, to: string, afterImport = 'import { z } from "zod";'): string {
  if (!code.includes(from)) throw new Error(`test bug: ${from} not in code`);
  return code.replace(from, to).replace(afterImport, `${afterImport}\n${IMPORT_CUT}`);
}

/** A provider-request builder: tool_result blocks pass through a wrapper method to a middle elision. */
const WRAPPED_ELISION = "function gapNote(dropped: number): string {\n  return `\\n[... ${dropped} characters elided ...]\\n`;\n}\nfunction elide(text: string, max: number): string {\n  if (text.length <= max) return text;\n  const note = gapNote(text.length - max);\n  const keep = Math.max(0, Math.floor((max - note.length) / 2));\n  const head = text.slice(0, keep);\n  const tail = keep > 0 ? text.slice(-keep) : \"\";\n  return `${head}${note}${tail}`;\n}\nexport class RequestAssembler {\n  private readonly resultChars = 12_000;\n  capToolResultBlock(block: { type: \"tool_result\"; content: string }) {\n    return { ...block, content: this.clip(block.content) };\n  }\n  private clip(text: string): string {\n    return elide(text, this.resultChars);\n  }\n}\n";

/** A tool whose per-job summary cuts one field of the job it is given. */
const FIELD_CUT = "import { tool } from \"ai\";\nimport { z } from \"zod\";\nfunction clip(text: string, max: number): string {\n  return text.length > max ? text.slice(0, max) : text;\n}\nfunction describeJob(job: { id: string; lastOutput: string; state: string }) {\n  return { id: job.id, state: job.state, lastOutput: clip(job.lastOutput, 120) };\n}\nexport const jobs = tool({\n  description: \"List background jobs\",\n  inputSchema: z.object({}),\n  execute: async () => (await listJobs()).map((j) => describeJob(j)),\n});\ndeclare function listJobs(): Promise<{ id: string; lastOutput: string; state: string }[]>;\n";

/** FIELD_CUT with the field held in a local first: still a field, so `describeJob` is no wrapper. */
const FIELD_VIA_LOCAL = FIELD_CUT.replace("  return { id: job.id, state: job.state, lastOutput: clip(job.lastOutput, 120) };", "  const output = String(job.lastOutput ?? \"\");\n  return { id: job.id, state: job.state, lastOutput: clip(output, 120) };");

/** A wrapper that strips colour codes from its parameter, cuts it through a helper returning `{ text, truncated }`, and hands on the text. */
const CLEANING_WRAPPER = `import { tool } from "ai";
import { z } from "zod";
function snippet(content: string, max: number): { text: string; truncated: boolean } {
  if (content.length <= max) return { text: content, truncated: false };
  return { text: content.slice(0, max), truncated: true };
}
function previewField(content: string, max: number) {
  const clean = stripAnsi(content);
  const snip = snippet(clean, max);
  return { text: snip.text, truncated: snip.truncated };
}
export const shell = tool({
  description: "Run a shell command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
    const { stdout } = await run(command);
    const preview = previewField(stdout, 4000);
    return { stdout: preview.text, truncated: preview.truncated };
  },
});
declare function stripAnsi(text: string): string;
declare function run(command: string): Promise<{ stdout: string }>;
`;

const RUN_TOOL = `import { tool } from "ai";
import { z } from "zod";
const MAX_BYTES = 16_384;
const HEAD = 3000;
const TAIL = 1000;
export const run = tool({
  description: "Run",
  inputSchema: z.object({ cmd: z.string() }),
  execute: async ({ cmd }) => {
    const out = await exec(cmd);
    if (cmd.startsWith("cat")) return Buffer.from(out).subarray(0, MAX_BYTES).toString("utf8");
    if (out.length < HEAD + TAIL) return out;
    return \`\${out.slice(0, HEAD)}\\n... [output truncated] ...\\n\${out.slice(-TAIL)}\`;
  },
});
declare function exec(c: string): Promise<string>;
`;

const GREP_TOOL = `import { tool } from "ai";
import { z } from "zod";
const MAX_OUTPUT_CHARS = 10_000;
function clipForModel(text: string, limit: number): string {
  return text.length > limit ? text.slice(0, limit) : text;
}
export const grep = tool({
  description: "Search",
  inputSchema: z.object({ pattern: z.string() }),
  execute: async ({ pattern }) => {
    const matches = await search(pattern);
    let out = "";
    for (const m of matches) {
      if (out.length + m.length > MAX_OUTPUT_CHARS) break;
      out += m + "\\n";
    }
    return clipForModel(out, MAX_OUTPUT_CHARS);
  },
});
export function previewLine(s: string) {
  console.log(clipForModel(s, 80));
}
declare function search(p: string): Promise<string[]>;
`;

const SINKS = `import { ToolMessage } from "@langchain/core/messages";
import { truncateOutput } from "./text-utils.js";
const LIMIT = 2000;
export function toMessages(calls: { id: string; result: string; name: string }[]) {
  const messages: unknown[] = [];
  for (const c of calls) {
    messages.push({ role: "tool", tool_call_id: c.id, content: c.result.slice(0, LIMIT) });
    messages.push({ type: "function_call_output", call_id: c.id, output: truncateOutput(c.result, LIMIT) });
    messages.push(new ToolMessage({ tool_call_id: c.id, content: c.result.substring(0, LIMIT) }));
    messages.push({ functionResponse: { name: c.name, response: { output: c.result.slice(0, LIMIT) } } });
  }
  return messages;
}
`;

const LANGCHAIN_CLASSES = `import { DynamicStructuredTool, StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
const MAX = 5000;
export class ReadPage extends StructuredTool {
  name = "read_page";
  description = "Read a web page";
  schema = z.object({ url: z.string() });
  async _call({ url }: { url: string }) {
    const html = await fetchText(url);
    return html.slice(0, MAX);
  }
}
export const query = new DynamicStructuredTool({
  name: "query",
  description: "Run SQL",
  schema: z.object({ sql: z.string() }),
  func: async ({ sql }) => JSON.stringify(await runSql(sql)).substring(0, MAX),
});
declare function fetchText(u: string): Promise<string>;
declare function runSql(q: string): Promise<unknown[]>;
`;

const MCP_BY_NAME = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "docs", version: "1.0.0" });
const handleSearch = async ({ q }: { q: string }) => {
  const body = await find(q);
  return { content: [{ type: "text" as const, text: body.slice(0, 3000) }] };
};
server.registerTool("search", { description: "Search docs" }, handleSearch);
declare function find(q: string): Promise<string>;
`;

const SHAPE_ONLY = `// No import to go by: the factory's name and the object's shape say "tool".
export const fetchUrl = createTool({
  id: "fetch",
  description: "Fetch a URL",
  inputSchema: {},
  execute: async ({ url }: { url: string }) => (await get(url)).slice(0, 4000),
});
declare function createTool(x: unknown): unknown;
declare function get(u: string): Promise<string>;
`;

const DOCS_SEARCH = (notice: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const EXCERPT_CHARS = 400;
const FETCH_TOOL = "fetch_doc";
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
  const hits = await searchIndex(query);
  const parts: string[] = [];
  for (const hit of hits) {
    let body = hit.text.trim();
    if (body.length > EXCERPT_CHARS) body = body.slice(0, EXCERPT_CHARS) + ${notice};
    parts.push(\`## \${hit.url}\`, body);
  }
  return { content: [{ type: "text", text: parts.join("\\n") }] };
});
declare function searchIndex(q: string): Promise<{ url: string; text: string }[]>;
`;

/** A code search whose hits carry an excerpt beside whatever says where it came from. */
/** A read tool that takes a line offset and `use`s it (or not), cutting the whole file in `whole` when no range is asked for. */
const PAGED_READ = (whole: string, readsOffset = true) => `import { tool } from "ai";
import { z } from "zod";
const MAX_CHARS = 50_000;
export const read = tool({
  description: "Read a file; pass offset and limit for a range of lines",
  inputSchema: z.object({ path: z.string(), offset: z.number().optional(), limit: z.number().optional() }),
  execute: async ({ path, offset, limit }) => {
    const text = await load(path);
    const lines = text.split("\\n");
    if (${readsOffset ? "offset !== undefined || " : ""}limit !== undefined) {
      const start = ${readsOffset ? "offset ?? 0" : "0"};
      return lines.slice(start, start + (limit ?? lines.length)).join("\\n");
    }
${whole}
  },
});
declare function load(p: string): Promise<string>;
`;

/**
 * A web search tool whose hits keep a clipped \`snippet\` beside \`fields\`; \`fetchTool\` is the
 * agent's page reader in the same file, if any.
 */
const SEARCH_HITS = (fields: string, fetchTool = true, key = "snippet") => `import { tool } from "ai";
import { z } from "zod";
interface Hit { title: string; url: string; text?: string }
export const webSearch = tool({
  description: "Search the web",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const raw: Hit[] = await searchApi(query);
    return raw.map((r) => ({ ${fields}, ${key}: r.text?.slice(0, 300) ?? "" }));
  },
});
${fetchTool ? `export const webFetch = tool({
  description: "Read a page whole; web_fetch the url of a search hit for more than its snippet",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => (await fetch(url)).text(),
});
` : ""}declare function searchApi(q: string): Promise<Hit[]>;
`;

/** A grep tool that files each hit's text, clipped by \`clip\`, under \`key\` with its line number. */
const FILED_HITS = (key: string) => `import { tool } from "ai";
import { z } from "zod";
export const grep = tool({
  description: "Search files",
  inputSchema: z.object({ pattern: z.string() }),
  execute: async ({ pattern }) => {
    const byFile = new Map<string, { lineNum: string; content: string }[]>();
    for (const row of (await rg(pattern)).split("\\n")) {
      const [${key}, lineNum, content] = row.split("|");
      if (!byFile.has(${key})) byFile.set(${key}, []);
      const clipped = content.length > 200 ? content.substring(0, 200) + "..." : content;
      byFile.get(${key})!.push({ lineNum, content: clipped });
    }
    return JSON.stringify([...byFile]);
  },
});
declare function rg(p: string): Promise<string>;
`;

/** A coding agent's dispatcher: \`switch (on)\` over tool names, each case handing the parsed arguments to its handler. */
const SWITCH_DISPATCH = (on = "name", names = ["read_file", "web_fetch", "list_dir"], assign = false) => `export async function executeTool(${on}: string, argsJson: string): Promise<string> {
  const args = JSON.parse(argsJson) as Record<string, unknown>;
  let result = "";
  switch (${on}) {
${names.map((n, i) => `    case "${n}":\n      ${assign ? "result = " : "return "}await ${["execReadFile", "execWebFetch", "execListDir"][i]}(args);${assign ? "\n      break;" : ""}`).join("\n")}
    default:
      return \`Unknown tool: \${${on}}\`;
  }
  return result;
}
async function execWebFetch(args: Record<string, unknown>): Promise<string> {
  const text = await (await fetch(String(args.url))).text();
  return text.slice(0, 10_000);
}
declare function execReadFile(a: Record<string, unknown>): Promise<string>;
declare function execListDir(a: Record<string, unknown>): Promise<string>;
`;

/** A shell tool that cuts its output and hands cut and whole to a saver of the same file, whose text is \`notice\`. */
const SAVER = (notice: string) => `import { tool } from "ai";
import { z } from "zod";
import { writeFile } from "node:fs/promises";
const MAX = 20_000;
export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
    const out = await run(command);
    if (out.length <= MAX) return out;
    return persistAndAnnotate(out.slice(0, MAX), out);
  },
});
async function persistAndAnnotate(cut: string, full: string): Promise<string> {
  const path = \`/tmp/shell-\${Date.now()}.log\`;
  await writeFile(path, full);
  return ${notice} + cut;
}
declare function run(c: string): Promise<string>;
`;

const CODE_HITS = (locator: string) => `import { tool } from "ai";
import { z } from "zod";
export const searchCode = tool({
  description: "Search the indexed code",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const rows = await queryIndex(query);
    return rows.map((row) => ({ ${locator}, score: row.score, snippet: row.text.slice(0, 700) }));
  },
});
declare function queryIndex(q: string): Promise<{ path: string; start: number; end: number; score: number; text: string }[]>;
`;

/** A sandbox's text commands kept in a map of handlers keyed by the command the model runs; \`table\` declares the map. */
const HANDLER_TABLE = (table: string, key = '"sort"') => `import type { CommandHandler } from "./runtime.js";
const MAX_OUTPUT = 32_000;
export function createTextCommands(read: (p: string) => Promise<string>) {
  ${table}
  handlers.set(${key}, async (input: { path: string }) => {
    const text = await read(input.path);
    const sorted = text.split("\\n").sort().join("\\n");
    return { output: sorted.slice(0, MAX_OUTPUT) };
  });
  return handlers;
}
`;

const ruleTester = syntacticRuleTester();

ruleTester.run("no-positional-cut", rule, {
  valid: [
    // Each trap beside its twin in `invalid`: only the one thing that makes it harmless differs.
    { name: "a map of message handlers is no table of tools", code: HANDLER_TABLE("const handlers = new Map<string, MessageHandler>();") },
    { name: "a table of tool handlers entered under a computed key", code: HANDLER_TABLE("const handlers = new Map<string, CapabilityHandler>();", "input0") },
    { name: "an excerpt whose notice names the tool that reads the whole document", code: DOCS_SEARCH("`…\\n[excerpt - use ${FETCH_TOOL} for the full text]`") },
    { name: "a hit's excerpt beside the file and the lines it came from, which a read opens whole", code: CODE_HITS("path: row.path, startLine: row.start, endLine: row.end") },
    { name: "a search hit's snippet beside its URL, in a file with a tool that reads the page whole", code: SEARCH_HITS("title: r.title, url: r.url") },
    {
      name: "a snippet assigned under a test and pushed beside its link",
      code: SEARCH_HITS("title: r.title, url: r.url").replace("return raw.map((r) => ({ title: r.title, url: r.url, snippet: r.text?.slice(0, 300) ?? \"\" }));", "const hits: { title: string; link: string; snippet: string }[] = [];\n    for (const r of raw) {\n      let snippet = \"\";\n      if (r.text) snippet = squash(r.text).slice(0, 300);\n      hits.push({ title: r.title, link: r.url, snippet });\n    }\n    return hits;").replace("declare function searchApi", "declare function squash(s: string): string;\ndeclare function searchApi"),
    },
    {
      name: "a model card's first tags, the rest counted: tags are records, not text",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nconst MAX_TAGS = 20;\nexport const modelCard = tool({\n  description: "Describe a model",\n  inputSchema: z.object({ id: z.string() }),\n  execute: async ({ id }) => {\n    const model = await fetchModel(id);\n    const more = model.tags.length > MAX_TAGS ? ` and ${model.tags.length - MAX_TAGS} more` : "";\n    return `# ${model.id}\\nTags: ${model.tags.slice(0, MAX_TAGS).join(", ")}${more}`;\n  },\n});\ndeclare function fetchModel(id: string): Promise<{ id: string; tags: string[] }>;\n',
    },
    {
      name: "a helper named for the tool call's input shortens what the model sent, not what it gets",
      code: "export function clipToolInput(input: unknown, maxChars: number): string {\n  const text = typeof input === \"string\" ? input : JSON.stringify(input);\n  return text.length > maxChars ? `${text.slice(0, maxChars)}… [truncated]` : text;\n}\n",
    },
    { name: "a window the caller asked for (limit is the tool's input)", code: aiTool("    return text.slice(0, limit);") },
    { name: "a line range from the tool's input", code: aiTool('    return text.split("\\n").slice(offset, offset + limit).join("\\n");') },
    { name: "a console line", code: aiTool("    console.log(text.slice(0, MAX_CHARS));\n    return text;") },
    { name: "an array made by sort/filter/map is records, not text (no types)", code: aiTool("    const ranked = [...text].sort().filter((c) => c !== \" \");\n    return ranked.slice(0, MAX_CHARS).join(\"\");") },
    { name: "a logger call", code: aiTool("    logger.info({ preview: text.slice(0, MAX_CHARS) });\n    return text;\n    var logger: { info(x: unknown): void };") },
    { name: "a trace span attribute", code: aiTool('    span.setAttribute("tool.output", text.slice(0, 1024));\n    return text;\n    var span: { setAttribute(k: string, v: string): void };') },
    { name: "a progress callback", code: aiTool("    onProgress(text.slice(-200));\n    return text;\n    function onProgress(s: string) { void s; }") },
    { name: "a streaming update callback (partial output for the UI)", code: aiTool("    onUpdate({ content: [{ type: \"text\", text: text.slice(-4000) }] });\n    return text;\n    function onUpdate(u: unknown) { void u; }") },
    {
      name: "a helper's result object read back by field, in a log only",
      code: aiTool("    const r = truncateOutput(text, 4000);\n    console.log(r.content, r.truncated);\n    return text;\n    function truncateOutput(s: string, n: number) { return { content: s.slice(0, n), truncated: s.length > n }; }"),
    },
    { name: "a display-only field beside the full model-facing one", code: aiTool("    return { llmContent: text, returnDisplay: text.slice(0, 200) };") },
    { name: "a run id prefix", code: aiTool("    const runId = crypto.randomUUID();\n    return `${runId.slice(0, 8)}: ${text}`;") },
    { name: "a masked secret", code: aiTool("    const apiKey = process.env.KEY ?? '';\n    return `key …${apiKey.slice(-4)}\\n${text}`;") },
    { name: "a date", code: aiTool("    return `${new Date().toISOString().slice(0, 10)}\\n${text}`;") },
    { name: "a file extension", code: aiTool('    return `${path.slice(path.lastIndexOf("."))}\\n${text}`;') },
    { name: "a path made relative", code: aiTool("    return `${path.slice(process.cwd().length + 1)}\\n${text}`;") },
    { name: "a trailing newline dropped", code: aiTool('    return text.endsWith("\\n") ? text.slice(0, -1) : text;') },
    { name: "a known prefix dropped", code: aiTool('    const PREFIX = "data: ";\n    return text.startsWith(PREFIX) ? text.slice(PREFIX.length) : text;') },
    { name: "a parse up to a separator", code: aiTool('    return text.substring(0, text.indexOf("\\n\\n"));') },
    { name: "bytes read, not a cap", code: aiTool("    const buf = Buffer.alloc(65536);\n    const bytesRead = await readInto(buf);\n    return buf.subarray(0, bytesRead).toString();\n    function readInto(b: Buffer) { return Promise.resolve(b.length); }") },
    { name: "a handful of characters", code: aiTool("    return text.slice(0, 3);") },
    {
      name: "announced and recoverable: the full text is saved and the model is told where",
      code: aiTool(
        '    const file = `/tmp/out/${path}.txt`;\n    await writeFile(file, text);\n    return `${text.slice(0, MAX_CHARS)}\\n[truncated; full output saved at ${file}]`;\n    function writeFile(f: string, t: string) { return Promise.resolve([f, t]); }',
      ),
    },
    {
      name: "announced and recoverable: the notice says which offset reads on",
      code: aiTool("    const lines = text.split(\"\\n\");\n    const shown = lines.slice(0, 2000).join(\"\\n\");\n    return lines.length > 2000 ? `${shown}\\n[Showing lines 1-2000 of ${lines.length}. Use offset=2001 to continue.]` : shown;"),
    },
    { name: "passed through the cutter", code: `import { cut } from "tool-output-cutter";\n${aiTool("    return cut(text, { maxChars: MAX_CHARS }).text;")}` },
    {
      name: "settings cutterModule: the project's re-export of the cutter is the cutter",
      settings: { "tool-output": { cutterModule: "@acme/harness/cutter" } },
      code: `import { cut } from "@acme/harness/cutter";\n${aiTool("    return cut(text, { maxChars: MAX_CHARS }).text;")}`,
    },
    { name: "the cutter's input may be pre-trimmed", code: `import { cut } from "tool-output-cutter";\n${aiTool('    return cut(text.split("\\n").slice(-5000).join("\\n"), { maxChars: MAX_CHARS }).text;')}` },
    { name: "records, not text: require-completeness's business", code: aiTool("    const results = await search(text);\n    return results.slice(0, 20);\n    function search(q: string) { return Promise.resolve([q]); }") },
    {
      name: "chat history pruning below the tool boundary",
      code: "export function window(messages: { role: string; content: string }[]) {\n  return generate({ messages: messages.slice(-20) });\n}\ndeclare function generate(x: unknown): Promise<string>;",
    },
    { name: "a cut in a function nobody calls with tool output", code: "function preview(text: string) {\n  return text.slice(0, 120);\n}\nexport function show(out: string) {\n  console.log(preview(out));\n}" },
    { name: "a slice outside any tool or sink", code: "export function title(s: string) {\n  const MAX = 80;\n  return s.slice(0, MAX);\n}" },
    { name: "an exported helper whose name does not say it truncates", code: "export function firstWords(text: string, max: number) {\n  return text.slice(0, max);\n}" },
    { name: "JSON.stringify sliced for a log", code: aiTool("    console.error(JSON.stringify({ text }).slice(0, MAX_CHARS));\n    return text;") },
    // Found by dogfooding real harnesses (each in our own words).
    {
      name: "an exported truncating helper whose only callers build display cards",
      code: "const PREVIEW_MAX = 160;\nexport const truncateLabel = (s: string, max = PREVIEW_MAX) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);\nexport const toCard = (x: string) => ({ label: \"Args\", value: truncateLabel(x) });",
    },
    { name: "an exported truncating helper sized for logs", code: "const MAX_LOG_CHARS = 100_000;\nexport function truncate(t: string, maxLogChars = MAX_LOG_CHARS) {\n  return t.substring(0, maxLogChars);\n}" },
    { name: "an exported truncating helper in a UI folder", filename: "src/ui/text.ts", code: "export function truncateText(t: string, n: number) {\n  return t.slice(0, n);\n}" },
    { name: "the slice is of the ellipsis, not the text", code: "export function truncateToCols(text: string, cols: number, ellipsis = \"…\") {\n  if (cols <= 1) return ellipsis.substring(0, cols);\n  return text;\n}" },
    {
      name: "a helper call whose full input is saved and pointed to; the cut reaches only a details field",
      code: aiTool("    const t = truncateOutput(text, 50_000);\n    const details: Record<string, unknown> = {};\n    let out = t;\n    if (t !== text) { await writeFile('/tmp/full.txt', text); details.truncation = t; out += `\\n[Truncated. Full output saved to: /tmp/full.txt]`; }\n    return { content: [{ type: \"text\", text: out }], details: { preview: truncateOutput(text, 100) } };\n    function writeFile(f: string, s: string) { return Promise.resolve([f, s]); }\n    function truncateOutput(s: string, n: number) { return s.slice(0, n); }"),
    },
    { name: "a class that is not a tool, with an execute method", code: "export class Migration {\n  async execute(sql: string) {\n    return sql.slice(0, 500);\n  }\n}" },
    { name: "a plain object with an execute method but no tool description", code: "export const job = { name: \"nightly\", execute: async (log: string) => log.slice(0, 500) };" },
    { name: "a guardrail object: a description and a handler, but no input schema", code: "export const maxLength = { name: \"max-length\", description: \"Caps the reply\", handler: async (output: string) => ({ modified: output.slice(0, 4000) }) };" },
    { name: "a function typed with some other type", code: "export const format: Formatter = async (s: string) => s.slice(0, 20_000);\ntype Formatter = (s: string) => Promise<string>;" },
    { name: "a factory's expression body typed as something other than a tool", code: "export const makeFormatter = (): FormatterType<string> => async (s: string) => s.slice(0, 20_000);\ntype FormatterType<T> = (s: T) => Promise<string>;\n" },
    { name: "an executor type outside a tools folder is not a tool", filename: "src/db/query.ts", code: "export function createQueryExecutor(): QueryExecutor {\n  return async (q: string) => (await run(q)).slice(0, 30_000);\n}\ntype QueryExecutor = (q: string) => Promise<string>;\ndeclare function run(q: string): Promise<string>;\n" },
    {
      name: "a truncating helper applied to a path, by another exported helper",
      code: "const MAX_LOG_CHARS = 128_000;\nconst MAX_PATH_CHARS = 4096;\nexport function truncate(text: string, limit = MAX_LOG_CHARS) {\n  return text.substring(0, limit);\n}\nexport function truncatePath(path: string) {\n  return truncate(path, MAX_PATH_CHARS);\n}",
    },
    {
      // Found dogfooding: a React card's preview of a tool result is named for tool results but is for people.
      name: "a function named for tool results that makes a preview, in a components folder, is not model-bound",
      filename: "examples/chat-ui/src/components/cards/toolCard.ts",
      code: "const PREVIEW_CHARS = 160;\nfunction shorten(value: string, max = PREVIEW_CHARS) {\n  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;\n}\nexport function toolResultPreview(result: { content: string }) {\n  return { heading: 'Result', body: shorten(result.content) };\n}\n",
    },
    {
      name: "a function named for tool results that says it renders a summary is not model-bound",
      code: "const SUMMARY_CHARS = 200;\nfunction shorten(value: string, max = SUMMARY_CHARS) {\n  return value.length <= max ? value : value.slice(0, max);\n}\nexport function toolResultSummaryLine(result: { content: string }) {\n  return shorten(result.content);\n}\n",
    },
    {
      name: "a function named for an MCP result that makes its preview is not model-bound",
      code: "const PREVIEW_CHARS = 200;\nfunction capText(text: string, max: number) {\n  return text.length <= max ? text : `${text.slice(0, max)}…`;\n}\nexport function mcpResultPreview(result: unknown): unknown {\n  return typeof result === \"string\" ? capText(result, PREVIEW_CHARS) : result;\n}\n",
    },
    { name: "a configured sanitizer", options: [{ sanitizers: ["fitBudget"] }], code: aiTool("    return fitBudget(text.slice(0, MAX_CHARS));\n    function fitBudget(s: string) { return s; }") },
    { name: "checkLogs off (the default): a logged cut is not reported", code: aiTool("    logger.info(text.slice(0, 500));\n    return text;\n    var logger: { info(x: unknown): void };") },
    {
      // The command the model asked for, echoed back short: input, not output.
      name: "a job list that shortens each job's command",
      code: FIELD_CUT.replace("lastOutput: clip(job.lastOutput, 120)", "command: clip(job.command, 50)").replace("lastOutput: string; state", "lastOutput: string; command: string; state"),
    },
    {
      // The helper's own text names the file its caller saved the whole to.
      name: "a head-and-tail helper whose notice says where the full output was saved",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nexport function elideSaved(content: string, savedFile: string, max: number): string {\n  if (content.length <= max) return content;\n  const head = content.slice(0, Math.floor(max / 5));\n  const tail = content.slice(-(max - Math.floor(max / 5)));\n  return `For the full output see ${savedFile}\\n${head}\\n[... omitted ...]\\n${tail}`;\n}\nexport const shell = tool({\n  description: "Run a command",\n  inputSchema: z.object({ command: z.string() }),\n  execute: async ({ command }) => {\n    const out = await run(command);\n    return elideSaved(out, await save(out), 20_000);\n  },\n});\ndeclare function run(c: string): Promise<string>;\ndeclare function save(s: string): Promise<string>;\n',
    },
    {
      // A page's anchor is made from its text; the whole page follows it.
      name: "a slug made from the start of a page, beside the whole page",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nfunction slugify(text: string): string {\n  return text.slice(0, 60).toLowerCase().replace(/[^a-z0-9]+/g, "-");\n}\nexport const fetchPage = tool({\n  description: "Fetch a page",\n  inputSchema: z.object({ url: z.string() }),\n  execute: async ({ url }) => {\n    const page = await download(url);\n    return `[#${slugify(page)}]\\n${page}`;\n  },\n});\ndeclare function download(u: string): Promise<string>;\n',
    },
    {
      // The loop helper's only caller writes to a log.
      name: "a helper whose loop stops at the caller's limit, called only for a log line",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nfunction firstChunks(text: string, maxChars: number): string {\n  let out = "";\n  for (const chunk of text.split(/(?<=\\n)/)) {\n    if (out.length + chunk.length > maxChars) break;\n    out += chunk;\n  }\n  return out;\n}\nexport const shell = tool({\n  description: "Run a command",\n  inputSchema: z.object({ command: z.string() }),\n  execute: async ({ command }) => {\n    const output = await run(command);\n    console.log(firstChunks(output, 200));\n    return output;\n  },\n});\ndeclare function run(c: string): Promise<string>;\n',
    },
    {
      // Start and end of a page around a redaction: an edit, and its words say nothing of size.
      name: "a splice of two slices around a replacement",
      code: aiTool("    const at = text.indexOf(\"<body>\");\n    const end = text.indexOf(\"</body>\");\n    return text.slice(0, at) + \"<body>[redacted: removed by policy]</body>\" + text.slice(end);"),
    },
    {
      // The result counts the lines, and the tool reads an offset: a smaller page reaches what was cut.
      name: "a whole-file read cut in a tool that pages by offset, beside the file's line count",
      code: PAGED_READ("    return { content: text.slice(0, MAX_CHARS), totalLines: lines.length };"),
    },
    {
      name: "a whole-file read cut with a marker in a tool that pages by offset",
      code: PAGED_READ('    return text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) + "\\n[... output truncated ...]" : text;'),
    },
    {
      name: "a placeholder for empty output does not hide the value from the paging check",
      code: PAGED_READ('    return { content: (text || "(empty file)").slice(0, MAX_CHARS), truncated: text.length > MAX_CHARS };'),
    },
    {
      // grep's `file:line` beside the clipped text: the read tool opens that line whole.
      name: "a grep hit clipped beside its file and line number",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nexport const grep = tool({\n  description: "Search files",\n  inputSchema: z.object({ pattern: z.string() }),\n  execute: async ({ pattern }) => {\n    const matches: { file: string; line: number; content: string }[] = [];\n    for (const file of await list()) {\n      const lines = (await load(file)).split("\\n");\n      for (let i = 0; i < lines.length; i++) {\n        if (lines[i].includes(pattern)) matches.push({ file, line: i + 1, content: lines[i].trim().slice(0, 200) });\n      }\n    }\n    return matches;\n  },\n});\ndeclare function list(): Promise<string[]>;\ndeclare function load(p: string): Promise<string>;\n',
    },
    {
      name: "a grep hit clipped into a local, filed under its file name with its line number",
      code: FILED_HITS("filename"),
    },
    {
      // The helper's marker goes out with its call in the paged read; the helper has no other caller.
      name: "a marking helper called only in a tool that pages by offset",
      code: PAGED_READ("    return clip(text);").replace("declare function load", 'function clip(s: string): string {\n  return s.length > MAX_CHARS ? s.slice(0, MAX_CHARS) + "\\n[... output truncated ...]" : s;\n}\ndeclare function load'),
    },
    {
      // A command-line program's subcommands, not tools the model called.
      name: "a switch on a subcommand hands its arguments to handlers",
      code: SWITCH_DISPATCH("command"),
    },
    {
      name: "a switch of two cases is no tool dispatcher",
      code: SWITCH_DISPATCH("name", ["read_file", "web_fetch"]),
    },
    {
      // The saver writes the whole and its notice says where: announced and recoverable.
      name: "a cut handed with the whole to a saver of the same file whose notice names the file",
      code: SAVER("`[full output saved to: ${path}; read it with offset/limit]\\n`"),
    },
    { name: "odd code does not crash the rule", code: "const a = [].slice(...[0, 1]);\nconst b = ''.slice();\nconst c = x?.slice?.(0, 100);\nexport { a, b, c };\ndeclare const x: string | undefined;" },
  ],
  invalid: [
    {
      name: "a handler entered in a map of capability handlers keyed by the command's name",
      code: HANDLER_TABLE("const handlers = new Map<string, CapabilityHandler>();"),
      errors: [{ messageId: "positionalCut", line: 8, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_OUTPUT is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool function typed `CapabilityHandler`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a handler entered in a map typed as one of tool handlers",
      code: HANDLER_TABLE("const handlers: Map<string, ToolHandler> = new Map();"),
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      // The handler a dispatcher runs for the model's `web_fetch` call returns the first 10,000 characters.
      name: "a handler run by a switch over tool names",
      code: SWITCH_DISPATCH(),
      errors: [{ messageId: "positionalCut", line: 18, suggestions: 1 as never }],
    },
    {
      name: "a handler run by a switch over tool names, its result assigned and the case broken",
      code: SWITCH_DISPATCH("toolName", undefined, true),
      errors: [{ messageId: "positionalCut", line: 21, suggestions: 1 as never }],
    },
    {
      // Twin of the paged read: the offset is declared but never read, so no page reaches the rest.
      name: "a whole-file read cut in a tool that declares an offset it never reads",
      code: PAGED_READ("    return { content: text.slice(0, MAX_CHARS), totalLines: lines.length };", false),
      errors: [{ messageId: "positionalCut", line: 14, suggestions: 1 as never }],
    },
    {
      // Twin of the paged read: nothing tells the model the file went on, so it has no reason to page.
      name: "a silent whole-file cut in a tool that pages by offset",
      code: PAGED_READ("    return { content: text.slice(0, MAX_CHARS) };"),
      errors: [{ messageId: "positionalCut", line: 14, suggestions: 1 as never }],
    },
    {
      // Paging by line never reaches inside one line.
      name: "each line clipped in a tool that pages by offset",
      code: PAGED_READ('    return { content: lines.map((line) => line.slice(0, 2000)).join("\\n"), totalLines: lines.length };'),
      errors: [{ messageId: "positionalCut", line: 14, suggestions: 1 as never }],
    },
    {
      // Twin of the pointing saver: the whole is written, but nothing tells the model where.
      name: "a cut handed with the whole to a saver whose notice only says it was cut",
      code: SAVER('"[output truncated]\\n"'),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      name: "a hit clipped and filed under a key that is not a file",
      code: FILED_HITS("bucket"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      name: "a search hit's snippet beside its URL, but no tool here reads a page whole",
      code: SEARCH_HITS("title: r.title, url: r.url", false),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: [] }],
    },
    {
      name: "a hit's page content beside its URL is the content, not a snippet of it",
      code: SEARCH_HITS("title: r.title, url: r.url", true, "content"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: [] }],
    },
    {
      name: "the page reader's own preview beside its URL: reading again gives the same cut",
      code: `import { tool } from "ai";
import { z } from "zod";
export const webFetch = tool({
  description: "web_fetch: read a page",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    const text = await (await fetch(url)).text();
    return { url, excerpt: text.slice(0, 5000) };
  },
});
`,
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "a snippet with no URL beside it",
      code: SEARCH_HITS("title: r.title"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: [] }],
    },
    {
      name: "a hit's excerpt beside its file but not its lines: the rest of a long file is not pointed at",
      code: CODE_HITS("path: row.path"),
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "a hit's excerpt beside line numbers of no named file",
      code: CODE_HITS("startLine: row.start, endLine: row.end"),
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "an excerpt whose notice only says it was cut",
      code: DOCS_SEARCH('"…\\n[excerpt truncated]"'),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      name: "a model card's readme cut to its first characters (text, not records)",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nconst MAX_README = 2000;\nexport const modelCard = tool({\n  description: "Describe a model",\n  inputSchema: z.object({ id: z.string() }),\n  execute: async ({ id }) => {\n    const model = await fetchModel(id);\n    return `# ${model.id}\\nTags: ${model.tags.join(", ")}\\n${model.readme.slice(0, MAX_README)}`;\n  },\n});\ndeclare function fetchModel(id: string): Promise<{ id: string; tags: string[]; readme: string }>;\n',
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      name: "a helper named for the tool's output, exported with no caller here",
      code: "export function clipToolOutput(output: unknown, maxChars: number): string {\n  const text = typeof output === \"string\" ? output : JSON.stringify(output);\n  return text.length > maxChars ? `${text.slice(0, maxChars)}… [truncated]` : text;\n}\n",
      errors: [{ messageId: "helperCut", line: 3, suggestions: 1 as never }],
    },
    {
      name: "bytes of a TextEncoder, cut and decoded by a TextDecoder",
      code: aiTool("    const text = await readText(path);\n    return new TextDecoder().decode(encoder.encode(text).slice(0, 30_000));\n    function readText(p: string) { return Promise.resolve(p); }").replace("const MAX_CHARS = 8000;", "const MAX_CHARS = 8000;\nconst encoder = new TextEncoder();"),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Byte cut of tool output", consequence: "bytes after 30_000 are dropped, possibly inside a multi-byte character", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [{ messageId: "suggestCut", data: { replacement: 'cut(text, { maxBytes: 30_000 }, { format: "text" }).text' }, output: fixed(aiTool("    const text = await readText(path);\n    return new TextDecoder().decode(encoder.encode(text).slice(0, 30_000));\n    function readText(p: string) { return Promise.resolve(p); }").replace("const MAX_CHARS = 8000;", "const MAX_CHARS = 8000;\nconst encoder = new TextEncoder();"), "new TextDecoder().decode(encoder.encode(text).slice(0, 30_000))", 'cut(text, { maxBytes: 30_000 }, { format: "text" }).text') }] }],
    },
    {
      // An MCP client host turns what a server's tool returned into what its own agent sees.
      name: "a function named for an MCP tool's result, with no caller in its file",
      code: "const MAX_RESULT_CHARS = 40_000;\nfunction capText(text: string, max: number) {\n  if (text.length <= max) return { text, truncated: false };\n  return { text: `${text.slice(0, max)}\\n[truncated]`, truncated: true };\n}\nexport function transformMcpResult(result: unknown): unknown {\n  if (typeof result !== \"string\") return result;\n  const capped = capText(result, MAX_RESULT_CHARS);\n  return capped.text;\n}\n",
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 8, data: { helper: "capText", detail: "keeps the start at line 4", consequence: "everything after character MAX_RESULT_CHARS is dropped, and the marker beside it says so but gives no way to read the rest", reach: "It may reach the model as tool output", via: "returned by `transformMcpResult()`, named for tool results" }, suggestions: [] },
      ],
    },
    {
      // Positions found by a scan for newlines read as parsing; the marker between says the middle is gone.
      name: "head and tail lines found by a scan, joined around an omission marker",
      code: aiTool(
        "    let headEnd = 0;\n    for (let n = 0; n < 40 && headEnd !== -1; n++) headEnd = text.indexOf(\"\\n\", headEnd + 1);\n    const tailStart = text.lastIndexOf(\"\\n\", text.length - 4000);\n    if (headEnd < 0 || tailStart <= headEnd) return text;\n    return text.slice(0, headEnd + 1) + `[...lines omitted...]` + text.slice(tailStart);",
      ),
      errors: [{ messageId: "positionalCut", line: 13, suggestions: [] }],
    },
    {
      // The limit is the caller's: the loop is the helper's cut, and the tool's call hands it output.
      name: "a helper whose loop stops at the caller's limit, called by a tool",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nfunction firstChunks(text: string, maxChars: number): string {\n  let out = "";\n  for (const chunk of text.split(/(?<=\\n)/)) {\n    if (out.length + chunk.length > maxChars) break;\n    out += chunk;\n  }\n  return out;\n}\nexport const shell = tool({\n  description: "Run a command",\n  inputSchema: z.object({ command: z.string() }),\n  execute: async ({ command }) => firstChunks(await run(command), 20_000),\n});\ndeclare function run(c: string): Promise<string>;\n',
      errors: [
        { messageId: "helperCut", line: 6, suggestions: [] },
        { messageId: "helperCall", line: 14, suggestions: 1 as never },
      ],
    },
    {
      name: "an exported truncating helper whose loop stops at the caller's limit",
      code: 'export function truncateByChunks(text: string, maxLength: number): string {\n  let kept = "";\n  for (const piece of text.match(/[\\s\\S]{1,64}/g) ?? []) {\n    if (kept.length + piece.length > maxLength) break;\n    kept += piece;\n  }\n  return kept + "...[TRUNCATED]";\n}\n',
      errors: [{ messageId: "helperCut", line: 4, suggestions: [] }],
    },
    {
      // Each branch is a cut to fix; the call site is reported once and names both lines.
      name: "a helper that cuts in two branches is reported at each, its call site once",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nfunction clip(text: string, maxChars: number, maxLines?: number): string {\n  if (maxLines !== undefined) return text.split("\\n").slice(0, maxLines).join("\\n");\n  return text.slice(0, maxChars);\n}\nexport const shell = tool({\n  description: "Run a command",\n  inputSchema: z.object({ command: z.string() }),\n  execute: async ({ command }) => clip(await run(command), 20_000),\n});\ndeclare function run(c: string): Promise<string>;\n',
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: [] },
      ],
    },
    {
      // A request builder that middle-cuts every tool_result block through two helpers; the limit
      // less its marker's length, and a tail guarded against an empty keep, are still a middle cut.
      name: "a cut reached through a wrapper method: the wrapper's call sites are reported too",
      code: WRAPPED_ELISION,
      errors: [
        { messageId: "helperCut", line: 10, suggestions: 1 as never },
        { messageId: "helperCall", line: 15, suggestions: [] },
        { messageId: "helperCall", line: 18, suggestions: [] },
      ],
    },
    {
      // `describeJob(job)` cuts a field of its parameter, not the parameter: it is no wrapper of `clip()`.
      name: "a function that cuts one field of its parameter is not reported as cutting its argument",
      code: FIELD_CUT,
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 7, suggestions: 1 as never },
      ],
    },
    {
      // The field is read into a local (`String(job.lastOutput ?? "")`) before the cut: still not the parameter.
      name: "a function that cuts a local made from one field of its parameter is not reported as cutting its argument",
      code: FIELD_VIA_LOCAL,
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 8, suggestions: 1 as never },
      ],
    },
    {
      // `stripAnsi(content)` is the same text, cleaned: the wrapper cuts its parameter, so its call in the tool is reported too.
      name: "a wrapper that cleans its parameter before cutting it through a helper: the wrapper's call is reported",
      code: CLEANING_WRAPPER,
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 9, suggestions: [] },
        { messageId: "helperCall", line: 17, suggestions: [] },
      ],
    },
    {
      // The end kept through a const (`from = log.length - max`); the same shape against a
      // marker's length is a check of how the log ends, not a cut.
      name: "a suffix cut through a const holding the length less the limit",
      code: "import { tool } from \"ai\";\nimport { z } from \"zod\";\nconst TAIL_CHARS = 4000;\nfunction keepEnd(log: string, max: number): string {\n  const from = log.length - max;\n  return from > 0 ? log.slice(from) : log;\n}\nexport const buildLog = tool({\n  description: \"Show the build log\",\n  inputSchema: z.object({ job: z.string() }),\n  execute: async ({ job }) => {\n    const log = await fetchLog(job);\n    const marker = \"\\n--- end ---\\n\";\n    const at = log.length - marker.length;\n    const ended = log.slice(at) === marker;\n    return ended ? keepEnd(log, TAIL_CHARS) : log;\n  },\n});\ndeclare function fetchLog(job: string): Promise<string>;\n",
      errors: [
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
        { messageId: "helperCall", line: 16, suggestions: 1 as never },
      ],
    },
    // Without types the value may be an array: a cutter call would hand back a string where an
    // array was spread, joined or reduced. Reported, no one-step rewrite.
    {
      name: "an array slice spread into an array (no types): no suggestion",
      code: aiTool("    const sections = text.split(/(?=##)/);\n    const total = sections.reduce((n, p) => n + p.length, 0);\n    if (total > MAX_CHARS) return [...sections.slice(0, 40), '[truncated]'].join('');\n    return text;"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: [] }],
    },
    {
      name: "graphemes sliced then joined (no types): no suggestion",
      code: aiTool("    const graphemes = Array.from(text);\n    return graphemes.slice(0, MAX_CHARS).join('') + '... [truncated]';"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "the value was made by Array.from: no suggestion even where the slice is not joined",
      code: aiTool("    const chars = Array.from(text);\n    const kept = chars.slice(0, MAX_CHARS);\n    return kept.join('');"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "an optional chain: the cut may be of undefined, the cutter call would not be",
      code: aiTool("    const first = text.split('\\n\\n')?.shift()?.trim()?.slice(0, MAX_CHARS);\n    return first ?? text;"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: [] }],
    },
    {
      name: "bytes decoded as base64: the cutter decodes UTF-8, so no rewrite",
      code: aiTool("    const raw = await loadBytes(path);\n    return raw.subarray(0, MAX_CHARS).toString('base64');\n    function loadBytes(p: string): Promise<Buffer> { return Promise.resolve(Buffer.from(p)); }"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "the prefix of a string with a neighbouring array is still rewritten",
      code: aiTool("    const names = ['a', 'b'];\n    names.forEach((n) => n);\n    return text.slice(0, MAX_CHARS);"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      name: "prefix slice of serialized JSON in an MCP handler: the suggestion cuts the value itself",
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "ops", version: "1.0.0" });
const MAX_CHARS = 6000;
server.registerTool("hosts", { description: "List hosts" }, async () => {
  const hosts = await listHosts();
  return { content: [{ type: "text", text: JSON.stringify(hosts, null, 2).slice(0, MAX_CHARS) }] };
});
declare function listHosts(): Promise<unknown[]>;
`,
      errors: [
        {
          messageId: "positionalCut",
          line: 6,
          data: {
            what: "Prefix slice of serialized JSON",
            consequence: "keys that serialize after character MAX_CHARS are deleted whole and the text no longer parses",
            reach: "It reaches the model as tool output",
            via: "returned by an MCP SDK tool",
            marker: "",
          },
          suggestions: [
            {
              messageId: "suggestCut",
              data: { replacement: "cut(hosts, { maxChars: MAX_CHARS }).text" },
              output: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
${IMPORT_CUT}
const server = new McpServer({ name: "ops", version: "1.0.0" });
const MAX_CHARS = 6000;
server.registerTool("hosts", { description: "List hosts" }, async () => {
  const hosts = await listHosts();
  return { content: [{ type: "text", text: cut(hosts, { maxChars: MAX_CHARS }).text }] };
});
declare function listHosts(): Promise<unknown[]>;
`,
            },
          ],
        },
      ],
    },
    {
      name: "twin of the window: a constant cap instead of the caller's limit",
      code: aiTool("    return text.slice(0, MAX_CHARS);"),
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", output: fixed(aiTool("    return text.slice(0, MAX_CHARS);"), "text.slice(0, MAX_CHARS)", "cut(text, { maxChars: MAX_CHARS }).text") }] }],
    },
    {
      name: "twin of the display field: the cut is the model-facing field",
      code: aiTool("    return { llmContent: text.slice(0, 200), returnDisplay: text };"),
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 200 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "the `llmContent` field", marker: "" }, suggestions: [{ messageId: "suggestCut", output: fixed(aiTool("    return { llmContent: text.slice(0, 200), returnDisplay: text };"), "text.slice(0, 200)", "cut(text, { maxChars: 200 }).text") }] }],
    },
    {
      name: "twin of the recoverable cut: announced only, with nothing saved",
      code: aiTool("    return `${text.slice(0, MAX_CHARS)}\\n[truncated]`;"),
      errors: [
        {
          messageId: "positionalCut",
          data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_CHARS is dropped", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: " The marker says something is missing but gives the model no way to read it." },
          suggestions: [{ messageId: "suggestCut", output: fixed(aiTool("    return `${text.slice(0, MAX_CHARS)}\\n[truncated]`;"), "text.slice(0, MAX_CHARS)", "cut(text, { maxChars: MAX_CHARS }).text") }],
        },
      ],
    },
    {
      name: "twin of the run id: the output itself",
      code: aiTool("    const output = text;\n    return output.substring(0, 12_000);"),
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", output: fixed(aiTool("    const output = text;\n    return output.substring(0, 12_000);"), "output.substring(0, 12_000)", "cut(output, { maxChars: 12_000 }).text") }] }],
    },
    {
      name: "suffix cut in an OpenAI Agents tool",
      code: `import { tool } from "@openai/agents";
import { z } from "zod";
export const tail = tool({
  name: "tail_log",
  description: "Last part of a log",
  parameters: z.object({ file: z.string() }),
  execute: async ({ file }) => {
    const output = await readLog(file);
    return output.slice(-4000);
  },
});
declare function readLog(f: string): Promise<string>;
`,
      errors: [
        {
          messageId: "positionalCut",
          line: 9,
          data: { what: "Suffix cut of tool output", consequence: "everything before the last 4000 characters is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by an OpenAI Agents SDK tool", marker: "" },
          suggestions: [
            {
              messageId: "suggestCut",
              output: `import { tool } from "@openai/agents";
import { z } from "zod";
${IMPORT_CUT}
export const tail = tool({
  name: "tail_log",
  description: "Last part of a log",
  parameters: z.object({ file: z.string() }),
  execute: async ({ file }) => {
    const output = await readLog(file);
    return cut(output, { maxChars: 4000 }, { format: "text", keep: "head-tail", tailShare: 1 }).text;
  },
});
declare function readLog(f: string): Promise<string>;
`,
            },
          ],
        },
      ],
    },
    {
      name: "line cuts in a LangChain tool: first lines of stdout, last lines of stderr",
      code: `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const shell = tool(
  async ({ cmd }) => {
    const { stdout, stderr } = await exec(cmd);
    const head = stdout.split("\\n").slice(0, 200).join("\\n");
    const errLines = stderr.split(/\\r?\\n/);
    return \`\${head}\\n--- stderr ---\\n\${errLines.slice(-30).join("\\n")}\`;
  },
  { name: "shell", description: "Run a command", schema: z.object({ cmd: z.string() }) },
);
declare function exec(c: string): Promise<{ stdout: string; stderr: string }>;
`,
      errors: [
        {
          messageId: "positionalCut",
          line: 6,
          data: { what: "Line cut of tool output", consequence: "every line after the first 200 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a LangChain tool", marker: "" },
          suggestions: [
            {
              messageId: "suggestCut",
              output: `import { tool } from "@langchain/core/tools";
import { z } from "zod";
${IMPORT_CUT}
export const shell = tool(
  async ({ cmd }) => {
    const { stdout, stderr } = await exec(cmd);
    const head = cut(stdout, { maxRows: 200 }, { format: "text" }).text;
    const errLines = stderr.split(/\\r?\\n/);
    return \`\${head}\\n--- stderr ---\\n\${errLines.slice(-30).join("\\n")}\`;
  },
  { name: "shell", description: "Run a command", schema: z.object({ cmd: z.string() }) },
);
declare function exec(c: string): Promise<{ stdout: string; stderr: string }>;
`,
            },
          ],
        },
        // The array is cut, then joined elsewhere: reported, but no one-step rewrite is offered.
        { messageId: "positionalCut", line: 8, data: { what: "Line cut of tool output", consequence: "every line before the last 30 is dropped, with whatever came first", reach: "It reaches the model as tool output", via: "returned by a LangChain tool", marker: "" }, suggestions: [] },
      ],
    },
    {
      name: "a same-file helper: its cut once, and the call site that passes tool output (not the console one)",
      code: GREP_TOOL,
      errors: [
        {
          messageId: "helperCut",
          line: 5,
          data: { helper: "clipForModel", consequence: "everything after character limit is dropped and the model is not told", callers: "One call site passes it tool output on its way to the model." },
          suggestions: [{ messageId: "suggestCut", output: fixed(GREP_TOOL, "text.slice(0, limit)", "cut(text, { maxChars: limit }).text") }],
        },
        { messageId: "positionalCut", line: 14, data: { what: "Loop that stops appending tool output at a cap", consequence: "entries after the cap (MAX_OUTPUT_CHARS) are never appended and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] },
        {
          messageId: "helperCall",
          line: 17,
          data: { helper: "clipForModel", detail: "keeps the start at line 5", consequence: "everything after character MAX_OUTPUT_CHARS is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" },
          suggestions: [{ messageId: "suggestCut", output: fixed(GREP_TOOL, "clipForModel(out, MAX_OUTPUT_CHARS)", "cut(out, { maxChars: MAX_OUTPUT_CHARS }).text") }],
        },
      ],
    },
    {
      name: "model-facing messages built by hand, and a helper from another file known by its name",
      code: SINKS,
      errors: [
        { messageId: "positionalCut", line: 7, data: { what: "Prefix cut of tool output", consequence: "everything after character LIMIT is dropped and the model is not told", reach: "It reaches the model as tool output", via: 'a `role: "tool"` message', marker: "" }, suggestions: [{ messageId: "suggestCut", output: fixed(SINKS, "c.result.slice(0, LIMIT) });", "cut(c.result, { maxChars: LIMIT }).text });", 'import { truncateOutput } from "./text-utils.js";') }] },
        { messageId: "helperCall", line: 8, data: { helper: "truncateOutput", detail: "by its name, from ./text-utils.js", consequence: "everything past the limit is dropped and the model is not told", reach: "It may reach the model as tool output", via: 'a `type: "function_call_output"` item' }, suggestions: [] },
        { messageId: "positionalCut", line: 9, data: { what: "Prefix cut of tool output", consequence: "everything after character LIMIT is dropped and the model is not told", reach: "It reaches the model as tool output", via: "a LangChain `ToolMessage`", marker: "" }, suggestions: [{ messageId: "suggestCut", output: fixed(SINKS, "c.result.substring(0, LIMIT)", "cut(c.result, { maxChars: LIMIT }).text", 'import { truncateOutput } from "./text-utils.js";') }] },
        { messageId: "positionalCut", line: 10, data: { what: "Prefix cut of tool output", consequence: "everything after character LIMIT is dropped and the model is not told", reach: "It reaches the model as tool output", via: "a `functionResponse`", marker: "" }, suggestions: [{ messageId: "suggestCut", output: fixed(SINKS, "{ output: c.result.slice(0, LIMIT) }", "{ output: cut(c.result, { maxChars: LIMIT }).text }", 'import { truncateOutput } from "./text-utils.js";') }] },
      ],
    },
    {
      name: "StructuredTool#_call and DynamicStructuredTool's func",
      code: LANGCHAIN_CLASSES,
      errors: [
        { messageId: "positionalCut", line: 10, suggestions: [{ messageId: "suggestCut", output: fixed(LANGCHAIN_CLASSES, "html.slice(0, MAX)", "cut(html, { maxChars: MAX }).text") }] },
        { messageId: "positionalCut", line: 17, data: { what: "Prefix slice of serialized JSON", consequence: "keys that serialize after character MAX are deleted whole and the text no longer parses", reach: "It reaches the model as tool output", via: "returned by a LangChain tool", marker: "" }, suggestions: [{ messageId: "suggestCut", output: fixed(LANGCHAIN_CLASSES, "JSON.stringify(await runSql(sql)).substring(0, MAX)", "cut(await runSql(sql), { maxChars: MAX }).text") }] },
      ],
    },
    {
      name: "an MCP handler defined first and registered by name",
      code: MCP_BY_NAME,
      errors: [{ messageId: "positionalCut", line: 5, data: { what: "Prefix cut of tool output", consequence: "everything after character 3000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by an MCP SDK tool", marker: "" }, suggestions: [{ messageId: "suggestCut", output: fixed(MCP_BY_NAME, "body.slice(0, 3000)", "cut(body, { maxChars: 3000 }).text", 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";') }] }],
    },
    {
      name: "a tool known by shape alone is a 'may'",
      code: SHAPE_ONLY,
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 4000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool made by `createTool()`", marker: "" }, suggestions: [{ messageId: "suggestCut", output: SHAPE_ONLY.replace("(await get(url)).slice(0, 4000)", "cut(await get(url), { maxChars: 4000 }).text").replace("export const fetchUrl", `${IMPORT_CUT}\nexport const fetchUrl`) }] }],
    },
    {
      name: "options: a configured tool factory, sink, sink field and source",
      options: [{ toolFactories: [{ from: "package", package: "@acme/agent-kit", name: "defineAgentTool" }], sinks: ["sendToolResult"], sinkFields: ["forLlm"], sources: [{ from: "file", name: "runShell" }] }],
      code: `import { defineAgentTool } from "@acme/agent-kit";
export const ls = defineAgentTool({ name: "ls", run: async () => (await runShell("ls")).slice(0, 2000) });
export function reply(out: string) {
  sendToolResult(out.slice(0, 2000));
  return { forLlm: out.slice(-2000) };
}
export function format() {
  const raw = runShell("ps");
  return raw.slice(0, 2000);
}
declare function runShell(c: string): Promise<string> & string;
declare function sendToolResult(s: string): void;
`,
      errors: [
        { messageId: "positionalCut", line: 2, data: { what: "Prefix cut of tool output", consequence: "everything after character 2000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a tool made by `defineAgentTool()`", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character 2000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "`sendToolResult()`", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 5, data: { what: "Suffix cut of tool output", consequence: "everything before the last 2000 characters is dropped and the model is not told", reach: "It reaches the model as tool output", via: "the `forLlm` field", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 9, data: { what: "Prefix cut of tool output", consequence: "everything after character 2000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "the result of a configured source", marker: "" }, suggestions: 1 as never },
      ],
    },
    {
      name: "checkLogs: a log that keeps less than the agent saw",
      options: [{ checkLogs: true }],
      code: aiTool("    logger.info(text.slice(0, 500));\n    return text;\n    var logger: { info(x: unknown): void };"),
      errors: [{ messageId: "loggedCut", data: { what: "Prefix cut of tool output", via: "`logger.info()`" } }],
    },
    {
      name: "an MCP content part built outside a registered tool (a response builder)",
      code: "export class Reply {\n  lines: string[] = [];\n  build(extra: string) {\n    return { content: [{ type: \"text\", text: extra.slice(-2000) + this.lines.join(\"\\n\") }] };\n  }\n}",
      errors: [{ messageId: "positionalCut", data: { what: "Suffix cut of tool output", consequence: "everything before the last 2000 characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "a `content` text part", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a byte cut through a local Buffer, in a helper a tool calls",
      code: aiTool("    return truncateBytes(text, 30_000);\n    function truncateBytes(value: string, max: number) {\n      const buf = Buffer.from(value, \"utf-8\");\n      return buf.subarray(0, max).toString(\"utf-8\");\n    }"),
      errors: [
        { messageId: "helperCall", line: 9, suggestions: [{ messageId: "suggestCut", data: { replacement: 'cut(text, { maxBytes: 30_000 }, { format: "text" }).text' }, output: fixed(aiTool("    return truncateBytes(text, 30_000);\n    function truncateBytes(value: string, max: number) {\n      const buf = Buffer.from(value, \"utf-8\");\n      return buf.subarray(0, max).toString(\"utf-8\");\n    }"), "truncateBytes(text, 30_000)", 'cut(text, { maxBytes: 30_000 }, { format: "text" }).text') }] },
        { messageId: "helperCut", line: 12, suggestions: 1 as never },
      ],
    },
    {
      name: "a cut inside a map callback whose array the tool returns",
      code: aiTool("    const nodes = await list(text);\n    return nodes.map((n) => ({ label: n.label, body: n.body.slice(0, 300) }));\n    function list(q: string) { return Promise.resolve([{ label: q, body: q }]); }"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "an options object as the limit is not printed as a number of characters",
      code: `import { tool } from "ai";\nimport { z } from "zod";\nimport { truncateHead } from "./truncate.js";\nexport const t = tool({ description: "x", inputSchema: z.object({}), execute: async () => truncateHead(await run(), { maxBytes: 50_000 }) });\ndeclare function run(): Promise<string>;\n`,
      errors: [{ messageId: "helperCall", data: { helper: "truncateHead", detail: "by its name, from ./truncate.js", consequence: "everything past the limit is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a Vercel AI SDK tool" }, suggestions: [] }],
    },
    {
      name: "a harness's own tool class, a tool written as a plain object, and a tool-result call by name",
      code: "export class ShellTool extends BaseTool {\n  async execute(cmd: string) {\n    return (await sh(cmd)).slice(0, 20_000);\n  }\n}\nexport const grepTool: AgentTool = {\n  name: \"grep\",\n  description: \"Search files\",\n  parameters: {},\n  execute: async (q: string) => (await sh(`rg ${q}`)).slice(-8000),\n};\nexport async function onDone(out: string) {\n  pushToolResult(out.substring(0, 4000));\n}\ndeclare class BaseTool {}\ninterface AgentTool { name: string }\ndeclare function sh(c: string): Promise<string>;\ndeclare function pushToolResult(s: string): void;\n",
      errors: [
        { messageId: "positionalCut", line: 3, data: { what: "Prefix cut of tool output", consequence: "everything after character 20_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by the tool class `ShellTool`", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 10, data: { what: "Suffix cut of tool output", consequence: "everything before the last 8000 characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool defined as a plain object", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 13, data: { what: "Prefix cut of tool output", consequence: "everything after character 4000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "`pushToolResult()`", marker: "" }, suggestions: 1 as never },
      ],
    },
    {
      name: "an exported helper whose cut carries a marker: the message says the marker gives no way to the rest",
      code: "export function truncate(text: string, limit = 50_000): string {\n  if (text.length <= limit) return text;\n  return `${text.slice(0, limit)}\\n[truncated ${text.length - limit} characters]`;\n}\n",
      errors: [
        {
          messageId: "helperCut",
          data: { helper: "truncate", consequence: "everything after character limit is dropped, and the marker beside it says so but gives no way to read the rest", callers: "It is exported under a truncating name, so its callers may pass it tool output." },
          suggestions: 1 as never,
        },
      ],
    },
    {
      name: "a function typed with the harness's own tool type",
      code: "export const fetchImpl: ToolImpl = async (args: { url: string }) => (await get(args.url)).slice(0, 20_000);\ntype ToolImpl = (args: { url: string }) => Promise<string>;\ndeclare function get(u: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 20_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool function typed `ToolImpl`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a helper that returns { content, truncated }, read back by field into the tool result",
      code: aiTool("    const r = capOutput(text, 30_000);\n    return { stdout: r.content, truncated: r.truncated };\n    function capOutput(v: string, max: number) {\n      return v.length <= max ? { content: v, truncated: false } : { content: v.slice(0, max), truncated: true };\n    }"),
      // No rewrite of the call: the helper returns an object, and `cut(…).text` is a string.
      errors: [{ messageId: "helperCall", line: 9, suggestions: [] }, { messageId: "helperCut", line: 12, suggestions: 1 as never }],
    },
    {
      name: "output handed to a Promise's resolve, in a tool that returns the promise",
      code: aiTool("    return new Promise<string>((resolve) => {\n      setImmediate(() => resolve(text.slice(-MAX_CHARS)));\n    });"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a helper's result destructured: the text field carries the cut, the flag does not",
      code: aiTool("    const { output, wasTruncated } = truncateFromEnd(text, 20_000);\n    console.log(wasTruncated);\n    return output;\n    function truncateFromEnd(s: string, n: number) { return { output: s.slice(0, n), wasTruncated: s.length > n }; }"),
      errors: [{ messageId: "helperCall", line: 9, suggestions: [] }, { messageId: "helperCut", line: 12, suggestions: 1 as never }],
    },
    {
      name: "an AI SDK tool whose execute is a function defined first and named in the factory's object",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nconst runShell = async ({ command }: { command: string }) => (await sh(command)).slice(0, 20_000);\nexport const shell = tool({ description: "Run a command", inputSchema: z.object({ command: z.string() }), execute: runShell });\ndeclare function sh(c: string): Promise<string>;\n',
      errors: [{ messageId: "positionalCut", line: 3, data: { what: "Prefix cut of tool output", consequence: "everything after character 20_000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a tool class whose name ends like a function type is still named as a class",
      code: "export class GrepToolHandler {\n  async execute(pattern: string) {\n    return (await rg(pattern)).slice(0, 20_000);\n  }\n}\ndeclare function rg(p: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", line: 3, data: { what: "Prefix cut of tool output", consequence: "everything after character 20_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by the tool class `GrepToolHandler`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a tool factory whose expression body is the tool, typed by the harness's tool function type",
      code: "export const executeCommand = (): ToolFunctionType<{ command: string }> => async ({ command }) => (await sh(command)).slice(-30_000);\ntype ToolFunctionType<I> = (input: I) => Promise<string>;\ndeclare function sh(c: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", line: 1, data: { what: "Suffix cut of tool output", consequence: "everything before the last 30_000 characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool function typed `ToolFunctionType`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "an executor made by a factory in a tools folder",
      filename: "src/tools/executors/search.ts",
      code: "export function createSearchExecutor(): SearchExecutor {\n  return async (q: string) => (await rg(q)).slice(0, 30_000);\n}\ntype SearchExecutor = (q: string) => Promise<string>;\ndeclare function rg(q: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", line: 2, data: { what: "Prefix cut of tool output", consequence: "everything after character 30_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool function typed `SearchExecutor`", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "a class method that cuts, called through this. from a tool method",
      code: "export class GrepTool extends BaseTool {\n  async execute(q: string) {\n    return this.clip(await rg(q));\n  }\n  private clip(text: string) {\n    return text.slice(0, 10_000);\n  }\n}\ndeclare class BaseTool {}\ndeclare function rg(q: string): Promise<string>;\n",
      errors: [
        { messageId: "helperCall", line: 3, data: { helper: "clip", detail: "keeps the start at line 6", consequence: "everything after character 10_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by the tool class `GrepTool`" }, suggestions: [] },
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
      ],
    },
    {
      name: "a truncating method of another object, known by its name",
      code: `import * as textUtils from "./text.js";\n${aiTool("    return textUtils.truncateMiddle(text, 6000);")}`,
      errors: [{ messageId: "helperCall", data: { helper: "truncateMiddle", detail: "by its name, from ./text.js", consequence: "everything past the limit is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a Vercel AI SDK tool" }, suggestions: [] }],
    },
    {
      name: "a cutting helper built on another: both exported under truncating names",
      code: "export function truncateHead(text: string, max: number) {\n  return text.slice(0, max);\n}\nexport function truncateOutput(output: string) {\n  return truncateHead(output, 30_000);\n}",
      errors: [
        { messageId: "helperCut", line: 2, suggestions: 1 as never },
        { messageId: "helperCall", line: 5, data: { helper: "truncateHead", detail: "keeps the start at line 2", consequence: "everything after character 30_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `truncateOutput()`, exported as a truncating helper" }, suggestions: 1 as never },
      ],
    },
    {
      name: "a rolling buffer in a stream callback keeps only the tail of the output",
      code: aiTool("    let out = \"\";\n    source.on(\"data\", (d: string) => {\n      out += d;\n      if (out.length > MAX_CHARS) out = out.slice(-MAX_CHARS);\n    });\n    await drained();\n    return out;\n    var source: { on(e: string, f: (d: string) => void): void };\n    function drained() { return Promise.resolve(); }"),
      errors: [{ messageId: "positionalCut", line: 12, data: { what: "Suffix cut of tool output", consequence: "everything before the last MAX_CHARS characters is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "the suggestion merges into an existing import of the cutter",
      code: `import { collect } from "tool-output-cutter";\nexport const c = collect;\n${aiTool("    return text.slice(0, MAX_CHARS);")}`,
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", output: `import { collect, cut } from "tool-output-cutter";\nexport const c = collect;\n${aiTool("    return cut(text, { maxChars: MAX_CHARS }).text;")}` }] }],
    },
    {
      name: "a comment inside the cut would be lost with it: no suggestion",
      code: aiTool("    return text.slice(0, /* about 2k tokens */ MAX_CHARS);"),
      errors: [{ messageId: "positionalCut", suggestions: [] }],
    },
    {
      name: "settings cutterModule: the suggestion merges into the re-export's import",
      settings: { "tool-output": { cutterModule: "@acme/harness/cutter" } },
      code: `import { collect } from "@acme/harness/cutter";\nexport const c = collect;\n${aiTool("    return text.slice(0, MAX_CHARS);")}`,
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", output: `import { collect, cut } from "@acme/harness/cutter";\nexport const c = collect;\n${aiTool("    return cut(text, { maxChars: MAX_CHARS }).text;")}` }] }],
    },
    {
      name: "without the setting, a look-alike module's cut is not the cutter",
      code: `import { cut } from "@acme/harness/cutter";\n${aiTool("    return cut(text.slice(0, MAX_CHARS), { maxChars: MAX_CHARS }).text;")}`,
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", output: `import { cut } from "@acme/harness/cutter";\n${aiTool("    return cut(cutToolOutput(text, { maxChars: MAX_CHARS }).text, { maxChars: MAX_CHARS }).text;")}`.replace('import { z } from "zod";', 'import { z } from "zod";\nimport { cut as cutToolOutput } from "tool-output-cutter";') }] }],
    },
    {
      name: "the suggestion imports under another name when `cut` is taken",
      code: `${aiTool("    return text.slice(0, MAX_CHARS);")}export const cut = (s: string) => s;\n`,
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", data: { replacement: "cut(text, { maxChars: MAX_CHARS }).text" }, output: fixed(`${aiTool("    return text.slice(0, MAX_CHARS);")}export const cut = (s: string) => s;\n`, "text.slice(0, MAX_CHARS)", "cutToolOutput(text, { maxChars: MAX_CHARS }).text").replace(IMPORT_CUT, 'import { cut as cutToolOutput } from "tool-output-cutter";') }] }],
    },
    {
      name: "the suggestion reuses an existing import of cut",
      code: `import { cut as fit } from "tool-output-cutter";\n${aiTool("    const full = fit(text, { maxChars: 1 });\n    void full;\n    return text.slice(0, MAX_CHARS);")}`,
      errors: [{ messageId: "positionalCut", suggestions: [{ messageId: "suggestCut", output: `import { cut as fit } from "tool-output-cutter";\n${aiTool("    const full = fit(text, { maxChars: 1 });\n    void full;\n    return fit(text, { maxChars: MAX_CHARS }).text;")}` }] }],
    },
    {
      name: "a byte cut decoded, and a middle elision in a template literal",
      code: RUN_TOOL,
      errors: [
        {
          messageId: "positionalCut",
          line: 11,
          data: { what: "Byte cut of tool output", consequence: "bytes after MAX_BYTES are dropped, possibly inside a multi-byte character", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" },
          suggestions: [{ messageId: "suggestCut", data: { replacement: 'cut(out, { maxBytes: MAX_BYTES }, { format: "text" }).text' }, output: fixed(RUN_TOOL, 'Buffer.from(out).subarray(0, MAX_BYTES).toString("utf8")', 'cut(out, { maxBytes: MAX_BYTES }, { format: "text" }).text') }],
        },
        {
          messageId: "positionalCut",
          line: 13,
          data: {
            what: "Middle elision of tool output",
            consequence: "everything between the first HEAD and the last TAIL characters is dropped, where the error or the answer often is",
            reach: "It reaches the model as tool output",
            via: "returned by a Vercel AI SDK tool",
            marker: " The marker says something is missing but gives the model no way to read it.",
          },
          suggestions: [
            {
              messageId: "suggestCut",
              data: { replacement: 'cut(out, { maxChars: HEAD + TAIL }, { format: "text", keep: "head-tail", tailShare: TAIL / (HEAD + TAIL) }).text' },
              output: fixed(RUN_TOOL, "`${out.slice(0, HEAD)}\\n... [output truncated] ...\\n${out.slice(-TAIL)}`", 'cut(out, { maxChars: HEAD + TAIL }, { format: "text", keep: "head-tail", tailShare: TAIL / (HEAD + TAIL) }).text'),
            },
          ],
        },
      ],
    },
  ],
});

const CROSS_FILE = `import { tool } from "ai";
import { z } from "zod";
import { condense, firstLine, lastPart } from "./text-kit.js";
export const readLog = tool({
  description: "Read a log",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const text = await load(path);
    if (path.endsWith(".err")) return lastPart(text, 3000);
    return \`\${firstLine(text)}\\n\${condense(text, 6000)}\`;
  },
});
declare function load(p: string): Promise<string>;
`;

const BYTE_HELPER = `import { tool } from "ai";
import { z } from "zod";
import { leadingBytes } from "./text-kit.js";
export const readLog = tool({
  description: "Read a log",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const text = await load(path); return leadingBytes(text, 4096);
  },
});
declare function load(p: string): Promise<string>;
`;

const REEXPORTED_FACTORY = `import { z } from "zod";
import { defineTool } from "./tool-kit.js";
export const df = defineTool({
  description: "Disk usage",
  inputSchema: z.object({ dir: z.string() }),
  execute: async ({ dir }) => (await du(dir)).slice(0, 5000),
});
declare function du(d: string): Promise<string>;
`;

const RECORDS = `import { tool } from "ai";
import { z } from "zod";
interface Hit { file: string; line: number }
export const find = tool({
  description: "Find",
  inputSchema: z.object({ q: z.string() }),
  execute: async ({ q }) => {
    const top: Hit[] = await search(q);
    return top.slice(0, 50);
  },
});
declare function search(q: string): Promise<Hit[]>;
`;

const TYPED_RESULT = `import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
export async function respond(out: string): Promise<CallToolResult> {
  return { content: [{ type: "text", text: out.slice(0, 4000) }] };
}
`;

// The same files without types: what a lone file gets.
syntacticRuleTester().run("no-positional-cut (the typed cases, without types)", rule, {
  valid: [
    { name: "a helper from another file with a neutral name: only the checker can tell", code: CROSS_FILE },
    { name: "without types too, an array declared with its record type (`const top: Hit[]`) is a list", code: RECORDS },
  ],
  invalid: [
    {
      name: "a re-exported factory is a tool by shape and name: 'may'",
      code: REEXPORTED_FACTORY,
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 5000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool made by `defineTool()`", marker: "" }, suggestions: 1 as never }],
    },
    { name: "without types, an array whose element type is not declared looks like text", code: RECORDS.replace("const top: Hit[] = await search(q);", "const top = await search(q);"), errors: [{ messageId: "positionalCut", suggestions: 1 as never }] },
    {
      name: "a return type annotation names the MCP result: 'may'",
      code: TYPED_RESULT,
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 4000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned as `CallToolResult`", marker: "" }, suggestions: 1 as never }],
    },
  ],
});

typedRuleTester().run("no-positional-cut (type-aware)", rule, {
  valid: [{ name: "the checker knows the array holds records, not text", code: RECORDS }],
  invalid: [
    {
      name: "helpers in another file, found through the checker",
      code: CROSS_FILE,
      errors: [
        {
          messageId: "helperCall",
          line: 9,
          data: { helper: "lastPart", detail: "keeps the end, in ./text-kit.js", consequence: "everything before the last 3000 characters is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" },
          suggestions: 1 as never,
        },
        {
          messageId: "helperCall",
          line: 10,
          data: { helper: "condense", detail: "keeps the start, in ./text-kit.js", consequence: "everything after character 6000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" },
          suggestions: 1 as never,
        },
      ],
    },
    {
      name: "a helper in another file that cuts bytes: the suggestion keeps the unit",
      code: BYTE_HELPER,
      errors: [
        {
          messageId: "helperCall",
          line: 8,
          suggestions: [{ messageId: "suggestCut", output: BYTE_HELPER.replace("leadingBytes(text, 4096)", 'cut(text, { maxBytes: 4096 }, { format: "text" }).text').replace('import { leadingBytes } from "./text-kit.js";', 'import { leadingBytes } from "./text-kit.js";\nimport { cut } from "tool-output-cutter";') }],
        },
      ],
    },
    {
      name: "a re-exported factory resolves to the AI SDK: 'will'",
      code: REEXPORTED_FACTORY,
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 5000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "the checker confirms the MCP result type",
      code: TYPED_RESULT,
      errors: [{ messageId: "positionalCut", data: { what: "Prefix cut of tool output", consequence: "everything after character 4000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned as `CallToolResult`", marker: "" }, suggestions: 1 as never }],
    },
  ],
});

/**
 * An MCP tool that fits a query result to a budget by shrinking the strings inside it: `fit` tells
 * arrays from objects and walks into each again, `leaf` shortens one string. `leafBody` is leaf's.
 */
const COMPACTOR = (leafBody: string, recurse = "fit") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const elisionNote = (dropped: number) => \`[elided \${dropped} chars]\`;
function leaf(s: string, budget: number): string {
  if (s.length <= budget) return s;
${leafBody}
}
function fit(value: unknown, budget: number): unknown {
  if (typeof value === "string") return leaf(value, budget);
  if (Array.isArray(value)) return value.map((v) => ${recurse}(v, Math.floor(budget / value.length)));
  if (value !== null && typeof value === "object") {
    const share = Math.floor(budget / Math.max(1, Object.keys(value).length));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, ${recurse}(v, share)]));
  }
  return value;
}
const asText = (v: unknown, _n: number) => String(v);
const server = new McpServer({ name: "db", version: "1.0.0" });
server.registerTool("query", { inputSchema: { sql: z.string() } }, async ({ sql }) => ({
  content: [{ type: "text", text: JSON.stringify(fit(await run(sql), 8000)) }],
}));
declare function run(sql: string): Promise<unknown>;
`;

ruleTester.run("no-positional-cut (structure-aware compactors)", rule, {
  valid: [
    {
      name: "a string leaf of a walk that keeps every key, marked through a const that a marker function makes",
      code: COMPACTOR("  const note = elisionNote(s.length - budget);\n  return `${s.slice(0, budget)}${note}`;"),
    },
    {
      name: "the marker made by a function named for it, added with +",
      code: COMPACTOR("  return s.slice(0, budget) + truncationNotice(s.length);").replace("function leaf", "declare function truncationNotice(n: number): string;\nfunction leaf"),
    },
    {
      name: "the code's own marker shortened to fit a tiny budget is no output",
      code: COMPACTOR("  if (budget < 20) return truncatedSuffix(s.length).slice(0, budget);\n  return `${s.slice(0, budget - 20)}${truncatedSuffix(s.length)}`;").replace("function leaf", "declare function truncatedSuffix(n: number): string;\nfunction leaf"),
    },
  ],
  invalid: [
    {
      // Keeping the shape is half of it: the cut still has to say what it left out.
      name: "an unmarked leaf cut inside the same walk",
      code: COMPACTOR("  return s.slice(0, budget);"),
      errors: [
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
        { messageId: "helperCall", line: 9, suggestions: 1 as never },
        { messageId: "helperCall", line: 20, suggestions: [] },
      ],
    },
    {
      // Told apart by shape but never walked into again: the leaf cut is the whole story.
      name: "a marked cut in a function that dispatches on shape but does not recurse",
      code: COMPACTOR("  const note = elisionNote(s.length - budget);\n  return `${s.slice(0, budget)}${note}`;", "asText"),
      errors: [
        { messageId: "helperCut", line: 7, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: 1 as never },
        { messageId: "helperCall", line: 21, suggestions: [] },
      ],
    },
    {
      // `truncateText` cuts: a helper's name with Text is no marker maker.
      name: "a call of a cutting helper beside the slice is no marker",
      code: COMPACTOR("  return `${s.slice(0, budget)}${truncateText(s, 10)}`;").replace("function leaf", "declare function truncateText(s: string, n: number): string;\nfunction leaf"),
      errors: [
        { messageId: "helperCut", line: 7, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: 1 as never },
        { messageId: "helperCall", line: 21, suggestions: [] },
      ],
    },
  ],
});

/** An MCP tool whose result goes through `fit`, which serializes what is not text first; `tail` ends fit's body. */
const SERIALIZING_HELPER = (tail: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const MAX_CHARS = 24_000;
function fit(content: unknown): string {
  const text = typeof content === "string" ? content : (JSON.stringify(content, null, 2) ?? "null");
  if (text.length <= MAX_CHARS) return text;
${tail}
}
const server = new McpServer({ name: "runner", version: "1.0.0" });
server.registerTool("run", { inputSchema: { code: z.string() } }, async ({ code }) => ({
  content: [{ type: "text", text: fit(await evaluate(code)) }],
}));
declare function evaluate(code: string): Promise<unknown>;
`;

ruleTester.run("no-positional-cut (a helper that serializes its argument first)", rule, {
  valid: [],
  invalid: [
    {
      name: "cut as a helper, with its call site: the marker is beside every use of the const that holds the cut",
      code: SERIALIZING_HELPER("  const kept = text.slice(0, MAX_CHARS);\n  return `${kept}\\n--- TRUNCATED ---\\nAsk for less.`;"),
      errors: [
        { messageId: "helperCut", line: 7, data: { helper: "fit", consequence: "everything after character MAX_CHARS is dropped, and the marker beside it says so but gives no way to read the rest", callers: "One call site passes it tool output on its way to the model." }, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, data: { helper: "fit", detail: "keeps the start at line 7", consequence: "everything after character MAX_CHARS is dropped, and the marker beside it says so but gives no way to read the rest", reach: "It reaches the model as tool output", via: "returned by an MCP SDK tool" }, suggestions: [] },
      ],
    },
    {
      name: "a const read once without the marker is not announced",
      code: SERIALIZING_HELPER("  const kept = text.slice(0, MAX_CHARS);\n  if (kept.endsWith(\"\\n\")) return kept;\n  return `${kept}\\n--- TRUNCATED ---`;"),
      errors: [
        { messageId: "helperCut", line: 7, data: { helper: "fit", consequence: "everything after character MAX_CHARS is dropped and the model is not told", callers: "One call site passes it tool output on its way to the model." }, suggestions: 1 as never },
        { messageId: "helperCall", line: 13, suggestions: [] },
      ],
    },
  ],
});

/**
 * A read tool made by the project's own factory (`createReadFileTool(def): BuiltinTool`), whose
 * generator `execute` yields numbered lines; `render` is each line's helper, `note` the closing notice.
 */
const FACTORY_READER = (opts: { factory?: string; returns?: string; note?: string; helper?: string } = {}) => `const MAX_LINE_LENGTH = 2000;
${opts.helper ?? `export function numberedLine(lineNo: number, content: string): string {
  const capped = content.length > MAX_LINE_LENGTH ? \`\${content.slice(0, MAX_LINE_LENGTH)}… [line truncated]\` : content;
  return \`\${String(lineNo).padStart(6)}\\t\${capped}\`;
}`}
export function ${opts.factory ?? "createReadFileTool"}(definition: { name: string }): ${opts.returns ?? "BuiltinTool"} {
  return {
    name: definition.name,
    async *execute(args: Record<string, unknown>) {
      const offset = Math.max(1, Number(args["offset"] ?? 1));
      const lines = (await load(String(args["file_path"]))).split("\\n").slice(offset - 1, offset + 1999);
      const rows: string[] = [];
      for (let i = 0; i < lines.length; i += 1) rows.push(numberedLine(offset + i, lines[i]!));
      rows.push(\`${opts.note ?? "[showing from line ${offset} — call again with offset to continue]"}\`);
      yield delta(rows.join("\\n"));
    },
  };
}
declare function load(p: string): Promise<string>;
declare function delta(t: string): { type: "delta"; text: string };
interface BuiltinTool { name: string }
interface Job { name: string }
`;

ruleTester.run("no-positional-cut (a long line cut inside a reader that pages by line)", rule, {
  valid: [
    { name: "not a tool: a job factory's object with an execute method", code: FACTORY_READER({ factory: "createExportJob", returns: "Job" }) },
    { name: "the notice names a column offset: paging goes on inside the line", code: FACTORY_READER({ note: "[call again with offset and column_offset to continue]" }) },
    {
      name: "the helper's room is the caller's width less the line number's: a window",
      code: FACTORY_READER({ helper: "export function numberedLine(lineNo: number, content: string, width = 80): string {\n  const head = `${String(lineNo).padStart(6)}\\t`;\n  const keep = Math.max(0, width - head.length); return head + content.slice(0, keep);\n}" }).replace("numberedLine(offset + i, lines[i]!)", "numberedLine(offset + i, lines[i]!, Number(args[\"width\"]))"),
    },
    {
      name: "the helper's other cut takes the caller's limit: the line number is no reason to report",
      code: FACTORY_READER({ helper: "export function numberedLine(lineNo: number, content: string, width = 80): string {\n  const capped = content.length > MAX_LINE_LENGTH ? content.slice(0, MAX_LINE_LENGTH) : content.slice(0, width);\n  return `${String(lineNo).padStart(6)}\\t${capped}`;\n}" }).replace("numberedLine(offset + i, lines[i]!)", "numberedLine(offset + i, lines[i]!, Number(args[\"width\"]))"),
    },
  ],
  invalid: [
    {
      name: "a tool factory named for tools; offset paging cannot reach the rest of a line",
      code: FACTORY_READER(),
      errors: [
        { messageId: "helperCut", line: 3, suggestions: 1 as never },
        { messageId: "helperCall", line: 13, data: { helper: "numberedLine", detail: "keeps the start at line 3", consequence: "everything after character MAX_LINE_LENGTH is dropped, and the marker beside it says so but gives no way to read the rest", reach: "It may reach the model as tool output", via: "returned by a tool defined as a plain object" }, suggestions: [] },
      ],
    },
    {
      // The room left beside the line number and the marker is measured, not asked for: still no window.
      name: "the helper cuts at a constant less the length of what it adds",
      code: FACTORY_READER({ helper: "export function numberedLine(lineNo: number, content: string): string {\n  const head = `${String(lineNo).padStart(6)}\\t`;\n  const keep = Math.max(0, MAX_LINE_LENGTH - head.length - 20); return content.length > keep ? `${head}${content.slice(0, keep)}… [line truncated]` : head + content;\n}" }),
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 13, suggestions: [] },
      ],
    },
    {
      name: "a factory whose declared result is a tool type",
      code: FACTORY_READER({ factory: "readerFor", returns: "AgentTool" }).replace("interface Job", "interface AgentTool { name: string }\ninterface Job"),
      errors: [
        { messageId: "helperCut", line: 3, suggestions: 1 as never },
        { messageId: "helperCall", line: 13, suggestions: [] },
      ],
    },
  ],
});

ruleTester.run("no-positional-cut (names composed to fit a length)", rule, {
  valid: [
    {
      name: "a unit name made of a prefix and an id, cut to the unit-name limit",
      code: aiTool('    const unitPrefix = "agent-run";\n    const unit = `${unitPrefix.slice(0, 48)}-${crypto.randomUUID()}`.slice(0, 200);\n    return `${unit}: ${text}`;'),
    },
    {
      name: "a helper cutting the prefix field of its options",
      code: aiTool('    return `${unitName({ unitPrefix: path })}\\n${text}`;\n    function unitName({ unitPrefix }: { unitPrefix: string }) {\n      return unitPrefix.slice(0, 48);\n    }'),
    },
  ],
  invalid: [
    {
      name: "the prefix of the output itself is output",
      code: aiTool("    const outputHead = text.slice(0, 4000);\n    return outputHead;"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
  ],
});

ruleTester.run("no-positional-cut (a tool factory written as an arrow that returns the object)", rule, {
  valid: [
    {
      name: "an arrow named for jobs returning an object with execute",
      code: 'export const makeExportJob = (limit: number) => ({\n  name: "render",\n  async execute(args: { text: string }) {\n    return args.text + (await render()).slice(0, 20_000);\n  },\n});\ndeclare function render(): Promise<string>;\n',
    },
  ],
  invalid: [
    {
      name: "an arrow named for tools returning an object with execute",
      code: 'export const makeRenderTool = (limit: number) => ({\n  name: "render",\n  async execute(args: { text: string }) {\n    return args.text + (await render()).slice(0, 20_000);\n  },\n});\ndeclare function render(): Promise<string>;\n',
      errors: [{ messageId: "positionalCut", line: 4, suggestions: 1 as never }],
    },
  ],
});

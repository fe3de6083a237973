// How no-positional-cut follows a cut value to the model: through names, computed starts, the
// methods of a returned object, errors a tool throws, and rolling buffers of process output.
import { Linter } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import rule from "../../rules/no-positional-cut.js";
import { syntacticRuleTester } from "../rule-tester.js";

/** An AI SDK tool whose `execute` has `text` (a fetched page) and then runs `body`. */
function fetchTool(body: string): string {
  return `import { tool } from "ai";
import { z } from "zod";
const MAX_CHARS = 8000;
export const fetchPage = tool({
  description: "Fetch a page as text",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    const text = await download(url);
${body}
  },
});
declare function download(u: string): Promise<string>;
`;
}

// A shell tool whose output is kept by a collector object: head verbatim, the rest rolling.
const COLLECTOR = `import { tool } from "ai";
import { z } from "zod";
function makeCollector(maxChars: number) {
  let kept = "";
  return {
    push(chunk: string) {
      kept = (kept + chunk).slice(-maxChars);
    },
    text() {
      return kept;
    },
  };
}
export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
    const out = makeCollector(20_000);
    for await (const chunk of run(command)) out.push(chunk);
    return out.text();
  },
});
declare function run(c: string): AsyncIterable<string>;
`;

// A job service that keeps the last lines of each job's output; another file's tool reads it.
const JOB_SERVICE = `import { spawn } from "node:child_process";
const MAX_LINES = 1000;
interface Job { id: string; output: string }
export class Jobs {
  private readonly jobs = new Map<string, Job>();
  start(id: string, command: string): void {
    const job: Job = { id, output: "" };
    this.jobs.set(id, job);
    const child = spawn(command, { shell: true });
    child.stdout.on("data", (data: Buffer) => {
      job.output += data.toString();
      const lines = job.output.split("\\n");
      if (lines.length > MAX_LINES) {
        job.output = lines.slice(-MAX_LINES).join("\\n");
      }
    });
  }
  get(id: string): Job | undefined {
    return this.jobs.get(id);
  }
}
`;

// The same buffer kept by a helper that hands back the new buffer and a flag.
const TAIL_HELPER = `import { spawn } from "node:child_process";
const MAX_BUFFER = 1 << 20;
function keepTail(buffer: string, chunk: string, max: number): { next: string; dropped: boolean } {
  const total = buffer.length + chunk.length;
  if (total <= max) return { next: buffer + chunk, dropped: false };
  return { next: buffer.substring(total - max) + chunk, dropped: true };
}
export function runCommand(command: string): Promise<string> {
  const state = { output: "", dropped: false };
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true });
    child.stdout.on("data", (data: Buffer) => {
      const { next, dropped } = keepTail(state.output, data.toString(), MAX_BUFFER);
      state.output = next;
      state.dropped ||= dropped;
    });
    child.on("close", () => resolve(state.output));
  });
}
`;

// The same buffer kept by a helper that cuts the chunk in one branch and the buffer in the
// other; the command, kept in the same state, goes to a status line.
const TWO_WAY_TAIL = `import { spawn } from "node:child_process";
const MAX_BUFFER = 1 << 20;
function appendTail(buffer: string, chunk: string, max: number): { next: string; dropped: boolean } {
  if (buffer.length + chunk.length <= max) return { next: buffer + chunk, dropped: false };
  if (chunk.length >= max) return { next: chunk.substring(chunk.length - max), dropped: true };
  const trim = buffer.length + chunk.length - max;
  return { next: buffer.substring(trim) + chunk, dropped: true };
}
export function runCommand(command: string, setStatus: (s: string) => void): Promise<string> {
  const state = { output: "", command };
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true });
    child.stdout.on("data", (data: Buffer) => {
      const { next } = appendTail(state.output, data.toString(), MAX_BUFFER);
      state.output = next;
    });
    child.on("close", () => {
      setStatus(\`done: \${state.command}\`);
      resolve(state.output);
    });
  });
}
`;

// A tool that runs a command through a helper; the helper rejects with the end of the output.
const REJECTING_HELPER = `import { tool } from "ai";
import { z } from "zod";
class ExitError extends Error {}
function collect(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    run(command, (code, output) => {
      if (code === 0) resolve(output);
      else reject(new ExitError(\`exit \${code}: \${output.slice(-3000)}\`));
    });
  });
}
export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => collect(command),
});
declare function run(c: string, done: (code: number, output: string) => void): void;
`;

// A harness's own executor type: a tool implementation only where the file says it is about tools.
const EXECUTOR = (filename: string) => ({
  filename,
  code: `export type ShellExecutor = (command: string) => Promise<string>;
const MAX_CHARS = 30_000;
export function createShellExecutor(): ShellExecutor {
  return async (command) => {
    const output = await exec(command);
    return output.length > MAX_CHARS ? output.slice(0, MAX_CHARS) : output;
  };
}
declare function exec(c: string): Promise<string>;
`,
});

// A search module in a tools folder: its export is the other half of a tool defined elsewhere.
const SEARCH_MODULE = (filename: string, name = "formatMatches") => ({
  filename,
  code: `import type { ToolSet } from "ai";
const MAX_OUTPUT_CHARS = 7500;
export type SearchTools = ToolSet;
export function ${name}(matches: { path: string; line: string }[]): string {
  const text = matches.map((m) => \`\${m.path}: \${m.line}\`).join("\\n");
  return text.length > MAX_OUTPUT_CHARS ? text.slice(0, MAX_OUTPUT_CHARS) : text;
}
`,
});

// A terminal tool that keeps the last lines it saw in a ring buffer.
const RING = (name: string, sink = "return lines.join(\"\\n\");") => `import { tool } from "ai";
import { z } from "zod";
const MAX_LINES = 500;
export const tail = tool({
  description: "Run a command and show what it printed",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
    const ${name}: string[] = [];
    for await (const line of run(command)) {
      if (${name}.length >= MAX_LINES) ${name}.shift();
      ${name}.push(line);
    }
    ${sink.replaceAll("lines", name)}
  },
});
declare function run(c: string): AsyncIterable<string>;
`;

// A fetch fallback that cuts pages outside any tool and asks a model about them.
const SUMMARIZER = (value: string) => `import { generateText } from "ai";
const MAX_PAGE_CHARS = 20_000;
export async function summarize(${value}: string, model: Parameters<typeof generateText>[0]["model"]): Promise<string> {
  const { text } = await generateText({ model, prompt: \`Summarize this page:\\n\${${value}.slice(0, MAX_PAGE_CHARS)}\` });
  return text;
}
`;

// A fetch tool that asks its own model about the page through a helper of the harness (not a known model call).
const ASKS_OWN_MODEL = (field: string) => `import { z } from "zod";
import { createTool } from "../tool.js";
const MAX_CONTENT_LENGTH = 15_000;
declare function query(o: { ${field}: string; model: string }): Promise<{ success: boolean; data: { text: string } }>;
export const webFetch = createTool({
  description: "Fetch a page and answer a question about it",
  parameters: z.object({ url: z.string(), question: z.string() }),
  execute: async ({ url, question }: { url: string; question: string }) => {
    let content = await (await fetch(url)).text();
    if (content.length > MAX_CONTENT_LENGTH) content = content.substring(0, MAX_CONTENT_LENGTH) + "...[content truncated]";
    const input = \`Page:\\n\${content}\\n\\n\${question}\`;
    const result = await query({ ${field}: input, model: "small" });
    const answer = result.success ? result.data.text : \`Failed to fetch \${url}\`;
    return { llmContent: JSON.stringify({ answer, url }) };
  },
});
`;

// A tool written as a module: its name, schema and handler exported side by side, no framework call.
const TOOL_MODULE = (exports: string) => `import { execSync } from "node:child_process";
const MAX_OUTPUT_LENGTH = 30_000;
const name = "bash";
const schema = { type: "object", properties: { command: { type: "string" } } };
const formatOutput = (text: string) => {
  const lines = text.split("\\n");
  return { totalLines: lines.length, truncatedContent: text.slice(0, MAX_OUTPUT_LENGTH) };
};
const handler = async (call: { input: { command: string } }) => {
  const stdout = execSync(call.input.command, { encoding: "utf8" });
  const { truncatedContent, totalLines } = formatOutput(stdout);
  return { stdout: truncatedContent, totalLines };
};
${exports}
`;

const LOGS_MODULE = (name: string) => `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
export type LogsTool = Tool;
const MAX_LOG_BYTES = 5 * 1024;
export async function ${name}(instance: string): Promise<string> {
  const kept: string[] = [];
  let size = 0;
  for (const line of await readLogLines(instance)) {
    size += Buffer.byteLength(line, "utf8");
    if (size > MAX_LOG_BYTES) break;
    kept.push(line);
  }
  return kept.join("\\n");
}
declare function readLogLines(i: string): Promise<string[]>;
`;

/** A read-file tool taking `input`; without an offset it keeps a default count of lines. */
const READ_TOOL = (input: string, offsetRead: string) => `import { tool } from "ai";
import { z } from "zod";
const DEFAULT_LINES = 2000;
export const readFile = tool({
  description: "Read a file, optionally from a line offset",
  inputSchema: z.object({ path: z.string(), offset: z.number().optional(), limit: z.number().optional() }),
  execute: async (${input}) => {
    const lines = (await load(args.path)).split("\\n");
    if (${offsetRead}) return lines.slice(${offsetRead}, ${offsetRead} + DEFAULT_LINES).join("\\n");
    if (lines.length > DEFAULT_LINES) return lines.slice(0, DEFAULT_LINES).join("\\n") + \`\\n... (showing first \${DEFAULT_LINES} of \${lines.length} lines)\`;
    return lines.join("\\n");
  },
});
declare function load(p: string): Promise<string>;
`;

// A class of the harness that shapes tool results before they go out; its callers are elsewhere.
const RESULT_CLASS = (name: string) => `const MAX_PART_CHARS = 4000;
export class ${name} {
  shape(parts: string[]): string[] {
    return parts.map((part) => (part.length > MAX_PART_CHARS ? part.slice(0, MAX_PART_CHARS) : part));
  }
}
`;

// An invocation class of a tool, as gemini-cli-style harnesses write them: the input is `this.params`.
const TAIL_INVOCATION = (count: string) => `import { BaseToolInvocation, type ToolResult } from "../tools/tools.js";
const DEFAULT_LINES = 100;
export class TailLogInvocation extends BaseToolInvocation<{ lines?: number; path: string }, ToolResult> {
  async execute(): Promise<ToolResult> {
    const lines = (await readLog(this.params.path)).split("\\n");
    const count = ${count};
    const text = lines.slice(-count).join("\\n");
    return { llmContent: text, returnDisplay: text };
  }
}
declare function readLog(p: string): Promise<string>;
`;

// A provider-request builder: it tells blocks apart by their tag and caps some of them.
const REQUEST_BUILDER = (body: string) => `const MAX_RESULT_CHARS = 8000;
interface Block { type: string; text?: string; content?: string }
export function prepare(blocks: Block[]): Block[] {
  return blocks.map((block) => {
${body}
    return block;
  });
}
`;

/** The head of a shell tool whose output is kept by a tail helper; the body goes on from `execute`. */
const TAIL_SHELL_HEAD = `function keepTail(text: string, maxChars: number): { content: string; truncated: boolean } {
  if (text.length <= maxChars) return { content: text, truncated: false };
  return { content: text.slice(-maxChars), truncated: true };
}
export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
`;

// A shell tool that spills the whole output to a file, keeps the tail, and adds a notice to the text.
const SPILLING_SHELL = (notice: string) => `import { tool } from "ai";
import { z } from "zod";
${TAIL_SHELL_HEAD}    const { output, logFile } = await runToFile(command);
    const kept = keepTail(output, 30_000);
    let text = kept.content || "(no output)";
${notice}
    return text;
  },
});
declare function runToFile(c: string): Promise<{ output: string; logFile: string | undefined }>;
`;

const ruleTester = syntacticRuleTester();

ruleTester.run("no-positional-cut (flow)", rule, {
  valid: [
    {
      name: "a name ending in Path is still a path, whatever comes before it",
      code: fetchTool("    const resultPath = await saveTo(url);\n    return resultPath.slice(0, MAX_CHARS);\n    function saveTo(u: string) { return Promise.resolve(u); }"),
    },
    {
      // Reassigned to a parse result: not a length less a limit any more.
      name: "a let start that is later set from indexOf is not a suffix bound",
      code: fetchTool("    let start = text.length - MAX_CHARS;\n    start = text.indexOf(\"<main>\");\n    return text.slice(start);"),
    },
    {
      name: "a default count of lines in a tool that takes a line offset: the model asks for the rest",
      code: READ_TOOL("args: { path: string; offset?: number; limit?: number }", "args.offset"),
    },
    {
      name: "a line window with a line-paging notice is recoverable",
      code: fetchTool("    const lines = text.split(\"\\n\");\n    if (lines.length <= 2000) return text;\n    return lines.slice(0, 2000).join(\"\\n\") + \"\\n[Use start_line to read past line 2000]\";"),
    },
    {
      name: "an error thrown outside any tool is not tool output",
      code: "export function parseConfig(raw: string): unknown {\n  try {\n    return JSON.parse(raw);\n  } catch {\n    throw new Error(`bad config: ${raw.slice(0, 200)}`);\n  }\n}\n",
    },
    {
      // The same rolling buffer in a file that runs no process: a UI's scrollback.
      name: "a rolling buffer in a file that runs no process",
      code: JOB_SERVICE.replace('import { spawn } from "node:child_process";', "declare function spawn(c: string, o: unknown): { stdout: { on(e: string, f: (d: Buffer) => void): void } };"),
    },
    {
      name: "a rolling buffer not named for output (history pruning)",
      code: 'import { spawn } from "node:child_process";\nexport class Recorder {\n  history: string[] = [];\n  note(line: string) {\n    this.history.push(line);\n    this.history = this.history.slice(-50);\n  }\n}\nvoid spawn;\n',
    },
    {
      // Caught where it is thrown: the tool returns something else.
      name: "an error thrown and caught inside the tool",
      code: fetchTool("    try {\n      if (!text) throw new Error(text.slice(0, 300));\n    } catch {\n      return \"empty page\";\n    }\n    return text;"),
    },
    { name: "an executor type in a file not about tools", ...EXECUTOR("src/services/process-runner.ts") },
    {
      // The exit handler runs after startWatcher() has returned: its throw never reaches the tool.
      name: "a throw in an event handler does not reach the tool that started it",
      code: 'import { tool } from "ai";\nimport { z } from "zod";\nconst MAX = 2000;\nfunction startWatcher(out: { text: string }, child: { on(e: string, f: (code: number) => void): void }) {\n  child.on("exit", (code) => {\n    if (code !== 0) throw new Error(out.text.slice(-MAX));\n  });\n}\nexport const watch = tool({\n  description: "Watch a build",\n  inputSchema: z.object({}),\n  execute: async () => {\n    startWatcher({ text: "" }, spawnBuild());\n    return "started";\n  },\n});\ndeclare function spawnBuild(): { on(e: string, f: (code: number) => void): void };\n',
    },
    {
      // Build scripts live in tools/ too; without a tool framework import the folder says nothing.
      name: "an exported cut in a tools/ build script",
      filename: "tools/release.ts",
      code: "const MAX_SUBJECT = 72;\nexport function firstLine(message: string): string {\n  return message.split(\"\\n\")[0]?.slice(0, MAX_SUBJECT) ?? \"\";\n}\n",
    },
    { name: "a file named devtools.ts is not named for a tool", ...SEARCH_MODULE("src/devtools.ts") },
    { name: "an exported cut in a tools/ folder that imports no tool framework", ...((m) => ({ ...m, code: m.code.replace('import type { ToolSet } from "ai";\n', "").replace("export type SearchTools = ToolSet;\n", "") }))(SEARCH_MODULE("tools/search.ts")) },
    {
      name: "a type-only import of child_process runs no process",
      code: JOB_SERVICE.replace('import { spawn } from "node:child_process";', 'import type { ChildProcess } from "node:child_process";\ndeclare function spawn(c: string, o: unknown): ChildProcess;'),
    },
    {
      name: "a rolling field named for something else than output",
      code: JOB_SERVICE.replaceAll("job.output", "job.detail").replace("output: string }", "output: string; detail: string }").replace('output: "" }', 'output: "", detail: "" }'),
    },
    {
      // Walked down by the loop: the slice may be the whole string.
      name: "a let start walked by a loop is no suffix bound",
      code: fetchTool("    for (let i = text.length - 64; i >= 0; i--) {\n      if (text[i] === \"\\n\") return text.slice(i);\n    }\n    return text;"),
    },
    {
      name: "a queue shifted to hand its lines on is no ring buffer",
      code: RING("lines", "return lines.join(\"\\n\");").replace("if (lines.length >= MAX_LINES) lines.shift();", "if (lines.length >= MAX_LINES) await upload([lines.shift() ?? \"\"]);").replace("declare function run", "declare function upload(l: string[]): Promise<void>;\ndeclare function run"),
    },
    { name: "a ring buffer of records is require-completeness's business", code: RING("events", "return { events: lines };") },
    { name: "a ring buffer of lines that only feeds a log", code: RING("lines", "console.log(lines.join(\"\\n\"));\n    return \"done\";") },
    { name: "an exported cut outside a tool module", ...SEARCH_MODULE("src/util/format.ts") },
    { name: "an exported cut in a tool module, named for a label", ...SEARCH_MODULE("src/tools/search.ts", "matchesTitle") },
    {
      name: "a limit named for a name cuts a name",
      code: fetchTool("    const TOOL_NAME_MAX_LENGTH = 64;\n    const first = text.trim();\n    return first.slice(0, TOOL_NAME_MAX_LENGTH);"),
    },
    {
      // The cut is held as the record's id beside the whole text.
      name: "a cut kept in a record's identifier field",
      code: fetchTool("    return { pageId: text.slice(0, 64), text };"),
    },
    {
      name: "a cut kept as a tool's name in a tool module",
      filename: "src/tools/agents.ts",
      code: 'export function agentTools(agents: { title: string; run(): Promise<string> }[]) {\n  return agents.map((a) => ({ toolName: `agent_${a.title.replace(/\\W/g, "_")}`.slice(0, 64), execute: () => a.run() }));\n}\n',
    },
    {
      name: "a rolling buffer that only feeds the status line",
      code: 'import { spawn } from "node:child_process";\nexport function watch(command: string, status: { set(s: string): void }) {\n  let tail = "";\n  spawn(command).stdout?.on("data", (d: Buffer) => {\n    tail = (tail + d.toString()).slice(-200);\n    status.set(tail);\n  });\n}\n',
    },
    {
      name: "a tail of as many lines as the invocation's params ask for",
      code: TAIL_INVOCATION("this.params.lines ?? DEFAULT_LINES"),
    },
    {
      // `.set` on a URL's query, not on a Map: nothing is stored for later.
      name: "a cut of output set as a search parameter of a URL",
      code: "import { tool } from \"ai\";\nimport { z } from \"zod\";\nexport const related = tool({\n  description: \"Search for pages like this output\",\n  inputSchema: z.object({ command: z.string() }),\n  execute: async ({ command }) => {\n    const output = await run(command);\n    const url = new URL(\"https://search.example/api\");\n    url.searchParams.set(\"q\", output.slice(0, 200));\n    return fetchText(url.toString());\n  },\n});\ndeclare function run(c: string): Promise<string>;\ndeclare function fetchText(u: string): Promise<string>;\n",
    },
    {
      // Named for tool output, but the method is a status line and the file makes its own instance.
      name: "a status line of a class named for tool output",
      code: "const MAX_STATUS = 80;\nexport class ToolOutputCollector {\n  private buffer = \"\";\n  push(chunk: string): void {\n    this.buffer += chunk;\n  }\n  statusLine(): string {\n    return this.buffer.slice(0, MAX_STATUS);\n  }\n}\nconst c = new ToolOutputCollector();\nc.push(\"x\");\nconsole.log(c.statusLine());\n",
    },
    {
      name: "a cut of output stored through an ORM's messages.create",
      code: "export async function archive(output: string, db: { messages: { create(o: unknown): Promise<unknown> } }) {\n  return db.messages.create({ data: { text: output.slice(0, 500) } });\n}\n",
    },
    {
      name: "a cut of the user's text in a prompt to a model",
      code: "import { generateText, type LanguageModel } from \"ai\";\nexport async function title(model: LanguageModel, userText: string) {\n  const { text } = await generateText({ model, prompt: `Title for: ${userText.slice(0, 2000)}` });\n  return text;\n}\n",
    },
    {
      // The assistant's own text, told apart from tool results by its tag: not tool output.
      name: "a request builder that caps the text of blocks tagged text",
      code: REQUEST_BUILDER('    if (block.type === "text" && block.text) return { ...block, text: block.text.slice(0, MAX_RESULT_CHARS) };\n    if (block.type !== "tool_result") return block;'),
    },
    {
      // It cuts only to count what a cut would save.
      name: "a tool_result block's content cut by a function named for a measure",
      code: REQUEST_BUILDER('    if (block.type !== "tool_result" || !block.content) return block;\n    return { ...block, kept: estimateKeptBytes(block.content) };\n    function estimateKeptBytes(t: string) { return Buffer.byteLength(clip(t, MAX_RESULT_CHARS)); }\n    function clip(t: string, n: number) { return t.slice(0, n); }'),
    },
    {
      // A prompt carries tool output only when the value is some: here it is what the user typed.
      name: "a cut of the user's message in a prompt to a model",
      code: SUMMARIZER("userMessage"),
    },
    {
      // The same helper asked with a field that is no prompt.
      name: "a cut of page content handed to a call under a field that is not a prompt",
      code: ASKS_OWN_MODEL("cacheKey"),
    },
    {
      // Named for a log line, not for logs fetched.
      name: "an exported function of a tool module named for formatting a log line",
      filename: "src/tools/logs.ts",
      code: LOGS_MODULE("formatLogLine"),
    },
    {
      // A prompt field of some call, outside any tool: memories rendered for a decision, not tool output.
      name: "a cut of stored content in the prompt field of a call outside any tool",
      code: "const MAX_NEIGHBOR_CHARS = 400;\nexport async function decide(neighbors: { content: string }[]) {\n  const prompt = neighbors.map((n) => n.content.slice(0, MAX_NEIGHBOR_CHARS)).join(\"\\n\");\n  return askModel({ prompt, schema: \"decision\" });\n}\ndeclare function askModel(o: { prompt: string; schema: string }): Promise<string>;\n",
    },
    {
      // Without the schema beside it, an exported `handler` is any module's function.
      name: "an exported handler of a module that exports no tool schema",
      code: TOOL_MODULE("export { name, handler };"),
    },
    {
      name: "a cut of tool output handed to a trace span",
      code: fetchTool('    const span = createChildSpan("fetch", { output: text.slice(0, 200) });\n    return { text, span };\n    function createChildSpan(n: string, o: unknown) { return { n, o }; }'),
    },
    {
      name: "a cut of tool output under a dotted attribute key named for display",
      code: fetchTool('    const attributes = { "tool.output.preview": text.slice(0, 200) };\n    return { text, trace: attributes };'),
    },
    {
      // Saved by a function the rule does not know, but the text the cut goes out in says where.
      name: "a cut followed by the path where the whole was saved",
      code: fetchTool("    const savedFile = await archive(text);\n    return text.slice(0, MAX_CHARS) + `\\n[Full output saved to ${savedFile}]`;\n    async function archive(t: string) { return `/tmp/${t.length}.txt`; }"),
    },
    {
      name: "a cut held in a const that goes out only beside the path of the whole",
      code: fetchTool("    const savedFile = await archive(text);\n    const head = text.slice(0, MAX_CHARS);\n    return `[Full output saved to ${savedFile}]\\n${head}`;\n    async function archive(t: string) { return `/tmp/${t.length}.txt`; }"),
    },
    {
      name: "a notice added to the text that holds the cut names the file of the whole",
      code: SPILLING_SHELL("    if (kept.truncated) text += `\\n[Showing the end. Full output: ${logFile}]`;"),
    },
    {
      // Named for what it does with a cut, not for cutting.
      name: "a helper that saves a truncated output is not a truncating helper",
      code: fetchTool("    const note = await saveTruncatedOutput(text, \"/tmp\");\n    return `${text}\\n(${note})`;").replace('import { z } from "zod";', 'import { z } from "zod";\nimport { saveTruncatedOutput } from "./spill";'),
    },
    {
      name: "a method of a class named for display",
      code: RESULT_CLASS("ToolResultPreview"),
    },
  ],
  invalid: [
    {
      name: "a tail of as many lines as the class's own options say",
      code: TAIL_INVOCATION("this.options.lines ?? DEFAULT_LINES"),
      errors: [{ messageId: "positionalCut", line: 7, suggestions: [] }],
    },
    {
      name: "a request builder that caps tool_result blocks after an early exit",
      code: REQUEST_BUILDER('    if (block.type !== "tool_result" || !block.content) return block;\n    return { ...block, content: block.content.slice(0, MAX_RESULT_CHARS) };'),
      errors: [{ messageId: "positionalCut", line: 6, suggestions: 1 as never }],
    },
    {
      // A named function of its block: still the tag, not its callers, says what is cut.
      name: "a helper of one block that caps it when it is a tool_result",
      code: 'const MAX_RESULT_CHARS = 8000;\ninterface Block { type: string; content: string }\nfunction capBlock(block: Block): Block {\n  if (block.type !== "tool_result") return block;\n  return { ...block, content: block.content.slice(0, MAX_RESULT_CHARS) };\n}\nexport function prepare(blocks: Block[]): Block[] {\n  return blocks.map((b) => capBlock(b));\n}\n',
      errors: [{ messageId: "positionalCut", line: 5, suggestions: 1 as never }],
    },
    {
      name: "a request builder that caps tool_result blocks under a switch on the tag",
      code: REQUEST_BUILDER('    switch (block.type) {\n      case "tool_result":\n        return { ...block, content: block.content?.slice(0, MAX_RESULT_CHARS) };\n    }'),
      errors: [{ messageId: "positionalCut", line: 7, suggestions: [] }],
    },
    {
      // "ByName" names how it finds the file, not what it returns.
      name: "a helper named readFileByName cuts the file it reads",
      code: "import { tool } from \"ai\";\nimport { z } from \"zod\";\nconst MAX_CHARS = 20_000;\nasync function readFileByName(name: string): Promise<string> {\n  const text = await load(name);\n  return text.slice(0, MAX_CHARS);\n}\nexport const read = tool({\n  description: \"Read a file\",\n  inputSchema: z.object({ name: z.string() }),\n  execute: async ({ name }) => readFileByName(name),\n});\ndeclare function load(p: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", line: 6, suggestions: 1 as never }],
    },
    {
      // Only when the result has a saved path: without one the cut stands alone.
      name: "a notice of the saved file added only when the result has one",
      code: "import { tool } from \"ai\";\nimport { z } from \"zod\";\nexport const shell = tool({\n  description: \"Run a command\",\n  inputSchema: z.object({ command: z.string() }),\n  execute: async ({ command }) => {\n    const res = await runToFile(command);\n    let text = res.output.slice(-30_000);\n    if (res.savedPath) text += `\\n[Full output saved to ${res.savedPath}]`;\n    return text;\n  },\n});\ndeclare function runToFile(c: string): Promise<{ output: string; savedPath?: string }>;\n",
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      // The written file is the input, not the cut output: the formatter's output has no way back.
      name: "a notice that a file was written, beside a cut of other output",
      code: "import { tool } from \"ai\";\nimport { z } from \"zod\";\nconst MAX_CHARS = 2000;\nexport const write = tool({\n  description: \"Write a file and format it\",\n  inputSchema: z.object({ filePath: z.string(), text: z.string() }),\n  execute: async ({ filePath, text }) => {\n    await save(filePath, text);\n    const out = await format(filePath);\n    return `File written to ${filePath}. Formatter said:\\n${out.slice(0, MAX_CHARS)}`;\n  },\n});\ndeclare function save(p: string, t: string): Promise<void>;\ndeclare function format(p: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a cut kept in a Map and read back in a for-of loop",
      code: fetchTool(
        "    const pages = new Map<string, string>();\n    pages.set(url, text.slice(0, MAX_CHARS));\n    const out: string[] = [];\n    for (const [u, body] of pages) out.push(`${u}\\n${body}`);\n    return out.join(\"\\n\");",
      ),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a cut held in a record and handed on through forEach",
      code: fetchTool(
        "    const hits = [{ url, body: text.slice(0, MAX_CHARS) }];\n    const parts: string[] = [];\n    hits.forEach((hit) => parts.push(hit.body));\n    return parts.join(\"\\n\");",
      ),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      name: "the same default count of lines in a tool whose input has no line offset",
      code: READ_TOOL("args: { path: string; skip?: number; limit?: number }", "args.skip"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "a cut of page content in a prompt to a model",
      code: SUMMARIZER("pageContent"),
      errors: [{ messageId: "positionalCut", line: 4, suggestions: 1 as never }],
    },
    {
      name: "a cut of fetched content in the prompt field of a harness's own model helper",
      code: ASKS_OWN_MODEL("userPrompt"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a helper's cut of a module tool's command output (the module exports name, schema, handler)",
      code: TOOL_MODULE("export { name, schema, handler };"),
      errors: [{ messageId: "helperCut", line: 7, suggestions: 1 as never }, { messageId: "helperCall", line: 11 }],
    },
    {
      // One of its ways out says nothing of the saved file.
      name: "a cut held in a const that also goes out alone",
      code: fetchTool("    const savedFile = await archive(text);\n    const head = text.slice(0, MAX_CHARS);\n    if (url.endsWith(\".txt\")) return head;\n    return `[Full output saved to ${savedFile}]\\n${head}`;\n    async function archive(t: string) { return `/tmp/${t.length}.txt`; }"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      // Only when there is a file: without one the cut stands alone.
      name: "a notice of the saved file added only when the file exists",
      code: SPILLING_SHELL("    if (logFile) text += `\\n[Full output saved to ${logFile}]`;"),
      errors: [
        { messageId: "helperCut", line: 5, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, suggestions: [] },
      ],
    },
    {
      name: "the path named without saying the whole was saved is no way back",
      code: fetchTool("    const savedFile = await archive(text);\n    return text.slice(0, MAX_CHARS) + `\\n[see ${savedFile}]`;\n    async function archive(t: string) { return `/tmp/${t.length}.txt`; }"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a method of a class named for tool results, with no caller in its file",
      code: RESULT_CLASS("ToolResultShaper"),
      errors: [{ messageId: "positionalCut", line: 4, suggestions: 1 as never }],
    },
    {
      // `Text` ends in "ext" but is no file extension.
      name: "a value named ...Text is output",
      code: fetchTool("    const responseText = text.trim();\n    return responseText.slice(0, MAX_CHARS);"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a suffix through a total of lengths that includes the value",
      code: fetchTool("    const footer = \"\\n-- end --\";\n    const total = text.length + footer.length;\n    return text.substring(total - MAX_CHARS) + footer;"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      // Nudged past a low surrogate, still the end of the text.
      name: "a suffix through a let that is only nudged afterwards",
      code: fetchTool("    let start = text.length - MAX_CHARS;\n    const unit = text.charCodeAt(start);\n    if (unit >= 0xdc00 && unit <= 0xdfff) start += 1;\n    return text.slice(start);"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: 1 as never }],
    },
    {
      name: "a cut inside a method of a returned object reaches the tool through the method's callers",
      code: COLLECTOR,
      errors: [{ messageId: "positionalCut", line: 7, suggestions: [] }],
    },
    {
      name: "an error thrown from a tool carries its message to the model",
      code: fetchTool("    if (text.startsWith(\"<!DOCTYPE\")) throw new Error(`not text: ${text.slice(0, 200)}`);\n    return text;"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      name: "a promise a tool returns, rejected with a cut of its output",
      code: fetchTool("    return new Promise<string>((resolve, reject) => {\n      if (text.length === 0) resolve(\"\");\n      else reject(new FetchError(text.slice(-2000)));\n    });\n    class FetchError extends Error {}"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: 1 as never }],
    },
    {
      // Paging by line reaches other lines, never the rest of this one.
      name: "a line cut inside is not recoverable by line paging",
      code: fetchTool(
        "    const rows = text.split(\"\\n\").map((line) => (line.length > 500 ? `${line.slice(0, 500)} [line truncated]` : line));\n    return `${rows.slice(0, 2000).join(\"\\n\")}\\n[Use start_line to read more lines]`;",
      ),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
    {
      // Each cut of the helper is reported once one call hands it the buffer, whichever parameter
      // the cut is of; the status line reads another field of the state, not the buffer.
      name: "a rolling helper that cuts the chunk or the buffer, written back to a state field",
      code: TWO_WAY_TAIL,
      errors: [
        { messageId: "helperCut", line: 5, suggestions: [] },
        { messageId: "helperCut", line: 7, suggestions: [] },
        { messageId: "helperCall", line: 14, suggestions: [] },
      ],
    },
    {
      name: "a helper's rejection reaches the tool that calls it",
      code: REJECTING_HELPER,
      errors: [{ messageId: "positionalCut", line: 8, suggestions: 1 as never }],
    },
    {
      name: "an executor type in a file named for a tool",
      ...EXECUTOR("src/sdk/run-commands-tool.ts"),
      errors: [{ messageId: "positionalCut", line: 6, suggestions: 1 as never }],
    },
    {
      name: "an exported cut in a tool module may reach the model through the module's other half",
      ...SEARCH_MODULE("src/tools/search.ts"),
      errors: [{ messageId: "helperCut", line: 6, suggestions: 1 as never }],
    },
    {
      name: "the same in a file named for a tool",
      ...SEARCH_MODULE("src/agent/grep-tool.ts"),
      errors: [{ messageId: "helperCut", line: 6, suggestions: 1 as never }],
    },
    {
      name: "an exported function of a tool module that fetches logs as data, stopping at a byte cap",
      filename: "src/tools/logs.ts",
      code: LOGS_MODULE("getInstanceLogs"),
      errors: [{ messageId: "helperCut", line: 9 }],
    },
    {
      name: "a cut returned by an exported function of a tool module, not of its parameter",
      filename: "src/tools/services.ts",
      code: "import type { Tool } from \"@modelcontextprotocol/sdk/types.js\";\nexport type ServiceTool = Tool;\nconst TAIL_CHARS = 4000;\nexport async function readServiceOutput(service: string): Promise<string> {\n  const output = await fetchOutput(service);\n  return output.slice(-TAIL_CHARS);\n}\ndeclare function fetchOutput(s: string): Promise<string>;\n",
      errors: [{ messageId: "positionalCut", line: 6, suggestions: 1 as never }],
    },
    {
      name: "a field written in one method and returned by the tool's _call",
      code: `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export class TerminalTool extends StructuredTool {
  name = "terminal";
  description = "Send input to the terminal and read what it printed";
  schema = z.object({ input: z.string() });
  private screen = "";
  private onData(chunk: string) {
    this.screen = (this.screen + chunk).slice(-20_000);
  }
  async _call({ input }: { input: string }) {
    await send(input, (chunk) => this.onData(chunk));
    return this.screen;
  }
}
declare function send(input: string, onData: (chunk: string) => void): Promise<void>;
`,
      errors: [{ messageId: "positionalCut", line: 9, suggestions: [] }],
    },
    {
      // One-shot, not a rolling buffer: the suggestion stays.
      name: "a prefix cut written back over its own variable with a marker",
      code: fetchTool("    let output = text;\n    if (output.length > MAX_CHARS) output = output.slice(0, MAX_CHARS) + \"\\n[truncated]\";\n    return output;"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      // A limit less a label's width is still the output's limit.
      name: "a limit less a width named for a label",
      code: fetchTool("    const LABEL_WIDTH = 12;\n    return text.slice(0, MAX_CHARS - LABEL_WIDTH);"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      // Exported through its class: callers elsewhere may hand it tool output, as for a function.
      name: "a truncating method of an exported class with no caller here",
      code: "export class OutputLimiter {\n  truncateOutput(text: string, max: number): string {\n    return text.length > max ? text.slice(0, max) : text;\n  }\n}\n",
      errors: [{ messageId: "helperCut", line: 3, suggestions: 1 as never }],
    },
    {
      name: "a ring buffer of lines drops the head of the output",
      code: RING("lines"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
    {
      name: "the same ring buffer written the other way round",
      code: RING("lines").replace("if (lines.length >= MAX_LINES) lines.shift();\n      lines.push(line);", "if (MAX_LINES > lines.length) lines.push(line);\n      else {\n        lines.shift();\n        lines.push(line);\n      }"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: [] }],
    },
    {
      name: "a rolling buffer of a child process's output",
      code: JOB_SERVICE,
      errors: [{ messageId: "positionalCut", line: 14, suggestions: [] }],
    },
    {
      name: "a helper that keeps the tail of a child process's output, written back to the buffer",
      code: TAIL_HELPER,
      errors: [
        { messageId: "helperCut", line: 6, suggestions: [] },
        { messageId: "helperCall", line: 13, suggestions: [] },
      ],
    },
  ],
});

describe("how sure the rule says it is", () => {
  const linter = new Linter({ configType: "flat" });
  const messages = (code: string) =>
    linter
      .verify(code, [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser }, plugins: { t: { rules: { r: rule as never } } }, rules: { "t/r": "error" } }], "jobs.ts")
      .map((m) => m.message);

  it("says 'may' for a rolling buffer, known only by its name and the process it holds", () => {
    const [message] = messages(JOB_SERVICE);
    expect(message).toMatch(/It may reach the model as tool output \(`job\.output` keeps the end of a child process's output/);
  });

  it("names the model call a prompt goes to", () => {
    const [message] = messages(SUMMARIZER("pageContent"));
    expect(message).toMatch(/It may reach the model as tool output \(a prompt sent to a model by `generateText\(\)`\)/);
  });

  it("names the thrown error as the route", () => {
    const [message] = messages(fetchTool("    throw new Error(text.slice(0, 300));"));
    expect(message).toMatch(/thrown from a Vercel AI SDK tool, whose error message the model reads/);
  });
});

/** A shell tool that saves the whole output to `logPath` under `saveWhen`, keeps the tail, and says where the whole is. */
const CONDITIONAL_SAVE = (saveWhen: string) => `import { tool } from "ai";
import { z } from "zod";
import { writeFile } from "node:fs/promises";
${TAIL_SHELL_HEAD}    const output = await run(command);
    let logPath: string | undefined;
    const kept = keepTail(output, 30_000);
    if (${saveWhen}) {
      logPath = \`/tmp/\${Date.now()}.log\`;
      await writeFile(logPath, output);
    }
    let text = kept.content;
    if (kept.truncated) text += \`\\n[Showing the end. Full output: \${logPath}]\`;
    return text;
  },
});
declare function run(c: string): Promise<string>;
`;

ruleTester.run("no-positional-cut (wrapper callbacks, conditional saves)", rule, {
  valid: [
    {
      name: "the whole is saved whenever the cut happened: the save's condition is the cut's own result",
      code: CONDITIONAL_SAVE("kept.truncated"),
    },
    {
      name: "a callback handed to a wrapper only logs its cut; what it returns is whole",
      code: fetchTool("    return withRetry(async () => {\n      console.log(text.slice(0, 200));\n      return text;\n    });\n    async function withRetry<T>(f: () => Promise<T>) { return f(); }"),
    },
    {
      name: "a helper handed the saved copy's path says where the whole is",
      code: fetchTool(
        "    const { outputFile } = await saveTruncatedToolOutput(text, \"/tmp\");\n    return formatTruncated(text, outputFile, MAX_CHARS);\n    function formatTruncated(t: string, file: string, max: number) { return `${t.slice(0, max / 2)}\\n[… the rest: ${file} …]\\n${t.slice(-max / 2)}`; }",
      ).replace('import { z } from "zod";', 'import { z } from "zod";\nimport { saveTruncatedToolOutput } from "./spill";'),
    },
  ],
  invalid: [
    {
      name: "a tool whose body runs in a callback handed to a timeout wrapper: what the callback returns is the result",
      code: `import { tool } from "ai";
import { z } from "zod";
const MAX_CHARS = 8000;
export const fetchPage = tool({
  description: "Fetch a page as text",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) =>
    withTimeout(async () => {
      const text = await download(url);
      return text.slice(0, MAX_CHARS);
    }, 10_000),
});
declare function withTimeout<T>(f: () => Promise<T>, ms: number): Promise<T>;
declare function download(u: string): Promise<string>;
`,
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "the whole is saved only past a size the cut does not share: the notice may name no file",
      code: CONDITIONAL_SAVE("output.length > 100_000"),
      errors: [{ messageId: "helperCut", line: 6, suggestions: 1 as never }, { messageId: "helperCall", line: 14, suggestions: [] }],
    },
  ],
});

/** A tool that keeps as many items as fit a character budget; `use` says what becomes of them. */
const BUDGETED_ITEMS = (use: string) => `import { tool } from "ai";
import { z } from "zod";
const MAX_CHARS = 20_000;
export const links = tool({
  description: "Links on a page",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    const found: Array<{ href: string; text: string }> = await scrape(url);
    const kept: unknown[] = [];
    let size = 2;
    for (const item of found) {
      const cost = JSON.stringify(item).length + 1;
      if (size + cost > MAX_CHARS) break;
      kept.push(item);
      size += cost;
    }
${use}
  },
});
declare function scrape(u: string): Promise<Array<{ href: string; text: string }>>;
`;

ruleTester.run("no-positional-cut (records under a budget)", rule, {
  valid: [
    {
      // Found on held-out set 3: whole items kept under a size budget are records, for require-completeness.
      name: "whole records kept under a character budget and returned as an array",
      code: BUDGETED_ITEMS("    return kept;"),
    },
  ],
  invalid: [
    {
      name: "the same loop, its items joined into the text the model reads",
      code: BUDGETED_ITEMS("    return kept.join(\"\\n\");"),
      errors: [{ messageId: "positionalCut", line: 13, suggestions: [] }],
    },
  ],
});

/** A grep tool that cuts each long match line in a callback, caps the whole, and ends with `notice`. */
const GREP_LINES = (notice: string) => `import { tool } from "ai";
import { z } from "zod";
const MAX_LINE = 500;
const MAX_OUTPUT = 50_000;
export const grep = tool({
  description: "Search files",
  inputSchema: z.object({ pattern: z.string() }),
  execute: async ({ pattern }) => {
    const hits: Array<{ file: string; line: number; text: string }> = await search(pattern);
    const rows = hits.map((h) => \`\${h.file}:\${h.line}: \${h.text.length > MAX_LINE ? h.text.slice(0, MAX_LINE) + "…" : h.text}\`);
    let output = rows.join("\\n");
    output = output.slice(0, MAX_OUTPUT);
    return \`\${output}\\n\\n${notice}\`;
  },
});
declare function search(p: string): Promise<Array<{ file: string; line: number; text: string }>>;
`;

ruleTester.run("no-positional-cut (a notice that names the tool for full lines)", rule, {
  valid: [],
  invalid: [
    {
      // Found on held-out set 3: the notice covers the cut inside each line, not the cut of the whole.
      name: "'Use the read tool to see full lines' answers for the line cut in the callback, not for the cap of the output",
      code: GREP_LINES("[Long lines were cut. Use the read tool to see full lines.]"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: [] }],
    },
    {
      name: "without that notice both cuts are reported",
      code: GREP_LINES("[Some lines were cut.]"),
      errors: [
        { messageId: "positionalCut", line: 10, suggestions: 1 as never },
        { messageId: "positionalCut", line: 12, suggestions: [] },
      ],
    },
  ],
});

/** A docs search tool that returns an excerpt of each matching page; `excerpt` makes it. */
const DOC_SEARCH = (excerpt: string) => `import { tool } from "ai";
import { z } from "zod";
const CONTEXT_CHARS = 150;
export const searchDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const pages = await loadPages();
    const hits = [];
    for (const page of pages) {
      const at = page.body.toLowerCase().indexOf(query.toLowerCase());
      if (at < 0) continue;
${excerpt}
      hits.push({ path: page.path, excerpt });
    }
    return JSON.stringify(hits);
  },
});
declare function loadPages(): Promise<Array<{ path: string; body: string }>>;
`;

const SNIPPET_HELPER = `import { tool } from "ai";
import { z } from "zod";
function snippet(text: string, query: string, size: number): string {
  const matchIndex = text.indexOf(query);
  const start = Math.max(0, matchIndex - Math.floor(size / 2));
  return text.slice(start, start + size);
}
export const grepDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => snippet(await loadAll(), query, 400),
});
declare function loadAll(): Promise<string>;
`;

ruleTester.run("no-positional-cut (a window around a match)", rule, {
  valid: [
    {
      name: "a slice between two positions a parse found is no window of fixed size",
      code: DOC_SEARCH("      const end = page.body.indexOf(\"\\n\", at);\n      const excerpt = page.body.slice(at, end);"),
    },
  ],
  invalid: [
    {
      // Found on held-out set 3: a search tool's excerpt keeps 150 characters either side of the match.
      name: "an excerpt of a fixed size around the match: the rest of the page is dropped",
      code: DOC_SEARCH("      const start = Math.max(0, at - CONTEXT_CHARS);\n      const end = Math.min(page.body.length, at + CONTEXT_CHARS);\n      const excerpt = page.body.slice(start, end);"),
      errors: [{ messageId: "positionalCut", line: 15, data: { what: "Window of tool output around a match", consequence: "everything more than CONTEXT_CHARS characters from the match is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "a snippet helper handed the tool's query: the query is no window, the size is the limit",
      code: SNIPPET_HELPER,
      errors: [
        { messageId: "helperCut", line: 6, suggestions: [] },
        { messageId: "helperCall", line: 11, suggestions: [] },
      ],
    },
  ],
});

const FOR_MODEL = (name: string) => `const MAX_CHARS = 20_000;
export function ${name}(output: string): string {
  if (output.length <= MAX_CHARS) return output;
  return output.slice(0, MAX_CHARS) + \`\\n[truncated \${output.length - MAX_CHARS} chars]\`;
}
`;

ruleTester.run("no-positional-cut (functions named for the model)", rule, {
  valid: [{ name: "named for a preview of what the model gets: for people", code: FOR_MODEL("previewOutputForModel") }],
  invalid: [
    {
      // Found on held-out set 3: what such a function returns is, by its name, what the model reads.
      name: "a function named for what the model gets, whoever calls it",
      code: FOR_MODEL("prepareActionOutputForModel"),
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_CHARS is dropped", reach: "It may reach the model as tool output", via: "returned by `prepareActionOutputForModel()`, named for the model", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
  ],
});

/** A read tool that walks the file's lines under a cap in the loop's own test; `push` and `use` vary. */
const HEADER_CAPPED = (push: string, use: string) => `import { tool } from "ai";
import { z } from "zod";
const MAX_LINES = 2000;
export const read = tool({
  description: "Read a file",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => {
    const lines = (await load(path)).split("\\n");
    const kept = [];
    for (let i = 0; i < lines.length && i < MAX_LINES; i++) {
      ${push}
    }
    ${use}
  },
});
declare function load(p: string): Promise<string>;
`;

ruleTester.run("no-positional-cut (a cap in a loop's own test)", rule, {
  valid: [
    {
      name: "whole records under the cap, returned as an array",
      code: HEADER_CAPPED("kept.push({ n: i + 1, at: lines[i]!.indexOf(\"TODO\") });", "return kept;"),
    },
    {
      name: "a cap on the index of a loop that appends nothing",
      code: HEADER_CAPPED("if (lines[i]!.startsWith(\"#\")) console.log(i);", "return lines.join(\"\\n\");"),
    },
  ],
  invalid: [
    {
      // Found on held-out set 3: a head-of-output helper keeps whole lines up to a count in its `for`.
      name: "lines appended while the index is under the cap, joined into the result",
      code: HEADER_CAPPED("kept.push(lines[i]);", "return kept.join(\"\\n\");"),
      errors: [{ messageId: "positionalCut", line: 10, data: { what: "Loop that stops appending tool output at a cap", consequence: "entries after the cap (MAX_LINES) are never appended and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
  ],
});

ruleTester.run("no-positional-cut (records through a conditional)", rule, {
  valid: [
    {
      // Found dogfooding voltagent: a tool search's top-k, filtered or not, is an array of records.
      name: "the top k of a sorted list, filtered on one branch of a conditional",
      code: fetchTool("    const scored = (await rank(text)).sort((a, b) => b.score - a.score);\n    const kept = scored.some((s) => s.score > 0) ? scored.filter((s) => s.score > 0) : scored;\n    return kept.slice(0, Math.max(0, MAX_CHARS));\n    async function rank(t: string) { return [{ name: t, score: 1 }]; }"),
    },
  ],
  invalid: [
    {
      name: "a conditional between two texts is still text",
      code: fetchTool("    const body = text.length > 0 ? text.trim() : \"(empty)\";\n    return body.slice(0, MAX_CHARS);"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
  ],
});

// Traps found reviewing the heuristics above: each is quiet, beside the reported form it resembles.
ruleTester.run("no-positional-cut (review traps)", rule, {
  valid: [
    {
      name: "a retry loop capped by attempts appends output but walks no collection",
      code: fetchTool("    let out = \"\";\n    let done = false;\n    for (let attempt = 0; attempt < MAX_CHARS && !done; attempt++) {\n      const r = await poll();\n      out += r.stdout;\n      done = r.done;\n    }\n    return out;\n    async function poll() { return { stdout: text, done: true }; }"),
    },
    {
      name: "a key callback (uniqBy, groupBy) cuts to compare, not to return",
      code: fetchTool("    const lines = text.split(\"\\n\");\n    const unique = uniqBy(lines, (l) => l.slice(0, 80));\n    return unique.join(\"\\n\");\n    function uniqBy<T>(xs: T[], key: (x: T) => string) { const seen = new Set<string>(); return xs.filter((x) => !seen.has(key(x)) && seen.add(key(x))); }"),
    },
    {
      name: "a function that makes a data model (rowToModel) is not named for the language model",
      code: "export function rowToModel(row: { id: string; body: string }) {\n  return { id: row.id, excerpt: row.body.slice(0, 200) };\n}\n",
    },
    {
      name: "overlapping chunks step through the whole text: no window around a match",
      code: fetchTool("    const chunks: string[] = [];\n    for (let pos = 0; pos < text.length; pos += 1000) chunks.push(text.slice(Math.max(0, pos - 100), pos + 1000));\n    return chunks;"),
    },
    {
      name: "the whole is saved under the cut's own threshold: saved whenever it is cut",
      code: CONDITIONAL_SAVE("output.length > 30_000"),
    },
    {
      name: "the path is set on both branches of an if/else",
      code: CONDITIONAL_SAVE("output.length > 100_000").replace("      logPath = `/tmp/${Date.now()}.log`;\n      await writeFile(logPath, output);\n    }", "      logPath = `/tmp/${Date.now()}.log`;\n      await writeFile(logPath, output);\n    } else {\n      logPath = `/tmp/small.log`;\n      await writeFile(logPath, output);\n    }"),
    },
  ],
  invalid: [
    {
      name: "'use the read tool to see full lines' does not cover a cut of the number of lines",
      code: GREP_LINES("[Use the read tool to see full lines.]").replace("    output = output.slice(0, MAX_OUTPUT);", "    output = output.split(\"\\n\").slice(0, 40).join(\"\\n\");"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: [] }],
    },
  ],
});

/**
 * An exported sandbox whose `execute()` gives a shell tool in another package a command's output:
 * `capture` keeps what a chunk adds to a buffer up to `maxBytes`, and `run` is what executes returns.
 */
const SANDBOX = (opts: { cls?: string; method?: string; key?: string; spread?: string } = {}) => `import { spawn } from "node:child_process";
interface Capture { chunks: Buffer[]; size: number; truncated: boolean }
function capture(into: Capture, chunk: Buffer, maxBytes: number): void {
  const room = maxBytes - into.size;
  if (room <= 0) return;
  into.chunks.push(chunk.length > room ? chunk.subarray(0, room) : chunk);
  into.size += Math.min(room, chunk.length);
}
const text = (c: Capture) => Buffer.concat(c.chunks).toString("utf-8");
export class ${opts.cls ?? "DockerSandbox implements AgentSandbox"} {
  constructor(private readonly maxOutputBytes = 1_000_000) {}
  async ${opts.method ?? "execute"}(command: string) {
    return withTimeout({ ${opts.key ?? "run"}: async () => {
      const out: Capture = { chunks: [], size: 0, truncated: false };
      const child = spawn("sh", ["-c", command]);
      child.stdout.on("data", (chunk: Buffer) => capture(out, chunk, this.maxOutputBytes));
      await new Promise((done) => child.on("close", done));
      const result = { stdout: text(out) };
      return ${opts.spread ?? "{ ...result, exitCode: child.exitCode }"};
    } });
  }
}
interface AgentSandbox { execute(command: string): Promise<unknown> }
declare function withTimeout<T>(o: { run?: () => Promise<T>; onTimeout?: () => Promise<T> }): Promise<T>;
`;

/** A same-file byte cutter that keeps the end of a line, moved forward to a character's edge. */
const TAIL_BYTES = (walk: string) => `import { tool } from "ai";
import { z } from "zod";
function lastBytes(line: string, maxBytes: number): string {
  const buf = Buffer.from(line, "utf-8");
  if (buf.length <= maxBytes) return line;
  let start = buf.length - maxBytes;
  ${walk}
  return buf.slice(start).toString("utf-8");
}
export const tail = tool({
  description: "Show the end of a log line",
  inputSchema: z.object({ path: z.string() }),
  execute: async ({ path }) => lastBytes(await load(path), 4096),
});
declare function load(p: string): Promise<string>;
`;

ruleTester.run("no-positional-cut (sandboxes, captures and character edges)", rule, {
  valid: [
    { name: "a class not named for running commands: its execute() is not a sandbox's", code: SANDBOX({ cls: "MigrationJob" }) },
    { name: "a sandbox's other methods are not its command result", code: SANDBOX({ method: "describe" }) },
    { name: "work under a key that is no work (onTimeout): its result is not what the wrapper gives", code: SANDBOX({ key: "onTimeout" }) },
    // Walked by a loop that looks for a line break: the start is a parse position.
    { name: "a start walked to the next line break is no suffix bound", code: TAIL_BYTES("while (start < buf.length && buf[start] !== 10) start++;") },
  ],
  invalid: [
    {
      name: "a sandbox's capture stops keeping output at its byte cap; the result goes out spread into a new object",
      code: SANDBOX(),
      errors: [{ messageId: "positionalCut", line: 6, data: { what: "Byte cut of tool output", consequence: "bytes after room are dropped, possibly inside a multi-byte character", reach: "It may reach the model as tool output", via: "returned by `DockerSandbox.execute()`, a command's output that the tool running it hands on", marker: "" }, suggestions: [] }],
    },
    {
      name: "named for a sandbox by the interface it implements, returned as is",
      code: SANDBOX({ cls: "Docker implements CommandSandbox", spread: "result" }).replace("interface AgentSandbox", "interface CommandSandbox"),
      errors: [{ messageId: "positionalCut", line: 6, suggestions: [] }],
    },
    {
      name: "a byte suffix whose start is moved to a character's edge: a cut of the limit that splits no character",
      code: TAIL_BYTES("while (start < buf.length && (buf[start]! & 0xc0) === 0x80) start++;"),
      errors: [
        { messageId: "helperCut", line: 8, data: { helper: "lastBytes", consequence: "bytes before the last maxBytes are dropped and the model is not told", callers: "One call site passes it tool output on its way to the model." }, suggestions: 1 as never },
        { messageId: "helperCall", line: 13, suggestions: 1 as never },
      ],
    },
    {
      name: "a loop capped in its header and by a break is one cut, named with both caps",
      code: HEADER_CAPPED("if (used + lines[i].length > MAX_BYTES) break;\n      used += lines[i].length;\n      kept.push(lines[i]);", "return kept.join(\"\\n\");").replace("const MAX_LINES = 2000;", "const MAX_LINES = 2000;\nconst MAX_BYTES = 50_000;\nlet used = 0;"),
      errors: [{ messageId: "positionalCut", line: 12, data: { what: "Loop that stops appending tool output at a cap", consequence: "entries past either cap (MAX_LINES, MAX_BYTES) are never appended and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
  ],
});

/** An exported index whose `method` gives excerpts around a match; a tool in the same file calls `call` on an instance it is handed. */
const INDEX_AND_TOOL = (method: string, call = method, modifier = "") => `import { tool } from "ai";
import { z } from "zod";
export class DocIndex {
  private readonly docs = new Map<string, string>();
  ${modifier}${method}(query: string): { path: string; excerpt: string }[] {
    const hits: { path: string; excerpt: string }[] = [];
    for (const [path, body] of this.docs) {
      const at = body.indexOf(query);
      if (at >= 0) hits.push({ path, excerpt: body.slice(Math.max(0, at - 120), at + 120) });
    }
    return hits;
  }
}
export const makeSearchTool = (deps: { index: DocIndex }) =>
  tool({
    description: "Search the docs",
    inputSchema: z.object({ query: z.string() }),
    execute: async ({ query }) => deps.index.${call}(query),
  });
`;

ruleTester.run("no-positional-cut (methods a tool in the same file calls)", rule, {
  valid: [
    { name: "the tool calls a method of another name", code: INDEX_AND_TOOL("excerpts", "lookup") },
    { name: "a private method is not what the tool calls on the instance", code: INDEX_AND_TOOL("excerpts", "excerpts", "private ") },
    { name: "a name too common to say which class it belongs to", code: INDEX_AND_TOOL("get") },
  ],
  invalid: [
    {
      name: "an exported class's search(), called on an instance by a tool in this file",
      code: INDEX_AND_TOOL("search"),
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Window of tool output around a match", consequence: "everything more than 120 characters from the match is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
  ],
});

ruleTester.run("no-positional-cut (a preview that stands in for the result)", rule, {
  valid: [
    {
      name: "a preview beside the whole result is a display copy",
      code: fetchTool("    return { truncated: text.length > MAX_CHARS, content: text, preview: text.slice(0, MAX_CHARS) };"),
    },
    {
      name: "a preview with no flag that the result was cut is a display copy",
      code: fetchTool("    return { url, preview: text.slice(0, MAX_CHARS) };"),
    },
  ],
  invalid: [
    {
      name: "flagged as cut and carrying nothing else: the preview is what the model gets",
      code: fetchTool("    if (text.length <= MAX_CHARS) return text;\n    return { truncated: true, note: \"narrow the request\", preview: text.slice(0, MAX_CHARS) };"),
      errors: [{ messageId: "positionalCut", line: 10, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_CHARS is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: 1 as never }],
    },
  ],
});

/** An exported function that runs a shell command and returns its output, the end kept by `keepEnd`. */
const COMMAND_RUNNER = (name: string, processImport = 'import { spawn } from "node:child_process";') => `${processImport}
const MAX_OUTPUT = 50_000;
function keepEnd(text: string, max: number): string {
  return text.length > max ? text.slice(-max) : text;
}
export function ${name}(command: string): Promise<{ output: string; exitCode: number | null }> {
  return new Promise((resolve) => {
    const chunks: string[] = [];
    const child = spawn("bash", ["-c", command]);
    child.stdout.on("data", (d: Buffer) => chunks.push(d.toString()));
    child.on("close", (code) => resolve({ output: keepEnd(chunks.join(""), MAX_OUTPUT), exitCode: code }));
  });
}
`;

/** A shell tool whose output goes through a helper that gives the cut beside a flag; \`use\` is what the tool does with the pair. */
const TUPLE_HELPER = (use: string) => `import { tool } from "ai";
import { z } from "zod";
import { execSync } from "node:child_process";
function clipWithFlag(text: string, max: number): [string, boolean] {
  if (text.length > max) {
    return [text.substring(0, max), true];
  }
  return [text, false];
}
export const bash = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => {
    const stdout = execSync(command, { encoding: "utf8" });
    const [out, clipped] = clipWithFlag(stdout, 30000);
${use}
  },
});
`;

ruleTester.run("no-positional-cut (a helper that returns the cut beside a flag)", rule, {
  valid: [
    {
      name: "the pair destructured, the cut only logged and the whole output returned",
      code: TUPLE_HELPER('    console.log(out, clipped);\n    return { stdout };'),
    },
  ],
  invalid: [
    {
      name: "the pair destructured, the cut returned with a marker when the flag is set",
      code: TUPLE_HELPER('    return { stdout: out + (clipped ? " ... truncated" : "") };'),
      errors: [
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
        { messageId: "helperCall", line: 15, suggestions: [] },
      ],
    },
  ],
});

/** A shell tool's class whose static helper cuts; \`call\` is how \`run\` calls it. */
const STATIC_HELPER = (call: string) => `import { execSync } from "node:child_process";
import { tool } from "ai";
import { z } from "zod";
export class ShellRunner {
  private static clip(text: string, max: number): string {
    return text.length > max ? text.substring(0, max) : text;
  }
  run(command: string) {
    const stdout = execSync(command, { encoding: "utf8" });
    return { stdout: ${call} };
  }
  asTool() {
    return tool({ description: "Run a command", inputSchema: z.object({ command: z.string() }), execute: async ({ command }) => this.run(command) });
  }
}
`;

ruleTester.run("no-positional-cut (a static helper called by its class's name)", rule, {
  valid: [{ name: "a same-named method of another class is not this one", code: STATIC_HELPER("Formatter.clip(stdout, 1000)").replace("export class ShellRunner", "declare const Formatter: { clip(t: string, n: number): string };\nclass ShellRunner").replace("\n  asTool()", "\n  static make() { return new ShellRunner().asTool(); }\n  asTool()") + "export const shell = ShellRunner.make();\n" }],
  invalid: [
    {
      name: "ShellRunner.clip(stdout, 1000) in the tool's run",
      code: STATIC_HELPER("ShellRunner.clip(stdout, 1000)"),
      errors: [
        { messageId: "helperCut", line: 6, suggestions: 1 as never },
        { messageId: "helperCall", line: 10, suggestions: 1 as never },
      ],
    },
  ],
});

/** A dispatcher's log handler, declared to give a tool's result; \`count\` is how many lines it keeps. */
const LOG_HANDLER = (count: string) => `interface ToolResult<T> { ok: boolean; output: T }
declare function taskLog(id: string): Promise<string>;
export async function handleLog(args: Record<string, unknown>): Promise<ToolResult<string>> {
  const tail = args.tail as number | undefined;
  let log = await taskLog(String(args.id));
  if (tail && tail > 0) {
    log = log.split("\\n").slice(-${count}).join("\\n");
  }
  return { ok: true, output: log };
}
`;

ruleTester.run("no-positional-cut (a handler handed the tool's arguments)", rule, {
  valid: [{ name: "the tail the model asked for, read from the handler's args", code: LOG_HANDLER("tail") }],
  invalid: [{ name: "a tail of our own choosing in the same handler", code: LOG_HANDLER("200"), errors: [{ messageId: "positionalCut", line: 7, suggestions: [] }] }],
});

/** A command runner on Bun: \`head\` is how the process is started (the global or an import from "bun"). */
const BUN_RUNNER = (imports: string, start: string) => `${imports}export async function runCommand(cmd: string[]) {
  const proc = ${start}(cmd, { stdout: "pipe" });
  const stdout = await new Response(proc.stdout).text();
  return { output: stdout.slice(0, 4000), exitCode: await proc.exited };
}
`;
const BUN_TYPES = 'declare const Bun: { spawn(c: string[], o: object): { stdout: ReadableStream; exited: Promise<number> } };\n';

ruleTester.run("no-positional-cut (exported command runners)", rule, {
  valid: [
    { name: "a function not named for running a command", code: COMMAND_RUNNER("collectLogs") },
    {
      name: "named for running a command in a file that runs no process",
      code: COMMAND_RUNNER("executeBash", 'declare function spawn(c: string, a: string[]): { stdout: { on(e: string, f: (d: Buffer) => void): void }; on(e: string, f: (code: number | null) => void): void };'),
    },
    { name: "Bun imported for its files only: no process runs", code: BUN_RUNNER('import { file as spawnFile } from "bun";\n', "spawnFile") },
  ],
  invalid: [
    {
      name: "a command runner on Bun's global spawn",
      code: BUN_RUNNER(BUN_TYPES, "Bun.spawn"),
      errors: [{ messageId: "positionalCut", line: 5, suggestions: 1 as never }],
    },
    {
      name: "a command runner on spawn imported from bun",
      code: BUN_RUNNER('import { spawn } from "bun";\n', "spawn"),
      errors: [{ messageId: "positionalCut", line: 5, suggestions: 1 as never }],
    },
    {
      name: "executeBash() beside spawn: its output is what a shell tool elsewhere hands the model",
      code: COMMAND_RUNNER("executeBash"),
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 11, data: { helper: "keepEnd", detail: "keeps the end at line 4", consequence: "everything before the last MAX_OUTPUT characters is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by `executeBash()`, a command's output that the tool running it hands on" }, suggestions: 1 as never },
      ],
    },
  ],
});

/** A grep tool whose matches are formatted by `format`, which cuts the text it builds at `maxChars`. */
const FORMATTED_GREP = (cut: string) => `import { tool } from "ai";
import { z } from "zod";
function format(matches: { file: string; text: string }[], maxChars: number): string {
  const out: string[] = [];
  for (const m of matches) out.push(\`\${m.file}: \${m.text}\`);
  const text = out.join("\\n");
  return ${cut};
}
export const grep = tool({
  description: "Search files",
  inputSchema: z.object({ pattern: z.string() }),
  execute: async ({ pattern }) => format(await search(pattern), 7500),
});
declare function search(p: string): Promise<{ file: string; text: string }[]>;
`;

ruleTester.run("no-positional-cut (helpers that cut what they build)", rule, {
  valid: [],
  invalid: [
    {
      name: "text built from the caller's records, cut at the caller's limit",
      code: FORMATTED_GREP("text.slice(0, maxChars)"),
      errors: [
        { messageId: "helperCut", line: 7, suggestions: 1 as never },
        { messageId: "helperCall", line: 12, data: { helper: "format", detail: "keeps the start at line 7", consequence: "everything after character 7500 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" }, suggestions: [] },
      ],
    },
  ],
});

/** A search module with no tool of its own: an exported truncating helper, and an exported search whose result `use` makes. */
const SEARCH_SERVICE = (name: string, use: string) => `const MAX_LINE = 500;
export function truncateLine(line: string, max: number = MAX_LINE): string {
  return line.length > max ? line.slice(0, max) + " [truncated]" : line;
}
export async function ${name}(pattern: string): Promise<string> {
  const lines = (await grep(pattern)).map((l) => truncateLine(l));
  ${use}
}
declare function grep(p: string): Promise<string[]>;
`;

ruleTester.run("no-positional-cut (calls of an exported truncating helper that leave the file)", rule, {
  valid: [
    { name: "the cut lines only reach a log", code: SEARCH_SERVICE("searchFiles", 'console.log(lines.join("\\n"));\n  return "logged";') },
  ],
  invalid: [
    {
      // The helper is still reported for its callers elsewhere; this call is not one that gives output.
      name: "the exported caller is named for a label",
      code: SEARCH_SERVICE("searchTitle", 'return lines.join(" ");'),
      errors: [{ messageId: "helperCut", line: 3, data: { helper: "truncateLine", consequence: "everything after character max is dropped, and the marker beside it says so but gives no way to read the rest", callers: "It is exported under a truncating name, so its callers may pass it tool output." }, suggestions: 1 as never }],
    },
    {
      name: "returned by another export of the file: one of the ways its callers elsewhere get tool output",
      code: SEARCH_SERVICE("searchFiles", 'return lines.join("\\n");'),
      errors: [
        { messageId: "helperCut", line: 3, data: { helper: "truncateLine", consequence: "everything after character max is dropped, and the marker beside it says so but gives no way to read the rest", callers: "One call site passes it tool output on its way to the model." }, suggestions: 1 as never },
        { messageId: "helperCall", line: 6, data: { helper: "truncateLine", detail: "keeps the start at line 3", consequence: "everything after character max is dropped, and the marker beside it says so but gives no way to read the rest", reach: "It may reach the model as tool output", via: "returned by `searchFiles()`, which this file exports beside the truncating helper" }, suggestions: [] },
      ],
    },
  ],
});

/** A LangChain v1 shell tool (`tool` from "langchain") whose output is gathered by `append` and settled by `finish`. */
const CHUNKED_SHELL = (append: string, finish: string) => `import { tool } from "langchain";
import { spawn } from "node:child_process";
import * as z from "zod";
const HEAD = 12_000;
const TAIL = 8_000;
${append}
export const runCommand = tool(
  async ({ command }: { command: string }) =>
    new Promise<string>((resolve) => {
      let output = "";
      const child = spawn(command, { shell: true });
      ${finish}
      child.stdout.on("data", (chunk) => {
        output = appendOutput(output, chunk.toString(), HEAD + TAIL);
      });
      child.on("exit", (code) => finish(output, code !== 0));
    }),
  { name: "run_command", description: "Run a shell command", schema: z.object({ command: z.string() }) },
);
`;
const HEAD_TAIL_APPEND = `function appendOutput(kept: string, chunk: string, max: number): string {
  const joined = kept + chunk;
  if (joined.length <= max) return joined;
  return \`\${joined.slice(0, HEAD)}\\n[omitted \${joined.length - max} chars]\\n\${joined.slice(-TAIL)}\`;
}`;
const SETTLE = "const finish = (text: string, failed: boolean) => { resolve(failed ? `failed:\\n${text}` : text); };";

ruleTester.run("no-positional-cut (appends that cut what they join, settled through a local function)", rule, {
  valid: [
    {
      name: "the same append, but what it keeps only reaches a progress log",
      code: CHUNKED_SHELL(HEAD_TAIL_APPEND, "const finish = (text: string, failed: boolean) => { console.log(text); resolve(failed ? 'failed' : 'ok'); };"),
    },
  ],
  invalid: [
    {
      // The append cuts the text it joins, not an argument as given: no rewrite of the call keeps it, so no suggestion at the call.
      name: "head and tail of the joined text, resolved through a function that returns nothing",
      code: CHUNKED_SHELL(HEAD_TAIL_APPEND, SETTLE),
      errors: [
        { messageId: "helperCut", line: 9, data: { helper: "appendOutput", consequence: "everything between the first HEAD and the last TAIL characters is dropped, where the error or the answer often is", callers: "One call site passes it tool output on its way to the model." }, suggestions: 1 as never },
        { messageId: "helperCall", line: 18, suggestions: [] },
      ],
    },
    {
      name: "the same, settled by an arrow whose body is the resolve call",
      code: CHUNKED_SHELL(HEAD_TAIL_APPEND, "const finish = (text: string, failed: boolean) => resolve(failed ? `failed:\\n${text}` : text);"),
      errors: [
        { messageId: "helperCut", line: 9, suggestions: 1 as never },
        { messageId: "helperCall", line: 18, suggestions: [] },
      ],
    },
  ],
});

/** A browser tool's action runner in the same file: the text it reads is cut at a size the model may set. */
const BROWSER_ACTIONS = (cut: string) => `import { tool } from "langchain";
import * as z from "zod";
const DEFAULT_MAX_CHARS = 5_000;
interface Page { textContent(selector: string): Promise<string | null> }
async function runAction(page: Page, action: { selector?: string; maxChars?: number }) {
  const content = await page.textContent(action.selector ?? "body");
  const text = content ?? "";
  const maxChars = action.maxChars ?? DEFAULT_MAX_CHARS;
  return { text: ${cut}, truncated: text.length > maxChars };
}
export const browse = tool(
  async (input: { actions: { selector?: string; maxChars?: number }[] }) => {
    const page = await openPage();
    const results = [];
    for (const action of input.actions) results.push(await runAction(page, action));
    return JSON.stringify(results);
  },
  { name: "browse", description: "Run browser actions", schema: z.object({ actions: z.array(z.object({ selector: z.string().optional(), maxChars: z.number().optional() })) }) },
);
declare function openPage(): Promise<Page>;
`;

ruleTester.run("no-positional-cut (text a helper fetches through its parameter)", rule, {
  valid: [{ name: "a window from the offset the action gives", code: BROWSER_ACTIONS("text.slice(action.offset ?? 0, (action.offset ?? 0) + maxChars)").replaceAll("maxChars?: number }", "maxChars?: number; offset?: number }") }],
  invalid: [
    {
      // `page.textContent()` fetches new text through the parameter; the model's `maxChars` sets a size, not a place to start.
      name: "page text cut at a size the model may raise but with no offset",
      code: BROWSER_ACTIONS("text.slice(0, maxChars)"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: 1 as never }],
    },
  ],
});

/** A generator tool that yields progress events and then its result; `label` shortens what goes into the progress line. */
const PROGRESS_TOOL = (resultText: string) => `const MAX_LABEL = 80;
function shorten(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1) + "…";
}
export const TaskTool = {
  name: "Task",
  description: "Run a sub-agent",
  inputSchema: {},
  async *call(input: { prompt: string }) {
    const recent: string[] = [];
    const addRecent = (line: string) => {
      recent.push(line);
      if (recent.length > 5) recent.splice(0, recent.length - 5);
    };
    let last = "";
    for await (const step of runAgent(input.prompt)) {
      addRecent(shorten(step.output, MAX_LABEL));
      last = step.output;
      yield { type: "progress", content: recent.join("\\n") };
    }
    yield { type: "result", data: ${resultText} };
  },
};
declare function runAgent(p: string): AsyncIterable<{ command: string; output: string }>;
`;

ruleTester.run("no-positional-cut (progress events of a generator tool)", rule, {
  valid: [{ name: "labels shortened for progress events only", code: PROGRESS_TOOL("last") }],
  invalid: [
    {
      name: "the same helper cuts the result the tool yields",
      code: PROGRESS_TOOL("shorten(last, 2_000)"),
      errors: [
        { messageId: "helperCut", line: 3, suggestions: 1 as never },
        { messageId: "helperCall", line: 21, suggestions: [] },
      ],
    },
  ],
});

/** A listing tool: one entry per file, passed to a cap that handles lists and text alike. */
const LISTING = (arg: string) => `import { tool } from "ai";
import { z } from "zod";
const MAX_ENTRIES = 500;
const MAX_CHARS = 20_000;
function capOutput<T extends string | string[]>(value: T): T {
  if (Array.isArray(value)) return value.slice(0, MAX_ENTRIES) as T;
  return (value as string).slice(0, MAX_CHARS) as T;
}
export const ls = tool({
  description: "List a folder",
  inputSchema: z.object({ dir: z.string() }),
  execute: async ({ dir }) => {
    const infos = await listDir(dir);
    const entries: string[] = [];
    for (const info of infos) entries.push(info.isDir ? \`\${info.path}/\` : \`\${info.path} (\${info.size} bytes)\`);
    const paths = infos.map((info) => info.path);
    const text = entries.join("\\n");
    const lines = (await readFile(dir)).split("\\n").map((l) => l.trimEnd());
    return [capOutput(${arg})].flat().join("\\n");
  },
});
declare function listDir(d: string): Promise<{ path: string; isDir: boolean; size: number }[]>;
declare function readFile(p: string): Promise<string>;
`;

ruleTester.run("no-positional-cut (a cap handed whole entries)", rule, {
  valid: [
    { name: "entries pushed one per listed file: records, require-completeness's business", code: LISTING("entries") },
    { name: "paths mapped one per listed file", code: LISTING("paths") },
  ],
  invalid: [
    {
      name: "the listing joined into one text, then capped",
      code: LISTING("text"),
      errors: [
        // Only the text branch: no call hands the list branch a text.
        { messageId: "helperCut", line: 7, suggestions: 1 as never },
        { messageId: "helperCall", line: 19, suggestions: [] },
      ],
    },
    {
      // Lines of one text, mapped: cutting them drops the end of that text, not whole records.
      name: "lines split from a file and mapped, then capped",
      code: LISTING("lines"),
      errors: [
        { messageId: "helperCut", line: 7, suggestions: 1 as never },
        { messageId: "helperCall", line: 19, suggestions: [] },
      ],
    },
  ],
});

/** A module of Anthropic-style tool definitions and a table of handlers keyed by the same names. */
const TOOL_TABLE = (key: string, extra = "") => `const MAX_PAGE = 8_000;
export const definitions = [
  { name: "fetch_page", description: "Fetch a page as text", input_schema: { type: "object", properties: { url: { type: "string" } } } },
];
async function fetchPage(params: { url: string }) {
  const body = await (await fetch(params.url)).text();
  return { url: params.url, text: body.slice(0, MAX_PAGE) };
}
export const handlers = {
  ${key}: fetchPage,
  whois: async (params: { domain: string }) => {
    const out = await runWhois(params.domain);
    return { output: out.slice(0, 3_000) };
  },
};
${extra}
declare function runWhois(d: string): Promise<string>;
`;

ruleTester.run("no-positional-cut (a table of handlers keyed by the tools a module defines)", rule, {
  valid: [
    // Neither key is the name of a defined tool: the table may be anything (routes, commands).
    { name: "keys that name no defined tool", code: TOOL_TABLE("fetchPageRoute").replace('whois: async', 'whoisRoute: async') },
  ],
  invalid: [
    {
      name: "a handler by reference and one inline, under the names of defined tools",
      code: TOOL_TABLE("fetch_page").replace('{ name: "fetch_page"', '{ name: "whois", description: "Look up a domain", input_schema: {} },\n  { name: "fetch_page"'),
      errors: [
        { messageId: "positionalCut", line: 8, data: { what: "Prefix cut of tool output", consequence: "everything after character MAX_PAGE is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a handler keyed by the name of a tool this module defines", marker: "" }, suggestions: 1 as never },
        { messageId: "positionalCut", line: 14, suggestions: 1 as never },
      ],
    },
  ],
});

/** A tool that shortens a field of each found element in place, then returns the list. */
const ELEMENTS_TOOL = (after: string) => `import { tool } from "ai";
import { z } from "zod";
export const extract = tool({
  description: "Extract elements matching a selector",
  inputSchema: z.object({ url: z.string(), selector: z.string() }),
  execute: async ({ url, selector }) => {
    const found = await queryPage(url, selector);
    for (const item of found.items) {
      if (item.text) item.text = item.text.slice(0, 2_000);
    }
    ${after}
  },
});
declare function queryPage(u: string, s: string): Promise<{ items: { text?: string; tag: string }[]; headings: string[] }>;
`;

ruleTester.run("no-positional-cut (a field of each element set in a loop)", rule, {
  valid: [
    { name: "the list is only counted afterwards", code: ELEMENTS_TOOL("return { count: found.items.length };") },
    { name: "the first headings of the page: whole records, require-completeness's business", code: ELEMENTS_TOOL("return { count: found.items.length, headings: found.headings.slice(0, 30) };") },
  ],
  invalid: [
    {
      name: "the list is returned after its elements were shortened",
      code: ELEMENTS_TOOL("return { items: found.items };"),
      errors: [{ messageId: "positionalCut", line: 9, suggestions: [] }],
    },
  ],
});

/** A remote shell over ssh2 whose exec collects a command's output up to a cap. */
const REMOTE_EXEC = (importLine: string) => `${importLine}
const MAX_OUTPUT = 1_000_000;
export class RemoteHost {
  constructor(private readonly client: Client) {}
  exec(command: string): Promise<{ stdout: string; code: number }> {
    return new Promise((resolve, reject) => {
      this.client.exec(command, (err, stream) => {
        if (err) return reject(err);
        let stdout = "";
        stream.on("data", (data: Buffer) => {
          if (stdout.length < MAX_OUTPUT) stdout += data.toString();
        });
        stream.on("close", (code: number) => resolve({ stdout, code }));
      });
    });
  }
}
`;

ruleTester.run("no-positional-cut (a remote shell's output buffer)", rule, {
  valid: [{ name: "a file that only names ssh2's types runs nothing", code: REMOTE_EXEC('import type { Client } from "ssh2";') }],
  invalid: [
    {
      name: "output collected from an ssh2 exec stops at the cap",
      code: REMOTE_EXEC('import { Client } from "ssh2";'),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: [] }],
    },
  ],
});

/** A project's own tool factory (`factory` from "../types") given a function by name under `run`. */
const OWN_FACTORY_RUN = (factory: string) => `import { ${factory}, t } from "../types";
async function fetchText(args: { url: string }): Promise<{ content: string }> {
  const text = await (await fetch(args.url)).text();
  return { content: text.slice(0, 4_000) };
}
export const webFetch = ${factory}({
  name: "web_fetch",
  description: "Fetch a page as text",
  args: { url: t.string() },
  run: fetchText,
});
`;

ruleTester.run("no-positional-cut (a project's own tool factory with run)", rule, {
  valid: [{ name: "a factory not named for tools (a job queue's worker)", code: OWN_FACTORY_RUN("defineJob") }],
  invalid: [
    {
      name: "the function a factory named tool runs",
      code: OWN_FACTORY_RUN("tool"),
      errors: [{ messageId: "positionalCut", line: 4, data: { what: "Prefix cut of tool output", consequence: "everything after character 4_000 is dropped and the model is not told", reach: "It may reach the model as tool output", via: "returned by a tool made by `tool()`", marker: "" }, suggestions: 1 as never }],
    },
  ],
});

/** A grep tool that drains the process's streams up to a cap, racing a timeout; `settle` shapes how the drained text comes back. */
const DRAINED_TOOL = (settle: string, use = 'return { content: [{ type: "text" as const, text: outcome.stdout || outcome.stderr }] };') => `import { tool } from "ai";
import { z } from "zod";
async function drainBounded(stream: ReadableStream<Uint8Array>, maxBytes: number): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let out = "";
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    out += decoder.decode(value, { stream: true });
    if (out.length >= maxBytes) break;
  }
  return out;
}
export const grep = tool({
  description: "Search files",
  inputSchema: z.object({ pattern: z.string() }),
  execute: async ({ pattern }) => {
    const proc = Bun.spawn(["rg", pattern], { stdout: "pipe", stderr: "pipe" });
    const outcome = await Promise.race([
      ${settle},
      new Promise<{ type: "timeout"; stdout: string; stderr: string }>((r) => setTimeout(() => r({ type: "timeout", stdout: "", stderr: "" }), 30_000)),
    ]);
    ${use}
  },
});
declare const Bun: { spawn(cmd: string[], o: object): { stdout: ReadableStream<Uint8Array>; stderr: ReadableStream<Uint8Array> } };
`;
const DRAIN_BOTH = "Promise.all([drainBounded(proc.stdout, 100_000), drainBounded(proc.stderr, 100_000)])";

ruleTester.run("no-positional-cut (streams drained under a cap, raced against a timeout)", rule, {
  valid: [
    {
      name: "the drained text only goes to the log; the model gets a count",
      code: DRAINED_TOOL(`(async () => {\n        const [stdout, stderr] = await ${DRAIN_BOTH};\n        return { type: "done" as const, stdout, stderr };\n      })()`, 'console.log(outcome.stdout);\n    return { content: [{ type: "text" as const, text: \`${outcome.stdout.length} bytes of matches\` }] };'),
    },
  ],
  invalid: [
    {
      name: "what an immediately called function returns is the race's value",
      code: DRAINED_TOOL(`(async () => {\n        const [stdout, stderr] = await ${DRAIN_BOTH};\n        return { type: "done" as const, stdout, stderr };\n      })()`),
      errors: [
        { messageId: "helperCut", line: 11 },
        { messageId: "helperCall", line: 22, column: 53, suggestions: [] },
        { messageId: "helperCall", line: 22, column: 89, suggestions: [] },
      ],
    },
    {
      name: "the settled pair goes on in the parameter of `.then`",
      code: DRAINED_TOOL(`${DRAIN_BOTH}.then(([stdout, stderr]) => ({ type: "done" as const, stdout, stderr }))`),
      errors: [
        { messageId: "helperCut", line: 11 },
        { messageId: "helperCall", line: 21, column: 20, suggestions: [] },
        { messageId: "helperCall", line: 21, column: 56, suggestions: [] },
      ],
    },
  ],
});

/** A browser agent's decision step: the page snapshot, budgeted by `budget`, goes back to the model as the next user turn. */
const DECISION_STEP = (value: string, budget = "budgetSnapshot") => `import { generateText, type ModelMessage } from "ai";
export function budgetSnapshot(snapshot: string, maxChars = 24_000): string {
  if (snapshot.length <= maxChars) return snapshot;
  return snapshot.slice(0, maxChars) + "\\n... [snapshot truncated]";
}
export async function decide(state: { url: string; snapshot: string; goal: string }) {
  const visible = ${budget}(${value}, 8_000);
  let text = \`URL: \${state.url}\\n\${visible}\`;
  text += "\\n\\nWhat action should you take?";
  const messages: ModelMessage[] = [{ role: "user", content: text }];
  return generateText({ model: "openai/gpt-5", messages });
}
`;

ruleTester.run("no-positional-cut (an observation handed back as the next user turn)", rule, {
  valid: [
    { name: "the user's own goal, shortened, in the user turn", code: DECISION_STEP("state.goal") },
    {
      name: "text named only `text` (the last user message, re-sent): no sign it was observed",
      code: `import { generateText } from "ai";
export async function resume(history: { role: string; content: string }[]) {
  const last = history.filter((m) => m.role === "user").at(-1);
  const text = (last?.content ?? "").replace(/\\s+/g, " ").trim();
  return generateText({ model: "openai/gpt-5", messages: [{ role: "user", content: text.slice(0, 1_200) }] });
}
`,
    },
  ],
  invalid: [
    {
      name: "a fetched page's content, cut before an analysis model reads it",
      code: `import { generateText } from "ai";
export async function analyse(url: string, question: string) {
  const content = await (await fetch(url)).text();
  const clipped = clip(content);
  const forModel = clipped.length > 80_000 ? clipped.slice(0, 80_000) : clipped;
  return generateText({ model: "openai/gpt-5", messages: [{ role: "user", content: \`\${question}\\n\\n\${forModel}\` }] });
}
declare function clip(t: string): string;
`,
      errors: [{ messageId: "positionalCut", line: 5, suggestions: 1 as never }],
    },
    {
      name: "the page snapshot, cut to a budget, in the user turn",
      code: DECISION_STEP("state.snapshot"),
      errors: [
        { messageId: "helperCut", line: 4, suggestions: 1 as never },
        { messageId: "helperCall", line: 7, data: { helper: "budgetSnapshot", detail: "keeps the start at line 4", consequence: "everything after character 8_000 is dropped, and the marker beside it says so but gives no way to read the rest", reach: "It may reach the model as tool output", via: 'a `role: "user"` message' }, suggestions: 1 as never },
      ],
    },
  ],
});

/** A bash tool that picks its runner into a const (`pick`) and calls it under that name. */
const ALIASED_RUNNER = (pick: string) => `import { tool } from "ai";
import { z } from "zod";
import { execSync } from "node:child_process";
function runPersistent(command: string): string {
  return execSync(command, { encoding: "utf8" }).slice(0, 20_000);
}
function runOnce(command: string): string {
  return execSync(command, { encoding: "utf8" });
}
export const bash = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string(), persistent: z.boolean() }),
  execute: async ({ command, persistent }) => {
    const run = ${pick};
    return run(command);
  },
});
`;

ruleTester.run("no-positional-cut (a function called under the name of the const that holds it)", rule, {
  valid: [{ name: "the const holds the runner that does not cut", code: ALIASED_RUNNER("runOnce") }],
  invalid: [
    { name: "held directly", code: ALIASED_RUNNER("runPersistent"), errors: [{ messageId: "positionalCut", line: 5, suggestions: 1 as never }] },
    { name: "chosen by a condition", code: ALIASED_RUNNER("persistent ? runPersistent : runOnce"), errors: [{ messageId: "positionalCut", line: 5, suggestions: 1 as never }] },
  ],
});

/** A git tool that collects output in an instance of a class of its own file; `finish` is what it does with the collected text. */
const BOUNDED_COLLECTOR = (finish: string) => `import { spawn } from "node:child_process";
import { tool } from "ai";
import { z } from "zod";
class BoundedText {
  private value = "";
  constructor(private readonly limit: number) {}
  append(chunk: Buffer): void {
    const text = chunk.toString("utf8");
    const remaining = Math.max(0, this.limit - this.value.length);
    this.value += text.slice(0, remaining);
  }
  result(): string {
    return this.value;
  }
}
export const git = tool({
  description: "Run git",
  inputSchema: z.object({ args: z.array(z.string()) }),
  execute: async ({ args }) =>
    new Promise<string>((resolve) => {
      const child = spawn("git", args);
      const stdout = new BoundedText(100_000);
      child.stdout.on("data", (chunk: Buffer) => stdout.append(chunk));
      child.on("close", () => ${finish});
    }),
});
`;

ruleTester.run("no-positional-cut (an instance of the file's own class, called by its holder's name)", rule, {
  valid: [{ name: "the collected text is only logged; the model gets the exit code", code: BOUNDED_COLLECTOR('{ console.log(stdout.result()); resolve("done"); }') }],
  invalid: [
    {
      name: "the collected text is what the tool resolves with",
      code: BOUNDED_COLLECTOR("resolve(stdout.result())"),
      errors: [{ messageId: "positionalCut", line: 10, data: { what: "Prefix cut of tool output", consequence: "everything after character remaining is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
  ],
});

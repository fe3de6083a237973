// Routes to the model that no-positional-cut follows beyond a tool's own return: prompt elements
// (@vscode/prompt-tsx), overrides a base class calls, sandbox sessions whose commands a shell tool
// runs, process buffers that evict their oldest output; and the routes that end with a person or a
// page the model can ask for. Each beside the twin that differs in the one thing that matters.
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

ruleTester.run("no-positional-cut (routes beyond a tool's return)", rule, {
  valid: [
    { name: "JSX for a page (React) is for a person", filename: "components/cell-output.tsx", languageOptions: tsx, code: CELL_OUTPUT('import { Component as PromptElement } from "react";') },
    { name: "a class that only shares the method's name does not dispatch to it", filename: "tool-result.tsx", languageOptions: tsx, code: OVERRIDE("ToolResult", "Other") },
    { name: "a class named for a transcript is not one named for tool results", filename: "transcript.tsx", languageOptions: tsx, code: OVERRIDE("TranscriptPart") },
    { name: "a class not named for a sandbox: its methods are not a command's output", code: SESSION("ReportSession") },
    { name: "every evicted chunk also went to a log file the result names", code: EVICTING("log.write(text);", "output: outputChunks.join(\"\"), fullOutputPath: logPath") },
    { name: "a queue that hands on what it shifts evicts nothing", code: EVICTING("void log;").replace("const removed = outputChunks.shift()!;\n        outputBytes -= removed.length;", "const next = outputChunks.shift()!;\n        outputBytes -= next.length;\n        forward(next);").replace("export function", "declare function forward(s: string): void;\nexport function") },
    { name: "paging by offset reaches the results past the page", code: PAGED_SEARCH("result.match") },
    { name: "a sample of each chunk in a record of when it came is a timeline", code: TIMED("snippet") },
    { name: "a prompt element outside a tool's file, for a value not named for output", filename: "find-match.tsx", languageOptions: tsx, code: MATCH_PREVIEW },
    { name: "a bounded append in a file that neither runs processes nor declares a sandbox", code: BOUNDED_APPEND("export class ChatHistory {}") },
    { name: "an export of a package named for MCP that builds on no server library", filename: inPackage("plain-library"), code: FORECAST },
    { name: "an export of an editor extension that is an MCP client", filename: inPackage("editor-extension"), code: FORECAST },
    { name: "an export of a dev tool whose MCP keyword rests on a devDependency", filename: inPackage("lint-plugin"), code: FORECAST },
    { name: "a test of an MCP server's package", filename: inPackage("weather-mcp", "tests/forecast.ts"), code: FORECAST },
    { name: "lines read from a start the caller passes: a window", filename: inPackage("weather-mcp"), code: LINE_READER("n >= offset") },
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
      name: "the chunk under a field for output in the record goes to the model",
      code: TIMED("output"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: 1 as never }],
    },
  ],
});

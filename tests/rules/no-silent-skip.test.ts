import { join } from "node:path";
import rule from "../../rules/no-silent-skip.js";
import { FIXTURES_DIR, syntacticRuleTester, typedRuleTester } from "../rule-tester.js";

/** A session history read from a file: `fields` of the class, `onFailure` the catch's statements before it answers empty. */
const SESSION_HISTORY = (fields: string, onFailure: string) => `import { readFile } from "node:fs/promises";
export class SessionHistory {
${fields}
  async getHistory(path: string): Promise<string[]> {
    let content: string;
    try {
      content = await readFile(path, "utf8");
    } catch (err) {
${onFailure}
      return [];
    }
    return content.split("\\n");
  }
}
`;

/** A JSONL reader whose loop handles a bad line with `handler` (the catch body). */
function jsonl(handler: string, param = ""): string {
  return `export async function readEvents(path: string) {
  const events: Event[] = [];
  for (const line of (await load(path)).split("\\n")) {
    let event: Event;
    try {
      event = JSON.parse(line) as Event;
    } catch${param} {
${handler}
    }
    events.push(event);
  }
  return { events };
}
interface Event { id: string }
declare function load(p: string): Promise<string>;
`;
}

/** A directory walker that pushes inside the try; `handler` is the catch body. */
function walker(handler: string, param = " (error)"): string {
  return `import { readFile } from "node:fs/promises";
export async function readAll(files: string[]) {
  const docs: string[] = [];
  for (const file of files) {
    try {
      docs.push(await readFile(file, "utf8"));
    } catch${param} {
${handler}
    }
  }
  return docs;
}
`;
}

/** A memory store whose parser answers `null` when a file will not parse; `use` is what the walk does with the answer. */
const MEMORY_STORE = (use: string) => `import { readFile, readdir } from "node:fs/promises";
interface Memory { id: string; content: string }
export class MemoryStore {
  async listMemories(dir: string): Promise<Memory[]> {
    const memories: Memory[] = [];
    for (const file of await readdir(dir)) {
      const memory = this.parseMemory(await readFile(\`\${dir}/\${file}\`, "utf8"));
${use}
    }
    return memories;
  }
  parseMemory(text: string): Memory | null {
    try {
      return JSON.parse(text) as Memory;
    } catch (error) {
      console.error("Error parsing memory:", error);
      return null;
    }
  }
}
`;

/** A walk's first phase: \`name\` fills \`commits\` from git, and \`handler\` is its catch body. */
const DISCOVER = (handler: string, name = "discoverCommits", after = "  return commits.map((c) => c.sha);") => `declare function gitLog(paths: string[]): Promise<{ sha: string }[]>;
declare const cached: { sha: string }[];
export async function ${name}(paths: string[]) {
  let commits: { sha: string }[];
  try {
    commits = await gitLog(paths);
  } catch (error) {
${handler}
  }
${after}
}
`;

/** An MCP tool whose search backend fails; `handler` is the catch body. */
function mcpSearch(handler: string): string {
  return `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool("search_docs", { description: "Search the docs", inputSchema: { query: z.string() } }, async ({ query }) => {
  try {
    const hits = await searchIndex(query);
    return { content: [{ type: "text", text: hits.join("\\n") }] };
  } catch (error) {
${handler}
  }
});
declare function searchIndex(q: string): Promise<string[]>;
`;
}

/** A JSONL reader in the shape collect() replaces; `after` runs after the loop. */
function PUSH_LOOP(after: string, ledger = false): string {
  return `import { readFile } from "node:fs/promises";
export async function readEvents(path: string) {
  const events: Event[] = [];
${ledger ? "  const skipped: { error: string }[] = [];\n" : ""}  for (const line of (await readFile(path, "utf8")).split("\\n")) {
    if (line.trim() === "") continue;
    try {
      events.push(JSON.parse(line) as Event);
    } catch${ledger ? " (error)" : ""} {
${ledger ? "      skipped.push({ error: String(error) });\n" : ""}      continue;
    }
  }
${after}  return { events${ledger ? ", skipped" : ""} };
}
interface Event { id: string }
`;
}

const COLLECT_FIXED = `import { readFile } from "node:fs/promises";
import { collect } from "tool-output-cutter";
export async function readEvents(path: string) {
  const { items: events, skipped } = collect(
    (await readFile(path, "utf8")).split("\\n").filter((line) => !(line.trim() === "")),
    (line): Event => JSON.parse(line) as Event,
  );
  return { events, skipped };
}
interface Event { id: string }
`;

const PAGE_TYPES = `interface Ticket { id: string; state: string }
declare function listTickets(project: string, cursor?: string): Promise<{ tickets: Ticket[]; nextCursor?: string }>;
`;

/** A cursor loop that stops at the first failing page; \`after\` runs after the loop. */
function PAGED_LOOP(after: string): string {
  return `${PAGE_TYPES}export async function openTickets(project: string) {
  const tickets: Ticket[] = [];
  let cursor: string | undefined;
  do {
    try {
      const page = await listTickets(project, cursor);
      tickets.push(...page.tickets.filter((t) => t.state === "open"));
      cursor = page.nextCursor;
    } catch {
      break;
    }
  } while (cursor);
${after}  return tickets;
}
`;
}

const EXHAUST_FIXED = `import { exhaust } from "tool-output-cutter";
${PAGE_TYPES}export async function openTickets(project: string) {
  const { items: tickets } = await exhaust(async (cursor) => {
    const page = await listTickets(project, cursor);
    return { items: page.tickets.filter((t) => t.state === "open"), envelope: { complete: !page.nextCursor, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
  }).then((all) => {
    if (!all.complete) throw all.error ?? new Error(\`listing incomplete (\${all.problems.map((p) => p.kind).join(", ")})\`);
    return all;
  });
  return tickets;
}
`;

const LEDGER_FIXED = `export async function readEvents(path: string) {
  const events: Event[] = [];
  const skipped: { error: string }[] = [];
  for (const line of (await load(path)).split("\\n")) {
    let event: Event;
    try {
      event = JSON.parse(line) as Event;
    } catch (error) {
      skipped.push({ error: String(error) });
      continue;
    }
    events.push(event);
  }
  return { events, skipped };
}
interface Event { id: string }
declare function load(p: string): Promise<string>;
`;

const MAPPED = `export async function loadPages(urls: string[]) {
  const pages = await Promise.all(
    urls.map(async (url) => {
      try {
        return await fetchPage(url);
      } catch {
        return null;
      }
    }),
  );
  return pages.filter((p) => p !== null);
}
declare function fetchPage(u: string): Promise<string>;
`;

const NAMED_MAPPER = `function tryParse(line: string): Rec | undefined {
  try {
    return JSON.parse(line) as Rec;
  } catch {
    return undefined;
  }
}
export function parseAll(text: string) {
  return text.split("\\n").map(tryParse).filter(Boolean);
}
interface Rec { id: string }
`;

const PAGINATION = `export async function listAll(client: Client) {
  const items: Item[] = [];
  let cursor: string | undefined;
  do {
    try {
      const page = await client.list({ cursor });
      items.push(...page.items);
      cursor = page.nextCursor;
    } catch {
      break;
    }
  } while (cursor);
  return items;
}
interface Item { id: string }
interface Client { list(o: { cursor?: string }): Promise<{ items: Item[]; nextCursor?: string }> }
`;

/** A catalog loading skills through a helper of its own class; the two catch bodies vary. */
/** A console message formatted for the model, with a stack trace symbolized when it can be. */
function consoleReport(fill: string, catchBody = "    // ignore", name = "stack"): string {
  return `interface Trace { frames: string[] }
export class ConsoleReport {
  constructor(readonly text: string, readonly stack: Trace | undefined) {}
  static async of(text: string, rawStack: string): Promise<ConsoleReport> {
    let ${name}: Trace | undefined;
    try {
${fill.replaceAll("NAME", name)}
    } catch {
${catchBody}
    }
    return new ConsoleReport(text, ${name});
  }
}
declare function symbolize(s: string): Promise<Trace>;
`;
}

function skillCatalog(outerCatch: string, helperCatch: string): string {
  return `export class SkillCatalog {
  async load(files: string[]) {
    const skills: Skill[] = [];
    for (const file of files) {
      try {
        skills.push(await this.readSkill(file));
      } catch (error) {
        ${outerCatch}
      }
    }
    return skills;
  }
  private async readSkill(file: string): Promise<Skill> {
    try {
      return parseSkill(await readText(file));
    } catch (error) {
      ${helperCatch}
    }
  }
}
interface Skill { file: string; error?: string }
declare function parseSkill(text: string): Skill;
declare function readText(path: string): Promise<string>;
`;
}

syntacticRuleTester().run("no-silent-skip", rule, {
  valid: [
    {
      name: "a catch that falls back to a cached list",
      code: DISCOVER("    commits = cached;"),
    },
    {
      // Nothing reads the list after the try: the empty one goes nowhere.
      name: "a catch that empties a list nothing reads afterwards",
      code: DISCOVER("    commits = [];", "discoverCommits", "  return paths.length;"),
    },
    {
      // Not named for gathering, and the catch says nothing: a default, as often as a lost answer.
      name: "a silent catch that empties a list in a function not named for gathering",
      code: DISCOVER("    commits = [];", "churnOf"),
    },
    {
      // Twin of the null-skipping walk: the caller keeps a stand-in that says the file would not parse.
      name: "a parse method that answers null, its caller keeping a record of the failure",
      code: MEMORY_STORE("      memories.push(memory ?? { id: file, content: \"(could not parse)\" });"),
    },
    {
      // A search for the first that parses: a failure only narrows the search.
      name: "a parse method that answers null, its caller returning the first that parses",
      code: MEMORY_STORE("      if (memory) return [memory];"),
    },
    {
      // A YAML front matter that does not parse: the body still goes out whole.
      name: "a part left unset when a YAML parse fails",
      code: "interface Meta { title: string }\nexport class Doc {\n  constructor(readonly body: string, readonly meta: Meta | undefined) {}\n  static of(body: string, front: string): Doc {\n    let meta: Meta | undefined;\n    try {\n      meta = yaml.parse(front) as Meta;\n    } catch {\n      // ignore\n    }\n    return new Doc(body, meta);\n  }\n}\ndeclare const yaml: { parse(s: string): unknown };\n",
    },
    {
      // Said best-effort where it is caught: the absence is meant.
      name: "a stack left unset by a catch that calls itself best-effort",
      code: consoleReport("      NAME = await symbolize(rawStack);", "    // best-effort: symbols are optional"),
    },
    {
      name: "a part left unset by a catch that logs the failure",
      code: consoleReport("      NAME = await symbolize(rawStack);", "    console.warn(\"could not symbolize\");"),
    },
    {
      // A parse fallback: the raw text is what the caller had anyway.
      name: "a detail left unset when it does not parse",
      code: consoleReport("      NAME = JSON.parse(rawStack) as Trace;"),
    },
    {
      name: "a UI state left unset",
      code: consoleReport("      NAME = await symbolize(rawStack);", "    // ignore", "uiState"),
    },
    {
      // A script's top level: what it prints is its output, to the person who ran it.
      name: "a skip counter a script prints at its top level",
      code: "const files = process.argv.slice(2);\nlet unparsed = 0;\nfor (const f of files) {\n  if (!check(f)) unparsed++;\n}\nconsole.log(`unparsed files ${unparsed}`);\ndeclare function check(f: string): boolean;\n",
    },
    // The catch keeps a trace.
    { name: "the catch rethrows", code: jsonl("      throw error;", " (error)") },
    { name: "the catch wraps and rethrows", code: jsonl('      throw new Error(`bad line: ${line}`, { cause: error });', " (error)") },
    { name: "the failure goes into an errors list", code: jsonl("      errors.push({ line, error: String(error) });\n      continue;", " (error)").replace("const events: Event[] = [];", "const events: Event[] = [];\n  const errors: unknown[] = [];").replace("return { events };", "return { events, errors };") },
    { name: "a reporter call hands the failure on", code: jsonl("      onError(error, line);\n      continue;", " (error)").replace("export async function readEvents(path: string) {", "export async function readEvents(path: string, onError: (e: unknown, l: string) => void) {") },
    { name: "a configured reporter records the skip", code: jsonl("      ledger.skip(line);\n      continue;").replace("interface Event", "declare const ledger: { skip(l: string): void };\ninterface Event"), options: [{ reporters: ["skip"] }] },
    { name: "an error value takes the record's place", code: walker("      docs.push(`Error reading ${file}: ${String(error)}`);") },
    { name: "an error-marked object takes the record's place", code: walker("      docs.push(JSON.stringify({ file, error: String(error) }));") },
    { name: "a skip counter that is returned", code: jsonl("      skippedLines++;\n      continue;").replace("const events: Event[] = [];", "const events: Event[] = [];\n  let skippedLines = 0;").replace("return { events };", "return { events, skippedLines };") },
    { name: "the failure is appended to the text the model reads", code: "export async function mentions(names: string[]) {\n  let text = \"\";\n  for (const n of names) {\n    try {\n      text += await load(n);\n    } catch (error) {\n      text += `\\nError loading ${n}: ${String(error)}`;\n    }\n  }\n  return text;\n}\ndeclare function load(p: string): Promise<string>;\n" },
    { name: "a fallback value replaces the record", code: jsonl("      event = { id: line };") },
    // Narrow catches.
    { name: "only ENOENT is tolerated, the rest rethrown", code: walker('      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;') },
    // Streams.
    {
      name: "lines of a model's event stream parsed in a function named for the stream",
      code: "export async function* streamCompletion(body: AsyncIterable<string>) {\n  for await (const chunk of body) {\n    for (const line of chunk.split(\"\\n\")) {\n      if (!line.startsWith(\"data: \")) continue;\n      try {\n        yield JSON.parse(line.slice(6)) as { delta: string };\n      } catch (e) {\n        console.warn(\"bad SSE data\", e);\n      }\n    }\n  }\n}\n",
    },
    { name: "partial JSON in a stream buffer waits for the next chunk", code: "export async function* events(stream: AsyncIterable<string>) {\n  let buffer = \"\";\n  for await (const chunk of stream) {\n    buffer += chunk;\n    try {\n      yield JSON.parse(buffer);\n      buffer = \"\";\n    } catch {\n      continue;\n    }\n  }\n}\n" },
    { name: "SSE lines parsed as they arrive", code: "export function onChunk(lines: string[], out: unknown[]) {\n  for (const l of lines) {\n    try {\n      out.push(JSON.parse(l));\n    } catch {\n      // incomplete event\n    }\n  }\n}\n" },
    // Best-effort work.
    { name: "cleanup of temp files", code: "import { rm } from \"node:fs/promises\";\nexport async function cleanup(dirs: string[]) {\n  for (const d of dirs) {\n    try {\n      await rm(d, { recursive: true });\n    } catch {}\n  }\n}\n" },
    { name: "start-up registration of plugins", code: "export async function registerPlugins(names: string[], registry: Map<string, unknown>) {\n  for (const n of names) {\n    try {\n      registry.set(n, await import(n));\n    } catch {\n      continue;\n    }\n  }\n}\n" },
    { name: "a constructor that registers what it can", code: "export class Registry {\n  readonly tools: unknown[] = [];\n  constructor(specs: string[]) {\n    for (const s of specs) {\n      try {\n        this.tools.push(JSON.parse(s));\n      } catch {}\n    }\n  }\n}\n" },
    { name: "a loop body that collects nothing", code: "export async function touchAll(files: string[]) {\n  for (const f of files) {\n    try {\n      await touch(f);\n    } catch {\n      continue;\n    }\n  }\n}\ndeclare function touch(f: string): Promise<void>;\n" },
    { name: "disposables are resources, not records", code: "export function watchAll(paths: string[], disposables: { dispose(): void }[]) {\n  for (const p of paths) {\n    try {\n      disposables.push(watch(p));\n    } catch {}\n  }\n}\ndeclare function watch(p: string): { dispose(): void };\n" },
    { name: "logging only, with allowLogging", code: walker("      console.warn(`skipping ${file}`, error);"), options: [{ allowLogging: true }] },
    // Catches outside iteration.
    { name: "a single read with a default", code: "export async function readConfig(p: string) {\n  try {\n    return JSON.parse(await load(p));\n  } catch {\n    return {};\n  }\n}\ndeclare function load(p: string): Promise<string>;\n" },
    { name: "a map whose nulls stay in place (the count is kept)", code: MAPPED.replace("return pages.filter((p) => p !== null);", "return pages;") },
    { name: "a presence filter over values that are not failures", code: "export function label(parts: (string | undefined)[]) {\n  return parts.map((p) => p?.trim()).filter(Boolean).join(\" \");\n}\n" },
    { name: "a presence filter after a mapper that cannot fail", code: "function title(s: string) {\n  return s.length > 0 ? s : undefined;\n}\nexport function titles(xs: string[]) {\n  return xs.map(title).filter(Boolean);\n}\n" },
    // safeParse and allSettled that count their failures.
    { name: "safeParse failures are kept", code: "import { z } from \"zod\";\nconst Row = z.object({ id: z.string() });\nexport function rows(raw: unknown[]) {\n  const parsed = raw.map((r) => Row.safeParse(r));\n  return { rows: parsed.filter((p) => p.success), invalid: parsed.filter((p) => !p.success).map((p) => p.error) };\n}\n" },
    { name: "allSettled with rejections reported", code: "export async function fetchAll(urls: string[]) {\n  const settled = await Promise.allSettled(urls.map((u) => fetch(u)));\n  const failed = settled.filter((s) => s.status === \"rejected\").length;\n  return { pages: settled.filter((s) => s.status === \"fulfilled\"), failed };\n}\n" },
    {
      // Which root holds the path: a root that fails to resolve cannot hold it, and nothing is gathered.
      name: "allSettled in a search that sets a flag and stops",
      code: "export async function isInside(file: string, roots: string[]) {\n  const resolved = await Promise.allSettled(roots.map((r) => realpath(r)));\n  let inside = false;\n  for (const r of resolved) {\n    if (r.status === \"fulfilled\") {\n      if (file.startsWith(r.value)) {\n        inside = true;\n        break;\n      }\n    }\n  }\n  return inside;\n}\ndeclare function realpath(p: string): Promise<string>;\n",
    },
    { name: "a settled loop with an else branch", code: "export async function fetchAll(urls: string[]) {\n  const out: Response[] = [];\n  const errors: unknown[] = [];\n  for (const s of await Promise.allSettled(urls.map((u) => fetch(u)))) {\n    if (s.status === \"fulfilled\") out.push(s.value);\n    else errors.push(s.reason);\n  }\n  return { out, errors };\n}\n" },
    // Tools that say they failed.
    { name: "a tool that returns an error result", code: mcpSearch('    return { isError: true, content: [{ type: "text", text: `Search failed: ${String(error)}` }] };') },
    { name: "a tool that rethrows", code: mcpSearch("    throw error;") },
    { name: "a sentinel string is not an empty result", code: "export async function branch(cwd: string) {\n  try {\n    return (await git(cwd)).trim();\n  } catch {\n    return \"NONE\";\n  }\n}\ndeclare function git(c: string): Promise<string>;\n" },
    { name: "a config object keeps its default", code: "export async function settings(p: string) {\n  let cfg: Record<string, unknown> = {};\n  try {\n    cfg = JSON.parse(await load(p));\n  } catch {}\n  return cfg;\n}\ndeclare function load(p: string): Promise<string>;\n" },
    { name: "an optional text file keeps its empty default", code: "export async function ignoreRules(p: string) {\n  let text = \"\";\n  try {\n    text = await load(p);\n  } catch {}\n  return text.split(\"\\n\");\n}\ndeclare function load(p: string): Promise<string>;\n" },
    { name: "a walk that fills an ignore matcher, not records", code: "export async function matcherFor(files: string[], ignoreMatcher: { add(s: string): void }) {\n  try {\n    for (const f of files) ignoreMatcher.add(await load(f));\n  } catch (e) {\n    console.warn(e);\n  }\n  return ignoreMatcher;\n}\ndeclare function load(p: string): Promise<string>;\n" },
    { name: "an existence probe: the catch is the answer no", code: "import { access } from \"node:fs/promises\";\nexport async function present(paths: string[]) {\n  const found: string[] = [];\n  for (const p of paths) {\n    try {\n      await access(p);\n      found.push(p);\n    } catch {\n      // not there\n    }\n  }\n  return found;\n}\n" },
    { name: "a converter that keeps a placeholder for unknown kinds", code: "export function toParts(blocks: { type: string; text?: string }[]) {\n  return blocks.map((b) => {\n    switch (b.type) {\n      case \"text\":\n        return { text: b.text ?? \"\" };\n      default:\n        return { text: `[unsupported ${b.type} block]` };\n    }\n  }).filter(Boolean);\n}\n" },
    { name: "a presence check of a parser that cannot fail", code: "function clean(l: string) {\n  return l.trim() || undefined;\n}\nexport function lines(ls: string[], out: string[]) {\n  for (const l of ls) {\n    const c = clean(l);\n    if (c) out.push(c);\n  }\n}\n" },
    // Counters.
    { name: "a counter that reaches a log and the result", code: "export function parse(lines: string[]) {\n  let failed = 0;\n  const out: unknown[] = [];\n  for (const l of lines) {\n    try { out.push(JSON.parse(l)); } catch { failed++; }\n  }\n  console.log(failed);\n  return { out, failed };\n}\n" },
    { name: "a counter named for something else", code: "export function count(lines: string[]) {\n  let seen = 0;\n  for (const l of lines) seen++;\n}\n" },
    // From dogfooding: catches that enforce a boundary or build what to leave out.
    { name: "a containment check that keeps escaping paths out of the results", code: "export async function grepFiles(files: string[], root: string) {\n  const hits: string[] = [];\n  for (const f of files) {\n    try {\n      assertPathContained(root, f);\n      hits.push(f);\n    } catch {\n      continue;\n    }\n  }\n  return { hits };\n}\ndeclare function assertPathContained(r: string, p: string): void;\n" },
    { name: "an exclusion set that grows smaller on failure: more output, not less", code: "export function excludedNodes(selectors: string[], doc: { query(s: string): number[] }) {\n  const excludedIds = new Set<number>();\n  for (const s of selectors) {\n    try {\n      for (const id of doc.query(s)) excludedIds.add(id);\n    } catch {}\n  }\n  return excludedIds;\n}\n" },
    { name: "a first-match search over candidates: a failure only narrows the search", code: "export function firstJson(candidates: string[], seen: string[]) {\n  for (const c of candidates) {\n    try {\n      seen.push(c);\n      return JSON.parse(c) as unknown;\n    } catch {\n      continue;\n    }\n  }\n  return undefined;\n}\n" },
    { name: "a search loop that stops at the first hit", code: "export function findMatch(selectors: string[], page: { query(s: string): string[] }) {\n  const hits: string[] = [];\n  for (const s of selectors) {\n    try {\n      hits.push(...page.query(s));\n    } catch {\n      continue;\n    }\n    if (hits.length) break;\n  }\n  return hits[0];\n}\n" },
    { name: "a defensive catch around DOM calls that do not throw", code: "export function textsOf(nodes: { textContent: string | null; getAttribute(n: string): string | null }[]) {\n  const out: string[] = [];\n  for (const n of nodes) {\n    try {\n      out.push(n.getAttribute(\"aria-label\") ?? n.textContent ?? \"\");\n    } catch {}\n  }\n  return out;\n}\n" },
    { name: "the first candidate that parses wins: a presence check that returns is a search", code: "function tryJson(s: string): unknown {\n  try {\n    return JSON.parse(s);\n  } catch {\n    return undefined;\n  }\n}\nexport function resultOf(candidates: string[]) {\n  for (const c of candidates) {\n    const parsed = tryJson(c);\n    if (parsed) return parsed;\n  }\n  return { success: false };\n}\n" },
    // Pumping a stream to a terminal or a response keeps no records to lose.
    {
      name: "an example script prints a model's text stream and reports a failure on stderr",
      code: `import { streamText } from "ai";
import { openai } from "@ai-sdk/openai";
async function main() {
  try {
    const result = streamText({ model: openai("gpt-4o-mini"), prompt: "Summarise the release notes." });
    for await (const delta of result.textStream) process.stdout.write(delta);
  } catch (error) {
    console.error(error);
  }
}
main();
`,
    },
    {
      name: "an HTTP bridge pumps an upstream body into the response",
      code: `import type { ServerResponse } from "node:http";
export async function relay(body: AsyncIterable<Uint8Array>, res: ServerResponse) {
  try {
    for await (const chunk of body) res.write(chunk);
  } catch {}
  res.end();
}
`,
    },
    {
      name: "the only call in the try is a helper of the same class that already catches everything",
      code: skillCatalog("console.warn(`skipping ${file}`, error);", "return { file, error: String(error) };"),
    },
    {
      name: "a catch that computes a fallback record and pushes it keeps the set whole",
      code: "export async function loadNotes(ids: string[]) {\n  const notes: string[] = [];\n  for (const id of ids) {\n    try {\n      notes.push(await fetchNote(id));\n    } catch (e) {\n      const placeholder = `note ${id} is unavailable: ${String(e)}`;\n      notes.push(placeholder);\n    }\n  }\n  return notes;\n}\ndeclare function fetchNote(id: string): Promise<string>;\n",
    },
    { name: "a promise's catch that rethrows with context", code: "export async function load(ids: string[]) {\n  return (await Promise.all(ids.map((id) => fetchDoc(id).catch((e) => { throw new Error(`doc ${id}`, { cause: e }); })))).flat();\n}\ndeclare function fetchDoc(id: string): Promise<string[]>;\n" },
    { name: "a promise's catch that yields an error record keeps the set's size", code: "export async function load(ids: string[]) {\n  return Promise.all(ids.map((id) => fetchDoc(id).catch((e) => ({ id, error: String(e) }))));\n}\ndeclare function fetchDoc(id: string): Promise<{ id: string }>;\n" },
    { name: "an install check that lists a folder with [] for a missing one answers yes or no", code: "import { promises as fs } from \"node:fs\";\nexport async function isInstalled(dir: string) {\n  const entries = await fs.readdir(dir).catch(() => []);\n  for (const e of entries) if (e.endsWith(\".node\")) return true;\n  return false;\n}\n" },
    { name: "cleanup that lists old recordings with [] for a missing folder", code: "import { promises as fs } from \"node:fs\";\nexport async function cleanupOldRecordings(dir: string) {\n  const files = await fs.readdir(dir).catch(() => []);\n  await Promise.all(files.map((f) => fs.rm(`${dir}/${f}`)));\n}\n" },
    { name: "a promise's catch with [] in a map whose results are kept, not flattened", code: "export async function perProvider(ps: { items(): Promise<string[]> }[]) {\n  return Promise.all(ps.map((p) => p.items().catch(() => [])));\n}\n" },
    {
      name: "a data handler that waits for the rest of a JSON message",
      code: "import type { Readable } from \"node:stream\";\nexport function messages(socket: Readable, out: unknown[]) {\n  let pending = \"\";\n  socket.on(\"data\", (chunk: Buffer) => {\n    pending += chunk.toString();\n    let message: unknown;\n    try {\n      message = JSON.parse(pending);\n    } catch {\n      return;\n    }\n    pending = \"\";\n    out.push(message);\n  });\n}\n",
    },
    // Odd code does not crash.
    { name: "a catch without a loop or a function", code: "try { JSON.parse(\"x\"); } catch {}\n" },
    { name: "a finally-only try in a loop", code: "export function f(xs: string[], out: unknown[]) {\n  for (const x of xs) {\n    try { out.push(JSON.parse(x)); } finally { }\n  }\n}\n" },
    {
      name: "settings and UI fallbacks that log and return empty: ignore patterns from a file, extensions from the environment, a favicon, a stream's data handler",
      code: `import { readFile } from "node:fs/promises";
export async function getIgnorePatternsFromFile(path: string): Promise<string[]> {
  try {
    return (await readFile(path, "utf8")).split("\\n").filter((l) => l && !l.startsWith("#"));
  } catch (e) {
    console.warn("no ignore file", e);
    return [];
  }
}
export function getCustomExtensionsFromEnv(): string[] {
  try {
    return JSON.parse(process.env.EXTRA_EXTENSIONS ?? "[]");
  } catch (e) {
    console.warn("bad EXTRA_EXTENSIONS", e);
    return [];
  }
}
export async function getFavicon(url: string): Promise<string> {
  try {
    return await (await fetch(new URL("/favicon.ico", url))).text();
  } catch (e) {
    console.debug("favicon", e);
    return "";
  }
}
export const handlers = {
  async onData(chunk: string): Promise<string> {
    try {
      return await render(chunk);
    } catch (e) {
      console.error(e);
      return "";
    }
  },
};
declare function render(s: string): Promise<string>;
`,
    },
    {
      name: "null from lookups of a path, a cached copy or a count, and from a bare return: probes, not records",
      code: `import { readFile, realpath } from "node:fs/promises";
export async function getWorkspacePath(p: string): Promise<string | null> {
  try {
    return await realpath(p);
  } catch {
    return null;
  }
}
export async function getCachedTools(key: string): Promise<string[] | undefined> {
  try {
    return JSON.parse(await readFile(key, "utf8"));
  } catch {
    return undefined;
  }
}
export async function getRowCount(table: string): Promise<number | null> {
  try {
    return Number(await readFile(table, "utf8"));
  } catch {
    return null;
  }
}
export async function loadBanner(p: string): Promise<void> {
  try {
    console.log(await readFile(p, "utf8"));
  } catch {
    return;
  }
}
`,
    },
    {
      name: "an empty fallback with no log and no gathering name: an optional source, not a reported failure",
      code: `import { readFile } from "node:fs/promises";
export async function userAliases(path: string): Promise<string[]> {
  try {
    return JSON.parse(await readFile(path, "utf8"));
  } catch {
    return [];
  }
}
`,
    },
    {
      name: "a forEach that fills each record's own list (its callback's parameter), not one gathered from outside",
      code: "export async function tagAll(links: { url: string; tags: string[] }[]) {\n  try {\n    for (const link of links) {\n      const found = await loadTags(link.url);\n      found.forEach((tag) => {\n        tag.sources.push(link.url);\n      });\n    }\n  } catch (error) {\n    console.error(error);\n  }\n}\ndeclare function loadTags(url: string): Promise<{ sources: string[] }[]>;\n",
    },
    {
      name: "a catch that hands back what was gathered before the try, not a list the failed step was to fill",
      code: "export async function searchAll(query: string, cached: string[]) {\n  const pages: string[] = [...cached];\n  try {\n    pages.push(...(await fetchMore(query)));\n    return pages;\n  } catch (error) {\n    console.error(error);\n    return pages;\n  }\n}\ndeclare function fetchMore(q: string): Promise<string[]>;\n",
    },
    {
      name: "a lookup whose log names the other way its caller takes (falling back to a semantic match)",
      code: "export async function findExactEntities(store: { list(n: number): Promise<string[]> }) {\n  const byText = new Map<string, string>();\n  try {\n    for (const row of await store.list(1000)) byText.set(row.toLowerCase(), row);\n  } catch (e) {\n    console.debug(`exact lookup failed, falling back to semantic dedup: ${e}`);\n    return byText;\n  }\n  return byText;\n}\n",
    },
    {
      name: "reads that fail become null, and the loop over them counts each one it skips",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function grepNotes(files: string[], term: string) {\n  const texts = await Promise.all(files.map((f) => readFile(f, \"utf-8\").catch(() => null)));\n  const hits: string[] = [];\n  const unreadable: number[] = [];\n  for (const [i, t] of texts.entries()) {\n    if (!t) {\n      unreadable.push(i);\n      continue;\n    }\n    if (t.includes(term)) hits.push(t);\n  }\n  return { hits, unreadable };\n}\n",
    },
    {
      name: "a loop over the results that stops at a missing one rather than skipping it",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function firstNotes(files: string[]) {\n  const texts = await Promise.all(files.map((f) => readFile(f, \"utf-8\").catch(() => null)));\n  const out: string[] = [];\n  for (const t of texts) {\n    if (t === null) throw new Error(\"a note could not be read\");\n    out.push(t);\n  }\n  return out;\n}\n",
    },
    {
      name: "a filter on the text's length, not on whether it is there",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function longNotes(files: string[]) {\n  const texts = await Promise.all(files.map((f) => readFile(f, \"utf-8\").catch(() => \"(unreadable)\")));\n  return texts.filter((t) => t.length > 100);\n}\n",
    },
    {
      name: "Effect: a listing whose failure becomes a typed error of its own",
      code: "import { Effect } from \"effect\";\ndeclare const fs: { readDirectory(d: string): Effect.Effect<string[], Error>; readFileString(p: string): Effect.Effect<string, Error> };\nclass ListError extends Error {}\nexport const agentFiles = (dir: string) =>\n  Effect.gen(function* () {\n    const entries = yield* fs.readDirectory(dir).pipe(Effect.catchAll((e) => Effect.fail(new ListError(String(e)))));\n    return entries;\n  });\n",
    },
    {
      // Twin of the forEach over settled results: nothing here was settled, `status` is the job's own.
      name: "a forEach keeping finished jobs, in a function that settles nothing",
      code: "export function finished(jobs: { status: string; value: string[] }[]) {\n  const out: string[] = [];\n  jobs.forEach((job) => {\n    if (job.status === \"fulfilled\") out.push(...job.value);\n  });\n  return out;\n}\n",
    },
    {
      // Twin of the narrowed getter: a settings read whose empty fallback is a default.
      name: "a getter of ignore patterns from a file falls back to none",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function getIgnorePatternsFromFile(path: string): Promise<string[]> {\n  try {\n    return (await readFile(path, \"utf8\")).split(\"\\n\").filter(Boolean);\n  } catch {\n    return [];\n  }\n}\n",
    },
    {
      name: "a catch that keeps the failure where the history's caller reads it, beside the cached copy it forgets",
      code: SESSION_HISTORY("  private cache = new Map<string, string[]>();\n  readonly unreadable = new Map<string, unknown>();", "      this.unreadable.set(path, err);\n      this.cache.delete(path);"),
    },
    {
      // Only a cache's delete is bookkeeping; dropping the open session is the catch's recovery.
      name: "a catch that logs and closes the session it could not read, so the next call opens it again",
      code: SESSION_HISTORY("  private openSessions = new Map<string, number>();", "      console.error(\"[history] cannot read the session file\", { path, err });\n      this.openSessions.delete(path);"),
    },
    {
      name: "a concurrent map run for its side effect whose catch keeps the note it could not read",
      code: "declare function listNotes(v: string): Promise<string[]>;\ndeclare function readNote(v: string, p: string): Promise<string>;\ndeclare function mapConcurrent<T, R>(xs: T[], n: number, f: (x: T) => Promise<R>): Promise<R[]>;\ndeclare function rank(c: Map<string, string>, q: string): { path: string }[];\nexport async function searchVault(vault: string, query: string) {\n  const contents = new Map<string, string>();\n  const unreadable: string[] = [];\n  await mapConcurrent(await listNotes(vault), 8, async (notePath) => {\n    try {\n      contents.set(notePath, await readNote(vault, notePath));\n    } catch {\n      unreadable.push(notePath);\n    }\n    return undefined;\n  });\n  return { hits: rank(contents, query), unreadable };\n}\n",
    },
    {
      name: "Effect: cleanup that goes on past a file it cannot remove",
      code: "import { Effect } from \"effect\";\ndeclare const fs: { readDirectory(d: string): Effect.Effect<string[], Error>; readFileString(p: string): Effect.Effect<string, Error> };\ndeclare function removeFile(p: string): Effect.Effect<void, Error>;\nexport const cleanupTemp = (paths: string[]) =>\n  Effect.gen(function* () {\n    for (const p of paths) {\n      yield* removeFile(p).pipe(Effect.catchAll(() => Effect.void));\n    }\n  });\n",
    },
  ],
  invalid: [
    {
      // "No commits" where the truth is "git failed": the walk goes on with an empty list.
      name: "a catch that logs and empties the list the try was to fill, in a function named for discovering",
      code: DISCOVER("    if (process.env.DEBUG) console.error(\"discovery failed\", error);\n    commits = [];"),
      errors: [{ messageId: "emptyResult", line: 9, data: { value: "`[]`", what: "`gitLog`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      // Forgetting a stale cached copy keeps no trace of the failure: the history still reads as empty.
      name: "a catch that logs, forgets the cached copy and answers an empty history",
      code: SESSION_HISTORY("  private cache = new Map<string, string[]>();", "      console.error(\"[history] cannot read the session file\", { path, err });\n      this.cache.delete(path);"),
      errors: [{ messageId: "emptyResult", line: 11, data: { value: "`[]`", what: "`readFile`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      // `return undefined` satisfies the mapper's type; the callback still gives back nothing.
      name: "a concurrent map run for its side effect, its callback ending in return undefined",
      code: "declare function listNotes(v: string): Promise<string[]>;\ndeclare function readNote(v: string, p: string): Promise<string>;\ndeclare function mapConcurrent<T, R>(xs: T[], n: number, f: (x: T) => Promise<R>): Promise<R[]>;\ndeclare function rank(c: Map<string, string>, q: string): { path: string }[];\nexport async function searchVault(vault: string, query: string) {\n  const contents = new Map<string, string>();\n  await mapConcurrent(await listNotes(vault), 8, async (notePath) => {\n    try {\n      contents.set(notePath, await readNote(vault, notePath));\n    } catch {\n      // one unreadable note must not end the search\n    }\n    return undefined;\n  });\n  return rank(contents, query);\n}\n",
      errors: [{ messageId: "droppedRecord", line: 10 }],
    },
    {
      name: "a catch that logs and empties the list, in a function of any name",
      code: DISCOVER("    console.warn(\"churn skipped\", error);\n    commits = [];", "churnOf"),
      errors: [{ messageId: "emptyResult", line: 9, data: { value: "`[]`", what: "`gitLog`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      // The parser's null is the record's only trace, and the walk pushes only what is there.
      name: "a parse method that answers null, its caller pushing only what parsed and matched",
      code: MEMORY_STORE("      if (memory && memory.content) memories.push(memory);"),
      errors: [{ messageId: "standInFiltered", line: 17, data: { filter: "if (memory && memory.content)", line: "8", mapper: "`this.parseMemory`", value: "null", failure: "`JSON.parse` throws" } }],
    },
    {
      name: "continue in the catch of a JSONL loop, with the ledger suggestion",
      code: jsonl("      continue;"),
      errors: [
        {
          messageId: "droppedRecord",
          line: 8,
          data: { what: "A record that fails `JSON.parse`", how: "by `continue` in its catch", logNote: "" },
          suggestions: [{ messageId: "suggestLedger", data: { name: "skipped" }, output: LEDGER_FIXED }],
        },
      ],
    },
    {
      name: "the collect() shape: one push in the try, blank lines guarded, the list declared just before",
      code: PUSH_LOOP(""),
      errors: [
        {
          messageId: "droppedRecord",
          line: 9,
          suggestions: [
            { messageId: "suggestCollect", data: { name: "skipped" }, output: COLLECT_FIXED },
            { messageId: "suggestLedger", data: { name: "skipped" }, output: PUSH_LOOP("", true) },
          ],
        },
      ],
    },
    {
      name: "collect() trap: the list is reassigned after the loop, so only the ledger",
      code: PUSH_LOOP("  events = events.slice(1);\n").replace("const events", "let events"),
      errors: [{ messageId: "droppedRecord", line: 9, suggestions: [{ messageId: "suggestLedger", data: { name: "skipped" }, output: PUSH_LOOP("  events = events.slice(1);\n", true).replace("const events", "let events") }] }],
    },
    {
      name: "collect() trap: a comment in the loop would be lost, so only the ledger",
      code: PUSH_LOOP("").replace("    } catch {", "    } catch {\n      // bad line"),
      errors: [{ messageId: "droppedRecord", suggestions: [{ messageId: "suggestLedger", data: { name: "skipped" }, output: PUSH_LOOP("", true).replace("      skipped.push", "      skipped.push").replace("skipped.push({ error: String(error) });\n      continue;", "skipped.push({ error: String(error) });\n      // bad line\n      continue;") }] }],
    },
    {
      name: "collect() trap: an await in the pushed value cannot move into the parse callback",
      code: PUSH_LOOP("").replace("JSON.parse(line) as Event", "(await decode(line)) as Event").replace("interface Event", "declare function decode(l: string): Promise<unknown>;\ninterface Event"),
      errors: [{ messageId: "droppedRecord", suggestions: [{ messageId: "suggestLedger", data: { name: "skipped" }, output: PUSH_LOOP("", true).replace("JSON.parse(line) as Event", "(await decode(line)) as Event").replace("interface Event", "declare function decode(l: string): Promise<unknown>;\ninterface Event") }] }],
    },
    {
      name: "collect() trap: a guard that calls something else is not moved before the parse",
      code: PUSH_LOOP("").replace('line.trim() === ""', "seen(line)").replace("interface Event", "declare function seen(l: string): boolean;\ninterface Event"),
      errors: [{ messageId: "droppedRecord", suggestions: [{ messageId: "suggestLedger", data: { name: "skipped" }, output: PUSH_LOOP("", true).replace('line.trim() === ""', "seen(line)").replace("interface Event", "declare function seen(l: string): boolean;\ninterface Event") }] }],
    },
    {
      name: "a cursor loop that breaks on a failing page: exhaust() reads the same pages and rejects on a failure",
      code: PAGED_LOOP(""),
      errors: [{ messageId: "partialPage", line: 12, suggestions: [{ messageId: "suggestExhaust", output: EXHAUST_FIXED }] }],
    },
    {
      name: "exhaust() trap: a cursor that starts from the caller's position is not rewritten",
      code: PAGED_LOOP("").replace("let cursor: string | undefined;", "let cursor: string | undefined = start;").replace("project: string)", "project: string, start?: string)"),
      errors: [{ messageId: "partialPage", suggestions: [] }],
    },
    {
      name: "exhaust() trap: the cursor is read after the loop (to say where it stopped), so no rewrite",
      code: PAGED_LOOP("  console.log(cursor);\n"),
      errors: [{ messageId: "partialPage", suggestions: [] }],
    },
    {
      name: "exhaust() trap: a comment in the loop would be lost",
      code: PAGED_LOOP("").replace("      break;", "      break; // give up"),
      errors: [{ messageId: "partialPage", suggestions: [] }],
    },
    {
      name: "an empty catch around a push",
      code: walker("", ""),
      errors: [{ messageId: "droppedRecord", line: 7, data: { what: "A record that fails `readFile`", how: "by an empty catch", logNote: "" }, suggestions: [] }],
    },
    {
      name: "a catch that only logs is no trace",
      code: walker("      console.warn(`skipping ${file}`, error);"),
      errors: [{ messageId: "droppedRecord", line: 7, data: { what: "A record that fails `readFile`", how: "by a catch that only logs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." }, suggestions: [] }],
    },
    {
      name: "a catch that only logs through a logger, then continues",
      code: jsonl("      logger.debug(`bad line: ${line}`);\n      continue;").replace("interface Event", "declare const logger: { debug(m: string): void };\ninterface Event"),
      errors: [{ messageId: "droppedRecord", line: 9, suggestions: 1 as never }],
    },
    {
      name: "a narrow catch, when asked for",
      code: walker('      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;'),
      options: [{ checkNarrowCatches: true }],
      errors: [{ messageId: "droppedRecord", line: 7 }],
    },
    {
      name: "null from a map callback, filtered after Promise.all",
      code: MAPPED,
      errors: [{ messageId: "droppedRecord", line: 7, data: { what: "A record that fails `fetchPage`", how: "as `null` from the map callback, which the `.filter((p) => p !== null)` after it removes", logNote: "" } }],
    },
    {
      name: "a named mapper that returns undefined from its catch",
      code: NAMED_MAPPER,
      errors: [{ messageId: "filteredFailures", line: 9, data: { filter: ".filter(Boolean)", mapper: "`tryParse`", value: "undefined", failure: "`JSON.parse` throws" } }],
    },
    {
      name: "a method mapper through this.",
      code: "export class Reader {\n  private parseLine(l: string) {\n    try { return JSON.parse(l); } catch { return null; }\n  }\n  read(lines: string[]) {\n    return lines.map((l) => l.trim()).map(this.parseLine).filter((x) => x != null);\n  }\n}\n",
      errors: [{ messageId: "filteredFailures", line: 6 }],
    },
    {
      name: "an inline mapper that returns nothing when the response is not ok",
      code: "export async function pages(urls: string[]) {\n  const out = await Promise.all(urls.map(async (u) => {\n    const res = await fetch(u);\n    if (!res.ok) return undefined;\n    return res.text();\n  }));\n  return out.filter(Boolean);\n}\n",
      errors: [{ messageId: "filteredFailures", line: 7, data: { filter: ".filter(Boolean)", mapper: "the map callback", value: "nothing", failure: "`!res.ok`" } }],
    },
    {
      name: "flatMap returning an empty list on failure",
      code: "export function parseAll(blocks: string[]) {\n  return blocks.flatMap((b) => {\n    try {\n      return JSON.parse(b) as unknown[];\n    } catch {\n      return [];\n    }\n  });\n}\n",
      errors: [{ messageId: "droppedRecord", line: 6, data: { what: "A record that fails `JSON.parse`", how: "as an empty list from the flatMap callback", logNote: "" } }],
    },
    {
      name: "forEach with an empty catch around the push",
      code: "export function parseAll(lines: string[]) {\n  const out: unknown[] = [];\n  lines.forEach((l) => {\n    try {\n      out.push(JSON.parse(l));\n    } catch {}\n  });\n  return { out };\n}\n",
      errors: [
        {
          messageId: "droppedRecord",
          line: 6,
          suggestions: [
            {
              messageId: "suggestLedger",
              data: { name: "skipped" },
              output: "export function parseAll(lines: string[]) {\n  const out: unknown[] = [];\n  const skipped: { error: string }[] = [];\n  lines.forEach((l) => {\n    try {\n      out.push(JSON.parse(l));\n    } catch (error) {\n      skipped.push({ error: String(error) });\n    }\n  });\n  return { out, skipped };\n}\n",
            },
          ],
        },
      ],
    },
    {
      name: "reduce returning the accumulator from its catch",
      code: "export function index(lines: string[]) {\n  return lines.reduce<Record<string, unknown>>((acc, l) => {\n    try {\n      const r = JSON.parse(l);\n      acc[r.id] = r;\n    } catch {\n      return acc;\n    }\n    return acc;\n  }, {});\n}\n",
      errors: [{ messageId: "droppedRecord", line: 7, data: { what: "A record that fails `JSON.parse`", how: "by returning the accumulator unchanged", logNote: "" } }],
    },
    {
      name: "safeParse failures filtered out",
      code: "import { z } from \"zod\";\nconst Row = z.object({ id: z.string() });\nexport function rows(raw: unknown[]) {\n  return raw.map((r) => Row.safeParse(r)).filter((p) => p.success).map((p) => p.data);\n}\n",
      errors: [{ messageId: "safeParseDropped", line: 4, data: { schema: "Row.safeParse", how: "by `.filter((p) => p.success)`" } }],
    },
    {
      name: "safeParse failures skipped with continue",
      code: "import { z } from \"zod\";\nconst Row = z.object({ id: z.string() });\nexport function rows(raw: unknown[]) {\n  const out = [];\n  for (const r of raw) {\n    const parsed = Row.safeParse(r);\n    if (!parsed.success) continue;\n    out.push(parsed.data);\n  }\n  return out;\n}\n",
      errors: [{ messageId: "safeParseDropped", line: 7, data: { schema: "Row.safeParse", how: "by `continue`" } }],
    },
    {
      // The classic: servers that fail to connect vanish from the list, whatever the list is called.
      name: "allSettled kept into a list named for connections",
      code: "export async function connectAll(urls: string[]) {\n  const clients: Client[] = [];\n  for (const r of await Promise.allSettled(urls.map((u) => connect(u)))) {\n    if (r.status === \"fulfilled\") clients.push(r.value);\n  }\n  return clients;\n}\ninterface Client { url: string }\ndeclare function connect(u: string): Promise<Client>;\n",
      errors: [{ messageId: "settledDropped", line: 4 }],
    },
    {
      name: "allSettled keeping only fulfilled, by filter",
      code: "export async function fetchAll(urls: string[]) {\n  const settled = await Promise.allSettled(urls.map((u) => fetch(u)));\n  return settled.filter((s) => s.status === \"fulfilled\").map((s) => (s as PromiseFulfilledResult<Response>).value);\n}\n",
      errors: [{ messageId: "settledDropped", line: 3 }],
    },
    {
      // The settled results are walked by a callback; the callback's function did the settling.
      name: "allSettled keeping only fulfilled, in a forEach callback",
      code: "export async function elementsByType(sources: (() => Promise<string[]>)[]) {\n  const results = await Promise.allSettled(sources.map((s) => s()));\n  const all: string[] = [];\n  results.forEach((r) => {\n    if (r.status === \"fulfilled\") all.push(...r.value);\n  });\n  return all;\n}\n",
      errors: [{ messageId: "settledDropped", line: 5 }],
    },
    {
      // Named for a plural of records narrowed by a key: a failure reads as "there are none of that type".
      name: "a getter of elements by type answers none when the index read fails",
      code: "export class IndexManager {\n  constructor(private readonly local: { getElementsByType(t: string): Promise<{ name: string }[]> }) {}\n  async getLocalElementsByType(type: string): Promise<{ name: string }[]> {\n    try {\n      const rows = await this.local.getElementsByType(type);\n      return rows.map((r) => ({ name: r.name }));\n    } catch {\n      return [];\n    }\n  }\n}\n",
      errors: [{ messageId: "emptyResult", line: 8, data: { value: "`[]`", what: "`local.getElementsByType`", logNote: "" } }],
    },
    {
      name: "allSettled keeping only fulfilled, in a loop",
      code: "export async function fetchAll(urls: string[]) {\n  const out: Response[] = [];\n  for (const s of await Promise.allSettled(urls.map((u) => fetch(u)))) {\n    if (s.status === \"fulfilled\") out.push(s.value);\n  }\n  return out;\n}\n",
      errors: [{ messageId: "settledDropped", line: 4 }],
    },
    {
      name: "a pagination loop that breaks on a failing page",
      code: PAGINATION,
      errors: [
        {
          messageId: "partialPage",
          line: 10,
          data: { unit: "page", how: "break", whole: "listing", logNote: "" },
          suggestions: [
            {
              messageId: "suggestExhaust",
              output: `import { exhaust } from "tool-output-cutter";
export async function listAll(client: Client) {
  const { items } = await exhaust(async (cursor) => {
    const page = await client.list({ cursor });
    return { items: page.items, envelope: { complete: !page.nextCursor, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
  }).then((all) => {
    if (!all.complete) throw all.error ?? new Error(\`listing incomplete (\${all.problems.map((p) => p.kind).join(", ")})\`);
    return all;
  });
  return items;
}
interface Item { id: string }
interface Client { list(o: { cursor?: string }): Promise<{ items: Item[]; nextCursor?: string }> }
`,
            },
          ],
        },
      ],
    },
    {
      name: "a batch loop that returns what it has",
      code: "export async function embedAll(batches: string[][]) {\n  const vectors: number[][] = [];\n  for (const b of batches) {\n    try {\n      vectors.push(...(await embed(b)));\n    } catch (e) {\n      console.error(e);\n      return vectors;\n    }\n  }\n  return vectors;\n}\ndeclare function embed(b: string[]): Promise<number[][]>;\n",
      errors: [{ messageId: "partialPage", line: 8, data: { unit: "batch", how: "return vectors", whole: "loop", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "an MCP tool that turns an error into 'No results found'",
      code: mcpSearch('    return { content: [{ type: "text", text: "No results found" }] };'),
      errors: [{ messageId: "errorAsEmpty", line: 9, data: { value: '`{ content: [{ type: "text", text: "No results found" }] }`', logNote: "" } }],
    },
    {
      name: "an AI SDK tool that returns [] on error",
      code: "import { tool } from \"ai\";\nimport { z } from \"zod\";\nexport const find = tool({\n  description: \"Find files\",\n  inputSchema: z.object({ glob: z.string() }),\n  execute: async ({ glob }) => {\n    try {\n      return await findFiles(glob);\n    } catch {\n      return [];\n    }\n  },\n});\ndeclare function findFiles(g: string): Promise<string[]>;\n",
      errors: [{ messageId: "errorAsEmpty", line: 10, data: { value: "`[]`", logNote: "" } }],
    },
    {
      name: "a LangChain tool that returns an empty results object",
      code: "import { tool } from \"@langchain/core/tools\";\nimport { z } from \"zod\";\nexport const lookup = tool(async ({ q }) => {\n  try {\n    return JSON.stringify(await kb(q));\n  } catch (e) {\n    console.error(e);\n    return JSON.stringify({ results: [] });\n  }\n}, { name: \"lookup\", description: \"Look up\", schema: z.object({ q: z.string() }) });\ndeclare function kb(q: string): Promise<unknown>;\n",
      errors: [{ messageId: "errorAsEmpty", line: 8, data: { value: "`JSON.stringify({ results: [] })`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a capped gathering loop is not a search: its break is a cap",
      code: "export function firstHundred(lines: string[]) {\n  const out: unknown[] = [];\n  for (const l of lines) {\n    try {\n      out.push(JSON.parse(l));\n    } catch {\n      continue;\n    }\n    if (out.length >= 100) break;\n  }\n  return out;\n}\n",
      errors: [{ messageId: "droppedRecord", line: 7, suggestions: [] }],
    },
    {
      name: "the message names the call that reads, not the one that builds a path",
      code: "import { readFileSync } from \"node:fs\";\nimport { join } from \"node:path\";\nexport function manifests(dirs: string[]) {\n  const out: unknown[] = [];\n  for (const d of dirs) {\n    try {\n      const p = join(d, \"package.json\");\n      out.push(JSON.parse(readFileSync(p, \"utf8\")));\n    } catch (e) {\n      console.warn(e);\n    }\n  }\n  return out;\n}\n",
      errors: [{ messageId: "droppedRecord", line: 9, data: { what: "A record that fails `readFileSync`", how: "by a catch that only logs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." }, suggestions: [] }],
    },
    {
      name: "an empty-looking return outside any tool: the caller cannot tell none from failed",
      code: "export async function search(q: string) {\n  try {\n    return await backend(q);\n  } catch {\n    return [];\n  }\n}\ndeclare function backend(q: string): Promise<string[]>;\n",
      errors: [{ messageId: "emptyResult", line: 5, data: { value: "`[]`", what: "`backend`", logNote: "" } }],
    },
    {
      name: "a list that keeps its empty default when its source fails",
      code: "export async function retrieve(q: string) {\n  let ftsHits: string[] = [];\n  try {\n    ftsHits = await fullText(q);\n  } catch (e) {\n    console.error(\"full-text search failed\", e);\n  }\n  let vectorHits: string[] = [];\n  try {\n    vectorHits = await vectors(q);\n  } catch {}\n  return [...ftsHits, ...vectorHits];\n}\ndeclare function fullText(q: string): Promise<string[]>;\ndeclare function vectors(q: string): Promise<string[]>;\n",
      errors: [
        { messageId: "emptyDefault", line: 5, data: { call: "`fullText`", name: "ftsHits", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } },
        { messageId: "emptyDefault", line: 11, data: { call: "`vectors`", name: "vectorHits", logNote: "" } },
      ],
    },
    {
      name: "a directory listing that fails before its first entry leaves the list at its empty default",
      code: "import { readdir } from \"node:fs/promises\";\nexport async function listDirs(root: string) {\n  const dirs: string[] = [];\n  try {\n    for (const e of await readdir(root, { withFileTypes: true })) if (e.isDirectory()) dirs.push(e.name);\n  } catch (err) {\n    console.warn(`could not read ${root}: ${err}`);\n  }\n  return dirs;\n}\n",
      errors: [{ messageId: "emptyDefault", line: 6, data: { call: "`readdir`", name: "dirs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a listing that fails into a list already holding the roots leaves a partial list",
      code: "import { readdir } from \"node:fs/promises\";\nexport async function treeOf(root: string) {\n  const paths: string[] = [root];\n  try {\n    for (const e of await readdir(root)) paths.push(`${root}/${e}`);\n  } catch {}\n  return paths;\n}\n",
      errors: [{ messageId: "partialResult", line: 6, data: { call: "`readdir`", name: "paths", when: "", logNote: "" } }],
    },
    {
      name: "a same-class helper that rethrows: the caller's catch is where the record goes",
      code: skillCatalog("continue;", "throw new Error(`bad skill file ${file}`, { cause: error });"),
      errors: [{ messageId: "droppedRecord", line: 8, data: { what: "A record that fails `readSkill`", how: "by `continue` in its catch", logNote: "" }, suggestions: [] }],
    },
    {
      name: "the message names the awaited read, not the type guard or what only feeds a log line",
      code: `export async function definitionsOf(symbols: Sym[]) {
  const found: string[] = [];
  for (const s of symbols) {
    try {
      logger.debug(JSON.stringify(s));
      if (isAlias(s)) continue;
      found.push(await readSource(s.file));
    } catch {}
  }
  return found;
}
interface Sym { file: string }
declare const logger: { debug(m: string): void };
declare function isAlias(s: Sym): boolean;
declare function readSource(f: string): Promise<string>;
`,
      errors: [{ messageId: "droppedRecord", line: 8, data: { what: "A record that fails `readSource`", how: "by an empty catch", logNote: "" }, suggestions: [] }],
    },
    {
      name: "a map callback that logs in branches and keeps a null-content stand-in for an unreadable file",
      code: `import { readFile } from "node:fs/promises";
export async function readInstructionFiles(paths: string[]) {
  return Promise.all(
    paths.map(async (filePath) => {
      try {
        return { filePath, content: await readFile(filePath, "utf8") };
      } catch (error: unknown) {
        const isDirectory = error instanceof Error && (error as NodeJS.ErrnoException).code === "EISDIR";
        if (isDirectory) {
          logger.debug(\`skipping directory \${filePath}\`);
        } else {
          const message = error instanceof Error ? error.message : String(error);
          logger.warn(\`could not read \${filePath}: \${message}\`);
        }
        return { filePath, content: null };
      }
    }),
  );
}
declare const logger: { debug(m: string): void; warn(m: string): void };
`,
      errors: [{ messageId: "droppedRecord", line: 15, data: { what: "A record that fails `readFile`", how: "as an empty stand-in (`{ filePath, content: null }`) from the map callback", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a local that only shapes the log message does not make the catch a fallback",
      code: "export async function loadNotes(ids: string[]) {\n  const notes: string[] = [];\n  for (const id of ids) {\n    try {\n      notes.push(await fetchNote(id));\n    } catch (e) {\n      const reason = e instanceof Error ? e.message : String(e);\n      console.warn(`note ${id}: ${reason}`);\n    }\n  }\n  return notes;\n}\ndeclare function fetchNote(id: string): Promise<string>;\n",
      errors: [{ messageId: "droppedRecord", line: 6, data: { what: "A record that fails `fetchNote`", how: "by a catch that only logs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." }, suggestions: [] }],
    },
    {
      name: "a search loop that checks a candidate exists and then reads it: the catch swallows a real read failure",
      code: `export async function loadAgentFile(dir: string, ide: Ide) {
  const rules: string[] = [];
  for (const name of ["AGENTS.md", "AGENT.md"]) {
    try {
      const uri = \`\${dir}/\${name}\`;
      if (await ide.fileExists(uri)) rules.push(await ide.readFile(uri));
      break;
    } catch {
      // try the next name
    }
  }
  return rules;
}
interface Ide { fileExists(u: string): Promise<boolean>; readFile(u: string): Promise<string> }
`,
      errors: [{ messageId: "droppedRecord", line: 8 }],
    },
    {
      name: "a promise's catch that yields [] for a provider, flattened away",
      code: `export async function contextFromProviders(providers: Provider[], query: string) {
  const items = (await Promise.all(providers.map((p) => p.items(query).catch(() => [])))).flat();
  return items;
}
interface Provider { items(q: string): Promise<string[]> }
`,
      errors: [{ messageId: "droppedRecord", line: 2, data: { what: "A record that fails `p.items`", how: "as `[]` from the promise's `.catch()`, which the `.flat()` after it removes", logNote: "" } }],
    },
    {
      name: "a promise's catch that yields null for a file, filtered out after the map",
      code: `export async function filesFor(uris: string[]) {
  const files = await Promise.all(uris.map((u) => readContextFile(u).catch((e) => { logger.debug(String(e)); return null; })));
  return files.filter(Boolean);
}
declare function readContextFile(u: string): Promise<string>;
declare const logger: { debug(m: string): void };
`,
      errors: [{ messageId: "droppedRecord", line: 2, data: { what: "A record that fails `readContextFile`", how: "as `null` from the promise's `.catch()`, which the `.filter(Boolean)` after it removes", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "tool results awaited with [] for a failure read as no results",
      code: `export async function runTurn(calls: Call[]) {
  const results = await executeCalls(calls).catch(() => []);
  return { role: "tool", results };
}
interface Call { id: string }
declare function executeCalls(c: Call[]): Promise<string[]>;
`,
      errors: [{ messageId: "emptyResult", line: 2, data: { value: "`[]`", what: "`executeCalls`", logNote: "" } }],
    },
    {
      name: "a resource listing that returns [] when the server fails",
      code: `export class Servers {
  async getResourceList(name: string): Promise<string[]> {
    try {
      return (await this.client(name).listResources()).resources;
    } catch (error) {
      logDebug("servers", String(error));
      return [];
    }
  }
  client(name: string): { listResources(): Promise<{ resources: string[] }> } { throw new Error(name); }
}
declare function logDebug(scope: string, m: string): void;
`,
      errors: [{ messageId: "emptyResult", line: 7, data: { value: "`[]`", what: "`listResources`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a device listing whose catch logs the failure and hands back [] (no gathering name needed: the log says it was an error)",
      code: `import { execFile } from "node:child_process";
import { promisify } from "node:util";
const run = promisify(execFile);
export async function getConnectedDevices(): Promise<string[]> {
  try {
    const { stdout } = await run("adb", ["devices"]);
    return stdout.split("\\n").slice(1).filter(Boolean);
  } catch (error) {
    console.error("adb failed", error);
    return [];
  }
}
`,
      errors: [{ messageId: "emptyResult", line: 10, data: { value: "`[]`", what: "`run`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a template render whose catch logs and returns an empty text: the prompt goes out without it",
      code: `export class Templates {
  async renderSystemPrompt(name: string): Promise<string> {
    try {
      return await this.engine.render(name);
    } catch (e) {
      this.logger.warn("template failed", e);
      return "";
    }
  }
  engine = { render: async (n: string) => n };
  logger = { warn: (...a: unknown[]) => void a };
}
`,
      errors: [{ messageId: "emptyResult", line: 7, data: { value: "`\"\"`", what: "`engine.render`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "an MCP resource whose catch logs through a logger's namespace and answers with no contents",
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
declare const logger: { mcp: { errorWithError(m: string, e: unknown): void } };
declare function timeline(): Promise<{ id: string; text: string }[]>;
const server = new McpServer({ name: "social", version: "1.0.0" });
server.resource("timeline", "social://timeline", async () => {
  try {
    const posts = await timeline();
    return { contents: posts.map((p) => ({ uri: \`social://post/\${p.id}\`, text: p.text })) };
  } catch (error) {
    logger.mcp.errorWithError("Failed to get timeline:", error);
    return { contents: [] };
  }
});
`,
      errors: [{ messageId: "emptyResult", line: 11, data: { value: "`{ contents: [] }`", what: "`timeline`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a lookup of one record that answers null when the read fails: its callers say \"not found\"",
      code: `import { readFile } from "node:fs/promises";
interface Memory { id: string; text: string }
export async function getMemory(dir: string, id: string): Promise<Memory | null> {
  try {
    return JSON.parse(await readFile(\`\${dir}/\${id}.json\`, "utf8")) as Memory;
  } catch {
    return null;
  }
}
`,
      errors: [{ messageId: "emptyResult", line: 7, data: { value: "`null`", what: "`readFile`", logNote: "" } }],
    },
    {
      name: "allSettled results kept when fulfilled and present: the rejections vanish",
      code: `export async function runAll(tasks: Promise<string | null>[]) {
  const settled = await Promise.allSettled(tasks);
  return settled.filter((r) => r.status === "fulfilled" && r.value).map((r) => (r as PromiseFulfilledResult<string>).value);
}
`,
      errors: [{ messageId: "settledDropped", line: 3 }],
    },
    {
      name: "a line handler of a ripgrep stream that returns on a line it cannot parse",
      code: `import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
export function collectMatches(stdout: Readable, onDone: (m: string[]) => void) {
  const matches: string[] = [];
  const rl = createInterface({ input: stdout });
  rl.on("line", (line) => {
    let event: { type: string; path: string };
    try {
      event = JSON.parse(line);
    } catch {
      return;
    }
    if (event.type === "match") matches.push(event.path);
  });
  rl.on("close", () => onDone(matches));
}
`,
      errors: [{ messageId: "droppedRecord", line: 11, data: { what: "A record that fails `JSON.parse`", how: "by an empty catch", logNote: "" } }],
    },
    {
      name: "a walk that fails inside its body stops part-way",
      code: "export async function readAllFiles(paths: string[]) {\n  const texts: string[] = [];\n  try {\n    for (const p of paths) texts.push(await load(p));\n  } catch {}\n  return texts;\n}\ndeclare function load(p: string): Promise<string>;\n",
      errors: [{ messageId: "partialResult", line: 5, data: { call: "`load`", name: "texts", when: " part-way", logNote: "" } }],
    },
    {
      name: "a walk whose pages are added one by one in a forEach stops part-way, and the rest of the pages are never embedded",
      code: "export async function pagesFor(links: string[]) {\n  const docs: string[] = [];\n  try {\n    for (const link of links) {\n      const pages = await loadPages(link);\n      pages.forEach((page) => {\n        docs.push(page);\n      });\n    }\n  } catch (error) {\n    console.error(error);\n  }\n  return embedAll(docs);\n}\ndeclare function loadPages(link: string): Promise<string[]>;\ndeclare function embedAll(docs: string[]): Promise<number>;\n",
      errors: [{ messageId: "partialResult", line: 10, data: { call: "`loadPages`", name: "docs", when: " part-way", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a search whose catch hands back the lists the try was to fill, still empty, as its answer",
      code: "export class WebSearch {\n  async search(query: string) {\n    let pages: string[] = [];\n    let images: string[] = [];\n    try {\n      const body = await (await fetch(`https://example.test/?q=${query}`)).json();\n      pages = pages.concat(body.organic);\n      images.push(...body.images);\n      return { pages, images };\n    } catch (error) {\n      console.error(\"search failed\", error);\n      return { pages, images };\n    }\n  }\n}\n",
      errors: [{ messageId: "emptyResult", line: 12, data: { value: "`{ pages, images }`", what: "`fetch`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "an empty list declared ahead and handed back by the catch is an empty result all the same",
      code: "export async function searchDocs(query: string) {\n  const none: string[] = [];\n  try {\n    return await fetchDocs(query);\n  } catch (error) {\n    console.error(error);\n    return none;\n  }\n}\ndeclare function fetchDocs(q: string): Promise<string[]>;\n",
      errors: [{ messageId: "emptyResult", line: 7, data: { value: "`none`", what: "`fetchDocs`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a log that says it falls back to an empty list names no other way",
      code: "export async function searchNotes(query: string) {\n  try {\n    return await fetchNotes(query);\n  } catch (e) {\n    console.warn(\"note search failed, falling back to an empty list\", e);\n    return [];\n  }\n}\ndeclare function fetchNotes(q: string): Promise<string[]>;\n",
      errors: [{ messageId: "emptyResult", line: 6, data: { value: "`[]`", what: "`fetchNotes`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "reads that fail become null in a batch, and the loop over the batch skips them",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function searchNotes(files: string[], term: string) {\n  const hits: string[] = [];\n  const contents = await Promise.all(files.map((f) => readFile(f, \"utf-8\").catch(() => null)));\n  for (let i = 0; i < files.length; i++) {\n    const content = contents[i];\n    if (content === null || content === undefined) continue;\n    if (content.includes(term)) hits.push(files[i] as string);\n  }\n  return hits;\n}\n",
      errors: [{ messageId: "droppedRecord", line: 4, data: { what: "A record that fails `readFile`", how: "as `null` from the promise's `.catch()`, which the `if (content === null || content === undefined) continue` on line 7 skips", logNote: "" } }],
    },
    {
      name: "reads that fail become null, and a for…of over them skips the nulls",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function grepNotes(files: string[], term: string) {\n  const texts = await Promise.all(files.map((f) => readFile(f, \"utf-8\").catch(() => null)));\n  const hits: string[] = [];\n  for (const t of texts) {\n    if (!t || t.startsWith(\"draft:\")) continue;\n    if (t.includes(term)) hits.push(t);\n  }\n  return hits;\n}\n",
      errors: [{ messageId: "droppedRecord", line: 3, data: { what: "A record that fails `readFile`", how: "as `null` from the promise's `.catch()`, which the `if (!t || t.startsWith(\"draft:\")) continue` on line 6 skips", logNote: "" } }],
    },
    {
      name: "a filter that tests presence first and then the query removes the failed reads with the misses",
      code: "import { readFile } from \"node:fs/promises\";\nexport async function grepNotes(files: string[], term: string) {\n  const texts = await Promise.all(files.map((f) => readFile(f, \"utf-8\").catch(() => null)));\n  return texts.filter((t) => t !== null && t.includes(term));\n}\n",
      errors: [{ messageId: "droppedRecord", line: 3, data: { what: "A record that fails `readFile`", how: "as `null` from the promise's `.catch()`, which the `.filter((t) => t !== null && t.includes(term))` after it removes", logNote: "" } }],
    },
    {
      name: "Effect: a directory listing that fails stands in as an empty one",
      code: "import { Effect } from \"effect\";\ndeclare const fs: { readDirectory(d: string): Effect.Effect<string[], Error>; readFileString(p: string): Effect.Effect<string, Error> };\nexport const agentFiles = (dir: string) =>\n  Effect.gen(function* () {\n    const entries = yield* fs.readDirectory(dir).pipe(Effect.catchAll(() => Effect.succeed([] as string[])));\n    return entries.filter((f) => f.endsWith(\".jsonl\"));\n  });\n",
      errors: [{ messageId: "emptyResult", line: 5, data: { value: "`[]`", what: "`fs.readDirectory`", logNote: "" } }],
    },
    {
      name: "Effect: a walk whose record's work fails goes on without it",
      code: "import { Effect } from \"effect\";\ndeclare const fs: { readDirectory(d: string): Effect.Effect<string[], Error>; readFileString(p: string): Effect.Effect<string, Error> };\ndeclare function indexFile(p: string): Effect.Effect<void, Error>;\nexport const indexAll = (paths: string[]) =>\n  Effect.gen(function* () {\n    for (const p of paths) {\n      yield* indexFile(p).pipe(Effect.catchAll(() => Effect.void));\n    }\n  });\n",
      errors: [{ messageId: "droppedRecord", line: 7, data: { what: "A record that fails `indexFile`", how: "by `Effect.catchAll(() => Effect.void)`", logNote: "" } }],
    },
    {
      name: "a map callback that stands an empty record in for a failed read",
      code: "import { readdir } from \"node:fs/promises\";\nexport async function scan(dirs: string[]) {\n  return Promise.all(dirs.map(async (dir) => {\n    try {\n      return { dir, entries: await readdir(dir) };\n    } catch {\n      return { dir, entries: [] };\n    }\n  }));\n}\n",
      errors: [{ messageId: "droppedRecord", line: 7, data: { what: "A record that fails `readdir`", how: "as an empty stand-in (`{ dir, entries: [] }`) from the map callback", logNote: "" } }],
    },
    {
      name: "a map callback that keeps the record but nulls its content",
      code: "export async function readMemories(paths: string[]) {\n  return Promise.all(paths.map(async (path) => {\n    try {\n      return { path, content: await load(path) };\n    } catch {\n      return { path, content: null };\n    }\n  }));\n}\ndeclare function load(p: string): Promise<string>;\n",
      errors: [{ messageId: "droppedRecord", line: 6, data: { what: "A record that fails `load`", how: "as an empty stand-in (`{ path, content: null }`) from the map callback", logNote: "" } }],
    },
    {
      name: "a content converter that maps unknown kinds to null and filters them",
      code: "export function toParts(blocks: { type: string; text?: string }[]) {\n  const parts = blocks.flatMap((b) => {\n    switch (b.type) {\n      case \"text\":\n        return [{ text: b.text ?? \"\" }];\n      default:\n        return null;\n    }\n  });\n  return parts.filter((p) => p !== null);\n}\n",
      errors: [{ messageId: "filteredFailures", line: 10, data: { filter: ".filter((p) => p !== null)", mapper: "the map callback", value: "null", failure: "the kind is not one it knows" } }],
    },
    {
      name: "a line parser that logs and returns null, checked with if",
      code: "function parseLine(l: string): Hit | null {\n  try {\n    return JSON.parse(l) as Hit;\n  } catch (e) {\n    console.warn(\"bad line\", e);\n  }\n  return null;\n}\nexport function hits(lines: string[]) {\n  const out: Hit[] = [];\n  for (const l of lines) {\n    const h = parseLine(l);\n    if (h) out.push(h);\n  }\n  return out;\n}\ninterface Hit { path: string }\n",
      // Reported at the catch that gives the stand-in, which names the guard that removes it.
      errors: [{ messageId: "standInFiltered", line: 4, data: { filter: "if (h)", line: "13", mapper: "`parseLine`", value: "undefined", failure: "`JSON.parse` throws" } }],
    },
    {
      // The guarded branch appends and only stops at a cap: not a search for the first that parses.
      name: "a method parser whose guard appends up to a cap",
      code: "export class Search {\n  private parse(line: string): { text: string } | null {\n    try {\n      return JSON.parse(line) as { text: string };\n    } catch {\n      return null;\n    }\n  }\n  run(lines: string[], max: number) {\n    const out: { text: string }[] = [];\n    for (const l of lines) {\n      const m = this.parse(l);\n      if (m) {\n        out.push(m);\n        if (out.length >= max) break;\n      }\n    }\n    return out;\n  }\n}\n",
      errors: [{ messageId: "standInFiltered", line: 6, data: { filter: "if (m)", line: "13", mapper: "`this.parse`", value: "null", failure: "`JSON.parse` throws" } }],
    },
    {
      // Two loops guard the same parser: one report, at its catch.
      name: "a parser guarded in two loops is reported once",
      code: "function parse(line: string): { id: string } | null {\n  try {\n    return JSON.parse(line) as { id: string };\n  } catch {\n    return null;\n  }\n}\nexport function ids(a: string[], b: string[]) {\n  const out: { id: string }[] = [];\n  for (const l of a) {\n    const r = parse(l);\n    if (r) out.push(r);\n  }\n  for (const l of b) {\n    const r = parse(l);\n    if (r) out.push(r);\n  }\n  return out;\n}\n",
      errors: [{ messageId: "standInFiltered", line: 5, data: { filter: "if (r)", line: "12", mapper: "`parse`", value: "null", failure: "`JSON.parse` throws" } }],
    },
    {
      name: "allSettled whose rejections only reach a log",
      code: "export async function readAll(paths: string[]) {\n  const out: string[] = [];\n  for (const r of await Promise.allSettled(paths.map((p) => load(p)))) {\n    if (r.status === \"fulfilled\") out.push(r.value);\n    else {\n      const message = String(r.reason);\n      console.debug(message);\n    }\n  }\n  return out;\n}\ndeclare function load(p: string): Promise<string>;\n",
      errors: [{ messageId: "settledDropped", line: 4 }],
    },
    {
      name: "a file stream read with for await is not stream parsing",
      code: "export async function grepFiles(files: AsyncIterable<string>, re: RegExp) {\n  const matches: string[] = [];\n  for await (const f of files) {\n    try {\n      for (const line of (await load(f)).split(\"\\n\")) if (re.test(line)) matches.push(line);\n    } catch (e) {\n      if ((e as NodeJS.ErrnoException).code !== \"ENOENT\") console.debug(`could not read ${f}`);\n    }\n  }\n  return matches;\n}\ndeclare function load(p: string): Promise<string>;\n",
      errors: [{ messageId: "droppedRecord", line: 6, data: { what: "A record that fails `load`", how: "by a catch that only logs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." }, suggestions: [] }],
    },
    {
      name: "whole lines of a transcript read with for await: a line that fails to parse waits for nothing",
      code: `import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
export async function searchTranscript(path: string, needle: string) {
  const hits: string[] = [];
  const rl = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const entryText of rl) {
    let entry: { text?: string };
    try {
      entry = JSON.parse(entryText) as { text?: string };
    } catch {
      continue;
    }
    if (entry.text?.includes(needle)) hits.push(entry.text);
  }
  return hits;
}
`,
      errors: [{ messageId: "droppedRecord", line: 11 }],
    },
    {
      name: "a record added through a function named for adding, handed the state from outside the loop",
      code: `export async function searchSessions(lines: string[], state: { matches: string[] }) {
  for (const line of lines) {
    let entry: { text: string };
    try {
      entry = JSON.parse(line) as { text: string };
    } catch {
      continue;
    }
    addSessionMatch(state, entry.text);
  }
  return state.matches;
}
declare function addSessionMatch(s: { matches: string[] }, text: string): void;
`,
      errors: [{ messageId: "droppedRecord", line: 7 }],
    },
    {
      name: "a counter not named for failures is no trace of the record",
      code: jsonl("      attempts++;\n      continue;").replace("const events: Event[] = [];", "const events: Event[] = [];\n  let attempts = 0;").replace("return { events };", "return { events, attempts };"),
      errors: [{ messageId: "droppedRecord", line: 10, suggestions: 1 as never }],
    },
    {
      // The model gets the message without its stack, and nothing says symbolizing failed.
      name: "a stack trace left unset by an empty catch, handed on in the result",
      code: consoleReport("      NAME = await symbolize(rawStack);"),
      errors: [{ messageId: "unsetOnFailure", line: 8, data: { call: "`symbolize`", name: "stack", logNote: "" } }],
    },
    {
      // The catch returns what the function returns anyway: as good as an empty catch.
      name: "a catch that returns the list the walk was filling",
      code: "import { readdirSync, readFileSync } from \"node:fs\";\nimport { join } from \"node:path\";\nexport function loadTemplates(dir: string): string[] {\n  const templates: string[] = [];\n  try {\n    for (const name of readdirSync(dir)) {\n      if (name.endsWith(\".md\")) templates.push(readFileSync(join(dir, name), \"utf8\"));\n    }\n  } catch {\n    return templates;\n  }\n  return templates;\n}\n",
      errors: [{ messageId: "emptyDefault", line: 9, data: { call: "`readdirSync`", name: "templates", logNote: "" } }],
    },
    {
      // Declared at the top level but printed inside a function: that log reaches no caller.
      name: "a module-level skip counter printed only inside a function",
      code: "let skipped = 0;\nexport function parseAll(lines: string[]): unknown[] {\n  const out: unknown[] = [];\n  for (const l of lines) {\n    try {\n      out.push(JSON.parse(l));\n    } catch {\n      skipped++;\n    }\n  }\n  console.log(`skipped ${skipped}`);\n  return out;\n}\n",
      errors: [{ messageId: "uncountedSkips", line: 1, data: { name: "skipped" } }],
    },
    {
      name: "a skip counter that never leaves the function",
      code: "export function parse(lines: string[]) {\n  let skipped = 0;\n  const out: unknown[] = [];\n  for (const l of lines) {\n    try { out.push(JSON.parse(l)); } catch { skipped++; }\n  }\n  console.log(`skipped ${skipped}`);\n  return out;\n}\n",
      errors: [{ messageId: "uncountedSkips", line: 2, data: { name: "skipped" } }],
    },
  ],
});

const IMPORTED_MAPPER = `import { labelOf, parseEvent, tryParseEvent } from "./record-kit.js";
export function events(text: string) {
  return text.split("\\n").map(tryParseEvent).filter(Boolean);
}
export function strict(text: string) {
  return text.split("\\n").map(parseEvent).filter(Boolean);
}
export function labels(text: string) {
  return text.split("\\n").map(parseEvent).map(labelOf).filter(Boolean);
}
`;

const REEXPORTED_TOOL = `import { defineTool } from "./tool-kit.js";
import { z } from "zod";
export const find = defineTool({
  description: "Find files",
  inputSchema: z.object({ glob: z.string() }),
  execute: async ({ glob }) => {
    try {
      return await findFiles(glob);
    } catch {
      return [];
    }
  },
});
declare function findFiles(g: string): Promise<string[]>;
`;

syntacticRuleTester().run("no-silent-skip (the typed cases, without types)", rule, {
  valid: [{ name: "a mapper imported from a file that cannot be read (no file on disk beside it): nothing is guessed", code: IMPORTED_MAPPER }],
  invalid: [{ name: "a re-exported factory is a tool by shape", code: REEXPORTED_TOOL, errors: [{ messageId: "errorAsEmpty", line: 10 }] }],
});

typedRuleTester().run("no-silent-skip (type-aware)", rule, {
  valid: [],
  invalid: [
    {
      name: "an imported mapper whose catch returns undefined, read through the checker",
      code: IMPORTED_MAPPER,
      errors: [{ messageId: "filteredFailures", line: 3, data: { filter: ".filter(Boolean)", mapper: "`tryParseEvent`", value: "undefined", failure: "it throws" } }],
    },
    { name: "the re-exported factory resolves to the AI SDK", code: REEXPORTED_TOOL, errors: [{ messageId: "errorAsEmpty", line: 10 }] },
  ],
});

/** Parsed as a file beside fixtures/rule-tester/context-kit.ts, so that its imports are read from disk. */
const besideKits = join(FIXTURES_DIR, "rule-tester", "file.ts");

/** A tool class whose `execute` runs `mapped` over the paths it is given; `imports` go at the top. */
const GATHER = (imports: string, mapped: string) => `${imports}
export class FileContextTool {
  async execute(paths: string[]) {
    ${mapped}
  }
}
`;
const KIT = 'import { fileContext, spannedContext, strictContext, tracedContext } from "./context-kit.js";';

syntacticRuleTester().run("no-silent-skip (mappers read from relative imports, callbacks that forward)", rule, {
  valid: [
    { name: "an imported mapper that throws: the failure reaches the caller", filename: besideKits, code: GATHER(KIT, "return (await Promise.all(paths.map((p) => strictContext(p)))).filter(Boolean);") },
    { name: "a callback that does not hand its record on is not the function it calls", filename: besideKits, code: GATHER(KIT, "return (await Promise.all(paths.map(() => fileContext(\"README.md\")))).filter(Boolean);") },
    { name: "a then over something other than a map's results", filename: besideKits, code: GATHER(`${KIT}\ndeclare function loadAll(p: string[]): Promise<(string | null)[]>;`, "return loadAll(paths).then((rows) => rows.filter(Boolean));") },
  ],
  invalid: [
    {
      name: "an imported mapper whose catch logs and returns null, read from its file without types",
      filename: besideKits,
      code: IMPORTED_MAPPER,
      errors: [{ messageId: "filteredFailures", line: 3, data: { filter: ".filter(Boolean)", mapper: "`tryParseEvent`", value: "undefined", failure: "it throws" } }],
    },
    {
      name: "a callback that forwards each path to the mapper, the results filtered in a then",
      filename: besideKits,
      code: GATHER(KIT, "return Promise.all(paths.map((p) => fileContext(p))).then((results) => results.filter((r) => r !== null));"),
      errors: [{ messageId: "filteredFailures", line: 4, data: { filter: ".filter((r) => r !== null)", mapper: "`fileContext`", value: "null", failure: "it throws" } }],
    },
    {
      name: "a mapper made by a tracing wrapper is the function it wraps",
      filename: besideKits,
      code: GATHER(KIT, "return (await Promise.all(paths.map(spannedContext))).filter(Boolean);"),
      errors: [{ messageId: "filteredFailures", line: 4, data: { filter: ".filter(Boolean)", mapper: "`spannedContext`", value: "null", failure: "it throws" } }],
    },
    {
      name: "a callback that skips some records itself and forwards the rest to a mapper inside a tracing span",
      filename: besideKits,
      code: GATHER(KIT, "return (await Promise.all(paths.map(async (p) => {\n      if (p.endsWith(\".lock\")) return null;\n      return tracedContext(p);\n    }))).filter(Boolean);"),
      errors: [{ messageId: "filteredFailures", line: 7, data: { filter: ".filter(Boolean)", mapper: "`tracedContext`", value: "null", failure: "it throws" } }],
    },
  ],
});

/** A class that gathers pages from targets in a map run for its side effect; `onFailure` is the catch's body. */
const PAGES = (onFailure: string, mapped = "if (page) pages.push(page);") => `export class PageList {
  logger?: (message: string, error: unknown) => void;
  onError?: (target: unknown, error: unknown) => void;
  async all(targets: { page(): Promise<string | null> }[]) {
    const pages: string[] = [];
    await Promise.allSettled(
      targets.map(async (target) => {
        try {
          const page = await target.page();
          ${mapped}
        } catch (error) {
          ${onFailure}
        }
      }),
    );
    return pages;
  }
}
`;

syntacticRuleTester().run("no-silent-skip (a map run for its side effect, loggers held as fields)", rule, {
  valid: [
    { name: "the failure goes to a reporter the caller gave", code: PAGES("this.onError?.(target, error);") },
    { name: "a map whose callback gives back its page: judged by what happens to the results", code: PAGES('this.logger?.("no page", error);', "return page;") },
    {
      name: "what the map adds to is a cache of pages seen, not records for a caller",
      code: PAGES('this.logger?.("no page", error);', "if (page) cachedPages.add(page);").replace("const pages: string[] = [];", "const cachedPages = new Set<string>();").replace("return pages;", "return cachedPages.size;"),
    },
  ],
  invalid: [
    {
      name: "a map for its side effect whose catch only calls the logger field",
      code: PAGES('this.logger?.("no page", error);'),
      errors: [{ messageId: "droppedRecord", line: 11, data: { what: "A record that fails `target.page`", how: "by a catch that only logs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." }, suggestions: [] }],
    },
  ],
});

/** Session summaries built in parallel, then kept by a guard in a loop over the results; `guard` is the loop's body. */
const SESSIONS = (summary: string, guard: string) => `interface Summary { path: string; messages: number }
async function summarize(path: string): Promise<Summary | null> {
  ${summary}
}
export async function listSessions(files: string[]): Promise<Summary[]> {
  const sessions: Summary[] = [];
  const results = await Promise.all(
    files.map(async (file) => {
      const info = await summarize(file);
      return info;
    }),
  );
  for (const info of results) {
    ${guard}
  }
  return sessions;
}
declare function readLines(p: string): Promise<string[]>;
`;
const SWALLOWS = "try {\n    return { path, messages: (await readLines(path)).length };\n  } catch {\n    return null;\n  }";

/** A class that fetches skills in parallel, the promises made first; \`onFailure\` is what the per-skill catch does. */
const SKILL_INDEX = (onFailure: string) => `interface Skill { name: string }
export class SkillIndex {
  private async skillFrom(base: string, name: string): Promise<Skill | null> {
    try {
      const res = await fetch(\`\${base}/\${name}/SKILL.md\`);
      return { name: await res.text() };
    } catch (error) {
      ${onFailure}
    }
  }
  async all(base: string, names: string[]): Promise<Skill[]> {
    const pending = names.map((n) => this.skillFrom(base, n));
    const results = await Promise.all(pending);
    return results.filter((s): s is Skill => s !== null);
  }
}
`;

/** Pages fetched in parallel by an inline callback, the promises made first; \`body\` is the callback's try. */
const PARALLEL_PAGES = (body: string) => `import { access } from "node:fs/promises";
interface Page { url: string; text: string }
export async function loadPages(urls: string[]): Promise<Page[]> {
  const pending = urls.map(async (url): Promise<Page | null> => {
    try {
${body}
    } catch {
      return null;
    }
  });
  const settled = await Promise.all(pending);
  return settled.filter((p): p is Page => p !== null);
}
declare const debugLog: { debug(...args: unknown[]): void };
`;

syntacticRuleTester().run("no-silent-skip (promises made first, then awaited together and filtered)", rule, {
  valid: [
    { name: "a per-skill failure that reaches the caller", code: SKILL_INDEX("throw new Error(`skill ${name}: ${String(error)}`);") },
    { name: "an existence probe with a debug line on success: the catch is the answer no", code: PARALLEL_PAGES('      await access(url);\n      debugLog.debug("found", url);\n      return { url, text: "" };') },
  ],
  invalid: [
    {
      name: "an inline callback's null removed by the filter after Promise.all(pending)",
      code: PARALLEL_PAGES("      const res = await fetch(url);\n      return { url, text: await res.text() };"),
      errors: [{ messageId: "droppedRecord", line: 9 }],
    },
    {
      name: "a this. mapper's null removed by the filter after Promise.all(pending)",
      code: SKILL_INDEX("return null;"),
      errors: [{ messageId: "filteredFailures", line: 14 }],
    },
  ],
});

syntacticRuleTester().run("no-silent-skip (a loop that keeps a map's results by a guard)", rule, {
  valid: [
    { name: "a summary that throws: the failure reaches the caller", code: SESSIONS("return { path, messages: (await readLines(path)).length };", "if (info) sessions.push(info);") },
    { name: "a loop that keeps every result, null included, counted by its caller", code: SESSIONS(SWALLOWS, "sessions.push(info ?? { path: \"?\", messages: -1 });") },
    { name: "the first summary that loads wins: a search, not a filter", code: SESSIONS(SWALLOWS, "if (info) return [info];") },
    { name: "a guard that only logs, before a push of every result", code: SESSIONS(SWALLOWS, "if (info) console.log(info.path);\n    sessions.push(info ?? { path: \"?\", messages: -1 });") },
  ],
  invalid: [
    {
      name: "a stand-in null kept out by `if (info)` in a loop over the results of Promise.all",
      code: SESSIONS(SWALLOWS, "if (info) sessions.push(info);"),
      errors: [{ messageId: "standInFiltered", line: 6, data: { filter: "if (info)", line: "18", mapper: "`summarize`", value: "null", failure: "`readLines` throws" } }],
    },
    {
      name: "the same with `if (!info) continue`",
      code: SESSIONS(SWALLOWS, "if (!info) continue;\n    sessions.push(info);"),
      errors: [{ messageId: "standInFiltered", line: 6, data: { filter: "if (!info)", line: "18", mapper: "`summarize`", value: "null", failure: "`readLines` throws" } }],
    },
  ],
});

/** Files of each folder gathered in a loop; `onFailure` is the catch's body. */
const FOLDERS = (onFailure: string) => `import { readdir } from "node:fs/promises";
import { join } from "node:path";
const DEFAULT_FILES = ["README.md"];
export async function allFiles(dirs: string[]): Promise<string[]> {
  const dirFiles: string[][] = [];
  for (const dir of dirs) {
    try {
      const files = await readdir(dir);
      dirFiles.push(files.map((f) => join(dir, f)));
    } catch {
      ${onFailure}
    }
  }
  return dirFiles.flat();
}
`;

syntacticRuleTester().run("no-silent-skip (an empty stand-in pushed in the catch)", rule, {
  valid: [
    { name: "a default pushed in the record's place is a fallback", code: FOLDERS("dirFiles.push(DEFAULT_FILES);") },
    { name: "an empty list that keeps the folders aligned, never flattened", code: FOLDERS("dirFiles.push([]);").replace("return dirFiles.flat();", "return dirFiles.map((files, i) => `${dirs[i]}: ${files.length} files`);") },
    { name: "an empty list pushed to another collection than the records'", code: FOLDERS("pending.push([]);").replace("const dirFiles: string[][] = [];", "const dirFiles: string[][] = [];\n  const pending: string[][] = [];") },
  ],
  invalid: [
    {
      name: "an empty list pushed where the folder's files would have gone, flattened away",
      code: FOLDERS("dirFiles.push([]);"),
      errors: [{ messageId: "droppedRecord", line: 11, data: { what: "A record that fails `readdir`", how: "by a catch that puts `[]` in its place", logNote: "" }, suggestions: [] }],
    },
  ],
});

/** An MCP proxy that reads what an upstream server offers; `onFailure` is the catch's body. */
const UPSTREAM = (onFailure: string) => `interface Upstream { listTools(): Promise<{ name: string }[]> }
declare function proxyDiagnostic(message: string, error: unknown): void;
declare function recordUpstreamFailure(namespace: string, error: unknown): void;
export async function introspect(namespace: string, upstream: Upstream) {
  let tools: { name: string }[] = [];
  try {
    tools = await upstream.listTools();
  } catch (error) {
    ${onFailure}
  }
  return { namespace, tools };
}
`;

/** Parts of an issue's details fetched side by side by \`name\`, each failure turned into \`undefined\`. */
const ENRICHMENTS = (name: string) => `interface Api { autofix(id: string): Promise<string>; links(id: string): Promise<string[]> }
export async function ${name}(api: Api, id: string) {
  const [autofix, links] = await Promise.all([api.autofix(id).catch(() => undefined), api.links(id).catch(() => undefined)]);
  return { autofix, links };
}
`;

/** A lookup named \`name\` whose failure is logged and answered with an empty list. */
const OPTIONAL_LOOKUP = (name: string) => `interface Api { conversations(trace: string): Promise<string[]> }
declare function logError(e: unknown): void;
export async function ${name}(api: Api, trace: string): Promise<string[]> {
  try {
    return await api.conversations(trace);
  } catch (error) {
    logError(error);
    return [];
  }
}
`;

syntacticRuleTester().run("no-silent-skip (diagnostics, optional lookups, parts gathered side by side)", rule, {
  valid: [
    { name: "a failure recorded where the caller reads it", code: UPSTREAM('recordUpstreamFailure(namespace, error);') },
    { name: "parts fetched side by side by a function not named for gathering", code: ENRICHMENTS("buildIssueBadges") },
    { name: "a missing part told apart from an absent one where it is used", code: ENRICHMENTS("fetchIssueEnrichments").replace("return { autofix, links };", 'return { autofix: autofix ?? "(autofix could not be fetched)", links: links ?? "(links could not be fetched)" };') },
    { name: "a failure handed to the caller's diagnostic callback", code: UPSTREAM("onDiagnostic(namespace, error);").replace("declare function proxyDiagnostic", "declare function onDiagnostic(ns: string, e: unknown): void;\ndeclare function proxyDiagnostic") },
    { name: "a lookup whose try prefix makes failing part of its contract", code: OPTIONAL_LOOKUP("tryFindConversations") },
    { name: "a lookup not named for gathering, even when optional", code: OPTIONAL_LOOKUP("maybeNotify") },
  ],
  invalid: [
    {
      name: "a catch whose only line is a diagnostic for the console leaves the empty default",
      code: UPSTREAM('proxyDiagnostic(`Failed to list tools of "${namespace}"`, error);'),
      errors: [{ messageId: "emptyDefault", line: 8, data: { call: "`upstream.listTools`", name: "tools", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "parts of one answer fetched side by side, a failed part read as a missing one",
      code: ENRICHMENTS("fetchIssueEnrichments"),
      errors: [
        { messageId: "emptyResult", line: 3, data: { what: "`api.autofix`", value: "`undefined`", logNote: "" } },
        { messageId: "emptyResult", line: 3, data: { what: "`api.links`", value: "`undefined`", logNote: "" } },
      ],
    },
    {
      name: "an optional lookup (maybe…) that gathers data still reads a failure as none",
      code: OPTIONAL_LOOKUP("maybeFindConversations"),
      errors: [{ messageId: "emptyResult", line: 8, data: { what: "`api.conversations`", value: "`[]`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
  ],
});

/** Message content turned into text by an inline converter; `kinds` is the callback's body before its final `return null`. */
const CONTENT_TEXT = (kinds: string) => `export function contentText(parts: unknown[]): string {
  return parts
    .map((part) => {
${kinds}
      return null;
    })
    .filter((p): p is string => Boolean(p))
    .join("\\n");
}
`;

syntacticRuleTester().run("no-silent-skip (a converter's unknown kinds filtered away)", rule, {
  valid: [
    { name: "a callback that picks one kind selects, it does not convert", code: CONTENT_TEXT('      if (part && typeof part === "object" && (part as { type?: string }).type === "text") return (part as { text: string }).text;') },
    { name: "a callback that picks two kinds by their tag selects too", code: CONTENT_TEXT('      const p = part as { type?: string; path?: string; target?: string };\n      if (p.type === "file") return p.path;\n      if (p.type === "symlink") return p.target ?? p.path;') },
  ],
  invalid: [
    {
      name: "a converter of several kinds whose fallthrough null is filtered: images and tool parts vanish",
      code: CONTENT_TEXT('      if (typeof part === "string") return part;\n      if (part && typeof part === "object" && typeof (part as { text?: unknown }).text === "string") return (part as { text: string }).text;'),
      errors: [{ messageId: "filteredFailures", line: 8, data: { filter: ".filter((p): p is string => Boolean(p))", mapper: "the map callback", value: "null", failure: "the kind is not one it knows" } }],
    },
  ],
});

/** Replay events validated one by one inside a flatMap; `body` is the callback's body. */
const REPLAY_EVENTS = (body: string) => `import { z } from "zod";
const ReplayEvent = z.object({ type: z.number(), timestamp: z.number() });
export function replayEvents(raw: unknown[], problems: z.ZodError[]) {
  return raw.flatMap((event) => {
${body}
  });
}
`;

syntacticRuleTester().run("no-silent-skip (safeParse failures flattened away)", rule, {
  valid: [
    { name: "the failures kept beside the events", code: REPLAY_EVENTS("    const result = ReplayEvent.safeParse(event);\n    if (!result.success) problems.push(result.error);\n    return result.success ? [result.data] : [];") },
    { name: "the failures counted beside the flatMap, in the same function", code: REPLAY_EVENTS("    const result = ReplayEvent.safeParse(event);\n    return result.success ? [result.data] : [];").replace("  return raw.flatMap(", "  problems.push(...raw.map((e) => ReplayEvent.safeParse(e)).flatMap((r) => (!r.success ? [r.error] : [])));\n  return raw.flatMap(") },
    { name: "a domain flag named success, no validation", code: REPLAY_EVENTS("    const run = event as { success: boolean; name: string };\n    return run.success ? [run.name] : [];") },
    { name: "a record of each failure in its place", code: REPLAY_EVENTS("    const result = ReplayEvent.safeParse(event);\n    return result.success ? [result.data] : [{ type: -1, timestamp: 0 }];") },
  ],
  invalid: [
    {
      name: "events that fail their schema become [] and vanish in the flatMap",
      code: REPLAY_EVENTS("    const result = ReplayEvent.safeParse(event);\n    return result.success ? [result.data] : [];"),
      errors: [{ messageId: "safeParseDropped", line: 6, data: { schema: "ReplayEvent.safeParse", how: "as `[]` from the flatMap callback" } }],
    },
  ],
});

/** A fetch of a replay's recorded segments; `onFailure` is what its catch returns. */
const SEGMENTS = (onFailure: string) => `interface Api { segments(id: string): Promise<unknown[]> }
export async function fetchReplaySegments(api: Api, id: string, archived: boolean): Promise<{ segments: unknown[] | null; error?: string }> {
  if (archived) return { segments: null };
  try {
    return { segments: await api.segments(id) };
  } catch (error) {
    return ${onFailure};
  }
}
`;

syntacticRuleTester().run("no-silent-skip (a failure answered like \"there is none\")", rule, {
  valid: [
    { name: "the failure said beside the missing part", code: SEGMENTS("{ segments: null, error: String(error) }") },
    { name: "a single setting left unset is not a listing", code: SEGMENTS("{ config: null }").replace("Promise<{ segments: unknown[] | null; error?: string }>", "Promise<{ segments?: unknown[] | null; config?: null }>") },
  ],
  invalid: [
    {
      name: "a failed fetch answered with every part missing, as for an archived replay",
      code: SEGMENTS("{ segments: null }"),
      errors: [{ messageId: "emptyResult", line: 7, data: { value: "`{ segments: null }`", what: "`api.segments`", logNote: "" } }],
    },
  ],
});

/** A grep over a folder whose per-file helper holds the try; `uses` is how the walk calls it. */
const GREP_HELPER = (uses: string) => `import fs from "node:fs/promises";
export async function grep(dir: string, pattern: RegExp) {
  const result = { files: [] as string[], lines: [] as string[] };
  const searchInFile = async (file: string): Promise<void> => {
    try {
      const text = await fs.readFile(file, "utf8");
      const hits = text.split("\\n").filter((l) => pattern.test(l));
      if (hits.length > 0) {
        result.files.push(file);
        result.lines.push(...hits);
      }
    } catch {
      // unreadable
    }
  };
${uses}
  return result;
}
`;

syntacticRuleTester().run("no-silent-skip (a per-record helper)", rule, {
  valid: [
    { name: "a helper run once, on the one file asked for", code: GREP_HELPER("  await searchInFile(dir);") },
    { name: "a helper also handed on as a value is not known to run per record", code: GREP_HELPER("  for (const f of await fs.readdir(dir)) await searchInFile(f);\n  queue.push(searchInFile);\n  void queue;").replace("export async function grep", "const queue: unknown[] = [];\nexport async function grep") },
  ],
  invalid: [
    {
      name: "a helper called once per file of a walk skips the files it cannot read",
      code: GREP_HELPER("  for (const f of await fs.readdir(dir)) await searchInFile(f);\n  if (dir.endsWith(\".txt\")) await searchInFile(dir);"),
      errors: [{ messageId: "droppedRecord", line: 12, data: { what: "A record that fails `fs.readFile`", how: "by an empty catch in `searchInFile()`, which runs once per record", logNote: "" } }],
    },
    {
      name: "a helper handed to forEach",
      code: GREP_HELPER("  (await fs.readdir(dir)).forEach(searchInFile);"),
      errors: [{ messageId: "droppedRecord", line: 12 }],
    },
  ],
});

/** An agent's tool set gathered from MCP servers; `gather` is how each server's tools are taken. */
const SERVER_TOOLS = (gather: string) => `interface Server { name: string; url: string }
declare function listServerTools(s: Server): Promise<string[]>;
declare function connect(url: string): Promise<{ tools(): Promise<Record<string, unknown>> }>;
export async function toolsFor(servers: Server[]) {
${gather}
}
`;

syntacticRuleTester().run("no-silent-skip (tool sets gathered server by server)", rule, {
  valid: [
    {
      name: "a group added to a cache that is not the answer",
      code: SERVER_TOOLS(`  const defs: string[] = [];
  try {
    cache.push(...(await listServerTools(servers[0] as Server)));
  } catch (e) {
    console.warn("could not warm the cache", e);
  }
  return defs;`).replace("export async function", "const cache: string[] = [];\nexport async function"),
    },
    {
      name: "a failed listing is kept as an error beside the others",
      code: SERVER_TOOLS(`  return Promise.all(servers.map(async (s) => {
    try {
      return { server: s.name, tools: await listServerTools(s) };
    } catch (e) {
      return { server: s.name, tools: [], error: String(e) };
    }
  }));`),
    },
    {
      name: "a collection rebuilt from another one is no accumulation",
      code: SERVER_TOOLS(`  let tools: Record<string, unknown> = {};
  const defaults = { echo: true };
  for (const s of servers) {
    try {
      tools = { ...defaults, ...(await (await connect(s.url)).tools()) };
    } catch (e) {
      console.error("no tools from", s.name, e);
    }
  }
  return tools;`),
    },
  ],
  invalid: [
    {
      name: "a whole group of tool definitions missing from the set when loading it fails",
      code: SERVER_TOOLS(`  const defs: string[] = await builtinTools();
  try {
    const extra = await listServerTools(servers[0] as Server);
    defs.push(...extra);
  } catch (e) {
    console.warn("could not load the extra tools", e);
  }
  return defs;`).replace("export async function", "declare function builtinTools(): Promise<string[]>;\nexport async function"),
      errors: [{ messageId: "partialResult", line: 10 }],
    },
    {
      name: "a server whose listing fails answers with an empty list, read later as having no tools",
      code: SERVER_TOOLS(`  const listed = await Promise.all(servers.map(async (s) => {
    try {
      return await listServerTools(s);
    } catch (e) {
      console.debug("listing failed", s.name, e);
      return [];
    }
  }));
  const all: string[] = [];
  for (const tools of listed) all.push(...tools);
  return all;`),
      errors: [{ messageId: "droppedRecord", line: 10 }],
    },
    {
      name: "tools merged by rebuilding the set: a server that fails is skipped with a log",
      code: SERVER_TOOLS(`  let tools: Record<string, unknown> = {};
  for (const s of servers) {
    try {
      const client = await connect(s.url);
      tools = { ...tools, ...(await client.tools()) };
    } catch (e) {
      console.error("could not get tools", s.url, e);
    }
  }
  return tools;`),
      errors: [{ messageId: "droppedRecord", line: 10 }],
    },
  ],
});

/** A method of a tool base class that asks the client for a collection (`name`) and answers `[]` when the request fails. */
const COLLECTION_GETTER = (name: string) => `export class BaseTool {
  constructor(private readonly server: { listRoots(): Promise<{ roots?: { uri: string }[] }> }) {}
  protected async ${name}(): Promise<{ uri: string }[]> {
    try {
      const result = await this.server.listRoots();
      return result.roots ?? [];
    } catch {
      return [];
    }
  }
}
`;

syntacticRuleTester().run("no-silent-skip (a getter of a collection that answers [] on failure)", rule, {
  valid: [{ name: "a name that says failing is part of the contract", code: COLLECTION_GETTER("tryGetRoots") }],
  invalid: [
    { name: "the client's roots", code: COLLECTION_GETTER("getRoots"), errors: [{ messageId: "emptyResult", line: 8, data: { what: "`server.listRoots`", value: "`[]`", logNote: "" } }] },
    { name: "the workspace's projects", code: COLLECTION_GETTER("getProjects"), errors: [{ messageId: "emptyResult", line: 8, data: { what: "`server.listRoots`", value: "`[]`", logNote: "" } }] },
  ],
});

/** A walk over session files that reads each one; `read` is the line that reads it, `after` what follows in the loop. */
const SESSION_WALK = (read: string, after: string) => `import { promises as fs } from "node:fs";
export async function loadSessions(paths: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const p of paths) {
    ${read}
    ${after}
  }
  return out;
}
`;

/** The same walk written with Effect: the read's failure becomes \`standIn\`. */
const EFFECT_WALK = (standIn: string, after: string) => `import { Effect } from "effect";
import { FileSystem } from "@effect/platform";
export const loadAgents = (paths: string[]) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const contents: string[] = [];
    for (const p of paths) {
      const text = yield* fs.readFileString(p).pipe(Effect.catchAll(() => Effect.succeed(${standIn})));
      ${after}
    }
    return contents;
  });
`;

syntacticRuleTester().run("no-silent-skip (a promise's stand-in skipped by the next guard)", rule, {
  valid: [
    { name: "a stat that fails is the answer no, not a lost record", code: SESSION_WALK('const st = await fs.stat(p).catch(() => null);', "if (!st) continue;\n    out.push(p);") },
    { name: "a search for the first file that answers", code: SESSION_WALK('const text = await fs.readFile(p, "utf8").catch(() => null);', "if (!text) continue;\n    if (text.includes(\"cwd\")) return [text];") },
    { name: "the stand-in is counted where it is skipped", code: SESSION_WALK('const text = await fs.readFile(p, "utf8").catch(() => null);', "if (!text) { out.push(`(unreadable: ${p})`); continue; }\n    out.push(text);") },
  ],
  invalid: [
    {
      name: "null for a read that fails, then `if (!text) continue`",
      code: SESSION_WALK('const text = await fs.readFile(p, "utf8").catch(() => null);', "if (!text) continue;\n    out.push(text);"),
      errors: [{ messageId: "droppedRecord", line: 5 }],
    },
    {
      name: "an empty string for a read that fails, kept only when not empty",
      code: SESSION_WALK('const text = await fs.readFile(p, "utf8").catch(() => "");', 'if (text !== "") out.push(text);'),
      errors: [{ messageId: "droppedRecord", line: 5 }],
    },
    {
      name: "Effect: an empty string for a read that fails, kept only when not empty",
      code: EFFECT_WALK('""', 'if (text !== "") contents.push(text);'),
      errors: [{ messageId: "droppedRecord", line: 8 }],
    },
  ],
});

/** A docs tool whose recursive walk lists a folder in a try, returns from its catch, then does \`each\` with every entry. */
const RECURSIVE_WALK = (each: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { readdirSync, type Dirent } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
export function findMarkdown(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      ${each}
    }
  };
  visit(root);
  return found;
}
const server = new McpServer({ name: "docs", version: "1.0.0" });
server.registerTool("list_docs", { inputSchema: { root: z.string() } }, async ({ root }) => ({ content: [{ type: "text", text: findMarkdown(root).join("\\n") }] }));
`;

syntacticRuleTester().run("no-silent-skip (a recursive walk that returns when a folder cannot be listed)", rule, {
  valid: [{ name: "the walk after the listing only prints, adding nothing to the answer", code: RECURSIVE_WALK("console.log(full);") }],
  invalid: [
    {
      name: "a folder that cannot be listed drops every file under it",
      code: RECURSIVE_WALK('if (entry.isDirectory()) visit(full);\n      else if (entry.name.endsWith(".md")) found.push(full);'),
      errors: [{ messageId: "droppedRecord", line: 12, data: { what: "A record that fails `readdirSync`", how: "by `return` in a catch in `visit()`, which runs once per record", logNote: "" } }],
    },
  ],
});

/** A memory tool that lists the ids already embedded, its catch holding \`comment\`. */
const EMBEDDED_IDS = (comment: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const db: { prepare(sql: string): { all(): { id: number }[] } };
export function embeddedIds(table: string): Set<number> {
  const ids = new Set<number>();
  try {
    const rows = db.prepare(\`SELECT id FROM \${table}\`).all();
    for (const row of rows) ids.add(row.id);
  } catch {
    ${comment}
  }
  return ids;
}
const server = new McpServer({ name: "memory", version: "1.0.0" });
server.registerTool("embedded_ids", { inputSchema: { table: z.string() } }, async ({ table }) => ({ content: [{ type: "text", text: [...embeddedIds(table)].join(",") }] }));
`;

syntacticRuleTester().run("no-silent-skip (a catch that says the source may not exist yet)", rule, {
  valid: [
    { name: "the table might not exist yet: none is the answer", code: EMBEDDED_IDS("// The table might not exist yet") },
    { name: "a store not created yet", code: EMBEDDED_IDS("// index not created yet on first run") },
  ],
  invalid: [
    { name: "a catch that only says to ignore the failure", code: EMBEDDED_IDS("// ignore"), errors: [{ messageId: "emptyDefault", line: 9 }] },
    { name: "a catch that calls what it reads optional still hides a failure to read it", code: EMBEDDED_IDS("// optional"), errors: [{ messageId: "emptyDefault", line: 9 }] },
  ],
});

/** A vector search that answers \`failed\` when embedding or searching throws. */
const VECTOR_SEARCH = (failed: string) => `declare function embedText(t: string): Promise<number[]>;
export class QueryService {
  async vectorSearch(query: { text: string }) {
    const started = Date.now();
    try {
      const embedding = await embedText(query.text);
      const items = await this.executeVectorSearch(embedding);
      return { query, items, duration: Date.now() - started };
    } catch (error) {
      console.error("Vector search failed:", error);
      return ${failed};
    }
  }
  private async executeVectorSearch(e: number[]): Promise<string[]> { return e.map(String); }
}
`;

syntacticRuleTester().run("no-silent-skip (an empty answer that echoes the request)", rule, {
  valid: [{ name: "the failure goes back in an error field beside the empty list", code: VECTOR_SEARCH("{ query, items: [], error: String(error), duration: Date.now() - started }") }],
  invalid: [
    {
      name: "an empty list beside the query and the time taken reads as no matches",
      code: VECTOR_SEARCH("{ query, items: [], duration: Date.now() - started }"),
      errors: [{ messageId: "emptyResult", line: 11 }],
    },
  ],
});

/** A search engine adapter whose catch runs \`guard\` before logging and answering an empty list. */
const ENGINE_SEARCH = (guard: string) => `export interface Hit { title: string; url: string }
export interface EngineOptions { signal?: AbortSignal; throwOnError?: boolean }
declare function parseHits(html: string, limit: number): Hit[];
export async function searchEngine(query: string, limit = 10, options?: EngineOptions): Promise<Hit[]> {
  try {
    const res = await fetch(\`https://search.example/?q=\${encodeURIComponent(query)}\`, { signal: options?.signal });
    return parseHits(await res.text(), limit);
  } catch (error) {
${guard}
    console.warn("search failed", error);
    return [];
  }
}
`;

syntacticRuleTester().run("no-silent-skip (a rethrow the caller must opt in to)", rule, {
  valid: [
    { name: "only a timeout is tolerated; every other error is thrown", code: ENGINE_SEARCH('    if (!(error instanceof Error && error.name === "TimeoutError")) throw error;') },
    { name: "the error is thrown when strict mode is on or when it is not a timeout", code: ENGINE_SEARCH('    if (options?.strict || !String(error).includes("timeout")) throw error;') },
  ],
  invalid: [
    {
      name: "thrown only when the caller asks (throwOnError): by default the failure reads as no hits",
      code: ENGINE_SEARCH("    options?.signal?.throwIfAborted();\n    if (options?.throwOnError) throw error;"),
      errors: [{ messageId: "emptyResult", line: 12, data: { value: "`[]`", what: "`fetch`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "the same with the throw in a block",
      code: ENGINE_SEARCH("    if (options?.throwOnError) {\n      throw error;\n    }"),
      errors: [{ messageId: "emptyResult", line: 13 }],
    },
  ],
});

/** A listing of sessions: `listed` runs before the try that reads each session's summary. */
const SESSION_LIST = (listed: string) => `import { readFile } from "node:fs/promises";
export async function listSessions(sessions: { id: string; file: string }[]): Promise<string> {
  let out = "";
  for (const s of sessions) {
${listed}
    try {
      const summary = (await readFile(s.file, "utf8")).split("\\n")[0];
      out += \`   \${summary}\\n\`;
    } catch {
      // unreadable summary
    }
  }
  return out;
}
`;

syntacticRuleTester().run("no-silent-skip (a detail of a record already listed)", rule, {
  valid: [{ name: "each session is listed before its summary is read: a failed read loses the summary, not the session", code: SESSION_LIST("    out += `- ${s.id}\\n`;") }],
  invalid: [
    {
      name: "the session appears only through its summary: a failed read drops it",
      code: SESSION_LIST("    const label = s.id;"),
      errors: [{ messageId: "droppedRecord", line: 9 }],
    },
    {
      name: "an earlier loop that lists other entries does not list this one",
      code: SESSION_LIST("    for (const tag of [\"a\", \"b\"]) out += `${tag}\\n`;"),
      errors: [{ messageId: "droppedRecord", line: 9 }],
    },
  ],
});

/** A chat route that adds the text of tagged documents to the model's context; `name`, `read` vary. */
const TAGGED_CONTEXT = (name: string, read: string) => `import { readFile } from "node:fs/promises";
declare const db: { docs(ids: string[]): Promise<{ name: string; body: string }[]> };
export async function POST(req: Request) {
  const { ids } = (await req.json()) as { ids: string[] };
  const messages: { role: "system" | "user"; content: string }[] = [];
  let ${name} = "";
  try {
    ${name} = ${read};
  } catch (error) { console.error("loading tagged documents failed", error); }
  if (${name}) messages.push({ role: "system", content: ${name} });
  return Response.json({ messages });
}
`;

syntacticRuleTester().run("no-silent-skip (context text left empty by a failure)", rule, {
  valid: [
    { name: "a file not written yet reads as empty", code: TAGGED_CONTEXT("currentContent", 'await readFile("notes.md", "utf8")') },
    { name: "a name that is no gathered text (a version)", code: TAGGED_CONTEXT("version", '(await db.docs(ids)).map((d) => d.name).join(",")') },
  ],
  invalid: [
    {
      name: "documents' text that fails to load leaves the context empty, as if none were tagged",
      code: TAGGED_CONTEXT("taggedDocumentsContent", '(await db.docs(ids)).map((d) => d.body).join("\\n---\\n")'),
      errors: [{ messageId: "emptyDefault", line: 9, data: { call: "`db.docs`", name: "taggedDocumentsContent", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    {
      name: "a summary too",
      code: TAGGED_CONTEXT("summary", '(await db.docs(ids))[0]?.body ?? ""'),
      errors: [{ messageId: "emptyDefault", line: 9 }],
    },
  ],
});

/** Links gathered from a crawled page; `attempt` is the try's body for one match. */
const PAGE_LINKS = (attempt: string) => `declare function fetchPage(url: string): Promise<string>;
export function linksOf(html: string, base: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    try {
      ${attempt}
    } catch {
      // not a link
    }
  }
  return links;
}
`;

syntacticRuleTester().run("no-silent-skip (a malformed address is no record)", rule, {
  valid: [
    { name: "only the URL parse can fail", code: PAGE_LINKS("links.push(new URL(match[1] ?? \"\", base).href);") },
    { name: "the parse and string work on its parts", code: PAGE_LINKS("const u = new URL(match[1] ?? \"\", base); if (u.protocol.startsWith(\"http\")) links.push(u.href.split(\"#\")[0] ?? u.href);") },
  ],
  invalid: [
    {
      name: "an awaited base beside the parse",
      code: PAGE_LINKS("links.push(new URL(match[1] ?? \"\", await pending).href);").replace("export function", "export async function").replace("): string[]", "): Promise<string[]>").replace("declare function fetchPage", "declare const pending: Promise<string>;\ndeclare function fetchPage"),
      errors: [{ messageId: "droppedRecord", line: 8 }],
    },
    {
      name: "another constructor that parses a record",
      code: PAGE_LINKS("links.push(new Intl.Locale(match[1] ?? \"\").baseName);"),
      errors: [{ messageId: "droppedRecord", line: 7 }],
    },
    {
      name: "a call of the harness's own beside the parse",
      code: PAGE_LINKS("links.push(resolveLink(new URL(match[1] ?? \"\", base)));").replace("declare function fetchPage", "declare function resolveLink(u: URL): string;\ndeclare function fetchPage"),
      errors: [{ messageId: "droppedRecord", line: 8 }],
    },
  ],
});

/** A search engine adapter answering through a promise around a callback request; `settle` is its catch. */
const ENGINE = (settle: string, event = "end", declared = ": Promise<WebSearchResult[]>") => `import { request } from "node:https";
interface WebSearchResult { title: string; url: string }
export async function enginePost(body: string)${declared} {
  return new Promise((resolve) => {
    const req = request("https://search.example/api", { method: "POST" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("${event}", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf-8")).results ?? []);
        } catch {
          ${settle}
        }
      });
    });
    req.end(body);
  });
}
`;

syntacticRuleTester().run("no-silent-skip (a promise resolved empty when its answer does not parse)", rule, {
  valid: [
    { name: "rejects", code: ENGINE("resolve(Promise.reject(new Error(\"unparseable answer\")));") },
    { name: "a stand-in that is not empty", code: ENGINE("resolve([{ title: \"unparseable answer\", url: \"\" }]);") },
    { name: "a piece of the stream, parsed as it arrives: a failure waits for more", code: ENGINE("resolve([]);", "data") },
    { name: "declared to answer something that is not a list of found things", code: ENGINE("resolve([]);", "end", ": Promise<string[]>") },
    {
      name: "a `resolve` handed in by the project's own helper, not a promise's executor",
      code: ENGINE("resolve([]);").replace("return new Promise((resolve) => {", "return withReply((resolve) => {").replace("interface WebSearchResult", "declare function withReply(run: (resolve: (v: WebSearchResult[]) => void) => void): Promise<WebSearchResult[]>;\ninterface WebSearchResult"),
    },
  ],
  invalid: [
    {
      name: "the whole body failing to parse resolves as no results",
      code: ENGINE("resolve([]);"),
      errors: [{ messageId: "emptyResult", line: 12, data: { value: "`[]`", what: "`JSON.parse`", logNote: "" } }],
    },
    { name: "on close too", code: ENGINE("resolve([]);", "close"), errors: [{ messageId: "emptyResult", line: 12 }] },
    { name: "declared as an Array of hits", code: ENGINE("resolve([]);", "end", ": Promise<Array<SearchHit>>"), errors: [{ messageId: "emptyResult", line: 12 }] },
    {
      name: "a parser declared to return found results answers an unparseable body with none",
      code: `interface WebSearchResult { title: string }
export function parseAnswer(body: string): WebSearchResult[] {
  try {
    return JSON.parse(body).web.results;
  } catch {
    return [];
  }
}
`,
      errors: [{ messageId: "emptyResult", line: 6 }],
    },
  ],
});

/** A store method listing what it indexed; `name` is the method's name. */
const INDEXED = (name: string) => `declare const db: { openTable(name: string): Promise<{ toArray(): Promise<{ relativePath: string }[]> }> };
export class CodeStore {
  async ${name}(table: string): Promise<string[]> {
    try {
      const rows = await (await db.openTable(table)).toArray();
      return rows.map((r) => r.relativePath);
    } catch {
      return [];
    }
  }
}
`;

syntacticRuleTester().run("no-silent-skip (a listing of paths, URLs or links answered empty)", rule, {
  valid: [
    { name: "suggestions for an input box, named so", code: INDEXED("getFilePathSuggestions") },
    { name: "a name that only starts like a listing", code: INDEXED("getPathsConfig") },
  ],
  invalid: [
    { name: "the indexed paths", code: INDEXED("getAllRelativePaths"), errors: [{ messageId: "emptyResult", line: 8 }] },
    { name: "the crawled URLs", code: INDEXED("getCrawledUrls"), errors: [{ messageId: "emptyResult", line: 8 }] },
    { name: "the page's links", code: INDEXED("getPageLinks"), errors: [{ messageId: "emptyResult", line: 8 }] },
  ],
});

/** Lines of a search tool's JSON output, each parsed by a helper that answers `undefined` for a bad one; `guard` keeps or skips it. */
const EVENT_LINES = (guard: string) => `interface SearchEvent { type: string; path: string }
const parseEvent = (line: string): SearchEvent | undefined => {
  try {
    return JSON.parse(line) as SearchEvent;
  } catch {
    return undefined;
  }
};
export function matchesOf(output: string): SearchEvent[] {
  const events: SearchEvent[] = [];
  for (const line of output.split("\\n")) {
    const event = parseEvent(line);
${guard}
  }
  return events;
}
`;

syntacticRuleTester().run("no-silent-skip (a presence check spelled as a comparison)", rule, {
  valid: [
    { name: "the first line that parses wins: a search", code: EVENT_LINES("    if (event !== undefined) return [event];") },
    { name: "a comparison with something that is not nullish", code: EVENT_LINES("    if (event !== lastEvent) events.push(event as SearchEvent);").replace("export function", "declare const lastEvent: SearchEvent;\nexport function") },
    {
      name: "a helper that only parses an address: a malformed link is no record",
      code: "function externalUrl(href: string): string | null {\n  try {\n    const url = new URL(href);\n    if (url.hostname.endsWith(\".internal\")) return null;\n    return url.toString();\n  } catch {\n    return null;\n  }\n}\nexport function links(hrefs: string[]) {\n  const out: string[] = [];\n  for (const h of hrefs) {\n    const url = externalUrl(h);\n    if (!url || url.length > 200) continue;\n    out.push(url);\n  }\n  return out;\n}\n",
    },
    {
      name: "a value that replaces one left in place when it does not parse (a tool's arguments coerced path by path)",
      code: EVENT_LINES("    trace.debug(\"coerced\", event);\n    if (event === undefined) continue;\n    setValueAtPath(parsedArgs, [line], event);").replace("export function", "declare const parsedArgs: Record<string, unknown>;\ndeclare const trace: { debug(...args: unknown[]): void };\ndeclare function setValueAtPath(target: object, path: string[], value: unknown): void;\nexport function"),
    },
    { name: "an absence test that does not skip", code: EVENT_LINES("    if (event === undefined) events.push({ type: \"unparsed\", path: line });\n    else events.push(event);") },
  ],
  invalid: [
    {
      name: "kept when `!== undefined`",
      code: EVENT_LINES("    if (event !== undefined) events.push(event);"),
      errors: [{ messageId: "standInFiltered", line: 6, data: { filter: "if (event !== undefined)", line: "13", mapper: "`parseEvent`", value: "undefined", failure: "`JSON.parse` throws" } }],
    },
    { name: "kept when `!= null`", code: EVENT_LINES("    if (event != null) events.push(event);"), errors: [{ messageId: "standInFiltered", line: 6 }] },
    { name: "skipped when `=== undefined`", code: EVENT_LINES("    if (event === undefined) continue;\n    events.push(event);"), errors: [{ messageId: "standInFiltered", line: 6, data: { filter: "if (event === undefined)", line: "13", mapper: "`parseEvent`", value: "undefined", failure: "`JSON.parse` throws" } }] },
    { name: "skipped when `=== undefined`, the rest gathered by a map's `set`", code: EVENT_LINES("    if (event === undefined) continue;\n    byPath.set(event.path, event);").replace("const events: SearchEvent[] = [];", "const events: SearchEvent[] = [];\n  const byPath = new Map<string, SearchEvent>();"), errors: [{ messageId: "standInFiltered", line: 6 }] },
    { name: "skipped when `== null` or blank", code: EVENT_LINES("    if (event == null || !event.path) continue;\n    events.push(event);"), errors: [{ messageId: "standInFiltered", line: 6 }] },
  ],
});

/** A query tool that keeps the notes matching a user's WHERE expression; `judge` is the filter callback's body. */
const WHERE_FILTER = (judge: string) => `import { statSync } from "node:fs";
interface Note { path: string; fields: Record<string, unknown> }
declare function evaluate(expr: string, fields: Record<string, unknown>): unknown;
export function queryNotes(notes: Note[], where: string) {
  return notes.filter((note) => {
${judge}
  });
}
`;

syntacticRuleTester().run("no-silent-skip (a filter callback whose catch answers false)", rule, {
  valid: [
    { name: "an existence probe: a path that is not there does not match", code: WHERE_FILTER("    try {\n      return statSync(note.path).isFile();\n    } catch {\n      return false;\n    }") },
    { name: "only an address is parsed", code: WHERE_FILTER("    try {\n      return new URL(note.path).protocol === \"https:\";\n    } catch {\n      return false;\n    }") },
    { name: "a failure keeps the note", code: WHERE_FILTER("    try {\n      return Boolean(evaluate(where, note.fields));\n    } catch {\n      return true;\n    }") },
  ],
  invalid: [
    {
      name: "a note whose expression throws is judged not to match",
      code: WHERE_FILTER("    try {\n      return Boolean(evaluate(where, note.fields));\n    } catch (error) {\n      return false;\n    }"),
      errors: [{ messageId: "droppedRecord", line: 9, data: { what: "A record that fails `evaluate`", how: "by the filter callback's catch returning false", logNote: "" } }],
    },
  ],
});

/** A sync step that copies notes into the local search index; `body` is the try around the write, `after` what follows it. */
const NOTE_SYNC = (body: string, handler = "      console.warn(`could not index ${note.id}`, err);", after = "") => `interface Note { id: string; text: string }
declare const vectors: { upsert(rows: { id: string; text: string }[]): Promise<void> };
declare const cache: { put(key: string, value: string): Promise<void> };
declare function upsertFtsRow(row: Note): Promise<void>;
declare function embedAndStore(id: string, text: string): Promise<void>;
export async function syncNotes(notes: Note[]) {
  let indexed = 0;
  for (const note of notes) {
    try {
${body}
    } catch (err) {
${handler}
    }
${after}
  }
  return { total: notes.length };
}
`;

syntacticRuleTester().run("no-silent-skip (a record written into an index or store, its failure only logged)", rule, {
  valid: [
    { name: "a cache write is a by-product", code: NOTE_SYNC("      await pageCache.upsert(note.id, note.text);").replace("export async", "declare const pageCache: { upsert(key: string, value: string): Promise<void> };\nexport async") },
    { name: "a log of the tool calls is telemetry", code: NOTE_SYNC("      await db.from(\"tool_calls\").insert({ tool: \"sync\", note: note.id });").replace("export async", "declare const db: { from(table: string): { insert(row: object): Promise<void> } };\nexport async") },
    { name: "bookkeeping of the sync, not a record", code: NOTE_SYNC("      await insertSyncHistory(note.id, Date.now());").replace("export async", "declare function insertSyncHistory(id: string, at: number): Promise<void>;\nexport async") },
    { name: "a success counter read afterwards shows the failures by their absence", code: NOTE_SYNC("      await upsertFtsRow(note);\n      indexed++;").replace("return { total: notes.length }", "return { total: notes.length, indexed }") },
    { name: "the write has its own catch that records the failure", code: NOTE_SYNC("      try {\n        await upsertFtsRow(note);\n      } catch (e) {\n        onError(note.id, e);\n      }\n      await cache.put(note.id, note.text);").replace("export async", "declare function onError(id: string, e: unknown): void;\nexport async") },
    { name: "the catch rethrows", code: NOTE_SYNC("      await upsertFtsRow(note);", "      throw err;") },
    {
      name: "a write to the tool's own log, by its word in a camel-cased name",
      code: "declare const activityLog: { insert(row: object): Promise<void> };\nexport async function remember(text: string) {\n  try {\n    await activityLog.insert({ text, at: Date.now() });\n  } catch {}\n  return { content: [{ type: \"text\", text: \"Remembered.\" }] };\n}\n",
    },
    { name: "keys imported into a keyring are no records (`importKeys`)", code: "export async function loadKeys(keyring: { importKeys(bundle: string): Promise<void> }, bundle: string) {\n  try {\n    await keyring.importKeys(bundle);\n  } catch {}\n  return { content: [{ type: \"text\", text: \"Keys loaded.\" }] };\n}\n" },
    { name: "a style rule inserted into a sheet is no record (`sheet.insertRule`)", code: "export function addStyles(sheet: CSSStyleSheet, rules: string[]) {\n  for (const r of rules) {\n    try {\n      sheet.insertRule(r);\n    } catch {}\n  }\n}\n" },
    { name: "a search that only reads: `indexOf` is no write", code: NOTE_SYNC("      if (note.text.indexOf(\"#draft\") >= 0) await cache.put(note.id, \"draft\");") },
  ],
  invalid: [
    {
      name: "a keyword-index row that fails to write is only logged",
      code: NOTE_SYNC("      await upsertFtsRow(note);"),
      errors: [{ messageId: "unwritten", line: 11, data: { call: "`upsertFtsRow`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    { name: "an embedding that fails to store, with an empty catch", code: NOTE_SYNC("      await embedAndStore(note.id, note.text);", "      // the embedding provider may be down"), errors: [{ messageId: "unwritten", line: 11, data: { call: "`embedAndStore`", logNote: "" } }] },
    {
      name: "a catalog is a store, though its name holds \"log\"",
      code: NOTE_SYNC("      await catalog.insert({ id: note.id, title: note.text });").replace("export async", "declare const catalog: { insert(row: object): Promise<void> };\nexport async"),
      errors: [{ messageId: "unwritten", line: 12, data: { call: "`catalog.insert`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    { name: "a vector store's upsert", code: NOTE_SYNC("      await vectors.upsert([{ id: note.id, text: note.text }]);"), errors: [{ messageId: "unwritten", line: 11, data: { call: "`vectors.upsert`", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }] },
    {
      name: "outside a loop too: a tool that stores a memory and answers success",
      code: "declare const db: { insert(table: string, row: object): Promise<void> };\nexport async function remember(text: string) {\n  try {\n    await db.insert(\"memories\", { text });\n  } catch {}\n  return { content: [{ type: \"text\", text: \"Remembered.\" }] };\n}\n",
      errors: [{ messageId: "unwritten", line: 5, data: { call: "`db.insert`", logNote: "" } }],
    },
  ],
});

/** Knowledge entries read from files and deduplicated by id in a map; `answer` is what the function returns. */
const DEDUPED_ENTRIES = (answer: string) => `import { readFileSync } from "node:fs";
interface Entry { id: string; version: number }
export function readEntries(files: string[]) {
  const seen = new Map<string, Entry>();
  for (const file of files) {
    try {
      const entry = JSON.parse(readFileSync(file, "utf8")) as Entry;
      seen.set(entry.id, entry);
    } catch (error) {
      console.error(\`could not parse \${file}\`, error);
    }
  }
  return ${answer};
}
`;

syntacticRuleTester().run("no-silent-skip (a map named for deduplication that is the answer)", rule, {
  valid: [
    { name: "only a count of what was seen is returned", code: DEDUPED_ENTRIES("files.length") },
    { name: "a field of the same name is not the map", code: DEDUPED_ENTRIES("{ stats: { seen: 1 } }") },
  ],
  invalid: [
    {
      name: "the entries are the map's values",
      code: DEDUPED_ENTRIES("Array.from(seen.values())"),
      errors: [{ messageId: "droppedRecord", line: 9, data: { what: "A record that fails `readFileSync`", how: "by a catch that only logs", logNote: " The catch only logs it, and a log line is seen by neither the caller nor the model." } }],
    },
    { name: "the map itself is the answer", code: DEDUPED_ENTRIES("seen"), errors: [{ messageId: "droppedRecord", line: 9 }] },
  ],
});

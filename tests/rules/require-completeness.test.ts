import { describe, expect, it } from "vitest";
import rule from "../../rules/require-completeness.js";
import { join } from "node:path";
import { FIXTURES_DIR, syntacticRuleTester, typedRuleTester } from "../rule-tester.js";
import { typeErrors } from "../typecheck.js";

const MCP = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "ops", version: "1.0.0" });
`;

/** An MCP search tool over a log backend; `body` is the handler's body. */
function mcpTool(body: string, config = `{ description: "Search the logs", inputSchema: { query: z.string(), limit: z.number().optional() } }`): string {
  return `${MCP}interface Hit { file: string; line: number; text: string }
declare function searchLogs(query: string, options: { limit?: number }): Promise<{ hits: Hit[]; total: number }>;
server.registerTool("search_logs", ${config}, async ({ query, limit }) => {
${body}
});
`;
}

/** A drive search the model pages through by `pageToken`, ten files at a time unless it says otherwise. */
const DRIVE_SEARCH = (rest: string) => `${MCP}declare const drive: { files: { list(o: object): Promise<{ data: { files: { name: string }[]; nextPageToken?: string } }> } };
server.registerTool("search_files", { description: "Search files", inputSchema: { q: z.string(), pageSize: z.number().optional(), pageToken: z.string().optional() } }, async (args) => {
  const res = await drive.files.list({ q: args.q, pageSize: args.pageSize || 10, pageToken: args.pageToken });
${rest}
});
`;

/** An MCP tool that asks a GraphQL API for issues with \`query\` and hands back \`answer\`. */
const GRAPHQL_ISSUES = (selection: string, answer: string) => `${MCP}declare const gitlab: { request<T>(query: string, variables: object): Promise<T> };
const ISSUES = \`query issues($first: Int!, $after: String) {
  project { issues(first: $first, after: $after) { ${selection} nodes { iid title } } }
}\`;
server.registerTool("list_issues", { description: "List issues", inputSchema: { first: z.number().optional(), after: z.string().optional() } }, async ({ first, after }) => {
  const res = await gitlab.request<{ project: { issues: { nodes: { iid: string }[]; pageInfo?: object } } }>(ISSUES, { first: first ?? 20, after });
  return { content: [{ type: "text", text: JSON.stringify(${answer}) }] };
});
`;

/** A social client's post lookup: \`uris\` is what the request names, the tool answers with the first post. */
const POST_LOOKUP = (uris: string) => `${MCP}declare const agent: { getPosts(o: { uris: string[] }): Promise<{ data: { posts: { uri: string; cid: string }[] } }>; like(uri: string, cid: string): Promise<{ uri: string }> };
server.registerTool("like_post", { description: "Like a post", inputSchema: { uri: z.string(), uris: z.array(z.string()).optional() } }, async ({ uri, uris }) => {
  const res = await agent.getPosts({ uris: ${uris} });
  const post = res.data.posts[0];
  if (!post) return { content: [{ type: "text", text: "not found" }], isError: true };
  const like = await agent.like(post.uri, post.cid);
  return { content: [{ type: "text", text: \`Liked \${post.uri} (\${like.uri})\` }] };
});
`;

/** A usage report read from a query that takes its offset and page size by position. */
const USAGE_TOOL = (body: string) => `${MCP}declare function queryUsage(since: Date, offset: number, limit: number): Promise<{ usage?: { tokens: number }[] }>;
server.registerTool("usage", { description: "Token usage", inputSchema: { days: z.number() } }, async ({ days }) => {
  const since = new Date(Date.now() - days * 86_400_000);
${body}
  return { content: [{ type: "text", text: JSON.stringify(usage) }] };
});
`;

/** An MCP tool that declares an outputSchema and returns the first MAX_RESULTS hits with `returnLine`. */
function OUTPUT_SCHEMA_TOOL(returnLine: string): string {
  return `${MAX}${mcpTool(
    `  const { hits } = await searchLogs(query, {});
  const top = hits.slice(0, MAX_RESULTS);
${returnLine}`,
    `{ description: "Search the logs", inputSchema: { query: z.string(), limit: z.number().optional() }, outputSchema: { hits: z.array(z.object({ file: z.string(), line: z.number(), text: z.string() })) } }`,
  )}`;
}

/** The SDK's low-level server answering every tool call in one handler; \`schema\` names the request, \`result\` is what the search branch returns. */
function lowLevelServer(result: string, schema = "CallToolRequestSchema"): string {
  return `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ${schema} } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "ops", version: "1.0.0" }, { capabilities: { tools: {} } });
declare function searchLogs(query: string, options: { limit?: number }): Promise<{ hits: string[]; total: number }>;
server.setRequestHandler(${schema}, async (request) => {
  const { query } = request.params.arguments as { query: string };
  switch (request.params.name) {
    case "search_logs": {
      const { hits, total } = await searchLogs(query, { limit: 20 });
      return ${result};
    }
    default:
      throw new Error("unknown tool");
  }
});
`;
}

/** A payments toolkit's tool written as a plain object naming its implementation; \`body\` is the implementation's. */
function pagedListTool(body: string): string {
  return `interface Customer { id: string; email: string }
interface Page<T> { data: T[]; has_more: boolean }
declare const payments: { customers: { list(params: { email?: string; after?: string; limit?: number }): Promise<Page<Customer>> } };
declare const store: { list(): Promise<{ data: Customer[] }> };
declare const openai: { models: { list(): Promise<Page<Customer>> } };
declare function savedCursor(): string | undefined;
export const listCustomers = async (params: { email?: string }) => {
${body}
};
export const listCustomersTool = () => ({
  name: "list_customers",
  description: "List customers",
  inputSchema: {},
  execute: listCustomers,
});
`;
}

/** A web search tool that sends a request object through a timeout and a retry wrapper and cleans the response with a helper of another file; `request` builds the request, `each` shapes a hit. */
function wrappedSearch(request: string, each = "(r) => `${r.title}\\n${r.url}`"): string {
  return `${MCP}import { sanitizeSearchResponse } from "./sanitize.js";
interface Hit { title: string; url: string; tags: string[] }
const CONFIG = { DEFAULT_NUM_RESULTS: 8, SEARCH_URL: "/search" };
interface SearchRequest { query: string; numResults?: number; cursor?: string }
declare const api: { request(url: string, method: string, body: object): Promise<{ results: Hit[] }> };
declare function withTimeout<T>(run: () => Promise<T>, ms: number): Promise<T>;
declare function retry<T>(run: () => Promise<T>): Promise<T>;
server.registerTool("web_search", { description: "Search the web", inputSchema: { query: z.string(), numResults: z.number().optional(), cursor: z.string().optional() } }, async ({ query, numResults, cursor }) => {
  const request: SearchRequest = ${request};
  const response = await withTimeout(() => retry(() => api.request(CONFIG.SEARCH_URL, "POST", request)), 10_000);
  const clean = sanitizeSearchResponse(response);
  return { content: [{ type: "text", text: clean.results.map(${each}).join("\\n\\n") }] };
});
`;
}

const AI = `import { tool } from "ai";
import { z } from "zod";
interface Doc { id: string; title: string }
declare function findDocs(query: string): Promise<Doc[]>;
`;

/** An AI SDK tool whose execute body is `body`. */
function aiTool(body: string): string {
  return `${AI}export const searchDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
${body}
  },
});
`;
}

const LANGCHAIN = `import { tool } from "@langchain/core/tools";
import { z } from "zod";
declare function rg(args: string[]): Promise<string>;
`;

const AGENTS = `import { tool } from "@openai/agents";
import { z } from "zod";
interface Row { id: string; name: string }
declare function rows(table: string): AsyncIterable<Row>;
`;

const MAX = "const MAX_RESULTS = 25;\n";

/** A tool whose arguments are checked against a schema declared beside it; `query` is how it asks for titles. */
const CHECKED_ARGS = (query: string, shown = "titles") => `${MCP}declare const titleLimit: z.ZodDefault<z.ZodNumber>;
declare function parseArgs<T extends z.ZodTypeAny>(schema: T, args: unknown): z.infer<T>;
declare function titlesMatching(title: string, limit?: number): Promise<string[]>;
const TitleArgs = z.object({ title: z.string(), limit: titleLimit });
server.registerTool("find_titles", { description: "Titles that match", inputSchema: { title: z.string() } }, async (args) => {
  const { title, limit } = parseArgs(TitleArgs, args);
  const titles = await ${query};
  return { content: [{ type: "text", text: ${shown}.join("\\n") }] };
});
`;

/** A low-level MCP server whose arguments are held in a local before the switch; `shown` is what it returns of the cards. */
const HELD_ARGS = (shown: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "cards", version: "1.0.0" }, { capabilities: { tools: {} } });
declare function dueCards(): Promise<{ id: number; front: string }[]>;
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (!args) throw new Error("no arguments");
  switch (name) {
    case "get_due_cards": {
      const num = Number(args.num);
      const cards = await dueCards();
      return { content: [{ type: "text", text: JSON.stringify(${shown}) }] };
    }
    default:
      throw new Error("unknown tool");
  }
});
`;

/** A walk over a paged listing whose loop runs while `condition`, setting `hasMore` from a full page. */
const PAGE_LOOP = (condition: string) => `export async function allModules(course: string) {
  const modules: unknown[] = [];
  let page = 1;
  let hasMore = true;
  while (${condition}) {
    const batch = await listModules(course, { per_page: 100, page });
    modules.push(...batch);
    hasMore = batch.length === 100;
    page += 1;
  }
  return { modules, hasMore };
}
declare function listModules(c: string, q: object): Promise<unknown[]>;
`;

const valid: { name: string; code: string; options?: [Record<string, unknown>] }[] = [
  {
    name: "a full page only asks the loop for the next one (`while (hasMore)`)",
    code: PAGE_LOOP("hasMore"),
  },
  {
    name: "as many as the model asked for, its count read from arguments held in a local",
    code: HELD_ARGS("cards.slice(0, num)"),
  },
  {
    name: "MCP: a truncation block with the next offset, spread in when it applies",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: 21 });
  const truncation = hits.length > 20 ? { continueFrom: 20 } : null;
  return { content: [{ type: "text", text: JSON.stringify({ hits: hits.slice(0, 20), ...(truncation ? { truncation } : {}) }) }] };`),
  },
  {
    name: "MCP: a pagination block beside a page of hits",
    code: mcpTool(`  const { hits, pagination } = await searchLogsPaged(query, { limit: 20 });
  return { content: [{ type: "text", text: JSON.stringify({ hits, pagination }) }] };
  function searchLogsPaged(q: string, o: { limit: number }) { return Promise.resolve({ hits: [q, String(o.limit)], pagination: { next: null } }); }`),
  },
  { name: "a function declared first and passed by name to another request's handler", code: lowLevelServer('{ contents: [{ uri: "logs://search", text: JSON.stringify(hits) }] }', "ReadResourceRequestSchema").replace("server.setRequestHandler(ReadResourceRequestSchema, async (request) => {", "async function handleRead(request: { params: { name: string; arguments?: Record<string, unknown> } }) {").replace(/\n}\);\n$/, "\n}\nserver.setRequestHandler(ReadResourceRequestSchema, handleRead);\n") },
  { name: "a request the model sized, through wrappers", code: wrappedSearch("{ query, numResults }") },
  { name: "a per-hit cut inside the map callback is no cap on the list", code: wrappedSearch("{ query, numResults }", "(r) => ({ ...r, tags: r.tags.slice(0, 3) })") },
  { name: "a page whose has_more the tool reads and says", code: pagedListTool("  const page = await payments.customers.list(params);\n  return page.has_more ? [...page.data.map((c) => c.id), \"(more customers exist)\"] : page.data.map((c) => c.id);") },
  { name: "a page the caller asked for by its cursor", code: pagedListTool("  const page = await payments.customers.list({ email: params.email, after: savedCursor() });\n  return page.data.map((c) => c.id);") },
  { name: "a page the caller asked for by its cursor, in options built first", code: pagedListTool("  const query = { email: params.email, after: savedCursor() };\n  const page = await payments.customers.list(query);\n  return page.data.map((c) => c.id);") },
  { name: "one customer looked up, not a listing", code: pagedListTool("  const found = await payments.customers.list({ email: params.email, limit: 1 });\n  return found.data[0] ? [found.data[0].id] : [];") },
  { name: "a listing the API gives whole (models)", code: pagedListTool("  const models = await openai.models.list();\n  return models.data.map((m) => m.id);") },
  { name: "the data of a list of this file's own store, not of a client's resource", code: pagedListTool("  const all = await store.list();\n  return all.data.map((c) => c.id);") },
  { name: "a low-level MCP server's tool handler that states the total", code: lowLevelServer('{ content: [{ type: "text", text: JSON.stringify({ hits, total }) }] }') },
  { name: "a low-level handler of another request is no tool", code: lowLevelServer('{ contents: [{ uri: "logs://search", text: JSON.stringify(hits) }] }', "ReadResourceRequestSchema") },
  {
    name: "a bounded search that reports total and hasMore",
    code: mcpTool(`  const { hits, total } = await searchLogs(query, { limit: 20 });
  const body = { hits, total, hasMore: total > hits.length };
  return { content: [{ type: "text", text: JSON.stringify(body) }] };`),
  },
  {
    name: "a page with nextCursor (snake_case spelling)",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: JSON.stringify({ hits, next_cursor: hits.at(-1)?.file ?? null }) }] };`),
  },
  {
    name: "the window the caller asked for (limit from the tool's input, no default)",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit });
  return { content: [{ type: "text", text: hits.map((h) => h.text).join("\\n") }] };`),
  },
  {
    name: "no bound anywhere: the whole collection (checkUnbounded is off)",
    code: aiTool(`    const docs = await findDocs(query);
    return { docs };`),
  },
  {
    name: "text that states the kept count and the total",
    code: aiTool(`    const docs = await findDocs(query);
    const shown = docs.slice(0, 10);
    return \`Showing \${shown.length} of \${docs.length} documents:\\n\${shown.map((d) => d.title).join("\\n")}\`;`),
  },
  {
    name: "text that says how to get the rest",
    code: aiTool(`    const docs = await findDocs(query);
    const lines = docs.slice(0, 10).map((d) => d.title);
    return lines.join("\\n") + "\\nCall again with offset=10 to see more.";`),
  },
  {
    name: "text that says how many were left out",
    code: aiTool(`    const docs = await findDocs(query);
    return [...docs.slice(0, 10).map((d) => d.title), \`… \${docs.length - 10} more documents\`].join("\\n");`),
  },
  {
    name: "the cutter builds the result: complete by contract",
    code: `${AI}import { cut } from "tool-output-cutter";
export const searchDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => cut((await findDocs(query)).slice(0, 50), { maxChars: 8_000 }).text,
});
`,
  },
  {
    name: "a line cut of one text is no-positional-cut's, not a collection's bound",
    code: aiTool(`    const text = (await findDocs(query)).map((d) => d.title).join("\\n");
    return text.split("\\n").slice(0, 100).join("\\n");`),
  },
  {
    name: "one more than the cap fetched, and more than the cap means truncated",
    code: mcpTool(`  const LIMIT = 20;
  const { hits } = await searchLogs(query, { limit: LIMIT + 1 });
  const truncated = hits.length > LIMIT;
  return { content: [{ type: "text", text: JSON.stringify({ hits: hits.slice(0, LIMIT), truncated }) }] };`),
  },
  {
    name: "the first of a search's hits when it is the only one",
    code: mcpTool(`  const { hits } = await searchLogs(query, {});
  if (hits.length === 1) {
    const only = hits[0];
    return { content: [{ type: "text", text: only?.text ?? "" }] };
  }
  return { content: [{ type: "text", text: \`\${hits.length} matches: narrow the query\` }] };`),
  },
  {
    name: "a page the model picked by its token, the next token read and handed back when more exist",
    code: DRIVE_SEARCH(`  let text = res.data.files.map((f) => f.name).join("\\n");
  if (res.data.nextPageToken) text += \`\\nMore results: pass pageToken \${res.data.nextPageToken}\`;
  return { content: [{ type: "text", text }] };`),
  },
  {
    name: "pages read by an offset the loop moves by the page size, until a short page",
    code: USAGE_TOOL(`  const usage: { tokens: number }[] = [];
  let offset = 0;
  const limit = 1000;
  while (true) {
    const batch = (await queryUsage(since, offset, limit)).usage ?? [];
    usage.push(...batch);
    if (batch.length < limit) break;
    offset += limit;
  }`),
  },
  {
    // The answer carries pageInfo, and the tool hands it on whole.
    name: "a GraphQL request whose query selects pageInfo, answered whole",
    code: GRAPHQL_ISSUES("pageInfo { hasNextPage endCursor }", "res"),
  },
  {
    name: "a GraphQL request whose query selects pageInfo, read beside the items",
    code: GRAPHQL_ISSUES("pageInfo { hasNextPage endCursor }", "{ issues: res.project.issues.nodes, more: res.project.issues.pageInfo }"),
  },
  {
    // The request names one post; the first of the answer is that post.
    name: "the first of a lookup that names one item",
    code: POST_LOOKUP("[uri]"),
  },
  {
    name: "a lookup by id asks for one row",
    code: mcpTool(`  const { hits } = await searchLogs(\`id:\${query}\`, { limit: 1 });
  return { content: [{ type: "text", text: hits[0]?.text ?? "not found" }] };`),
  },
  {
    name: "a retrieval helper below the tool boundary (no tool in this file)",
    code: `${MAX}interface Chunk { text: string; score: number }
declare function embedSearch(q: string): Promise<Chunk[]>;
export async function retrieve(query: string): Promise<Chunk[]> {
  const ranked = (await embedSearch(query)).sort((a, b) => b.score - a.score);
  return ranked.slice(0, MAX_RESULTS);
}
`,
  },
  {
    name: "a UI list that is not a tool",
    code: `${MAX}export function RecentFiles(props: { files: string[] }) {
  const shown = props.files.slice(0, MAX_RESULTS);
  return shown.map((f) => f.toUpperCase());
}
`,
  },
  {
    name: "the project's own spelling, configured",
    code: aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, 10), overflowed: docs.length > 10 };`),
    options: [{ completenessKeys: ["overflowed"] }],
  },
  {
    name: "a cut of one string (a single file's text) is not a collection",
    code: aiTool(`    const [first] = await findDocs(query);
    return first ? first.title.slice(0, 200) : "none";`),
  },
];

valid.push(
  {
    name: "two counts compared are not a count against a cap",
    code: `export function summary(todos: string[], shown: string[]) {
  const truncated = todos.length > shown.length;
  return { shown, truncated };
}
`,
  },
  {
    name: "an agent's step budget is not a collection's cap",
    code: `export function finish(result: { steps: unknown[] }, maxSteps: number) {
  const stepCount = result.steps.length;
  const reachedMaxSteps = stepCount >= maxSteps;
  return { reachedMaxSteps };
}
`,
  },
  {
    name: "a capacity check that only logs is not a verdict about a result",
    code: `const MAX_ACTIVE = 4;
export function add(active: string[], beat: string) {
  if (active.length >= MAX_ACTIVE) {
    console.log(\`limit reached (\${MAX_ACTIVE}); more beats are not added\`);
    return active;
  }
  return [...active, beat];
}
`,
  },
);

// Found in review: each case once went wrong.
valid.push(
  {
    name: "a tool that pages to the end with octokit.paginate (per_page is a page size)",
    code: mcpTool(`  const comments = await octokit.paginate("GET /repos/{owner}/{repo}/issues/comments", { owner: "o", repo: query, per_page: 100 });
  return { content: [{ type: "text", text: comments.map((c) => c.body).join("\\n---\\n") }] };
  var octokit: { paginate(route: string, o: object): Promise<{ body: string }[]> };`),
  },
  {
    name: "a loop that follows the cursor with a page size",
    code: mcpTool(`  const all: Hit[] = [];
  let cursor: string | undefined;
  do {
    const res = await api.search({ q: query, cursor, limit: 100 });
    all.push(...res.items);
    cursor = res.nextCursor;
  } while (cursor);
  return { content: [{ type: "text", text: JSON.stringify(all) }] };
  var api: { search(o: object): Promise<{ items: Hit[]; nextCursor?: string }> };`),
  },
  {
    name: "a plural name holding one string: a text cut, no-positional-cut's",
    code: aiTool(`    const notes: string = (await findDocs(query)).map((d) => d.title).join("\\n");
    return notes.slice(0, 2000);`),
  },
  {
    name: "spellings beyond the list: totalMatches, limitReached, nextPage",
    code: aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, 10), totalMatches: docs.length, limitReached: docs.length > 10, nextPage: 2 };`),
  },
  {
    name: "text that counts what was left out, through a named rest",
    code: aiTool(`    const docs = await findDocs(query);
    const shown = docs.slice(0, 20);
    const rest = docs.length - shown.length;
    return shown.map((d) => d.title).join("\\n") + \`\\n… \${rest} more documents\`;`),
  },
  {
    name: "a SQL lookup with LIMIT 1, and head -n 1",
    code: `${LANGCHAIN}declare function sh(command: string): Promise<string>;
export const lastCommit = tool(async () => sh("git log --oneline | head -n 1"), { name: "last_commit", description: "The last commit", schema: z.object({}) });
`,
  },
  {
    name: "fetch one more, by a named probe",
    code: mcpTool(`  const LIMIT = 20;
  const PROBE = LIMIT + 1;
  const { hits } = await searchLogs(query, { limit: PROBE });
  const hasMore = hits.length === PROBE;
  return { content: [{ type: "text", text: JSON.stringify({ hits: hits.slice(0, LIMIT), hasMore }) }] };`),
  },
  {
    name: "a size guard on one file is not a count of results",
    code: `const MAX_BYTES = 1_000_000;
export function guard(buf: Uint8Array): string | undefined {
  if (buf.length >= MAX_BYTES) return "File exceeds the size limit";
  return undefined;
}
`,
  },
  {
    name: "limit: Number.MAX_SAFE_INTEGER means all",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: Number.MAX_SAFE_INTEGER });
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`),
  },
);

const invalid: { name: string; code: string; options?: [Record<string, unknown>]; errors: { messageId: "boundedResult" | "countEquality" | "unboundedResult"; line: number; suggestions?: { messageId: "suggestTotal"; output: string }[] }[] }[] = [
  {
    name: "a default result count in a request object built first, sent through a timeout and a retry wrapper",
    code: wrappedSearch("{ query, numResults: numResults || CONFIG.DEFAULT_NUM_RESULTS }"),
    errors: [{ messageId: "boundedResult", line: 15, suggestions: [] }],
  },
  {
    // A page the model picked by its cursor, at a default size: the answer never says whether more follow.
    name: "a default result count beside the caller's cursor, no next cursor in the answer",
    code: wrappedSearch("{ query, numResults: numResults || CONFIG.DEFAULT_NUM_RESULTS, cursor }"),
    errors: [{ messageId: "boundedResult", line: 15, suggestions: [] }],
  },
  {
    name: "one page of an SDK's list call (the API's default page size), its has_more never read",
    code: pagedListTool("  const customers = await payments.customers.list(params);\n  return customers.data.map((c) => ({ id: c.id }));"),
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    name: "a low-level tool handler declared as a function and passed by name",
    code: lowLevelServer('{ content: [{ type: "text", text: JSON.stringify(hits) }] }').replace("server.setRequestHandler(CallToolRequestSchema, async (request) => {", "async function handleCallTool(request: { params: { name: string; arguments?: Record<string, unknown> } }) {").replace(/\n}\);\n$/, "\n}\nserver.setRequestHandler(CallToolRequestSchema, handleCallTool);\n"),
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
  },
  {
    name: "a low-level MCP server's tool handler (setRequestHandler(CallToolRequestSchema, …)) that returns the first 20 hits",
    code: lowLevelServer('{ content: [{ type: "text", text: JSON.stringify(hits) }] }'),
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
  },
  {
    name: "an MCP search that returns the first 20 hits and never says how many exist",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: hits.map((h) => \`\${h.file}:\${h.line} \${h.text}\`).join("\\n") }] };`),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "a default cap the model did not choose (`limit ?? 50`)",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: limit ?? 50 });
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "a default from the tool's own input schema (`z.number().default(10)`)",
    code: mcpTool(
      `  const { hits } = await searchLogs(query, { limit });
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`,
      `{ description: "Search the logs", inputSchema: { query: z.string(), limit: z.number().default(10) } }`,
    ),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    // The const says what the default is; the input it defaults is the model's.
    name: "a default cap held in a const (`const max = limit ?? 50`)",
    code: mcpTool(`  const max = limit ?? 50;
  const { hits } = await searchLogs(query, { limit: max });
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`),
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    name: "a query's options built before the call",
    code: mcpTool(`  const request = { limit: limit || 8 };
  const { hits } = await searchLogs(query, request);
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`),
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    name: "an AI SDK tool that slices its results; the suggestion adds total and truncated",
    code: `${MAX}${aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, MAX_RESULTS) };`)}`,
    errors: [
      {
        messageId: "boundedResult",
        line: 11,
        suggestions: [
          {
            messageId: "suggestTotal",
            output: `${MAX}${aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, MAX_RESULTS), total: docs.length, truncated: docs.length > MAX_RESULTS };`)}`,
          },
        ],
      },
    ],
  },
  {
    name: "an MCP content array built from a slice; the suggestion adds a text part with the total",
    code: `${MAX}${mcpTool(`  const { hits } = await searchLogs(query, {});
  return { content: [{ type: "text", text: JSON.stringify(hits.slice(0, MAX_RESULTS)) }] };`)}`,
    errors: [
      {
        messageId: "boundedResult",
        line: 9,
        suggestions: [
          {
            messageId: "suggestTotal",
            output: `${MAX}${mcpTool(`  const { hits } = await searchLogs(query, {});
  return { content: [{ type: "text", text: JSON.stringify(hits.slice(0, MAX_RESULTS)) }, { type: "text", text: \`\${Math.min(hits.length, MAX_RESULTS)} of \${hits.length} shown.\` }] };`)}`,
          },
        ],
      },
    ],
  },
  {
    name: "an MCP tool with an outputSchema: the envelope goes in _meta and the count in a text part, structuredContent untouched",
    code: OUTPUT_SCHEMA_TOOL("  return { content: [{ type: \"text\", text: JSON.stringify(top) }], structuredContent: { hits: top } };"),
    errors: [
      {
        messageId: "boundedResult",
        line: 10,
        suggestions: [
          {
            messageId: "suggestTotal",
            output: OUTPUT_SCHEMA_TOOL(
              '  return { content: [{ type: "text", text: JSON.stringify(top) }, { type: "text", text: `${Math.min(hits.length, MAX_RESULTS)} of ${hits.length} shown.` }], structuredContent: { hits: top }, _meta: { "tool-output/completeness": { complete: hits.length <= MAX_RESULTS, returned: Math.min(hits.length, MAX_RESULTS), total: hits.length } } };',
            ),
          },
        ],
      },
    ],
  },
  {
    name: "an MCP tool with an outputSchema and its own _meta: the envelope is merged into it",
    code: OUTPUT_SCHEMA_TOOL("  return { content: [{ type: \"text\", text: JSON.stringify(top) }], structuredContent: { hits: top }, _meta: { requestId: \"r1\" } };"),
    errors: [
      {
        messageId: "boundedResult",
        line: 10,
        suggestions: [
          {
            messageId: "suggestTotal",
            output: OUTPUT_SCHEMA_TOOL(
              '  return { content: [{ type: "text", text: JSON.stringify(top) }, { type: "text", text: `${Math.min(hits.length, MAX_RESULTS)} of ${hits.length} shown.` }], structuredContent: { hits: top }, _meta: { requestId: "r1", "tool-output/completeness": { complete: hits.length <= MAX_RESULTS, returned: Math.min(hits.length, MAX_RESULTS), total: hits.length } } };',
            ),
          },
        ],
      },
    ],
  },
  {
    name: "an MCP tool with an outputSchema whose _meta is built elsewhere: no suggestion",
    code: OUTPUT_SCHEMA_TOOL("  return { content: [{ type: \"text\", text: JSON.stringify(top) }], structuredContent: { hits: top }, _meta: metaOf(query) };") + "declare function metaOf(q: string): Record<string, unknown>;\n",
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
  },
  {
    name: "a LangChain tool that caps ripgrep with --max-count",
    code: `${LANGCHAIN}export const grep = tool(
  async ({ pattern }) => {
    const out = await rg(["--json", "--max-count", "50", "--", pattern, "."]);
    return out;
  },
  { name: "grep", description: "Search the workspace", schema: z.object({ pattern: z.string() }) },
);
`,
    errors: [{ messageId: "boundedResult", line: 7, suggestions: [] }],
  },
  {
    name: "a flag's value given as text: MAX_MATCHES.toString()",
    code: `${LANGCHAIN}const MAX_MATCHES = 50;
export const grep = tool(
  async ({ pattern }) => {
    const out = await rg(["--json", "--max-count", MAX_MATCHES.toString(), "--", pattern, "."]);
    return out;
  },
  { name: "grep", description: "Search the workspace", schema: z.object({ pattern: z.string() }) },
);
`,
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "head -n in a shell command",
    code: `${LANGCHAIN}declare function sh(command: string): Promise<string>;
export const findFiles = tool(
  async ({ glob }) => sh(\`find . -name '\${glob}' | head -n 200\`),
  { name: "find_files", description: "Find files by name", schema: z.object({ glob: z.string() }) },
);
`,
    errors: [{ messageId: "boundedResult", line: 6, suggestions: [] }],
  },
  {
    name: "an OpenAI Agents tool whose loop stops at a cap",
    code: `${AGENTS}${MAX}export const listRows = tool({
  name: "list_rows",
  description: "Rows of a table",
  parameters: z.object({ table: z.string() }),
  async execute({ table }) {
    const out: Row[] = [];
    for await (const row of rows(table)) {
      out.push(row);
      if (out.length >= MAX_RESULTS) break;
    }
    return JSON.stringify(out);
  },
});
`,
    errors: [{ messageId: "boundedResult", line: 16, suggestions: [] }],
  },
  {
    name: "a same-file helper bounds what the tool returns",
    code: `${AI}${MAX}async function topDocs(query: string) {
  return (await findDocs(query)).slice(0, MAX_RESULTS);
}
export const searchDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => ({ titles: (await topDocs(query)).map((d) => d.title) }),
});
`,
    errors: [{ messageId: "boundedResult", line: 12, suggestions: [] }],
  },
  {
    name: "a vector search that asks for 4 results as a plain argument",
    code: `${LANGCHAIN}declare const store: { similaritySearch(query: string, k: number): Promise<{ pageContent: string }[]> };
export const retrieve = tool(
  async ({ query }) => (await store.similaritySearch(query, 4)).map((d) => d.pageContent).join("\\n\\n"),
  { name: "retrieve", description: "Retrieve passages", schema: z.object({ query: z.string() }) },
);
`,
    errors: [{ messageId: "boundedResult", line: 6, suggestions: [] }],
  },
  {
    name: "a page the model picked by its token, ten by default, and nothing says whether more exist",
    code: DRIVE_SEARCH(`  return { content: [{ type: "text", text: res.data.files.map((f) => f.name).join("\\n") }] };`),
    errors: [{ messageId: "boundedResult", line: 7, suggestions: [] }],
  },
  {
    name: "the first page of a query that takes its offset and page size by position",
    code: USAGE_TOOL(`  const offset = 0;
  const usage = (await queryUsage(since, offset, 1000)).usage ?? [];`),
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    // Twin: the query selects pageInfo but the tool keeps only the nodes.
    name: "a GraphQL request whose pageInfo is dropped: only the nodes are handed on",
    code: GRAPHQL_ISSUES("pageInfo { hasNextPage endCursor }", "res.project.issues.nodes"),
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
  },
  {
    name: "a GraphQL request whose query asks no page state",
    code: GRAPHQL_ISSUES("", "res"),
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
  },
  {
    // Twin: the request names many posts (the model's list), and the tool acts on the first.
    name: "the first of a lookup that names a list",
    code: POST_LOOKUP("uris ?? [uri, uri]"),
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
  },
  {
    name: "the first of a search's hits",
    code: mcpTool(`  const { hits } = await searchLogs(query, {});
  return { content: [{ type: "text", text: hits[0]?.text ?? "none" }] };`),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "truncation decided by count equality with the cap",
    code: mcpTool(`  const LIMIT = 20;
  const { hits } = await searchLogs(query, { limit: LIMIT });
  return { content: [{ type: "text", text: JSON.stringify({ hits, truncated: hits.length === LIMIT }) }] };`),
    errors: [{ messageId: "countEquality", line: 9 }],
  },
  {
    name: "a truncation block chosen by count equality with a clamped limit",
    code: `const HARD_LIMIT = 500;
export function page(rows: string[], limit: number | undefined, offset: number) {
  const effectiveLimit = Math.min(limit ?? HARD_LIMIT, HARD_LIMIT);
  const truncation = rows.length >= effectiveLimit ? { continueFrom: offset + rows.length } : null;
  return { rows, ...(truncation !== null ? { truncation } : {}) };
}
`,
    errors: [{ messageId: "countEquality", line: 4 }],
  },
  {
    name: "a limit flag returned beside the list it counts",
    code: `export async function listFiles(dir: string, limit: number): Promise<[string[], boolean]> {
  const paths = (await walk(dir)).slice(0, limit);
  return [paths, paths.length >= limit];
}
declare function walk(d: string): Promise<string[]>;
`,
    errors: [{ messageId: "countEquality", line: 3 }],
  },
  {
    name: "a full page sets a flag the tool returns, though the loop could have asked again",
    code: PAGE_LOOP("page <= 3"),
    errors: [{ messageId: "countEquality", line: 8 }],
  },
  {
    name: "a header chosen by count equality",
    code: `const MAX_RESULTS = 300;
export function header(totalResults: number): string {
  if (totalResults >= MAX_RESULTS) return \`Showing the first \${MAX_RESULTS} results.\`;
  return \`Found \${totalResults} results.\`;
}
`,
    errors: [{ messageId: "countEquality", line: 3 }],
  },
  {
    name: "MCP: a total beside content never reaches the model",
    code: mcpTool(`  const { hits, total } = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: hits.map((h) => h.text).join("\\n") }], total, _meta: { hasMore: total > 20 } };`),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "MCP: text built in steps from a capped query (past the old depth limit)",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: 20 });
  const out: string[] = [];
  for (const h of hits) out.push(\`\${h.file}:\${h.line}\`);
  const text = out.join("\\n");
  const parts = [{ type: "text" as const, text }];
  return { content: parts };`),
    errors: [{ messageId: "boundedResult", line: 12, suggestions: [] }],
  },
  {
    name: "\"Found N\" of a capped query counts the kept, not the total",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: \`Found \${hits.length} matches:\\n\${hits.map((h) => h.text).join("\\n")}\` }] };`),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "no suggestion when the cap is out of scope at the return",
    code: aiTool(`    const docs = await findDocs(query);
    let shown = docs;
    if (query.length > 0) {
      const CAP = 10;
      shown = docs.slice(0, CAP);
    }
    return { shown };`),
    errors: [{ messageId: "boundedResult", line: 15, suggestions: [] }],
  },
  {
    name: "a tool class whose execute follows into run: reported once, where run returns",
    code: `declare function rg(args: string[]): Promise<string[]>;
export class FindTool {
  description = "Find files";
  async execute({ pattern }: { pattern: string }) {
    return this.run(pattern);
  }
  async run(p: string) {
    const matches = await rg(["--max-count", "20", p]);
    return { matches };
  }
}
`,
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    name: "a total of bytes is not a total of items",
    code: `${MAX}${aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, MAX_RESULTS), totalSize: docs.reduce((n, d) => n + d.title.length, 0) };`)}`,
    errors: [{ messageId: "boundedResult", line: 11, suggestions: [{ messageId: "suggestTotal", output: `${MAX}${aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, MAX_RESULTS), totalSize: docs.reduce((n, d) => n + d.title.length, 0), total: docs.length, truncated: docs.length > MAX_RESULTS };`)}` }] }],
  },
  {
    name: "an auth token beside the limit is not a cursor",
    code: mcpTool(`  const { hits } = await searchLogs(query, { limit: 20, token: "secret" } as { limit: number });
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`),
    errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
  },
  {
    name: "a tool class whose execute is a class field",
    code: `declare function rg(args: string[]): Promise<string[]>;
declare class BaseTool { description: string }
export class GrepTool extends BaseTool {
  execute = async ({ pattern }: { pattern: string }) => {
    const matches = await rg(["-m", "50", pattern]);
    return { matches };
  };
}
`,
    errors: [{ messageId: "boundedResult", line: 6, suggestions: [] }],
  },
  {
    name: "a query builder told to stop at 20",
    code: `${AI}declare const db: { select(): { from(t: string): { where(c: string): { limit(n: number): Promise<Doc[]> } } } };
export const recentDocs = tool({
  description: "Recent docs",
  inputSchema: z.object({ author: z.string() }),
  execute: async ({ author }) => ({ docs: await db.select().from("docs").where(author).limit(20) }),
});
`,
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    name: "a loop whose own condition stops at the cap",
    code: `${AGENTS}${MAX}export const listRows = tool({
  name: "list_rows",
  description: "Rows of a table",
  parameters: z.object({ table: z.string() }),
  async execute({ table }) {
    const out: Row[] = [];
    const it = rows(table)[Symbol.asyncIterator]();
    while (out.length < MAX_RESULTS) {
      const next = await it.next();
      if (next.done) break;
      out.push(next.value);
    }
    return JSON.stringify(out);
  },
});
`,
    errors: [{ messageId: "boundedResult", line: 18, suggestions: [] }],
  },
  {
    name: "a default in an input schema held in a same-file variable",
    code: `${MCP}interface Hit { text: string }
declare function searchLogs(query: string, options: { limit?: number }): Promise<{ hits: Hit[] }>;
const SearchInput = { query: z.string(), limit: z.number().default(25) };
server.registerTool("search_logs", { description: "Search the logs", inputSchema: SearchInput }, async ({ query, limit }) => {
  const { hits } = await searchLogs(query, { limit });
  return { content: [{ type: "text", text: hits.map((h) => h.text).join("\\n") }] };
});
`,
    errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }],
  },
  {
    name: "two tools that share a capped helper are both reported",
    code: `${AI}${MAX}async function topDocs(query: string) {
  return (await findDocs(query)).slice(0, MAX_RESULTS);
}
export const searchDocs = tool({ description: "Search", inputSchema: z.object({ query: z.string() }), execute: async ({ query }) => ({ docs: await topDocs(query) }) });
export const searchTitles = tool({ description: "Titles", inputSchema: z.object({ query: z.string() }), execute: async ({ query }) => ({ titles: (await topDocs(query)).map((d) => d.title) }) });
`,
    errors: [
      { messageId: "boundedResult", line: 9, suggestions: [] },
      { messageId: "boundedResult", line: 10, suggestions: [] },
    ],
  },
  {
    name: "without the configured spelling, an unknown flag does not count",
    code: aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, 10), overflowed: docs.length > 10 };`),
    errors: [{ messageId: "boundedResult", line: 10, suggestions: [{ messageId: "suggestTotal", output: aiTool(`    const docs = await findDocs(query);
    return { docs: docs.slice(0, 10), overflowed: docs.length > 10, total: docs.length, truncated: docs.length > 10 };`) }] }],
  },
  {
    name: "checkUnbounded: a whole collection must say it is complete too",
    code: aiTool(`    const docs = await findDocs(query);
    return { docs };`),
    options: [{ checkUnbounded: true }],
    errors: [{ messageId: "unboundedResult", line: 10 }],
  },
];

syntacticRuleTester().run("require-completeness (no type information)", rule, {
  valid: valid.map((v) => ({ name: v.name, code: v.code, ...(v.options ? { options: v.options } : {}) })),
  invalid: invalid.map((c) => ({ name: c.name, code: c.code, errors: c.errors, ...(c.options ? { options: c.options } : {}) })),
});

typedRuleTester().run("require-completeness (type-aware)", rule, {
  valid: [
    ...valid.map((v) => ({ name: v.name, code: v.code, ...(v.options ? { options: v.options } : {}) })),
    {
      name: "typed: a string's slice is a text cut, whatever the name says",
      code: aiTool(`    const docs = await findDocs(query);
    const titles = docs.map((d) => d.title).join(", ");
    return titles.slice(0, 500);`),
    },
  ],
  invalid: [
    ...invalid.map((c) => ({ name: c.name, code: c.code, errors: c.errors, ...(c.options ? { options: c.options } : {}) })),
    {
      name: "typed: the backend reports a total the tool drops, and the message says so",
      code: mcpTool(`  const found = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: found.hits.map((h) => h.text).join("\\n") }] };`),
      errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }],
    },
    {
      name: "typed: an array the checker knows, under a name that does not say so",
      code: `${MAX}${aiTool(`    const found = await findDocs(query);
    return { found: found.slice(0, MAX_RESULTS) };`)}`,
      errors: [{ messageId: "boundedResult", line: 11, suggestions: 1 as never }],
    },
  ],
});

describe("require-completeness messages", () => {
  it("names the tool, the bound and its line, and what to do", async () => {
    const { Linter } = await import("eslint");
    const tseslint = (await import("typescript-eslint")).default;
    const linter = new Linter({ configType: "flat" });
    const code = mcpTool(`  const { hits } = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: JSON.stringify(hits) }] };`);
    const plugin = (await import("../../eslint-plugin.js")).default;
    const messages = linter.verify(code, [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, plugin.configs.recommended], "tool.ts");
    const message = messages.find((m) => m.ruleId === "tool-output/require-completeness");
    expect(message?.message).toBe(
      'Tool `search_logs` asks `searchLogs()` for at most 20 items (`limit: 20`, line 7), and its result says neither how many exist, nor whether more exist, nor how to get them: the model cannot tell "these are all" from "the tool stopped at 20". Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter.',
    );
  });
});

describe("require-completeness messages name the call a request object built first goes to", () => {
  it("says `request()`, not \"its query\"", async () => {
    const { Linter } = await import("eslint");
    const tseslint = (await import("typescript-eslint")).default;
    const plugin = (await import("../../eslint-plugin.js")).default;
    const code = wrappedSearch("{ query, numResults: numResults || CONFIG.DEFAULT_NUM_RESULTS }");
    const messages = new Linter({ configType: "flat" }).verify(code, [{ files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } }, plugin.configs.recommended], "tool.ts");
    const message = messages.find((m) => m.ruleId === "tool-output/require-completeness");
    expect(message?.message).toContain("asks `request()` for at most 8 items when the model gives no limit");
  });
});

describe("the total/truncated suggestions compile against the real framework types", () => {
  const outputs = invalid.flatMap((c) => c.errors.flatMap((e) => (e.suggestions ?? []).map((s) => ({ name: c.name, output: s.output }))));
  it("has suggestions to check", () => {
    expect(outputs.length).toBeGreaterThan(1);
  });
  for (const { name, output } of outputs) {
    it(name, () => {
      expect(typeErrors(output)).toEqual([]);
    });
  }
});

/**
 * A harness's own tool type, its operation run by a function handed the tool's execute context;
 * the input is validated first. `list` is the body of the list operation.
 */
const OWN_TOOL = (contextType: string, list: string) => `import { z } from "zod";
interface AgentTool<I, O> { name: string; execute(input: I, context: { sessionId?: string }): Promise<O> }
interface JobQueue { run(job: string, meta: { priority: number }): void }
const ListInput = z.object({ tags: z.array(z.string()).optional(), limit: z.number().optional() });
type Input = z.infer<typeof ListInput>;
interface Job { id: string; tags: string[] }
export async function listJobsOperation(rawInput: unknown, context: ${contextType}) {
  const parsed = ListInput.safeParse(rawInput);
  if (!parsed.success) return { ok: false, error: parsed.error.message };
  const input = parsed.data;
  void context;
  ${list}
}
declare const store: { list(q: { tags?: string[]; limit?: number }): Job[] };
export type ListTool = AgentTool<Input, unknown>;
`;
const TOOL_CONTEXT = 'Parameters<AgentTool<Input, unknown>["execute"]>[1]';

syntacticRuleTester().run("require-completeness (a harness's own tool type, a validated input)", rule, {
  valid: [
    { name: "handed what a job queue's run is handed, not a tool's: no tool", code: OWN_TOOL('Parameters<JobQueue["run"]>[1]', "return { ok: true, jobs: store.list({ tags: input.tags, limit: input.limit ?? 50 }) };") },
    { name: "typed with what a tool's execute gives back, not what it is handed", code: OWN_TOOL('Awaited<ReturnType<AgentTool<Input, unknown>["execute"]>>', "return { ok: true, jobs: store.list({ tags: input.tags, limit: input.limit ?? 50 }) };") },
    { name: "the limit the model passed, read from the validated input: a window it asked for", code: OWN_TOOL(TOOL_CONTEXT, "return { ok: true, jobs: store.list({ tags: input.tags, limit: input.limit }) };") },
  ],
  invalid: [
    {
      name: "handed the context of a tool type's execute: the function runs as the tool, and 50 is its default cap",
      code: OWN_TOOL(TOOL_CONTEXT, "return { ok: true, jobs: store.list({ tags: input.tags, limit: input.limit ?? 50 }) };"),
      errors: [{ messageId: "boundedResult", line: 12, suggestions: [] }],
    },
    {
      name: "typed as a tool type's execute",
      code: OWN_TOOL(TOOL_CONTEXT, "return { ok: true };").replace("export async function listJobsOperation(rawInput: unknown, context: " + TOOL_CONTEXT + ") {", "export const listJobsOperation: AgentTool<Input, unknown>[\"execute\"] = async (rawInput, context) => {").replace("  return { ok: true };\n}", "  return { ok: true, jobs: store.list({ tags: input.tags, limit: input.limit ?? 50 }) };\n};"),
      errors: [{ messageId: "boundedResult", line: 12, suggestions: [] }],
    },
  ],
});

/** A file of the fixture package `pkg` (fixtures/rule-tester/packages/): its package.json says whether it is an MCP server. */
const inPackage = (pkg: string) => join(FIXTURES_DIR, "rule-tester", "packages", pkg, "src", "services.ts");

/** A video service of an MCP server whose tools live in another file; `list` is the listing method. */
const VIDEO_SERVICE = (list: string) => `interface Video { id: string; title: string }
interface Page { data: { items?: Video[]; nextPageToken?: string; pageInfo?: { totalResults?: number } } }
declare function withClient<T>(run: (yt: { search: { list(p: { q: string; maxResults?: number; pageToken?: string }): Promise<Page> } }) => Promise<T>): Promise<T>;
export class VideoService {
${list}
}
`;

/** A chat API's client in a Worker: one page of channels, with a "total" that counts that page. */
const CHAT_CLIENT = `interface Channel { id: string; name: string }
export class ChatClient {
  constructor(private baseUrl: string) {}
  async getChannels(limit: number = 100, page: number = 0) {
    const url = new URL(\`\${this.baseUrl}/api/channels\`);
    url.searchParams.append("page", page.toString());
    url.searchParams.append("per_page", limit.toString());
    const response = await fetch(url.toString());
    const channels = (await response.json()) as Channel[];
    return { channels, total_count: channels.length };
  }
}
`;

/** A Linear-like server: the client class and the low-level handler in one file; `result` is what the search case returns. */
const CLIENT_IN_FILE = (result: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
interface Issue { identifier: string; title: string }
declare const sdk: { issues(p: { first: number }): Promise<{ nodes: Issue[]; pageInfo: { hasNextPage: boolean } }> };
class TrackerClient {
  async searchIssues(args: { limit?: number }) {
    const page = await sdk.issues({ first: args.limit || 10 });
    return page.nodes;
  }
}
const client = new TrackerClient();
const server = new Server({ name: "tracker", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  let metrics = { totalRequests: 0, requestsInLastHour: 0 };
  const issues = await client.searchIssues(request.params.arguments as { limit?: number });
  return { content: [{ type: "text", text: ${result} }] };
});
`;

/** A tool written as a plain object whose schema sets the page size; \`fetch\` is the call that reads the activities. */
/** What every result-bound message ends with. */
const FIX = "Add `total`, `hasMore`, `truncated` or `nextCursor` to the result (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter.";
const PLAIN_OBJECT_TOOL = (fetch: string) => `import { z } from "zod";
declare function fetchActivities(token: string, perPage: number): Promise<{ name: string }[]>;
const Input = z.object({ perPage: z.number().int().optional().default(30) });
export const recentActivities = {
  name: "recent-activities",
  description: "The newest activities of the athlete",
  inputSchema: Input,
  execute: async ({ perPage }: z.infer<typeof Input>) => {
    const activities = await ${fetch};
    return { content: [{ type: "text" as const, text: activities.map((a) => a.name).join("\\n") }] };
  },
};
`;

syntacticRuleTester().run("require-completeness (caps met through services, clients and wrappers)", rule, {
  valid: [
    {
      name: "a limit declared in the input's schema is not a request for that many",
      code: CHECKED_ARGS("titlesMatching(title)"),
    },
    {
      name: "a service of a package that is no MCP server is left to its callers",
      filename: inPackage("plain-library"),
      code: VIDEO_SERVICE(`  async search(q: string, maxResults = 10) {
    const res = await withClient((yt) => yt.search.list({ q, maxResults }));
    return res.data.items ?? [];
  }`),
    },
    {
      name: "a Worker on Cloudflare's Agents SDK that does not call itself an MCP server leaves its client to its callers",
      filename: inPackage("chat-worker"),
      code: CHAT_CLIENT,
    },
    {
      name: "a service that returns the page token with the items",
      filename: inPackage("weather-mcp"),
      code: VIDEO_SERVICE(`  async search(q: string, maxResults = 10) {
    const res = await withClient((yt) => yt.search.list({ q, maxResults }));
    return { items: res.data.items ?? [], nextPageToken: res.data.nextPageToken };
  }`),
    },
    {
      name: "a private method is the class's own business",
      filename: inPackage("weather-mcp"),
      code: VIDEO_SERVICE(`  private async search(q: string, maxResults = 10) {
    const res = await withClient((yt) => yt.search.list({ q, maxResults }));
    return res.data.items ?? [];
  }`),
    },
    {
      name: "a per-item callback is not the wrapper's result",
      filename: inPackage("weather-mcp"),
      code: VIDEO_SERVICE(`  async titles(ids: string[]) {
    return ids.map((id) => ({ id, title: id.toUpperCase() }));
  }`),
    },
    {
      name: "a field read from an object that holds the total still says it",
      code: CLIENT_IN_FILE("`${issues.length} of ${stats.totalIssues} issues`").replace("let metrics = { totalRequests: 0, requestsInLastHour: 0 };", "const stats = { totalIssues: await countIssues() };").replace("class TrackerClient", "declare function countIssues(): Promise<number>;\nclass TrackerClient"),
    },
    {
      name: "a transform that turns the model's \"all\" into a number is no default",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("z.number().int().optional().default(30)", 'z.union([z.number(), z.literal("all")]).transform((v) => (v === "all" ? ALL_ACTIVITIES : v))').replace("const Input", "const ALL_ACTIVITIES = 10_000;\nconst Input").replace("fetchActivities(token: string, perPage: number)", "fetchActivities(token: string, perPage: number | string)"),
    },
    {
      name: "a transform that only holds the count under a ceiling fills in nothing",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("optional().default(30)", "optional().transform((v) => (v !== undefined && v > 100 ? 100 : v))"),
    },
    {
      name: "a schema default of every item (`Infinity`) is no cap",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("default(30)", "default(Infinity)"),
    },
    {
      name: "a number handed over by position with a fallback, not named as a count (`retries || 3`)",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", retries || 3)`).replace("execute: async ({ perPage }", "execute: async ({ perPage, retries }").replace("z.number().int().optional().default(30) }", "z.number().int().optional().default(30), retries: z.number().optional() }"),
    },
    {
      // The API's answer goes back whole: whatever count or cursor it carries goes with it.
      name: "a service returns the API's whole answer, an object around the items",
      filename: inPackage("weather-mcp"),
      code: `declare const http: { get(url: string, init: { params: Record<string, unknown> }): Promise<{ data: { sets: { id: string }[]; count: number } }> };
export async function listSets(page = 0, pageSize = 10) {
  const response = await http.get("/sets", { params: { page, pageSize } });
  if (!Array.isArray(response.data.sets)) throw new Error("no sets in the answer");
  return response.data;
}
`,
    },
    {
      name: "a plain tool object whose fetch is told nothing about a count",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", 0)`),
    },
  ],
  invalid: [
    {
      name: "a remote MCP server on Cloudflare's Agents SDK: its client's page of channels, \"total\" counting only that page",
      filename: inPackage("chat-worker-mcp"),
      code: CHAT_CLIENT,
      errors: [{ messageId: "boundedService", line: 10, data: { name: "getChannels", bound: "asks `fetch()` for at most 100 items when the caller gives no limit (`url.searchParams.append(\"per_page\", l…`, line 7)", pkg: "chat-worker-mcp", keys: "`total`, `hasMore`, `truncated` or `nextCursor`" } }],
    },
    {
      name: "an MCP server's service caps a search by a default and returns the items bare",
      filename: inPackage("weather-mcp"),
      code: VIDEO_SERVICE(`  async search(q: string, maxResults = 10) {
    const res = await withClient((yt) => yt.search.list({ q, maxResults }));
    return res.data.items ?? [];
  }`),
      errors: [{ messageId: "boundedService", line: 7, data: { name: "search", bound: "asks `list()` for at most 10 items when the caller gives no limit (`maxResults`, line 6)", pkg: "weather-mcp", keys: "`total`, `hasMore`, `truncated` or `nextCursor`" } }],
    },
    {
      // The branch where nothing came back says so; the cap binds the return that carries the items.
      name: "a service's empty branch is not where its cap is reported",
      filename: inPackage("weather-mcp"),
      code: VIDEO_SERVICE(`  async search(q: string, maxResults = 10) {
    const res = await withClient((yt) => yt.search.list({ q, maxResults }));
    if (!res.data.items || res.data.items.length === 0) return res.data.items ?? [];
    return res.data.items;
  }`),
      errors: [{ messageId: "boundedService", line: 8 }],
    },
    {
      name: "a service of a server built on tmcp, its request run by a named retry callback",
      filename: inPackage("search-tmcp"),
      code: `declare function httpJson(url: string, init: { method: string; body: string }): Promise<{ results: { url: string }[]; total: number }>;
declare function retryWithBackoff<T>(run: () => Promise<T>): Promise<T>;
export async function searchWeb(query: string, limit?: number) {
  const request = async () => {
    const body = { query, numResults: limit ?? 10 };
    const data = await httpJson("/search", { method: "POST", body: JSON.stringify(body) });
    return data.results.map((r) => r.url);
  };
  return retryWithBackoff(request);
}
`,
      errors: [{ messageId: "boundedService", line: 9 }],
    },
    {
      name: "a service returns the API's answer whole, but the answer is the items themselves",
      filename: inPackage("weather-mcp"),
      code: `declare const http: { get(url: string, init: { params: Record<string, unknown> }): Promise<{ data: { id: string }[] }> };
export async function listSets(page = 0, pageSize = 10) {
  const response = await http.get("/sets", { params: { page, pageSize } });
  if (response.data.length === 0) console.error("no sets");
  return response.data;
}
`,
      errors: [{ messageId: "boundedService", line: 5 }],
    },
    {
      // \`page = 1\` is written once where it is declared: the model's page, not a loop the code runs.
      name: "a default page size beside the model's page number, with nothing said about more pages",
      code: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
declare const server: McpServer;
declare function buildQuery(p: object): string;
declare function wp(path: string): Promise<{ id: number; title: string }[]>;
server.tool("get_posts", async (args: { perPage?: number; page?: number }) => {
  const { perPage = 10, page = 1 } = args;
  const query = buildQuery({ per_page: perPage, page });
  const posts = await wp(\`/posts?\${query}\`);
  return { content: [{ type: "text", text: JSON.stringify({ posts, count: posts.length }) }] };
});
`,
      errors: [{ messageId: "boundedResult", line: 9 }],
    },
    {
      name: "QuickMCP's order: the handler before the tool's config",
      code: `import { Responses } from "quickmcp-sdk";
declare const server: { tool(name: string, handler: (args: any) => Promise<unknown>, config: { description: string; schema: Record<string, string> }): void };
declare function fetchComments(query: { post: number; per_page: number }): Promise<{ id: number }[]>;
server.tool("get_comments", async (args: any) => {
  const { postId, perPage = 10 } = args;
  const comments = await fetchComments({ post: postId, per_page: perPage });
  return Responses.success({ comments, count: comments.length }, \`Found \${comments.length} comments\`);
}, { description: "Comments on a post", schema: { postId: "number", perPage: "number" } });
`,
      errors: [{ messageId: "boundedResult", line: 7 }],
    },
    {
      name: "a client class made in this file: its method's cap binds the tool that calls it",
      code: CLIENT_IN_FILE("`Found ${issues.length} issues:\\n${issues.map((i) => i.title).join(\"\\n\")}`"),
      errors: [{ messageId: "boundedResult", line: 16 }],
    },
    {
      name: "a field read from a metrics object does not bring its siblings' total along",
      code: CLIENT_IN_FILE("`${issues.map((i) => i.title).join(\"\\n\")} (${metrics.requestsInLastHour} requests this hour)`"),
      errors: [{ messageId: "boundedResult", line: 16 }],
    },
    {
      name: "the same server cutting the cards to a count of its own",
      code: HELD_ARGS("cards.slice(0, 25)"),
      errors: [{ messageId: "boundedResult", line: 12, suggestions: 1 as never }],
    },
    {
      name: "the same tool cutting what the query found to a fixed count",
      code: CHECKED_ARGS("titlesMatching(title)", "titles.slice(0, 20)"),
      errors: [{ messageId: "boundedResult", line: 11, suggestions: 1 as never }],
    },
    {
      name: "a plain tool object: its schema's default is the page size handed over by position",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
    {
      name: "a schema default written as a constant of this file is named by its number",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("default(30)", "default(DEFAULT_PAGE_SIZE)").replace("const Input", "const DEFAULT_PAGE_SIZE = 30;\nconst Input"),
      errors: [{ messageId: "boundedResult", line: 11, data: { tool: "Tool `recent-activities`", bound: "asks `fetchActivities()` for at most 30 items when the model gives no limit (`perPage`, line 10)", cap: "30", backend: "", fix: FIX } }],
    },
    {
      name: "a transform that fills in the count when the model gives none (`v ?? 30`)",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("optional().default(30)", "optional().transform((v) => v ?? 30)"),
      errors: [{ messageId: "boundedResult", line: 10, data: { tool: "Tool `recent-activities`", bound: "asks `fetchActivities()` for at most 30 items when the model gives no limit (`perPage`, line 9)", cap: "30", backend: "", fix: FIX } }],
    },
    {
      name: "a transform that fills in the count for a falsy value (`!v ? 30 : v`)",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("optional().default(30)", "optional().transform((v) => (!v ? 30 : Math.min(v, 200)))"),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
    {
      name: "a transform whose branch for a missing or useless value is a constant",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("optional().default(30)", "optional().transform((v) => { return v == null || v <= 0 ? PAGE_SIZE : Math.min(v, 200); })").replace("const Input", "const PAGE_SIZE = 30;\nconst Input"),
      errors: [{ messageId: "boundedResult", line: 11, data: { tool: "Tool `recent-activities`", bound: "asks `fetchActivities()` for at most 30 items when the model gives no limit (`perPage`, line 10)", cap: "30", backend: "", fix: FIX } }],
    },
    {
      name: "a schema default read from an imported settings object is named as written (`PAGES.SIZE`)",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage)`).replace("default(30)", "default(PAGES.SIZE)").replace('import { z } from "zod";', 'import { z } from "zod";\nimport { PAGES } from "./settings";'),
      errors: [{ messageId: "boundedResult", line: 11, data: { tool: "Tool `recent-activities`", bound: "asks `fetchActivities()` for at most `PAGES.SIZE` items when the model gives no limit (`perPage`, line 10)", cap: "`PAGES.SIZE`", backend: "", fix: FIX } }],
    },
    {
      name: "a page size handed over by position, held under a ceiling (`Math.min(perPage, 50)`, `perPage > 50 ? 50 : perPage`)",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", Math.min(perPage, 50))`) + PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage > 50 ? 50 : perPage)`).replace(/^.*\n.*\n.*\n/, "").replace("recentActivities", "cappedActivities"),
      errors: [
        { messageId: "boundedResult", line: 10 },
        { messageId: "boundedResult", line: 19 },
      ],
    },
    {
      name: "a page size handed over by position as the model's value or ours (`perPage || 10`), named after the tool object's name",
      code: PLAIN_OBJECT_TOOL(`fetchActivities("token", perPage || 10)`),
      errors: [
        {
          messageId: "boundedResult",
          line: 10,
          data: {
            tool: "Tool `recent-activities`",
            bound: "asks `fetchActivities()` for at most 10 items when the model gives no limit (`perPage || 10`, line 9)",
            cap: "10",
            backend: "",
            fix: FIX,
          },
        },
      ],
    },
  ],
});

/** An MCP tool over a REST API through an HTTP client; `params` is the query it sends. */
const REST_TOOL = (params: string) => `${MCP}declare const http: { get(url: string, o: { params: Record<string, unknown> }): Promise<{ data: { items: { title: string }[] } }> };
server.registerTool("search_issues", { description: "Search issues", inputSchema: { query: z.string(), cursor: z.string().optional() } }, async ({ query, cursor }) => {
  const res = await http.get("/search", { params: ${params} });
  return { content: [{ type: "text", text: res.data.items.map((i) => i.title).join("\\n") }] };
});
`;

syntacticRuleTester().run("require-completeness (a request's query one level down)", rule, {
  valid: [
    {
      name: "a cursor the code moves itself goes with the page size: it reads on to the end",
      code: REST_TOOL("{ q: query, limit: 20 }").replace(
        '  const res = await http.get("/search", { params: { q: query, limit: 20 } });\n  return { content: [{ type: "text", text: res.data.items.map((i) => i.title).join("\\n") }] };',
        '  const titles: string[] = [];\n  let next: string | undefined = cursor;\n  do {\n    const res = await http.get("/search", { params: { q: query, limit: 20, cursor: next } });\n    titles.push(...res.data.items.map((i) => i.title));\n    next = (res.data as { next?: string }).next;\n  } while (next);\n  return { content: [{ type: "text", text: titles.join("\\n") }] };',
      ),
    },
  ],
  invalid: [
    { name: "a page size in the request's params", code: REST_TOOL("{ q: query, limit: 20 }"), errors: [{ messageId: "boundedResult", line: 7 }] },
    // The model's cursor picks which page; nothing in the answer says whether another follows, or where.
    { name: "the caller's cursor beside a page size, and no next cursor handed back", code: REST_TOOL("{ q: query, limit: 20, cursor }"), errors: [{ messageId: "boundedResult", line: 7 }] },
  ],
});

/** A search tool whose answer is written by a formatter of the same file; \`headline\` opens the text. */
const FORMATTED = (headline: string) => `${MCP}interface Hit { title: string }
declare function searchWeb(query: string, o: { count: number; maxResults: number }): Promise<{ results: Hit[]; total: number }>;
function formatResults(data: { results: Hit[]; total: number }): string {
  return \`${headline}\\n\` + data.results.map((r) => r.title).join("\\n");
}
server.registerTool("web_search", { description: "Search the web", inputSchema: { query: z.string(), max_results: z.number().optional() } }, async (args) => {
  const maxResults = typeof args.max_results === "number" ? args.max_results : 10;
  const data = await searchWeb(args.query, { count: 1, maxResults });
  return { content: [{ type: "text", text: formatResults(data) }] };
});
`;

syntacticRuleTester().run("require-completeness (a default chosen by a test, a count of what came back)", rule, {
  valid: [
    { name: "the total the backend reported, said beside what came back", code: FORMATTED("Found ${data.total} results, showing ${data.results.length}") },
    { name: "what came back, of the total", code: FORMATTED("${data.results.length} of ${data.total} results") },
  ],
  invalid: [
    {
      name: "\"Found N\" with N the length of what a capped query gave back names no total",
      code: FORMATTED("Found ${data.results.length} results"),
      errors: [{ messageId: "boundedResult", line: 12, data: { tool: "Tool `web_search`", bound: "asks `searchWeb()` for at most 10 items when the model gives no limit (`maxResults`, line 11)", cap: "10", backend: "", fix: "Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter." } }],
    },
  ],
});

/** An exchange tool whose result is built inside the thunk a rate limiter runs; `body` builds it. */
const RATE_LIMITED = (body: string) => `${MCP}interface Trade { id: string; price: number }
declare const limiter: { execute<T>(key: string, work: () => Promise<T>): Promise<T> };
declare function getCachedData<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
declare const exchange: { fetchTrades(symbol: string, since?: number, limit?: number): Promise<Trade[]>; markets(): Promise<Trade[]> };
server.tool("trades", "Recent trades", { symbol: z.string(), limit: z.number().optional().default(50), page: z.number().optional().default(1) }, async ({ symbol, limit, page }) => {
  try {
    return await limiter.execute(symbol, async () => {
${body}
    });
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true };
  }
});
`;

syntacticRuleTester().run("require-completeness (a result built in the thunk a wrapper runs)", rule, {
  valid: [
    {
      // The page's size fields describe what was sent; the total beside them says how many exist.
      name: "a page of a list described with its total, page and page size",
      code: RATE_LIMITED("      const all = await exchange.markets();\n      const start = (page - 1) * limit;\n      return { content: [{ type: \"text\", text: JSON.stringify({ total: all.length, page, pageSize: limit, data: all.slice(start, start + limit) }) }] };"),
    },
  ],
  invalid: [
    {
      name: "trades asked for at the schema's default, returned bare from the thunk",
      code: RATE_LIMITED("      const trades = await exchange.fetchTrades(symbol, undefined, limit);\n      return { content: [{ type: \"text\", text: JSON.stringify(trades) }] };"),
      errors: [{ messageId: "boundedResult", line: 12 }],
    },
    {
      // A thunk runs as is, even under a name that reads like a query of its own.
      name: "the same trades fetched through a cache's loader thunk",
      code: RATE_LIMITED("      const trades = await getCachedData(`trades:${symbol}`, async () => exchange.fetchTrades(symbol, undefined, limit), 10_000);\n      return { content: [{ type: \"text\", text: JSON.stringify(trades) }] };"),
      errors: [{ messageId: "boundedResult", line: 12 }],
    },
  ],
});

/** A wiki's MCP server that sends GraphQL texts held in consts; `query` is the one the tool sends. */
const GRAPHQL_TOOL = (query: string) => `${MCP}declare const client: { request<T>(document: string, variables?: Record<string, unknown>): Promise<T> };
interface Groups { groups: { nodes: { id: string; name: string }[]; totalCount?: number } }
server.tool("get_groups", "List the groups you can read", {}, async () => {
  const operation = \`${query}\`;
  const response = await client.request<Groups>(operation);
  return { content: [{ type: "text", text: JSON.stringify(response.groups.nodes, null, 2) }] };
});
`;

syntacticRuleTester().run("require-completeness (a GraphQL connection asked for a fixed count)", rule, {
  valid: [
    { name: "the query selects the total", code: GRAPHQL_TOOL("query { groups(first: 10) { totalCount nodes { id name } } }") },
    { name: "the query selects the page state", code: GRAPHQL_TOOL("query { groups(first: 10) { pageInfo { hasNextPage endCursor } nodes { id name } } }") },
    { name: "a mutation's answer confirms what changed", code: GRAPHQL_TOOL("mutation { like(id: 1) { note { comments(first: 3) { nodes { id } } } } }") },
    { name: "a count of one is a lookup", code: GRAPHQL_TOOL("query { groups(first: 1) { nodes { id name } } }") },
  ],
  invalid: [
    {
      name: "the first ten groups, returned bare",
      code: GRAPHQL_TOOL("query GetGroups {\n  groups(first: 10, ability: READABLE) {\n    nodes { id name }\n  }\n}"),
      errors: [{ messageId: "boundedResult", line: 13, data: { tool: "Tool `get_groups`", bound: "asks its GraphQL query for the first 10 items (`first: 10`, line 8)", cap: "10", backend: "", fix: "Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter." } }],
    },
  ],
});

/** A recipe filter behind a cold-start guard whose `match` runs one of two callbacks; `kept` is what the ok branch returns. */
const GUARDED_FILTER = (kept: string) => `${MCP}interface Recipe { name: string }
declare const store: { filterByIngredients(items: string[], limit: number): Recipe[]; byTime(max: number): Recipe[] };
declare function ready(): { match<T>(ok: (at: Date) => T, err: (e: Error) => T): T };
server.registerTool("filter_recipes", { description: "Filter recipes", inputSchema: { items: z.array(z.string()), max: z.number(), limit: z.number().int().optional().default(20) } }, async (args) => {
  return ready().match(
    (at) => {
      ${kept}
    },
    (e) => ({ content: [{ type: "text" as const, text: e.message }], isError: true }),
  );
});
`;

syntacticRuleTester().run("require-completeness (a filter handed the limit, a result's match branches)", rule, {
  valid: [
    { name: "every match of the filter, its count said", code: GUARDED_FILTER("const hits = store.byTime(args.max).slice(0, args.limit);\n      return { content: [{ type: \"text\" as const, text: `${hits.length} of ${store.byTime(args.max).length} total: ${hits.map((r) => r.name).join(\", \")}` }] };") },
    { name: "a total of every match beside the kept ones", code: GUARDED_FILTER("const all = store.byTime(args.max);\n      const kept = all.slice(0, args.limit);\n      return { content: [{ type: \"text\" as const, text: JSON.stringify({ kept, total: all.length }) }] };") },
    { name: "a per-item callback's return is an element, not the tool's result", code: `${MCP}declare const store: { filterByIngredients(items: string[], limit: number): { name: string }[] };
server.registerTool("names", { description: "Names", inputSchema: { items: z.array(z.string()) } }, async (args) => {
  return { content: args.items.map((item) => ({ type: "text" as const, text: store.filterByIngredients([item], 5).map((r) => r.name).join(", ") })) };
});
` },
  ],
  invalid: [
    {
      name: "a \"total\" that counts the kept list beside it is no total",
      code: GUARDED_FILTER("const found = store.filterByIngredients(args.items, args.limit);\n      return { content: [{ type: \"text\" as const, text: JSON.stringify({ found, total: found.length }) }] };"),
      errors: [
        {
          messageId: "boundedResult",
          line: 11,
          data: {
            tool: "Tool `filter_recipes`",
            bound: "asks `filterByIngredients()` for at most 20 items when the model gives no limit (`args.limit`, line 10)",
            cap: "20",
            backend: " (`total: found.length` counts only what is shown, not what exists.)",
            fix: "Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter.",
          },
          suggestions: [],
        },
      ],
    },
    {
      name: "a filter handed the schema's default limit, returned from the ok branch of match()",
      code: GUARDED_FILTER("const found = store.filterByIngredients(args.items, args.limit);\n      return { content: [{ type: \"text\" as const, text: found.map((r) => r.name).join(\"\\n\") }] };"),
      errors: [{ messageId: "boundedResult", line: 11, suggestions: [] }],
    },
  ],
});

/** A web search tool that asks for `count` results (10 unless the model says); `empty` is what it answers when none came back. */
const COUNTED_WEB_SEARCH = (empty: string, options = "{ count: requested, safesearch: \"strict\" }") => `${MCP}interface WebHit { title: string; url: string }
declare const brave: { webSearch(q: string, o: { count?: number; safesearch?: string }): Promise<{ web?: { results: WebHit[] } }> };
server.registerTool("web_search", { description: "Search the web", inputSchema: { query: z.string(), count: z.number().optional() } }, async ({ query, count }) => {
  const requested = count ?? 10;
  const res = await brave.webSearch(query, ${options});
  if (!res.web || res.web.results.length === 0) {
    ${empty}
  }
  return { content: [{ type: "text" as const, text: res.web.results.map((h) => \`\${h.title} \${h.url}\`).join("\\n") }] };
});
`;

syntacticRuleTester().run("require-completeness (a search's count, the branch that found nothing)", rule, {
  valid: [
    { name: "a count that is not a search's is no bound", code: COUNTED_WEB_SEARCH('return { content: [{ type: "text" as const, text: "No results" }] };', "{ safesearch: \"strict\" }") },
  ],
  invalid: [
    {
      // Reported once, at the return that carries the results, not at the "No results" answer.
      name: "a search asked for `count` results by default; the empty branch has nothing left out",
      code: COUNTED_WEB_SEARCH('return { content: [{ type: "text" as const, text: `No results for ${query}` }], structuredContent: { query, count: requested, results: res.web?.results ?? [] } };'),
      errors: [{ messageId: "boundedResult", line: 12, suggestions: [] }],
    },
  ],
});

/** An MCP tool whose page size is optional and whose description states the API's default; `answer` is what it returns of `res`. */
const STATED_DEFAULT = (answer: string, describe = "Results per page (default 10, max 100)") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const server: McpServer;
declare function wpGet(path: string, query: { per_page?: number; search?: string }): Promise<{ id: number; title: string }[]>;
server.registerTool("search_posts", { inputSchema: { search: z.string(), perPage: z.number().optional().describe(${JSON.stringify(describe)}) } }, async ({ search, perPage }) => {
  const res = await wpGet("/posts", { search, per_page: perPage });
  return { content: [{ type: "text", text: ${answer} }] };
});
`;

/** A tool that hands the model's cursor to a service; `answer` is what it returns of `result`. */
const CURSOR_BACK = (answer: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const server: McpServer;
declare const notes: { list(companyId: string, o: { limit?: number; after?: string }): Promise<{ items: { id: string }[]; next?: string }> };
server.registerTool("list_notes", { inputSchema: { companyId: z.string(), limit: z.number().optional(), after: z.string().optional() } }, async ({ companyId, limit, after }) => {
  const result = await notes.list(companyId, { limit: limit ?? 20, after });
  return { content: [{ type: "text", text: ${answer} }] };
});
`;

syntacticRuleTester().run("require-completeness (a default the schema states, a cursor handed back)", rule, {
  valid: [
    { name: "a stated default, but the API's answer goes back whole, whatever it carries", code: STATED_DEFAULT("toolText(res)").replace("declare function wpGet", "declare function toolText(answer: unknown): string;\ndeclare function wpGet") },
    { name: "a description that states no default", code: STATED_DEFAULT("res.map((p) => p.title).join(\"\\n\")", "Results per page, at most 100") },
    { name: "the model's cursor goes to the service, and its answer goes back whole", code: CURSOR_BACK("JSON.stringify({ data: result })") },
  ],
  invalid: [
    {
      name: "a page size whose default only the schema's description states, the titles listed with no total",
      code: STATED_DEFAULT("res.map((p) => p.title).join(\"\\n\")"),
      errors: [{ messageId: "boundedResult", line: 7, data: { tool: "Tool `search_posts`", bound: "asks `wpGet()` for at most 10 items when the model gives no limit (`per_page: perPage`, line 6)", cap: "10", backend: "", fix: "Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter." } }],
    },
    {
      name: "the model's cursor goes to the service, but only the items come back",
      code: CURSOR_BACK("result.items.map((n) => n.id).join(\"\\n\")"),
      errors: [{ messageId: "boundedResult", line: 7 }],
    },
  ],
});

/** A photo search whose page size the model may set (10 unless it does), clamped to 30; \`answer\` is what \`toJsonResult\` is handed. */
const CLAMPED_PAGE = (answer: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const server: McpServer;
declare const unsplash: { get(path: string, o: { params: Record<string, unknown> }): Promise<{ data: { total: number; total_pages: number; results: { id: string }[] } }> };
declare function toJsonResult(value: unknown): { content: { type: "text"; text: string }[] };
const MAX_PER_PAGE = 30;
server.registerTool("search_photos", { inputSchema: { query: z.string(), page: z.number().default(1), per_page: z.number().default(10) } }, async (args) => {
  const perPage = Math.min(args.per_page, MAX_PER_PAGE);
  const res = await unsplash.get("/search/photos", { params: { query: args.query, page: args.page, per_page: perPage } });
  return toJsonResult(${answer});
});
`;

syntacticRuleTester().run("require-completeness (a clamped page size, a result that echoes it)", rule, {
  valid: [
    {
      name: "the answer echoes the page it was given beside the API's total",
      code: CLAMPED_PAGE("{ total: res.data.total, total_pages: res.data.total_pages, page: args.page, per_page: perPage, photos: res.data.results.map((p) => p.id) }"),
    },
  ],
  invalid: [
    {
      name: "a page size clamped in a const binds the request; the echo of page and per_page is no continuation",
      code: CLAMPED_PAGE("{ count: res.data.results.length, page: args.page, per_page: perPage, photos: res.data.results.map((p) => p.id) }"),
      errors: [{ messageId: "boundedResult", line: 10, data: { tool: "Tool `search_photos`", bound: "asks its query for at most 30 items (`per_page: perPage`, line 9)", cap: "30", backend: "", fix: "Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter." } }],
    },
  ],
});

/** A forum tool that keeps \`per_page\` topics of an answer and builds its result with \`builder\`, handed \`meta\`. */
const TOPIC_PAGE = (builder: string, meta: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function jsonResponse(value: unknown): { content: { type: "text"; text: string }[] };
declare function ${builder}(key: string, items: unknown[], meta: Record<string, unknown>): unknown;
declare const forum: { latest(): Promise<{ topics: { id: number; title: string }[]; more_url?: string }> };
const server = new McpServer({ name: "forum", version: "1.0.0" });
server.registerTool("latest_topics", { description: "Latest topics", inputSchema: { page: z.number().default(0), per_page: z.number().default(20) } }, async ({ page, per_page }) => {
  const data = await forum.latest();
  const results = data.topics.slice(0, per_page).map((t) => ({ id: t.id, title: t.title }));
  return jsonResponse(${builder}("results", results, ${meta}));
});
`;

syntacticRuleTester().run("require-completeness (a result built by a named builder)", rule, {
  valid: [
    { name: "the builder is handed whether more exist beside the page", code: TOPIC_PAGE("paginatedResponse", "{ page, limit: per_page, has_more: !!data.more_url || data.topics.length > per_page }") },
  ],
  invalid: [
    {
      name: "the builder is handed only the page and its size",
      code: TOPIC_PAGE("paginatedResponse", "{ page, limit: per_page }"),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
    {
      name: "a call named for fetching a page is a request, whatever its options say",
      code: TOPIC_PAGE("fetchPagedResponse", "{ page, limit: per_page, has_more: data.topics.length > per_page }"),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
  ],
});

/** A Photon class (`@portel/photon`): each public method of the default export of a `*.photon.ts` file is an MCP tool. */
const PHOTON = (method: string) => `declare class Octokit { issues: { listForRepo(o: Record<string, unknown>): Promise<{ data: { number: number; title: string }[] }> } }
export default class GitHubIssues {
  private octokit = new Octokit();
${method}
}
`;

syntacticRuleTester().run("require-completeness (Photon classes)", rule, {
  valid: [
    {
      name: "a private method of a photon is no tool",
      filename: "/repo/github-issues.photon.ts",
      code: PHOTON(`  private async list(params: { owner: string; repo: string; limit?: number }) {
    const response = await this.octokit.issues.listForRepo({ owner: params.owner, repo: params.repo, per_page: params.limit || 30 });
    return { count: response.data.length, issues: response.data.map((i) => i.title) };
  }`),
    },
    {
      name: "a lifecycle hook of a photon is no tool",
      filename: "/repo/github-issues.photon.ts",
      code: PHOTON(`  async onInitialize() {
    const response = await this.octokit.issues.listForRepo({ per_page: 30 });
    return response.data.map((i) => i.title);
  }`),
    },
    {
      name: "a helper class beside the photon's default export is not served",
      filename: "/repo/github-issues.photon.ts",
      code: PHOTON(`  async list(params: { owner: string; repo: string; limit?: number }) {
    const response = await this.octokit.issues.listForRepo({ owner: params.owner, repo: params.repo, per_page: params.limit || 30 });
    return { count: response.data.length, issues: response.data.map((i) => i.title) };
  }`).replace("export default class GitHubIssues {", "export class IssueCache {"),
    },
    {
      name: "the same class outside a .photon.ts file, extending nothing, is a plain class",
      filename: "/repo/github-issues.ts",
      code: PHOTON(`  async list(params: { owner: string; repo: string; limit?: number }) {
    const response = await this.octokit.issues.listForRepo({ owner: params.owner, repo: params.repo, per_page: params.limit || 30 });
    return { count: response.data.length, issues: response.data.map((i) => i.title) };
  }`),
    },
  ],
  invalid: [
    {
      name: "a public method of a photon asks for one page of 30 and says only how many came back",
      filename: "/repo/github-issues.photon.ts",
      code: PHOTON(`  async list(params: { owner: string; repo: string; limit?: number }) {
    const response = await this.octokit.issues.listForRepo({ owner: params.owner, repo: params.repo, per_page: params.limit || 30 });
    return { count: response.data.length, issues: response.data.map((i) => i.title) };
  }`),
      errors: [{ messageId: "boundedResult", line: 6, suggestions: [] }],
    },
    {
      name: "a class extending PhotonMCP serves its methods as tools wherever it is filed",
      filename: "/repo/issues.ts",
      code: `declare class PhotonMCP {}
${PHOTON(`  async list(params: { limit?: number }) {
    const response = await this.octokit.issues.listForRepo({ per_page: params.limit || 30 });
    return response.data.map((i) => i.title);
  }`).replace("export default class GitHubIssues {", "export class GitHubIssues extends PhotonMCP {")}`,
      errors: [{ messageId: "boundedResult", line: 7 }],
    },
  ],
});

/** An MCP tool that posts to a channel it may first look up in a capped listing. */
const LOOKUP = (pick: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const slack: { conversations: { list(o: { limit: number }): Promise<{ channels: { id: string; name: string }[] }> }; chat: { postMessage(o: { channel: string; text: string }): Promise<{ ts: string }> } };
const server = new McpServer({ name: "slack", version: "1.0.0" });
async function channelId(name: string): Promise<string> {
  const response = await slack.conversations.list({ limit: 1000 });
  const channel = ${pick};
  if (!channel) throw new Error("no such channel");
  return channel.id;
}
server.registerTool("post", { inputSchema: { channel: z.string(), text: z.string() } }, async ({ channel, text }) => {
  const sent = await slack.chat.postMessage({ channel: await channelId(channel), text });
  return { content: [{ type: "text", text: JSON.stringify({ ts: sent.ts, channel: await channelId(channel) }) }] };
});
`;

syntacticRuleTester().run("require-completeness (one record looked up in a capped list)", rule, {
  valid: [
    { name: "find() picks the one channel asked for; the listing's cap bounds no result", code: LOOKUP("response.channels.find((c) => c.name === name)") },
    { name: "findLast() too", code: LOOKUP("response.channels.findLast((c) => c.name === name)") },
  ],
  invalid: [
    {
      name: "the first of a capped listing is one item out of many",
      code: LOOKUP("response.channels[0]"),
      errors: [{ messageId: "boundedResult", line: 13, suggestions: [] }],
    },
  ],
});

/** A tool that fetches papers by a URL it builds; `query` is the URL's query string. */
const ARXIV = (query: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare function fetchPapers(url: string): Promise<{ id: string; title: string }[]>;
const server = new McpServer({ name: "arxiv", version: "1.0.0" });
server.registerTool("paper", { inputSchema: { id: z.string(), ids: z.array(z.string()) } }, async ({ id, ids }) => {
  const url = \`https://export.arxiv.org/api/query?${query}\`;
  const papers = await fetchPapers(url);
  const p = papers[0];
  return { content: [{ type: "text", text: \`# \${p.title} (\${p.id})\` }] };
});
`;

syntacticRuleTester().run("require-completeness (a URL that names one record)", rule, {
  valid: [
    { name: "id_list names the one paper asked for; the first of the answer is that paper", code: ARXIV("id_list=${encodeURIComponent(id)}") },
    { name: "?id= one record", code: ARXIV("max_results=1&id=${id}") },
  ],
  invalid: [
    {
      name: "a joined list of ids asks for many; the first of them is one of many",
      code: ARXIV("id_list=${ids.join(\",\")}"),
      errors: [{ messageId: "boundedResult", line: 9 }],
    },
    {
      name: "a search query asks for many",
      code: ARXIV("search_query=${encodeURIComponent(id)}"),
      errors: [{ messageId: "boundedResult", line: 9 }],
    },
  ],
});

/** An S3 listing: AWS spells its page size \`MaxKeys\` and its continuation \`ContinuationToken\`. */
const S3_LIST = (extra: string, answer = "Contents.map((o) => o.Key)") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare class ListObjectsV2Command { constructor(o: Record<string, unknown>) }
declare const s3: { send(c: ListObjectsV2Command): Promise<{ Contents?: { Key?: string }[]; NextContinuationToken?: string }> };
const server = new McpServer({ name: "s3", version: "1.0.0" });
server.registerTool("list_objects", { inputSchema: { bucket: z.string(), maxKeys: z.number().optional(), token: z.string().optional() } }, async ({ bucket, maxKeys, token }) => {
  const { Contents = [], NextContinuationToken } = await s3.send(new ListObjectsV2Command({ Bucket: bucket, MaxKeys: maxKeys ?? 1000${extra} }));
  return { content: [{ type: "text", text: JSON.stringify(${answer}) }] };
});
`;

syntacticRuleTester().run("require-completeness (AWS-style page sizes)", rule, {
  valid: [{ name: "the answer hands the next continuation token on", code: S3_LIST(", ContinuationToken: token", "{ keys: Contents.map((o) => o.Key), nextToken: NextContinuationToken }") }],
  invalid: [{ name: "MaxKeys bounds one page and the token is dropped", code: S3_LIST(""), errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }] }],
});

/** Handlers typed by their tool's schema (`args: z.infer<typeof topStoriesSchema>`), registered in another file. */
const SCHEMA_TYPED = (signature: string) => `import { z } from "zod";
declare const hn: { storyIds(): Promise<number[]>; items(ids: number[]): Promise<{ title: string }[]> };
export const topStoriesSchema = z.object({ limit: z.number().max(50).default(10) });
async function fetchStories(limit: number): Promise<string> {
  const ids = await hn.storyIds();
  const items = await hn.items(ids.slice(0, limit));
  return \`Stories (\${items.length}):\\n\${items.map((i) => i.title).join("\\n")}\`;
}
export async function ${signature} {
  return fetchStories(args.limit);
}
`;

syntacticRuleTester().run("require-completeness (handlers typed by their own tool's schema)", rule, {
  valid: [
    { name: "a function typed by another function's schema is not known to be a tool", code: SCHEMA_TYPED("renderStories(args: z.infer<typeof topStoriesSchema>)") },
    { name: "a parameter typed by a plain interface says nothing", code: SCHEMA_TYPED("topStories(args: { limit: number })") },
    { name: "a function whose name only holds the tool's (`handleTopStoriesCard`) is not its handler", code: SCHEMA_TYPED("handleTopStoriesCard(args: z.infer<typeof topStoriesSchema>)") },
    { name: "a runner that validates its spec with a schema of the same name is no tool (`runTopStories`)", code: SCHEMA_TYPED("runTopStories(input: unknown)").replace("  return fetchStories(args.limit);", "  const args = topStoriesSchema.parse(input);\n  return fetchStories(args.limit);") },
    { name: "a schema parsing something other than the function's input says nothing", code: SCHEMA_TYPED("handleTopStories(input: unknown)").replace("  return fetchStories(args.limit);", "  const args = topStoriesSchema.parse(defaults);\n  return fetchStories(args.limit);").replace("async function fetchStories", "declare const defaults: unknown;\nasync function fetchStories") },
    { name: "an alias of a plain interface says nothing", code: SCHEMA_TYPED("topStories(args: TopStoriesArgs)").replace("async function fetchStories", "type TopStoriesArgs = { limit: number };\nasync function fetchStories") },
  ],
  invalid: [
    {
      name: "topStories(args: z.infer<typeof topStoriesSchema>) is handed the tool's input and cuts its list to the default 10",
      code: SCHEMA_TYPED("topStories(args: z.infer<typeof topStoriesSchema>)"),
      errors: [{ messageId: "boundedResult", line: 10, suggestions: [] }],
    },
    {
      name: "z.input<…> too",
      code: SCHEMA_TYPED("topStories(args: z.input<typeof topStoriesSchema>)"),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
    {
      name: "a handler that parses its raw input with its tool's schema first (`topStoriesSchema.parse(input)`)",
      code: SCHEMA_TYPED("handleTopStories(input: unknown)").replace("  return fetchStories(args.limit);", "  const args = topStoriesSchema.parse(input);\n  return fetchStories(args.limit);"),
      errors: [{ messageId: "boundedResult", line: 11 }],
    },
    {
      name: "a handler named `handle…` after its tool, typed through an alias of the schema's inferred type",
      code: SCHEMA_TYPED("handleTopStories(args: TopStoriesArgs)").replace("async function fetchStories", "type TopStoriesArgs = z.infer<typeof topStoriesSchema>;\nasync function fetchStories"),
      errors: [{ messageId: "boundedResult", line: 11 }],
    },
  ],
});

/** A tool module in the low-level server's style: the definition, and a handler the dispatcher in another file calls by name. */
const DEFINED_TOOL = (handler: string) => `import type { Tool } from "@modelcontextprotocol/sdk/types.js";
declare const notes: { search(query: string, limit: number): Promise<{ title: string }[]> };
export interface SearchNotesParams { query: string; limit?: number }
export const SEARCH_NOTES_TOOL: Tool = {
  name: "search_notes",
  description: "Search the notes by words in their title or body.",
  inputSchema: { type: "object", properties: { query: { type: "string" }, limit: { type: "number" } }, required: ["query"] },
};
export async function ${handler}(params: SearchNotesParams) {
  const found = await notes.search(params.query, params.limit ?? 25);
  return { content: [{ type: "text", text: JSON.stringify(found) }] };
}
`;

syntacticRuleTester().run("require-completeness (the handler of a tool its file defines)", rule, {
  valid: [
    { name: "a function named after no tool of the file is not known to be a tool", code: DEFINED_TOOL("handleArchiveNotes") },
    { name: "a function that only shares the tool's name is its service, not its handler", code: DEFINED_TOOL("searchNotes") },
  ],
  invalid: [
    { name: "`handleSearchNotes` runs the tool `search_notes` and returns 25 notes by default, bare", code: DEFINED_TOOL("handleSearchNotes"), errors: [{ messageId: "boundedResult", line: 11, suggestions: [] }] },
    { name: "a hyphenated tool name too", code: DEFINED_TOOL("executeSearchNotes").replace('"search_notes"', '"search-notes"'), errors: [{ messageId: "boundedResult", line: 11, suggestions: [] }] },
  ],
});

/** A tool whose schema lives in another file and whose description lists its arguments; \`args\` is that list. */
const LISTED_ARGS = (args: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { ListChatsInput, type ListChatsArgs } from "../schemas/index.js";
declare const chat: { getChats(limit: number, timeout: number): Promise<{ name: string }[]> };
const server = new McpServer({ name: "chat", version: "1.0.0" });
server.registerTool(
  "list_chats",
  {
    description: \`List the chats you can write to.

Args:
${args}
\`,
    inputSchema: ListChatsInput,
  },
  async (params: ListChatsArgs) => {
    const chats = await chat.getChats(params.limit, params.timeout);
    return { content: [{ type: "text", text: chats.map((c) => c.name).join("\\n") }] };
  },
);
`;

syntacticRuleTester().run("require-completeness (a default the tool's description states for an argument)", rule, {
  valid: [
    { name: "a default stated on another argument's line says nothing of the limit", code: LISTED_ARGS("  - limit (number): Maximum chats to return (1-100)\n  - timeout (number): Seconds to wait (default: 20)") },
    { name: "the same in a plain string: the text as a whole is no statement about the limit", code: LISTED_ARGS("  - limit (number): Maximum chats to return (1-100)\n  - timeout (number): Seconds to wait (default: 20)").replace(/description: `List the chats you can write to\.\n\nArgs:\n([^`]*)\n`/, (_m, args: string) => `description: ${JSON.stringify(`List the chats you can write to.\n\nArgs:\n${args}`)}`) },
  ],
  invalid: [
    {
      name: "the description's line for the limit states its default",
      code: LISTED_ARGS("  - limit (number): Maximum chats to return (1-100, default: 20)\n  - timeout (number): Seconds to wait (default: 5)"),
      errors: [{ messageId: "boundedResult", line: 18, data: { tool: "Tool `list_chats`", bound: "asks `getChats()` for at most 20 items when the model gives no limit (`params.limit`, line 17)", cap: "20", backend: "", fix: "Say it where the model reads it, in a content text part or `structuredContent` (not `_meta` or fields beside `content`): `total`, `hasMore`, `truncated` or `nextCursor` (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter." }, suggestions: [] }],
    },
  ],
});

/** A tool that lists one page of issues and hands it to a formatter of another file; `shape` is what it returns. */
const FORMATTED_PAGE = (shape: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { formatIssueList } from "../formatters";
declare const tracker: { listIssues(project: string, opts: { limit: number }): Promise<{ data: { id: string }[]; link?: string; pagination: { next?: string } }> };
const server = new McpServer({ name: "tracker", version: "1.0.0" });
server.registerTool("list_issues", { inputSchema: { project: z.string(), limit: z.number().max(100).default(25) } }, async ({ project, limit }) => {
  const { data: issues, link, pagination } = await tracker.listIssues(project, { limit });
  return ${shape};
});
`;

syntacticRuleTester().run("require-completeness (a formatter handed the page's continuation)", rule, {
  valid: [
    { name: "a formatter handed the Link header beside the items is taken to say whether more exist", code: FORMATTED_PAGE("formatIssueList(issues, link)") },
    { name: "or the pagination block", code: FORMATTED_PAGE("formatIssueList(issues, pagination)") },
  ],
  invalid: [
    { name: "a formatter handed the items alone cannot say what was left out", code: FORMATTED_PAGE("formatIssueList(issues)"), errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }] },
    { name: "a page's hyperlinks (`links`) are no continuation", code: FORMATTED_PAGE("formatIssueList(issues, links)").replace("const server", "declare const links: string[];\nconst server"), errors: [{ messageId: "boundedResult", line: 9, suggestions: [] }] },
    { name: "a query handed the Link header is not a formatter", code: FORMATTED_PAGE("listLinkedIssues(issues, link)").replace("import { formatIssueList }", "import { listLinkedIssues }"), errors: [{ messageId: "boundedResult", line: 8, suggestions: [] }] },
  ],
});

/** A tool that sets its page size on the request's URL; `setup` builds the URL, `send` sends it and returns. */
const URL_PAGE = (setup: string, send: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
const server = new McpServer({ name: "chat", version: "1.0.0" });
server.registerTool("list_channels", { inputSchema: { limit: z.number().optional(), page: z.number().optional() } }, async ({ limit = 100, page = 0 }) => {
${setup}
${send}
});
`;
const SEND_ITEMS = `  const response = await fetch(url.toString());
  const channels = (await response.json()) as { id: string }[];
  return { content: [{ type: "text", text: JSON.stringify({ channels, total_count: channels.length }) }] };`;

syntacticRuleTester().run("require-completeness (page sizes set on a URL)", rule, {
  valid: [
    {
      name: "a cursor the code moves on the same URL reads every page",
      code: URL_PAGE(`  const channels: { id: string }[] = [];
  let cursor = "";
  do {
    const url = new URL("https://chat.example/api/channels");
    url.searchParams.set("per_page", String(limit));
    url.searchParams.set("cursor", cursor);
    const res = await fetch(url);
    const body = (await res.json()) as { items: { id: string }[]; next: string };
    channels.push(...body.items);
    cursor = body.next;
  } while (cursor);`, `  return { content: [{ type: "text", text: JSON.stringify(channels) }] };`),
    },
    {
      name: "the API's answer goes on whole, with the total or token it carries",
      code: URL_PAGE(`  const params = new URLSearchParams();
  params.append("limit", String(limit));`, `  const response = await fetch(\`https://chat.example/api/search?\${params}\`);
  return { content: [{ type: "text", text: JSON.stringify(await response.json()) }] };`),
    },
    {
      name: "a URL held in a const and handed to a request whose answer is returned",
      code: URL_PAGE(`  const params = new URLSearchParams();
  params.set("per_page", (limit ?? 30).toString());
  const url = \`https://api.example/advisories?\${params.toString()}\`;`, `  return request(url);
  async function request(u: string) { return { content: [{ type: "text" as const, text: await (await fetch(u)).text() }] }; }`),
    },
    {
      name: "the parsed body, held in a const, goes on whole",
      code: URL_PAGE(`  const url = new URL("https://chat.example/api/channels");
  url.searchParams.set("per_page", String(limit));`, `  const response = await fetch(url);
  const body = await response.json();
  return { content: [{ type: "text", text: JSON.stringify(body) }] };`),
    },
    {
      name: "the answer passes on the API's can_load_more flag",
      code: URL_PAGE(`  const url = new URL("https://chat.example/api/messages");
  url.searchParams.set("page_size", String(limit));`, `  const response = await fetch(url);
  const body = (await response.json()) as { messages: { id: string }[]; meta: { can_load_more_past: boolean } };
  return { content: [{ type: "text", text: JSON.stringify({ messages: body.messages, can_load_more_past: body.meta.can_load_more_past }) }] };`),
    },
    {
      name: "limit=1 asks for one record",
      code: URL_PAGE(`  const url = new URL("https://chat.example/api/channels");
  url.searchParams.set("limit", String(1));`, SEND_ITEMS),
    },
    {
      name: "a parameter that is no page size (a filter) bounds nothing",
      code: URL_PAGE(`  const url = new URL("https://chat.example/api/channels");
  url.searchParams.append("team", "core");`, SEND_ITEMS),
    },
  ],
  invalid: [
    {
      name: "per_page on a URL's searchParams, a default of 100, and a total that is only the page's length",
      code: URL_PAGE(`  const url = new URL("https://chat.example/api/channels");
  url.searchParams.append("page", page.toString());
  url.searchParams.append("per_page", limit.toString());`, SEND_ITEMS),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
    {
      name: "a body returned whole on one path and counted as its own total on another is no whole answer",
      code: URL_PAGE(`  const url = new URL("https://chat.example/api/channels");
  url.searchParams.set("per_page", String(limit));`, `  const response = await fetch(url);
  const body = await response.json();
  if (!Array.isArray(body)) return { content: [{ type: "text", text: JSON.stringify(body) }] };
  return { content: [{ type: "text", text: JSON.stringify({ channels: body, total_count: body.length }) }] };`),
      errors: [{ messageId: "boundedResult", line: 9 }],
    },
    {
      name: "a URLSearchParams set with a template literal",
      code: URL_PAGE(`  const query = new URLSearchParams();
  query.set("pageSize", \`\${limit}\`);
  const url = new URL(\`https://chat.example/api/channels?\${query}\`);`, SEND_ITEMS),
      errors: [{ messageId: "boundedResult", line: 10 }],
    },
  ],
});

/** A tool that prints a story's comments under a heading; `heading` is its text. */
const COMMENTS = (heading: string) => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const hn: { story(id: number): Promise<{ title: string; descendants?: number }>; listComments(id: number, limit: number): Promise<{ text: string }[]> };
const server = new McpServer({ name: "hn", version: "1.0.0" });
server.registerTool("comments", { inputSchema: { id: z.number(), limit: z.number().default(20) } }, async ({ id, limit }) => {
  const story = await hn.story(id);
  const comments = await hn.listComments(id, limit);
  return { content: [{ type: "text", text: \`${heading}\\n\${comments.map((c) => c.text).join("\\n")}\` }] };
});
`;

syntacticRuleTester().run("require-completeness (a count the text calls a total)", rule, {
  valid: [
    { name: "`(N total)` after any count names the total", code: COMMENTS("Comments on ${story.title} (${story.descendants ?? 0} total):") },
  ],
  invalid: [
    { name: "a count without the word is no total", code: COMMENTS("Comments on ${story.title} (${story.descendants ?? 0}):"), errors: [{ messageId: "boundedResult", line: 8 }] },
    { name: "the word after the kept list's own length is no total", code: COMMENTS("Comments on ${story.title} (${comments.length} total):"), errors: [{ messageId: "boundedResult", line: 8 }] },
  ],
});

/** A database module of an MCP server that answers with rows; `sql` is its statement. */
const ROWS_SERVICE = (sql: string, answer = "rows") => `declare const db: { prepare(sql: string): { all(): { id: number; name: string }[] } };
export function hotGames() {
  const rows = db.prepare(\`${sql}\`).all();
  return ${answer};
}
`;

syntacticRuleTester().run("require-completeness (a SQL LIMIT in a service of an MCP server)", rule, {
  valid: [
    { name: "no LIMIT", filename: inPackage("weather-mcp"), code: ROWS_SERVICE("SELECT * FROM hot_games ORDER BY rank") },
    { name: "the same LIMIT in a package that is no MCP server", filename: inPackage("plain-library"), code: ROWS_SERVICE("SELECT * FROM hot_games ORDER BY rank LIMIT 50") },
    { name: "returned beside whether more exist", filename: inPackage("weather-mcp"), code: ROWS_SERVICE("SELECT * FROM hot_games ORDER BY rank LIMIT 51", "{ games: rows.slice(0, 50), hasMore: rows.length > 50 }") },
  ],
  invalid: [
    {
      name: "LIMIT 50 in the statement, the rows returned bare",
      filename: inPackage("weather-mcp"),
      code: ROWS_SERVICE("SELECT * FROM hot_games ORDER BY rank LIMIT 50"),
      errors: [{ messageId: "boundedService", line: 4 }],
    },
  ],
});

/** A Trello-like MCP tool that cuts the boards it fetched; `kept` is how it cuts them. */
const BOARDS = (kept: string, declared = "const data = await response.json();") => `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
declare const server: McpServer;
server.tool("get-boards", { limit: z.number().optional() }, async (params) => {
  const limit = params.limit || 50;
  const response = await fetch("https://api.trello.example/1/members/me/boards");
  ${declared}
  const boards = ${kept};
  return { content: [{ type: "text", text: JSON.stringify({ boards }) }] };
});
`;

/** The suggested text part, added after the one the tool returns. */
const SHOWN = (code: string) => code.replace("JSON.stringify({ boards }) }", "JSON.stringify({ boards }) }, { type: \"text\", text: `${Math.min(data.length, limit)} of ${data.length} shown.` }");

syntacticRuleTester().run("require-completeness (a cut of what the code has checked or declared is a list)", rule, {
  valid: [
    { name: "an answer of unknown shape, cut: it may be text", code: BOARDS("data.slice(0, limit)") },
    { name: "the check is of another value", code: BOARDS("Array.isArray(params) ? data.slice(0, limit) : data") },
    { name: "cut only where it is not a list", code: BOARDS("!Array.isArray(data) ? data.slice(0, limit) : data") },
    { name: "declared a string", code: BOARDS("data.slice(0, limit)", "const data: string = await response.text();") },
    // The check holds in the other branch: there `data` is whatever else the API sent, text perhaps.
    { name: "cut in the branch where it is not a list", code: BOARDS("Array.isArray(data) ? data : data.slice(0, limit)") },
  ],
  invalid: [
    {
      name: "`Array.isArray(data) ? data.slice(0, limit) : data`",
      code: BOARDS("Array.isArray(data) ? data.slice(0, limit) : data"),
      errors: [{ messageId: "boundedResult", line: 9, suggestions: [{ messageId: "suggestTotal", output: BOARDS("Array.isArray(data) ? data.slice(0, limit) : data").replace("JSON.stringify({ boards }) }", "JSON.stringify({ boards }) }, { type: \"text\", text: `${Math.min(data.length, limit)} of ${data.length} shown.` }") }] }],
    },
    { name: "checked in an `&&` before the cut", code: BOARDS("Array.isArray(data) && data.slice(0, limit)"), errors: [{ messageId: "boundedResult", line: 9, suggestions: [{ messageId: "suggestTotal", output: SHOWN(BOARDS("Array.isArray(data) && data.slice(0, limit)")) }] }] },
    {
      name: "checked in an `&&` of the test",
      code: BOARDS("Array.isArray(data) && data.length > 0 ? data.slice(0, limit) : []"),
      errors: [{ messageId: "boundedResult", line: 9, suggestions: [{ messageId: "suggestTotal", output: SHOWN(BOARDS("Array.isArray(data) && data.length > 0 ? data.slice(0, limit) : []")) }] }],
    },
    { name: "declared `Board[]`", code: BOARDS("data.slice(0, limit)", "const data: { id: string }[] = await response.json();"), errors: [{ messageId: "boundedResult", line: 9, suggestions: [{ messageId: "suggestTotal", output: SHOWN(BOARDS("data.slice(0, limit)", "const data: { id: string }[] = await response.json();")) }] }] },
    { name: "declared `Array<Board>`", code: BOARDS("data.slice(0, limit)", "const data: Array<{ id: string }> = await response.json();"), errors: [{ messageId: "boundedResult", line: 9, suggestions: [{ messageId: "suggestTotal", output: SHOWN(BOARDS("data.slice(0, limit)", "const data: Array<{ id: string }> = await response.json();")) }] }] },
    { name: "cast `as Board[]`", code: BOARDS("data.slice(0, limit)", "const data = (await response.json()) as { id: string }[];"), errors: [{ messageId: "boundedResult", line: 9, suggestions: [{ messageId: "suggestTotal", output: SHOWN(BOARDS("data.slice(0, limit)", "const data = (await response.json()) as { id: string }[];")) }] }] },
  ],
});

/** A vault search module of an MCP server that stops its loop at a cap; `answer` is what it returns. */
const VAULT_SEARCH = (answer: string, stop = "matches.length >= maxResults") => `declare function readNotes(): Promise<{ path: string; text: string }[]>;
export async function searchVault(args: { query: string; max_results?: number }) {
  const matches: { path: string }[] = [];
  const maxResults = args.max_results || 100;
  for (const note of await readNotes()) {
    if (${stop}) break;
    if (note.text.includes(args.query)) matches.push({ path: note.path });
  }
  return { success: true, data: ${answer} };
}
`;

syntacticRuleTester().run("require-completeness (a service's loop that stops at a cap; a count of what is shown)", rule, {
  valid: [
    { name: "gathers one past the cap and says whether more exist", filename: inPackage("weather-mcp"), code: VAULT_SEARCH("{ matches: matches.slice(0, maxResults), hasMore: matches.length > maxResults }", "matches.length > maxResults") },
    { name: "a loop cap in a package that is no MCP server", filename: inPackage("plain-library"), code: VAULT_SEARCH("{ matches }") },
    // A total beside a cut of the list counts more than is shown: it is the real total.
    { name: "a total of the whole list beside a cut of it", filename: inPackage("weather-mcp"), code: VAULT_SEARCH("{ matches: matches.slice(0, 10), total_matches: matches.length }") },
  ],
  invalid: [
    { name: "the matches returned bare", filename: inPackage("weather-mcp"), code: VAULT_SEARCH("{ matches }"), errors: [{ messageId: "boundedService", line: 9 }] },
    { name: "a `total_matches` that counts the matches shown", filename: inPackage("weather-mcp"), code: VAULT_SEARCH("{ matches, total_matches: matches.length }"), errors: [{ messageId: "boundedService", line: 9 }] },
    { name: "a `total_matches` that counts the matches shown, mapped", filename: inPackage("weather-mcp"), code: VAULT_SEARCH("{ total_matches: matches.length, matches: matches.map((m) => m.path) }"), errors: [{ messageId: "boundedService", line: 9 }] },
  ],
});

/** A nearest-rows tool whose statement takes numbered values; `library` is what registers it. */
const OTHER_REGISTRY = 'import { Registry } from "tool-registry";\ndeclare const server: Registry;';
const NEAREST = (params: string, answer: string, library = 'import { McpServer } from "tmcp";\ndeclare const server: McpServer<any>;') => `${library}
declare function run(sql: string, params: Record<number, unknown>): Promise<{ rows: unknown[] }>;
server.tool({ name: "nearest", description: "Nearest rows", schema: undefined as any }, async ({ limit = 10 }: { limit?: number }) => {
  const result = await run("SELECT * FROM docs ORDER BY distance LIMIT ?", ${params});
  return { content: [{ type: "text", text: JSON.stringify(${answer}) }] };
});
`;

/** A cases module of an MCP server whose statement binds its LIMIT by a placeholder; `run` runs it. */
const CASES_SERVICE = (run: string, head = "") => `declare const db: { prepare(sql: string): { all(...values: unknown[]): { id: string }[] } };
export function searchCases(input: { query: string; limit?: number }) {
  const limit = input.limit ?? 10;${head}
  ${run}
  return rows;
}
`;

syntacticRuleTester().run("require-completeness (a SQL LIMIT bound by a placeholder)", rule, {
  valid: [
    // The placeholder's value is the caller's with no default of ours: the caller chose how many.
    { name: "the caller's own limit", filename: inPackage("weather-mcp"), code: CASES_SERVICE("const rows = db.prepare(`SELECT id FROM cases WHERE body MATCH ? LIMIT ?`).all(input.query, input.limit);") },
    { name: "a placeholder for something else", filename: inPackage("weather-mcp"), code: CASES_SERVICE("const rows = db.prepare(`SELECT id FROM cases WHERE court = ? AND year = ?`).all(input.query, limit);") },
    { name: "no count handed in by name", filename: inPackage("weather-mcp"), code: CASES_SERVICE("const rows = db.prepare(`SELECT id FROM cases WHERE body MATCH ? LIMIT ?`).all(input.query, n);", "\n  const n = 1;") },
    { name: "a LIMIT in text held aside that is no statement", filename: inPackage("weather-mcp"), code: CASES_SERVICE("const note = `Use LIMIT ? to page`;\n  const rows = db.prepare(`SELECT id FROM cases WHERE body MATCH ?`).all(input.query, limit);\n  console.log(note);") },
    {
      name: "the same shape from a library that is not tmcp",
      filename: inPackage("search-tmcp"),
      code: NEAREST("{ 1: limit }", "result.rows", OTHER_REGISTRY),
    },
    {
      name: "the statement of a tmcp tool that says whether more exist",
      filename: inPackage("search-tmcp"),
      code: NEAREST("{ 1: limit + 1 }", "{ rows: result.rows.slice(0, limit), hasMore: result.rows.length > limit }"),
    },
  ],
  invalid: [
    {
      name: "run with the count by position",
      filename: inPackage("weather-mcp"),
      code: CASES_SERVICE("const rows = db.prepare(`SELECT id FROM cases WHERE body MATCH ? ORDER BY rank LIMIT ?`).all(input.query, limit);"),
      errors: [{ messageId: "boundedService", line: 5, data: { name: "searchCases", bound: "caps the query's rows at 10 when the caller gives no limit (in the query's LIMIT, line 4)", pkg: "weather-mcp", keys: "`total`, `hasMore`, `truncated` or `nextCursor`" } }],
    },
    {
      name: "a statement held in a const first, the count clamped under another name",
      filename: inPackage("weather-mcp"),
      code: CASES_SERVICE("const sql = \"SELECT id FROM cases ORDER BY decided DESC LIMIT $1\";\n  const rows = db.prepare(sql).all(safe_limit > 50 ? 50 : safe_limit);", "\n  const safe_limit = limit;"),
      errors: [{ messageId: "boundedService", line: 7 }],
    },
    {
      name: "a LIMIT added to the statement and the count pushed to its values",
      filename: inPackage("weather-mcp"),
      code: CASES_SERVICE("let sql = `SELECT id FROM cases WHERE body MATCH ?`;\n  const values: unknown[] = [input.query];\n  sql += ` ORDER BY rank LIMIT ?`;\n  values.push(limit);\n  const rows = db.prepare(sql).all(...values);"),
      errors: [{ messageId: "boundedService", line: 9, data: { name: "searchCases", bound: "caps the query's rows at 10 when the caller gives no limit (in the query's LIMIT, line 6)", pkg: "weather-mcp", keys: "`total`, `hasMore`, `truncated` or `nextCursor`" } }],
    },
    {
      name: "a tmcp tool whose statement's numbered values carry the count",
      filename: inPackage("search-tmcp"),
      code: NEAREST("{ 1: limit }", "result.rows"),
      errors: [{ messageId: "boundedResult", line: 6, suggestions: [] }],
    },
  ],
});

/** An events module of an MCP server that runs one statement; `statement` is how it is written and run. */
const EVENTS_SERVICE = (statement: string) => `import { sql, type Kysely } from "kysely";
declare const db: Kysely<unknown>;
declare const pool: { query(text: string): Promise<{ rows: { id: number }[] }> };
export async function recentEvents(limit = 20) {
  const result = ${statement};
  return result.rows;
}
`;

syntacticRuleTester().run("require-completeness (a LIMIT written into the statement's text)", rule, {
  valid: [
    { name: "a tagged statement with no LIMIT", filename: inPackage("weather-mcp"), code: EVENTS_SERVICE("await sql<{ id: number }>`SELECT id FROM events ORDER BY at DESC`.execute(db)") },
    { name: "a tag that is no statement, whatever its text says", filename: inPackage("weather-mcp"), code: EVENTS_SERVICE("await pool.query(md`Rows shown: LIMIT ${limit}`)").replace("import { sql,", "declare function md(s: TemplateStringsArray, ...v: unknown[]): string;\nimport { sql,") },
    { name: "a LIMIT the caller gives, with no default of ours", filename: inPackage("weather-mcp"), code: EVENTS_SERVICE("await pool.query(`SELECT id FROM events ORDER BY at DESC LIMIT ${limit}`)").replace("limit = 20", "limit: number") },
  ],
  invalid: [
    {
      name: "sql`… LIMIT 10`.execute(db)",
      filename: inPackage("weather-mcp"),
      code: EVENTS_SERVICE("await sql<{ id: number }>`SELECT id FROM events ORDER BY at DESC LIMIT 10`.execute(db)"),
      errors: [{ messageId: "boundedService", line: 6, data: { name: "recentEvents", bound: "caps the query's rows at 10 (in the query's LIMIT, line 5)", pkg: "weather-mcp", keys: "`total`, `hasMore`, `truncated` or `nextCursor`" } }],
    },
    {
      name: "a tagged statement given the count as a value",
      filename: inPackage("weather-mcp"),
      code: EVENTS_SERVICE("await sql<{ id: number }>`SELECT id FROM events ORDER BY at DESC LIMIT ${limit}`.execute(db)"),
      errors: [{ messageId: "boundedService", line: 6, data: { name: "recentEvents", bound: "caps the query's rows at 20 when the caller gives no limit (in the query's LIMIT, line 5)", pkg: "weather-mcp", keys: "`total`, `hasMore`, `truncated` or `nextCursor`" } }],
    },
    {
      name: "a plain template given the count after LIMIT",
      filename: inPackage("weather-mcp"),
      code: EVENTS_SERVICE("await pool.query(`SELECT id FROM events ORDER BY at DESC LIMIT ${limit}`)"),
      errors: [{ messageId: "boundedService", line: 6 }],
    },
  ],
});

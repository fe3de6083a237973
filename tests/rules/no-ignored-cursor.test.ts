import rule from "../../rules/no-ignored-cursor.js";
import { exhaustListText } from "../../codemods/recipes.js";
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { FIXTURES_DIR, syntacticRuleTester, typedRuleTester } from "../rule-tester.js";
import { typeErrors } from "../typecheck.js";

const CLIENT = `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
declare const client: Client;
`;

/** An agent that offers a remote server's tools to the model; `body` lists them. */
function agent(body: string): string {
  return `${CLIENT}export async function remoteTools(): Promise<string[]> {
${body}
}
`;
}

const EXHAUSTED_TOOLS = exhaustListText({ method: "client.listTools", items: "tools" }).replaceAll("\n", "\n  ");
const IMPORT_EXHAUST = 'import { exhaust } from "tool-output-cutter";\n';
/** A hand-rolled MCP client that names list methods by constants and sends them through its transport; \`refresh\` is its body. */
const HAND_ROLLED = (refresh: string) => `const MCP_METHODS = { TOOLS_LIST: "tools/list", RESOURCE_TEMPLATES_LIST: "resources/templates/list", TOOLS_CALL: "tools/call" } as const;
interface Transport { sendRequest(method: string, params?: object): Promise<any> }
export class ServerConnection {
  private tools: { name: string }[] = [];
  constructor(private readonly transport: Transport) {}
  async refreshTools(): Promise<void> {
${refresh}
  }
}
`;

/** A GitHub service whose client is typed by a local alias and, with \`load\`, loaded from Octokit when first needed. */
const LAZY_GITHUB = (load: string) => `type GitHubClient = { pulls: { listFiles(o: object): Promise<{ data: { filename: string }[] }> } };
export class GitHubService {
  private client!: GitHubClient;
  async init(token: string) {
${load}
  }
  async pullRequestFiles(owner: string, repo: string, pull_number: number) {
    const response = await this.client.pulls.listFiles({ owner, repo, pull_number });
    return response.data.map((f) => f.filename);
  }
}
`;

/** An explorer that traces each protocol call: \`traceCall(meta, () => request)\` gives back what the callback returns. */
const TRACED = (body: string) => `${CLIENT}declare function traceCall<T>(meta: { method: string; params?: object }, fn: () => Promise<T>, fallback?: T): Promise<T>;
export async function explore() {
${body}
}
`;

/** What an agent does with a listing of tools after fetching it: logs it, then converts its items. */
const CONVERTED = "  console.log(JSON.stringify(definitions));\n  return toAgentTools(definitions);\n  function toAgentTools(d: { tools: { name: string }[] }): string[] { return d.tools.map((t) => t.name); }";

/** A harness's own paged search API: a page of documents and a token for the next one. */
const PAGED_API = `interface Doc { id: string; title: string }
interface DocPage { documents: Doc[]; nextPageToken?: string }
declare function listDocuments(query: string, options?: { pageToken?: string }): Promise<DocPage>;
`;

const OCTOKIT = `import { Octokit } from "@octokit/rest";
declare const octokit: Octokit;
`;

const SLACK = `import { WebClient } from "@slack/web-api";
declare const slack: WebClient;
`;
const NOTION = `import { Client as Notion } from "@notionhq/client";
declare const notion: Notion;
`;
const GOOGLE = `import { google } from "googleapis";
declare const drive: ReturnType<typeof google.drive>;
`;
const JIRA = `import { Version3Client } from "jira.js";
declare const jira: Version3Client;
`;
const STRIPE = `import Stripe from "stripe";
declare const stripe: Stripe;
`;

const YOUTUBE = `interface Video { id: string }
interface Page { data: { items?: Video[]; nextPageToken?: string | null } }
interface YouTube { search: { list(p: Record<string, unknown>): Promise<Page> }; videos: { list(p: Record<string, unknown>): Promise<Page> } }
declare function withYouTube<T>(run: (youtube: YouTube) => Promise<T>): Promise<T>;
`;
/** An MCP server that offers the tools of other servers as its own. */
const PROXY = `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema, ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
declare const server: Server;
declare const backend: Client;
`;
const BSKY = `import { AtpAgent } from "@atproto/api";
declare const agent: AtpAgent;
`;
/** A hand-written Graph helper: method, path, body, OData query. */
const GRAPH = `interface Folder { id: string; displayName: string }
declare function callGraph(token: string, method: string, path: string, body: unknown, query: Record<string, unknown>): Promise<{ value: Folder[]; "@odata.nextLink"?: string }>;
declare function callGraphPaginated(token: string, method: string, path: string, query: Record<string, unknown>, max: number): Promise<{ value: Folder[] }>;
`;
/** The Microsoft Graph client's request builder, as harnesses declare it. */
const GRAPH_CLIENT = `interface GraphRequest { filter(q: string): GraphRequest; select(f: string): GraphRequest; top(n: number): GraphRequest; get(): Promise<{ value: { id: string; subject?: string }[]; "@odata.nextLink"?: string }> }
declare const graph: { api(path: string): GraphRequest };
`;
const DROPBOX = `interface Members { result: { users: { email: string }[]; cursor?: string } }
declare function getDropboxClient(): { sharingListFileMembers(a: { file: string; limit?: number }): Promise<Members>; sharingListFileMembersContinue(a: { cursor: string }): Promise<Members> };
`;
const LINEAR = `import { LinearClient } from "@linear/sdk";
declare const linear: LinearClient;
`;

/** Paged SDK calls known by their path: code that reads the first page only, and its fixed twin. */
const SDK_CASES: { name: string; dropped: string; followed: string }[] = [
  {
    name: "Slack conversations.history",
    dropped: `${SLACK}export async function history(channel: string) {
  const res = await slack.conversations.history({ channel });
  if (!res.ok) throw new Error(res.error);
  return res.messages ?? [];
}
`,
    followed: `${SLACK}export async function history(channel: string) {
  const out: unknown[] = [];
  let cursor: string | undefined;
  do {
    const res = await slack.conversations.history({ channel, cursor });
    out.push(...(res.messages ?? []));
    cursor = res.response_metadata?.next_cursor || undefined;
  } while (cursor);
  return out;
}
`,
  },
  {
    name: "Notion databases.query",
    dropped: `${NOTION}export async function rows(database_id: string) {
  const { results } = await notion.databases.query({ database_id });
  return results;
}
`,
    followed: `${NOTION}export async function rows(database_id: string) {
  const page = await notion.databases.query({ database_id });
  return { results: page.results, more: page.has_more ? page.next_cursor : null };
}
`,
  },
  {
    name: "googleapis drive.files.list (the page under data)",
    dropped: `${GOOGLE}export async function files(q: string) {
  const { data } = await drive.files.list({ q });
  return data.files ?? [];
}
`,
    followed: `${GOOGLE}export async function files(q: string) {
  const res = await drive.files.list({ q });
  return { files: res.data.files ?? [], nextPageToken: res.data.nextPageToken };
}
`,
  },
  {
    name: "YouTube search.list run by a wrapper that hands the client in",
    dropped: `${YOUTUBE}export async function search(q: string) {
  const res = await withYouTube((youtube) => youtube.search.list({ part: ["snippet"], q, maxResults: 25 }));
  return res.data.items ?? [];
}
`,
    followed: `${YOUTUBE}export async function search(q: string, pageToken?: string) {
  const res = await withYouTube((youtube) => youtube.search.list({ part: ["snippet"], q, maxResults: 25, pageToken }));
  return { items: res.data.items ?? [], nextPageToken: res.data.nextPageToken };
}
`,
  },
  {
    name: "Linear issues (a GraphQL connection)",
    dropped: `${LINEAR}export async function openIssues() {
  const page = await linear.issues({ first: 50 });
  return page.nodes.map((i) => i.title);
}
`,
    followed: `${LINEAR}export async function openIssues() {
  const page = await linear.issues({ first: 50 });
  return { titles: page.nodes.map((i) => i.title), more: page.pageInfo.hasNextPage };
}
`,
  },
  {
    name: "Bluesky post search (the page under data)",
    dropped: `${BSKY}export async function posts(q: string, limit: number) {
  const res = await agent.app.bsky.feed.searchPosts({ q, limit });
  if (!res.success) throw new Error("search failed");
  return res.data.posts.map((p) => p.uri);
}
`,
    followed: `${BSKY}export async function posts(q: string, limit: number, cursor?: string) {
  const res = await agent.app.bsky.feed.searchPosts({ q, limit, cursor });
  if (!res.success) throw new Error("search failed");
  return { uris: res.data.posts.map((p) => p.uri), cursor: res.data.cursor };
}
`,
  },
  {
    name: "Microsoft Graph mail folders asked for with OData options (the page under value)",
    dropped: `${GRAPH}export async function folders(token: string) {
  const res = await callGraph(token, "GET", "me/mailFolders", null, { $top: 100, $select: "id,displayName" });
  return res.value.map((f) => f.displayName);
}
`,
    followed: `${GRAPH}export async function folders(token: string) {
  const names: string[] = [];
  let res = await callGraph(token, "GET", "me/mailFolders", null, { $top: 100, $select: "id,displayName" });
  names.push(...res.value.map((f) => f.displayName));
  while (res["@odata.nextLink"]) {
    res = await callGraph(token, "GET", res["@odata.nextLink"], null, {});
    names.push(...res.value.map((f) => f.displayName));
  }
  return names;
}
`,
  },
  {
    name: "Jira JQL search (jira.js)",
    dropped: `${JIRA}export async function openBugs(project: string) {
  const res = await jira.issueSearch.searchForIssuesUsingJql({ jql: \`project = \${project} AND type = Bug\` });
  return (res.issues ?? []).map((i) => i.key);
}
`,
    followed: `${JIRA}export async function openBugs(project: string) {
  const res = await jira.issueSearch.searchForIssuesUsingJql({ jql: \`project = \${project} AND type = Bug\` });
  return { keys: (res.issues ?? []).map((i) => i.key), total: res.total };
}
`,
  },
  {
    name: "Stripe customers.list",
    dropped: `${STRIPE}export async function customers() {
  const list = await stripe.customers.list();
  return list.data.map((c) => c.email);
}
`,
    followed: `${STRIPE}export async function customers() {
  const all = await stripe.customers.list().autoPagingToArray({ limit: 10_000 });
  return all.map((c) => c.email);
}
`,
  },
];

const valid = [
  {
    // Twin of the dropped search total: the count of all matches goes on beside the page.
    name: "an octokit search that hands on total_count",
    code: `${OCTOKIT}export async function searchIssues(query: string) {
  const response = await octokit.rest.search.issuesAndPullRequests({ q: query, per_page: 20 });
  return { total_count: response.data.total_count, items: response.data.items };
}
`,
  },
  {
    // Twin of the traced one-page read: the callback passes the cursor and the loop follows it.
    name: "a traced call whose callback reads every page of tools",
    code: TRACED(`  const all: { name: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await traceCall({ method: "tools/list" }, () => client.listTools({ cursor }));
    all.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return all;`),
  },
  {
    // Twin of the lazily loaded Octokit: nothing says what the client is, so its list is not known to page.
    name: "a client of the file's own type with a list method, no paged SDK in sight",
    code: LAZY_GITHUB('    this.client = await connect(token);').replace("export class", "declare function connect(t: string): Promise<GitHubClient>;\nexport class"),
  },
  {
    // Twin of the hand-rolled one-page read: the cursor goes back until the server has no more.
    name: "a hand-rolled client's tools/list sent by a constant, every page read",
    code: HAND_ROLLED(`    const all: { name: string }[] = [];
    let cursor: string | undefined;
    do {
      const result = await this.transport.sendRequest(MCP_METHODS.TOOLS_LIST, cursor ? { cursor } : {});
      all.push(...(result.tools ?? []));
      cursor = result.nextCursor;
    } while (cursor);
    this.tools = all;`),
  },
  {
    // A constant named for another method: no listing.
    name: "a hand-rolled client's tools/call sent by a constant",
    code: HAND_ROLLED(`    const result = await this.transport.sendRequest(MCP_METHODS.TOOLS_CALL, { name: "ping" });
    this.tools = result.content ?? [];`),
  },
  {
    name: "a renderer asking the main process over its IPC bridge",
    code: `declare const window: { electron: { mcp: { listTools(): Promise<{ tools: { name: string }[] }> } } };
export async function toolNames() {
  const res = await window.electron.mcp.listTools();
  return res.tools.map((t) => t.name);
}
`,
  },
  {
    name: "a stand-in on failure, and the cursor read on success",
    code: agent(`  const page = await client.listTools().catch(() => ({ tools: [], nextCursor: undefined }));
  return { tools: page.tools, more: page.nextCursor };`),
  },
  {
    name: "a lookup by id is no listing",
    code: `${YOUTUBE}export async function video(id: string) {
  const res = await withYouTube((youtube) => youtube.videos.list({ part: ["snippet"], id: [id] }));
  return res.data.items?.[0] ?? null;
}
`,
  },
  {
    name: "the one newest asked for on purpose",
    code: `${YOUTUBE}export async function newest(channelId: string) {
  const res = await withYouTube((youtube) => youtube.search.list({ channelId, maxResults: 1, order: "date" }));
  return res.data.items?.[0]?.id ?? null;
}
`,
  },
  {
    name: "pages listed per item of a map are the map's values, handed on",
    code: `${GOOGLE}export async function folders(ids: string[]) {
  return Promise.all(ids.map((id) => drive.files.list({ q: \`'\${id}' in parents\` })));
}
`,
  },
  {
    name: "options spread from elsewhere may carry the page token",
    code: `${GOOGLE}export async function files(q: string, extra?: { pageToken?: string }) {
  const { data } = await drive.files.list({ q, ...(extra ?? {}) });
  return data.files ?? [];
}
`,
  },
  {
    name: "a few Linear issues asked for on purpose",
    code: `${LINEAR}export async function latest() {
  return (await linear.issues({ first: 5 })).nodes;
}
`,
  },
  {
    name: "a Jira search at the offset the caller names",
    code: `${JIRA}export async function bugsFrom(startAt: number) {
  const res = await jira.issueSearch.searchForIssuesUsingJql({ jql: "type = Bug", startAt, maxResults: 100 });
  return res.issues;
}
`,
  },
  {
    name: "the five newest Jira issues asked for on purpose",
    code: `${JIRA}export async function latest() {
  return (await jira.issueSearch.searchForIssuesUsingJql({ jql: "order by created DESC", maxResults: 5 })).issues;
}
`,
  },
  ...SDK_CASES.map((c) => ({ name: `${c.name}: every page read`, code: c.followed })),
  { name: "a local registry's listing handed to a converter, in a file that works with no MCP client", code: "interface Tool { name: string }\ndeclare const registry: { listTools(): Tool[] };\nexport function agentTools(): string[] {\n  return toAgentTools(registry.listTools());\n}\ndeclare function toAgentTools(t: Tool[]): string[];\n" },
  {
    name: "a raw request whose params get the cursor after it is made",
    code: agent(`  const request: { method: "tools/list"; params: { cursor?: string } } = { method: "tools/list", params: {} };
  if (savedCursor) request.params = { cursor: savedCursor };
  const page = await client.request(request, ListToolsResultSchema);
  return page.tools.map((t) => t.name);`).replace("declare const client: Client;", 'declare const client: Client;\ndeclare const savedCursor: string | undefined;\nimport { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";'),
  },
  { name: "the listing handed whole to a pager", code: agent("  const first = await client.listTools();\n  return readRemainingPages(first);\n  function readRemainingPages(p: unknown): string[] { return [String(p)]; }") },
  { name: "the listing serialized and returned whole", code: agent("  const listing = await client.listTools();\n  return [JSON.stringify(listing)];") },
  {
    name: "octokit.paginate() reads every page",
    code: `${OCTOKIT}export async function comments(owner: string, repo: string, issue_number: number) {
  const all = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
  return all.map((c) => c.body);
}
`,
  },
  {
    name: "a deliberately small page: the latest five comments",
    code: `${OCTOKIT}export async function latest(owner: string, repo: string, issue_number: number) {
  const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number, per_page: 5, sort: "created", direction: "desc" });
  return data[0]?.body;
}
`,
  },
  {
    name: "an octokit list call that asks for a given page",
    code: `${OCTOKIT}export async function page(owner: string, repo: string, page: number) {
  const { data } = await octokit.rest.issues.listForRepo({ owner, repo, page });
  return data.map((i) => i.title);
}
`,
  },
  {
    name: "a loop that follows nextCursor until it is absent",
    code: agent(`  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    names.push(...page.tools.map((t) => t.name));
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return names;`),
  },
  {
    name: "a while loop on the page variable, reassigned with the next cursor",
    code: agent(`  let page = await client.listResources();
  const uris = page.resources.map((r) => r.uri);
  while (page.nextCursor) {
    page = await client.listResources({ cursor: page.nextCursor });
    uris.push(...page.resources.map((r) => r.uri));
  }
  return uris;`),
  },
  {
    name: "the cursor is read and handed back to the model (a proxy tool pages on request)",
    code: `${CLIENT}export async function listRemoteTools(cursor?: string) {
  const page = await client.listTools(cursor === undefined ? {} : { cursor });
  return { names: page.tools.map((t) => t.name), nextCursor: page.nextCursor };
}
`,
  },
  {
    name: "the destructured nextCursor is read",
    code: agent(`  const { prompts, nextCursor } = await client.listPrompts();
  if (nextCursor) throw new Error("the server pages its prompts; use exhaust()");
  return prompts.map((p) => p.name);`),
  },
  {
    name: "the page is returned whole to the caller",
    code: `${CLIENT}export function firstPage() {
  return client.listTools();
}
export async function firstPageAwaited() {
  const page = await client.listTools();
  return page;
}
`,
  },
  {
    name: "the caller's cursor is passed in: it asked for that page",
    code: `${CLIENT}export async function page(params: { cursor?: string }) {
  const { tools } = await client.listTools(params);
  return tools;
}
`,
  },
  {
    name: "exhaust() drives the cursor",
    code: `${CLIENT}import { exhaust } from "tool-output-cutter";
export async function allTools() {
  const all = await exhaust(async (cursor) => {
    const page = await client.listTools(cursor ? { cursor } : {});
    return { items: page.tools, envelope: { complete: !page.nextCursor, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
  });
  return all.items;
}
`,
  },
  {
    name: "a proxy forwards the caller's cursor to its backend and answers with the backend's next cursor",
    code: `${PROXY}server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  const result = await backend.listTools({ cursor: request.params?.cursor });
  return { tools: result.tools.map((t) => ({ ...t, name: \`remote_\${t.name}\` })), nextCursor: result.nextCursor };
});
`,
  },
  {
    name: "pages awaited together, each read with its pageInfo",
    code: `${LINEAR}export async function overview() {
  const [teams, users] = await Promise.all([linear.teams(), linear.users()]);
  return { teams: teams.nodes, users: users.nodes, more: teams.pageInfo.hasNextPage || users.pageInfo.hasNextPage };
}
`,
  },
  {
    name: "a page handed to a method of the same class that keeps its cursor",
    code: `${CLIENT}export class Catalog {
  private cursor: string | undefined;
  private names: string[] = [];
  async refresh() {
    this.keep(await client.listTools());
  }
  private keep(page: { tools: { name: string }[]; nextCursor?: string }) {
    this.names.push(...page.tools.map((t) => t.name));
    this.cursor = page.nextCursor;
  }
}
`,
  },
  {
    name: "a REST path shaped like Graph's in a file that never names Graph or an OData option",
    code: `declare const http: { get(path: string, o?: object): Promise<{ data: { value: { login: string }[] } }> };
export async function members(teamId: string) {
  const res = await http.get(\`/teams/\${teamId}/members\`);
  return res.data.value.map((m) => m.login);
}
`,
  },
  {
    name: "a Graph GET whose answer is read as something other than a collection's value",
    code: `declare const graphClient: { get(path: string): Promise<{ data: { id: string; displayName: string } }> };
export async function me() {
  const res = await graphClient.get("/me/drives");
  return res.data.displayName;
}
`,
  },
  {
    name: "a Graph folder looked up by its exact name",
    code: `${GRAPH}export async function folderId(token: string, name: string) {
  const res = await callGraph(token, "GET", "me/mailFolders", null, { $filter: \`displayName eq '\${name}'\` });
  return res.value[0]?.id ?? null;
}
`,
  },
  {
    name: "Graph events: as many as the caller asked for",
    code: `${GRAPH}export async function upcoming(token: string, count: number) {
  const res = await callGraph(token, "GET", "me/calendarView", null, { $top: count, $orderby: "start/dateTime" });
  return res.value;
}
`,
  },
  {
    name: "a Graph helper that follows the next link itself",
    code: `${GRAPH}export async function folders(token: string) {
  const res = await callGraphPaginated(token, "GET", "me/mailFolders", { $top: 50 }, 500);
  return res.value.map((f) => f.displayName);
}
`,
  },
  {
    name: "a Graph folder created (POST) is no listing",
    code: `${GRAPH}export async function create(token: string) {
  const res = await callGraph(token, "POST", "me/mailFolders", { displayName: "Archive" }, { $select: "id" });
  return res.value;
}
`,
  },
  {
    name: "a raw tools/list request sent through a transport that answers nothing",
    code: `declare const transport: { send(message: unknown): Promise<void> };
export async function ask(cursor?: string) {
  await transport.send({ jsonrpc: "2.0", id: 1, method: "tools/list", params: cursor ? { cursor } : {} });
}
`,
  },
  {
    name: "a page variable that starts empty and is refilled in a loop with the next cursor",
    code: agent(`  let page: { tools: { name: string }[]; nextCursor?: string } = { tools: [] };
  const names: string[] = [];
  do {
    page = await client.listTools(page.nextCursor ? { cursor: page.nextCursor } : {});
    names.push(...page.tools.map((t) => t.name));
  } while (page.nextCursor);
  return names;`),
  },
  {
    name: "a local registry's listTools() that returns an array, not a page (no types)",
    code: `export class Registry {
  private readonly tools = new Map<string, { name: string }>();
  listTools(): { name: string }[] {
    return [...this.tools.values()];
  }
}
export function names(registry: Registry) {
  return registry.listTools().map((t) => t.name);
}
`,
  },
  {
    name: "the v2 MCP client pages by itself when given no cursor",
    code: `import { Client } from "@modelcontextprotocol/client";
declare const client: Client;
export async function names() {
  const { tools } = await client.listTools();
  return tools.map((t) => t.name);
}
`,
  },
  {
    name: "a call made only to check that the server answers",
    code: agent(`  await client.listTools();
  return [];`),
  },
  {
    name: "a listing of one page, only logged",
    code: agent(`  const page = await client.listTools();
  console.log("first page", page);
  return [];`),
  },

  {
    name: "a list handler forwards the request's params: the caller's cursor reaches the backend",
    code: `${PROXY}server.setRequestHandler(ListToolsRequestSchema, async (request) => backend.listTools(request.params));
`,
  },
  {
    name: "a list handler forwards the request's cursor, its answer returned whole",
    code: `${PROXY}server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  return await backend.listTools({ cursor: request.params?.cursor }).catch(() => ({ tools: [] }));
});
`,
  },
  {
    name: "a handler of another request returns a listing whole: its caller holds the cursor",
    code: `${PROXY}import { ReadResourceRequestSchema } from "@modelcontextprotocol/sdk/types.js";
server.setRequestHandler(ReadResourceRequestSchema, async () => backend.listResources() as never);
`,
  },
  {
    name: "a gateway's own listTools walks every backend's pages; its other methods read the aggregate",
    code: `${CLIENT}export class Gateway extends Client {
  constructor(private readonly backends: Client[]) { super({ name: "g", version: "1" }); }
  override async listTools() {
    const tools = [];
    for (const b of this.backends) {
      let cursor: string | undefined;
      do {
        const page = await b.listTools(cursor ? { cursor } : undefined);
        tools.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor);
    }
    return { tools };
  }
  async find(name: string) {
    const { tools } = await this.listTools();
    return tools.find((t) => t.name === name);
  }
}
`,
  },
  {
    name: "a server's tools/list handler answers with its own listTools, which lists its own tools",
    code: `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
export class PromptServer {
  constructor(private readonly server: Server) {}
  private listTools() {
    return { tools: [{ name: "auto_prompt", inputSchema: { type: "object" as const } }] };
  }
  setup() {
    this.server.setRequestHandler("tools/list" as never, async () => this.listTools());
  }
}
`,
  },
  {
    name: "a list function of this file handed the client, which walks the cursor",
    code: `${CLIENT}export async function names() {
  const { prompts } = await listPrompts(client);
  return prompts.map((p) => p.name);
}
async function listPrompts(c: Client) {
  const prompts = [];
  let cursor: string | undefined;
  do {
    const page = await c.listPrompts(cursor ? { cursor } : {});
    prompts.push(...page.prompts);
    cursor = page.nextCursor;
  } while (cursor);
  return { prompts };
}
`,
  },
  {
    name: "a list function handed a registry, not a client",
    code: `import { createRegistry } from "./mcp-registry.js";
const registry = createRegistry();
export function names() {
  return listTools(registry).tools.map((t) => t.name);
}
declare function listTools(r: unknown): { tools: { name: string }[] };
`,
  },
  {
    name: "a Graph search whose first match is wanted",
    code: `${GRAPH_CLIENT}export async function firstEvent(q: string) {
  const response = await graph.api("/me/events").filter(q).get();
  return response.value[0]?.subject;
}
`,
  },
  {
    name: "a Graph lookup by value and a Graph request for one item",
    code: `${GRAPH_CLIENT}export async function lookups(mail: string) {
  const byMail = await graph.api("/users").filter(\`mail eq '\${mail}'\`).get();
  const newest = await graph.api("/me/messages").top(1).get();
  return [...byMail.value, ...newest.value];
}
`,
  },
  {
    name: "Graph collections answered whole: joined teams, a team's channels, an item's permissions",
    code: `${GRAPH_CLIENT}export async function teamsOverview(teamId: string, itemId: string) {
  const teams = await graph.api("/me/joinedTeams").get();
  const channels = await graph.api(\`/teams/\${teamId}/channels\`).get();
  const shared = await graph.api(\`/me/drive/items/\${itemId}/permissions\`).get();
  return { teams: teams.value, channels: channels.value, shared: shared.value };
}
`,
  },
  {
    name: "Gmail's labels come back all at once",
    code: `${GOOGLE.replace("drive: ReturnType<typeof google.drive>", "gmail: ReturnType<typeof google.gmail>")}export async function labels() {
  const res = await gmail.users.labels.list({ userId: "me" });
  return res.data.labels ?? [];
}
`,
  },
  {
    name: "Dropbox members read on with the matching Continue call",
    code: `${DROPBOX}export async function members(file: string) {
  const dbx = getDropboxClient();
  let res = await dbx.sharingListFileMembers({ file });
  const users = [...res.result.users];
  while (res.result.cursor) {
    res = await dbx.sharingListFileMembersContinue({ cursor: res.result.cursor });
    users.push(...res.result.users);
  }
  return users;
}
`,
  },
  {
    name: "a cursor moved by the loop that asks with it",
    code: `${NOTION}export async function rows(database_id: string) {
  const out = [];
  let next: string | undefined;
  for (let i = 0; i < 50; i++) {
    const res = await notion.databases.query({ database_id, start_cursor: next });
    out.push(...res.results);
    if (!res.next_cursor) break;
    next = res.next_cursor;
  }
  return out;
}
`,
  },
  {
    name: "a same-file function returns the page and its caller keeps it whole",
    code: `${CLIENT}export class Server {
  async getTools() {
    return client.listTools();
  }
  async describe() {
    return this.getTools();
  }
}
`,
  },
  {
    name: "a page fetcher handed to a walker, which passes it each cursor",
    code: `${NOTION}declare function walkPages<T extends { id: string }>(fetch: (cursor?: string) => Promise<{ results: T[]; next_cursor: string | null }>): Promise<T[]>;
export async function comments(block_id: string) {
  const all = await walkPages(async (cursor) => notion.comments.list({ block_id, start_cursor: cursor }));
  return { total: all.length, results: all.map((c) => c.id) };
}
`,
  },
  {
    name: "a page handed whole to a constructor of the harness's own, which keeps its cursor",
    code: `${SLACK}declare class Listing { constructor(page: unknown) }
export async function history(channel: string) {
  const result = await slack.conversations.history({ channel });
  if (!result.ok) throw new Error("history failed");
  return new Listing(result);
}
`,
  },
  {
    name: "a page variable asked again with the cursor the last answer gave: paging",
    code: `${SLACK}export async function history(channel: string) {
  let result = await slack.conversations.history({ channel });
  const all = [...(result.messages ?? [])];
  while (result.response_metadata?.next_cursor) {
    result = await slack.conversations.history({ channel, cursor: result.response_metadata.next_cursor });
    all.push(...(result.messages ?? []));
  }
  return all;
}
`,
  },
  {
    name: "a Graph path that is one of two, one of them answered whole",
    code: `${GRAPH_CLIENT}export async function teamsOrChannels(teamId?: string) {
  const path = teamId ? \`/teams/\${teamId}/channels\` : "/me/joinedTeams";
  const res = await graph.api(path).get();
  return res.value;
}
`,
  },
  {
    name: "a cursor that another source moves on each pass: this code pages",
    code: `${NOTION}declare const saved: { load(): Promise<string | undefined>; advance(): Promise<string | undefined> };
export async function rows(database_id: string) {
  const out = [];
  let next = await saved.load();
  while (next) {
    const res = await notion.databases.query({ database_id, start_cursor: next });
    out.push(...res.results);
    next = await saved.advance();
  }
  return out;
}
`,
  },
  {
    name: "a Bluesky page whose cursor is destructured and handed back",
    code: `${BSKY}export async function timeline() {
  const { feed, cursor } = (await agent.getTimeline({ limit: 100 })).data;
  return { posts: feed.map((f) => f.post.uri), cursor };
}
`,
  },
  {
    name: "a paged API without type information: only MCP's list methods are known by name",
    code: `${PAGED_API}export async function titles(query: string) {
  const { documents } = await listDocuments(query);
  return documents.map((d) => d.title);
}
`,
  },
];

const invalid = [
  {
    name: "a Graph folder listing whose path is one of two, both collections",
    code: `${GRAPH_CLIENT}export async function listFiles(parentId?: string) {
  const path = parentId ? \`/me/drive/items/\${parentId}/children\` : "/me/drive/root/children";
  const res = await graph.api(path).get();
  return res.value;
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
  },
  {
    name: "a failed page carried in a thrown error, the items of a good one returned",
    code: `${SLACK}export async function history(channel: string) {
  const result = await slack.conversations.history({ channel, limit: 200 });
  if (!result.ok || !result.messages) throw new HistoryError("history failed", result);
  return result.messages.map((m) => m.text ?? "");
}
class HistoryError extends Error {
  constructor(message: string, readonly response: unknown) { super(message); }
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "the same page asked again after joining the channel: a retry, not the next page",
    code: `${SLACK}export async function history(channel: string) {
  let result = await slack.conversations.history({ channel });
  if (!result.ok && result.error === "not_in_channel") {
    await slack.conversations.join({ channel });
    result = await slack.conversations.history({ channel });
  }
  return result.messages ?? [];
}
`,
    errors: [
      { messageId: "ignoredCursor" as const, line: 4, suggestions: [] },
      { messageId: "ignoredCursor" as const, line: 7, suggestions: [] },
    ],
  },
  {
    name: "a callback handed something other than a cursor: the wrapper gives back its one page",
    code: `${NOTION}declare function withRetry<T>(run: (size: number) => Promise<T>): Promise<T>;
export async function comments(block_id: string) {
  const page = await withRetry(async (size) => (notion.comments as any).list({ block_id, page_size: size }));
  return page.results;
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 5, data: { call: "`(notion.comments as any).list()`", items: " of `results`", cursor: "`has_more`/`next_cursor`", lost: "`results`", whom: "", how: "or read every page with `iteratePaginatedAPI()` or a loop on `start_cursor`" }, suggestions: [] }],
  },
  {
    name: "a stand-in on failure does not make the first page the whole",
    code: agent(`  const page = await client.listTools().catch(() => ({ tools: [] }));
  return page.tools.map((t) => t.name);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "a chain split over lines is reported at the method, its name read as one",
    code: agent(`  const names = await client
    .listTools()
    .then((page) => page.tools.map((t) => t.name));
  return names;`),
    errors: [{ messageId: "ignoredCursor" as const, line: 5, column: 6, data: { call: "`client.listTools()`", items: " of `tools`", cursor: "`nextCursor`", lost: "`tools`", whom: ": the model is never offered those tools", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
  },
  {
    name: "options spread in only when set, spelled out here, carry no page token",
    code: `${GOOGLE}export async function files(q: string, fields?: string) {
  const { data } = await drive.files.list({ q, ...(fields && { fields }) });
  return data.files ?? [];
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  ...SDK_CASES.map((c) => ({ name: `${c.name}: first page only`, code: c.dropped, errors: [{ messageId: "ignoredCursor" as const, suggestions: [] }] })),
  {
    // The method is named by a constant, not a string; the transport answers with the result.
    name: "a hand-rolled client's tools/list sent by a constant, one page kept",
    code: HAND_ROLLED(`    const result = await this.transport.sendRequest(MCP_METHODS.TOOLS_LIST);
    this.tools = result.tools || [];`),
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    name: "a hand-rolled client's resource templates sent by a constant, one page kept",
    code: HAND_ROLLED(`    const result = await this.transport.sendRequest(MCP_METHODS.RESOURCE_TEMPLATES_LIST);
    this.tools = result.resourceTemplates || [];`),
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    name: "a sender named for a call, handed the list method by its string",
    code: `declare function mcpCall(method: string, params?: object): Promise<unknown>;
export async function listTools(): Promise<{ name: string }[]> {
  const result = (await mcpCall("tools/list")) as { tools?: { name: string }[] };
  return result.tools || [];
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 3, suggestions: [] }],
  },
  {
    name: "a raw tools/list request built first, one page read",
    code: agent(`  const request = { method: "tools/list" as const, params: {} };
  const page = await client.request(request, ListToolsResultSchema);
  return page.tools.map((t) => t.name);`).replace("declare const client: Client;", 'declare const client: Client;\nimport { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";'),
    errors: [{ messageId: "ignoredCursor" as const, line: 6, suggestions: [] }],
  },
  {
    name: "one page of tools logged, then handed to a converter of the items",
    code: agent(`  const definitions = await client.listTools();\n${CONVERTED}`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [{ messageId: "suggestExhaust" as const, output: agent(`  const definitions = ${EXHAUSTED_TOOLS};\n${CONVERTED}`).replace(CLIENT, `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}`) }] }],
  },
  {
    name: "a proxy forwards the caller's cursor to every backend and echoes it back: the backends' later pages are never asked for",
    code: `${PROXY}declare const backends: Client[];
server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  const all: { name: string }[] = [];
  for (const b of backends) {
    const result = await b.request({ method: "tools/list", params: { cursor: request.params?.cursor } }, ListToolsResultSchema);
    all.push(...result.tools);
  }
  return { tools: all, nextCursor: request.params?.cursor };
});
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 10, suggestions: [] }],
  },
  {
    name: "a proxy forwards the caller's cursor to its backend and answers with the tools alone",
    code: `${PROXY}server.setRequestHandler(ListToolsRequestSchema, async (request) => {
  const result = await backend.listTools({ cursor: request.params?.cursor });
  return { tools: result.tools };
});
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    name: "one page raced against a timeout",
    code: agent(`  const listing = await Promise.race([
    client.listTools(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), 5000)),
  ]);
  return listing.tools.map((t) => t.name);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
  },
  {
    name: "a listing read defensively as an array or a page, its items only",
    code: agent(`  const raw: unknown = await client.listTools({});
  const page = raw as { tools?: { name: string }[] } | { name: string }[];
  const listing = await client.listTools({});
  const tools = Array.isArray(listing) ? listing : listing.tools;
  return [...tools.map((t: { name: string }) => t.name), String(page)];`),
    errors: [{ messageId: "ignoredCursor" as const, line: 6, suggestions: [{ messageId: "suggestExhaust" as const, output: agent(`  const raw: unknown = await client.listTools({});
  const page = raw as { tools?: { name: string }[] } | { name: string }[];
  const listing = ${EXHAUSTED_TOOLS};
  const tools = Array.isArray(listing) ? listing : listing.tools;
  return [...tools.map((t: { name: string }) => t.name), String(page)];`).replace(CLIENT, `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}`) }] }],
  },
  {
    name: "a listing logged as an object, then its tools posted on",
    code: agent(`  const listing = await client.listTools();
  console.log({ listing });
  return listing.tools.map((t) => t.name);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [{ messageId: "suggestExhaust" as const, output: agent(`  const listing = ${EXHAUSTED_TOOLS};
  console.log({ listing });
  return listing.tools.map((t) => t.name);`).replace(CLIENT, `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}`) }] }],
  },
  {
    name: "a hand-rolled JSON-RPC tools/list whose answer gives only its tools",
    code: `export class Bridge {
  private id = 0;
  declare sendMessage: (m: unknown) => Promise<{ tools?: { name: string }[]; nextCursor?: string }>;
  async tools() {
    const message = { jsonrpc: "2.0", method: "tools/list", params: {}, id: this.id++ };
    const response = await this.sendMessage(message);
    return response.tools ?? [];
  }
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 6, suggestions: [] }],
  },
  {
    name: "a page variable that starts as an empty default, filled once",
    code: `${CLIENT}import { ListResourcesResultSchema } from "@modelcontextprotocol/sdk/types.js";
export async function resources() {
  let listing: { resources: { uri: string }[] } = { resources: [] };
  try {
    listing = await client.request({ method: "resources/list" }, ListResourcesResultSchema);
  } catch {
    // the server has no resources
  }
  return listing.resources.map((r) => r.uri);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    name: "googleapis calendar events from a getter of the client, one page",
    code: `interface Events { data: { items?: { id: string }[]; nextPageToken?: string } }
declare const ctx: { getCalendar(): { events: { list(p: Record<string, unknown>): Promise<Events> } } };
export async function events(calendarId: string) {
  const res = await ctx.getCalendar().events.list({ calendarId, maxResults: 50 });
  return res.data.items ?? [];
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "a success check beside the items: the message names the items, not the status",
    code: `${BSKY}export async function users(q: string) {
  const res = await agent.app.bsky.actor.searchActors({ q });
  if (!res.success) return [];
  return res.data.actors;
}
`,
    errors: [
      {
        messageId: "ignoredCursor" as const,
        data: { call: "`agent.app.bsky.actor.searchActors()`", items: " of `actors`", cursor: "`data.cursor`", lost: "`actors`", whom: "", how: "or read every page with a loop on `cursor`" },
        line: 4,
        suggestions: [],
      },
    ],
  },
  {
    name: "a Graph collection read through an HTTP client's data, its next link never read",
    code: `declare const graphClient: { get(path: string): Promise<{ data: { value: { id: string }[]; "@odata.nextLink"?: string } }> };
export async function drives() {
  const res = await graphClient.get("/me/drives");
  return res.data.value.map((d) => d.id);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 3, suggestions: [] }],
  },
  {
    name: "pages awaited together, only their nodes read",
    code: `${LINEAR}export async function overview() {
  const [teams, users] = await Promise.all([linear.teams(), linear.users()]);
  return { teams: teams.nodes.map((t) => t.name), users: users.nodes.map((u) => u.name) };
}
`,
    errors: [
      { messageId: "ignoredCursor" as const, line: 4, suggestions: [] },
      { messageId: "ignoredCursor" as const, line: 4, suggestions: [] },
    ],
  },
  {
    name: "a page handed to a method of the same class that keeps only its tools",
    code: `${CLIENT}export class Catalog {
  private names: string[] = [];
  async refresh() {
    const listing = await client.listTools();
    this.keep(listing);
  }
  private keep(page: { tools: { name: string }[] }) {
    this.names = page.tools.map((t) => t.name);
  }
}
`,
    errors: [
      {
        messageId: "ignoredCursor" as const,
        line: 6,
        suggestions: [
          {
            messageId: "suggestExhaust" as const,
            output: `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}export class Catalog {
  private names: string[] = [];
  async refresh() {
    const listing = ${exhaustListText({ method: "client.listTools", items: "tools" }).replaceAll("\n", "\n    ")};
    this.keep(listing);
  }
  private keep(page: { tools: { name: string }[] }) {
    this.names = page.tools.map((t) => t.name);
  }
}
`,
          },
        ],
      },
    ],
  },
  {
    // Octokit is imported only when first needed; its list calls still read one page of 30.
    name: "a client loaded by a dynamic import of Octokit: one page of a PR's files",
    code: LAZY_GITHUB('    const { Octokit } = await import("@octokit/rest");\n    this.client = new Octokit({ auth: token }) as unknown as GitHubClient;'),
    errors: [{ messageId: "ignoredCursor" as const, line: 9, suggestions: [] }],
  },
  {
    // The object only describes the traced call; the page comes from the callback, reported where it is asked for.
    name: "a traced call whose callback reads one page of tools",
    code: TRACED(`  const list = await traceCall(
    { method: "tools/list" },
    () => client.listTools(),
  );
  return list.tools;`),
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    // Reading the templates field of a resources page (absent there) does not follow the page.
    name: "one page of resources read beside another listing's field",
    code: TRACED(`  const result = await traceCall({ method: "resources/list" }, () => client.listResources(), { resources: [], resourceTemplates: [] });
  return { resources: result.resources ?? [], templates: (result as { resourceTemplates?: unknown[] }).resourceTemplates ?? [] };`),
    errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
  },
  {
    // 20 matches kept, and the count of all matches replaced by the count kept.
    name: "an octokit search whose total_count is dropped for the page's length",
    code: `${OCTOKIT}export async function searchIssues(owner: string, repo: string, query: string) {
  const response = await octokit.rest.search.issuesAndPullRequests({ q: \`repo:\${owner}/\${repo} \${query}\`, sort: "updated", per_page: 20 });
  const items = response.data.items.filter((i) => !i.pull_request);
  return { total_count: items.length, incomplete_results: response.data.incomplete_results, items };
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "octokit's first page of comments (30 by default) read as all of them",
    code: `${OCTOKIT}export async function comments(owner: string, repo: string, issue_number: number) {
  const { data } = await octokit.rest.issues.listComments({ owner, repo, issue_number });
  return data.map((c) => c.body);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "an agent that offers only the first page of a server's tools",
    code: agent(`  const { tools } = await client.listTools();
  return tools.map((t) => t.name);`),
    errors: [
      {
        messageId: "ignoredCursor" as const,
        line: 4,
        suggestions: [
          {
            messageId: "suggestExhaust" as const,
            output: agent(`  const { tools } = ${EXHAUSTED_TOOLS};
  return tools.map((t) => t.name);`).replace(CLIENT, `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}`),
          },
        ],
      },
    ],
  },
  {
    name: "the page held in a variable, its resources read",
    code: agent(`  const res = await client.listResources();
  return res.resources.map((r) => r.uri);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [{ messageId: "suggestExhaust" as const, output: agent(`  const res = ${exhaustListText({ method: "client.listResources", items: "resources" }).replaceAll("\n", "\n  ")};
  return res.resources.map((r) => r.uri);`).replace(CLIENT, `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}`) }] }],
  },
  {
    name: "a comment inside the call would be lost with it: no suggestion",
    code: agent(`  const res = await client.listResources(/* first page is enough here */);
  return res.resources.map((r) => r.uri);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "a member read off the awaited call",
    code: agent(`  return (await client.listPrompts()).prompts.map((p) => p.name);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [{ messageId: "suggestExhaust" as const, output: agent(`  return (${exhaustListText({ method: "client.listPrompts", items: "prompts" }).replaceAll("\n", "\n  ")}).prompts.map((p) => p.name);`).replace(CLIENT, `${CLIENT.replace("\n", `\n${IMPORT_EXHAUST}`)}`) }] }],
  },
  {
    name: "a then() callback that keeps the items",
    code: agent(`  return client.listResourceTemplates().then((r) => r.resourceTemplates.map((t) => t.name));`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "nextCursor destructured but never read (no suggestion: the new value has no such field)",
    code: agent(`  const { tools, nextCursor } = await client.listTools();
  return tools.map((t) => t.name);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "no exhaust() suggestion in a CommonJS file, where an import would not run",
    code: `const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const client = new Client({ name: "a", version: "1" });
async function names() {
  const { tools } = await client.listTools();
  return tools.map((t) => t.name);
}
module.exports = { names };
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "a raw tools/list request without a cursor",
    code: `${CLIENT}import { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
export async function names() {
  const result = await client.request({ method: "tools/list" }, ListToolsResultSchema);
  return result.tools.map((t) => t.name);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
  },
  {
    name: "a raw tools/list request built first, its cursor a const that is never moved: the first page",
    code: agent(`  const cursor: string | undefined = undefined;
  const request = { method: "tools/list" as const, params: { cursor } };
  const page = await client.request(request, ListToolsResultSchema);
  return page.tools.map((t) => t.name);`).replace("declare const client: Client;", 'declare const client: Client;\nimport { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";'),
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    name: "a raw tools/list request with a cursor handed in, the next one never handed out: the caller has nothing to ask page three with",
    code: `${CLIENT}import { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
export async function page(cursor: string) {
  const result = await client.request({ method: "tools/list", params: { cursor } }, ListToolsResultSchema);
  return result.tools;
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
  },  {
    name: "a list handler that never passes the request's cursor on answers page one to every request",
    code: `${PROXY}server.setRequestHandler(ListToolsRequestSchema, async () => {
  return await backend.listTools().catch(() => ({ tools: [] }));
});
`,
    errors: [{ messageId: "cursorNotForwarded" as const, line: 7, data: { request: "tools/list", call: "`backend.listTools()`", lost: "`tools`", whom: ": the model is never offered those tools" }, suggestions: [] }],
  },
  {
    name: "a list handler that takes the request and passes none of it on",
    code: `${PROXY}import { ListPromptsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
server.setRequestHandler(ListPromptsRequestSchema, async (request) => {
  console.log("listing prompts for", request.method);
  return backend.listPrompts();
});
`,
    errors: [{ messageId: "cursorNotForwarded" as const, line: 9, suggestions: [] }],
  },
  {
    name: "one page under a deadline, with a stand-in when the client cannot list",
    code: agent(`  const proxy = client as Partial<Client>;
  const list = await withTimeout(proxy.listTools ? proxy.listTools() : Promise.resolve({ tools: [] }), 5000);
  return list.tools.map((t) => t.name);`).replace("declare const client: Client;", "declare const client: Client;\ndeclare function withTimeout<T>(p: Promise<T>, ms: number): Promise<T>;"),
    errors: [{ messageId: "ignoredCursor" as const, line: 6, suggestions: [] }],
  },
  {
    name: "a raw prompts/list request sent through a function of a server table",
    code: `declare const servers: Record<string, { prompts?: { list?: (r: { method: string }) => Promise<{ prompts: { name: string }[] }> } }>;
export async function allPrompts() {
  const names: string[] = [];
  for (const key of Object.keys(servers)) {
    const func = servers[key]?.prompts?.list;
    if (func) {
      const obj = await func({ method: "prompts/list" });
      obj.prompts.forEach((p) => names.push(p.name));
    }
  }
  return names;
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 7, data: { call: "The `prompts/list` request", items: " of `prompts`", cursor: "`nextCursor`", lost: "`prompts`", whom: ": the agent never learns they exist", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
  },
  {
    name: "googleapis task lists, one page",
    code: `import { tasks_v1 } from "googleapis";
export async function taskLists(tasks: tasks_v1.Tasks) {
  const res = await tasks.tasklists.list({ maxResults: 100 });
  return (res.data.items ?? []).map((l) => l.title);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 3, suggestions: [] }],
  },
  {
    name: "Dropbox file members, one page read through a cast",
    code: `${DROPBOX}export async function members(file: string) {
  const dropbox = getDropboxClient();
  const response = await dropbox.sharingListFileMembers({ file, limit: 100 });
  return (response.result as { users: { email: string }[] }).users.map((u) => u.email);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
  },
  {
    name: "a team's members are paged, unlike its channels",
    code: `${GRAPH_CLIENT}export async function members(teamId: string) {
  const res = await graph.api(\`/teams/\${teamId}/members\`).get();
  return res.value;
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "Gmail's messages are paged, unlike its labels",
    code: `${GOOGLE.replace("drive: ReturnType<typeof google.drive>", "gmail: ReturnType<typeof google.gmail>")}export async function inbox() {
  const res = await gmail.users.messages.list({ userId: "me" });
  return res.data.messages ?? [];
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "a Graph collection through the client's builder, one page of value",
    code: `${GRAPH_CLIENT}export async function findEvents(criteria: string) {
  const response = await graph
    .api("/me/events")
    .filter(criteria)
    .get();
  return response.value;
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 7, suggestions: [] }],
  },
  {
    name: "a class's own listTools sends one request and reads no cursor: its callers read one page",
    code: `${CLIENT}import { ListToolsResultSchema } from "@modelcontextprotocol/sdk/types.js";
export class Wrapper {
  async listTools() {
    return client.request({ method: "tools/list" }, ListToolsResultSchema);
  }
  async names() {
    const definitions = await this.listTools();
    return definitions.tools.map((t) => t.name);
  }
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 9, data: { call: "`this.listTools()`", items: " of `tools`", cursor: "`nextCursor`", lost: "`tools`", whom: ": the model is never offered those tools", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
  },
  {
    name: "a tool hands the model's cursor to Notion but never hands the next one back",
    code: `${NOTION}export async function rows(args: { database_id: string; cursor?: string }) {
  const res = await notion.databases.query({ database_id: args.database_id, start_cursor: args.cursor });
  return res.results.map((r) => r.id);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "a list function of an MCP helper package handed the client: one page, as the method gives",
    code: `import { listPrompts, type McpClient } from "@acme/mcp-sdk";
declare const client: McpClient;
export async function promptOwners() {
  const result = await listPrompts(client);
  return result.prompts.map((p: { name: string }) => p.name);
}
`,
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
  {
    name: "request options in second place are not a cursor",
    code: agent(`  const { tools } = await client.listTools(undefined, { timeout: 5_000 });
  return tools.map((t) => t.name);`),
    errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
  },
];

syntacticRuleTester().run("no-ignored-cursor (no type information)", rule, {
  valid: valid.map(({ name, code }) => ({ name, code })),
  invalid: [
    ...invalid.map(({ name, code, errors }) => ({ name, code, errors })),
    // With types the wrapper's own result type says it is a page, and it is reported as one.
    {
      name: "a same-file method returns the page; its caller keeps only the tools, reported there",
      code: `${CLIENT}export class Server {
  async getTools() {
    return client.listTools();
  }
  async describe() {
    const { tools } = await this.getTools();
    return tools.map((t) => t.name);
  }
}
`,
      errors: [{ messageId: "ignoredCursor" as const, line: 8, data: { call: "`this.getTools()`", items: " of `tools` (the answer of `listTools()` inside it)", cursor: "`nextCursor`", lost: "`tools`", whom: ": the model is never offered those tools", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
    },
  ],
});

typedRuleTester().run("no-ignored-cursor (type-aware)", rule, {
  valid: [
    ...valid
      .filter((v) => !v.code.includes("@modelcontextprotocol/client") && !v.name.startsWith("a paged API without type"))
      .map(({ name, code }) => ({ name, code })),
    {
      name: "typed: a registry's listTools() whose result cannot carry a cursor",
      code: `interface ToolInfo { name: string }
declare const registry: { listTools(): Promise<{ tools: ToolInfo[] }> };
export async function names() {
  const { tools } = await registry.listTools();
  return tools.map((t) => t.name);
}
`,
    },
    {
      name: "typed: a page asked to be small on purpose (the latest three)",
      code: `interface Charge { id: string }
declare function listCharges(o: { limit?: number }): Promise<{ data: Charge[]; has_more: boolean }>;
export async function latest() {
  const { data } = await listCharges({ limit: 3 });
  return data.map((c) => c.id);
}
`,
    },
    {
      name: "typed: a paged API whose token is followed",
      code: `${PAGED_API}export async function titles(query: string) {
  const out: string[] = [];
  let page = await listDocuments(query);
  out.push(...page.documents.map((d) => d.title));
  while (page.nextPageToken !== undefined) {
    page = await listDocuments(query, { pageToken: page.nextPageToken });
    out.push(...page.documents.map((d) => d.title));
  }
  return out;
}
`,
    },
  ],
  invalid: [
    ...invalid.map(({ name, code, errors }) => ({ name, code, errors })),
    {
      name: "typed: a .get() on a call that is no Graph request is still judged by its type",
      code: `interface Page { items: string[]; nextCursor?: string }
declare function inbox(): { get(): Promise<Page> };
export async function subjects() {
  const { items } = await inbox().get();
  return items;
}
`,
      errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
    },
    {
      name: "typed: any paged API whose items are read and whose token never is",
      code: `${PAGED_API}export async function titles(query: string) {
  const { documents } = await listDocuments(query);
  return documents.map((d) => d.title);
}
`,
      errors: [{ messageId: "ignoredCursor" as const, line: 5, data: { call: "`listDocuments()`", items: " of `documents`", cursor: "`nextPageToken`", lost: "`documents`", whom: "", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
    },
  ],
});

/** A logging client made by a factory elsewhere (googleapis' shape: the page under `data`); `body` lists one resource. */
const REST_LIST = (body: string) => `import { clients } from "./clients.js";
const logging = clients.logging();
export async function listSinks(parent: string, pageSize = 50, pageToken?: string): Promise<string> {
${body}
}
`;

syntacticRuleTester().run("no-ignored-cursor (a list whose request names a page token or size)", rule, {
  valid: [
    { name: "the whole answer is returned, token and all", code: REST_LIST("  const res = await logging.projects.sinks.list({ parent, pageSize, pageToken });\n  return JSON.stringify(res.data);") },
    { name: "the answer's token is handed back beside the items", code: REST_LIST("  const res = await logging.projects.sinks.list({ parent, pageSize, pageToken });\n  return JSON.stringify({ sinks: res.data.sinks, next: res.data.nextPageToken });") },
    {
      name: "a loop that moves the token",
      code: REST_LIST("  const all: unknown[] = [];\n  let token = pageToken;\n  do {\n    const res = await logging.projects.sinks.list({ parent, pageSize, pageToken: token });\n    all.push(...(res.data.sinks ?? []));\n    token = res.data.nextPageToken ?? undefined;\n  } while (token);\n  return JSON.stringify(all);"),
    },
    { name: "a list whose request names no page", code: REST_LIST("  const res = await logging.projects.sinks.list({ parent });\n  return JSON.stringify(res.data.sinks ?? []);") },
  ],
  invalid: [
    {
      name: "the items of one page, the token the model could pass back never read",
      code: REST_LIST("  const request = { parent, pageSize, pageToken };\n  const res = await logging.projects.sinks.list(request);\n  return JSON.stringify(res.data.sinks ?? []);"),
      errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
    },
    {
      name: "the page fields inside the request body",
      code: REST_LIST("  const res = await logging.entries.list({ requestBody: { resourceNames: [parent], pageSize, pageToken } });\n  return JSON.stringify(res.data.entries ?? []);"),
      errors: [{ messageId: "ignoredCursor" as const, line: 4, suggestions: [] }],
    },
  ],
});

/** A server's own thin senders of Slack's and Notion's REST methods, named by string. */
const NAMED_REST = (body: string) => `declare function slackApi(method: string, params: Record<string, unknown>): Promise<{ channels?: { id: string; name: string }[]; messages?: { text: string }[]; response_metadata?: { next_cursor?: string } }>;
declare function notionRequest(verb: string, path: string, body?: Record<string, unknown>): Promise<{ ok: boolean; data: { results: { id: string }[]; has_more: boolean; next_cursor: string | null } }>;
declare function post(path: string, body: Record<string, unknown>): Promise<{ results: { id: string }[] }>;
export async function run(channel: string, pageId: string, cursor?: string) {
${body}
}
`;

syntacticRuleTester().run("no-ignored-cursor (paged REST methods named by string)", rule, {
  valid: [
    {
      name: "Slack's method by name, its cursor followed to the end",
      code: NAMED_REST('  const names: string[] = [];\n  let next: string | undefined;\n  do {\n    const res = await slackApi("conversations.list", { limit: 200, cursor: next });\n    names.push(...(res.channels ?? []).map((c) => c.name));\n    next = res.response_metadata?.next_cursor || undefined;\n  } while (next);\n  return names;'),
    },
    { name: "the model's cursor passed on, the next one handed back", code: NAMED_REST('  const res = await slackApi("conversations.history", { channel, cursor });\n  return { messages: res.messages ?? [], next_cursor: res.response_metadata?.next_cursor };') },
    { name: "a Slack method that is no listing", code: NAMED_REST('  await slackApi("chat.postMessage", { channel, text: "hi" });\n  return "sent";') },
    { name: "blocks appended to a page: a write to the listing's path", code: NAMED_REST('  const res = await notionRequest("PATCH", `/blocks/${pageId}/children`, { children: [] });\n  return res.data.results.map((r) => r.id);') },
    { name: "the caller's options passed on whole: they may ask for any page", code: NAMED_REST('  const options: Record<string, unknown> = { channel, cursor, limit: 50 };\n  const res = await slackApi("conversations.history", { ...options });\n  return res.messages ?? [];') },
    { name: "a search path sent by a sender not named for Notion", code: NAMED_REST('  const res = await post("/search", { query: channel });\n  return res.results.map((r) => r.id);') },
    { name: "Notion's page asked for in the query string", code: NAMED_REST('  const res = await notionRequest("GET", `/blocks/${pageId}/children?start_cursor=${cursor}`);\n  return res.data.results.map((r) => r.id);') },
  ],
  invalid: [
    {
      name: "Slack's method by name, one page of channels and next_cursor never read",
      code: NAMED_REST('  const res = await slackApi("conversations.list", { types: "public_channel", limit: 100 });\n  return (res.channels ?? []).map((c) => c.name);'),
      errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
    },
    {
      name: "the caller's cursor sent, the next one never handed back: the model cannot ask for the page after",
      code: NAMED_REST('  const res = await slackApi("conversations.history", { channel, cursor });\n  return res.messages ?? [];'),
      errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
    },
    {
      name: "Notion's block children by path, the first hundred and has_more never read",
      code: NAMED_REST('  const res = await notionRequest("GET", `/blocks/${pageId}/children?page_size=100`);\n  return res.data.results.map((r) => r.id);'),
      errors: [{ messageId: "ignoredCursor" as const, line: 5, suggestions: [] }],
    },
  ],
});

/** A test harness's connection that sends a JSON-RPC method by name, params second. */
const CONNECTION = `interface Conn { request<T>(method: string, params?: Record<string, unknown>): Promise<T> }
interface ToolsPage { tools: { name: string }[]; nextCursor?: string }
declare function connect(): Promise<Conn>;
`;

/** A backend that sends a whole JSON-RPC envelope and gets the envelope back. */
const ENVELOPE_BACKEND = (read: string) => `interface Envelope { jsonrpc: "2.0"; id: number; result?: unknown; error?: unknown }
export class Backend {
  private nextId = 1;
  tools: string[] = [];
  declare sendRequest: (m: { jsonrpc: "2.0"; id: number; method: string; params: object }) => Promise<Envelope>;
  async loadTools() {
    const request = { jsonrpc: "2.0" as const, id: this.nextId++, method: "tools/list", params: {} };
    const response = await this.sendRequest(request);
${read}
  }
}
`;

const RPC_SENDER = (body: string) => `interface Envelope { result?: { tools?: { name: string }[]; nextCursor?: string } }
export class StoreTools {
  constructor(private readonly endpoint: string) {}
  private async rpcRequest(url: string, method: string, params: object, headers: Record<string, string>): Promise<Envelope> {
    const res = await fetch(url, { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
    return (await res.json()) as Envelope;
  }
  async loadTools(): Promise<string[]> {
${body}
  }
}
`;

syntacticRuleTester().run("no-ignored-cursor (list methods sent by name or in a JSON-RPC envelope)", rule, {
  valid: [
    {
      name: "the method by name, in a loop on the cursor",
      code: `${CONNECTION}export async function allTools() {
  const conn = await connect();
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await conn.request<ToolsPage>("tools/list", cursor ? { cursor } : {});
    names.push(...page.tools.map((t) => t.name));
    cursor = page.nextCursor;
  } while (cursor);
  return names;
}
`,
    },
    {
      name: "the caller's params passed on: it may ask for any page",
      code: `${CONNECTION}export async function toolsPage(params: Record<string, unknown>) {\n  const conn = await connect();\n  const page = await conn.request<ToolsPage>("tools/list", params);\n  return page.tools;\n}\n`,
    },
    { name: "a method that is no listing", code: `${CONNECTION}export async function ping() {
  const conn = await connect();
  return conn.request<{ ok: boolean }>("ping");
}
` },
    { name: "the envelope's result handed on whole", code: ENVELOPE_BACKEND("    return response.result;") },
    {
      name: "the method named after the endpoint, its cursor sent back until none is left",
      code: RPC_SENDER('    const names: string[] = [];\n    let cursor: string | undefined;\n    do {\n      const response = await this.rpcRequest(this.endpoint, "tools/list", cursor ? { cursor } : {}, {});\n      names.push(...(response.result?.tools ?? []).map((t) => t.name));\n      cursor = response.result?.nextCursor;\n    } while (cursor);\n    return names;'),
    },
  ],
  invalid: [
    {
      name: "the method by name, its tools checked on one page",
      code: `${CONNECTION}export async function hasSearchTool() {
  const conn = await connect();
  const result = await conn.request<ToolsPage>("tools/list");
  return result.tools.some((t) => t.name === "search");
}
`,
      errors: [{ messageId: "ignoredCursor" as const, line: 6, suggestions: [] }],
    },
    {
      name: "the method named after the endpoint by a hand-rolled sender: the envelope's tools of one page",
      code: RPC_SENDER('    const response = await this.rpcRequest(this.endpoint, "tools/list", {}, { "Content-Type": "application/json" });\n    const tools = response.result && response.result.tools ? response.result.tools : [];\n    return tools.map((t) => t.name);'),
      errors: [{ messageId: "ignoredCursor" as const, line: 9, suggestions: [] }],
    },
    {
      name: "the envelope's result cast to a page and only its tools kept",
      code: ENVELOPE_BACKEND("    const result = response.result as { tools: { name: string }[] };\n    this.tools = result.tools.map((t) => t.name);"),
      errors: [{ messageId: "ignoredCursor" as const, line: 8, suggestions: [] }],
    },
  ],
});

describe("the exhaust() suggestion compiles against the real MCP client and the cutter", () => {
  for (const suggested of invalid.flatMap((c) => c.errors.flatMap((e) => e.suggestions.map((s) => ({ name: c.name, output: (s as { output: string }).output }))))) {
    for (const exact of [false, true]) {
      it(`${suggested.name} (exactOptionalPropertyTypes: ${exact})`, () => {
        expect(typeErrors(suggested.output, { exactOptionalPropertyTypes: exact })).toEqual([]);
      });
    }
  }
});

/** An MCP client class whose list method waits on the request through `wrap`; `rest` reads the page `result`. */
const WAITED = (wrap: string, rest: string) => `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
export abstract class TimedClient {
  protected abstract createTimeoutPromise<T>(p: Promise<T>, ms?: number): Promise<T>;
  protected abstract withRetry<T>(p: Promise<T>, tries: number): Promise<T>;
  private client: Client | null = null;
  async tools(): Promise<{ name: string }[]> {
    const result = await ${wrap.replace("LIST", "this.client!.listTools()")};
${rest}
  }
}
`;

syntacticRuleTester().run("no-ignored-cursor (a page waited on through a timeout or retry wrapper)", rule, {
  valid: [
    { name: "the wrapper's result is followed by its cursor", code: WAITED("this.withRetry(LIST, 3)", "    if (result.nextCursor) throw new Error(`more tools after ${result.nextCursor}`);\n    return result.tools;") },
    { name: "a wrapper not named for waiting hands back something else", code: WAITED("summarize(LIST)", "    return result.tools;").replace("export abstract class", "declare function summarize(p: Promise<unknown>): Promise<{ tools: { name: string }[] }>;\nexport abstract class") },
  ],
  invalid: [
    {
      name: "a timeout wrapper of the base class gives the page back; only its tools are read",
      code: WAITED("this.createTimeoutPromise(LIST, 5000)", "    return result.tools;"),
      errors: [{ messageId: "ignoredCursor", line: 7, suggestions: [] }],
    },
    {
      name: "Promise.resolve around the request",
      code: WAITED("Promise.resolve(LIST)", "    return result.tools;"),
      errors: [{ messageId: "ignoredCursor", line: 7, suggestions: [] }],
    },
  ],
});

/** A Linear tool that takes the model's cursor as `after`; `rest` does something with the page `conn`. */
const LINEAR_AFTER = (rest: string) => `${LINEAR}export async function issuesTool(args: { limit?: number; cursor?: string }) {
  const first = args.limit ?? 20;
  const after = args.cursor;
  const conn = await linear.issues({ first, after });
${rest}
}
`;

syntacticRuleTester().run("no-ignored-cursor (a connection's cursor taken in, its next one let go)", rule, {
  valid: [
    { name: "the end cursor goes back to the model", code: LINEAR_AFTER("  const pageInfo = conn.pageInfo;\n  const next = pageInfo.hasNextPage ? pageInfo.endCursor : undefined;\n  return { titles: conn.nodes.map((i) => i.title), next };") },
    { name: "the page flag is tested before the answer is made", code: LINEAR_AFTER("  if (conn.pageInfo.hasNextPage) return { titles: conn.nodes.map((i) => i.title), more: true };\n  return { titles: conn.nodes.map((i) => i.title) };") },
  ],
  invalid: [
    {
      name: "the model's cursor is passed as after, and no next one comes back",
      code: LINEAR_AFTER("  return { titles: conn.nodes.map((i) => i.title) };"),
      errors: [{ messageId: "ignoredCursor", line: 6, suggestions: [] }],
    },
    {
      name: "the page info is read into locals that nobody reads",
      code: LINEAR_AFTER("  const pageInfo = conn.pageInfo;\n  const _hasMore = pageInfo?.hasNextPage ?? false;\n  const _next = _hasMore ? pageInfo?.endCursor : undefined;\n  return { titles: conn.nodes.map((i) => i.title) };"),
      errors: [{ messageId: "ignoredCursor", line: 6, suggestions: [] }],
    },
  ],
});

/** A file of a package; `linear-tracker` runs on the Linear SDK, `weather-mcp` does not. */
const inFixturePackage = (pkg: string) => join(FIXTURES_DIR, "rule-tester", "packages", pkg, "src", "service.ts");
/** A service whose Linear client is made in another file: nothing here imports the SDK. */
const TRACKER_SERVICE = (body: string) => `import { BaseService } from "./base";
interface Conn<T> { nodes: T[]; pageInfo: { hasNextPage: boolean; endCursor?: string } }
interface Team { id: string; name: string; cycles(): Promise<Conn<{ id: string }>> }
declare const db: { teams(): Promise<Team[]> };
export class TeamService extends BaseService {
  declare client: { teams(): Promise<Conn<Team>>; issue(id: string): Promise<{ labels(): Promise<Conn<{ name: string }>>; relations(): Promise<Conn<{ id: string }>>; title: string }> };
${body}
}
`;

syntacticRuleTester().run("no-ignored-cursor (an SDK the project runs on, its client made in another file)", rule, {
  valid: [
    {
      name: "the same code in a project that does not run on the SDK",
      filename: inFixturePackage("weather-mcp"),
      code: TRACKER_SERVICE("  async list() {\n    const teams = await this.client.teams();\n    return teams.nodes.map((t) => t.name);\n  }"),
    },
    {
      name: "a listing that is not a connection (no `nodes` read) in a project on the SDK",
      filename: inFixturePackage("linear-tracker"),
      code: TRACKER_SERVICE("  async list() {\n    const teams = await db.teams();\n    return teams.map((t) => t.name);\n  }"),
    },
    {
      name: "the connection's page info goes back with its nodes",
      filename: inFixturePackage("linear-tracker"),
      code: TRACKER_SERVICE("  async list() {\n    const teams = await this.client.teams();\n    return { names: teams.nodes.map((t) => t.name), more: teams.pageInfo.hasNextPage };\n  }"),
    },
  ],
  invalid: [
    {
      name: "one page of teams from a client made in another file",
      filename: inFixturePackage("linear-tracker"),
      code: TRACKER_SERVICE("  async list() {\n    const teams = await this.client.teams();\n    return teams.nodes.map((t) => t.name);\n  }"),
      errors: [{ messageId: "ignoredCursor", line: 8, suggestions: [] }],
    },
    {
      name: "connections fetched together through Promise.all, each read as one page",
      filename: inFixturePackage("linear-tracker"),
      code: TRACKER_SERVICE("  async detail(id: string) {\n    const issue = await this.client.issue(id);\n    const [labels, relations] = await Promise.all([issue.labels(), issue.relations()]);\n    return { title: issue.title, labels: labels.nodes.map((l) => l.name), related: relations.nodes.length };\n  }"),
      errors: [
        { messageId: "ignoredCursor", line: 9, column: 58, suggestions: [] },
        { messageId: "ignoredCursor", line: 9, column: 74, suggestions: [] },
      ],
    },
  ],
});

/** An inspector's commands over an MCP client; `body` is the command's. */
const INSPECTOR = (body: string) => `import { Client } from "@modelcontextprotocol/sdk/client/index.js";
declare function safe<T>(run: () => Promise<T>): Promise<T | undefined>;
declare function emitTokenCount(value: unknown): void;
declare function printTools(tools: { name: string }[]): void;
export async function toolsCommand(client: Client, forward: (page: unknown) => void) {
${body}
}
`;

syntacticRuleTester().run("no-ignored-cursor (pages read through then() and measured)", rule, {
  valid: [
    { name: "the chain hands the whole page back", code: INSPECTOR("  return safe(() => client.listTools()).then((r) => r);") },
    { name: "the page is handed on whole to a callback", code: INSPECTOR("  const page = await client.listTools();\n  printTools(page.tools);\n  forward(page);") },
  ],
  invalid: [
    {
      name: "the chain's callback keeps only the tools",
      code: INSPECTOR("  const tools = await safe(() => client.listTools()).then((r) => r?.tools ?? []);\n  printTools(tools);"),
      errors: [{ messageId: "ignoredCursor", line: 6, suggestions: [] }],
    },
    {
      name: "the page is only measured after its tools are printed",
      code: INSPECTOR("  const page = await client.listTools();\n  printTools(page.tools);\n  emitTokenCount(page);"),
      errors: [{ messageId: "ignoredCursor", line: 6, suggestions: 1 as never }],
    },
  ],
});

/** A web client that posts a raw JSON-RPC `tools/list` to a server with fetch; `params`, `read` vary. */
const POSTED_LIST = (params: string, read: string) => `export async function syncTools(url: string, cursor?: string): Promise<string[]> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list"${params} }),
  });
  if (!response.ok) return [];
  const data = await response.json();
${read}
}
`;

syntacticRuleTester().run("no-ignored-cursor (a list request posted with fetch)", rule, {
  valid: [
    { name: "the answer's nextCursor is read", code: POSTED_LIST("", "  if (data.result?.nextCursor) throw new Error(\"more tools than one page\");\n  return (data.result?.tools ?? []).map((t: { name: string }) => t.name);") },
    {
      name: "a body that is no list request (tools/call)",
      code: POSTED_LIST("", "  return (data.result?.content ?? []).map((c: { text: string }) => c.text);").replace('method: "tools/list"', 'method: "tools/call"'),
    },
    {
      name: "only the Response's headers are read, not its body",
      code: POSTED_LIST("", "  return [response.headers.get(\"x-server\") ?? \"\"];").replace("  const data = await response.json();\n", ""),
    },
  ],
  invalid: [
    {
      name: "the tools of the first page kept, the rest of the answer read for settings, nextCursor never",
      code: POSTED_LIST("", "  const settings = data.result?.configs;\n  return settings ? [] : (data.result?.tools ?? []).map((t: { name: string }) => t.name);"),
      errors: [{ messageId: "ignoredCursor", line: 2, suggestions: [] }],
    },
    {
      name: "destructured from the parsed body",
      code: POSTED_LIST("", "  const { result } = data;\n  return result.tools.map((t: { name: string }) => t.name);"),
      errors: [{ messageId: "ignoredCursor", line: 2 }],
    },
    {
      name: "the caller's cursor goes in, the next one never comes back",
      code: POSTED_LIST(", params: { cursor }", "  return (data.result?.tools ?? []).map((t: { name: string }) => t.name);"),
      errors: [{ messageId: "ignoredCursor", line: 2 }],
    },
  ],
});

/** A response body read as text and parsed by the client itself (SSE frames or plain JSON); `read` varies. */
const POSTED_TEXT = (read: string) => `declare function parseEventStream(text: string): unknown;
export async function discoverTools(url: string): Promise<string[]> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }),
  });
  if (!res.ok) {
    const detail = await res.text().catch(() => "");
    console.warn(\`tools/list failed: \${res.status}\`, detail.slice(0, 120));
    return [];
  }
${read}
}
`;

/** A hand-rolled stdio client whose transport answers with the whole JSON-RPC envelope; `refresh` varies. */
const STDIO_ENVELOPE = (refresh: string) => `interface RpcReply { id: number; result?: unknown; error?: { message: string } }
interface StdioTransport { send(method: string, params?: object): Promise<RpcReply> }
declare function buildRequest(method: string, params?: object): { frame: { jsonrpc: "2.0"; id: number; method: string }; id: number };
interface FrameTransport { send(frame: object): Promise<RpcReply> }
export class ServerLink {
  tools: { name: string }[] = [];
  constructor(private readonly transport: StdioTransport, private readonly frames: FrameTransport) {}
  async refresh(): Promise<unknown> {
${refresh}
  }
}
`;

syntacticRuleTester().run("no-ignored-cursor (a list answer read as text, as an envelope, or sent after it is built)", rule, {
  valid: [
    { name: "the body text only logged: nothing of the answer is read", code: POSTED_TEXT('  const body = await res.text();\n  console.log(body.length);\n  return [];') },
    { name: "the parsed answer's nextCursor is read", code: POSTED_TEXT("  const parsed = parseEventStream(await res.text()) as { result?: { tools?: { name: string }[]; nextCursor?: string } };\n  if (parsed.result?.nextCursor) throw new Error(\"paged\");\n  return (parsed.result?.tools ?? []).map((t) => t.name);") },
    { name: "the body text handed back whole", code: POSTED_TEXT("  const body = await res.text();\n  return [body];") },
    { name: "the envelope's result returned whole, nextCursor with it", code: STDIO_ENVELOPE('    const reply = await this.transport.send("tools/list");\n    if (reply.error) throw new Error(reply.error.message);\n    return reply.result;') },
    { name: "the envelope's result read for its cursor", code: STDIO_ENVELOPE('    const reply = await this.transport.send("tools/list");\n    const page = reply.result as { tools: { name: string }[]; nextCursor?: string };\n    if (page.nextCursor) throw new Error("more than one page");\n    this.tools = page.tools;\n    return undefined;') },
    { name: "a built request that is only logged, never sent", code: STDIO_ENVELOPE('    const req = buildRequest("tools/list");\n    console.log(req.id);\n    return undefined;') },
    { name: "a built request sent and its answer handed back whole", code: STDIO_ENVELOPE('    const req = buildRequest("tools/list");\n    return this.frames.send(req.frame);') },
  ],
  invalid: [
    {
      name: "the body text parsed and only the envelope's tools kept",
      code: POSTED_TEXT("  const text = await res.text();\n  const parsed = parseEventStream(text) as { result?: { tools?: { name: string }[] } } | null;\n  return (parsed?.result?.tools ?? []).map((t) => t.name);"),
      errors: [{ messageId: "ignoredCursor", line: 3, suggestions: [] }],
    },
    {
      name: "the body text parsed as JSON inline",
      code: POSTED_TEXT("  const parsed = JSON.parse(await res.text());\n  return parsed.result.tools.map((t: { name: string }) => t.name);"),
      errors: [{ messageId: "ignoredCursor", line: 3, suggestions: [] }],
    },
    {
      name: "the transport's envelope: errors checked, the result's tools kept",
      code: STDIO_ENVELOPE('    const reply = await this.transport.send("tools/list");\n    if (reply.error) throw new Error(reply.error.message);\n    const result = reply.result as { tools?: { name: string }[] } | null;\n    this.tools = result?.tools ?? [];\n    return undefined;'),
      errors: [{ messageId: "ignoredCursor", line: 9, data: { call: "The `tools/list` request", items: " of `tools`", cursor: "`nextCursor`", lost: "`tools`", whom: ": the model is never offered those tools", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
    },
    {
      name: "a request built first, then its frame sent; the envelope's tools kept",
      code: STDIO_ENVELOPE('    const req = buildRequest("tools/list");\n    console.debug("listing", req.id);\n    const reply = await this.frames.send(req.frame);\n    const listed = reply.result as { tools?: { name: string }[] };\n    this.tools = listed.tools ?? [];\n    return undefined;'),
      errors: [{ messageId: "ignoredCursor", line: 9, suggestions: [] }],
    },
    {
      name: "a request built first and sent as it is",
      code: STDIO_ENVELOPE('    const req = buildRequest("tools/list");\n    const reply = await this.frames.send(req);\n    this.tools = (reply.result as { tools: { name: string }[] }).tools;\n    return undefined;'),
      errors: [{ messageId: "ignoredCursor", line: 9, suggestions: [] }],
    },
  ],
});

/** A ticketing tool's REST client that writes down the shape of its list answers; `types` and `body` vary. */
const TICKET_CLIENT = (types: string, body: string) => `interface Ticket { id: string; subject: string }
${types}
export class TicketClient {
  constructor(private readonly base: string, private readonly headers: Record<string, string>) {}
${body}
}
`;
const TICKET_PAGE = "interface TicketPage {\n  data: Ticket[];\n  pagination?: { cursor?: string; has_more: boolean };\n}";

syntacticRuleTester().run("no-ignored-cursor (a fetched answer declared as a page type of this file)", rule, {
  valid: [
    {
      name: "the pagination block is handed back with the items",
      code: TICKET_CLIENT(TICKET_PAGE, "  async openTickets() {\n    const res = await fetch(`${this.base}/tickets`, { headers: this.headers });\n    const page = (await res.json()) as TicketPage;\n    return { tickets: page.data, pagination: page.pagination };\n  }"),
    },
    {
      name: "the URL asks for the page the caller names",
      code: TICKET_CLIENT(TICKET_PAGE, "  async ticketsAfter(next: string) {\n    const res = await fetch(`${this.base}/tickets?cursor=${next}`, { headers: this.headers });\n    const page = (await res.json()) as TicketPage;\n    return page.data;\n  }"),
    },
    {
      name: "the function takes the cursor it asks with",
      code: TICKET_CLIENT(TICKET_PAGE, "  async ticketsPage(cursor?: string) {\n    const res = await fetch(`${this.base}/tickets`, { headers: { ...this.headers, ...(cursor ? { 'x-cursor': cursor } : {}) } });\n    const page = (await res.json()) as TicketPage;\n    return page.data;\n  }"),
    },
    {
      name: "a declared answer with items and no continuation is no page",
      code: TICKET_CLIENT("interface TicketList { data: Ticket[]; pagination?: { total: number } }", "  async allTickets() {\n    const res = await fetch(`${this.base}/tickets`, { headers: this.headers });\n    const list = (await res.json()) as TicketList;\n    return list.data;\n  }"),
    },
    {
      name: "a POST that creates, answered with the page type",
      code: TICKET_CLIENT(TICKET_PAGE, "  async bulkCreate(subjects: string[]) {\n    const res = await fetch(`${this.base}/tickets/bulk`, { method: 'POST', headers: this.headers, body: JSON.stringify({ subjects }) });\n    const page = (await res.json()) as TicketPage;\n    return page.data;\n  }"),
    },
    {
      name: "the helper returns the whole page and its caller reads the cursor",
      code: TICKET_CLIENT(TICKET_PAGE, "  async firstPage(): Promise<TicketPage> {\n    const res = await fetch(`${this.base}/tickets`, { headers: this.headers });\n    return (await res.json()) as TicketPage;\n  }\n  async summary() {\n    const page = await this.firstPage();\n    return { count: page.data.length, more: page.pagination?.has_more ?? false };\n  }"),
    },
  ],
  invalid: [
    {
      name: "only the items of the declared page are kept",
      code: TICKET_CLIENT(TICKET_PAGE, "  async openTickets() {\n    const res = await fetch(`${this.base}/tickets?status=open`, { headers: this.headers });\n    if (!res.ok) throw new Error(`tickets: ${res.status}`);\n    const page = (await res.json()) as TicketPage;\n    return page.data.map((t) => t.subject);\n  }"),
      errors: [{ messageId: "ignoredCursor", line: 9, data: { call: "`fetch()`", items: " of `data`", cursor: "`pagination`", lost: "`data`", whom: "", how: "or read every page with a loop on the next page" }, suggestions: [] }],
    },
    {
      name: "a REST page with a next link, declared on the variable",
      code: TICKET_CLIENT("type TicketResults = { count: number; next: string | null; previous: string | null; results: Ticket[] };", "  async recentTickets() {\n    const res = await fetch(`${this.base}/api/tickets/`, { headers: this.headers });\n    const body: TicketResults = await res.json();\n    return body.results;\n  }"),
      errors: [{ messageId: "ignoredCursor", line: 6, suggestions: [] }],
    },
    {
      name: "a helper returns the page and its caller keeps the items: reported at the caller",
      code: TICKET_CLIENT(TICKET_PAGE, "  async ticketPage(): Promise<TicketPage> {\n    const res = await fetch(`${this.base}/tickets`, { headers: this.headers });\n    return res.json() as Promise<TicketPage>;\n  }\n  async subjects() {\n    const page = await this.ticketPage();\n    return page.data.map((t) => t.subject);\n  }"),
      errors: [{ messageId: "ignoredCursor", line: 13, suggestions: [] }],
    },
    {
      name: "fetched through an injected fetch",
      code: TICKET_CLIENT(TICKET_PAGE, "  declare fetchImpl: typeof fetch;\n  async tickets() {\n    const res = await this.fetchImpl(`${this.base}/tickets`);\n    const page = (await res.json()) as TicketPage;\n    return page.data;\n  }"),
      errors: [{ messageId: "ignoredCursor", line: 10, data: { call: "`this.fetchImpl()`", items: " of `data`", cursor: "`pagination`", lost: "`data`", whom: "", how: "or read every page with a loop on the next page" }, suggestions: [] }],
    },
  ],
});

/** A hand-written stdio client: requests are written to the child's stdin, answers come back as lines; `write` and `onReply` vary. */
const STDIO_LINES = (write: string, onReply: string) => `import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
export function discover(command: string): Promise<string[]> {
  return new Promise((resolve) => {
    const child = spawn(command, [], { stdio: ["pipe", "pipe", "inherit"] });
    const send = (message: object) => child.stdin.write(JSON.stringify(message) + "\\n");
    createInterface({ input: child.stdout }).on("line", (line) => {
      const msg = JSON.parse(line);
      if (msg.id === 1) {
${write}
        return;
      }
${onReply}
    });
    send({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "lister", version: "1" } } });
  });
}
`;
const KEEP_TOOLS = '      if (msg.id === 2) {\n        child.kill();\n        resolve((msg.result?.tools ?? []).map((t: { name: string }) => t.name));\n      }';

syntacticRuleTester().run("no-ignored-cursor (a list request written to a stream, answered in a listener)", rule, {
  valid: [
    {
      name: "the listener reads nextCursor and asks again",
      code: STDIO_LINES('        child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }) + "\\n");', '      if (msg.result?.nextCursor) send({ jsonrpc: "2.0", id: 2, method: "tools/list", params: { cursor: msg.result.nextCursor } });\n      else resolve((msg.result?.tools ?? []).map((t: { name: string }) => t.name));'),
    },
    {
      name: "the answers are relayed whole, no items read",
      code: STDIO_LINES('        send({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} });', "      process.stdout.write(line + \"\\n\");\n      resolve([]);"),
    },
    {
      name: "a request awaited as a probe is no request left to a listener",
      code: STDIO_LINES('        void 0;', KEEP_TOOLS).replace("export function discover", 'declare const rpc: { call(m: object): Promise<unknown> };\nexport async function probe() { await rpc.call({ jsonrpc: "2.0", id: 9, method: "tools/list" }); }\nexport function discover'),
    },
  ],
  invalid: [
    {
      name: "written to stdin as a line; the reply's tools kept",
      code: STDIO_LINES('        child.stdin.write(JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} }) + "\\n");', KEEP_TOOLS),
      errors: [{ messageId: "ignoredCursor", line: 10, data: { call: "The `tools/list` request", items: " of `tools`", cursor: "`nextCursor`", lost: "`tools`", whom: ": the model is never offered those tools", how: "or read every page with exhaust() from tool-output-cutter" }, suggestions: [] }],
    },
    {
      name: "sent through the client's own writer and left",
      code: STDIO_LINES('        send({ jsonrpc: "2.0", id: 2, method: "tools/list", params: {} });', KEEP_TOOLS),
      errors: [{ messageId: "ignoredCursor", line: 10, suggestions: [] }],
    },
    {
      name: "serialized and sent over a channel whose send waits for the reply",
      code: 'declare const channel: { send(frame: string): Promise<{ result?: { tools?: { name: string }[] } }> };\nexport async function toolNames() {\n  const reply = await channel.send(JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/list" }));\n  return (reply.result?.tools ?? []).map((t) => t.name);\n}\n',
      errors: [{ messageId: "ignoredCursor", line: 3, suggestions: [] }],
    },
  ],
});

/** A repository tool that sends GitHub's REST routes through Octokit's `request`; `body` varies. */
const GITHUB_ROUTES = (body: string, head = OCTOKIT) => `${head}export async function repoTool(owner: string, repo: string) {
${body}
}
`;

syntacticRuleTester().run("no-ignored-cursor (GitHub list routes sent through Octokit's request)", rule, {
  valid: [
    { name: "read through paginate", code: GITHUB_ROUTES('  const issues = await octokit.paginate("GET /repos/{owner}/{repo}/issues", { owner, repo, per_page: 100 });\n  return issues.map((i) => i.title);') },
    { name: "the page the caller names", code: GITHUB_ROUTES('  const page = 2;\n  const res = await octokit.request("GET /repos/{owner}/{repo}/pulls", { owner, repo, page });\n  return res.data.map((p) => p.title);') },
    { name: "the five newest asked for on purpose", code: GITHUB_ROUTES('  const res = await octokit.request("GET /repos/{owner}/{repo}/commits", { owner, repo, per_page: 5 });\n  return res.data.map((c) => c.sha);') },
    { name: "a search route's total handed on beside its items", code: GITHUB_ROUTES('  const { data } = await octokit.request("GET /search/issues", { q: `repo:${owner}/${repo} is:open` });\n  return { total: data.total_count, titles: data.items.map((i) => i.title) };') },
    { name: "one repository is no listing", code: GITHUB_ROUTES('  const res = await octokit.request("GET /repos/{owner}/{repo}", { owner, repo });\n  return res.data.full_name;') },
    { name: "a request of something that is no GitHub client", code: GITHUB_ROUTES('  const res = await cache.request("GET /repos/{owner}/{repo}/issues", { owner, repo });\n  return res.data.map((i) => i.title);', "declare const cache: { request(route: string, o: object): Promise<{ data: { title: string }[] }> };\n") },
  ],
  invalid: [
    {
      name: "a list route's first page, items only",
      code: GITHUB_ROUTES('  const res = await octokit.request("GET /repos/{owner}/{repo}/issues", { owner, repo, state: "open" });\n  return res.data.map((i) => i.title);'),
      errors: [{ messageId: "ignoredCursor", line: 4, data: { call: "`octokit.request()`", items: " of `data`", cursor: "the next page (`page`, the `Link` header)", lost: "`data`", whom: "", how: "or read every page with `octokit.paginate()`" }, suggestions: [] }],
    },
    {
      name: "a route written as a template, on a client named for GitHub",
      code: GITHUB_ROUTES("  const res = await github.request(`GET /repos/${owner}/${repo}/pulls/${7}/files`);\n  return res.data.map((f) => f.filename);", "declare const github: { request(route: string): Promise<{ data: { filename: string }[] }> };\n"),
      errors: [{ messageId: "ignoredCursor", line: 3, suggestions: [] }],
    },
    {
      name: "a search route's items without its total",
      code: GITHUB_ROUTES('  const { data } = await octokit.request("GET /search/issues", { q: `repo:${owner}/${repo} is:open` });\n  return data.items.map((i) => i.title);'),
      errors: [{ messageId: "ignoredCursor", line: 4, suggestions: [] }],
    },
  ],
});

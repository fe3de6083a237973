import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { calleeName, constInit, dottedName, enclosingFunction, isFunction, keyName, localCallee, localCallers, type FunctionNode, memberName, PER_ITEM_CALLBACK, propertyOf, stringValue, unwrap, type Node } from "./ast.js";
import { importsOf } from "./imports.js";
import { packageDependencies } from "./package-role.js";
import { humanCall } from "./sinks.js";
import type { TypeInfo } from "./types.js";

/**
 * Paged APIs and what their callers do with the continuation. A page is "followed" when the code
 * loops on it, reads its continuation, or hands the page on (returns it, passes it to a call,
 * stores it); it is "dropped" when only the items are read.
 */

/** MCP client list methods (v1 SDK: one page per call), and the page field that holds the items. */
export const MCP_LIST_METHODS: ReadonlyMap<string, string> = new Map([
  ["listTools", "tools"],
  ["listResources", "resources"],
  ["listResourceTemplates", "resourceTemplates"],
  ["listPrompts", "prompts"],
]);

/** The same listings as raw JSON-RPC requests: `client.request({ method: "tools/list" }, …)`. */
const MCP_LIST_REQUESTS: ReadonlyMap<string, string> = new Map([
  ["tools/list", "tools"],
  ["resources/list", "resources"],
  ["resources/templates/list", "resourceTemplates"],
  ["prompts/list", "prompts"],
]);

/** The item fields of the MCP list answers. */
const MCP_ITEM_FIELDS: ReadonlySet<string> = new Set(MCP_LIST_METHODS.values());

const STATUS_FIELDS = /^(ok|success|error|errors|status|statusCode|warning|warnings|object|url)$/;

export const CONTINUATION_KEYS = new Set(["nextCursor", "next_cursor", "nextPageToken", "next_page_token", "hasMore", "has_more", "hasNextPage", "has_next_page", "nextPage", "next_page", "nextOffset", "next_offset", "nextToken", "next_token"]);
/**
 * Arguments that ask for a given page: the caller is paging, or wants that page only. Shared with
 * require-completeness, where a limit beside one of these is a page size, not a cap.
 */
export const CURSOR_ARG = /^(cursor|nextCursor|next_cursor|pageToken|page_token|nextPageToken|after|before|starting_after|startingAfter|start_cursor|startCursor|offset|page|skip|continuationToken|continuation_token|nextToken|next_token|marker)$/i;
/** The v2 MCP client pages by itself when called without a cursor. */
const AUTO_PAGING_PACKAGES = /^@modelcontextprotocol\/client(\/|$)/;

export interface PagedCall {
  call: TSESTree.CallExpression;
  /** `listTools`, `tools/list`, or the method's name for a typed paged API. */
  api: string;
  /** The page field with the items, when known (`tools`). */
  items?: string;
  /** The continuation fields the checker sees on the result (typed), or MCP's `nextCursor`. */
  continuation: string[];
  /** Recognised through the checker (`certain`) or by the method's name alone. */
  certain: boolean;
  mcp: boolean;
  /** How the message names the continuation, when it is not a field (`the next page`). */
  cursorText?: string;
  /** A response field that holds the page. */
  wrapper?: string;
  /** Methods on the page that read the rest. */
  followers?: RegExp;
  /** How to read every page, for the message. */
  how?: string;
  /** The call is of a function of this file that returns the page of another call: that call's name. */
  via?: string;
  /** Only reading the items field drops the page (an HTTP client's answer: `res.data.value`); any other field is no page. */
  onlyItems?: boolean;
  /** The call gives a fetch `Response`: the answer is what its `.json()` parses (or its `.text()`, parsed). */
  json?: boolean;
  /** The value is the answer's text: the answer is what a parse of it gives. */
  text?: boolean;
  /** The call builds the request (`createRequest("tools/list")`): the answer is what sending it gives. */
  built?: boolean;
}

/**
 * Well-known SDKs whose list calls return one page. Recognised by the method path and, where the
 * path alone is ambiguous, by an import of the SDK in the file.
 */
interface PagedSdk {
  name: string;
  /** The callee's dotted path. */
  path: RegExp;
  /** Import sources that make the path certain; without one, `path` must name the SDK itself. */
  packages: RegExp;
  /** The path names the SDK, so no import is needed. */
  selfNamed?: RegExp;
  /** Paths the `path` pattern takes in that answer with everything at once (Gmail's `users.labels.list`). */
  unpaged?: RegExp;
  /** The page field with the items (under `wrapper` when there is one). */
  items?: string;
  /** A response field that holds the page (googleapis' `data`). */
  wrapper?: string;
  continuation: string[];
  cursorText?: string;
  /** Methods on the page that read the rest: `autoPagingToArray()`, `hasNextPage()`. */
  followers?: RegExp;
  /** The documented default page size, below which a `per_page`/`limit` is a choice of few. */
  defaultPage?: number;
  /** A project that depends on the SDK and reads `items` off the answer is using it, imported here or not. */
  byDependency?: boolean;
  /** Request fields beside CURSOR_ARG that ask for a given page (Jira's `startAt`). */
  asks?: RegExp;
  how: string;
}

const PAGED_SDKS: readonly PagedSdk[] = [
  // Octokit's REST list methods return 30 per page; `octokit.paginate` reads them all.
  // Octokit's search methods answer `{ total_count, incomplete_results, items }`, 30 items a page. No
  // default page size given: a search asked for 20 is still a cut of the matches, not the latest few.
  { name: "Octokit search", path: /(^|\.)(octokit|github|gh|client)(\.rest)?\.search\.(code|issuesAndPullRequests|repos|commits|users|topics|labels)$/i, packages: /^@octokit\//, selfNamed: /octokit|\.rest\./i, wrapper: "data", items: "items", continuation: ["headers", "total_count"], cursorText: "`total_count` and the next page (`page`)", how: "`octokit.paginate()` or a loop on `page`" },
  { name: "Octokit", path: /(^|\.)(octokit|github|gh|client)(\.rest)?\.\w+\.list\w*$/i, packages: /^@octokit\//, selfNamed: /octokit|\.rest\./i, items: "data", continuation: ["headers"], cursorText: "the next page (`page`, the `Link` header)", defaultPage: 30, how: "`octokit.paginate()`" },
  { name: "Slack Web API", path: /\.(conversations\.(list|history|replies|members)|users\.list|files\.list|reactions\.list|usergroups\.users\.list|search\.(messages|files|all))$/, packages: /^@slack\/(web-api|bolt)$/, selfNamed: /(^|\.)slack\w*\./i, continuation: ["response_metadata", "has_more"], cursorText: "`response_metadata.next_cursor`", how: "`client.paginate()` or a loop on `cursor`" },
  { name: "Notion", path: /\.(databases\.query|dataSources\.query|search|blocks\.children\.list|users\.list|comments\.list)$/, packages: /^@notionhq\/client$/, selfNamed: /(^|\.)notion\w*\./i, items: "results", continuation: ["has_more", "next_cursor"], cursorText: "`has_more`/`next_cursor`", defaultPage: 100, how: "`iteratePaginatedAPI()` or a loop on `start_cursor`" },
  { name: "googleapis", path: /\.(files|drives|permissions|revisions|comments|messages|threads|labels|events|calendarList|spreadsheets|courses|users|search|playlistItems|playlists|videos|channels|commentThreads|subscriptions|activities|captions|tasklists|tasks)\.list$/, packages: /^(googleapis|@googleapis\/)/, selfNamed: /(^|\.)(get)?(youtube|calendar|drive|gmail|classroom|people|tasks)(_v\d\w*)?(\(\))?\.\w+\.list$/i, wrapper: "data", continuation: ["nextPageToken"], how: "a loop on `pageToken`", unpaged: /\busers\.labels\.list$/ },
  // Linear's GraphQL connections: `nodes` of one page (50 by default), `pageInfo` for the rest.
  { name: "Linear", path: /\.(issues|teams|users|projects|comments|labels|cycles|issueLabels|workflowStates|documents|attachments|assignedIssues|createdIssues|children|members|notifications|initiatives|customers|projectMilestones|subscribers|relations|inverseRelations|states|history|projectUpdates|memberships|teamMemberships|favorites|templates|webhooks|integrations)$/, packages: /^@linear\/sdk$/, byDependency: true, items: "nodes", continuation: ["pageInfo"], cursorText: "`pageInfo.hasNextPage`/`endCursor`", followers: /^(fetchNext|fetchPrevious|paginate)$/, defaultPage: 50, how: "`fetchNext()` or a loop on `after: pageInfo.endCursor`" },
  // Bluesky's AT Protocol lexicon: searches and feeds answer one page with `data.cursor`.
  { name: "Bluesky", path: /(^|\.)(app\.bsky\.\w+\.)?(search(Posts|Actors|ActorsTypeahead|Feeds|Starterpacks)|get(AuthorFeed|Timeline|Followers|Follows|Likes|RepostedBy|Quotes|PopularFeedGenerators|Suggestions|Lists|ListFeed|Feed|ActorLikes|ActorFeeds|Blocks|Mutes)|listNotifications)$/, packages: /^@atproto\/api$/, selfNamed: /\.app\.bsky\.\w+\.\w+$/, wrapper: "data", continuation: ["cursor"], cursorText: "`data.cursor`", defaultPage: 50, how: "a loop on `cursor`" },
  // Dropbox's SDK answers under `result`, with `cursor`/`has_more` for the rest (`…Continue` methods read on).
  { name: "Dropbox", path: /(^|\.)\w+\.(filesListFolder|filesSearchV2|filesListRevisions|sharingListFileMembers|sharingListFolderMembers|sharingListSharedLinks|sharingListFolders|sharingListMountableFolders|sharingListReceivedFiles|fileRequestsListV2|teamMembersListV2|teamMembersList)$/, packages: /^dropbox$/, selfNamed: /(^|\.)(get)?(dropbox|dbx)\w*(\(\))?\.\w+$/i, wrapper: "result", continuation: ["cursor", "has_more"], cursorText: "`result.cursor`/`has_more`", followers: /Continue$/, how: "a loop on the matching `…Continue({ cursor })`" },
  // Jira (jira.js, jira-client): a JQL search answers 50 issues with `total`/`startAt` (or `nextPageToken`/`isLast`) for the rest.
  { name: "Jira", path: /\.(issueSearch\.searchForIssuesUsingJql(Post|EnhancedSearch(Post)?)?|searchJira|issueComments\.getComments|projects\.searchProjects|board\.(getAllBoards|getIssuesForBoard)|sprint\.getIssuesForSprint)$/, packages: /^(jira\.js|jira-client)$/, selfNamed: /(^|\.)jira\w*\./i, continuation: ["total", "startAt", "isLast", "nextPageToken", "nextPage"], cursorText: "`total`/`startAt` (or `nextPageToken`)", defaultPage: 50, asks: /^(startAt|start_at)$/, how: "a loop on `startAt` (or `nextPageToken`)" },
  { name: "Stripe", path: /(^|\.)stripe\.\w+(\.\w+)?\.list$/i, packages: /^stripe$/, selfNamed: /(^|\.)stripe\./i, items: "data", continuation: ["has_more"], followers: /^autoPaging/, defaultPage: 10, how: "`autoPagingToArray()` or `for await`" },
  { name: "OpenAI", path: /(^|\.)(openai|client)\.(files|batches|fineTuning\.jobs|vectorStores(\.files)?|beta\.assistants|beta\.threads\.messages|beta\.vectorStores|responses\.inputItems|conversations\.items)\.list$/, packages: /^openai$/, selfNamed: /(^|\.)openai\./i, items: "data", continuation: ["has_more"], followers: /^(hasNextPage|getNextPage|iterPages)$/, how: "`for await (const x of …list())`" },
];

/** Any SDK's path at all: one test on every call instead of one per SDK. */
const ANY_SDK_PATH = new RegExp(PAGED_SDKS.map((k) => `(?:${k.path.source})`).join("|"), "i");

export interface PagingContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  program: TSESTree.Program;
  types: TypeInfo | undefined;
  /** The linted file, for the packages its project runs on. */
  filename?: string;
}

/**
 * Does the call ask for a given page, so that its caller pages? MCP's list methods take the params
 * first, request options second. Not when the only thing asked is an opaque cursor handed in
 * (`{ cursor: args.cursor }`): whoever holds it got it from an earlier answer's continuation, so an
 * answer whose continuation is dropped leaves nothing to ask for the page after.
 */
function asksForPage(call: TSESTree.CallExpression, ctx: PagingContext, firstOnly = false): boolean {
  const args = firstOnly ? call.arguments.slice(0, 1) : call.arguments;
  const asking = args.filter((a) => argAsksForPage(a, firstOnly));
  return asking.length > 0 && !asking.every((a) => opaqueCursorOnly(a, ctx));
}

/** Cursors that only an earlier answer can supply (a GraphQL connection's `after`/`before` included); a page number or offset the caller can compute. */
const OPAQUE_CURSOR = /^(cursor|nextCursor|next_cursor|pageToken|page_token|nextPageToken|starting_after|startingAfter|start_cursor|startCursor|continuationToken|continuation_token|nextToken|next_token|after|before)$/;

/** `{ cursor: args.cursor, limit }`: an object literal whose only page-asking field is an opaque cursor. */
function opaqueCursorOnly(a: Node, ctx: PagingContext): boolean {
  const arg = unwrap(a);
  if (arg.type !== AST_NODE_TYPES.ObjectExpression) return false;
  let cursor = false;
  for (const p of arg.properties) {
    if (p.type === AST_NODE_TYPES.SpreadElement) return false;
    const key = keyName(p);
    if (key === "params") return false;
    if (key === undefined || !CURSOR_ARG.test(key) || callersCursor(p.value)) continue;
    if (!OPAQUE_CURSOR.test(key)) return false;
    // `cursor: nextCursor` with `nextCursor` moved by a loop: this code pages.
    const value = unwrap(p.value);
    if (value.type === AST_NODE_TYPES.Identifier && (variableOf(value, ctx)?.references ?? []).some((r) => r.isWrite() && !r.init)) return false;
    cursor = true;
  }
  return cursor;
}

/** `params`: for MCP's list methods, a params object from elsewhere may hold the cursor. */
function argAsksForPage(a: Node, opaqueParams: boolean): boolean {
  {
    const arg = unwrap(a);
    if (arg.type === AST_NODE_TYPES.Identifier && arg.name === "undefined") return false;
    // `cursor ? { cursor } : {}`: either branch may ask for a page.
    if (arg.type === AST_NODE_TYPES.ConditionalExpression) return argAsksForPage(arg.consequent, opaqueParams) || argAsksForPage(arg.alternate, opaqueParams);
    if (arg.type === AST_NODE_TYPES.LogicalExpression) return argAsksForPage(arg.left, opaqueParams) || argAsksForPage(arg.right, opaqueParams);
    if (arg.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of arg.properties) {
        if (p.type === AST_NODE_TYPES.SpreadElement) {
          // `...(mask && { fields: mask })`: an object spelled out here carries only what it names.
          if (spelledOut(p.argument)) {
            if (argAsksForPage(p.argument, false)) return true;
            continue;
          }
          return true; // `{ ...params }`: may carry the cursor
        }
        const key = keyName(p);
        if (key !== undefined && CURSOR_ARG.test(key) && !callersCursor(p.value)) return true;
        if (key === "params" && p.value.type === AST_NODE_TYPES.ObjectExpression && p.value.properties.some(asksInParams)) return true;
        if (key === "params" && p.value.type !== AST_NODE_TYPES.ObjectExpression) return true;
      }
    } else if (arg.type === AST_NODE_TYPES.Identifier && CURSOR_ARG.test(arg.name)) return true;
    else if (arg.type === AST_NODE_TYPES.MemberExpression && CURSOR_ARG.test(memberName(arg) ?? "")) return true;
    else if (opaqueParams && (arg.type === AST_NODE_TYPES.Identifier || arg.type === AST_NODE_TYPES.MemberExpression)) {
      // `listTools(params)`: whatever the caller put in.
      return true;
    }
  }
  return false;
}

/** A property of a request's `params` that may name a page: a spread, or a cursor of this code's own. */
function asksInParams(q: TSESTree.ObjectLiteralElement): boolean {
  return q.type === AST_NODE_TYPES.SpreadElement || (CURSOR_ARG.test(keyName(q) ?? "") && !callersCursor(q.value));
}

/**
 * `cursor: request.params?.cursor`: the cursor of the request being served, handed to a backend.
 * It names the caller's page, not the backend's, so it is no loop on the backend's pages: whether
 * the backend's `nextCursor` is read decides.
 */
function callersCursor(node: Node): boolean {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.MemberExpression || memberName(n) !== "cursor") return false;
  const o = unwrap(n.object);
  return o.type === AST_NODE_TYPES.MemberExpression && memberName(o) === "params";
}

/** An object literal, or a choice between object literals and nothing: `cond && { a }`, `cond ? { a } : {}`. */
function spelledOut(node: Node): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.ObjectExpression) return n.properties.every((p) => p.type === AST_NODE_TYPES.Property);
  // `cond && { a }` spreads the object or nothing; `params ?? {}` spreads whatever `params` holds.
  if (n.type === AST_NODE_TYPES.LogicalExpression) return spelledOut(n.right) && (n.operator === "&&" || spelledOut(n.left));
  if (n.type === AST_NODE_TYPES.ConditionalExpression) return spelledOut(n.consequent) && spelledOut(n.alternate);
  return false;
}

/** The v2 client, or another auto-paging one, by where the receiver's method is declared. */
function autoPaging(call: TSESTree.CallExpression, ctx: PagingContext): boolean {
  const file = ctx.types?.declarationFile(call.callee)?.replaceAll("\\", "/");
  if (file !== undefined) return /node_modules\/@modelcontextprotocol\/client\//.test(file);
  const imports = [...importsOf(ctx.program).values()];
  return imports.some((b) => AUTO_PAGING_PACKAGES.test(b.source)) && !imports.some((b) => b.source.startsWith("@modelcontextprotocol/sdk"));
}

/**
 * `window.electron.mcp.listTools()`, `ipcRenderer.invoke(…)`: a renderer asking the main process,
 * whose answer is whatever that process built (often every page); the page is not this call's.
 */
function ipcBridge(callee: TSESTree.MemberExpression): boolean {
  return /^(window\.(electron|electronAPI|api|ipc)\b|ipcRenderer\.)/.test(dottedName(callee) ?? "");
}

/**
 * `this.listTools()` in a class that declares its own `listTools`: the answer is whatever that
 * method builds, judged inside it: a server's own tools (no list request in it), or a gateway's
 * aggregate (the class reads `nextCursor` somewhere). A method that sends one list request and a
 * class that never reads a cursor still answer a page.
 */
function ownMethod(callee: TSESTree.MemberExpression, ctx: PagingContext): boolean {
  if (callee.object.type !== AST_NODE_TYPES.ThisExpression) return false;
  const name = memberName(callee);
  for (let n: Node | undefined = callee.parent; n; n = n.parent) {
    if (n.type !== AST_NODE_TYPES.ClassBody) continue;
    const own = n.body.find((m) => (m.type === AST_NODE_TYPES.MethodDefinition || m.type === AST_NODE_TYPES.PropertyDefinition) && keyName(m) === name);
    if (!own) return false;
    return /\.nextCursor\b/.test(ctx.sourceCode.getText(n)) || !LIST_REQUEST_TEXT.test(ctx.sourceCode.getText(own));
  }
  return false;
}
/** A list request in code: a list method called, or a list method named in a request. */
const LIST_REQUEST_TEXT = new RegExp(`\\.(${[...MCP_LIST_METHODS.keys()].join("|")})\\s*\\(|["'\`](${[...MCP_LIST_REQUESTS.keys()].join("|")})["'\`]`);

const sourcesOf = new WeakMap<TSESTree.Program, string[]>();
/** The modules a file imports, once per file: asked on every member call. */
function importSources(program: TSESTree.Program, sourceCode: Readonly<TSESLint.SourceCode>): string[] {
  let sources = sourcesOf.get(program);
  if (!sources) {
    sources = [...importsOf(program).values()].map((b) => b.source);
    // `const { Octokit } = await import("@octokit/rest")`: a client loaded when first needed.
    for (const m of sourceCode.text.matchAll(DYNAMIC_IMPORT)) sources.push(m[1]!);
    sourcesOf.set(program, sources);
  }
  return sources;
}
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`\s]+)["'`]\s*\)/g;

/**
 * `listPrompts(client)`: a list function handed an MCP client, in a file that works with MCP. It
 * asks for one page, as the method does, unless it is a function of this file that reads the cursor.
 */
function clientListFunction(call: TSESTree.CallExpression, ctx: PagingContext): PagedCall | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== AST_NODE_TYPES.Identifier || call.arguments.length !== 1) return undefined;
  const items = MCP_LIST_METHODS.get(callee.name);
  const arg = call.arguments[0] ? unwrap(call.arguments[0]) : undefined;
  const argName = arg?.type === AST_NODE_TYPES.Identifier ? arg.name : arg?.type === AST_NODE_TYPES.MemberExpression ? memberName(arg) : undefined;
  if (items === undefined || argName === undefined || !/client$/i.test(argName) || !mcpFile(ctx)) return undefined;
  const local = localCallee(call, ctx.sourceCode);
  if (local && /\bnextCursor\b|\bcursor\b/.test(ctx.sourceCode.getText(local))) return undefined;
  return { call, api: callee.name, items, continuation: ["nextCursor"], certain: false, mcp: true };
}

/** Is this a call of a paged API, and which? */
export function pagedCall(call: TSESTree.CallExpression, ctx: PagingContext): PagedCall | undefined {
  const callee = unwrap(call.callee);
  // Cheap name test first: this runs on every call.
  const first = call.arguments[0];
  // An object literal naming a list method is a request whatever sends it (`toolsListFunction({ method: "tools/list" })`).
  if (first && (first.type === AST_NODE_TYPES.ObjectExpression || call.arguments.some(namesListRequest) || (call.arguments.length >= 2 && calleeName(callee) === "fetch") || (first.type === AST_NODE_TYPES.Identifier && REQUEST_NAME.test(first.name) && SENDS_REQUEST.test(calleeName(callee) ?? "")))) {
    const raw = rawListRequest(call, ctx);
    if (raw !== undefined) return raw ?? undefined;
  }
  if (call.arguments.some((a) => a.type === AST_NODE_TYPES.Literal || a.type === AST_NODE_TYPES.TemplateLiteral)) {
    const named = namedRestMethod(call, ctx);
    if (named) return named;
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return clientListFunction(call, ctx) ?? odataList(call, calleeName(callee) ?? "the call", ctx) ?? declaredPageFetch(call, ctx) ?? typedPaged(call, ctx);
  const method = memberName(callee);
  if (method === undefined) return undefined;
  const fetched = declaredPageFetch(call, ctx);
  if (fetched) return fetched;
  const graph = method === "get" && callee.object.type === AST_NODE_TYPES.CallExpression ? graphRequest(call, callee.object, ctx) : undefined;
  if (graph) return graph;
  const mcpItems = MCP_LIST_METHODS.get(method);
  if (mcpItems !== undefined) {
    if (asksForPage(call, ctx, true) || autoPaging(call, ctx) || ipcBridge(callee) || ownMethod(callee, ctx)) return undefined;
    const props = ctx.types?.propertyNames(call);
    if (props && props.length > 0) {
      // The checker knows the result: a page only if it can carry a cursor.
      const continuation = props.filter((p) => CONTINUATION_KEYS.has(p));
      return continuation.length > 0 ? { call, api: method, items: mcpItems, continuation, certain: true, mcp: true } : undefined;
    }
    return { call, api: method, items: mcpItems, continuation: ["nextCursor"], certain: false, mcp: true };
  }
  const dotted = dottedName(callee);
  if (dotted !== undefined) {
    const sdk = ANY_SDK_PATH.test(dotted) ? PAGED_SDKS.find((k) => k.path.test(dotted) && (importSources(ctx.program, ctx.sourceCode).some((src) => k.packages.test(src)) || (k.selfNamed?.test(dotted) ?? false) || runsOnSdk(k, call, ctx))) : undefined;
    if (sdk) {
      if (asksForPage(call, ctx) || sdk.unpaged?.test(dotted)) return undefined;
      // `searchForIssuesUsingJql({ jql, startAt })`: the caller names the page by the SDK's own field.
      const asks = sdk.asks;
      if (asks && call.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && a.properties.some((p) => p.type === AST_NODE_TYPES.Property && asks.test(keyName(p) ?? "")))) return undefined;
      // `videos.list({ id: videoId })`: records looked up by id, not a listing.
      if (call.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && (propertyOf(a, "id") ?? propertyOf(a, "ids")) !== undefined)) return undefined;
      if (askedForFew(call, sdk.defaultPage)) return undefined;
      return { call, api: method, ...(sdk.items === undefined ? {} : { items: sdk.items }), continuation: sdk.continuation, certain: false, mcp: false, cursorText: sdk.cursorText ?? sdk.continuation.map((c) => `\`${c}\``).join("/"), ...(sdk.wrapper === undefined ? {} : { wrapper: sdk.wrapper }), ...(sdk.followers === undefined ? {} : { followers: sdk.followers }), how: sdk.how };
    }
  }
  return odataList(call, method, ctx) ?? pageTokenList(call, method, ctx) ?? typedPaged(call, ctx);
}

/**
 * `this.client.teams()` in a service whose client is made in another file: the project runs on the
 * SDK (its package.json) and the answer is read the SDK's way (`teams.nodes`), not the file's imports.
 */
function runsOnSdk(sdk: PagedSdk, call: TSESTree.CallExpression, ctx: PagingContext): boolean {
  if (sdk.items === undefined || !sdk.byDependency) return false;
  if (![...packageDependencies(ctx.filename)].some((d) => sdk.packages.test(d))) return false;
  const holder = heldIn(call);
  const held = holder ? variableOf(holder, ctx) : undefined;
  return held?.references.some((r) => {
    const m = r.identifier.parent;
    return r.isRead() && m.type === AST_NODE_TYPES.MemberExpression && m.object === r.identifier && memberName(m) === sdk.items;
  }) ?? false;
}

/** The name a call's answer is kept in: `const teams = await x.teams()`, or its place in `const [a, b] = await Promise.all([…])`. */
function heldIn(call: TSESTree.CallExpression): TSESTree.Identifier | undefined {
  const n = pageExpression(call);
  const p = n.parent;
  if (p?.type === AST_NODE_TYPES.VariableDeclarator && p.init === n) return p.id.type === AST_NODE_TYPES.Identifier ? p.id : undefined;
  if (p?.type !== AST_NODE_TYPES.ArrayExpression || p.parent.type !== AST_NODE_TYPES.CallExpression || p.parent.arguments[0] !== p || dottedName(p.parent.callee) !== "Promise.all") return undefined;
  const all = pageExpression(p.parent);
  const target = all.parent;
  if (target?.type !== AST_NODE_TYPES.VariableDeclarator || target.init !== all || target.id.type !== AST_NODE_TYPES.ArrayPattern) return undefined;
  const element = target.id.elements[p.elements.indexOf(n as TSESTree.Expression)];
  return element?.type === AST_NODE_TYPES.Identifier ? element : undefined;
}

/** `per_page: 5`: fewer than a default page, asked for on purpose (the latest few); `maxResults: 1`: the one newest. */
function askedForFew(call: TSESTree.CallExpression, defaultPage: number | undefined): boolean {
  const size = call.arguments.map((a) => (a.type === AST_NODE_TYPES.ObjectExpression ? (propertyOf(a, "per_page") ?? propertyOf(a, "page_size") ?? propertyOf(a, "limit") ?? propertyOf(a, "maxResults") ?? propertyOf(a, "first"))?.value : undefined)).find((v) => v !== undefined);
  const literalSize = size?.type === AST_NODE_TYPES.Literal && typeof size.value === "number" ? size.value : undefined;
  return literalSize !== undefined && (literalSize <= 1 || (defaultPage !== undefined && literalSize < defaultPage));
}

/** Slack Web API methods that answer one page, named by a helper's string (`slackAPI("conversations.list", {…})`, `client.apiCall(…)`). */
const SLACK_PAGED_METHOD = /^(conversations\.(list|history|replies|members)|users\.list|files\.list|reactions\.list|usergroups\.users\.list)$/;
/** Notion's paged endpoints as the path a Notion helper sends (`notionRequest("POST", \`/databases/${id}/query\`, body)`). */
/** What either may begin with: the cheap test every string argument meets first. */
const NAMED_REST_HEAD = /^(conversations|users|files|reactions|usergroups)\.|^\/?(v1\/)?(search|databases|data_sources|blocks|users|comments)\b|^(GET )?\/(repos|user|users|orgs|search|notifications|gists)\//;
/** GitHub's REST list routes as Octokit's `request` takes them (`"GET /repos/{owner}/{repo}/issues"`): 30 a page, the rest in the `Link` header. */
const GITHUB_LIST_ROUTE = /^(GET )?\/(repos\/[^/]+\/[^/]+\/(issues|pulls|commits|releases|branches|tags|contributors|labels|milestones|forks|stargazers|collaborators|comments|deployments|events|issues\/[^/]+\/(comments|events|labels)|pulls\/[^/]+\/(files|commits|comments|reviews)|actions\/(runs|workflows|artifacts))|user\/(repos|orgs|starred|issues)|users\/[^/]+\/(repos|orgs|starred|events|gists)|orgs\/[^/]+\/(repos|members|teams|issues)|notifications|gists)\/?$/;
const GITHUB_SEARCH_ROUTE = /^(GET )?\/search\/(issues|repositories|code|commits|users|topics|labels)\/?$/;
const NOTION_PAGED_PATH = /^\/?(v1\/)?(search|(databases|data_sources)\/[^/]+\/query|blocks\/[^/]+\/children|users|comments)\/?$/;

/**
 * A paged REST method named by its string rather than called on an SDK: Slack's method names
 * (unambiguous wherever they appear), Notion's paths (only to a callee named for Notion).
 */
function namedRestMethod(call: TSESTree.CallExpression, ctx: PagingContext): PagedCall | undefined {
  let found: { name: string; slack: boolean } | undefined;
  for (const arg of call.arguments) {
    // Cheap first: most string arguments name nothing paged.
    const head = arg.type === AST_NODE_TYPES.Literal ? (typeof arg.value === "string" ? arg.value : undefined) : arg.type === AST_NODE_TYPES.TemplateLiteral ? (arg.quasis[0]?.value.cooked ?? undefined) : undefined;
    if (head === undefined || !NAMED_REST_HEAD.test(head)) continue;
    const raw = arg.type === AST_NODE_TYPES.TemplateLiteral ? arg.quasis.map((q) => q.value.cooked ?? "").join("x") : head;
    // `?start_cursor=${cursor}`: the page is asked for in the query string.
    if (raw.length > 80 || /[?&](start_)?cursor=/.test(raw)) return undefined;
    const name = raw.replace(/\?.*$/, "");
    if (arg === call.arguments[0] && (GITHUB_LIST_ROUTE.test(name) || GITHUB_SEARCH_ROUTE.test(name))) return githubRoute(call, name, ctx);
    if (SLACK_PAGED_METHOD.test(name)) found = { name, slack: true };
    else if (NOTION_PAGED_PATH.test(name) && /notion/i.test(calleeName(call.callee) ?? "")) found = { name, slack: false };
    if (found) break;
  }
  if (!found) return undefined;
  // `notionRequest("PATCH", \`/blocks/${id}/children\`, { children })`: a write to a listing's path.
  if (call.arguments.some((a) => a.type === AST_NODE_TYPES.Literal && typeof a.value === "string" && /^(PATCH|PUT|DELETE)$/i.test(a.value))) return undefined;
  // The same page as the SDK's own call (its items and continuation), answered raw, read on by hand:
  // a helper that returns the JSON may hand it back under `data`.
  const sdk = PAGED_SDKS.find((k) => k.name === (found.slack ? "Slack Web API" : "Notion"));
  if (!sdk || asksForPage(call, ctx) || askedForFew(call, found.slack ? undefined : sdk.defaultPage)) return undefined;
  return { call, api: found.name, ...(sdk.items === undefined ? {} : { items: sdk.items }), continuation: found.slack ? [...sdk.continuation, "next_cursor"] : sdk.continuation, certain: false, mcp: false, cursorText: sdk.cursorText ?? sdk.continuation.join("/"), wrapper: "data", how: found.slack ? "a loop on `cursor`" : "a loop on `start_cursor`" };
}

/** A page's pagination block (`pagination: { cursor, has_more }`, `pageInfo: { hasNextPage }`, `paging: { next }`). */
const PAGE_BLOCK = /^(pagination|paging|pageInfo|page_info|response_metadata|links|_links)$/;
/** What in such a block says there is more: a cursor or next link, a has-more flag, a page count. */
const PAGE_BLOCK_FIELD = /^(cursor|next\w*|has_?more|has_?next_?page|end_?cursor|total_?pages|last_?page)$/i;
/** A page's own top-level continuation beside CONTINUATION_KEYS: a bare `cursor`, a REST `next` link. */
const PAGE_FIELD = /^(cursor|next|nextLink|next_link)$/;
/** Callees that answer a fetch `Response` (`fetch`, `timeoutFetch`, `fetchWithRetry`, `this.fetchImpl`). */
const FETCHES = /^(fetch|\w*Fetch|fetch(With\w*|Impl))$/;
/** A URL that asks for a given page in its query string. */
const PAGE_QUERY = /[?&](cursor|page|offset|skip|after|pageToken|page_token|start_cursor|starting_after|next_token)=/;

interface PageShape {
  items: string[];
  continuation: string[];
}

/** The members of a type this file declares by name (an interface, or an alias of a type literal). */
function declaredMembers(name: string, program: TSESTree.Program): TSESTree.TypeElement[] | undefined {
  for (const statement of program.body) {
    const decl = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
    if (decl?.type === AST_NODE_TYPES.TSInterfaceDeclaration && decl.id.name === name) return decl.body.body;
    if (decl?.type === AST_NODE_TYPES.TSTypeAliasDeclaration && decl.id.name === name && decl.typeAnnotation.type === AST_NODE_TYPES.TSTypeLiteral) return decl.typeAnnotation.members;
  }
  return undefined;
}

function typeMembers(type: TSESTree.TypeNode, program: TSESTree.Program): TSESTree.TypeElement[] | undefined {
  if (type.type === AST_NODE_TYPES.TSTypeLiteral) return type.members;
  if (type.type === AST_NODE_TYPES.TSTypeReference && type.typeName.type === AST_NODE_TYPES.Identifier) return declaredMembers(type.typeName.name, program);
  return undefined;
}

function memberKey(m: TSESTree.TypeElement): string | undefined {
  if (m.type !== AST_NODE_TYPES.TSPropertySignature || m.computed) return undefined;
  return m.key.type === AST_NODE_TYPES.Identifier ? m.key.name : m.key.type === AST_NODE_TYPES.Literal && typeof m.key.value === "string" ? m.key.value : undefined;
}

/**
 * A type written for a page of a listing: an array of items beside what says there is more (a
 * cursor or next link, a has-more flag, a pagination block that holds one). The project wrote down
 * that the endpoint pages, whatever API it is.
 */
function pageShapeOf(type: TSESTree.TypeNode | undefined, program: TSESTree.Program): PageShape | undefined {
  if (!type) return undefined;
  // `response.json() as Promise<IssuePage>`.
  if (type.type === AST_NODE_TYPES.TSTypeReference && type.typeName.type === AST_NODE_TYPES.Identifier && type.typeName.name === "Promise") return pageShapeOf(type.typeArguments?.params[0], program);
  const members = typeMembers(type, program);
  if (!members) return undefined;
  const items: string[] = [];
  const continuation: string[] = [];
  for (const m of members) {
    const key = memberKey(m);
    const t = m.type === AST_NODE_TYPES.TSPropertySignature ? m.typeAnnotation?.typeAnnotation : undefined;
    if (key === undefined || !t) continue;
    if (t.type === AST_NODE_TYPES.TSArrayType || (t.type === AST_NODE_TYPES.TSTypeReference && t.typeName.type === AST_NODE_TYPES.Identifier && /^(Readonly)?Array$/.test(t.typeName.name))) items.push(key);
    else if (CONTINUATION_KEYS.has(key) || PAGE_FIELD.test(key)) continuation.push(key);
    else if (PAGE_BLOCK.test(key) && (typeMembers(t, program) ?? []).some((b) => PAGE_BLOCK_FIELD.test(memberKey(b) ?? ""))) continuation.push(key);
  }
  return items.length > 0 && continuation.length > 0 ? { items, continuation } : undefined;
}

/** The type the JSON of a `Response` is declared as: `(await res.json()) as Page`, `const page: Page = await res.json()`. */
function jsonTypeOf(json: TSESTree.CallExpression): TSESTree.TypeNode | undefined {
  let n: Node = json;
  while (n.parent?.type === AST_NODE_TYPES.AwaitExpression || n.parent?.type === AST_NODE_TYPES.TSNonNullExpression) n = n.parent;
  const p = n.parent;
  if (p?.type === AST_NODE_TYPES.TSAsExpression) return p.typeAnnotation;
  if (p?.type === AST_NODE_TYPES.VariableDeclarator && p.init === n) return p.id.typeAnnotation?.typeAnnotation;
  return undefined;
}

/**
 * `const res = await fetch(url); const page = (await res.json()) as IssuePage;` with `IssuePage`
 * declared here as a page: one page of whatever REST API, unless the URL or the function asks for
 * a given page (`?cursor=`, a `cursor` or `offset` parameter handed in).
 */
function declaredPageFetch(call: TSESTree.CallExpression, ctx: PagingContext): PagedCall | undefined {
  const name = calleeName(call.callee);
  if (name === undefined || !FETCHES.test(name) || !call.arguments[0]) return undefined;
  const options = call.arguments[1] ? unwrap(call.arguments[1]) : undefined;
  const verb = options?.type === AST_NODE_TYPES.ObjectExpression ? stringValue(propertyOf(options, "method")?.value) : undefined;
  if (verb !== undefined && !/^GET$/i.test(verb)) return undefined;
  const held = pageExpression(call).parent;
  if (held?.type !== AST_NODE_TYPES.VariableDeclarator || held.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  let shape: PageShape | undefined;
  for (const ref of variableOf(held.id, ctx)?.references ?? []) {
    const m = ref.identifier.parent;
    if (m.type !== AST_NODE_TYPES.MemberExpression || m.object !== ref.identifier || memberName(m) !== "json" || m.parent.type !== AST_NODE_TYPES.CallExpression || m.parent.callee !== m) continue;
    shape = pageShapeOf(jsonTypeOf(m.parent), ctx.program);
    if (shape) break;
  }
  if (!shape) return undefined;
  if (PAGE_QUERY.test(sourceTextOf(call.arguments[0]))) return undefined;
  const fn = enclosingFunction(call);
  if (fn?.params.some((p) => pageParameter(p))) return undefined;
  return { call, api: name, ...(shape.items.length === 1 ? { items: shape.items[0] } : {}), continuation: shape.continuation, certain: false, mcp: false, json: true, cursorText: shape.continuation.map((c) => `\`${c}\``).join("/"), how: "a loop on the next page" };
}

/** `cursor?: string`, `{ offset, limit }`: a parameter that names the page the caller wants. */
function pageParameter(param: TSESTree.Parameter): boolean {
  const p = param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param.type === AST_NODE_TYPES.TSParameterProperty ? param.parameter : param;
  if (p.type === AST_NODE_TYPES.Identifier) return CURSOR_ARG.test(p.name);
  if (p.type === AST_NODE_TYPES.ObjectPattern) return p.properties.some((q) => q.type === AST_NODE_TYPES.Property && CURSOR_ARG.test(keyName(q) ?? ""));
  return false;
}

/**
 * `octokit.request("GET /repos/{owner}/{repo}/issues", { owner, repo })`: a GitHub list route sent
 * through Octokit's `request` (a client named for GitHub, or in a file that imports Octokit), read
 * as the SDK's own list method is (the page in `data`; a search's under `data.items`).
 */
function githubRoute(call: TSESTree.CallExpression, route: string, ctx: PagingContext): PagedCall | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "request") return undefined;
  const receiver = dottedName(callee.object) ?? "";
  if (!/octokit|github|(^|\.)gh$/i.test(receiver) && !importSources(ctx.program, ctx.sourceCode).some((src) => src.startsWith("@octokit/"))) return undefined;
  const search = GITHUB_SEARCH_ROUTE.test(route);
  const sdk = PAGED_SDKS.find((k) => k.name === (search ? "Octokit search" : "Octokit"));
  if (!sdk || asksForPage(call, ctx) || askedForFew(call, sdk.defaultPage)) return undefined;
  return { call, api: route.replace(/^GET /, ""), ...(sdk.items === undefined ? {} : { items: sdk.items }), continuation: sdk.continuation, certain: false, mcp: false, ...(sdk.cursorText === undefined ? {} : { cursorText: sdk.cursorText }), ...(sdk.wrapper === undefined ? {} : { wrapper: sdk.wrapper }), how: sdk.how };
}

/** Request fields of Google's REST APIs (and others in their style) that size or name a page. */
const PAGE_TOKEN_FIELD = /^(pageToken|page_token|pageSize|page_size)$/;

/**
 * `logging.entries.list({ parent, pageSize, pageToken })` of a client made elsewhere: a `list` whose
 * request names a page token or size answers one page, with `nextPageToken` for the rest (under
 * `data`, googleapis' response). A loop on the token reads `nextPageToken`, so pageUse lets it be.
 */
function pageTokenList(call: TSESTree.CallExpression, method: string, ctx: PagingContext): PagedCall | undefined {
  if (method !== "list" || !call.arguments[0]) return undefined;
  let request: Node | undefined = unwrap(call.arguments[0]);
  if (request.type === AST_NODE_TYPES.Identifier) request = constInit(request, ctx.sourceCode);
  if (request?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const body = propertyOf(request, "requestBody")?.value;
  const fields = [...request.properties, ...(body?.type === AST_NODE_TYPES.ObjectExpression ? body.properties : [])];
  const named = fields.some((p) => p.type === AST_NODE_TYPES.Property && PAGE_TOKEN_FIELD.test(keyName(p) ?? ""));
  return named ? { call, api: method, continuation: ["nextPageToken"], certain: false, mcp: false, cursorText: "`nextPageToken`", wrapper: "data", how: "a loop on `pageToken`" } : undefined;
}

/** OData query options (`$top`, `$select`, …): Microsoft Graph and other OData services. */
const ODATA_OPTION = /^\$(top|select|filter|orderby|expand|search|count)$/;
const ODATA_PAGE = /^\$(skip|skiptoken)$/;
/** A Graph collection path: `me/mailFolders`, `/users/${id}/messages`, `me/drive/root/children`. */
const GRAPH_COLLECTION = /^\/?(v1\.0\/|beta\/)?(me|users|groups|sites|drives|teams|chats)\b[^?]*\/(mailFolders|childFolders|messages|events|calendars|calendarView|contacts|contactFolders|children|members|owners|channels|chats|joinedTeams|drives|items|lists|attachments|tasks|todo\/lists|people|photos)(\?.*)?$/;

/**
 * Microsoft Graph (and OData) collections answer one page as `value`, and `@odata.nextLink` for
 * the rest: a request with OData query options or to a Graph collection path, made with GET.
 */
function odataList(call: TSESTree.CallExpression, method: string, ctx: PagingContext): PagedCall | undefined {
  // This runs on every call: only in a file that mentions an OData option or a Graph collection at all.
  let mentions = odataFiles.get(ctx.sourceCode);
  if (mentions === undefined) odataFiles.set(ctx.sourceCode, (mentions = ODATA_TEXT.test(ctx.sourceCode.text)));
  if (!mentions) return undefined;
  let odata = false;
  // Options held in a const are looked up only for a request that says GET or names Graph: this runs on every call.
  const resolve = /graph|odata/i.test(method) || call.arguments.some((a) => stringValue(a) === "GET");
  for (const a of call.arguments) {
    const arg = unwrap(a);
    const text = arg.type === AST_NODE_TYPES.TemplateLiteral || stringValue(arg) !== undefined ? sourceTextOf(arg) : undefined;
    if (text !== undefined) {
      if (/^(POST|PUT|PATCH|DELETE)$/i.test(text)) return undefined;
      if (GRAPH_COLLECTION.test(text)) odata = true;
      continue;
    }
    const object = arg.type === AST_NODE_TYPES.Identifier && resolve ? constInit(arg, ctx.sourceCode) : arg;
    if (object?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    for (const p of object.properties) {
      const key = p.type === AST_NODE_TYPES.Property ? keyName(p) : undefined;
      if (key === undefined) continue;
      if (ODATA_PAGE.test(key)) return undefined;
      if (key === "$top" && p.type === AST_NODE_TYPES.Property) {
        const top = unwrap(p.value);
        // `$top: 1`, or `$top: count` from the request: the one, or as many as were asked for.
        if (top.type === AST_NODE_TYPES.Literal ? typeof top.value === "number" && top.value <= 1 : top.type === AST_NODE_TYPES.Identifier || top.type === AST_NODE_TYPES.MemberExpression) return undefined;
      }
      // `$filter: "displayName eq '…'"`: a lookup by a value, not a listing.
      if (key === "$filter" && p.type === AST_NODE_TYPES.Property && /\seq\s/.test(sourceTextOf(p.value))) return undefined;
      if (ODATA_OPTION.test(key)) odata = true;
    }
  }
  // `callGraphAPIPaginated(…)`: a helper that follows the link itself.
  if (!odata || /^(post|put|patch|delete)$/i.test(method) || /paginat|allpages|exhaust/i.test(method)) return undefined;
  return { call, api: method, items: "value", wrapper: "data", onlyItems: true, continuation: ["@odata.nextLink"], certain: false, mcp: false, cursorText: "`@odata.nextLink`", how: "a loop on `@odata.nextLink`" };
}

/** The Graph client's request builder: steps between `.api(path)` and `.get()` that keep it one listing. */
const GRAPH_BUILDER_STEP = /^(filter|select|orderby|expand|search|count|header|headers|query|version|responseType|option|options|middlewareOptions|top)$/;
/** Graph's roots: `/me/events`, `/users`, `/groups/${id}/members`. */
const GRAPH_ROOT = /^\/?(v1\.0\/|beta\/)?(me|users|groups|sites|drives|teams|chats|applications|servicePrincipals|devices|directoryObjects|planner|contacts|subscriptions|security|auditLogs|reports|identity|policies|places|solutions)\b/;

/** Graph collections answered whole, with no `@odata.nextLink`: joined teams, a team's channels, an item's permissions. */
const GRAPH_UNPAGED = /\/(joinedTeams|channels|permissions)\/?$/;

/**
 * `client.api("/me/events").filter(q).get()`, the Microsoft Graph client's builder: one page in
 * `value` with `@odata.nextLink` for the rest, unless it asks for one item or a given page.
 */
function graphRequest(call: TSESTree.CallExpression, builder: TSESTree.CallExpression, ctx: PagingContext): PagedCall | undefined {
  let step: Node = builder;
  for (let i = 0; i < 12; i++) {
    if (step.type !== AST_NODE_TYPES.CallExpression) return undefined;
    const c = unwrap(step.callee);
    if (c.type !== AST_NODE_TYPES.MemberExpression) return undefined;
    const name = memberName(c);
    const arg = step.arguments[0] ? unwrap(step.arguments[0]) : undefined;
    if (name === "api") {
      const path = arg?.type === AST_NODE_TYPES.Identifier ? constInit(arg, ctx.sourceCode) : arg;
      // `parentId ? \`/me/drive/items/${parentId}/children\` : "/me/drive/root/children"`: either path.
      const paths = path?.type === AST_NODE_TYPES.ConditionalExpression ? [path.consequent, path.alternate] : path ? [path] : [];
      if (paths.length === 0 || !paths.every((q) => GRAPH_ROOT.test(sourceTextOf(q)) && !GRAPH_UNPAGED.test(sourceTextOf(q).replace(/\?.*$/, "")))) return undefined;
      return { call, api: "get", items: "value", onlyItems: true, continuation: ["@odata.nextLink"], certain: false, mcp: false, cursorText: "`@odata.nextLink`", how: "the client's `PageIterator` or a loop on `@odata.nextLink`" };
    }
    if (name === undefined || !GRAPH_BUILDER_STEP.test(name)) return undefined;
    // `.top(1)`: the one; `.filter("mail eq '…'")`: a lookup by a value.
    if (name === "top" && arg?.type === AST_NODE_TYPES.Literal && typeof arg.value === "number" && arg.value <= 1) return undefined;
    if (name === "filter" && arg && /\seq\s/.test(sourceTextOf(arg))) return undefined;
    step = c.object;
  }
  return undefined;
}

/** A file that names an OData option, or Microsoft Graph itself: REST paths such as `/teams/${id}/members` are Graph's only there. */
const ODATA_TEXT = /\$(top|select|filter|orderby|expand|search|count)\b|graph\.microsoft\.com|\bgraph[A-Z_]|[a-z]Graph(API|Api|Client)?\b|\bGraph(API|Api|Client)\b/;
const odataFiles = new WeakMap<Readonly<TSESLint.SourceCode>, boolean>();

/** The text of a string or template literal (template parts as written). */
function sourceTextOf(node: Node): string {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.TemplateLiteral) return n.quasis.map((q) => q.value.cooked).join("x");
  return stringValue(n) ?? "";
}

/** `MCP_METHODS.TOOLS_LIST`, `RESOURCES_LIST`: a constant named for a list method. */
const LIST_REQUEST_CONSTANT = /^(TOOLS|RESOURCES|RESOURCE_TEMPLATES|PROMPTS)_LIST$/;

/** `"tools/list"`, `"resources/list"`… or a constant named for one: the list method a request names. */
function listRequestOf(arg: TSESTree.CallExpressionArgument): string | undefined {
  if (arg.type === AST_NODE_TYPES.Literal && typeof arg.value === "string") return MCP_LIST_REQUESTS.has(arg.value) ? arg.value : undefined;
  const name = arg.type === AST_NODE_TYPES.Identifier ? arg.name : arg.type === AST_NODE_TYPES.MemberExpression ? memberName(arg) : undefined;
  const m = name === undefined ? null : LIST_REQUEST_CONSTANT.exec(name);
  return m ? (m[1] === "RESOURCE_TEMPLATES" ? "resources/templates/list" : `${m[1]!.toLowerCase()}/list`) : undefined;
}

function namesListRequest(arg: TSESTree.CallExpressionArgument): boolean {
  return listRequestOf(arg) !== undefined;
}

/** Names of a request object built first: `request`, `toolsRequest`, `message`, `payload`. */
const REQUEST_NAME = /req|message|msg|payload|body|rpc/i;

/** Callees that send a JSON-RPC request and give back its answer. */
const SENDS_REQUEST = /^(request|send\w*|\w*Request|rpc\w*|\w*Rpc|call\w*|\w*Call)$/;
/** Of those, the ones that only make the request for a sender (`createRequest("tools/list")`, then `transport.send(req.msg)`). */
const BUILDS_REQUEST = /^(create|build|new|compose|format)\w*(Request|Rpc|Message)$/;

/**
 * A listing sent as a raw JSON-RPC request, to `client.request(…)` or a hand-rolled sender
 * (`this.sendMessage({ jsonrpc: "2.0", method: "tools/list", … })`); `null` when it asks for a given page.
 */
function rawListRequest(call: TSESTree.CallExpression, ctx: PagingContext): PagedCall | null | undefined {
  // `traceCall({ method: "tools/list" }, () => client.listTools())`: the object describes the call the
  // callback makes, which is judged where it is made.
  if (call.arguments.some((a) => isFunction(a))) return undefined;
  // `fetch(url, { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", method: "tools/list" }) })`:
  // the request posted by hand, its answer the Response's JSON.
  if (calleeName(call.callee) === "fetch") {
    const options = call.arguments[1] ? unwrap(call.arguments[1]) : undefined;
    const body = options?.type === AST_NODE_TYPES.ObjectExpression ? propertyOf(options, "body")?.value : undefined;
    const sent = body ? unwrap(body) : undefined;
    if (sent?.type !== AST_NODE_TYPES.CallExpression || dottedName(sent.callee) !== "JSON.stringify" || !sent.arguments[0]) return undefined;
    const posted = unwrap(sent.arguments[0]);
    const request = posted.type === AST_NODE_TYPES.ObjectExpression ? posted : constInit(posted, ctx.sourceCode);
    if (request?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
    const method = stringValue(propertyOf(request, "method")?.value);
    const items = method === undefined ? undefined : MCP_LIST_REQUESTS.get(method);
    if (items === undefined) return undefined;
    if (paramsAskForPage(propertyOf(request, "params")?.value, ctx)) return null;
    return { call, api: method ?? "list", items, continuation: ["nextCursor"], certain: true, mcp: true, json: true, ...(propertyOf(request, "jsonrpc") !== undefined ? { wrapper: "result" } : {}) };
  }
  // `const toolsRequest: ListToolsRequest = { method: "tools/list", params: {} }; client.request(toolsRequest, …)`.
  const arg = call.arguments[0] ? unwrap(call.arguments[0]) : undefined;
  const init = arg ? constInit(arg, ctx.sourceCode) : undefined;
  const first = init ? unwrap(init) : arg;
  // `conn.request("tools/list")`: the method named alone, its params (if any) next. Named after the
  // endpoint (`this.rpc(url, "tools/list", {}, headers)`), the sender hands back the JSON-RPC envelope.
  const named = call.arguments.findIndex(namesListRequest);
  if (named >= 0 && SENDS_REQUEST.test(calleeName(call.callee) ?? "")) {
    const method = listRequestOf(call.arguments[named]!) ?? "";
    const items = MCP_LIST_REQUESTS.get(method);
    if (items === undefined) return undefined;
    if (paramsAskForPage(call.arguments[named + 1], ctx)) return null;
    const built = BUILDS_REQUEST.test(calleeName(call.callee) ?? "");
    return { call, api: method, items, continuation: ["nextCursor"], certain: false, mcp: true, ...(named > 0 ? { wrapper: "result" } : {}), ...(built ? { built } : {}) };
  }
  if (first?.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const name = stringValue(propertyOf(first, "method")?.value);
  const items = name === undefined ? undefined : MCP_LIST_REQUESTS.get(name);
  if (items === undefined) return undefined;
  // `request.params = { cursor }` after it is made: it may ask for any page.
  if (arg && memberWritten(arg, ctx)) return null;
  // `null`: a listing that asks for a given page, no first page read alone.
  if (paramsAskForPage(propertyOf(first, "params")?.value, ctx)) return null;
  // `{ jsonrpc: "2.0", id, method, params }` sent as is: the answer is the envelope, the page its `result`.
  const envelope = propertyOf(first, "jsonrpc") !== undefined;
  return { call: streamWrite(call) ?? call, api: name ?? "list", items, continuation: ["nextCursor"], certain: false, mcp: true, ...(envelope ? { wrapper: "result" } : {}) };
}

/** A request's params that may ask for a given page: the caller's own object, or a cursor this code moves. */
function paramsAskForPage(params: Node | undefined, ctx: PagingContext): boolean {
  return params !== undefined && (params.type !== AST_NODE_TYPES.ObjectExpression || (params.properties.some(asksInParams) && !opaqueCursorOnly(params, ctx)));
}

/** A file that imports an MCP client or names one (`@modelcontextprotocol/sdk`, `@ai-sdk/mcp`, `createMCPClient`, `./mcp-client.js`). */
function mcpFile(ctx: PagingContext): boolean {
  return [...importsOf(ctx.program).entries()].some(([local, b]) => /mcp|modelcontextprotocol/i.test(b.source) || /MCPClient|McpClient/.test(local));
}

/** `request.params = { cursor }`: a const whose object is changed after it is made. */
function memberWritten(node: Node, ctx: PagingContext): boolean {
  if (node.type !== AST_NODE_TYPES.Identifier) return false;
  const v = variableOf(node, ctx);
  return (v?.references ?? []).some((r) => {
    let m: Node = r.identifier;
    while (m.parent?.type === AST_NODE_TYPES.MemberExpression && m.parent.object === m) m = m.parent;
    return m !== r.identifier && m.parent?.type === AST_NODE_TYPES.AssignmentExpression && m.parent.left === m;
  });
}

/** `{ limit: 3 }`: a page asked to be small on purpose (the latest few), not a listing. */
function asksForFew(call: TSESTree.CallExpression): boolean {
  return call.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && a.properties.some((p) => p.type === AST_NODE_TYPES.Property && /^(limit|per_page|perPage|pageSize|page_size|first|maxResults|max_results)$/.test(keyName(p) ?? "") && p.value.type === AST_NODE_TYPES.Literal && typeof p.value.value === "number" && p.value.value < 10));
}

/** With types: any call whose result carries a continuation beside an array of items. */
function typedPaged(call: TSESTree.CallExpression, ctx: PagingContext): PagedCall | undefined {
  if (!ctx.types || !mayReadItems(call) || asksForPage(call, ctx) || asksForFew(call)) return undefined;
  // `Promise.race([client.listTools(), timeout])`: the pages inside are judged, not their race.
  if (/^Promise\.\w+$/.test(dottedName(call.callee) ?? "") || DEADLINE_WRAPPER.test(calleeName(call.callee) ?? "")) return undefined;
  // `traceCall(meta, () => client.listTools())`: a wrapper typed as what its callback gives back; the callback's call is judged.
  if (call.arguments.some((a) => isFunction(a))) return undefined;
  const props = ctx.types.propertyNames(call);
  const continuation = props.filter((p) => CONTINUATION_KEYS.has(p));
  if (continuation.length === 0) return undefined;
  const items = ctx.types.arrayProperties(call);
  if (items.length === 0) return undefined;
  // A page type with iteration of its own (`for await (const x of page)`) pages by itself.
  if (props.includes("__@asyncIterator") || props.some((p) => p.startsWith("__@asyncIterator"))) return undefined;
  return { call, api: calleeName(call.callee) ?? "the call", items: items.length === 1 ? items[0] : undefined, continuation, certain: true, mcp: false };
}

/**
 * Whether the call's value is kept or has a field read (`const page = …`, `(…).items`,
 * `.then(…)`), the only shapes in which a page's items can be read and its cursor dropped. Checked
 * before asking the checker, which is costly on every call of a file.
 */
function mayReadItems(call: TSESTree.CallExpression): boolean {
  const p = pageExpression(call).parent;
  if (!p) return false;
  if (p.type === AST_NODE_TYPES.VariableDeclarator || p.type === AST_NODE_TYPES.AssignmentExpression) return true;
  if (p.type === AST_NODE_TYPES.MemberExpression) {
    // `xs.map(…)`, `s.trim()`: a method called on the value, not a field of a page (except `.then`).
    return !(p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) || memberName(p) === "then";
  }
  return false;
}

export type PageUse =
  | { kind: "followed"; how: string; /** The same-file function that returns the page to its callers. */ from?: FunctionNode; /** The page as returned (its Response already parsed, its wrapper already opened). */ returned?: PagedCall }
  | { kind: "dropped"; itemsRead: string | undefined; at: Node; /** A list request handler that answers with one page and never passes the request's cursor on (`tools/list`). */ handler?: string }
  | { kind: "unused" };

function variableOf(id: TSESTree.Identifier, ctx: PagingContext) {
  return ASTUtils.findVariable(ctx.sourceCode.getScope(id), id.name);
}

/** The expression whose value is the page: the call under `await`, `!`, `as`, parentheses. */
function pageExpression(call: TSESTree.CallExpression): Node {
  let n: Node = call;
  for (;;) {
    const p: Node | undefined = n.parent;
    if (p && (p.type === AST_NODE_TYPES.AwaitExpression || p.type === AST_NODE_TYPES.TSAsExpression || p.type === AST_NODE_TYPES.TSNonNullExpression || p.type === AST_NODE_TYPES.ChainExpression || p.type === AST_NODE_TYPES.TSSatisfiesExpression)) n = p;
    // `client.listTools().catch(() => ({ tools: [] }))`: the page, or a stand-in when the call fails.
    else if (p?.type === AST_NODE_TYPES.MemberExpression && p.object === n && memberName(p) === "catch" && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) n = p.parent;
    else return n;
  }
}

/** What the code does with a page: follows its continuation, hands it on, or reads the items only. */
export function pageUse(paged: PagedCall, ctx: PagingContext): PageUse {
  const value = pageExpression(paged.call);
  if (paged.mcp && paged.api.includes("/") && sentAway(paged.call, value)) return answeredElsewhere(paged, ctx);
  // `.then((page) => …)`: the callback's parameter is the page.
  const p = value.parent;
  if (p?.type === AST_NODE_TYPES.MemberExpression && p.object === value && memberName(p) === "then" && p.parent.type === AST_NODE_TYPES.CallExpression) {
    const cb = p.parent.arguments[0];
    if (isFunction(cb) && cb.params[0]) return usesOfPattern(cb.params[0], paged, ctx, p.parent);
    return { kind: "followed", how: "handed to a callback" };
  }
  return usesOf(value, paged, ctx, 0);
}

/**
 * `proc.stdin.write(JSON.stringify(request) + "\n")`, `ws.send(JSON.stringify(request))`, `send(request);`:
 * a request written to a stream and left there. Its answer is no value of this call: it arrives in
 * a message listener, matched by id.
 */
function sentAway(call: TSESTree.CallExpression, value: Node): boolean {
  return value === call && value.parent.type === AST_NODE_TYPES.ExpressionStatement;
}

/** `proc.stdin.write(JSON.stringify(request) + "\n")`: the write that sends a serialized request, whose value (if any) is the answer. */
function streamWrite(stringify: TSESTree.CallExpression): TSESTree.CallExpression | undefined {
  if (dottedName(stringify.callee) !== "JSON.stringify") return undefined;
  let n: Node = stringify;
  while (n.parent?.type === AST_NODE_TYPES.BinaryExpression && n.parent.operator === "+") n = n.parent;
  const write = n.parent;
  return write?.type === AST_NODE_TYPES.CallExpression && write.arguments[0] === n && /^(write|send|postMessage)$/.test(calleeName(write.callee) ?? "") ? write : undefined;
}

/**
 * The answer to a request sent away is read where messages arrive, in the same file: the items
 * read off a result (`msg.result?.tools`) in a file that never names `nextCursor` drop the rest.
 */
function answeredElsewhere(paged: PagedCall, ctx: PagingContext): PageUse {
  const text = ctx.sourceCode.text;
  if (/\bnext_?[cC]ursor\b/.test(text)) return { kind: "followed", how: "the cursor is read where answers arrive" };
  if (paged.items === undefined || !new RegExp(`\\.result\\??\\.${paged.items}\\b`).test(text)) return { kind: "unused" };
  return { kind: "dropped", itemsRead: paged.items, at: paged.call };
}

/**
 * A page returned by a function of this file (`async getTools() { return this.client.listTools(); }`),
 * judged at the calls of that function in the file: each that reads only the items drops it.
 */
export function droppedByCallers(paged: PagedCall, use: PageUse, ctx: PagingContext, depth = 0): { paged: PagedCall; use: Extract<PageUse, { kind: "dropped" }> }[] {
  if (use.kind !== "followed" || !use.from || depth > 1) return [];
  // A caller that is a paged call by its own name (`this.listTools()`) is judged as one.
  return localCallers(use.from, ctx.sourceCode).flatMap((caller) => {
    if (pagedCall(caller, ctx)) return [];
    const through: PagedCall = { ...(use.returned ?? paged), call: caller, via: paged.via ?? (paged.api.includes("/") ? `the \`${paged.api}\` request` : `\`${paged.api}()\``) };
    const u = pageUse(through, ctx);
    return u.kind === "dropped" ? [{ paged: through, use: u }] : droppedByCallers(through, u, ctx, depth + 1);
  });
}

/** The call a callback is handed to when the call gives back what the callback returns (`withRetry(() => …)`, `run((client) => …)`). */
function wrapperCallOf(fn: Node | undefined): TSESTree.CallExpression | undefined {
  if (!fn || !isFunction(fn) || fn.params.length > 1) return undefined;
  const call = fn.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.includes(fn as TSESTree.CallExpressionArgument)) return undefined;
  return PER_ITEM_CALLBACK.test(calleeName(call.callee) ?? "") ? undefined : call;
}

/** A function whose parameter names the page the call asks for (`(cursor) => list({ start_cursor: cursor })`). */
function pagesByParameter(call: TSESTree.CallExpression, fn: FunctionNode): boolean {
  const names = new Set(fn.params.flatMap((p) => (p.type === AST_NODE_TYPES.Identifier ? [p.name] : [])));
  if (names.size === 0) return false;
  const named = (v: Node) => {
    const u = unwrap(v);
    return u.type === AST_NODE_TYPES.Identifier && names.has(u.name);
  };
  return call.arguments.some((a) => {
    const arg = unwrap(a);
    if (named(arg)) return CURSOR_ARG.test((unwrap(arg) as TSESTree.Identifier).name);
    return arg.type === AST_NODE_TYPES.ObjectExpression && arg.properties.some((p) => p.type === AST_NODE_TYPES.Property && CURSOR_ARG.test(keyName(p) ?? "") && named(p.value));
  });
}

/** Calls that wait on a promise (a deadline, retries) and give back its value: `withTimeout(p, ms)`, `pTimeout(p)`, `raceWithTimeout(p)`, `this.createTimeoutPromise(p)`, `withRetry(p, 3)`. */
/** Calls that measure what they are handed (`emitTokenCount`, `estimateTokens`, `countItems`). */
const MEASURING_CALL = /^(emit|log|print|report)?(Token|Byte|Char|Item)?(Count|Counts|Size|Length)$|^(count|measure|estimate)\w*$/i;
const DEADLINE_WRAPPER = /^(with|p|promise|race\w*|create\w*)?(Timeout|Deadline|Retry|Retries)\w*$|^(timeout|retry)\w*$/i;

/** MCP list requests a server answers: the schema or the method name given to `setRequestHandler`. */
const LIST_REQUEST_SCHEMA = /^List(Tools|Resources|ResourceTemplates|Prompts)RequestSchema$/;

/** The list request (`tools/list`) a function answers, when it is handed to `setRequestHandler`. */
function listHandlerOf(fn: Node | undefined): string | undefined {
  const call = fn?.parent;
  if (!fn || call?.type !== AST_NODE_TYPES.CallExpression || call.arguments[1] !== fn || calleeName(call.callee) !== "setRequestHandler" || !call.arguments[0]) return undefined;
  const schema = unwrap(call.arguments[0]);
  const name = stringValue(schema) ?? calleeName(schema);
  if (name === undefined) return undefined;
  // `ListResourceTemplatesRequestSchema` answers `listResourceTemplates`, whose raw request is `resources/templates/list`.
  const m = LIST_REQUEST_SCHEMA.exec(name);
  const items = m ? MCP_LIST_METHODS.get(`list${m[1] ?? ""}`) : undefined;
  if (items !== undefined) return [...MCP_LIST_REQUESTS].find(([, i]) => i === items)?.[0];
  return MCP_LIST_REQUESTS.has(name) ? name : undefined;
}

/** Does the call pass on anything of the request the handler serves (`request.params`, `{ cursor }` from it)? */
function forwardsRequest(call: TSESTree.CallExpression, fn: Node, ctx: PagingContext): boolean {
  const request = isFunction(fn) ? fn.params[0] : undefined;
  if (!request) return false;
  // The names the request's parameter binds: `request`, or `{ params }` destructured.
  const names = ctx.sourceCode.getDeclaredVariables(fn).filter((v) => v.defs.some((d) => d.name.range[0] >= request.range[0] && d.name.range[1] <= request.range[1]));
  return names.some((v) => v.references.some((r) => call.arguments.some((a) => r.identifier.range[0] >= a.range[0] && r.identifier.range[1] <= a.range[1])));
}

/** Names of calls that turn a listing's items into something else: `toolsFromDefinitions`, `convertMcpTools`, `toAiTools`. */
const ITEM_CONVERTER = /^\w*(From|To)(Definitions?|Tools|Prompts|Resources|List(ing)?)$|^(convert|adapt|wrap|map)\w*(Tools|Prompts|Resources|Definitions)$|^to\w*(Tools|Prompts|Resources)$/;

function usesOf(value: Node, paged: PagedCall, ctx: PagingContext, depth: number): PageUse {
  const p = value.parent;
  if (!p || depth > 4) return { kind: "followed", how: "not followed further" };
  switch (p.type) {
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression: {
      const fn = p.type === AST_NODE_TYPES.ArrowFunctionExpression ? p : enclosingFunction(p);
      // `setRequestHandler(ListToolsRequestSchema, async () => upstream.listTools())`: the answer
      // carries upstream's nextCursor, but the next request's cursor never reaches upstream.
      const handler = paged.mcp ? listHandlerOf(fn) : undefined;
      if (handler && fn && !forwardsRequest(paged.call, fn, ctx)) return { kind: "dropped", itemsRead: paged.items, at: paged.call, handler };
      // `autoPaginate((cursor) => notion.comments.list({ start_cursor: cursor }))`: a page fetcher
      // handed the cursor by whoever calls it, which walks the pages.
      if (fn && pagesByParameter(paged.call, fn)) return { kind: "followed", how: "returned to a caller that hands it the cursor", from: fn };
      // `withClient((yt) => yt.search.list(p))`: a wrapper gives back what its callback returns.
      const wrapper = wrapperCallOf(fn);
      if (wrapper) return usesOf(pageExpression(wrapper), paged, ctx, depth + 1);
      return { kind: "followed", how: "returned to the caller", ...(fn ? { from: fn, returned: paged } : {}) };
    }
    // `(res.result as Page).users`: the same value.
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.ChainExpression:
      return usesOf(p, paged, ctx, depth);
    case AST_NODE_TYPES.YieldExpression:
      return { kind: "followed", how: "returned to the caller" };
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      if (p.type === AST_NODE_TYPES.CallExpression && humanCall(p)) return { kind: "unused" };
      // `transport.send(request)`: a request built here is answered where it is sent.
      if (paged.built && p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === value && SENDS_REQUEST.test(calleeName(p.callee) ?? "")) return usesOf(pageExpression(p), { ...paged, built: false }, ctx, depth + 1);
      // `parseSseBody(await res.text())`, `JSON.parse(text)`: the answer is what the parse of its text gives.
      if (paged.text && p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === value && /parse/i.test(calleeName(p.callee) ?? "")) return usesOf(pageExpression(p), { ...paged, text: false }, ctx, depth + 1);
      // `throw new SlackError("history failed", code, result)`: the failed answer carried in an error, not the listing handed on.
      if (p.type === AST_NODE_TYPES.NewExpression && /(Error|Exception)$/.test(calleeName(p.callee) ?? "")) return { kind: "unused" };
      // `withTimeout(client.listTools(), ms)`: a deadline around the call gives back its page.
      if (p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === value && (DEADLINE_WRAPPER.test(calleeName(p.callee) ?? "") || dottedName(p.callee) === "Promise.resolve")) return usesOf(pageExpression(p), paged, ctx, depth + 1);
      // `Array.isArray(page)`: a test of its shape.
      if (p.type === AST_NODE_TYPES.CallExpression && dottedName(p.callee) === "Array.isArray") return { kind: "unused" };
      // `emitTokenCount(page, opts)`: a measure of the page, which no one pages on from.
      if (p.type === AST_NODE_TYPES.CallExpression && MEASURING_CALL.test(calleeName(p.callee) ?? "")) return { kind: "unused" };
      // `console.log(JSON.stringify(page))`: serialized, it goes where the text goes.
      if (p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === value && /^(JSON\.stringify|String)$/.test(dottedName(p.callee) ?? "")) return usesOf(p, paged, ctx, depth + 1);
      // `client.toolsFromDefinitions(await client.listTools())`: a converter of the items, named so, keeps no cursor.
      // Not a local registry's `listTools()`, which may return a plain array: only in a file that works with MCP.
      if (paged.mcp && p.type === AST_NODE_TYPES.CallExpression && ITEM_CONVERTER.test(calleeName(p.callee) ?? "") && (paged.certain || mcpFile(ctx))) return { kind: "dropped", itemsRead: paged.items, at: p };
      // `this.handleToolUpdate(page)` with the method in this file: what it does with its parameter decides.
      if (p.type === AST_NODE_TYPES.CallExpression) {
        const param = localCallee(p, ctx.sourceCode)?.params[p.arguments.indexOf(value as TSESTree.CallExpressionArgument)];
        if (param?.type === AST_NODE_TYPES.Identifier) {
          const use = identifierUses(param, paged, ctx, depth + 1);
          return use.kind === "dropped" ? { ...use, at: p } : use.kind === "unused" ? { kind: "followed", how: "passed on" } : use;
        }
      }
      return { kind: "followed", how: "passed on" };
    case AST_NODE_TYPES.ArrayExpression: {
      // `const [teams, users] = await Promise.all([org.teams(), org.users()])`: each page lands in its own name.
      const all = p.parent;
      // `await Promise.race([client.listTools(), timeout])`: the race's value is the page.
      if (all.type === AST_NODE_TYPES.CallExpression && all.arguments[0] === p && dottedName(all.callee) === "Promise.race") return usesOf(pageExpression(all), paged, ctx, depth + 1);
      if (all.type === AST_NODE_TYPES.CallExpression && all.arguments[0] === p && dottedName(all.callee) === "Promise.all") {
        const target = pageExpression(all).parent;
        if (target?.type === AST_NODE_TYPES.VariableDeclarator && target.id.type === AST_NODE_TYPES.ArrayPattern) {
          const element = target.id.elements[p.elements.indexOf(value as TSESTree.Expression)];
          if (!element) return { kind: "unused" };
          return usesOfPattern(element, paged, ctx, target);
        }
      }
      return { kind: "followed", how: "stored in a result" };
    }
    case AST_NODE_TYPES.Property: {
      // `console.log({ page })`: shown to a person.
      const call = p.parent.parent;
      if (p.value === value && call?.type === AST_NODE_TYPES.CallExpression && call.arguments.includes(p.parent) && humanCall(call)) return { kind: "unused" };
      return { kind: "followed", how: "stored in a result" };
    }
    case AST_NODE_TYPES.SpreadElement:
      return { kind: "followed", how: "stored in a result" };
    case AST_NODE_TYPES.AssignmentExpression:
      if (p.right === value && p.left.type === AST_NODE_TYPES.Identifier) return identifierUses(p.left, paged, ctx, depth);
      return { kind: "followed", how: "stored" };
    case AST_NODE_TYPES.VariableDeclarator:
      if (p.init !== value) return { kind: "followed", how: "stored" };
      return usesOfPattern(p.id, paged, ctx, p);
    case AST_NODE_TYPES.MemberExpression: {
      if (p.object !== value) return { kind: "followed", how: "used" };
      const name = memberName(p);
      // `text.slice(0, 200)`: the answer's text looked at, not parsed.
      if (paged.text) return { kind: "unused" };
      // `transport.send(listReq.msg)`: the built request's message is sent; its id or method is not the answer.
      if (paged.built) {
        const send = p.parent;
        if (send.type === AST_NODE_TYPES.CallExpression && send.arguments[0] === p && SENDS_REQUEST.test(calleeName(send.callee) ?? "")) return usesOf(pageExpression(send), { ...paged, built: false }, ctx, depth + 1);
        return { kind: "unused" };
      }
      // `const _next = conn.pageInfo?.endCursor` and `_next` never read: the continuation is looked at and let go.
      if (name !== undefined && (paged.continuation.includes(name) || CONTINUATION_KEYS.has(name)) && leadsNowhere(p, ctx)) return { kind: "unused" };
      if (name !== undefined && paged.continuation.includes(name)) return { kind: "followed", how: `reads \`${name}\`` };
      if (name !== undefined && paged.followers?.test(name)) return { kind: "followed", how: `calls \`${name}()\`` };
      // `safe(() => client.listTools()).then((r) => r?.tools ?? [])`: the page goes on in the callback's parameter.
      if (name === "then" && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) {
        const callback = p.parent.arguments[0];
        const param = callback && isFunction(callback) ? callback.params[0] : undefined;
        if (param?.type === AST_NODE_TYPES.Identifier) return identifierUses(param, paged, ctx, depth + 1);
      }
      // `(await response.json()).result.tools`: the Response's body is the answer.
      if (paged.json && name === "json" && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) return usesOf(pageExpression(p.parent), { ...paged, json: false }, ctx, depth + 1);
      if (paged.json && name === "text" && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) {
        // `const errText = await res.text()` only logged: text never parsed is no page read.
        const read = usesOf(pageExpression(p.parent), { ...paged, json: false, text: true }, ctx, depth + 1);
        return read.kind === "followed" && read.how === "used" ? { kind: "unused" } : read;
      }
      if (paged.json) return { kind: "unused" };
      // `res.data.files`: the page sits under a wrapper field; what is read of it decides.
      if (name !== undefined && name === paged.wrapper) return usesOf(p, { ...paged, wrapper: undefined }, ctx, depth + 1);
      // `response.result.tools` of a raw request: no list answer has a `result`, so this one is the JSON-RPC envelope.
      if (name === "result" && paged.mcp && paged.api.includes("/") && paged.wrapper === undefined) return usesOf(p, paged, ctx, depth + 1);
      // `if (!res.ok)`, `res.error`: the call's status, not its items.
      if (name !== undefined && STATUS_FIELDS.test(name)) return { kind: "unused" };
      if (name !== undefined && CONTINUATION_KEYS.has(name)) return { kind: "followed", how: `reads \`${name}\`` };
      // `res.value[0]`: the first item is wanted, not the listing.
      if (paged.items !== undefined && name === paged.items && firstItem(p)) return { kind: "unused" };
      // `(await client.listTools()).tools`: the items, and nothing else.
      if (paged.items !== undefined && name === paged.items) return { kind: "dropped", itemsRead: name, at: p };
      if (paged.mcp && paged.items === undefined) return { kind: "dropped", itemsRead: name, at: p };
      // `result.resourceTemplates` of a resources page: another listing's field, absent here, says nothing of this page.
      if (paged.mcp && name !== undefined && MCP_ITEM_FIELDS.has(name)) return { kind: "unused" };
      if (paged.onlyItems) return { kind: "followed", how: "not a page" };
      if (!paged.certain && paged.mcp) {
        // A local registry's `listTools()` that returns an array is not a page.
        return { kind: "followed", how: "not a page" };
      }
      return { kind: "dropped", itemsRead: name, at: p };
    }
    case AST_NODE_TYPES.ExpressionStatement:
    // Tests, comparisons and text about the page neither follow nor drop it.
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.TemplateLiteral:
      return { kind: "unused" };
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.ConditionalExpression:
      if (p.type === AST_NODE_TYPES.ConditionalExpression && p.test === value) return { kind: "unused" };
      // `Array.isArray(page) ? page : page.tools`: the branch taken when the value is no page.
      if (p.type === AST_NODE_TYPES.ConditionalExpression && p.consequent === value && isArrayTestOf(p.test, value)) return { kind: "unused" };
      if (p.type === AST_NODE_TYPES.LogicalExpression && p.left === value && p.operator === "&&") return { kind: "unused" };
      return usesOf(p, paged, ctx, depth + 1);
    default:
      return { kind: "followed", how: "used" };
  }
}

/** `items[0]`, `items?.[0]`, `items.at(0)`. */
function firstItem(items: Node): boolean {
  const p = items.parent;
  if (p?.type === AST_NODE_TYPES.MemberExpression && p.object === items && p.computed) return p.property.type === AST_NODE_TYPES.Literal && p.property.value === 0;
  return p?.type === AST_NODE_TYPES.MemberExpression && p.object === items && memberName(p) === "at" && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.arguments[0]?.type === AST_NODE_TYPES.Literal && p.parent.arguments[0].value === 0;
}

/** `Array.isArray(x)` with `x` the same name as `value`. */
function isArrayTestOf(test: Node, value: Node): boolean {
  const t = unwrap(test);
  if (t.type !== AST_NODE_TYPES.CallExpression || dottedName(t.callee) !== "Array.isArray" || !t.arguments[0]) return false;
  const a = unwrap(t.arguments[0]);
  const v = unwrap(value);
  return a.type === AST_NODE_TYPES.Identifier && v.type === AST_NODE_TYPES.Identifier && a.name === v.name;
}

function literalDefault(node: Node): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.ObjectExpression || n.type === AST_NODE_TYPES.ArrayExpression || (n.type === AST_NODE_TYPES.Literal && n.value === null) || (n.type === AST_NODE_TYPES.Identifier && n.name === "undefined");
}

function usesOfPattern(pattern: Node, paged: PagedCall, ctx: PagingContext, at: Node): PageUse {
  if (pattern.type === AST_NODE_TYPES.Identifier) return identifierUses(pattern, paged, ctx, 0);
  if (pattern.type === AST_NODE_TYPES.ObjectPattern) {
    let items: string | undefined;
    for (const prop of pattern.properties) {
      if (prop.type === AST_NODE_TYPES.RestElement) return { kind: "followed", how: "kept the rest of the page" };
      const key = keyName(prop);
      if (key !== undefined && key === paged.wrapper) {
        const inner = prop.value.type === AST_NODE_TYPES.AssignmentPattern ? prop.value.left : prop.value;
        return usesOfPattern(inner, { ...paged, wrapper: undefined }, ctx, at);
      }
      if (key !== undefined && (CONTINUATION_KEYS.has(key) || paged.continuation.includes(key))) {
        const local = prop.value.type === AST_NODE_TYPES.AssignmentPattern ? prop.value.left : prop.value;
        if (local.type !== AST_NODE_TYPES.Identifier) return { kind: "followed", how: `reads \`${key}\`` };
        const v = variableOf(local, ctx);
        if (!v || v.references.some((r) => r.isRead())) return { kind: "followed", how: `reads \`${key}\`` };
      }
      if (key !== undefined && (key === paged.items || (!paged.mcp && !paged.onlyItems && items === undefined))) items = key;
    }
    if (items === undefined && paged.mcp && !paged.certain) return { kind: "followed", how: "not a page" };
    return { kind: "dropped", itemsRead: items, at };
  }
  return { kind: "followed", how: "used" };
}

/**
 * A value that only ever goes into locals nobody reads (`const pageInfo = conn.pageInfo; const
 * _hasMore = pageInfo?.hasNextPage ?? false;` and no more): read, and let go.
 */
function leadsNowhere(node: Node, ctx: PagingContext, depth = 0): boolean {
  if (depth > 3) return false;
  let n: Node = node;
  for (;;) {
    const p: Node | undefined = n.parent;
    if (!p) return false;
    if (p.type === AST_NODE_TYPES.MemberExpression && p.object === n) n = p;
    else if (p.type === AST_NODE_TYPES.ChainExpression || p.type === AST_NODE_TYPES.TSNonNullExpression || p.type === AST_NODE_TYPES.TSAsExpression || p.type === AST_NODE_TYPES.LogicalExpression || p.type === AST_NODE_TYPES.ConditionalExpression || p.type === AST_NODE_TYPES.AwaitExpression) n = p;
    else if (p.type === AST_NODE_TYPES.VariableDeclarator && p.init === n && p.id.type === AST_NODE_TYPES.Identifier) {
      const v = variableOf(p.id, ctx);
      return !!v && v.references.every((r) => !r.isRead() || leadsNowhere(r.identifier, ctx, depth + 1));
    } else return false;
  }
}

function identifierUses(id: TSESTree.Identifier, paged: PagedCall, ctx: PagingContext, depth: number): PageUse {
  const v = variableOf(id, ctx);
  if (!v) return { kind: "followed", how: "not followed" };
  let dropped: PageUse | undefined;
  let anyRead = false;
  for (const ref of v.references) {
    if (!ref.isRead()) continue;
    anyRead = true;
    const r = ref.identifier as Node;
    const use = usesOf(r, paged, ctx, depth + 1);
    if (use.kind === "followed") return use;
    if (use.kind === "dropped") dropped ??= use;
  }
  // A page variable reassigned in a loop (`res = await list({ cursor })`) is paging.
  // Not a default it starts from (`let res = { resources: [] }`), which is no later page.
  // Nor the same request again (`result = await client.conversations.history(options)` after joining the channel): a retry.
  const again = (w: Node) => ctx.sourceCode.getText(unwrap(w)) === ctx.sourceCode.getText(paged.call);
  if (v.references.some((r) => r.isWrite() && r.identifier !== id && r.writeExpr && !literalDefault(r.writeExpr) && !again(r.writeExpr))) return { kind: "followed", how: "reassigned" };
  return dropped ?? (anyRead ? { kind: "followed", how: "used" } : { kind: "unused" });
}

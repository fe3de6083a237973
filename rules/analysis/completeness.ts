import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { TSESLint as ESLintTypes } from "@typescript-eslint/utils";
const { DefinitionType } = ESLintTypes.Scope;
import { calleeName, constInit, dottedName, identifiersIn, isFunction, keyName, localCallee, memberName, returnedValues, PER_ITEM_CALLBACK, propertyOf, stringValue, unwrap, walk, type FunctionNode, type Node } from "./ast.js";
import { classifyBound, type BoundContext } from "./bounds.js";
import { inferredSchemas, parsedSchemas } from "./frameworks.js";
import { CONTINUATION_KEYS, CURSOR_ARG } from "./paging.js";
import { humanCall, isSanitizer } from "./sinks.js";
import { absenceTest } from "./skips.js";
import type { TypeInfo } from "./types.js";

/**
 * What a tool's result says about its own completeness, and what bounds the collection in it.
 * The walk starts at the returned expressions and follows, inside one file: local variables (their
 * initialisers, assignments and pushes), loop variables to what they iterate, callbacks to the
 * array they are called on, and calls of functions declared in the same file (their returns, with
 * their parameters bound to the call's arguments).
 */

/** The spellings of total, complete/hasMore and continuation that projects already use. */
export const COMPLETENESS_KEYS: readonly string[] = [
  "$completeness",
  "total",
  "totalCount",
  "total_count",
  "totalEstimate",
  "total_estimate",
  "totalResults",
  "total_results",
  "totalHits",
  "complete",
  "isComplete",
  "is_complete",
  "hasMore",
  "has_more",
  "hasNextPage",
  "has_next_page",
  "truncated",
  "isTruncated",
  "is_truncated",
  "wasTruncated",
  "nextCursor",
  "next_cursor",
  "cursor",
  "nextPageToken",
  "next_page_token",
  "nextOffset",
  "next_offset",
  "omitted",
];

/** Spellings beyond the list: `totalMatches`, `total_files`, `hasMoreResults`, `resultsTruncated`, `nextPage`, a `truncation` or `pagination` block, GraphQL's `pageInfo`. */
const COMPLETENESS_PATTERN = /^(total[A-Z_]\w*|\w+Total|\w+_total|has_?[Mm]ore\w*|can_?[Ll]oad_?[Mm]ore\w*|has_?[Nn]ext\w*|\w*[Tt]runcated|is_?[Pp]artial|partial|limit_?[Rr]eached|\w*[Oo]mitted\w*|remaining(Count)?|more(Available|Results)?|next_?(Page|page|Token|token|Offset|offset|Cursor|cursor)\w*|truncation\w*|pagination|page_?[Ii]nfo)$/;

export function isCompletenessKey(key: string, keys: ReadonlySet<string>): boolean {
  // Every continuation no-ignored-cursor follows counts as one here too.
  if (CONTINUATION_KEYS.has(key)) return true;
  // `totalSize`, `totalTokens`, `total_ms`: totals of something other than items.
  return keys.has(key) || (COMPLETENESS_PATTERN.test(key) && !/(size|bytes|length|time|ms|duration|cost|tokens|chars|usage|price|amount)$/i.test(key));
}

/** Keys of a query's options that cap how many items come back. */
const BOUND_KEY = /^(MaxKeys|MaxResults|MaxItems|MaxRecords|Limit|PageSize|limit|maxResults|max_results|maxCount|max_count|maxItems|max_items|maxHits|max_hits|maxMatches|max_matches|topK|top_k|topN|top_n|k|first|per_page|perPage|pageSize|page_size|numResults|num_results|n_results|nResults|take|maxDocs|max_docs)$/;
/** Command-line forms of a cap: ripgrep's `--max-count`/`-m`, `head -n`, SQL `LIMIT`. */
const FLAG_WITH_VALUE = /^(--max-count|-m|--max-results|--max-matches|--limit|-n)$/;
const CAP_IN_TEXT = /(--max-count|--max-results|--max-matches)[= ](\d+|\$)|\|\s*head\b|\bhead\s+-n?\s*\d|\bLIMIT\s+(\d+|\$|\?)/i;
/** Calls whose arguments say what to fetch (inputs), not what the result holds. */
/** `paginatedResponse("results", items, { total, has_more })`, `buildToolResult(…)`: what it is handed is the answer, not a request. */
const RESULT_BUILDER = /^(paginated|make|build|create|to|format|wrap|json|text|with)\w*(Response|Result|Reply|Envelope)$/i;
const QUERY_CALL = /search|query|find|list|fetch|get|load|read|exec|spawn|run|rg$|^rg|grep|glob|request|call|invoke|select|scan|lookup|retrieve|similarity|paginate|page|walk|collect|execute|http|^filter[A-Z]|browse|discover|recommend|suggest/i;
/** Text that tells the model how to get the rest. */
const CONTINUATION_TEXT = /\boffset\b|\bcursor\b|next page|\bpage\s*[=:]|\bpage \d|\bnarrow\b|\brefine\b|more specific|increase (the )?\w*\s*limit|(raise|pass|set) (a |the )?(higher |larger )?\w*\s*(limit|max\w*)|to see (more|the rest|all)|to get (more|the rest)|call (it |this tool )?again|use \W?\w+\W? to (see|get|read|list)/i;
/** Text around a count that makes it a total: "20 of 137", "137 found", "12 more", "omitted". */
const TOTAL_TEXT = /\bof\s*$|\/\s*$|^\s*(\S+\s+){0,3}(total|more|remaining|omitted|others?|additional|hidden|not shown|left out|skipped|truncated|were cut|found)\b|\btotal\s*:?\s*$|\bfound\s*$|\band\s*$/i;
/** "found" beside a count: `Found ${n} results`, `${n} found`. */
const FOUND_BEFORE = /\bfound\s*$/i;
const FOUND_AFTER = /^(\s*\S+){0,3}?\s*found\b/i;
const COUNT_NAME = /^(total\w*|\w*Total|\w*Count|count|num\w+|n[A-Z]\w*|all\w*|full\w*|rest|remaining\w*|hidden\w*|omitted\w*|skipped\w*|left\w*|more\w*|extra\w*|\w*(Remaining|Hidden|Omitted|Skipped|Rest))$/;

export type BoundHow = "slice" | "query" | "flag" | "loop" | "first" | "page" | "graphql";

export interface CollectionBound {
  how: BoundHow;
  /** The node that bounds: the `.slice(…)` call, the `limit:` property, the flag string, the `break`'s `if`. */
  node: Node;
  /** The cap itself, when it is an expression. */
  cap?: Node;
  /** The cap is a default that applies when the caller gives none (`limit ?? 50`). */
  isDefault: boolean;
  /** For a slice: the whole array before the cut, so its length is the total. */
  full?: Node;
  /** For a query: the call whose options hold the cap. */
  call?: TSESTree.CallExpression | TSESTree.NewExpression;
  /** For a GraphQL text: the count it asks for (`first: 10`), and the line it is on. */
  count?: { n: number; line: number };
}

export interface ResultFacts {
  bounds: CollectionBound[];
  /** Completeness spellings found among the result's keys. */
  keys: Set<string>;
  /** A string in the result tells the model the total or how to get the rest. */
  textStates: boolean;
  /** The cutter or the result store built (part of) the result. */
  byContract: boolean;
  /** The result holds a collection: an array, text joined from one, a serialized array. */
  collection: boolean;
  /** Keys that look like a total but count only what is shown beside them (`totalResults: results.length`). */
  shownCounts: string[];
}

export interface CompletenessContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  program: TSESTree.Program;
  types: TypeInfo | undefined;
  keys: ReadonlySet<string>;
  isSanitizerCall: (callee: Node) => boolean;
  cutterModules: ReadonlySet<string>;
  /** The tool is an MCP handler (its result is a CallToolResult). */
  mcp?: boolean;
}

type Mode = "result" | "input";

interface Walk {
  ctx: CompletenessContext;
  tool: FunctionNode;
  facts: ResultFacts;
  seen: Set<Node>;
  /** Parameters of same-file helpers being followed, bound to the call's arguments. */
  params: Map<string, Node>;
  /** Counts mentioned in result text, checked against the bounded collections at the end. */
  counted: { node: Node; around: string }[];
  /** An MCP tool: only `content` and `structuredContent` of its result reach the model. */
  mcp: boolean;
  /** Variables whose value was found bounded: their `.length` is the kept count, not a total. */
  boundedNames: Set<string>;
  /** Variables already followed, by mode: a name read in many places is followed once. */
  followed: Map<unknown, Set<Mode>>;
}

const MAX_DEPTH = 16;

function isMin(n: Node | undefined): n is TSESTree.CallExpression {
  return n?.type === AST_NODE_TYPES.CallExpression && calleeName(n.callee) === "min";
}

/** `Math.min(a, b)` itself, or held in a const (`const perPage = Math.min(args.per_page, MAX)`). */
function minCall(n: Node, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression | undefined {
  if (isMin(n)) return n;
  const init = n.type === AST_NODE_TYPES.Identifier ? initOfConst(n, sourceCode) : undefined;
  return isMin(init) ? init : undefined;
}

/** `cap` if a bound caps what comes back, `default` if the caller may override it, else nothing. */
export function capKind(node: Node, tool: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>, params?: ReadonlyMap<string, Node>): "cap" | "default" | undefined {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier && params?.has(n.name)) return capKind(params.get(n.name) as Node, tool, sourceCode);
  // `Number.MAX_SAFE_INTEGER`, `Infinity`: "all of them", spelled as a number.
  if (/^(Infinity|MAX_SAFE_INTEGER|MAX_VALUE|POSITIVE_INFINITY)$/.test((n.type === AST_NODE_TYPES.Identifier ? n.name : memberName(n)) ?? "")) return undefined;
  const ctx: BoundContext = { sourceCode, toolFunctions: [tool], minimum: 2 };
  // `const max = this.params.max ?? DEFAULT_MAX`: the const says what the default is.
  if (n.type === AST_NODE_TYPES.Identifier) {
    const init = initOfConst(n, sourceCode);
    // `const perPage = Math.min(args.per_page, MAX_PER_PAGE)`: the same bound, named.
    if ((init?.type === AST_NODE_TYPES.LogicalExpression && (init.operator === "??" || init.operator === "||")) || init?.type === AST_NODE_TYPES.ConditionalExpression || isMin(init)) {
      const viaInit = capKind(init, tool, sourceCode, params);
      if (viaInit) return viaInit;
    }
  }
  if (n.type === AST_NODE_TYPES.LogicalExpression && (n.operator === "??" || n.operator === "||")) {
    const left = classifyBound(n.left, ctx);
    const right = classifyBound(n.right, ctx);
    if (left === "window" && right === "cap") return "default";
  }
  // `typeof args.max === "number" ? args.max : 10`: the caller's value when given, else ours.
  if (n.type === AST_NODE_TYPES.ConditionalExpression) {
    const given = classifyBound(n.consequent, ctx);
    const otherwise = classifyBound(n.alternate, ctx);
    if ((given === "window" && otherwise === "cap") || (given === "cap" && otherwise === "window")) return "default";
  }
  // `Math.min(args.limit ?? 50, MAX)`: the smaller of the two binds, and MAX is ours.
  if (isMin(n)) {
    const kinds = n.arguments.map((a) => capKind(a, tool, sourceCode, params));
    if (kinds.includes("cap")) return "cap";
    if (kinds.includes("default")) return "default";
  }
  const kind = classifyBound(n, ctx);
  if (kind === "cap") return "cap";
  if (kind === "window" && n.type === AST_NODE_TYPES.Identifier && defaultOf(n, sourceCode) !== undefined) return "default";
  // The tool's own input schema fills it in when the model gives none: `limit: z.number().default(10)`.
  if (kind === "window") {
    const name = n.type === AST_NODE_TYPES.Identifier ? n.name : memberName(n);
    if (name !== undefined && schemaDefault(tool, name) !== undefined) return "default";
  }
  return undefined;
}

/** The schema objects a tool is registered with: MCP's shape argument, `inputSchema`/`parameters`/`schema`. */
/** `inputSchema: SearchInput` with `const SearchInput = z.object({…})` in the same file. */
function schemaVariable(node: Node): Node[] {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.Identifier) return [];
  let scope: Node | undefined = n.parent;
  while (scope && scope.type !== AST_NODE_TYPES.Program) scope = scope.parent;
  if (scope?.type !== AST_NODE_TYPES.Program) return [];
  for (const statement of scope.body) {
    const decl = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
    if (decl?.type !== AST_NODE_TYPES.VariableDeclaration) continue;
    for (const d of decl.declarations) if (d.id.type === AST_NODE_TYPES.Identifier && d.id.name === n.name && d.init) return [d.init];
  }
  return [];
}

function schemaObjects(tool: FunctionNode): Node[] {
  const out: Node[] = [];
  let call: Node | undefined = tool.parent;
  let objects: Node[] = [];
  if (call.type === AST_NODE_TYPES.Property) {
    // `{ name, inputSchema, execute: async (…) => … }`: a plain tool object holds its own schema.
    objects = [call.parent];
    call = call.parent.parent;
  }
  if (call?.type === AST_NODE_TYPES.CallExpression || call?.type === AST_NODE_TYPES.NewExpression) objects = call.arguments;
  // `(client, args: z.infer<typeof topStoriesSchema>)`: the schema the input was parsed with.
  for (const schema of [...inferredSchemas(tool), ...parsedSchemas(tool)]) out.push(...schemaVariable(schema));
  for (const a of objects) {
    if (a.type !== AST_NODE_TYPES.ObjectExpression) continue;
    out.push(a);
    for (const key of ["inputSchema", "parameters", "schema", "argsSchema", "input_schema"]) {
      const p = a.properties.find((x): x is TSESTree.Property => x.type === AST_NODE_TYPES.Property && keyName(x) === key);
      if (p) out.push(p.value, ...schemaVariable(p.value));
    }
  }
  return out;
}

const STATED_DEFAULT = /\bdefaults?(?:\s+(?:is|to|of))?\s*[:=]?\s*(\d+)\b/i;

/**
 * The number a description states as a default (`"Items per page (default 10)"` → `10`); with
 * `name`, the tool's description stating it on the argument's own line
 * (`- limit (number): Maximum chats to return (1-100, default: 20)`).
 */
export function statedDefault(n: Node, name?: string, wholeText = true): string | undefined {
  const text = n.type === AST_NODE_TYPES.Literal && typeof n.value === "string" ? n.value : n.type === AST_NODE_TYPES.TemplateLiteral ? n.quasis.map((q) => q.value.cooked ?? "").join("") : undefined;
  if (text === undefined) return undefined;
  if (name !== undefined) {
    const own = new RegExp(`(^|[^\\w.])${name.replaceAll("$", "\\$")}\\b`);
    for (const line of text.split("\n")) {
      const stated = own.test(line) ? STATED_DEFAULT.exec(line)?.[1] : undefined;
      if (stated !== undefined) return stated;
    }
  }
  // An argument's own `.describe(…)` speaks of that argument alone; a tool's description does not.
  return wholeText && n.type === AST_NODE_TYPES.Literal ? STATED_DEFAULT.exec(text)?.[1] : undefined;
}

/**
 * A count's default as a schema writes it: `10`, or a constant (`DEFAULT_LIMIT`,
 * `DEFAULT_PAGINATION.LIMIT`, imported or not) whose number lives elsewhere; the key is already a count's.
 */
function defaultCount(value: Node): boolean {
  const n = unwrap(value);
  const number = literalNumber(n);
  if (number !== undefined) return number >= 2;
  const name = n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression && !n.computed ? dottedName(n) : undefined;
  return name !== undefined && name !== "undefined" && !/(^|\.)(Infinity|MAX_SAFE_INTEGER|MAX_VALUE|POSITIVE_INFINITY)$/.test(name);
}

/**
 * `.transform((v) => v ?? 10)`, `.transform((v) => (v === undefined || v <= 0 ? DEFAULT_LIMIT : v))`:
 * a transform that fills in a count when the model gives none.
 */
function transformedDefault(fn: Node | undefined): Node | undefined {
  if (!fn || !isFunction(fn) || fn.params[0]?.type !== AST_NODE_TYPES.Identifier) return undefined;
  const given = fn.params[0].name;
  const body = fn.body.type === AST_NODE_TYPES.BlockStatement ? returnedValues(fn) : [fn.body];
  for (const r of body) {
    const v = unwrap(r);
    if (v.type === AST_NODE_TYPES.LogicalExpression && (v.operator === "??" || v.operator === "||") && unwrap(v.left).type === AST_NODE_TYPES.Identifier && (unwrap(v.left) as TSESTree.Identifier).name === given && defaultCount(v.right)) return v.right;
    // The branch taken when the value is missing: `v === undefined ? D : …`, `!v ? D : …`, `v == null ? D : …`.
    if (v.type === AST_NODE_TYPES.ConditionalExpression && absenceTest(v.test, given) && defaultCount(v.consequent)) return v.consequent;
  }
  return undefined;
}

/**
 * How a message names a count written as a constant: its number when this file declares it
 * (`DEFAULT_LIMIT = 10`, `LOCAL.LIMIT` of `const LOCAL = { LIMIT: 10 }`), else its name in code
 * (`PAGES.LIMIT`, imported).
 */
export function constantCount(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.Identifier && !(n.type === AST_NODE_TYPES.MemberExpression && !n.computed)) return undefined;
  let value: Node | undefined;
  if (n.type === AST_NODE_TYPES.Identifier) value = constInit(n, sourceCode);
  else {
    const holder = constInit(n.object, sourceCode);
    const key = memberName(n);
    value = holder && unwrap(holder).type === AST_NODE_TYPES.ObjectExpression && key !== undefined ? propertyOf(unwrap(holder) as TSESTree.ObjectExpression, key)?.value : undefined;
  }
  const number = value && literalNumber(value);
  if (number !== undefined) return String(number);
  return /^[A-Z][A-Z0-9_]*$/.test((n.type === AST_NODE_TYPES.Identifier ? n.name : memberName(n)) ?? "") ? `\`${sourceCode.getText(n)}\`` : undefined;
}

/** `name: z.number().default(10)` (or `{ default: 10 }` in JSON Schema, or a description that states one) in the tool's input schema. */
export function schemaDefault(tool: FunctionNode, name: string): Node | undefined {
  let found: Node | undefined;
  for (const schema of schemaObjects(tool)) {
    walk(schema, (n) => {
      if (found || n.type !== AST_NODE_TYPES.Property || keyName(n) !== name) return;
      walk(n.value, (m) => {
        if (found) return;
        if (m.type === AST_NODE_TYPES.CallExpression && calleeName(m.callee) === "default" && m.arguments[0] && defaultCount(m.arguments[0])) found = m.arguments[0];
        if (m.type === AST_NODE_TYPES.Property && keyName(m) === "default" && defaultCount(m.value)) found = m.value;
        if (m.type === AST_NODE_TYPES.CallExpression && calleeName(m.callee) === "transform") found = transformedDefault(m.arguments[0]);
        // `.describe("Results per page (default 10)")`: a default the schema states, which the API applies.
        if (m.type === AST_NODE_TYPES.Literal && typeof m.value === "string" && Number(STATED_DEFAULT.exec(m.value)?.[1] ?? 0) >= 2) found = m;
      });
    });
    // The registration's own description, when it lists the arguments with their defaults.
    const description = !found && schema.type === AST_NODE_TYPES.ObjectExpression ? propertyOf(schema, "description")?.value : undefined;
    if (description && Number(statedDefault(description, name, false) ?? 0) >= 2) found = description;
  }
  return found;
}

/** What a default cap comes to when the caller gives none: `50` of `limit ?? 50`, a schema's `.default(10)`. */
export function defaultValueOf(cap: Node, tool: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  const n = unwrap(cap);
  if (n.type === AST_NODE_TYPES.LogicalExpression) return n.right;
  const init = n.type === AST_NODE_TYPES.Identifier ? initOfConst(n, sourceCode) : undefined;
  if (init?.type === AST_NODE_TYPES.LogicalExpression && (init.operator === "??" || init.operator === "||")) return init.right;
  const choice = n.type === AST_NODE_TYPES.ConditionalExpression ? n : init?.type === AST_NODE_TYPES.ConditionalExpression ? init : undefined;
  if (choice) return literalNumber(choice.alternate) !== undefined ? choice.alternate : literalNumber(choice.consequent) !== undefined ? choice.consequent : undefined;
  const min = minCall(n, sourceCode);
  if (min) {
    for (const a of min.arguments) {
      const d = defaultValueOf(a, tool, sourceCode);
      if (d) return d;
    }
    return undefined;
  }
  if (n.type === AST_NODE_TYPES.Identifier) {
    const d = defaultOf(n, sourceCode);
    if (d) return d;
    return schemaDefault(tool, n.name);
  }
  const name = memberName(n);
  return name === undefined ? undefined : schemaDefault(tool, name);
}

/** `perPage` of `const perPage = Math.min(args.per_page, MAX_PER_PAGE)`: the argument that is ours, to name the cap by. */
export function clampOf(cap: Node, tool: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  return minCall(unwrap(cap), sourceCode)?.arguments.find((a) => a.type !== AST_NODE_TYPES.SpreadElement && capKind(a, tool, sourceCode) === "cap");
}

/** A `const`'s initializer, unwrapped (`await`, casts): the shared reader, which also refuses reassigned names. */
function initOfConst(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  const init = constInit(node, sourceCode);
  return init ? unwrap(init) : undefined;
}


/** The default value of a destructured parameter or option: `{ limit = 50 }`. */
function defaultOf(id: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  const def = ASTUtils.findVariable(sourceCode.getScope(id), id.name)?.defs[0];
  const name = def?.name;
  const p = name?.parent;
  return p?.type === AST_NODE_TYPES.AssignmentPattern && p.left === name ? p.right : undefined;
}

function isArrayLike(node: Node, w: Walk, depth = 0): boolean {
  const kind = w.ctx.types?.valueKind(node);
  if (kind === "string" || kind === "bytes") return false;
  if (kind === "array" || kind === "string-array") return true;
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.ArrayExpression) return true;
  if (n.type === AST_NODE_TYPES.CallExpression) {
    const name = calleeName(n.callee);
    if (name !== undefined && /^(map|filter|flatMap|flat|sort|toSorted|reverse|concat|entries|keys|values|from|split|matchAll|readdir|readdirSync|glob|globSync)$/.test(name)) return name !== "split" || !isNewlineSplit(n);
    // `findDocs(q)`, `listFiles(dir)`, `searchAll(q)`: a query named for several things.
    if (name !== undefined && /^(find|search|list|query|fetch|get|load|retrieve|collect|scan|glob)[A-Z]\w*(s|All|Results|List)$/.test(name) && !/(Status|Settings|Options|Stats|Contents|Details|Args|Params|Props)$/.test(name)) return true;
  }
  if (isTextLike(n, w)) return false;
  if (checkedArray(n, w.ctx.sourceCode)) return true;
  // `const tagged = (await byTag(t)).sort(…)`: what the variable was made from.
  if (n.type === AST_NODE_TYPES.Identifier && depth < 3) {
    const def = variableOf(n, w)?.defs[0];
    // `const boards: Board[] = …`, `(await res.json()) as Board[]`: declared a list.
    if (def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && (arrayType(def.node.id.typeAnnotation?.typeAnnotation) || (def.node.init?.type === AST_NODE_TYPES.TSAsExpression && arrayType(def.node.init.typeAnnotation)))) return true;
    const init = def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.id.type === AST_NODE_TYPES.Identifier ? def.node.init : null;
    if (init && isArrayLike(init, w, depth + 1)) return true;
  }
  const name = n.type === AST_NODE_TYPES.Identifier ? n.name : memberName(n);
  if (name === undefined) return false;
  if (/text|content|output|stdout|stderr|body|html|markdown|message|str|string|source|code|buffer|data$|line$|^lines$|Lines$|log$|diff|patch/i.test(name)) return false;
  return /[a-z](s|List|Array|Items|Entries|Results|Hits|Matches|Paths|Files|Rows|Records|Docs|Documents)$/.test(name) && !/(ss|us|is|Status|Progress|Options|Settings|Args|Params|Props|Headers|Bytes|Chars|Tokens|Ms|Seconds)$/.test(name);
}

function arrayType(t: TSESTree.TypeNode | undefined): boolean {
  if (!t) return false;
  if (t.type === AST_NODE_TYPES.TSArrayType) return true;
  return t.type === AST_NODE_TYPES.TSTypeReference && t.typeName.type === AST_NODE_TYPES.Identifier && /^(Readonly)?Array$/.test(t.typeName.name);
}

/** `Array.isArray(data) ? data.slice(0, limit) : data`: a value the code has just checked is a list. */
function checkedArray(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const subject = sourceCode.getText(node);
  const checks = (test: Node): boolean => {
    const t = unwrap(test);
    if (t.type === AST_NODE_TYPES.LogicalExpression && t.operator === "&&") return checks(t.left) || checks(t.right);
    return t.type === AST_NODE_TYPES.CallExpression && dottedName(t.callee) === "Array.isArray" && t.arguments[0] !== undefined && sourceCode.getText(t.arguments[0]) === subject;
  };
  let child: Node = node;
  for (let p = node.parent; p && !isFunction(p); child = p, p = p.parent) {
    if ((p.type === AST_NODE_TYPES.ConditionalExpression || p.type === AST_NODE_TYPES.IfStatement) && p.consequent === child && checks(p.test)) return true;
    if (p.type === AST_NODE_TYPES.LogicalExpression && p.operator === "&&" && p.right === child && checks(p.left)) return true;
  }
  return false;
}

/** Visibly a string: `: string`, `.join(…)`, `.toString()`, a template, `String(…)`, `readFile(…, "utf8")`. */
function isTextLike(node: Node, w: Walk, depth = 0): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.TemplateLiteral) return true;
  if (n.type === AST_NODE_TYPES.CallExpression) {
    const name = calleeName(n.callee) ?? "";
    return /^(join|toString|trim|trimEnd|trimStart|String|readFileSync|readFile|text|stringify|replace|replaceAll|toLowerCase|toUpperCase|padEnd|padStart)$/.test(name) && !(name === "readFile" && n.arguments.length < 2);
  }
  if (n.type !== AST_NODE_TYPES.Identifier || depth > 2) return false;
  const def = variableOf(n, w)?.defs[0];
  if (def?.type !== DefinitionType.Variable || def.node.type !== AST_NODE_TYPES.VariableDeclarator || def.node.id.type !== AST_NODE_TYPES.Identifier) return false;
  const annotation = def.node.id.typeAnnotation?.typeAnnotation;
  if (annotation?.type === AST_NODE_TYPES.TSStringKeyword) return true;
  return def.node.init !== null && isTextLike(def.node.init, w, depth + 1);
}

function isLines(node: Node, w: Walk): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.CallExpression) return calleeName(n.callee) === "split" && isNewlineSplit(n);
  if (n.type !== AST_NODE_TYPES.Identifier) return false;
  if (/^lines$|Lines$/.test(n.name)) return true;
  const def = variableOf(n, w)?.defs[0];
  const init = def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator ? def.node.init : null;
  return init !== null && init !== undefined && unwrap(init).type === AST_NODE_TYPES.CallExpression && isLines(init, w);
}

function isNewlineSplit(call: TSESTree.CallExpression): boolean {
  const arg = call.arguments[0];
  const s = arg ? stringValue(arg) : undefined;
  if (s !== undefined) return s.includes("\n");
  return arg?.type === AST_NODE_TYPES.Literal && "regex" in arg && /\\n/.test(arg.regex.pattern);
}

function literalNumber(node: Node | undefined): number | undefined {
  if (!node) return undefined;
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal && typeof n.value === "number") return n.value;
  if (n.type === AST_NODE_TYPES.UnaryExpression && n.operator === "-" && n.argument.type === AST_NODE_TYPES.Literal && typeof n.argument.value === "number") return -n.argument.value;
  return undefined;
}

/** `xs.slice(0, N)` / `xs.slice(-N)` of an array, with N a cap. */
function sliceBound(call: TSESTree.CallExpression, w: Walk): CollectionBound | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "slice") return undefined;
  const [start, end] = call.arguments;
  if (!start || start.type === AST_NODE_TYPES.SpreadElement || end?.type === AST_NODE_TYPES.SpreadElement) return undefined;
  let cap: Node | undefined;
  if (end && literalNumber(start) === 0) cap = end;
  else if (!end && (literalNumber(start) ?? 0) < 0) cap = start;
  else if (!end && start.type === AST_NODE_TYPES.UnaryExpression && start.operator === "-") cap = start.argument;
  // A cut of lines split from text is a text cut: no-positional-cut's, not a collection's bound;
  // so is a cut whose limit is counted in characters or bytes.
  if (!cap || isLines(callee.object, w) || !isArrayLike(callee.object, w)) return undefined;
  if (/chars|bytes|length|len$|size/i.test(w.ctx.sourceCode.getText(cap))) return undefined;
  const kind = capKind(cap, w.tool, w.ctx.sourceCode, w.params);
  if (!kind) return undefined;
  return { how: "slice", node: call, cap: cap.type === AST_NODE_TYPES.UnaryExpression ? cap.argument : cap, isDefault: kind === "default", full: callee.object };
}

/** Searches that take their result count as a plain argument: `similaritySearch(query, 4)`. */
const COUNTED_SEARCH = /search|retriev|similarity|query|nearest|topK|fetch\w*Results/i;
/** Names of a result count passed by position: `limit`, `maxResults`, `perPage`, `topK`. */
const COUNT_ARG = /^(limit|max_?(results|count|items|hits|matches|docs)|per_?page|perPage|page_?size|pageSize|top_?[kKnN]|num_?results|numResults|n_?results|nResults)$/i;
/** Parameter names that are not a result count, when the checker gives them. */
const NOT_A_COUNT = /timeout|depth|context|retries|delay|ms$|seconds|level|indent|width|score|threshold|temperature|offset|page/i;

/** Arguments that page (paging.ts's list): with one of these the limit is a page size, and the code reads on. */
const PAGING_KEY = CURSOR_ARG;
/** Cursors an API hands out and takes back, unlike a page number or offset the caller can count. */
const OPAQUE_CURSOR_KEY = /^(cursor|after|pageToken|page_token|nextPageToken|next_page_token|starting_after|startingAfter|start_cursor|startCursor|continuationToken|continuation_token|nextToken|next_token)$/;

/**
 * A cursor or offset the code moves itself (`cursor: next`, `offset: seen`): it reads page after
 * page. Not the model's own (`offset: args.offset`, `page`): that is one page of the caller's
 * choosing, which says nothing of whether more follow.
 */
function pagesOn(p: TSESTree.ObjectLiteralElement, w: Walk): boolean {
  if (p.type !== AST_NODE_TYPES.Property || !PAGING_KEY.test(keyName(p) ?? "")) return false;
  // `let next = cursor; do { …({ cursor: next }); next = res.next } while (next)`: moved by the code.
  const value = unwrap(p.value);
  if (value.type === AST_NODE_TYPES.Identifier && movedByCode(value, w)) return true;
  return classifyBound(p.value, { sourceCode: w.ctx.sourceCode, toolFunctions: [w.tool], minimum: 0 }) !== "window" || readsPageState(w);
}

/** A variable the code writes again after it is made (`offset += limit`, `next = res.next`). */
function movedByCode(id: TSESTree.Identifier, w: Walk): boolean {
  // `const { page = 1 } = args` writes `page` twice at its declaration (the default, the value): one making.
  const v = variableOf(id, w);
  const declared = new Set<Node>(v?.defs.map((d) => d.name));
  return (v?.references.filter((r) => r.isWrite() && !declared.has(r.identifier)).length ?? 0) > 0;
}

/** Whether the tool reads whether more pages exist anywhere (`res.data.nextPageToken`): it pages on, or says so. */
function readsPageState(w: Walk): boolean {
  const known = pageStateRead.get(w.tool);
  if (known !== undefined) return known;
  let paged = false;
  walk(w.tool.body, (n) => {
    if (paged) return;
    if (n.type === AST_NODE_TYPES.MemberExpression && pageState(memberName(n))) paged = true;
    else if (n.type === AST_NODE_TYPES.Property && pageState(keyName(n))) paged = true;
  });
  pageStateRead.set(w.tool, paged);
  return paged;
}
const pageStateRead = new WeakMap<FunctionNode, boolean>();

/** Options that page (a cursor beside the limit), or that go to a call that reads every page or whose query asks whether more exist. */
function pagingOptions(object: TSESTree.ObjectExpression, w: Walk): boolean {
  if (object.properties.some((p) => pagesOn(p, w))) return true;
  const call = object.parent;
  return (call.type === AST_NODE_TYPES.CallExpression || call.type === AST_NODE_TYPES.NewExpression) && (/paginate|iterate|all$|All$/i.test(calleeName(call.callee) ?? "") || selectsPageState(call, w) || takesCursorBack(object, call, w));
}

/**
 * `service.listNotes(id, { limit, after: params.after })`, its answer handed on whole: an API that
 * takes a cursor answers with the next one.
 */
function takesCursorBack(options: TSESTree.ObjectExpression, call: TSESTree.CallExpression | TSESTree.NewExpression, w: Walk): boolean {
  if (!options.properties.some((p) => p.type === AST_NODE_TYPES.Property && OPAQUE_CURSOR_KEY.test(keyName(p) ?? "")) || !answerKeepsState(call, w.ctx.sourceCode)) return false;
  // A GraphQL request answers with what its text selects: the cursor only when it asks for it.
  const texts = requestTexts(call, w);
  return !texts.some((t) => /\b(query|mutation)\b[^{]*\{/.test(t)) || texts.some((t) => GRAPHQL_STATES.test(t));
}

/**
 * `client.query(gql\`… issues(first: $first) { pageInfo { hasNextPage endCursor } nodes { … } }\`, { first })`:
 * a GraphQL request (its text inline or a const of this file) whose answer says whether more exist.
 */
function selectsPageState(call: TSESTree.CallExpression | TSESTree.NewExpression, w: Walk): boolean {
  return answerKeepsState(call, w.ctx.sourceCode) && requestTexts(call, w).some((t) => GRAPHQL_STATES.test(t));
}

/** The text of each string or template a request is sent with, inline or a const of this file (a GraphQL query). */
function requestTexts(call: TSESTree.CallExpression | TSESTree.NewExpression, w: Walk): string[] {
  const out: string[] = [];
  for (const arg of call.arguments) {
    const a = unwrap(arg);
    const t = a.type === AST_NODE_TYPES.Identifier ? initOfConst(a, w.ctx.sourceCode) : a;
    if (t !== undefined && (t.type === AST_NODE_TYPES.TemplateLiteral || t.type === AST_NODE_TYPES.TaggedTemplateExpression || (t.type === AST_NODE_TYPES.Literal && typeof t.value === "string"))) out.push(w.ctx.sourceCode.getText(t));
  }
  return out;
}

/** Schema builders (zod, valibot, yup, Joi, TypeBox): `z.object({ limit: … })` describes input. */
const SCHEMA_BUILDER = /^(z|zod|v|valibot|yup|Joi|joi|Type|t|S)\.(object|strictObject|looseObject|shape|record|array|Object|struct)$/;

/** `search(q, { limit: 20 })`: a query told to return at most a cap. */
function queryBounds(call: TSESTree.CallExpression | TSESTree.NewExpression, w: Walk): CollectionBound[] {
  const out: CollectionBound[] = [];
  // `octokit.paginate(…, { per_page: 100 })`, `api.search({ q, cursor, limit: 100 })`: pages read to the end.
  if (/paginate|iterate|all$|All$/i.test(calleeName(call.callee) ?? "")) return out;
  // `const request = { query, numResults: n || 10 }; exa.request(url, "POST", request)`: options built first.
  const args = call.arguments.map((arg) => {
    const a = unwrap(arg);
    const init = a.type === AST_NODE_TYPES.Identifier ? initOfConst(a, w.ctx.sourceCode) : undefined;
    return init?.type === AST_NODE_TYPES.ObjectExpression ? init : a;
  });
  if (args.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && a.properties.some((p) => pagesOn(p, w)))) return out;
  if (args.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && takesCursorBack(a, call, w))) return out;
  // `client.query(gql\`… issues(first: $first) { pageInfo { hasNextPage endCursor } nodes { … } }\`, { first })`:
  // the answer says whether more exist.
  if (selectsPageState(call, w)) return out;
  // `query(start, offset, limit)` with `offset += limit` in the loop around it: pages read to the end.
  if (args.some((a) => a.type === AST_NODE_TYPES.Identifier && CURSOR_ARG.test(a.name) && movedByCode(a, w))) return out;
  const name = calleeName(call.callee) ?? "";
  if (COUNTED_SEARCH.test(name)) {
    call.arguments.forEach((arg, i) => {
      if (i === 0 || (literalNumber(arg) ?? 0) < 2) return;
      const decl = w.ctx.types?.functionDeclaration(call.callee);
      const param = decl?.parameters[i]?.name.getText();
      if (param !== undefined && NOT_A_COUNT.test(param)) return;
      out.push({ how: "query", node: arg, cap: arg, isDefault: false, call });
    });
  }
  // `getRecentActivities(token, perPage)`: a cap handed over by position, known by its name.
  // `searchCompanies(term, params.limit || 10)`: the model's value or ours.
  for (const a of args) {
    if (!namesCount(a, (name) => COUNT_ARG.test(name))) continue;
    const kind = capKind(a, w.tool, w.ctx.sourceCode, w.params);
    if (kind) out.push({ how: "query", node: a, cap: a, isDefault: kind === "default", call });
  }
  for (const a of args) {
    if (a.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of a.properties) {
        if (p.type !== AST_NODE_TYPES.Property) continue;
        const key = keyName(p);
        // `braveSearch.imageSearch(q, { count })`: a search's `count` is how many to send back.
        if (key === undefined || !(BOUND_KEY.test(key) || (key === "count" && COUNTED_SEARCH.test(name)))) continue;
        const value = p.shorthand ? p.key : p.value;
        if (literalNumber(value) !== undefined && (literalNumber(value) ?? 0) < 2) continue;
        const kind = capKind(value, w.tool, w.ctx.sourceCode, w.params);
        if (kind) out.push({ how: "query", node: p, cap: value, isDefault: kind === "default", call });
      }
    } else if (a.type === AST_NODE_TYPES.ArrayExpression) {
      out.push(...flagBounds(a, w));
    } else {
      const bound = textBound(a, w) ?? graphqlBound(a, w);
      if (bound) out.push({ ...bound, call });
    }
  }
  return out;
}

/**
 * `return toJsonResult({ photos: items.map(compact), page, per_page: perPage })`: the object a returned
 * call wraps holds the items themselves, so it is the answer, and its `per_page` an echo, not a request.
 */
function resultEnvelope(object: TSESTree.ObjectExpression, call: TSESTree.CallExpression | TSESTree.NewExpression, tool: FunctionNode): boolean {
  let top: Node = call;
  while (top.parent && (top.parent.type === AST_NODE_TYPES.AwaitExpression || top.parent.type === AST_NODE_TYPES.TSAsExpression)) top = top.parent;
  // Returned by the tool itself: not a callback's request inside it (`(token) => render({ maxResults, dirs: dirs.map(…) })`).
  const returned = (top.parent?.type === AST_NODE_TYPES.ReturnStatement && enclosingFunctionOf(top.parent) === tool) || (top.parent === tool && tool.body === top);
  if (!returned) return false;
  return object.properties.some((p) => {
    if (p.type !== AST_NODE_TYPES.Property) return false;
    const v = unwrap(p.value);
    return v.type === AST_NODE_TYPES.ArrayExpression || (v.type === AST_NODE_TYPES.CallExpression && /^(map|flatMap|filter|slice)$/.test(calleeName(v.callee) ?? ""));
  });
}

/** `{ results, totalResults: results.length }`: a "total" that counts what the same object shows, no more. */
function countOfShown(p: TSESTree.Property, object: TSESTree.ObjectExpression): boolean {
  const v = unwrap(p.value);
  if (v.type !== AST_NODE_TYPES.MemberExpression || memberName(v) !== "length") return false;
  const counted = unwrap(v.object);
  if (counted.type !== AST_NODE_TYPES.Identifier) return false;
  // `matches: matches.map(view)` shows as many as it maps.
  const shows = (value: Node): boolean => {
    const u = unwrap(value);
    if (u.type === AST_NODE_TYPES.Identifier) return u.name === counted.name;
    return u.type === AST_NODE_TYPES.CallExpression && u.callee.type === AST_NODE_TYPES.MemberExpression && memberName(u.callee) === "map" && shows(u.callee.object);
  };
  return object.properties.some((q) => q !== p && q.type === AST_NODE_TYPES.Property && shows(q.value));
}

/** A GraphQL connection asked for a fixed count (`groups(first: 10) { nodes { … } }`). */
const GRAPHQL_COUNT = /\b(first|last)\s*:\s*(\d+)/g;
/** A selection that asks how many exist or whether more do: the answer can say so. */
const GRAPHQL_STATES = /\b(totalCount|pageInfo|hasNextPage|hasPreviousPage|endCursor)\b/;

/** The query text (inline or a const of this file) of a GraphQL request that asks for a fixed count and selects no page state. */
function graphqlBound(node: Node, w: Walk): CollectionBound | undefined {
  const arg = unwrap(node);
  const text = arg.type === AST_NODE_TYPES.Identifier ? initOfConst(arg, w.ctx.sourceCode) : arg;
  if (text?.type !== AST_NODE_TYPES.TemplateLiteral && !(text?.type === AST_NODE_TYPES.Literal && typeof text.value === "string")) return undefined;
  const raw = w.ctx.sourceCode.getText(text);
  // A mutation's answer confirms what it changed; its nested lists are no listing asked for.
  if (!/\b(edges|nodes)\b/.test(raw) || GRAPHQL_STATES.test(raw) || /^[`"'\s]*mutation\b/.test(raw)) return undefined;
  let best: RegExpExecArray | undefined;
  for (const m of raw.matchAll(GRAPHQL_COUNT)) if (Number(m[2]) >= 2 && (!best || Number(m[2]) > Number(best[2]))) best = m;
  if (!best) return undefined;
  const line = w.ctx.sourceCode.getLocFromIndex(text.range[0] + (best.index ?? 0)).line;
  return { how: "graphql", node: text, isDefault: false, count: { n: Number(best[2]), line } };
}

/** `["--max-count", "50", …]`: a command's own cap flag followed by its value. */
function flagBounds(array: TSESTree.ArrayExpression, w: Walk): CollectionBound[] {
  const out: CollectionBound[] = [];
  array.elements.forEach((e, i) => {
    if (!e || e.type === AST_NODE_TYPES.SpreadElement) return;
    const s = stringValue(e);
    if (s === undefined) {
      const inline = textBound(e, w);
      if (inline) out.push(inline);
      return;
    }
    const eq = /^(--max-count|--max-results|--max-matches)=(\d+)$/.exec(s);
    if (eq) {
      out.push({ how: "flag", node: e, isDefault: false });
      return;
    }
    if (!FLAG_WITH_VALUE.test(s) || s === "-n") return;
    const next = array.elements[i + 1];
    if (!next || next.type === AST_NODE_TYPES.SpreadElement) return;
    const value = numberInText(next);
    const literal = stringValue(value);
    const kind = literal !== undefined ? (Number(literal) >= 2 ? "cap" : undefined) : capKind(value, w.tool, w.ctx.sourceCode, w.params);
    if (kind) out.push({ how: "flag", node: e, cap: value, isDefault: kind === "default" });
  });
  return out;
}

/** `String(limit)`, `limit.toString()`, `` `${limit}` ``: the number a request's text is given. */
function numberInText(n: Node): Node {
  const u = unwrap(n);
  if (u.type === AST_NODE_TYPES.CallExpression && calleeName(u.callee) === "String" && u.arguments[0] && u.arguments[0].type !== AST_NODE_TYPES.SpreadElement) return numberInText(u.arguments[0]);
  if (u.type === AST_NODE_TYPES.CallExpression && u.arguments.length === 0 && u.callee.type === AST_NODE_TYPES.MemberExpression && memberName(u.callee) === "toString") return numberInText(u.callee.object);
  if (u.type === AST_NODE_TYPES.TemplateLiteral && u.expressions.length === 1 && u.quasis.every((q) => q.value.cooked === "")) return numberInText(u.expressions[0] as Node);
  return u;
}

/** A command or query string with `--max-count N`, `| head -n N` or `LIMIT N` in it. */
function textBound(node: Node, w: Walk): CollectionBound | undefined {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.TemplateLiteral) {
    for (let i = 0; i < n.quasis.length; i++) {
      const raw = n.quasis[i]?.value.cooked ?? "";
      // The text before `${…}` ends at the flag: the value follows it in the source, as `$`.
      if (!CAP_IN_TEXT.test(i < n.expressions.length ? `${raw}$` : raw)) continue;
      // `--max-count ${args.max}`: the value right after the flag decides whose cap it is.
      const value = /(--max-count|--max-results|--max-matches|head\s+-n|head\s+-|LIMIT)\s*=?\s*$/i.test(raw) ? n.expressions[i] : undefined;
      if (value) {
        const kind = capKind(value, w.tool, w.ctx.sourceCode, w.params);
        if (kind) return { how: "flag", node: n, cap: value, isDefault: kind === "default" };
        continue;
      }
      if (textCap(raw) >= 2) return { how: "flag", node: n, isDefault: false };
      if (SQL_LIMIT_PLACEHOLDER.test(raw)) return placeholderBound(n, w);
    }
    return undefined;
  }
  const s = stringValue(n);
  if (s !== undefined && CAP_IN_TEXT.test(s) && textCap(s) >= 2) return { how: "flag", node: n, isDefault: false };
  if (s !== undefined && SQL_LIMIT_PLACEHOLDER.test(s)) return placeholderBound(n, w);
  return undefined;
}

/**
 * `const sql = \`SELECT … LIMIT ?\``, `sql += " LIMIT ?"`: a statement held in a variable before it is
 * run. Only SQL: other text held aside may be what the result says, not a request.
 */
function heldStatement(n: Node, w: Walk): boolean {
  if (n.parent?.type !== AST_NODE_TYPES.VariableDeclarator && n.parent?.type !== AST_NODE_TYPES.AssignmentExpression) return false;
  return isSqlLimit(w.ctx.sourceCode.getText(n));
}

/** A SQL statement, or the tail of one, with a LIMIT. */
export function isSqlLimit(raw: string): boolean {
  return /\bLIMIT\b/i.test(raw) && (/\bSELECT\b/i.test(raw) || /^\W*(ORDER BY|LIMIT)\b/i.test(raw.trim()));
}

const SQL_LIMIT_PLACEHOLDER = /\bLIMIT\s+(\?|\$\d+|:\w+|@\w+)/i;

/**
 * `… LIMIT ?` run with `stmt.all(username, limit)`, `args: [q, limit > 50 ? 50 : limit]` or
 * `params.push(limit)`: the value is bound apart from the text, and the statement's function hands
 * in a count by name.
 */
function placeholderBound(text: Node, w: Walk): CollectionBound | undefined {
  const fn = enclosingFunctionOf(text);
  if (!fn) return undefined;
  let cap: Node | undefined;
  walk(fn, (n) => {
    if (cap) return;
    // `{ 1: q, 2: limit }`, `{ $limit: limit }`: named or numbered placeholders.
    const values = n.type === AST_NODE_TYPES.ArrayExpression ? n.elements : n.type === AST_NODE_TYPES.CallExpression ? n.arguments : n.type === AST_NODE_TYPES.Property && n.parent.type === AST_NODE_TYPES.ObjectExpression ? [n.value as TSESTree.Expression] : [];
    cap = values.find((v): v is TSESTree.Expression => v !== null && v.type !== AST_NODE_TYPES.SpreadElement && namesCount(v));
  });
  if (!cap) return undefined;
  const kind = capKind(cap, w.tool, w.ctx.sourceCode, w.params);
  return kind ? { how: "flag", node: text, cap, isDefault: kind === "default" } : undefined;
}

// `safe_limit`, `effectiveLimit`, `maxRows`: a count by any prefix, as a statement's bound value is named.
const PREFIXED_COUNT = /(^|_|[a-z])(limit|Limit|LIMIT)$|^max_?(rows|records|entries|items|results)$|^max(Rows|Records|Entries|Items|Results)$/;
const anyCountName = (name: string): boolean => COUNT_ARG.test(name) || PREFIXED_COUNT.test(name);

/** `limit`, `args.maxResults`, `limit > 50 ? 50 : limit`, `Math.min(limit, 50)`, `opts.limit ?? 10`: a value named as a count. */
function namesCount(node: Node, isCount: (name: string) => boolean = anyCountName): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier || n.type === AST_NODE_TYPES.MemberExpression) return isCount((n.type === AST_NODE_TYPES.Identifier ? n.name : memberName(n)) ?? "");
  if (n.type === AST_NODE_TYPES.ConditionalExpression) return namesCount(n.consequent, isCount) || namesCount(n.alternate, isCount);
  if (n.type === AST_NODE_TYPES.LogicalExpression && (n.operator === "??" || n.operator === "||")) return namesCount(n.left, isCount);
  if (n.type === AST_NODE_TYPES.CallExpression && dottedName(n.callee) === "Math.min") return n.arguments.some((a) => a.type !== AST_NODE_TYPES.SpreadElement && namesCount(a, isCount));
  return false;
}

/** The number after a cap flag in a command or query text (`head -n 200` → 200); 0 when none. */
export function textCap(text: string): number {
  // The largest of them: `rg --max-count 1 … | head -n 200` caps the listing at 200.
  let cap = 0;
  for (const m of text.matchAll(/(--max-count|--max-results|--max-matches|head|LIMIT)\s*(=|\s)?\s*-?n?\s*(\d+)/gi)) cap = Math.max(cap, Number(m[3]));
  return cap;
}

function variableOf(id: TSESTree.Identifier, w: Walk) {
  return ASTUtils.findVariable(w.ctx.sourceCode.getScope(id), id.name);
}

/** A loop that fills `id` and stops at a cap: `if (out.length >= MAX) break;`. */
function loopBound(variable: NonNullable<ReturnType<typeof variableOf>>, w: Walk): CollectionBound | undefined {
  for (const ref of variable.references) {
    const r = ref.identifier as Node;
    const member = r.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== r || memberName(member) !== "length") continue;
    const test = member.parent;
    // `while (out.length < MAX && …)`, `for (…; out.length < MAX; …)`: the loop's own condition.
    if (test?.type === AST_NODE_TYPES.BinaryExpression && (test.operator === "<" || test.operator === "<=") && test.left === member && inLoopCondition(test)) {
      const kind = capKind(test.right, w.tool, w.ctx.sourceCode, w.params);
      if (kind) return { how: "loop", node: test, cap: test.right, isDefault: kind === "default" };
      continue;
    }
    if (test?.type !== AST_NODE_TYPES.BinaryExpression || !/^(>=|>|===|==)$/.test(test.operator)) continue;
    const other = test.left === member ? test.right : test.left;
    if (test.left !== member && test.operator !== "===" && test.operator !== "==") continue;
    const stmt = test.parent;
    if (stmt?.type !== AST_NODE_TYPES.IfStatement || stmt.test !== test || !stopsLoop(stmt.consequent)) continue;
    if (!insideLoop(stmt)) continue;
    const kind = capKind(other, w.tool, w.ctx.sourceCode, w.params);
    if (kind) return { how: "loop", node: stmt, cap: other, isDefault: kind === "default" };
  }
  return undefined;
}

function inLoopCondition(test: Node): boolean {
  let n: Node = test;
  while (n.parent?.type === AST_NODE_TYPES.LogicalExpression && n.parent.operator === "&&") n = n.parent;
  const loop = n.parent;
  return (loop?.type === AST_NODE_TYPES.WhileStatement || loop?.type === AST_NODE_TYPES.ForStatement || loop?.type === AST_NODE_TYPES.DoWhileStatement) && loop.test === n;
}

function stopsLoop(s: TSESTree.Statement): boolean {
  if (s.type === AST_NODE_TYPES.BreakStatement || s.type === AST_NODE_TYPES.ReturnStatement) return true;
  if (s.type === AST_NODE_TYPES.BlockStatement) return s.body.some((x) => x.type === AST_NODE_TYPES.BreakStatement || x.type === AST_NODE_TYPES.ReturnStatement);
  return false;
}

function insideLoop(node: Node): boolean {
  for (let n = node.parent; n && !isFunction(n); n = n.parent) {
    if (n.type === AST_NODE_TYPES.ForOfStatement || n.type === AST_NODE_TYPES.ForStatement || n.type === AST_NODE_TYPES.ForInStatement || n.type === AST_NODE_TYPES.WhileStatement || n.type === AST_NODE_TYPES.DoWhileStatement) return true;
  }
  return false;
}

function visit(node: Node | null | undefined, mode: Mode, w: Walk, depth: number): void {
  if (!node || depth > MAX_DEPTH || w.seen.has(node)) return;
  w.seen.add(node);
  const n = unwrap(node);
  if (n !== node) return visit(n, mode, w, depth);
  switch (n.type) {
    case AST_NODE_TYPES.Identifier:
      return visitIdentifier(n, mode, w, depth);
    case AST_NODE_TYPES.MemberExpression: {
      // `hits[0]` of a search's hits: one item out of many.
      if (n.computed && literalNumber(n.property) === 0 && mode === "result" && isArrayLike(n.object, w) && fromQuery(n.object, w) && !onlyOneThere(n, w.ctx.sourceCode) && !askedForOne(n.object, w.ctx.sourceCode)) w.facts.bounds.push({ how: "first", node: n, isDefault: false });
      if (mode === "result") {
        const page = pageOfList(n, w);
        if (page) w.facts.bounds.push({ how: "page", node: n, isDefault: true, call: page });
      }
      // `metrics.requestsInLastHour` of `{ totalRequests: 0, requestsInLastHour: 0 }`: only the field
      // read reaches the result, not its siblings' keys.
      const field = n.computed ? undefined : fieldOfLiteral(n, w);
      if (field) return visit(field, mode, w, depth + 1);
      return visit(n.object, mode, w, depth + 1);
    }
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return visitCall(n, mode, w, depth);
    case AST_NODE_TYPES.ObjectExpression: {
      // `{ content, _meta: { total } }`: the model reads the content parts; `_meta` and fields beside
      // `content` stay with the client.
      const callToolResult = w.mcp && mode === "result" && n.properties.some((p) => p.type === AST_NODE_TYPES.Property && keyName(p) === "content");
      for (const p of n.properties) {
        if (p.type === AST_NODE_TYPES.SpreadElement) {
          visit(p.argument, mode, w, depth + 1);
          continue;
        }
        const key = keyName(p);
        if (w.mcp && key === "_meta") continue;
        if (callToolResult && key !== "content" && key !== "structuredContent") continue;
        if (mode === "result" && key !== undefined && isCompletenessKey(key, w.ctx.keys)) {
          if (countOfShown(p, n)) w.facts.shownCounts.push(w.ctx.sourceCode.getText(p));
          else w.facts.keys.add(key);
        }
        // A query's options built before the call: `const request = { query, numResults: n || 8 }`.
        if (mode === "input" && key !== undefined && BOUND_KEY.test(key) && !pagingOptions(n, w)) {
          const value = p.shorthand ? p.key : p.value;
          const kind = (literalNumber(value) ?? 2) >= 2 ? capKind(value, w.tool, w.ctx.sourceCode, w.params) : undefined;
          if (kind) w.facts.bounds.push({ how: "query", node: p, cap: value, isDefault: kind === "default" });
        }
        if (mode === "result" && key !== undefined && /^(items|results|hits|matches|files|entries|rows|records|documents|docs|data|list)$/.test(key)) w.facts.collection = true;
        visit(p.value, mode, w, depth + 1);
      }
      return;
    }
    case AST_NODE_TYPES.ArrayExpression:
      if (mode === "input") w.facts.bounds.push(...flagBounds(n, w));
      for (const e of n.elements) visit(e, mode, w, depth + 1);
      return;
    case AST_NODE_TYPES.SpreadElement:
      return visit(n.argument, mode, w, depth + 1);
    case AST_NODE_TYPES.TaggedTemplateExpression: {
      // sql`SELECT … LIMIT 10` (Kysely, postgres.js, Drizzle, Slonik): a statement, whatever runs it.
      const b = isSqlLimit(w.ctx.sourceCode.getText(n.quasi)) ? textBound(n.quasi, w) : undefined;
      if (b) w.facts.bounds.push(b);
      for (const e of n.quasi.expressions) visit(e, mode, w, depth + 1);
      return;
    }
    case AST_NODE_TYPES.TemplateLiteral: {
      // A command line with `| head -n 200` or `--max-count 50` bounds what the command returns.
      const b = n.parent.type === AST_NODE_TYPES.CallExpression || mode === "input" || heldStatement(n, w) ? textBound(n, w) : undefined;
      if (b) w.facts.bounds.push(b);
      if (mode === "result") {
        if (n.quasis.some((q) => CONTINUATION_TEXT.test(q.value.cooked ?? ""))) w.facts.textStates = true;
        n.expressions.forEach((e, i) => {
          const around = `${n.quasis[i]?.value.cooked ?? ""}\u0000${n.quasis[i + 1]?.value.cooked ?? ""}`;
          w.counted.push({ node: e, around });
        });
      }
      for (const e of n.expressions) visit(e, mode, w, depth + 1);
      return;
    }
    case AST_NODE_TYPES.Literal:
      if (typeof n.value === "string") {
        const b = n.parent.type === AST_NODE_TYPES.CallExpression || mode === "input" || heldStatement(n, w) ? textBound(n, w) : undefined;
        if (b) w.facts.bounds.push(b);
        else if (mode === "result" && CONTINUATION_TEXT.test(n.value)) w.facts.textStates = true;
      }
      return;
    case AST_NODE_TYPES.BinaryExpression:
      if (n.operator === "+" && mode === "result") {
        // `"Showing " + kept + " of " + total`: a count between pieces of text.
        const left = n.left;
        const leftText = left ? stringValue(rightmost(left)) : undefined;
        const rightText = stringValue(leftmost(n.right));
        if (left && rightText !== undefined && stringValue(left) === undefined) w.counted.push({ node: rightmost(left), around: `\u0000${rightText}` });
        if (leftText !== undefined && stringValue(n.right) === undefined) w.counted.push({ node: leftmost(n.right), around: `${leftText}\u0000` });
      }
      if (n.left.type !== AST_NODE_TYPES.PrivateIdentifier) visit(n.left, mode, w, depth + 1);
      return visit(n.right, mode, w, depth + 1);
    case AST_NODE_TYPES.LogicalExpression:
      visit(n.left, mode, w, depth + 1);
      return visit(n.right, mode, w, depth + 1);
    case AST_NODE_TYPES.ConditionalExpression:
      visit(n.consequent, mode, w, depth + 1);
      return visit(n.alternate, mode, w, depth + 1);
    case AST_NODE_TYPES.AssignmentExpression:
      return visit(n.right, mode, w, depth + 1);
    case AST_NODE_TYPES.SequenceExpression:
      return visit(n.expressions[n.expressions.length - 1], mode, w, depth + 1);
    default:
      return;
  }
}

/** The value of `x.name` when `x` is an object literal (or a variable made from one) that spells the field out. */
function fieldOfLiteral(member: TSESTree.MemberExpression, w: Walk): Node | undefined {
  let object = unwrap(member.object);
  if (object.type === AST_NODE_TYPES.Identifier) {
    const def = variableOf(object, w)?.defs[0];
    if (def?.type !== DefinitionType.Variable || def.node.type !== AST_NODE_TYPES.VariableDeclarator || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init) return undefined;
    object = unwrap(def.node.init);
  }
  if (object.type !== AST_NODE_TYPES.ObjectExpression) return undefined;
  const name = memberName(member);
  return name === undefined ? undefined : propertyOf(object, name)?.value;
}

/** Read to learn whether a page is the last, or to read on: a tool that reads one pages on or says so. */
/** Whether more pages exist, or where the next starts: the paged APIs' continuations (paging.ts), a next link, a connection's pageInfo, Stripe's auto-paging. */
const MORE_PAGE_STATE = /^(nextLink|next_link|pageInfo|autoPaging\w*|starting_after|startingAfter)$/;
/** What a formatter can tell more pages from: a Link header, a pagination block. */
const HANDED_PAGE_STATE = /^(link|linkHeader|link_header|pagination|paging|paginationInfo)$/;
/** `formatIssueList(…)`, `renderSearchResults(…)`: shapes what it is given, however its name reads. */
const FORMATTER_CALL = /^(format|render|present|display|print|serialize)[A-Z_]/;
function pageState(name: string | undefined): boolean {
  return name !== undefined && (CONTINUATION_KEYS.has(name) || MORE_PAGE_STATE.test(name));
}

/**
 * `(await stripe.invoices.list(params)).data`: the items of one page of an SDK's list call (Stripe,
 * OpenAI and Anthropic page objects: `data` beside `has_more`), in a tool that never reads whether
 * more pages exist. The page size is the API's default when the caller gives none.
 */
/** `if (albums.length === 1) { const album = albums[0]; … }`: the first is the only one. */
function onlyOneThere(first: TSESTree.MemberExpression, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const list = sourceCode.getText(first.object).replace(/\s+/g, "");
  for (let n: Node = first; n.parent; n = n.parent) {
    const p: Node = n.parent;
    if (isFunction(p)) return false;
    if ((p.type === AST_NODE_TYPES.IfStatement || p.type === AST_NODE_TYPES.ConditionalExpression) && p.consequent === n) {
      const test = sourceCode.getText(p.test).replace(/\s+/g, "");
      if (test === `${list}.length===1` || test === `${list}.length<=1` || test === `${list}.length<2`) return true;
    }
  }
  return false;
}

/**
 * `(await agent.getPosts({ uris: [uri] })).data.posts[0]`: the request named one item, so the first
 * of the answer is that item, not the first of many.
 */
function askedForOne(list: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let root = unwrap(list);
  while (root.type === AST_NODE_TYPES.MemberExpression) root = unwrap(root.object);
  let call: Node | undefined = root.type === AST_NODE_TYPES.Identifier ? initOfConst(root, sourceCode) : root;
  if (call?.type === AST_NODE_TYPES.AwaitExpression) call = unwrap(call.argument);
  if (call?.type !== AST_NODE_TYPES.CallExpression) return false;
  const one = (v: Node) => v.type === AST_NODE_TYPES.ArrayExpression && v.elements.length === 1 && v.elements[0]?.type !== AST_NODE_TYPES.SpreadElement;
  return call.arguments.some((a) => {
    let arg = unwrap(a);
    if (arg.type === AST_NODE_TYPES.Identifier) arg = initOfConst(arg, sourceCode) ?? arg;
    if (one(arg) || urlOfOne(arg)) return true;
    return arg.type === AST_NODE_TYPES.ObjectExpression && arg.properties.some((p) => p.type === AST_NODE_TYPES.Property && /^(ids?|uris?|urls?|keys?|names?|handles?|actors?|paths?|numbers?|identifiers?)$/i.test(keyName(p) ?? "") && one(unwrap(p.value)));
  });
}

/** `${base}?id_list=${encodeURIComponent(id)}`: a URL whose query names one record by its id (not a joined list of them). */
function urlOfOne(url: Node): boolean {
  if (url.type !== AST_NODE_TYPES.TemplateLiteral) return false;
  return url.quasis.some((q, i) => {
    const value = url.expressions[i];
    if (!value || !/[?&](id|ids|id_list|idList|key|uri)=$/.test(q.value.cooked ?? "")) return false;
    const v = unwrap(value);
    return !(v.type === AST_NODE_TYPES.CallExpression && calleeName(v.callee) === "join") && !v.type.startsWith("Array");
  });
}

/**
 * Does the page state a request selected reach the caller with the answer, handed on whole?
 * (`response.notes.edges.map(…)` alone keeps the items and drops it.)
 */
function answerKeepsState(call: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let top: Node = call;
  while (top.parent && (top.parent.type === AST_NODE_TYPES.AwaitExpression || top.parent.type === AST_NODE_TYPES.TSAsExpression || top.parent.type === AST_NODE_TYPES.TSNonNullExpression)) top = top.parent;
  const parent = top.parent;
  if (!parent || parent.type === AST_NODE_TYPES.ReturnStatement || (parent.type === AST_NODE_TYPES.ArrowFunctionExpression && parent.body === top)) return true;
  if (parent.type !== AST_NODE_TYPES.VariableDeclarator || parent.id.type !== AST_NODE_TYPES.Identifier) return false;
  const refs = (ASTUtils.findVariable(sourceCode.getScope(parent), parent.id.name)?.references ?? []).filter((r) => !r.init);
  // Used whole (returned, handed on, serialized), not only through a field; a field read of the
  // page state is the result's own business, seen where the result is read.
  return refs.some((r) => !(r.identifier.parent.type === AST_NODE_TYPES.MemberExpression && r.identifier.parent.object === r.identifier));
}

function pageOfList(member: TSESTree.MemberExpression, w: Walk): TSESTree.CallExpression | undefined {
  if (member.computed || memberName(member) !== "data") return undefined;
  // `.data[0]`, `.data.find(…)`: one item looked up, not a listing.
  const use = member.parent;
  if (use.type === AST_NODE_TYPES.MemberExpression && use.object === member && (use.computed || /^(find|at)$/.test(memberName(use) ?? ""))) return undefined;
  let object = unwrap(member.object);
  if (object.type === AST_NODE_TYPES.Identifier) object = initOfConst(object, w.ctx.sourceCode) ?? object;
  if (object.type !== AST_NODE_TYPES.CallExpression) return undefined;
  const callee = unwrap(object.callee);
  // A resource of a client (`stripe.invoices.list`), not a list of this file's own (`this.store.list`)
  // nor a listing the API gives whole (`openai.models.list`).
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "list") return undefined;
  const resource = unwrap(callee.object);
  if (resource.type !== AST_NODE_TYPES.MemberExpression || unwrap(resource.object).type === AST_NODE_TYPES.ThisExpression || memberName(resource) === "models") return undefined;
  for (const arg of object.arguments) {
    const a = unwrap(arg);
    const options = a.type === AST_NODE_TYPES.Identifier ? initOfConst(a, w.ctx.sourceCode) : a;
    if (options?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    for (const p of options.properties) {
      if (p.type !== AST_NODE_TYPES.Property) continue;
      const key = keyName(p) ?? "";
      // A cursor passed: the caller's page. A limit of one: a lookup.
      if (pagesOn(p, w) || (BOUND_KEY.test(key) && (literalNumber(p.value) ?? 2) < 2)) return undefined;
    }
  }
  // Whether more pages exist, read anywhere in the tool (not in a comment): it pages on, or says so.
  return readsPageState(w) ? undefined : object;
}

function rightmost(node: Node): Node {
  let n = node;
  while (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+") n = n.right;
  return n;
}

function leftmost(node: Node): Node {
  let n = node;
  while (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+") n = n.left;
  return n;
}

/** Does an array come from a query (a call, possibly behind a variable), rather than from literal data? */
function fromQuery(node: Node, w: Walk): boolean {
  const n = unwrap(node);
  // A query that asked for one item (`limit: 1`) is a lookup: its first item is the answer.
  if (n.type === AST_NODE_TYPES.CallExpression) return QUERY_CALL.test(calleeName(n.callee) ?? "") && !n.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && a.properties.some((p) => p.type === AST_NODE_TYPES.Property && BOUND_KEY.test(keyName(p) ?? "") && literalNumber(p.value) === 1));
  if (n.type === AST_NODE_TYPES.MemberExpression) return fromQuery(n.object, w);
  if (n.type === AST_NODE_TYPES.Identifier) {
    const def = variableOf(n, w)?.defs[0];
    return def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init !== null && fromQuery(def.node.init, w);
  }
  return false;
}

function visitIdentifier(id: TSESTree.Identifier, mode: Mode, w: Walk, depth: number): void {
  const before = w.facts.bounds.length;
  visitIdentifierDefs(id, mode, w, depth);
  if (w.facts.bounds.length > before) w.boundedNames.add(id.name);
}

function visitIdentifierDefs(id: TSESTree.Identifier, mode: Mode, w: Walk, depth: number): void {
  const variable = variableOf(id, w);
  const bound = w.params.get(id.name);
  if (bound && w.params.size > 0 && variable?.defs[0]?.type === DefinitionType.Parameter) return visit(bound, mode, w, depth + 1);
  if (!variable) return;
  // Outside a helper being followed, a variable says the same whichever of its reads led here.
  if (w.params.size === 0) {
    const modes = w.followed.get(variable) ?? new Set<Mode>();
    if (modes.has(mode)) return;
    modes.add(mode);
    w.followed.set(variable, modes);
  }
  const def = variable.defs[0];
  if (!def) return;
  if (def.type === DefinitionType.Parameter) {
    // A callback's parameter stands for the elements of the array it is called on.
    const fn = def.node;
    if (isFunction(fn) && fn !== w.tool) {
      const call = fn.parent;
      if (call.type === AST_NODE_TYPES.CallExpression && (call.arguments as readonly Node[]).includes(fn) && unwrap(call.callee).type === AST_NODE_TYPES.MemberExpression) visit((unwrap(call.callee) as TSESTree.MemberExpression).object, mode, w, depth + 1);
    }
    return;
  }
  if (def.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator) {
    const declarator = def.node;
    if (declarator.init) visit(declarator.init, mode, w, depth + 1);
    // `for (const hit of hits.slice(0, MAX))`: the loop variable stands for what the loop iterates.
    const loop = declarator.parent.parent;
    if (!declarator.init && (loop?.type === AST_NODE_TYPES.ForOfStatement || loop?.type === AST_NODE_TYPES.ForInStatement) && loop.left === declarator.parent) visit(loop.right, mode, w, depth + 1);
  }
  const loop = loopBound(variable, w);
  if (loop) w.facts.bounds.push(loop);
  for (const ref of variable.references) {
    if (ref.identifier === id) continue;
    if (ref.writeExpr && ref.identifier !== def.name) visit(ref.writeExpr, mode, w, depth + 1);
    // `out.push(x)`, `out.unshift(x)`: what is pushed is part of the collection.
    const r = ref.identifier as Node;
    const member = r.parent;
    if (member?.type === AST_NODE_TYPES.MemberExpression && member.object === r && /^(push|unshift)$/.test(memberName(member) ?? "") && member.parent.type === AST_NODE_TYPES.CallExpression) {
      for (const a of member.parent.arguments) visit(a, mode, w, depth + 1);
    }
  }
  w.facts.bounds.push(...searchParamBounds(variable, def, w));
}

/** `const response = await fetch(url); … return response.json()`: the body the request answered, returned as it came. */
function bodyReturned(call: TSESTree.CallExpression, w: Walk): boolean {
  let top: Node = call;
  while (top.parent && (top.parent.type === AST_NODE_TYPES.AwaitExpression || top.parent.type === AST_NODE_TYPES.TSAsExpression)) top = top.parent;
  const holder = top.parent;
  if (holder?.type !== AST_NODE_TYPES.VariableDeclarator || holder.id.type !== AST_NODE_TYPES.Identifier) return false;
  return (variableOf(holder.id, w)?.references ?? []).some((r) => {
    const member = r.identifier.parent;
    return member?.type === AST_NODE_TYPES.MemberExpression && member.object === r.identifier && memberName(member) === "json" && member.parent.type === AST_NODE_TYPES.CallExpression && goesOnWhole(member.parent, w);
  });
}

/** Returned, or made into text, as it is (`return body`, `JSON.stringify(await res.json())`), also through one const. */
function goesOnWhole(value: Node, w: Walk, depth = 0): boolean {
  let top: Node = value;
  while (top.parent && (top.parent.type === AST_NODE_TYPES.AwaitExpression || top.parent.type === AST_NODE_TYPES.TSAsExpression)) top = top.parent;
  const p = top.parent;
  if (!p) return false;
  if (p.type === AST_NODE_TYPES.ReturnStatement || (p.type === AST_NODE_TYPES.ArrowFunctionExpression && p.body === top)) return true;
  if (p.type === AST_NODE_TYPES.CallExpression && (p.arguments as readonly Node[]).includes(top) && DESCRIBING_CALL.test(calleeName(p.callee) ?? "")) return true;
  if (p.type === AST_NODE_TYPES.VariableDeclarator && p.id.type === AST_NODE_TYPES.Identifier && depth === 0) {
    const id = p.id;
    // Only when every read hands it on whole: `{ channels: body, total_count: body.length }` is another answer.
    const reads = (variableOf(id, w)?.references ?? []).filter((r) => r.identifier !== id);
    return reads.length > 0 && reads.every((r) => goesOnWhole(r.identifier, w, 1));
  }
  return false;
}

/** The call that sends a URL: `fetch(url.toString())`, `api.get(\`/search?${params}\`)`. */
function requestsOf(id: TSESTree.Identifier, w: Walk, depth = 0): TSESTree.CallExpression[] {
  let n: Node = id;
  while (n.parent && (n.parent.type === AST_NODE_TYPES.TemplateLiteral || n.parent.type === AST_NODE_TYPES.BinaryExpression || (n.parent.type === AST_NODE_TYPES.MemberExpression && n.parent.object === n && memberName(n.parent) === "toString") || (n.parent.type === AST_NODE_TYPES.CallExpression && n.parent.callee === n && n.type === AST_NODE_TYPES.MemberExpression))) n = n.parent;
  const holder = n.parent;
  // `const url = \`${base}?${params.toString()}\`; return githubRequest(url)`: the URL held first.
  if (holder?.type === AST_NODE_TYPES.VariableDeclarator && holder.init === n && holder.id.type === AST_NODE_TYPES.Identifier && depth < 2) {
    const held = variableOf(holder.id, w);
    return (held?.references ?? []).flatMap((r) => (r.identifier !== holder.id && r.identifier.type === AST_NODE_TYPES.Identifier ? requestsOf(r.identifier, w, depth + 1) : []));
  }
  return holder?.type === AST_NODE_TYPES.CallExpression && (holder.arguments as readonly Node[]).includes(n) ? [holder] : [];
}

/**
 * `const url = new URL(…); url.searchParams.append("per_page", limit.toString())`: a page size set
 * on a request's URL (or a `URLSearchParams`), unless the code moves a cursor set beside it.
 */
function searchParamBounds(variable: NonNullable<ReturnType<typeof variableOf>>, def: NonNullable<ReturnType<typeof variableOf>>["defs"][number], w: Walk): CollectionBound[] {
  const init = def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? unwrap(def.node.init) : undefined;
  if (init?.type !== AST_NODE_TYPES.NewExpression || !/^(URL|URLSearchParams)$/.test(calleeName(init.callee) ?? "")) return [];
  const sets: { key: string; value: Node; call: TSESTree.CallExpression }[] = [];
  for (const ref of variable.references) {
    let target: Node = ref.identifier;
    if (target.parent?.type === AST_NODE_TYPES.MemberExpression && target.parent.object === target && memberName(target.parent) === "searchParams") target = target.parent;
    const member = target.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== target || !/^(append|set)$/.test(memberName(member) ?? "")) continue;
    const call = member.parent;
    if (call.type !== AST_NODE_TYPES.CallExpression || call.callee !== member) continue;
    const [k, v] = call.arguments;
    const key = k ? stringValue(k) : undefined;
    if (key !== undefined && v && v.type !== AST_NODE_TYPES.SpreadElement) sets.push({ key, value: v, call });
  }
  const moved = sets.some((x) => PAGING_KEY.test(x.key) && numberInText(x.value).type === AST_NODE_TYPES.Identifier && movedByCode(numberInText(x.value) as TSESTree.Identifier, w));
  if (moved) return [];
  // `return this.request(\`/memos?${params}\`)`, `JSON.stringify(response)`: the API's answer goes on
  // whole, with whatever total or next-page token it carries.
  const sentWith = variable.references.flatMap((r) => (r.identifier.type === AST_NODE_TYPES.Identifier ? requestsOf(r.identifier, w) : []));
  if (sentWith.some((c) => answerKeepsState(c, w.ctx.sourceCode) || bodyReturned(c, w))) return [];
  const out: CollectionBound[] = [];
  for (const x of sets) {
    if (!BOUND_KEY.test(x.key)) continue;
    const cap = numberInText(x.value);
    const kind = capKind(cap, w.tool, w.ctx.sourceCode, w.params);
    if (kind) out.push({ how: "query", node: x.call, cap, isDefault: kind === "default", call: sentWith[0] ?? x.call });
  }
  return out;
}

/** Array methods that pick one element, or answer a yes or no, out of a list. */
const LOOKUP_CALL = /^(find|findLast|findIndex|findLastIndex|some|every|includes|indexOf)$/;

function visitCall(call: TSESTree.CallExpression | TSESTree.NewExpression, mode: Mode, w: Walk, depth: number): void {
  if (call.type === AST_NODE_TYPES.CallExpression && isSanitizer(call, w.ctx.program, w.ctx.isSanitizerCall, w.ctx.cutterModules)) {
    w.facts.byContract = true;
    return;
  }
  if (call.type === AST_NODE_TYPES.CallExpression && calleeName(call.callee) === "exhaust") {
    w.facts.byContract = true;
    return;
  }
  // `parseArgs(z.object({ limit: limitSchema }), args)`: the input's shape, not a request made with it.
  if (SCHEMA_BUILDER.test(dottedName(call.callee) ?? "")) return;
  const callee = unwrap(call.callee);
  const name = calleeName(callee) ?? "";
  if (call.type === AST_NODE_TYPES.CallExpression) {
    const slice = sliceBound(call, w);
    if (slice) w.facts.bounds.push(slice);
    if (mode === "result" && (name === "join" || (name === "stringify" && call.arguments[0] !== undefined && call.arguments[0].type !== AST_NODE_TYPES.SpreadElement && isArrayLike(call.arguments[0], w)))) w.facts.collection = true;
  }
  // `db.select().from(t).limit(20)`, `query.take(20)`: a query builder told to stop.
  if (call.type === AST_NODE_TYPES.CallExpression && callee.type === AST_NODE_TYPES.MemberExpression && /^(limit|take)$/.test(name) && call.arguments.length === 1 && call.arguments[0] && call.arguments[0].type !== AST_NODE_TYPES.SpreadElement && (literalNumber(call.arguments[0]) ?? 2) >= 2) {
    const kind = capKind(call.arguments[0], w.tool, w.ctx.sourceCode, w.params);
    if (kind) w.facts.bounds.push({ how: "query", node: call, cap: call.arguments[0], isDefault: kind === "default", call });
  }
  // `JSON.stringify({ total, page, pageSize, data })`: a page described to the model, no page asked for.
  const isQuery = !RESULT_BUILDER.test(name) && (QUERY_CALL.test(name) || (!DESCRIBING_CALL.test(name) && call.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && !resultEnvelope(a, call, w.tool) && a.properties.some((p) => p.type === AST_NODE_TYPES.Property && BOUND_KEY.test(keyName(p) ?? "")))));
  if (isQuery) w.facts.bounds.push(...queryBounds(call, w));
  // `channels.find((c) => c.name === name)`: one record looked up, not a page of the list.
  if (callee.type === AST_NODE_TYPES.MemberExpression && !LOOKUP_CALL.test(name)) visit(callee.object, mode, w, depth + 1);
  const local = call.type === AST_NODE_TYPES.CallExpression ? localCallee(call, w.ctx.sourceCode) : undefined;
  if (local && local !== w.tool) {
    const saved = new Map(w.params);
    local.params.forEach((p, i) => {
      const arg = call.arguments[i];
      if (p.type === AST_NODE_TYPES.Identifier && arg && arg.type !== AST_NODE_TYPES.SpreadElement) w.params.set(p.name, arg);
      else if (p.type === AST_NODE_TYPES.AssignmentPattern && p.left.type === AST_NODE_TYPES.Identifier) w.params.set(p.left.name, arg && arg.type !== AST_NODE_TYPES.SpreadElement ? arg : p.right);
    });
    for (const r of returnedValues(local)) visit(r, mode, w, depth + 1);
    w.params = saved;
  }
  const argMode: Mode = isQuery && !local ? "input" : mode;
  // `formatIssueList(issues, link)`: a formatter of another file handed the page's continuation
  // (a Link header, a cursor, page info) beside the items is taken to pass it on.
  if (mode === "result" && (!isQuery || FORMATTER_CALL.test(name)) && !local) {
    for (const arg of call.arguments) {
      const n = unwrap(arg);
      const handed = n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression ? memberName(n) : undefined;
      if (handed !== undefined && (pageState(handed) || HANDED_PAGE_STATE.test(handed))) w.facts.keys.add(handed);
    }
  }
  for (const arg of call.arguments) {
    // `retry_with_backoff(search_request)` with `const search_request = async () => …`: a callback by name.
    const named = arg.type === AST_NODE_TYPES.Identifier && !isQuery ? initOfConst(arg, w.ctx.sourceCode) : undefined;
    const a = named && isFunction(named) ? named : arg;
    if (!isFunction(a)) visit(a, argMode, w, depth + 1);
    // `withTimeout(() => retry(() => exa.request(…)))`, `withClient((yt) => yt.search.list(…))`: a
    // wrapper gives back what the callback it runs returns (not an array's per-item callback).
    // A thunk runs as is whatever the callee is named (`limiter.execute(id, async () => …)`).
    else if (a.params.length === 0 || (!isQuery && a.params.length === 1 && !PER_ITEM_CALLBACK.test(name))) for (const r of returnedValues(a)) visit(r, mode, w, depth + 1);
  }
}

/** What the returned expressions of a tool say and how their collections are bounded. */
export function resultFacts(returned: readonly Node[], tool: FunctionNode, ctx: CompletenessContext): ResultFacts {
  const w: Walk = { ctx, tool, facts: { bounds: [], keys: new Set(), textStates: false, byContract: false, collection: false, shownCounts: [] }, seen: new Set(), params: new Map(), counted: [], mcp: ctx.mcp ?? false, boundedNames: new Set(), followed: new Map() };
  for (const r of returned) visit(r, "result", w, 0);
  // A count in the text is a total when it is not the length of a bounded collection itself.
  const boundedTexts = new Set(w.facts.bounds.map((b) => (b.how === "slice" && b.node.type === AST_NODE_TYPES.CallExpression ? ctx.sourceCode.getText(b.node) : "")).filter(Boolean));
  for (const { node, around } of w.counted) {
    const [before = "", after = ""] = around.split("\u0000");
    let n = unwrap(node);
    // `${files.length - 100} more`: what was left out, counted.
    if (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "-") n = unwrap(n.left);
    // `${story.descendants ?? 0}`: the count, or none.
    if (n.type === AST_NODE_TYPES.LogicalExpression && (n.operator === "??" || n.operator === "||") && literalNumber(n.right) !== undefined) n = unwrap(n.left);
    const name = n.type === AST_NODE_TYPES.Identifier ? n.name : memberName(n);
    if (name === undefined) continue;
    const isLength = name === "length" && n.type === AST_NODE_TYPES.MemberExpression;
    // `(${story.descendants} total)`: the word itself names the count a total, whatever it is called.
    if (!(COUNT_NAME.test(name) || isLength || /^\s*total\b/i.test(after))) continue;
    if (!(TOTAL_TEXT.test(before) || TOTAL_TEXT.test(after))) continue;
    // `Found ${data.results.length} results` with a cap on the query: the length of what came back
    // is what was kept, whatever it is called; "found" names no total here.
    if (isLength && w.facts.bounds.length > 0 && !(TOTAL_TEXT.test(before.replace(FOUND_BEFORE, "")) || TOTAL_TEXT.test(after.replace(FOUND_AFTER, "")))) continue;
    // `Found ${hits.length} matches` of a capped query says "found 20" when 137 exist.
    if (n.type === AST_NODE_TYPES.MemberExpression && isLength && (boundedTexts.has(ctx.sourceCode.getText(n.object)) || w.boundedNames.has(ctx.sourceCode.getText(n.object)))) continue;
    w.facts.textStates = true;
  }
  return w.facts;
}

/** Calls that turn an object into text (`JSON.stringify`, `util.inspect`): its size fields describe, they ask for nothing. */
const DESCRIBING_CALL = /^(stringify|inspect)$/;

/**
 * The returned expressions of a tool implementation (its own, not those of nested functions), and
 * of the thunk a returned call runs (`return limiter.execute(id, async () => ({ content }))`):
 * there the result is built.
 */
export function toolReturns(fn: FunctionNode, depth = 0): Node[] {
  return returnedValues(fn).flatMap((r) => {
    const u = unwrap(r);
    if (u.type !== AST_NODE_TYPES.CallExpression || depth >= 3) return [r];
    // `guard.match((ok) => …, (err) => …)`, `load().then((rows) => …)`: the tool gives what a branch gives.
    const branches = u.callee.type === AST_NODE_TYPES.MemberExpression && RESULT_COMBINATOR.test(memberName(u.callee) ?? "") ? u.arguments.flatMap((a) => (isFunction(a) ? [a] : [])) : [];
    if (branches.length > 0) return branches.flatMap((b) => toolReturns(b, depth + 1));
    const thunk = u.arguments.find((a) => isFunction(a) && a.params.length === 0);
    return thunk && isFunction(thunk) ? toolReturns(thunk, depth + 1) : [r];
  });
}

/** Methods of a promise or a result type whose value is what the callback returns (not `map`: an array's is each element). */
const RESULT_COMBINATOR = /^(then|match|fold|andThen|orElse|either)$/;

/** Names that say a value answers "was it cut?" or "is there more?". */
const TRUNCATION_NAME = /truncat|hasMore|has_more|more|limit(ed|Reached|Hit)|capped|partial|reached|exceed|overflow|complete|exhausted|clipped/i;
const TRUNCATION_TEXT = /truncat|\bmore (results|matches|files|items|entries|rows|records)|showing (the )?first|only (the )?first|\bfirst \d+|limited to|results? limit|exceed|\d\+ (results|matches)|\+ (results|matches)|at most \d|\bcapped\b/i;

export interface CountEquality {
  test: TSESTree.BinaryExpression;
  cap: Node;
}

/** A count of found things: `hits.length`, `matchCount`, `numResults`, `totalResults` (not `stepCount`). */
function countSide(node: Node): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.MemberExpression) return memberName(n) === "length" || memberName(n) === "size";
  return n.type === AST_NODE_TYPES.Identifier && /^(count|found|num(Results|Matches|Hits|Files|Items|Rows|Entries|Records|Docs)|total(Results|Matches|Hits|Files|Items|Rows|Entries|Records|Count)?|(match|result|hit|file|item|entry|entries|row|record|doc|line|path)s?(Count|Found)|\w+(Results|Matches|Hits))$/.test(n.name);
}

/** Where a comparison's answer goes: a name that says truncation, or a branch that announces it. */
function decidesTruncation(test: TSESTree.BinaryExpression, sourceCode: Readonly<TSESLint.SourceCode>, countedCollection: string | undefined): boolean {
  let n: Node = test;
  while (n.parent && (n.parent.type === AST_NODE_TYPES.LogicalExpression || n.parent.type === AST_NODE_TYPES.UnaryExpression || isTransparentParent(n.parent))) n = n.parent;
  const p = n.parent;
  if (!p) return false;
  if (p.type === AST_NODE_TYPES.Property && p.value === n) return TRUNCATION_NAME.test(keyName(p) ?? "");
  // `return [paths, paths.length >= limit]`: a flag returned beside the collection it counts.
  if (p.type === AST_NODE_TYPES.ArrayExpression && countedCollection !== undefined) return p.elements.some((e) => e !== n && e !== null && sourceCode.getText(e) === countedCollection);
  if (p.type === AST_NODE_TYPES.VariableDeclarator && p.init === n && p.id.type === AST_NODE_TYPES.Identifier) return TRUNCATION_NAME.test(p.id.name);
  if (p.type === AST_NODE_TYPES.AssignmentExpression && p.right === n) return TRUNCATION_NAME.test(sourceCode.getText(p.left));
  // `const truncation = rows.length >= limit ? { … } : null`: the choice is named for the verdict.
  if (p.type === AST_NODE_TYPES.ConditionalExpression && p.test === n && p.parent.type === AST_NODE_TYPES.VariableDeclarator && p.parent.id.type === AST_NODE_TYPES.Identifier && TRUNCATION_NAME.test(p.parent.id.name)) return true;
  if ((p.type === AST_NODE_TYPES.IfStatement || p.type === AST_NODE_TYPES.ConditionalExpression) && p.test === n) {
    // A loop's own stop (`if (out.length >= MAX) break;`) is the cap, not a verdict about it.
    if (p.type === AST_NODE_TYPES.IfStatement && stopsLoop(p.consequent) && insideLoop(p)) return false;
    let announces = false;
    // A note to a log or a person is not the tool's verdict.
    const logged: [number, number][] = [];
    walk(p.consequent, (x) => {
      if (x.type === AST_NODE_TYPES.CallExpression && humanCall(x)) logged.push(x.range);
    });
    walk(p.consequent, (x) => {
      if (announces || logged.some(([a, b]) => x.range[0] >= a && x.range[1] <= b)) return;
      if (x.type === AST_NODE_TYPES.Literal && typeof x.value === "string" && TRUNCATION_TEXT.test(x.value)) announces = true;
      if (x.type === AST_NODE_TYPES.TemplateElement && TRUNCATION_TEXT.test(x.value.cooked ?? "")) announces = true;
      if (x.type === AST_NODE_TYPES.Identifier && TRUNCATION_NAME.test(x.name) && x.parent.type === AST_NODE_TYPES.Property) announces = true;
      if (x.type === AST_NODE_TYPES.AssignmentExpression && TRUNCATION_NAME.test(sourceCode.getText(x.left))) announces = true;
    });
    return announces;
  }
  return false;
}

function isTransparentParent(n: Node): boolean {
  return n.type === AST_NODE_TYPES.TSAsExpression || n.type === AST_NODE_TYPES.TSNonNullExpression || n.type === AST_NODE_TYPES.ChainExpression;
}

/** `hits.length === LIMIT`, `results.length >= maxResults` deciding "truncated": wrong at the boundary. */
export function countEquality(test: TSESTree.BinaryExpression, sourceCode: Readonly<TSESLint.SourceCode>): CountEquality | undefined {
  if (test.left.type === AST_NODE_TYPES.PrivateIdentifier) return undefined;
  let count: Node | undefined;
  let cap: Node | undefined;
  if ((test.operator === "===" || test.operator === "==") && countSide(test.left)) [count, cap] = [test.left, test.right];
  else if ((test.operator === "===" || test.operator === "==") && countSide(test.right)) [count, cap] = [test.right, test.left];
  else if ((test.operator === ">=" || test.operator === "<") && countSide(test.left)) [count, cap] = [test.left, test.right];
  else if ((test.operator === "<=" || test.operator === ">") && countSide(test.right)) [count, cap] = [test.right, test.left];
  if (!count || !cap) return undefined;
  // `a.length > b.length`: two counts compared, neither a limit.
  if (countSide(cap) && !/max|limit|cap\b|Cap[A-Z]?/i.test(sourceCode.getText(cap))) return undefined;
  // `LIMIT + 1`, or `const PROBE = LIMIT + 1`: the code fetched one more to know.
  const capNode = unwrap(cap);
  const capInit = capNode.type === AST_NODE_TYPES.Identifier ? ASTUtils.findVariable(sourceCode.getScope(capNode), capNode.name)?.defs[0]?.node : undefined;
  const capSource = sourceCode.getText(cap) + (capInit?.type === AST_NODE_TYPES.VariableDeclarator && capInit.init ? ` ${sourceCode.getText(capInit.init)}` : "");
  if (/\+\s*1\b/.test(capSource)) return undefined;
  // `buf.length >= MAX_BYTES`, `stdout.length >= MAX_OUTPUT`: the size of one text, held whole.
  const counted0 = unwrap(count);
  if (counted0.type === AST_NODE_TYPES.MemberExpression && /buf|text|content|stdout|stderr|output|body|str|chunk|line$|source|code|diff|html|markdown/i.test(sourceCode.getText(counted0.object))) return undefined;
  if (/bytes|chars|characters|size|len(gth)?\b|_LEN|output/i.test(sourceCode.getText(cap))) return undefined;
  // A page size compared inside a paging loop is paging logic, not a verdict on a result.
  if (/page/i.test(sourceCode.getText(cap)) && insideLoop(test)) return undefined;
  // `hasMore = batch.length === 100` under `while (hasMore)`: the answer only asks for the next page.
  if (drivesEnclosingLoop(test)) return undefined;
  // Any limit will do here, the caller's or ours: the comparison is wrong at the boundary either way.
  const fn = enclosingFunctionOf(test);
  const kind = fn ? classifyBound(cap, { sourceCode, toolFunctions: [fn], minimum: 2 }) : undefined;
  if (kind !== "cap" && kind !== "param" && kind !== "window") return undefined;
  const c = unwrap(count);
  const counted = c.type === AST_NODE_TYPES.MemberExpression ? sourceCode.getText((c).object) : undefined;
  return decidesTruncation(test, sourceCode, counted) ? { test, cap } : undefined;
}

/** The flag a comparison sets is the test of a loop around it (`while (hasMore)`, `do … while (more)`). */
function drivesEnclosingLoop(test: Node): boolean {
  let n: Node = test;
  while (n.parent && isTransparentParent(n.parent)) n = n.parent;
  const p = n.parent;
  const flag = p?.type === AST_NODE_TYPES.AssignmentExpression && p.right === n && p.left.type === AST_NODE_TYPES.Identifier ? p.left.name : undefined;
  if (flag === undefined) return false;
  for (let l = p?.parent; l && !isFunction(l); l = l.parent) {
    const loopTest = l.type === AST_NODE_TYPES.WhileStatement || l.type === AST_NODE_TYPES.DoWhileStatement || l.type === AST_NODE_TYPES.ForStatement ? l.test : undefined;
    if (loopTest && identifiersIn(loopTest).some((id) => id.name === flag)) return true;
  }
  return false;
}

function enclosingFunctionOf(node: Node): FunctionNode | undefined {
  for (let n = node.parent; n; n = n.parent) if (isFunction(n)) return n;
  return undefined;
}

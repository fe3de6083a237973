import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { TSESLint as ESLintTypes } from "@typescript-eslint/utils";
const { DefinitionType } = ESLintTypes.Scope;
import { calleeName, constInit, dottedName, identifiersIn, isFunction, memberName, rootIdentifier, stringValue, unwrap, walk, type FunctionNode, type Node } from "./ast.js";
import { classifyBound, initOf, lengthMinus, walkedToCharacterEdge, type BoundKind } from "./bounds.js";
import type { TypeInfo } from "./types.js";

/** The shapes of positional cut this plugin knows. */
export type CutKind = "json-prefix" | "prefix" | "suffix" | "lines-prefix" | "lines-suffix" | "bytes-prefix" | "bytes-suffix" | "middle" | "loop" | "match-window";

export interface CutSite {
  kind: CutKind;
  /** The expression whose value carries the cut on (a `.join()` or `.toString()` around the slice included). */
  node: Node;
  /** The value that was cut, for the recipe: `x` of `JSON.stringify(x).slice(…)`, or the sliced text. */
  value: Node;
  unit: "chars" | "lines" | "bytes";
  /** The limit: what a prefix or suffix kept (the head, for a middle elision). */
  bound: Node | undefined;
  /** A middle elision's tail. */
  tailBound?: Node;
  boundKind: BoundKind;
  /** A marker (`…[truncated]`) tells the model something is missing. */
  announced: boolean;
  /** A suggestion can replace `node` by a cutter call. */
  replaceable: boolean;
  /** A byte cut moved to a character boundary first: no character is split. */
  aligned?: boolean;
  /** The lines are pieces of one text (a splitter's chunks, fragments joined with ""). */
  chunks?: boolean;
  /** A process buffer that stops taking chunks at its cap, rather than a loop over records. */
  buffer?: boolean;
  /** Cut as a tokenizer's tokens and decoded back to text: the limit counts tokens. */
  tokens?: boolean;
  /** A capture buffer (console messages, requests) that drops its oldest entries at its cap. */
  entries?: boolean;
}

const SLICES = new Set(["slice", "substring", "substr", "subarray"]);

/** Receivers that are not output: ids, hashes, secrets, dates, paths, names, the command a tool was asked to run. */
export const NOT_OUTPUT_NAME =
  /(^|[^a-zA-Z])(id|ids|uuid|guid|hash|sha\d*|digest|commit|rev|revision|etag|nonce|key|apikey|token|secret|password|passwd|fingerprint|signature|sig|ext|extension|date|time|timestamp|iso|stamp|path|filename|file|dir|directory|folder|url|uri|href|host|hostname|location|name|title|label|slug|branch|prefix|suffix|mime|locale|lang|color|colour|version|sessionId|callId|ellipsis|marker|indicator|pad|padding|separator|sep|bullet|glyph|command|cmd|commandLine)$|Id$|Ids$|Hash$|Key$|Token$|Secret$|Path$|Name$|Url$|Date$|Time$|Title$|Command$|[a-z](Prefix|Suffix)$/;
/** Limits named for identifiers and labels. */
const NAMED_FOR_NAME = /(^|[^A-Za-z])(NAME|ID|TITLE|LABEL|SLUG|KEY|BRANCH)_|(name|title|label|slug|branch)(Max|Limit|Len|Length|Chars)|[a-z](Name|Title|Label|Slug|Id)(Max|Limit|Len|Length|Chars)/;
const ARRAY_ONLY_METHODS = new Set(["sort", "toSorted", "filter", "map", "flatMap", "flat", "reverse", "toReversed"]);

/** Made by array-only methods from something other than lines split from text. */
function recordsByMethod(node: Node): boolean {
  let n = unwrap(node);
  // `hasMatches ? scored.filter(f) : scored`, `found ?? all.sort(by)`: either way an array of records.
  if (n.type === AST_NODE_TYPES.ConditionalExpression) return recordsByMethod(n.consequent) || recordsByMethod(n.alternate);
  if (n.type === AST_NODE_TYPES.LogicalExpression) return recordsByMethod(n.left) || recordsByMethod(n.right);
  let viaArrayMethod = false;
  while (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && ARRAY_ONLY_METHODS.has(memberName(n.callee) ?? "")) {
    viaArrayMethod = true;
    n = unwrap(n.callee.object);
  }
  return viaArrayMethod && isSplitByLines(n) === undefined && !(n.type === AST_NODE_TYPES.Identifier && LINES_NAME.test(n.name));
}

/** A cap named for how many records are kept (`maxItems`, `MAX_RESULTS`, `maxMatches`), not how much text. */
export const RECORD_COUNT_CAP = /(items?|results?|matches|hits|entries|files|refs|references|symbols|records|rows|docs|documents)$/i;

/** The name a bound goes by: `maxItems`, `options.maxItems`, `-MAX_RESULTS`. */
function boundName(node: Node): string | undefined {
  let n = unwrap(node);
  if (n.type === AST_NODE_TYPES.UnaryExpression) n = unwrap(n.argument);
  return n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression ? memberName(n) : undefined;
}

/** Lines, JSON or a string made in view: `text.split("\n")`, `JSON.stringify(x)`, a template, `.join()`, `.toString()`. */
function visiblyText(receiver: Node, ctx: CutContext): boolean {
  if (fromLines(receiver, ctx)) return true;
  return [receiver, constInit(receiver, ctx.sourceCode)].some((n) => {
    if (!n) return false;
    const u = unwrap(n);
    if (isJsonStringify(u) || u.type === AST_NODE_TYPES.TemplateLiteral || (u.type === AST_NODE_TYPES.Literal && typeof u.value === "string")) return true;
    return u.type === AST_NODE_TYPES.CallExpression && /^(join|toString|String|trim|trimEnd|trimStart|replace|replaceAll|text|decode)$/.test(calleeName(u.callee) ?? "");
  });
}

/** Lines of a text, perhaps filtered or mapped since: `text.split("\n").filter(Boolean)`, a `lines` const. */
function fromLines(node: Node, ctx: CutContext, depth = 0): boolean {
  let n = unwrap(node);
  while (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && ARRAY_ONLY_METHODS.has(memberName(n.callee) ?? "")) n = unwrap(n.callee.object);
  if (isSplitByLines(n) !== undefined) return true;
  if (n.type !== AST_NODE_TYPES.Identifier) return false;
  if (LINES_NAME.test(n.name)) return true;
  const init = constInit(n, ctx.sourceCode);
  return init !== undefined && depth < 3 && (linesOfText(init, ctx) || fromLines(init, ctx, depth + 1));
}

/** `xs ?? []`, `ok ? xs : []`: a value that falls back to an empty array is an array. */
function arrayByFallback(init: Node | undefined): boolean {
  const n = init ? unwrap(init) : undefined;
  const empty = (e: Node) => unwrap(e).type === AST_NODE_TYPES.ArrayExpression;
  if (n?.type === AST_NODE_TYPES.LogicalExpression) return (n.operator === "??" || n.operator === "||") && empty(n.right);
  if (n?.type === AST_NODE_TYPES.ConditionalExpression) return empty(n.consequent) || empty(n.alternate);
  return false;
}

/**
 * `const merged: SearchResult[] = []`, `(hits: Array<Hit>, limit: number)`: declared an array of
 * records (not of strings, which may be lines of one text).
 */
function declaredRecordArray(receiver: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const n = unwrap(receiver);
  if (n.type !== AST_NODE_TYPES.Identifier) return false;
  const name = ASTUtils.findVariable(sourceCode.getScope(n), n.name)?.defs[0]?.name;
  const annotation = name?.type === AST_NODE_TYPES.Identifier ? name.typeAnnotation?.typeAnnotation : undefined;
  const element = annotation?.type === AST_NODE_TYPES.TSArrayType ? annotation.elementType : annotation?.type === AST_NODE_TYPES.TSTypeReference && annotation.typeName.type === AST_NODE_TYPES.Identifier && /^(Readonly)?Array$/.test(annotation.typeName.name) ? annotation.typeArguments?.params[0] : undefined;
  return element !== undefined && element.type !== AST_NODE_TYPES.TSStringKeyword && element.type !== AST_NODE_TYPES.TSAnyKeyword && element.type !== AST_NODE_TYPES.TSUnknownKeyword;
}

const ITEM_METHODS = new Set(["map", "flatMap", "forEach", "filter", "reduce", "some", "every", "find", "findIndex"]);

/** The cut's value (directly, or through a const, a choice or an `await`) is walked item by item: `.map(f)`, `for … of`. */
function iteratedAfter(call: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let n: Node = call;
  while (n.parent && (n.parent.type === AST_NODE_TYPES.ConditionalExpression || n.parent.type === AST_NODE_TYPES.LogicalExpression || n.parent.type === AST_NODE_TYPES.TSAsExpression || n.parent.type === AST_NODE_TYPES.AwaitExpression)) {
    if (n.parent.type === AST_NODE_TYPES.ConditionalExpression && n.parent.test === n) return false;
    n = n.parent;
  }
  const walked = (use: Node): boolean => {
    const p = use.parent;
    if (p?.type === AST_NODE_TYPES.MemberExpression && p.object === use && ITEM_METHODS.has(memberName(p) ?? "") && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p) return true;
    return p?.type === AST_NODE_TYPES.ForOfStatement && p.right === use;
  };
  if (walked(n)) return true;
  const decl = n.parent;
  if (decl?.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== n || decl.id.type !== AST_NODE_TYPES.Identifier) return false;
  const v = ASTUtils.findVariable(sourceCode.getScope(decl.id), decl.id.name);
  const reads = v?.references.filter((r) => r.isRead()) ?? [];
  return reads.length > 0 && reads.every((r) => walked(r.identifier) || (r.identifier.parent?.type === AST_NODE_TYPES.MemberExpression && memberName(r.identifier.parent) === "length"));
}

/** Arrays of records or messages: counting them is require-completeness's business, pruning them is bookkeeping. */
const RECORD_LIST_NAME = /(results|hits|items|tags|labels|topics|categories|keywords|authors|papers|models|datasets|posts|comments|tasks|contacts|threads|channels|members|products|articles|videos|tracks|notes|memories|repos|repositories|projects|matches|entries|rows|records|files|paths|documents|docs|messages|history|turns|events|tools|children|nodes|list|array|arr|candidates|choices|chunks|pages|tickets|issues|commits|args|argv|parts|segments|tokens|words|values|keys|elements|users|steps|diagnostics|problems|warnings|symbols|references|refs|locations|definitions|findings|suggestions|completions|groups|cells|outputs|attachments|images|links|urls|headings|titles|names|ids|fields|columns|options|containers|processes|jobs|workers|agents|servers|services|packages|dependencies)$/i;
export const LINES_NAME = /lines$|^lines|Lines$/;
const NOT_OUTPUT_CALLS = /^(toISOString|toUTCString|toDateString|toTimeString|toLocaleString|toLocaleDateString|toLocaleTimeString|toJSON|randomUUID|uuid|nanoid|digest|toFixed|toPrecision|getTime|now|cwd|basename|dirname|extname|relative|resolve|hostname|createHash)$/;
const MARKER_TEXT = /truncat|omitted|elided|clipped|cut off|more (lines|chars|characters|bytes)|remaining|\.\.\.|…|\[snip|skipped/i;

export interface CutContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  types: TypeInfo | undefined;
  toolFunctionsOf(node: Node): FunctionNode[];
}

function isNumberLiteral(node: Node | undefined, value: number): boolean {
  if (!node) return false;
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.Literal && n.value === value;
}

function negated(node: Node | undefined): Node | undefined {
  if (!node) return undefined;
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.UnaryExpression && n.operator === "-") return n.argument;
  return undefined;
}


export function isSplitByLines(node: Node): TSESTree.CallExpression | undefined {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.CallExpression || calleeName(n.callee) !== "split") return undefined;
  const arg = n.arguments[0];
  if (!arg) return undefined;
  const s = stringValue(arg);
  if (s !== undefined) return s.includes("\n") ? n : undefined;
  if (arg.type === AST_NODE_TYPES.Literal && "regex" in arg && arg.regex) return arg.regex.pattern.includes("\\n") ? n : undefined;
  if (arg.type === AST_NODE_TYPES.Identifier && /eol|newline|nl|linebreak|lineSep/i.test(arg.name)) return n;
  return undefined;
}

const ARRAY_USES = new Set(["reduce", "map", "filter", "forEach", "push", "pop", "shift", "unshift", "splice", "some", "every", "find", "findIndex", "flatMap", "join", "sort", "reverse"]);
const ARRAY_MAKERS = /^(Array\.from|Array\.of|Object\.keys|Object\.values|Object\.entries)$/;

/**
 * Signs, without types, that a sliced value is an array, not text: the slice is spread into an
 * array or joined, the value was made by `Array.from`/`Object.keys`/an array literal, or it is
 * used with array-only methods. A cutter call there would hand back a string where an array was.
 */
function looksLikeArray(receiver: Node, call: TSESTree.CallExpression, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  if (call.parent.type === AST_NODE_TYPES.SpreadElement) return true;
  if (call.parent.type === AST_NODE_TYPES.MemberExpression && call.parent.object === call && ARRAY_USES.has(memberName(call.parent) ?? "")) return true;
  const init = constInit(receiver, sourceCode);
  const made = init && unwrap(init);
  if (made && (made.type === AST_NODE_TYPES.ArrayExpression || (made.type === AST_NODE_TYPES.CallExpression && ARRAY_MAKERS.test(dottedName(made.callee) ?? "")))) return true;
  if (receiver.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = ASTUtils.findVariable(sourceCode.getScope(receiver), receiver.name);
  return (variable?.references ?? []).some((r) => {
    const p = r.identifier.parent;
    return p?.type === AST_NODE_TYPES.MemberExpression && p.object === r.identifier && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p && ARRAY_USES.has(memberName(p) ?? "");
  });
}

/** `a?.b.slice(…)`: the chain may end in `undefined` where a cutter call would not. */
function optionalChain(node: Node): boolean {
  for (let n: Node = node; ; ) {
    if ((n.type === AST_NODE_TYPES.MemberExpression || n.type === AST_NODE_TYPES.CallExpression) && n.optional) return true;
    if (n.type === AST_NODE_TYPES.MemberExpression) n = n.object;
    else if (n.type === AST_NODE_TYPES.CallExpression) n = n.callee;
    else if (n.type === AST_NODE_TYPES.TSNonNullExpression) n = n.expression;
    else return false;
  }
}

function isJsonStringify(node: Node): TSESTree.CallExpression | undefined {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.CallExpression && dottedName(n.callee) === "JSON.stringify" ? n : undefined;
}

function isBufferFrom(node: Node, sourceCode?: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression | undefined {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.CallExpression) return undefined;
  if (dottedName(n.callee) === "Buffer.from") return n;
  // `encoder.encode(text)` with `const encoder = new TextEncoder()`, or `new TextEncoder().encode(text)`.
  if (n.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(n.callee) !== "encode") return undefined;
  let encoder: Node | undefined = unwrap(n.callee.object);
  if (encoder.type === AST_NODE_TYPES.Identifier && sourceCode) encoder = constInit(encoder, sourceCode);
  return encoder?.type === AST_NODE_TYPES.NewExpression && calleeName(encoder.callee) === "TextEncoder" ? n : undefined;
}

/** A tokenizer's `encode(text)` (tiktoken, gpt-tokenizer, a model's encoder); not a TextEncoder's bytes. */
function tokenEncode(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression | undefined {
  let n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier) {
    const init = constInit(n, sourceCode);
    if (!init) return undefined;
    n = unwrap(init);
  }
  if (n.type !== AST_NODE_TYPES.CallExpression || calleeName(n.callee) !== "encode" || isBufferFrom(n, sourceCode)) return undefined;
  return n;
}

/** Wrappers a slice of tokens passes through on its way to `decode`: `new Uint32Array(…)`, `Array.from(…)`. */
function intoDecode(n: Node): Node | undefined {
  const p = n.parent;
  if (p?.type === AST_NODE_TYPES.NewExpression && p.arguments[0] === n && /Array$/.test(calleeName(p.callee) ?? "")) return p;
  if (p?.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === n && /^(Array|Uint\d+Array)\.from$/.test(dottedName(p.callee) ?? "")) return p;
  return undefined;
}

/** `decode(encode(text).slice(0, n))`: the outermost `decode` of a slice of a tokenizer's tokens. */
function decodedTokens(call: TSESTree.CallExpression, receiver: Node, ctx: CutContext): { node: TSESTree.CallExpression; encode: TSESTree.CallExpression } | undefined {
  const encode = tokenEncode(receiver, ctx.sourceCode);
  if (!encode) return undefined;
  let n: Node = call;
  for (let up = intoDecode(n); up; up = intoDecode(n)) n = up;
  let decode: TSESTree.CallExpression | undefined;
  // `textDecoder.decode(enc.decode(tokens.slice(…)))`: a decoder around the tokenizer's decode.
  while (n.parent?.type === AST_NODE_TYPES.CallExpression && n.parent.arguments[0] === n && calleeName(n.parent.callee) === "decode") {
    decode = n.parent;
    n = n.parent;
  }
  return decode ? { node: decode, encode } : undefined;
}

/** The name a receiver goes by: `text`, `result.output` → `output`, `stdout.toString()` → `stdout`. */
function receiverName(node: Node): string | undefined {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier) return n.name;
  if (n.type === AST_NODE_TYPES.MemberExpression) return memberName(n);
  if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression) {
    const method = memberName(n.callee);
    if (method !== undefined && /^(toString|trim|trimEnd|trimStart|join|slice|substring|substr|toLowerCase|toUpperCase)$/.test(method)) return receiverName(n.callee.object);
    return method;
  }
  return undefined;
}

export function notOutput(receiver: Node): boolean {
  const n = unwrap(receiver);
  if (n.type === AST_NODE_TYPES.Literal || (n.type === AST_NODE_TYPES.TemplateLiteral && n.expressions.length === 0)) return true;
  // `${safePrefix}-${safeId}`: an identifier composed of names and separators.
  if (n.type === AST_NODE_TYPES.TemplateLiteral && n.quasis.every((q) => /^[-_.:/@#\s]*$/.test(q.value.raw)) && n.expressions.every((e) => notOutput(e))) return true;
  if (n.type === AST_NODE_TYPES.CallExpression) {
    const name = calleeName(n.callee);
    if (name !== undefined && NOT_OUTPUT_CALLS.test(name)) return true;
    // `truncatedSuffix(n).slice(0, room)`: the code's own marker, shortened to fit.
    if (name !== undefined && MARKER_MAKER.test(name)) return true;
    // `n.toString(16)`, `x.toString(36)`: an id in another base.
    if (name === "toString" && n.arguments.length > 0) return true;
  }
  const name = receiverName(n);
  return name !== undefined && NOT_OUTPUT_NAME.test(name);
}

/** A function that makes the marker: `truncatedSuffix(n)`, `omissionNotice(count)`. */
const MARKER_MAKER = /^(truncat(ed|ion)|omi(ssion|tted)|elided|elision)(Suffix|Marker|Notice|Note)$|^(make|build|format)(Truncation|Omission)(Suffix|Marker|Notice|Note)$/i;

function hasMarker(nodes: readonly Node[], sourceCode?: Readonly<TSESLint.SourceCode>, depth = 0): boolean {
  return nodes.some((n) => {
    const u = unwrap(n);
    if (u.type === AST_NODE_TYPES.Literal && typeof u.value === "string") return MARKER_TEXT.test(u.value);
    if (u.type === AST_NODE_TYPES.TemplateLiteral) return u.quasis.some((q) => MARKER_TEXT.test(q.value.raw)) || (sourceCode !== undefined && depth < 2 && hasMarker(u.expressions, sourceCode, depth + 1));
    if (u.type === AST_NODE_TYPES.CallExpression) return MARKER_MAKER.test(calleeName(u.callee) ?? "");
    // `const suffix = truncatedSuffix(total); … + suffix`: the marker through a const.
    if (u.type === AST_NODE_TYPES.Identifier && sourceCode && depth < 2) {
      const init = constInit(u, sourceCode);
      return init !== undefined && hasMarker([init], sourceCode, depth + 1);
    }
    return false;
  });
}

/** Marker text next to the cut: in the same `+` chain or template, or an appended string. */
function announcedAround(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  let cur: Node = node;
  for (let i = 0; i < 4; i++) {
    const p: Node | undefined = cur.parent;
    if (!p) break;
    if (p.type === AST_NODE_TYPES.BinaryExpression && p.operator === "+") {
      if (hasMarker([p.left === cur ? p.right : p.left], sourceCode)) return true;
    } else if (p.type === AST_NODE_TYPES.TemplateLiteral) {
      if (hasMarker([p])) return true;
      if (hasMarker(p.expressions.filter((e) => e !== cur), sourceCode)) return true;
    } else if (p.type !== AST_NODE_TYPES.TSAsExpression && p.type !== AST_NODE_TYPES.ConditionalExpression) break;
    cur = p;
  }
  return false;
}

/** `const kept = text.slice(0, N); return \`${kept}\n[truncated]\``: the marker beside every use of the const that holds the cut. */
function announcedThroughConst(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const decl = node.parent;
  if (decl?.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== node || decl.id.type !== AST_NODE_TYPES.Identifier || decl.parent.kind !== "const") return false;
  const reads = ASTUtils.findVariable(sourceCode.getScope(decl.id), decl.id.name)?.references.filter((r) => r.isRead()) ?? [];
  return reads.length > 0 && reads.every((r) => announcedAround(r.identifier, sourceCode));
}

/**
 * A `.slice/.substring/.substr/.subarray` call that keeps a prefix or a suffix under a cap, with
 * the value it cuts and the unit. Windows, parses, ids and the like come back as undefined.
 */
export function positionalCut(call: TSESTree.CallExpression, ctx: CutContext): CutSite | undefined {
  // A slice is asked about as itself and as a part of every concatenation around it.
  let known = cutsSeen.get(ctx);
  if (!known) {
    known = new WeakMap();
    cutsSeen.set(ctx, known);
  }
  if (known.has(call)) return known.get(call) ?? undefined;
  const site = findPositionalCut(call, ctx);
  known.set(call, site ?? null);
  return site;
}

const cutsSeen = new WeakMap<CutContext, WeakMap<TSESTree.CallExpression, CutSite | null>>();

function findPositionalCut(call: TSESTree.CallExpression, ctx: CutContext): CutSite | undefined {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const method = memberName(callee);
  if (method === undefined || !SLICES.has(method)) return undefined;
  const receiver = unwrap(callee.object);
  const [a0, a1] = call.arguments;
  if (!a0 || a0.type === AST_NODE_TYPES.SpreadElement || a1?.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const receiverText = ctx.sourceCode.getText(receiver);

  let side: "prefix" | "suffix" | "match-window";
  let bound: Node | undefined;
  const around = a1 ? matchWindow(a0, a1, ctx) : undefined;
  if (around) {
    side = "match-window";
    bound = around;
  } else if (isNumberLiteral(a0, 0) && a1 && !(a1.type === AST_NODE_TYPES.Identifier && a1.name === "undefined")) {
    if (negated(a1) || (unwrap(a1).type === AST_NODE_TYPES.Literal && Number((unwrap(a1) as TSESTree.Literal).value) < 0)) return undefined;
    side = "prefix";
    bound = a1;
  } else if (!a1) {
    // `const from = text.length - MAX; text.slice(from)`: the same suffix through a const.
    const held = initOf(a0, ctx.sourceCode);
    const n = (method === "substring" ? undefined : negated(a0)) ?? lengthMinus(a0, receiverText, ctx.sourceCode) ?? (held ? lengthMinus(held, receiverText, ctx.sourceCode) : undefined);
    const before = n ? undefined : aheadOfMatch(a0, ctx);
    if (before) {
      side = "match-window";
      bound = before;
    } else {
      if (!n) return undefined;
      side = "suffix";
      bound = n;
    }
  } else return undefined;

  // `enc.decode(enc.encode(text).slice(0, maxTokens))`: text cut as a tokenizer's tokens.
  const decoded = decodedTokens(call, receiver, ctx);
  if (decoded) {
    const boundKind = classifyBound(bound, { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(call), minimum: 20 });
    if (boundKind !== "cap" && boundKind !== "param") return undefined;
    const text = decoded.encode.arguments[0];
    if (text && text.type !== AST_NODE_TYPES.SpreadElement && notOutput(text)) return undefined;
    return { kind: side, node: decoded.node, value: text && text.type !== AST_NODE_TYPES.SpreadElement ? text : callee.object, unit: "chars", tokens: true, bound, boundKind, announced: announcedAround(decoded.node, ctx.sourceCode) || announcedThroughConst(decoded.node, ctx.sourceCode), replaceable: false };
  }

  // What is being cut: serialized JSON, lines, bytes or text.
  const typed = ctx.types?.valueKind(callee.object);
  if (typed === "array" || typed === "other") return undefined;
  // A string[] that was not split from text is a list of entries (paths, names): counting them is
  // require-completeness's business, as for other records.
  if (typed === "string-array" && !chunksOfOneText(receiver, constInit(receiver, ctx.sourceCode), call) && !(isSplitByLines(receiver) ?? (constInit(receiver, ctx.sourceCode) ? isSplitByLines(constInit(receiver, ctx.sourceCode) as Node) : undefined)) && !(receiver.type === AST_NODE_TYPES.Identifier && LINES_NAME.test(receiver.name))) return undefined;
  // `const tagged = (await byTag(t)).sort(…)`: only arrays sort, filter and map; not lines of text.
  if ((typed === undefined || typed === "unknown") && recordsByMethod(constInit(receiver, ctx.sourceCode) ?? receiver)) return undefined;
  // `output.slice(0, maxItems)`, `hits.slice(0, MAX_RESULTS)`: a bound named for a count of records
  // cuts a list, unless what is cut is visibly text.
  if ((typed === undefined || typed === "unknown") && RECORD_COUNT_CAP.test(boundName(a1 ?? a0) ?? "") && !TEXT_SIZE_CAP.test(boundName(a1 ?? a0) ?? "") && !visiblyText(receiver, ctx)) return undefined;
  if ((typed === undefined || typed === "unknown") && declaredRecordArray(receiver, ctx.sourceCode)) return undefined;
  // `const floats = Array.isArray(data.floats) ? data.floats : []`: an array, empty when absent.
  if ((typed === undefined || typed === "unknown") && arrayByFallback(constInit(receiver, ctx.sourceCode)) && !visiblyText(receiver, ctx)) return undefined;
  // `const limited = result.slice(0, MAX); limited.map(formatLocation)`: what is kept is mapped item
  // by item, so it was a list of records, unless it is lines split from a text.
  if ((typed === undefined || typed === "unknown") && !fromLines(receiver, ctx) && iteratedAfter(call, ctx.sourceCode)) return undefined;
  let unit: CutSite["unit"] = "chars";
  // The value keeps its `await` and casts: the suggestion must cut what was cut, not a Promise.
  let value: Node = callee.object;
  let kind: CutKind = side;
  let node: Node = call;
  let replaceable = true;
  const init = constInit(receiver, ctx.sourceCode);
  const json = isJsonStringify(receiver);
  const split = isSplitByLines(receiver) ?? (init ? isSplitByLines(init) : undefined);
  const chunks = !split && side !== "match-window" && chunksOfOneText(receiver, init, call);
  if (json) {
    const arg = json.arguments[0];
    if (side === "prefix" && arg && arg.type !== AST_NODE_TYPES.SpreadElement) {
      kind = "json-prefix";
      value = arg;
      // `JSON.stringify(x, null, 2)`: the cutter writes compact JSON; the suggestion says so by cutting `x`.
    }
  } else if (init && isJsonStringify(init) && side === "prefix") {
    kind = "json-prefix";
  } else if (chunks) {
    unit = "lines";
    kind = side === "prefix" ? "lines-prefix" : "lines-suffix";
    replaceable = false;
  } else if (split || (receiver.type === AST_NODE_TYPES.Identifier && LINES_NAME.test(receiver.name)) || (linesOfText(init, ctx) && !RECORD_LIST_NAME.test(receiverName(receiver) ?? ""))) {
    unit = "lines";
    kind = side === "match-window" ? side : side === "prefix" ? "lines-prefix" : "lines-suffix";
    const join = call.parent.type === AST_NODE_TYPES.MemberExpression && call.parent.object === call && memberName(call.parent) === "join" ? call.parent.parent : undefined;
    if (join?.type === AST_NODE_TYPES.CallExpression && split && split === isSplitByLines(receiver)) {
      node = join;
      value = (split.callee as TSESTree.MemberExpression).object;
    } else replaceable = false;
  } else if (method === "subarray" || isBufferFrom(receiver, ctx.sourceCode) || (init && isBufferFrom(init, ctx.sourceCode)) || typed === "bytes") {
    unit = "bytes";
    kind = side === "match-window" ? side : side === "prefix" ? "bytes-prefix" : "bytes-suffix";
    // `const buf = Buffer.from(s); … buf.slice(start)`: the text cut is `s`, through the const.
    const from = isBufferFrom(receiver, ctx.sourceCode) ?? (init ? isBufferFrom(init, ctx.sourceCode) : undefined);
    if (from?.arguments[0] && from.arguments[0].type !== AST_NODE_TYPES.SpreadElement) value = from.arguments[0];
    // `buf.subarray(0, n).toString()`, or `decoder.decode(bytes.slice(0, n))` of a TextDecoder.
    const decode = call.parent.type === AST_NODE_TYPES.MemberExpression && call.parent.object === call && memberName(call.parent) === "toString" ? call.parent.parent : call.parent.type === AST_NODE_TYPES.CallExpression && call.parent.arguments[0] === call && call.parent.callee.type === AST_NODE_TYPES.MemberExpression && memberName(call.parent.callee) === "decode" ? call.parent : undefined;
    // The cutter decodes bytes as UTF-8: another encoding (`base64`, `latin1`) is not the same text.
    const encoding = decode?.type === AST_NODE_TYPES.CallExpression && decode.arguments[0] !== call ? decode.arguments[0] : undefined;
    const utf8 = encoding === undefined || (encoding.type === AST_NODE_TYPES.Literal && typeof encoding.value === "string" && /^utf-?8$/i.test(encoding.value));
    if (decode?.type === AST_NODE_TYPES.CallExpression && utf8) node = decode;
    else replaceable = false;
  } else {
    if (typed !== "string" && receiver.type === AST_NODE_TYPES.Identifier && RECORD_LIST_NAME.test(receiver.name)) return undefined;
    if (typed !== "string" && receiver.type === AST_NODE_TYPES.MemberExpression && RECORD_LIST_NAME.test(memberName(receiver) ?? "")) return undefined;
  }
  if (kind !== "json-prefix" && notOutput(receiver)) return undefined;
  // A snippet around a match has no one cutter call that keeps the same text.
  if (kind === "match-window") replaceable = false;
  if (optionalChain(callee) || ((typed === undefined || typed === "unknown") && unit === "chars" && looksLikeArray(receiver, call, ctx.sourceCode))) replaceable = false;
  if (unit === "lines" && split && notOutput(value)) return undefined;

  const boundKind = classifyBound(bound, { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(call), minimum: unit === "lines" ? 2 : 20 });
  if (boundKind !== "cap" && boundKind !== "param") return undefined;
  // `TOOL_NAME_MAX_LENGTH`, `maxTitleChars`: the limit says what is cut, a name, not output.
  const single = unwrap(bound);
  if ((single.type === AST_NODE_TYPES.Identifier || single.type === AST_NODE_TYPES.MemberExpression) && NAMED_FOR_NAME.test(ctx.sourceCode.getText(single))) return undefined;
  // Suffixes of lines are kept only past a couple of lines; prefixes of a handful of characters are ids.
  const aligned = unit === "bytes" && [a0, a1].some((a) => a !== undefined && unwrap(a).type === AST_NODE_TYPES.Identifier && walkedToCharacterEdge(unwrap(a) as TSESTree.Identifier, ctx.sourceCode));
  // `let end = maxBytes; while (…0xc0…) end--`: the limit is what `end` started from.
  if (aligned && bound && unwrap(bound).type === AST_NODE_TYPES.Identifier) bound = initOf(bound, ctx.sourceCode) ?? bound;
  return { kind, node, value, unit, bound, boundKind, announced: announcedAround(node, ctx.sourceCode) || announcedThroughConst(node, ctx.sourceCode), replaceable, ...(aligned ? { aligned } : {}), ...(chunks ? { chunks } : {}) };
}

/** `const frames = lines.slice(start)`: some of the lines of a text are lines still. */
function linesOfText(init: Node | undefined, ctx: CutContext, depth = 0): boolean {
  const n = init ? unwrap(init) : undefined;
  if (!n || depth > 3 || n.type !== AST_NODE_TYPES.CallExpression || n.callee.type !== AST_NODE_TYPES.MemberExpression || !/^(slice|filter|map)$/.test(memberName(n.callee) ?? "")) return false;
  const from = unwrap(n.callee.object);
  if (isSplitByLines(from) || (from.type === AST_NODE_TYPES.Identifier && LINES_NAME.test(from.name))) return true;
  const held = constInit(from, ctx.sourceCode);
  return held !== undefined && (isSplitByLines(held) !== undefined || linesOfText(held, ctx, depth + 1));
}

/** Splitters that cut one text into pieces for a model: what they give is one text, not records. */
const TEXT_SPLITTER = /^(splitText|splitIntoChunks|chunkText|chunkString|splitChunks)$/;

/**
 * `(await splitter.splitText(page)).slice(0, 4)`, `fragments.slice(0, 8).join("")`: the first few
 * pieces of one text, which is a cut of that text.
 */
function chunksOfOneText(receiver: Node, init: Node | undefined, call: TSESTree.CallExpression): boolean {
  const made = unwrap(init ?? receiver);
  if (made.type === AST_NODE_TYPES.CallExpression && TEXT_SPLITTER.test(calleeName(made.callee) ?? "")) return true;
  const join = call.parent.type === AST_NODE_TYPES.MemberExpression && call.parent.object === call && memberName(call.parent) === "join" ? call.parent.parent : undefined;
  return join?.type === AST_NODE_TYPES.CallExpression && join.arguments.length === 1 && stringValue(join.arguments[0]) === "";
}

/**
 * `splitter.splitText(page)[0]`, `(await chunkText(body))[0]`: the first piece of one text, the
 * rest dropped. Reported at the index, as a cut of the text split.
 */
export function firstChunk(call: TSESTree.CallExpression): CutSite | undefined {
  if (!TEXT_SPLITTER.test(calleeName(call.callee) ?? "")) return undefined;
  let top: Node = call;
  while (top.parent && (top.parent.type === AST_NODE_TYPES.AwaitExpression || isTransparentCast(top.parent))) top = top.parent;
  const index = top.parent;
  if (index?.type !== AST_NODE_TYPES.MemberExpression || index.object !== top || !index.computed || !isNumberLiteral(index.property, 0)) return undefined;
  const value = call.arguments[0];
  if (!value || value.type === AST_NODE_TYPES.SpreadElement || notOutput(value)) return undefined;
  return { kind: "lines-prefix", node: index, value, unit: "lines", bound: undefined, boundKind: "cap", announced: false, replaceable: false, chunks: true };
}

const isTransparentCast = (n: Node) => n.type === AST_NODE_TYPES.TSAsExpression || n.type === AST_NODE_TYPES.TSNonNullExpression || n.type === AST_NODE_TYPES.TSSatisfiesExpression;

/** Calls and fields that find where a match is: what a window is centred on. */
const MATCH_POSITION = /\b(indexOf|lastIndexOf|search|findIndex)\(|\.index\b/;

/**
 * `text.slice(Math.max(0, idx - CONTEXT), Math.min(text.length, idx + CONTEXT))`, through consts:
 * a window of text around a match, which drops everything outside it. Gives the context's size.
 */
function matchWindow(a0: Node, a1: Node, ctx: CutContext): Node | undefined {
  const resolve = (n: Node) => {
    const u = unwrap(n);
    return u.type === AST_NODE_TYPES.Identifier ? (initOf(u, ctx.sourceCode) ?? u) : u;
  };
  const start = resolve(a0);
  // `Math.max(0, idx - N)`: the start, clamped at the beginning.
  if (start.type !== AST_NODE_TYPES.CallExpression || ctx.sourceCode.getText(start.callee) !== "Math.max" || !isNumberLiteral(start.arguments[0], 0)) return undefined;
  const back = start.arguments[1] ? unwrap(start.arguments[1]) : undefined;
  if (back?.type !== AST_NODE_TYPES.BinaryExpression || back.operator !== "-") return undefined;
  const centre = resolve(back.left);
  if (!MATCH_POSITION.test(ctx.sourceCode.getText(centre))) return undefined;
  // The end: `Math.min(len, x + N)` or `x + N`, after the match.
  let end = resolve(a1);
  if (end.type === AST_NODE_TYPES.CallExpression && ctx.sourceCode.getText(end.callee) === "Math.min") end = end.arguments.map((a) => unwrap(a)).find((a) => a.type === AST_NODE_TYPES.BinaryExpression) ?? end;
  if (end.type !== AST_NODE_TYPES.BinaryExpression || end.operator !== "+") return undefined;
  const size = back.right;
  const kind = classifyBound(size, { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(a0), minimum: 20 });
  return kind === "cap" || kind === "param" ? size : undefined;
}

/**
 * `preview.slice(matchStart - CONTEXT)`: everything more than a fixed distance ahead of a position
 * the code found (a match) is dropped. Gives the distance.
 */
function aheadOfMatch(a0: Node, ctx: CutContext): Node | undefined {
  const start = unwrap(a0);
  if (start.type !== AST_NODE_TYPES.BinaryExpression || start.operator !== "-") return undefined;
  const bounds = { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(a0), minimum: 20 };
  if (classifyBound(start.left, bounds) !== "parse") return undefined;
  return classifyBound(start.right, bounds) === "cap" ? start.right : undefined;
}

/** The parts of a `+` chain, a template or `[…].join()`: where a head and a tail get glued. */
function concatParts(node: Node): Node[] | undefined {
  if (node.type === AST_NODE_TYPES.BinaryExpression && node.operator === "+") {
    if (node.parent.type === AST_NODE_TYPES.BinaryExpression && node.parent.operator === "+") return undefined;
    const parts: Node[] = [];
    const collect = (n: Node) => {
      if (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+") {
        collect(n.left);
        collect(n.right);
      } else parts.push(n);
    };
    collect(node);
    return parts;
  }
  if (node.type === AST_NODE_TYPES.TemplateLiteral) return [...node.expressions, node];
  if (node.type === AST_NODE_TYPES.CallExpression && calleeName(node.callee) === "join" && node.callee.type === AST_NODE_TYPES.MemberExpression) {
    const array = unwrap(node.callee.object);
    if (array.type === AST_NODE_TYPES.ArrayExpression) return array.elements.flatMap((e) => (e === null ? [] : e.type === AST_NODE_TYPES.SpreadElement ? [e.argument] : [e]));
  }
  return undefined;
}

const SLICE_TEXT = /\.(slice|substring|substr|subarray)\s*\(/;
/** `name = …slice(…)`, `name: T = ….join(…)`: a declaration or assignment from a slice, up to its `;`. */
const SLICE_OR_JOIN = /\.(?:slice|substring|substr|subarray|join)\s*\(/g;
const NAME_BEFORE = /([\w$]+)\s*(?::[^=;]{0,80})?$/;

/** The name each slice (or join) of the text is given: `const head = text.slice(…)` gives `head`. */
function slicedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(SLICE_OR_JOIN)) {
    // The nearest plain `=` before the call, in the same statement.
    const from = Math.max(0, m.index - 260);
    for (let i = m.index - 1; i >= from; i--) {
      const c = text.charCodeAt(i);
      if (c === 59 /* ; */) break;
      if (c !== 61 /* = */) continue;
      const prev = text.charCodeAt(i - 1);
      const next = text.charCodeAt(i + 1);
      if (next === 61 || next === 62 || prev === 61 || prev === 33 || prev === 60 || prev === 62) continue;
      const name = NAME_BEFORE.exec(text.slice(Math.max(0, i - 100), i))?.[1];
      if (name) names.add(name);
      break;
    }
  }
  return names;
}
const slicedNamesOf = new WeakMap<Readonly<TSESLint.SourceCode>, Set<string>>();

/**
 * Whether a part can be a head or a tail: it slices, is named for one (`kept.head`), or is a name
 * the file gives a slice (`const head = text.slice(0, n)`), read off the file's text in one pass.
 */
function maySlice(part: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const u = unwrap(part);
  if (u.type === AST_NODE_TYPES.Literal || u.type === AST_NODE_TYPES.TemplateElement) return false;
  if (u.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(u) ?? "";
    if (HEAD_PART.test(name) || TAIL_PART.test(name)) return true;
  }
  if (u.type !== AST_NODE_TYPES.Identifier) return SLICE_TEXT.test(sourceCode.getText(u));
  if (HEAD_PART.test(u.name) || TAIL_PART.test(u.name)) return true;
  let names = slicedNamesOf.get(sourceCode);
  if (!names) {
    names = slicedNames(sourceCode.text);
    slicedNamesOf.set(sourceCode, names);
  }
  return names.has(u.name);
}

/** The slice call behind a part: the part itself, `.trim()`ed, or a const holding it. */
function sliceBehind(part: Node, ctx: CutContext): TSESTree.CallExpression | undefined {
  let n = unwrap(part);
  for (let i = 0; i < 3; i++) {
    // `keep > 0 ? text.slice(-keep) : ""`: the slice, guarded against an empty tail.
    if (n.type === AST_NODE_TYPES.ConditionalExpression) {
      const empty = (b: Node) => (b.type === AST_NODE_TYPES.Literal && b.value === "") || (b.type === AST_NODE_TYPES.TemplateLiteral && b.expressions.length === 0 && b.quasis[0]?.value.cooked === "");
      const [c, a] = [unwrap(n.consequent), unwrap(n.alternate)];
      if (empty(a)) n = c;
      else if (empty(c)) n = a;
      else return undefined;
      continue;
    }
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression) {
      const m = memberName(n.callee);
      if (m !== undefined && SLICES.has(m)) return n;
      if (m !== undefined && /^(trim|trimEnd|trimStart|join|toString)$/.test(m)) {
        n = unwrap(n.callee.object);
        continue;
      }
      // `decoder.decode(enc.decode(new Uint32Array(tokens.slice(0, n))))`: tokens decoded back to text.
      if (m === "decode" && n.arguments[0] && n.arguments[0].type !== AST_NODE_TYPES.SpreadElement) {
        n = unwrap(n.arguments[0]);
        i--;
        continue;
      }
      return undefined;
    }
    if (n.type === AST_NODE_TYPES.NewExpression && /Array$/.test(calleeName(n.callee) ?? "") && n.arguments[0] && n.arguments[0].type !== AST_NODE_TYPES.SpreadElement) {
      n = unwrap(n.arguments[0]);
      continue;
    }
    const init = constInit(n, ctx.sourceCode);
    if (!init) return undefined;
    n = unwrap(init);
  }
  return undefined;
}

export interface MiddleElision extends CutSite {
  /** The two slices, not to be reported again on their own. */
  parts: TSESTree.CallExpression[];
}

/** Head and tail of one value joined around a marker, whatever the ratio. */
export function middleElision(node: Node, ctx: CutContext): MiddleElision | undefined {
  const parts = concatParts(node);
  if (!parts || parts.length < 2) return undefined;
  // A head and a tail are two parts that may be slices: most concatenations have none, and are
  // passed over without a scope lookup.
  if (parts.filter((p) => maySlice(p, ctx.sourceCode)).length < 2) return undefined;
  const cuts = parts.map((p) => {
    const call = sliceBehind(p, ctx);
    return call ? { call, cut: positionalCut(call, ctx) } : undefined;
  });
  const head = cuts.find((c) => c?.cut && (c.cut.kind === "prefix" || c.cut.kind === "lines-prefix" || c.cut.kind === "json-prefix"));
  if (!head?.cut) return markedElision(node, parts, ctx) ?? namedElision(node, parts, ctx);
  const headCut = head.cut;
  const valueText = ctx.sourceCode.getText(headCut.value);
  const tail = cuts.find((c) => c?.cut && (c.cut.kind === "suffix" || c.cut.kind === "lines-suffix") && ctx.sourceCode.getText(c.cut.value) === valueText);
  if (!tail?.cut) return markedElision(node, parts, ctx) ?? namedElision(node, parts, ctx);
  return {
    kind: "middle",
    node,
    value: headCut.value,
    unit: headCut.unit,
    bound: headCut.bound,
    tailBound: tail.cut.bound,
    boundKind: headCut.boundKind === "param" || tail.cut.boundKind === "param" ? "param" : "cap",
    announced: hasMarker(parts),
    replaceable: headCut.unit === "chars" && headCut.replaceable && tail.cut.replaceable,
    parts: [head.call, tail.call],
    ...(headCut.tokens ? { tokens: true } : {}),
  };
}

/**
 * `content.slice(0, headEnd) + "\n[...N lines omitted...]\n" + content.slice(tailStart)`: the start
 * and the end of one value around a marker that says the middle is gone. Positions found by a scan
 * (counting lines, snapping to a newline) classify as parsing, but the marker says what they are.
 */
function markedElision(node: Node, parts: readonly Node[], ctx: CutContext): MiddleElision | undefined {
  if (!parts.some((p) => isOmissionMarker(p))) return undefined;
  const slices = parts.map((p) => sliceBehind(p, ctx)).filter((c): c is TSESTree.CallExpression => c !== undefined && c.callee.type === AST_NODE_TYPES.MemberExpression);
  const receiver = (c: TSESTree.CallExpression) => ctx.sourceCode.getText((c.callee as TSESTree.MemberExpression).object);
  // `[...preamble, ...head, marker, ...tail]`: the head and the tail are the pair cut from one value.
  const heads = slices.filter((c) => c.arguments.length === 2 && isNumberLiteral(c.arguments[0], 0));
  const pairs = heads.map((h) => [h, slices.find((c) => c !== h && c.arguments.length === 1 && receiver(c) === receiver(h) && !isNumberLiteral(c.arguments[0], 0))] as const);
  const [head, tail] = pairs.find(([, t]) => t !== undefined) ?? [undefined, undefined];
  if (!head || !tail) return undefined;
  const value = unwrap((head.callee as TSESTree.MemberExpression).object);
  if (notOutput(value)) return undefined;
  // `[...hits.slice(0, 3), "[12 hidden]", ...hits.slice(-1)]`: the ends of a list of records.
  const listName = value.type === AST_NODE_TYPES.Identifier ? value.name : value.type === AST_NODE_TYPES.MemberExpression ? memberName(value) : undefined;
  if (listName !== undefined && RECORD_LIST_NAME.test(listName) && !LINES_NAME.test(listName)) return undefined;
  return { kind: "middle", node, value, unit: "chars", bound: undefined, boundKind: "cap", announced: true, replaceable: false, parts: [head, tail] };
}

const HEAD_PART = /^(head|prefix|leading)(Part|Text|Str|String|Lines|Chars|Bytes|Content|Output)?$/i;
const TAIL_PART = /^(tail|suffix|trailing)(Part|Text|Str|String|Lines|Chars|Bytes|Content|Output)?$/i;
const MARKER_PART = /marker|notice|ellipsis|omission|omitted|truncat|elision|elided|removed/i;

/** The name a part goes by: `head`, `body.prefix`, `formatTruncationMarker(n)`. */
function partName(part: Node): string | undefined {
  const u = unwrap(part);
  if (u.type === AST_NODE_TYPES.Identifier) return u.name;
  if (u.type === AST_NODE_TYPES.MemberExpression) return memberName(u);
  if (u.type === AST_NODE_TYPES.CallExpression) return calleeName(u.callee);
  return undefined;
}

/**
 * `${kept.prefix}${marker}${kept.suffix}`: a head and a tail that a scan or another function cut,
 * known by their names, joined around a marker. The value is what the parts were made from, where
 * one call made both (`const kept = splitBudget(body, n)`).
 */
function namedElision(node: Node, parts: readonly Node[], ctx: CutContext): MiddleElision | undefined {
  const names = parts.map(partName);
  const h = names.findIndex((n) => n !== undefined && HEAD_PART.test(n));
  const t = names.findIndex((n, i) => i > h && n !== undefined && TAIL_PART.test(n));
  if (h < 0 || t < 0) return undefined;
  if (!parts.slice(h + 1, t).some((p) => isOmissionMarker(p) || MARKER_PART.test(partName(p) ?? ""))) return undefined;
  const [head, tail] = [unwrap(parts[h] as Node), unwrap(parts[t] as Node)];
  const objectOf = (n: Node) => (n.type === AST_NODE_TYPES.MemberExpression ? ctx.sourceCode.getText(n.object) : undefined);
  if (head.type !== tail.type || objectOf(head) !== objectOf(tail)) return undefined;
  let value: Node = head.type === AST_NODE_TYPES.MemberExpression ? unwrap(head.object) : head;
  const made = constInit(value, ctx.sourceCode);
  const source = made && unwrap(made).type === AST_NODE_TYPES.CallExpression ? (unwrap(made) as TSESTree.CallExpression).arguments[0] : undefined;
  if (source && source.type !== AST_NODE_TYPES.SpreadElement) value = source;
  if (notOutput(value)) return undefined;
  return { kind: "middle", node, value, unit: "chars", bound: undefined, boundKind: "cap", announced: true, replaceable: false, parts: [] };
}

/** A literal (or template) part that says something was left out for size: `[...12 lines omitted...]`; not a redaction's words. */
function isOmissionMarker(part: Node): boolean {
  const u = unwrap(part);
  const texts = u.type === AST_NODE_TYPES.Literal && typeof u.value === "string" ? [u.value] : u.type === AST_NODE_TYPES.TemplateLiteral ? u.quasis.map((q) => q.value.raw) : u.type === AST_NODE_TYPES.TemplateElement ? [u.value.raw] : [];
  return texts.some((t) => /omitted|truncated|elided|skipped|hidden|\[\s*(\.\.\.|…)\s*\]/i.test(t));
}

const LOOPS = new Set<string>([AST_NODE_TYPES.ForStatement, AST_NODE_TYPES.ForOfStatement, AST_NODE_TYPES.ForInStatement, AST_NODE_TYPES.WhileStatement, AST_NODE_TYPES.DoWhileStatement]);
const SIZE_NAME = /size|total|used|bytes|chars|length|len|budget|count|written/i;

export interface LoopCap extends CutSite {
  /** The accumulator the loop stops appending to. */
  accumulator: TSESTree.Identifier;
  loop: Node;
  /** A second cap on the same loop (a `break` under the header's), named in the one report. */
  alsoBound?: Node;
}

/** A cap on how much text is kept (`MAX_CHARS`, `maxLines`), not on how many records are gathered (`MAX_RESULTS`). */
export const TEXT_SIZE_CAP = /char|byte|size|budget|len|line/i;

/** The accumulator a loop body appends to: a string with `+=`, or an array it pushes to, and what it pushes. */
function accumulatorIn(body: Node): { accumulator: TSESTree.Identifier | undefined; pushed: Node | undefined } {
  let accumulator: TSESTree.Identifier | undefined;
  let pushed: Node | undefined;
  walk(
    body,
    (n: Node) => {
      if (accumulator) return;
      // Not a counter kept beside the text (`bytes += lineBytes`): what is appended to is the text.
      if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "+=" && n.left.type === AST_NODE_TYPES.Identifier && !/count|bytes|size|total|len|used|written/i.test(n.left.name)) accumulator = n.left;
      else if (n.type === AST_NODE_TYPES.CallExpression && /^(push|unshift)$/.test(calleeName(n.callee) ?? "") && n.callee.type === AST_NODE_TYPES.MemberExpression) {
        const id = rootIdentifier(n.callee.object);
        if (id && unwrap(n.callee.object).type === AST_NODE_TYPES.Identifier) {
          accumulator = id;
          pushed = n.arguments[0] ?? n;
        }
      }
    },
    true,
  );
  return { accumulator, pushed };
}

/**
 * `for (let i = 0; i < lines.length && i < maxLines; i++) out.push(lines[i])`: a cap in the loop's
 * own test, beside the bound of what it walks, stops the appending as a `break` would.
 */
export function loopHeaderCap(loop: TSESTree.ForStatement, ctx: CutContext): LoopCap | undefined {
  const test = loop.test ? unwrap(loop.test) : undefined;
  if (test?.type !== AST_NODE_TYPES.LogicalExpression || test.operator !== "&&") return undefined;
  const conjuncts: Node[] = [];
  const collect = (n: Node) => {
    const u = unwrap(n);
    if (u.type === AST_NODE_TYPES.LogicalExpression && u.operator === "&&") {
      collect(u.left);
      collect(u.right);
    } else conjuncts.push(u);
  };
  collect(test);
  const { accumulator, pushed } = accumulatorIn(loop.body);
  if (!accumulator || notOutput(accumulator) || startsAtParameter(loop, ctx)) return undefined;
  for (const c of conjuncts) {
    if (c.type !== AST_NODE_TYPES.BinaryExpression || !/^(<|<=|>|>=)$/.test(c.operator) || c.left.type === AST_NODE_TYPES.PrivateIdentifier) continue;
    const [measured, cap] = /^(<|<=)$/.test(c.operator) ? [c.left, c.right] : [c.right, c.left];
    // What is counted: the loop's index or the accumulator's length; the cap is no length of data.
    const counted = ctx.sourceCode.getText(measured);
    const index = loop.init?.type === AST_NODE_TYPES.VariableDeclaration ? loop.init.declarations.map((d) => (d.id.type === AST_NODE_TYPES.Identifier ? d.id.name : "")) : [];
    const capText = ctx.sourceCode.getText(cap);
    if (/\.length$/.test(capText)) continue;
    if (index.includes(counted)) {
      // The index walks a collection (`lines[i]`): not the attempts of a retry loop.
      let indexes = false;
      walk(loop.body, (n) => {
        if (n.type === AST_NODE_TYPES.MemberExpression && n.computed && ctx.sourceCode.getText(n.property) === counted) indexes = true;
      });
      if (!indexes) continue;
    } else if (counted === `${accumulator.name}.length`) {
      // A count of what was gathered, under a cap not named for size: records, as for a `break`.
      if (!TEXT_SIZE_CAP.test(capText)) continue;
    } else continue;
    const boundKind = classifyBound(cap, { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(loop), minimum: 2 });
    if (boundKind !== "cap" && boundKind !== "param") continue;
    // Whole records pushed under the cap are require-completeness's, as for a `break`.
    if (pushed && pushesRecords(pushed, accumulator, ctx.sourceCode)) return undefined;
    return { kind: "loop", node: c, value: accumulator, unit: "chars", bound: cap, boundKind, announced: false, replaceable: false, accumulator, loop };
  }
  return undefined;
}

/** `if (out.length + line.length > MAX) break;` in a loop that appends to `out`. */
const START_PARAMETER = /^(offset|start|startLine|startIndex|fromLine|from|skip|firstLine|lineOffset)$/i;

/**
 * `if (lineNumber >= offset && result.length < length) result.push(line)`: a loop that starts at a
 * place its caller passes reads a window, and the count beside it is the window's size.
 */
function startsAtParameter(loop: Node, ctx: CutContext): boolean {
  let found = false;
  walk(loop, (n) => {
    if (found || n.type !== AST_NODE_TYPES.Identifier || !START_PARAMETER.test(n.name)) return;
    if (n.parent.type === AST_NODE_TYPES.MemberExpression && n.parent.property === n && !n.parent.computed) return;
    const def = ASTUtils.findVariable(ctx.sourceCode.getScope(n), n.name)?.defs[0];
    if (def?.type === DefinitionType.Parameter) found = true;
  });
  return found;
}

export function loopCap(stmt: TSESTree.IfStatement, ctx: CutContext): LoopCap | undefined {
  const consequent = stmt.consequent;
  const breaks = consequent.type === AST_NODE_TYPES.BreakStatement || (consequent.type === AST_NODE_TYPES.BlockStatement && consequent.body.some((s) => s.type === AST_NODE_TYPES.BreakStatement));
  if (!breaks) return undefined;
  let loop: Node | undefined;
  for (let n: Node | undefined = stmt.parent; n; n = n.parent) {
    if (LOOPS.has(n.type)) {
      loop = n;
      break;
    }
    if (n.type === AST_NODE_TYPES.ArrowFunctionExpression || n.type === AST_NODE_TYPES.FunctionExpression || n.type === AST_NODE_TYPES.FunctionDeclaration || n.type === AST_NODE_TYPES.SwitchStatement) return undefined;
  }
  if (!loop) return undefined;
  const test = unwrap(stmt.test);
  if (test.type !== AST_NODE_TYPES.BinaryExpression || !/^(>|>=|<|<=)$/.test(test.operator) || test.left.type === AST_NODE_TYPES.PrivateIdentifier) return undefined;
  const [measured, cap] = /^(>|>=)$/.test(test.operator) ? [test.left, test.right] : [test.right, test.left];
  const measuredIds = identifiersIn(measured);
  const measuresSize = measuredIds.some((id) => SIZE_NAME.test(id.name)) || ctx.sourceCode.getText(measured).includes(".length");
  if (!measuresSize) return undefined;
  const boundKind = classifyBound(cap, { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(stmt), minimum: 20 });
  // A limit the caller passes (`maxLength`) makes the loop a helper's cut; its callers decide.
  if (boundKind !== "cap" && boundKind !== "param") return undefined;
  const { accumulator, pushed } = accumulatorIn((loop as TSESTree.ForStatement).body);
  if (!accumulator) return undefined;
  // `results.length >= MAX_RESULTS` caps a count of records: require-completeness reports that.
  const capText = ctx.sourceCode.getText(cap);
  if (pushed && ctx.sourceCode.getText(measured) === `${accumulator.name}.length` && !TEXT_SIZE_CAP.test(capText)) return undefined;
  if (notOutput(accumulator)) return undefined;
  if (startsAtParameter(loop, ctx)) return undefined;
  // `for (const item of items) { if (size + cost > MAX) break; out.push(item) } return out`: whole
  // records under a budget, never joined into text, are require-completeness's business.
  if (pushed && pushesRecords(pushed, accumulator, ctx.sourceCode)) return undefined;
  return { kind: "loop", node: stmt, value: accumulator, unit: "chars", bound: cap, boundKind, announced: false, replaceable: false, accumulator, loop };
}

/**
 * `const lines = []; for (const info of infos) lines.push(`${info.path} (${info.size})`)`: one entry
 * per element of another list (or `infos.map((info) => info.path)`), so cutting it drops whole
 * entries (records), not part of one text.
 */
export function entriesPerElement(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const id = unwrap(node);
  if (id.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
  const def = variable?.defs[0];
  if (!variable || def?.node.type !== AST_NODE_TYPES.VariableDeclarator || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init) return false;
  // `const paths = infos.map((info) => info.path)`; not lines split from a text and mapped.
  const init = unwrap(def.node.init);
  if (recordsByMethod(init)) return true;
  if (init.type !== AST_NODE_TYPES.ArrayExpression || init.elements.length > 0) return false;
  let pushes = 0;
  for (const r of variable.references) {
    if (r.identifier === def.node.id) continue;
    const m = r.identifier.parent;
    const call = m?.parent;
    if (m?.type !== AST_NODE_TYPES.MemberExpression || m.object !== r.identifier || call?.type !== AST_NODE_TYPES.CallExpression || call.callee !== m) continue;
    if (memberName(m) !== "push") continue;
    const arg = call.arguments[0];
    let loop: Node | undefined = call.parent;
    while (loop && loop.type !== AST_NODE_TYPES.ForOfStatement && !isFunction(loop)) loop = loop.parent;
    if (loop?.type !== AST_NODE_TYPES.ForOfStatement || !arg) return false;
    const names = new Set(identifiersIn(loop.left).map((n) => n.name));
    if (!identifiersIn(arg).some((n) => names.has(n.name))) return false;
    pushes++;
  }
  return pushes > 0;
}

/** What is pushed is a record, not text, and the array is never made into text where it is filled. */
function pushesRecords(pushed: Node, accumulator: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const p = unwrap(pushed);
  if (p.type === AST_NODE_TYPES.TemplateLiteral || p.type === AST_NODE_TYPES.BinaryExpression || (p.type === AST_NODE_TYPES.Literal && typeof p.value === "string")) return false;
  if (p.type === AST_NODE_TYPES.Identifier && /line|text|chunk|str|out|content|part|piece|frag|row/i.test(p.name)) return false;
  if (p.type === AST_NODE_TYPES.CallExpression && /^(slice|substring|substr|trim\w*|toString|join|replace\w*|padStart|padEnd|repeat)$/.test(calleeName(p.callee) ?? "")) return false;
  const variable = ASTUtils.findVariable(sourceCode.getScope(accumulator), accumulator.name);
  if (!variable) return false;
  return !variable.references.some((r) => {
    const parent = r.identifier.parent;
    if (parent.type === AST_NODE_TYPES.MemberExpression && parent.object === r.identifier && /^(join|toString)$/.test(memberName(parent) ?? "")) return true;
    return parent.type === AST_NODE_TYPES.TemplateLiteral || (parent.type === AST_NODE_TYPES.BinaryExpression && parent.operator === "+");
  });
}

/**
 * `if (lines.length >= MAX) lines.shift(); lines.push(line)`: a ring buffer of lines, which keeps
 * the last MAX lines of an output and drops the head as it goes (a suffix cut, in lines).
 */
export function ringBuffer(stmt: TSESTree.IfStatement, ctx: CutContext): LoopCap | undefined {
  const test = unwrap(stmt.test);
  if (test.type !== AST_NODE_TYPES.BinaryExpression || !/^(>|>=|<|<=)$/.test(test.operator) || test.left.type === AST_NODE_TYPES.PrivateIdentifier) return undefined;
  const isLength = (n: Node) => n.type === AST_NODE_TYPES.MemberExpression && memberName(n) === "length";
  const onLeft = isLength(unwrap(test.left));
  const [measured, cap] = onLeft ? [unwrap(test.left), test.right] : [unwrap(test.right), test.left];
  if (measured.type !== AST_NODE_TYPES.MemberExpression || !isLength(measured)) return undefined;
  const buffer = unwrap(measured.object);
  if (buffer.type !== AST_NODE_TYPES.Identifier || !LINES_NAME.test(buffer.name)) return undefined;
  // The branch taken when the buffer is full drops its first line: `length >= cap` holds there.
  const fullWhenTrue = onLeft ? /^(>|>=)$/.test(test.operator) : /^(<|<=)$/.test(test.operator);
  const full = fullWhenTrue ? stmt.consequent : stmt.alternate;
  let shifts: TSESTree.CallExpression | undefined;
  if (full) {
    walk(full, (n) => {
      if (!shifts && n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "shift" && ctx.sourceCode.getText(n.callee.object) === buffer.name) shifts = n;
    });
  }
  // A queue hands the shifted line on (`const next = queue.shift()`); a ring buffer drops it.
  if (!shifts || shifts.parent.type !== AST_NODE_TYPES.ExpressionStatement) return undefined;
  let pushes = false;
  walk(stmt.parent, (n) => {
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "push" && ctx.sourceCode.getText(n.callee.object) === buffer.name) pushes = true;
  });
  if (!pushes) return undefined;
  const boundKind = classifyBound(cap, { sourceCode: ctx.sourceCode, toolFunctions: ctx.toolFunctionsOf(stmt), minimum: 2 });
  if (boundKind !== "cap" && boundKind !== "param") return undefined;
  return { kind: "lines-suffix", node: shifts, value: buffer, unit: "lines", bound: cap, boundKind, announced: false, replaceable: false, accumulator: buffer, loop: stmt };
}

/** Reads of a loop's accumulator after the loop: where the capped text goes. */
export function readsAfter(id: TSESTree.Identifier, after: Node, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Identifier[] {
  const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
  if (!variable) return [];
  return variable.references
    .filter((r) => r.isRead() && r.identifier.range[0] > after.range[1] && r.identifier.type === AST_NODE_TYPES.Identifier)
    .map((r) => r.identifier as TSESTree.Identifier);
}

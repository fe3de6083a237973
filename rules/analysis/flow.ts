import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { TSESLint as ESLintTypes } from "@typescript-eslint/utils";
const { DefinitionType } = ESLintTypes.Scope;
import { calleeName, dottedName, enclosingFunction, isFunction, isTransparent, keyName, memberName, propertyOf, returnedValues, stringValue, rootIdentifier, unwrap, walk, type FunctionNode, type Node } from "./ast.js";
import { FRAMEWORK_NAMES, TOOL_FILE, TOOL_FRAMEWORK_MODULE, TOOL_TYPE, toolRoleOf, TOOLS_FOLDER, type FrameworkContext } from "./frameworks.js";
import { CONSUMING_CALLS, DISPLAY_PATH, MODEL_FIELDS, NON_TEXT_FIELDS, humanCall, humanField, isSanitizer, isToolMessageConstructor, modelCall, modelField, PROPAGATING_CALLS, PROPAGATING_METHODS } from "./sinks.js";
import { TRUNCATING_NAME } from "./helpers.js";
import { importsOf, promptJsxModule, runsProcesses } from "./imports.js";
import { MODEL_TYPES } from "./types.js";
import { isAbsolute, relative } from "node:path";
import { toolModuleCalling, packageToolModuleTexts, type ToolModuleTests } from "./importers.js";
import { mcpServerPackage } from "./package-role.js";
import { checkedToolMessage, copiesCheckedToolMessage } from "./tool-messages.js";

/** Tests, scripts and build files of a package: not what its tools run. */
const TEST_OR_SCRIPT_PATH = /(^|\/)(tests?|__tests__|spec|e2e[\w-]*|[\w-]+-tests?|scripts?|bench\w*|examples?|fixtures?|dist|build)\/|\.(test|spec)\.[cm]?[jt]sx?$|\.config\.[cm]?[jt]s$/;

/** Where a value ends up, as far as one file (and, with types, its callees) shows. */
export type Destination =
  /** `prompt`: handed to a model inside a prompt, which is tool output only if the value is. */
  | { kind: "model"; via: string; certain: boolean; prompt?: boolean; /** Known only by a prompt field of an unknown call: tool output only when cut inside a tool. */ promptField?: boolean; /** A user turn: tool output only when named for what the agent observed. */ userTurn?: boolean }
  | { kind: "human"; via: string; log: boolean }
  | { kind: "sanitized" }
  /** Returned from `fn`, whose callers are not followed (the helper analysis asks for this). */
  | { kind: "return"; fn: FunctionNode; hit?: boolean };

export interface FlowContext extends FrameworkContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  /** Extra model-facing sink functions and field names from the options. */
  isSinkCall: (callee: Node) => boolean;
  sinkFields: ReadonlySet<string>;
  isSanitizerCall: (callee: Node) => boolean;
  /** Import sources that are the cutter (tool-output-cutter and the project's re-export). */
  cutterModules: ReadonlySet<string>;
  /** Whether the content of a message checked to be a tool result is model-facing (no-positional-cut's `checkHistory`). */
  historyMessages?: boolean;
}

const MAX_DEPTH = 10;
/** Enough for any real route through one file; a pathological class (hundreds of methods writing one field) stops here. */
const MAX_STEPS = 400;
/** Names of functions that make or prepare what a tool gives the model. */
const TOOL_RESULT_FN = /tool_?(result|output|response)|mcp_?(call_?)?(result|output|response)|function_?response|observation/i;
/** `prepareActionOutputForModel()`, `formatForLlm()`: named for the model, whoever calls it (not `rowToModel()`, a data model). */
const FOR_MODEL_FN = /(for|to)_?llm(?![a-z])|(output|result|response|content|text|context|message)s?_?(for|to)_?(model|assistant)(?![a-z])|^toModel(Output|Content|Text|Message)/i;
const DISPLAY_NAME = /preview|display|label|card|render|summary|title|view|ui[A-Z_]|log/i;
/** Where a message holds its text. */
const MESSAGE_BODY_KEY = /^(content|text|output|result)$/;
const IDENTIFIER_FIELD = /^(name|id|key|slug|type|kind|toolName|toolCallId|callId)$|[a-z](Name|Id|Key)$/;
/** Functions that make a name, a key or a slug: what they cut is an identifier, not output. */
export const LABEL_FN_NAME = /^(slug|slugify|to(Slug|Key|Id|Name|Title|Label)|make(Slug|Key|Id|Name|Title|Label))$|^(?!.*(By|For|With|From|Of|In)(Name|Id|Key|Slug|Title|Label|Subject)s?$).*[a-z](Name|Id|Key|Slug|Title|Label|Subject)s?$/;
/** Calls whose callback's result is not their value: predicates, comparators, events, timers, tests. */
/** Keys of an options object that hold the work a wrapper runs and whose result it gives back. */
// `func`: `chrome.scripting.executeScript({ target, func })` gives back what the page script returned.
const WORK_KEY = /^(run|fn|func|task|work|operation|action|execute|callback|body)$/;
const CALLBACK_RESULT_DROPPED = /^(forEach|filter|find|findIndex|findLast|findLastIndex|some|every|sort|toSorted|setTimeout|setInterval|setImmediate|queueMicrotask|nextTick|on|once|off|addEventListener|addListener|prependListener|subscribe|finally|describe|it|test|beforeEach|afterEach|beforeAll|afterAll|partition|useCallback|useEffect|useLayoutEffect|memoize|debounce|throttle)$|By$/;
/** Methods of an array, Map or Set that give back (some of) what it holds. */
const CONTAINER_READS = /^(get|values|at|find|findLast|sort|toSorted|reverse|toReversed|flat|pop|shift|entries)$/;
/** Array methods whose callback is handed each element in its first parameter. */
const ELEMENT_CALLBACKS = /^(forEach|map|flatMap|filter|find|findLast|some|every)$/;
/** Calls that by their name hand a tool's result on: `pushToolResult(x)`, `formatResponse.toolResult(x)`. */
const TOOL_RESULT_CALL = /^((push|add|send|emit|format|create|make|build|to|wrap|set)_?)?tool_?(result|response|output)s?$/i;

/** Reads of the variable an identifier declares or names, other than `id` itself. */
export function readsOf(id: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.Identifier[] {
  const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
  if (!variable) return [];
  return variable.references.filter((r) => r.isRead() && r.identifier !== id && r.identifier.type === AST_NODE_TYPES.Identifier).map((r) => r.identifier as TSESTree.Identifier);
}

/** The `new Promise(…)` whose executor's first parameter (`param` 1: its second, reject) `callee` is. */
function promiseOfResolve(callee: Node, sourceCode: Readonly<TSESLint.SourceCode>, param = 0): TSESTree.NewExpression | undefined {
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = ASTUtils.findVariable(sourceCode.getScope(callee), callee.name)?.defs[0];
  if (def?.type !== DefinitionType.Parameter || !isFunction(def.node)) return undefined;
  const executor = def.node;
  const first = executor.params[param];
  if (first?.type !== AST_NODE_TYPES.Identifier || first.name !== callee.name) return undefined;
  const p = executor.parent;
  return p.type === AST_NODE_TYPES.NewExpression && calleeName(p.callee) === "Promise" && p.arguments[0] === executor ? p : undefined;
}

/** The name a function is called by in this file, when it has one. */
export function bindingOf(fn: FunctionNode): TSESTree.Identifier | undefined {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) return fn.id ?? undefined;
  const p = fn.parent;
  if (p.type === AST_NODE_TYPES.VariableDeclarator && p.init === fn && p.id.type === AST_NODE_TYPES.Identifier) return p.id;
  return undefined;
}

/** A class method's name: `truncateMiddle` of `private truncateMiddle(text) {…}`. */
export function methodNameOf(fn: FunctionNode): string | undefined {
  const p = fn.parent;
  return p.type === AST_NODE_TYPES.MethodDefinition && p.value === fn && p.kind === "method" ? keyName(p) : undefined;
}

/** The name a helper goes by, as a function or as a method. */
export function helperNameOf(fn: FunctionNode): string | undefined {
  return bindingOf(fn)?.name ?? methodNameOf(fn);
}

const callSitesCache = new WeakMap<FunctionNode, TSESTree.CallExpression[]>();
const thisCallsByClass = new WeakMap<Node, Map<string, TSESTree.CallExpression[]>>();

/** Call sites of a named function in this file, or of a method through `this.` in its class. */
export function callSitesOf(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  let calls = callSitesCache.get(fn);
  if (!calls) {
    calls = findCallSites(fn, sourceCode);
    callSitesCache.set(fn, calls);
  }
  // A copy: callers add to what they are given.
  return [...calls];
}

function findCallSites(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const method = methodNameOf(fn);
  if (method !== undefined) {
    const body = fn.parent.parent;
    if (!body) return [];
    // An override is called wherever a base class of this file calls `this.m(…)`: the call dispatches to it.
    const calls: TSESTree.CallExpression[] = [];
    for (let cls: Node | undefined = body.parent, hops = 0; cls && hops < 4; cls = baseClassInFile(cls, sourceCode), hops++) {
      if (cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression) break;
      calls.push(...(thisCallsOf(cls.body).get(method) ?? []));
    }
    const cls = body.parent;
    // `const stdout = new BoundedText(MAX); … stdout.result()`: an instance of this file's class, called by its holder's name.
    if (!(fn.parent.type === AST_NODE_TYPES.MethodDefinition && fn.parent.static) && (cls?.type === AST_NODE_TYPES.ClassDeclaration || cls?.type === AST_NODE_TYPES.ClassExpression) && cls.id) {
      // The class's own name binding sees only the class body; the module's binding sees `new BoundedText()`.
      const outer = sourceCode.getDeclaredVariables(cls).flatMap((v) => v.references.filter((ref) => ref.isRead()).map((ref) => ref.identifier));
      for (const r of outer) {
        const made = r.parent;
        const holder = made.type === AST_NODE_TYPES.NewExpression && made.callee === r ? made.parent : undefined;
        if (holder?.type !== AST_NODE_TYPES.VariableDeclarator || holder.init !== made || holder.id.type !== AST_NODE_TYPES.Identifier) continue;
        for (const use of readsOf(holder.id, sourceCode)) {
          const member = use.parent;
          if (member.type === AST_NODE_TYPES.MemberExpression && member.object === use && memberName(member) === method && member.parent.type === AST_NODE_TYPES.CallExpression && member.parent.callee === member) calls.push(member.parent);
        }
      }
    }
    // `ExecuteBash.truncateSafely(stdout, max)`: a static method called by its class's name.
    if (fn.parent.type === AST_NODE_TYPES.MethodDefinition && fn.parent.static && (cls?.type === AST_NODE_TYPES.ClassDeclaration || cls?.type === AST_NODE_TYPES.ClassExpression) && cls.id) {
      for (const r of readsOf(cls.id, sourceCode)) {
        const member = r.parent;
        const call = member.parent;
        if (member.type === AST_NODE_TYPES.MemberExpression && member.object === r && memberName(member) === method && call?.type === AST_NODE_TYPES.CallExpression && call.callee === member) calls.push(call);
      }
    }
    return calls;
  }
  const id = bindingOf(fn);
  if (!id) return [];
  const calls: TSESTree.CallExpression[] = [];
  for (const r of readsOf(id, sourceCode)) {
    const p = r.parent;
    if (p.type === AST_NODE_TYPES.CallExpression && p.callee === r) calls.push(p);
    // `const run = persistent ? runPersistentBash : runStatelessBash; return run(args)`: called under another name.
    const alias = aliasOf(r);
    if (alias) for (const a of readsOf(alias, sourceCode)) if (a.parent.type === AST_NODE_TYPES.CallExpression && a.parent.callee === a) calls.push(a.parent);
  }
  return calls;
}

/** The const a function is held in (`const run = fn`, `const run = cond ? fn : other`). */
function aliasOf(ref: TSESTree.Identifier): TSESTree.Identifier | undefined {
  let n: Node = ref;
  while (n.parent.type === AST_NODE_TYPES.ConditionalExpression && n.parent.test !== n) n = n.parent;
  const d = n.parent;
  return d.type === AST_NODE_TYPES.VariableDeclarator && d.init === n && d.id.type === AST_NODE_TYPES.Identifier && d.parent.kind === "const" ? d.id : undefined;
}

function returnAnnotationNamesModelType(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
  if (!fn.returnType) return undefined;
  const text = sourceCode.getText(fn.returnType);
  for (const name of MODEL_TYPES) if (new RegExp(`\\b${name}\\b`).test(text)) return name;
  // `Promise<CodebuffToolOutput<"run_terminal_command">>`: the project's own type for what a tool returns.
  return /\b\w*Tool(Output|Result|Response)\b/.exec(text)?.[0];
}

interface Walk {
  ctx: FlowContext;
  /** The shallowest depth each node was followed from: a node first met deep is followed again when met shallower. */
  seen: Map<Node, number>;
  /** Nodes followed so far; past MAX_STEPS the walk gives up rather than grow without bound. */
  steps: number;
  /** Report returns from these functions instead of following their callers. */
  stopAt: ReadonlySet<FunctionNode>;
}

function returned(fn: FunctionNode, w: Walk, depth: number): Destination[] {
  const role = toolRoleOf(fn, w.ctx, (id) => readsOf(id, w.ctx.sourceCode));
  if (role) return [{ kind: "model", via: `returned by ${aTool(role.framework, role.typed)}`, certain: role.certain }];
  const typed = w.ctx.types?.returnedModelType(fn);
  if (typed) return [{ kind: "model", via: `returned as \`${typed}\``, certain: true }];
  const annotated = returnAnnotationNamesModelType(fn, w.ctx.sourceCode);
  if (annotated) return [{ kind: "model", via: `returned as \`${annotated}\``, certain: w.ctx.types !== undefined }];
  // `{ renderResultForAssistant(result) { … } }`: a method of an object literal is named by its key.
  const name = helperNameOf(fn) ?? (fn.parent.type === AST_NODE_TYPES.Property && fn.parent.value === fn ? keyName(fn.parent) : undefined);
  // Not a truncating helper (`clipForModel`): its callers say what it is handed.
  // `renderResultForAssistant()`: rendering for the assistant is for the model, not a person.
  if (name !== undefined && FOR_MODEL_FN.test(name) && !DISPLAY_NAME.test(name.replace(/^render/, "")) && !TRUNCATING_NAME.test(name)) return [{ kind: "model", via: `returned by \`${name}()\`, named for the model`, certain: false }];
  if (w.stopAt.has(fn)) return [{ kind: "return", fn }];
  // `await (async () => { …; return { stdout } })()`: what an immediately called function returns is the call's value.
  if (fn.parent.type === AST_NODE_TYPES.CallExpression && fn.parent.callee === fn) return follow(fn.parent, w, depth + 1);
  // `truncateToolResultContent(content)`: a function named for what it returns, tool results.
  // Not where the name or the folder says it is for people: `getToolResultPreview()` in components/.
  if (name !== undefined && TOOL_RESULT_FN.test(name) && !DISPLAY_NAME.test(name) && !DISPLAY_PATH.test((w.ctx.filename ?? "").replaceAll("\\", "/"))) return [{ kind: "model", via: `returned by \`${name}()\`, named for tool results`, certain: false }];
  // `items.map((x) => x.body.slice(0, 300))`: the callback's results make up the call's value.
  const host = fn.parent;
  if (host.type === AST_NODE_TYPES.CallExpression && (host.arguments as readonly Node[]).includes(fn) && /^(map|flatMap)$/.test(calleeName(host.callee) ?? "")) return follow(host, w, depth + 1);
  // `withTimeout(async () => { …; return out })`, `tracer.startActiveSpan(name, (span) => …)`: a
  // wrapper gives back what its callback returns. Not a callback whose result is dropped or only tested.
  if (host.type === AST_NODE_TYPES.CallExpression && (host.arguments as readonly Node[]).includes(fn) && host.callee !== fn && !CALLBACK_RESULT_DROPPED.test(calleeName(host.callee) ?? "")) return follow(host, w, depth + 1);
  // `withAbort({ signal, run: async () => … })`: a wrapper handed its work in an options object gives back what the work returns.
  const work = host.type === AST_NODE_TYPES.Property && host.value === fn && WORK_KEY.test(keyName(host) ?? "") ? host.parent : undefined;
  const options = work?.parent;
  if (work && options?.type === AST_NODE_TYPES.CallExpression && (options.arguments as readonly Node[]).includes(work) && !CALLBACK_RESULT_DROPPED.test(calleeName(options.callee) ?? "")) return follow(options, w, depth + 1);
  const calls = callSitesOf(fn, w.ctx.sourceCode);
  calls.push(...boundCalls(fn, w.ctx.sourceCode));
  // `cell.outputs.map(processOutput)`: a function handed by name to a call that gives back what it returns.
  calls.push(...handedByName(fn, w.ctx.sourceCode).filter((host) => !CALLBACK_RESULT_DROPPED.test(calleeName(host.callee) ?? "")));
  if (calls.length === 0) calls.push(...objectMethodCalls(fn, w.ctx.sourceCode));
  if (calls.length > 0) {
    const here = calls.flatMap((c) => follow(c, w, depth + 1));
    // `getVideoMetadata()`, parsed by a summary beside it and handed on whole by a tool module that
    // imports it: the export is a route of its own.
    if (!here.some((d) => d.kind === "model" || d.kind === "sanitized") && (exported(fn) || handedOutByFactory(fn) !== undefined)) {
      const elsewhere = calledByToolModule([{ kind: "return", fn }], w.ctx);
      if (elsewhere) return [...here, elsewhere];
    }
    return here;
  }
  // Matched by the method's name alone: what such a call reaches, this may reach.
  const guessed = toolCallsOfMethod(fn, w).flatMap((c) => follow(c, w, depth + 1)).map((d) => (d.kind === "model" ? { ...d, certain: false } : d));
  // `class ToolOutputDistiller { distill() … }`: its callers are elsewhere, and the class says what they get.
  const cls = classNamedForToolResults(fn, w.ctx.filename, w.ctx.sourceCode);
  return [...guessed, cls ? { kind: "model", via: `returned by \`${cls}\`, a class named for tool results`, certain: false } : { kind: "return", fn }];
}

/** Argument fields that hold a prompt for a model. */
const PROMPT_KEY = /^(prompt|userPrompt|user_prompt|systemPrompt|system_prompt|promptText)$/;

/** `class ToolResult extends PromptElement`: a class around `node` named for tool results, not for display. */
export function inClassNamedForToolResults(node: Node): boolean {
  for (let n: Node | undefined = node.parent; n; n = n.parent) {
    if ((n.type === AST_NODE_TYPES.ClassDeclaration || n.type === AST_NODE_TYPES.ClassExpression) && n.id) return TOOL_RESULT_FN.test(n.id.name) && !DISPLAY_NAME.test(n.id.name);
  }
  return false;
}

const PROGRESS_EVENT = /^progress$/;
const SAMPLE_KEY = /^(snippet|sample|excerpt|head|preview)\w*$/i;
const TIMING_KEY = /^(timestamp|ts|time|at|startTime|endTime|startedAt|deltaMs|elapsed\w*|duration\w*)$/;

/** `{ timestamp, deltaMs, snippet: text.slice(0, 50) }`: a sample of the text in a record of when it came, for a timeline. */
function sampleOfEvent(object: TSESTree.ObjectExpression, key: string): boolean {
  if (!SAMPLE_KEY.test(key)) return false;
  return object.properties.some((p) => p.type === AST_NODE_TYPES.Property && TIMING_KEY.test(keyName(p) ?? ""));
}

/** "a Vercel AI SDK tool", "an MCP SDK tool"; a factory named for tools (`tool`, `createTool`) by its call. */
export function aTool(framework: string, typed = false): string {
  if (FRAMEWORK_NAMES.has(framework)) return `${/^(MCP|LLM|[AEIOU])/.test(framework) ? "an" : "a"} ${framework} tool`;
  if (/^[a-z][\w$]*$/.test(framework) && /tool$/i.test(framework)) return `a tool made by \`${framework}()\``;
  // `ToolFunctionType`, `SearchExecutor`: a type the function is declared with, not a class.
  if (typed) return `a tool function typed \`${framework}\``;
  if (/^[A-Z][\w$]*$/.test(framework) && /[a-z]/.test(framework)) return `the tool class \`${framework}\``;
  if (framework === "plain-object") return "a tool defined as a plain object";
  if (framework === "tool-execute") return "a function that runs as a tool's execute";
  if (framework === "tool module") return "a module's exported tool handler (beside its schema)";
  if (framework === "tool table") return "a handler keyed by the name of a tool this module defines";
  return `${/^(MCP|LLM|[AEIOU])/.test(framework) ? "an" : "a"} ${framework} tool`;
}

const HIT_TEXT_KEY = /^(content|text|match|matchText|snippet|excerpt|preview|context|line(Text|Content)?)$/;
const HIT_PLACE_KEYS = [/^(file|path|filePath|relativePath|uri|url)$/, /^(line|lineNumber|lineNo|range|startLine|position)$/];

/** A record that says where a match is and what it says: `{ file, line, content }`. */
function searchHit(object: TSESTree.ObjectExpression): boolean {
  const keys = object.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? (keyName(p) ?? "") : ""));
  return HIT_PLACE_KEYS.every((k) => keys.some((key) => k.test(key)));
}

/** Keys that say the object stands in for a result that was cut. */
const CUT_FLAG_KEY = /^(truncated|isTruncated|omitted|clipped|tooLarge)$/;
/** Keys that carry a result whole, beside which a preview is only for show. */
const CARRIES_RESULT_KEY = /^(content|output|result|text|data|body|value|llmContent|full\w*)$/;

/**
 * `{ truncated: true, note, preview: json.slice(0, N) }`: a preview in an object that flags the cut
 * and carries nothing else is the result the model gets, not a display copy beside it.
 */
/** A sibling field of `field` holds, whole, a value that `value` is made from (`text` beside `text.slice(0, 200)`). */
function wholeBeside(object: TSESTree.ObjectExpression, field: TSESTree.Property, value: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  // What is shortened: the receiver or first argument of the cut itself (through a marker joined
  // on, or either branch), not the value itself (`{ a: x, b: x }` repeats), nor a bound
  // (`{ text: cut(out, MAX), limit: MAX }`), nor an input deeper down (`{ url, text: (await fetch(url)).slice(…) }`).
  const shortened = (v: Node): Node[] => {
    const u = unwrap(v);
    if (u.type === AST_NODE_TYPES.CallExpression) return [...(u.callee.type === AST_NODE_TYPES.MemberExpression ? [u.callee.object] : []), ...(u.arguments[0] ? [u.arguments[0]] : [])];
    if (u.type === AST_NODE_TYPES.BinaryExpression && u.operator === "+") return [...shortened(u.left), ...shortened(u.right)];
    if (u.type === AST_NODE_TYPES.ConditionalExpression) return [...shortened(u.consequent), ...shortened(u.alternate)];
    if (u.type === AST_NODE_TYPES.TemplateLiteral) return u.expressions.flatMap(shortened);
    return [];
  };
  // Checked on every field a value passes through: the value's own inputs first, usually none.
  if (object.properties.length < 2) return false;
  const inputs = shortened(value).map((n) => sourceCode.getText(unwrap(n)));
  if (inputs.length === 0) return false;
  return object.properties.some((p) => {
    if (p === field || p.type !== AST_NODE_TYPES.Property || p.computed || humanField(keyName(p) ?? "")) return false;
    const v = unwrap(p.value);
    return v.type !== AST_NODE_TYPES.Literal && !isFunction(v) && inputs.includes(sourceCode.getText(v));
  });
}

function previewInsteadOfResult(object: TSESTree.ObjectExpression, key: string): boolean {
  if (!/^preview(Text)?$/.test(key)) return false;
  const keys = object.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? keyName(p) : undefined));
  return keys.some((k) => k !== undefined && CUT_FLAG_KEY.test(k)) && !keys.some((k) => k !== undefined && CARRIES_RESULT_KEY.test(k));
}

/** Method names too common to say which class a call goes to. */
const COMMON_METHOD = /^(get|set|has|add|run|call|apply|bind|then|map|push|pop|send|read|write|close|open|start|stop|init|load|save|update|delete|remove|clear|reset|toString|toJSON|valueOf|execute|exec|handle|process|parse|format|render|next|emit|on|off)$/;
const memberCallsByProgram = new WeakMap<Node, Map<string, TSESTree.CallExpression[]>>();

/**
 * `context.search.search(input.query)` in a tool of this file, where an exported class of this
 * file defines a public `search()`: without types the receiver is unknown, but a tool here that
 * calls a method of that name is taken to call this one. Not for names too common to tell.
 */
function toolCallsOfMethod(fn: FunctionNode, w: Walk): TSESTree.CallExpression[] {
  const method = fn.parent;
  if (method.type !== AST_NODE_TYPES.MethodDefinition || method.kind !== "method" || method.static || method.accessibility === "private" || method.accessibility === "protected") return [];
  if (method.key.type !== AST_NODE_TYPES.Identifier || COMMON_METHOD.test(method.key.name) || !exported(fn)) return [];
  let byName = memberCallsByProgram.get(w.ctx.program);
  if (!byName) {
    const found = new Map<string, TSESTree.CallExpression[]>();
    walk(w.ctx.program, (n) => {
      if (n.type !== AST_NODE_TYPES.CallExpression || n.callee.type !== AST_NODE_TYPES.MemberExpression || unwrap(n.callee.object).type === AST_NODE_TYPES.ThisExpression) return;
      const name = memberName(n.callee);
      if (name === undefined) return;
      const list = found.get(name);
      if (list) list.push(n);
      else found.set(name, [n]);
    });
    memberCallsByProgram.set(w.ctx.program, found);
    byName = found;
  }
  const inTool = (call: Node): boolean => {
    for (let n: Node | undefined = call.parent; n; n = n.parent) if (isFunction(n) && toolRoleOf(n, w.ctx, (id) => readsOf(id, w.ctx.sourceCode))) return true;
    return false;
  };
  return (byName.get(method.key.name) ?? []).filter((c) => inTool(c));
}

/** The name of the class a method belongs to, where it is named for tool results and not for display. */
function classNamedForToolResults(fn: FunctionNode, filename: string | undefined, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
  const method = fn.parent;
  if (method.type !== AST_NODE_TYPES.MethodDefinition || method.kind !== "method") return undefined;
  const cls = method.parent.parent;
  const name = (cls.type === AST_NODE_TYPES.ClassDeclaration || cls.type === AST_NODE_TYPES.ClassExpression) && cls.id ? cls.id.name : undefined;
  if (name === undefined || !TOOL_RESULT_FN.test(name) || DISPLAY_NAME.test(name) || DISPLAY_PATH.test((filename ?? "").replaceAll("\\", "/"))) return undefined;
  // `statusLine()`, or a class this file makes itself: then its callers are here, not elsewhere.
  if (DISPLAY_NAME.test(keyName(method) ?? "") || sourceCode.text.includes(`new ${name}(`)) return undefined;
  return name;
}

/**
 * An error thrown (or a promise rejected) inside a tool implementation: MCP servers, the AI SDK,
 * LangChain and the Agents SDK all hand its message to the model as the tool's result.
 */
function thrownFrom(node: Node, w: Walk, depth = 0): Destination[] {
  if (caught(node)) return [];
  for (let n: Node | undefined = node.parent; n; n = n.parent) {
    if (!isFunction(n)) continue;
    const role = toolRoleOf(n, w.ctx, (id) => readsOf(id, w.ctx.sourceCode));
    if (!role && runsLater(n)) return [];
    if (role) return [{ kind: "model", via: `thrown from ${aTool(role.framework, role.typed)}, whose error message the model reads`, certain: false }];
    // Uncaught, it goes on to the callers of a named function: `spawnAndCollect()` called by a tool.
    const fn = n;
    const callers = depth < 2 ? callSitesOf(fn, w.ctx.sourceCode).filter((c) => enclosingFunction(c) !== fn) : [];
    if (callers.length > 0) return callers.flatMap((c) => thrownFrom(c, w, depth + 1));
    // Out of an exported function of an MCP server's package: its tools turn the error into the result.
    const server = exported(fn) ? serverPackageOf(w.ctx.filename) : undefined;
    if (server) return [{ kind: "model", via: `thrown from \`${helperNameOf(fn) ?? "an exported function"}()\` of the MCP server ${server}, whose tools report the error to the model`, certain: false }];
    if (helperNameOf(fn) !== undefined) return [];
  }
  return [];
}

/** The MCP server package a source file (not a test or script of it) belongs to. */
function serverPackageOf(filename: string | undefined): string | undefined {
  const pkg = mcpServerPackage(filename);
  return pkg && !TEST_OR_SCRIPT_PATH.test(relative(pkg.root, filename ?? "").replaceAll("\\", "/")) ? pkg.name : undefined;
}

/** Callbacks whose throw reaches the caller: array methods, promise handlers, a promise's executor. */
const SYNC_CALLBACK = /^(map|flatMap|forEach|filter|reduce|reduceRight|some|every|find|findIndex|findLast|findLastIndex|sort|then|catch|finally|Promise)$/;

/** A function handed to a call that may run it later (`child.on("exit", …)`, `setTimeout(…)`): its throw goes nowhere near the caller. */
function runsLater(fn: FunctionNode): boolean {
  const p = fn.parent;
  if ((p.type !== AST_NODE_TYPES.CallExpression && p.type !== AST_NODE_TYPES.NewExpression) || !(p.arguments as readonly Node[]).includes(fn)) return false;
  return !SYNC_CALLBACK.test(calleeName(p.callee) ?? "");
}

/** Whether `node` sits in the `try` block of a `try/catch` of its own function. */
function caught(node: Node): boolean {
  for (let n: Node | undefined = node; n?.parent; n = n.parent) {
    const p: Node = n.parent;
    if (p.type === AST_NODE_TYPES.TryStatement && p.block === n && p.handler) return true;
    if (isFunction(p)) return false;
  }
  return false;
}

/**
 * `current() { return head + tail; }` in the object a factory returns: the method's callers are
 * the reads of `collector.current()` where `const collector = createCollector(…)`.
 */
/** Every `this.m(…)` of a class, by method, in one walk: a large class has many methods. */
function thisCallsOf(body: Node): Map<string, TSESTree.CallExpression[]> {
  let byMethod = thisCallsByClass.get(body);
  if (!byMethod) {
    const found = new Map<string, TSESTree.CallExpression[]>();
    walk(body, (n) => {
      if (n.type !== AST_NODE_TYPES.CallExpression || n.callee.type !== AST_NODE_TYPES.MemberExpression || n.callee.object.type !== AST_NODE_TYPES.ThisExpression) return;
      const name = memberName(n.callee);
      if (name === undefined) return;
      const list = found.get(name);
      if (list) list.push(n);
      else found.set(name, [n]);
    });
    thisCallsByClass.set(body, found);
    byMethod = found;
  }
  return byMethod;
}

/** `class ToolResult extends PrimitiveToolResult<P>`: the base class, where this file declares it. */
function baseClassInFile(cls: Node, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  if ((cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression) || cls.superClass?.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = ASTUtils.findVariable(sourceCode.getScope(cls.superClass), cls.superClass.name)?.defs[0];
  return def?.node.type === AST_NODE_TYPES.ClassDeclaration ? def.node : undefined;
}

/**
 * `readContents.call(this, paths, max)`, `f.apply(ctx, args)`: calls of a named function through
 * `call`/`apply`, whose value is the function's. Their arguments sit one place later, so these
 * serve the flow of what the function returns, not a reading of what it is handed.
 */
function boundCalls(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const id = bindingOf(fn);
  if (!id) return [];
  return readsOf(id, sourceCode)
    .map((r) => r.parent)
    .filter((m): m is TSESTree.MemberExpression => m.type === AST_NODE_TYPES.MemberExpression && !m.computed && /^(call|apply)$/.test(memberName(m) ?? ""))
    .map((m) => m.parent)
    .filter((c): c is TSESTree.CallExpression => c.type === AST_NODE_TYPES.CallExpression);
}

/** Calls that are handed a named function as an argument (`xs.map(format)`, `retry(fetchPage)`). */
function handedByName(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const id = bindingOf(fn);
  if (!id) return [];
  return readsOf(id, sourceCode)
    .map((r) => [r, r.parent] as const)
    .filter((pair): pair is readonly [TSESTree.Identifier, TSESTree.CallExpression] => pair[1].type === AST_NODE_TYPES.CallExpression && (pair[1].arguments as readonly Node[]).includes(pair[0]))
    .map(([, call]) => call);
}

/** `results.map(clipResult)`: the array methods that hand a named function each element and give back what it returns. */
export function mappedBy(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const name = bindingOf(fn)?.name;
  return handedByName(fn, sourceCode).filter((call) => call.arguments[0] !== undefined && unwrap(call.arguments[0]).type === AST_NODE_TYPES.Identifier && (unwrap(call.arguments[0]) as TSESTree.Identifier).name === name && call.callee.type === AST_NODE_TYPES.MemberExpression && /^(map|flatMap)$/.test(memberName(call.callee) ?? ""));
}

function objectMethodCalls(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const property = fn.parent;
  if (property.type !== AST_NODE_TYPES.Property || property.value !== fn || property.parent.type !== AST_NODE_TYPES.ObjectExpression) return [];
  const key = keyName(property);
  const object = property.parent;
  const holder = object.parent;
  const factory = holder.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(holder) : holder.type === AST_NODE_TYPES.ArrowFunctionExpression && holder.body === object ? holder : undefined;
  if (key === undefined || !factory) return [];
  const calls: TSESTree.CallExpression[] = [];
  for (const made of callSitesOf(factory, sourceCode)) {
    const decl = made.parent;
    if (decl.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== made || decl.id.type !== AST_NODE_TYPES.Identifier) continue;
    for (const r of readsOf(decl.id, sourceCode)) {
      const m = r.parent;
      if (m.type === AST_NODE_TYPES.MemberExpression && m.object === r && memberName(m) === key && m.parent.type === AST_NODE_TYPES.CallExpression && m.parent.callee === m) calls.push(m.parent);
    }
  }
  return calls;
}

/** `this.<key>` reads by class, found in one walk of the class the first time one is asked for. */
const thisReadsByClass = new WeakMap<Node, Map<string, TSESTree.MemberExpression[]>>();

/** Reads of `this.<key>` in the class around `write`, other than writes to it. */
function thisReads(write: TSESTree.MemberExpression, key: string): TSESTree.MemberExpression[] {
  let cls: Node | undefined = write.parent;
  while (cls && cls.type !== AST_NODE_TYPES.ClassBody) cls = cls.parent;
  if (!cls) return [];
  let byKey = thisReadsByClass.get(cls);
  if (!byKey) {
    const found = new Map<string, TSESTree.MemberExpression[]>();
    walk(cls, (n) => {
      if (n.type !== AST_NODE_TYPES.MemberExpression || unwrap(n.object).type !== AST_NODE_TYPES.ThisExpression) return;
      const name = memberName(n);
      const p = n.parent;
      if (name === undefined || (p.type === AST_NODE_TYPES.AssignmentExpression && p.left === n && p.operator === "=")) return;
      const list = found.get(name);
      if (list) list.push(n);
      else found.set(name, [n]);
    });
    thisReadsByClass.set(cls, found);
    byKey = found;
  }
  return (byKey.get(key) ?? []).filter((r) => r !== write);
}

/** A `Map` the file makes (`const pages = new Map()`), or a field of the class (`this.cache`): `.set` stores into it. */
function isMap(holder: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const h = unwrap(holder);
  if (h.type === AST_NODE_TYPES.MemberExpression) return unwrap(h.object).type === AST_NODE_TYPES.ThisExpression;
  if (h.type !== AST_NODE_TYPES.Identifier) return false;
  const def = ASTUtils.findVariable(sourceCode.getScope(h), h.name)?.defs[0];
  const init = def?.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? unwrap(def.node.init) : undefined;
  return init?.type === AST_NODE_TYPES.NewExpression && /^(Map|WeakMap)$/.test(calleeName(init.callee) ?? "");
}

/** Reads of a callback's first parameter: the element an array method hands it. */
function elementReads(callback: Node | undefined, w: Walk, depth: number): Destination[] {
  if (!callback || !isFunction(callback)) return [];
  const param = callback.params[0];
  return param ? patternReads(param, w, depth) : [];
}

function loopVariableReads(left: Node, w: Walk, depth: number): Destination[] {
  if (left.type !== AST_NODE_TYPES.VariableDeclaration) return left.type === AST_NODE_TYPES.Identifier ? followReads(left, w, depth) : [];
  const decl = left.declarations[0];
  return decl ? patternReads(decl.id, w, depth) : [];
}

/** A binding an element lands in: a name, or the text-carrying fields of `{ url, content }` / `[url, content]`. */
function patternReads(pattern: Node, w: Walk, depth: number): Destination[] {
  if (pattern.type === AST_NODE_TYPES.Identifier) return followReads(pattern, w, depth);
  if (pattern.type === AST_NODE_TYPES.AssignmentPattern) return patternReads(pattern.left, w, depth);
  if (pattern.type === AST_NODE_TYPES.ObjectPattern) {
    return pattern.properties.flatMap((p) => (p.type === AST_NODE_TYPES.Property && !NON_TEXT_FIELDS.test(keyName(p) ?? "") && !IDENTIFIER_FIELD.test(keyName(p) ?? "") ? patternReads(p.value, w, depth) : []));
  }
  if (pattern.type === AST_NODE_TYPES.ArrayPattern) return pattern.elements.flatMap((e) => (e ? patternReads(e, w, depth) : []));
  return [];
}

/**
 * `append(buffer, chunk, max) { buffer.chunks.push(chunk.subarray(0, room)) }`: what is put into a
 * parameter's object is in the caller's argument after the call, for whatever reads it there.
 */
function intoArgument(root: TSESTree.Identifier, w: Walk, depth: number): Destination[] {
  const fn = enclosingFunction(root);
  const index = fn ? fn.params.findIndex((p) => p.type === AST_NODE_TYPES.Identifier && p.name === root.name) : -1;
  if (!fn || index < 0) return [];
  return callSitesOf(fn, w.ctx.sourceCode).flatMap((c) => {
    const arg = c.arguments[index];
    return arg?.type === AST_NODE_TYPES.Identifier ? followReads(arg, w, depth + 1) : [];
  });
}

/**
 * `onDone(result)` where `onDone` is a parameter of a named function: each caller's callback at that
 * place gets `result` in the same argument. Undefined when the callee is no such parameter.
 */
function callbackOfCallers(call: TSESTree.CallExpression, arg: Node, w: Walk, depth: number): Destination[] | undefined {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = ASTUtils.findVariable(w.ctx.sourceCode.getScope(callee), callee.name)?.defs[0];
  if (def?.type !== DefinitionType.Parameter || !isFunction(def.node) || helperNameOf(def.node) === undefined) return undefined;
  const fn = def.node;
  const index = fn.params.findIndex((p) => p.type === AST_NODE_TYPES.Identifier && p.name === callee.name);
  const position = (call.arguments as readonly Node[]).indexOf(arg);
  if (index < 0 || position < 0) return undefined;
  return callSitesOf(fn, w.ctx.sourceCode).flatMap((c) => {
    const given = c.arguments[index];
    if (!given || !isFunction(given)) return [];
    const param = given.params[position];
    return param ? patternReads(param, w, depth + 1) : [];
  });
}

/**
 * `for (const item of results.items) item.text = cut(item.text)`: a field set on the loop's element
 * is in the list it came from, for whatever reads that list after the loop.
 */
function elementOfLoop(root: TSESTree.Identifier, w: Walk, depth: number): Destination[] {
  const def = ASTUtils.findVariable(w.ctx.sourceCode.getScope(root), root.name)?.defs[0];
  const declaration = def?.type === DefinitionType.Variable ? def.node.parent : undefined;
  const loop = declaration?.parent;
  if (loop?.type !== AST_NODE_TYPES.ForOfStatement || loop.left !== declaration) return [];
  const list = rootIdentifier(loop.right);
  if (!list) return [];
  // `found.items` after the loop, or `found` whole; not `found.headings`.
  const path = w.ctx.sourceCode.getText(loop.right);
  const sameList = (r: TSESTree.Identifier) => {
    let top: Node = r;
    while (top.parent?.type === AST_NODE_TYPES.MemberExpression && top.parent.object === top) top = top.parent;
    const reached = w.ctx.sourceCode.getText(top);
    return top === r || reached.startsWith(path) || path.startsWith(reached);
  };
  return readsOf(list, w.ctx.sourceCode)
    .filter((r) => r.range[0] > loop.range[1] && sameList(r))
    .flatMap((r) => follow(r, w, depth + 1));
}

/** What a same-file function that returns no value does with the argument `arg` of `call`; undefined for any other callee. */
function intoVoidLocal(call: TSESTree.CallExpression, arg: Node, w: Walk, depth: number): Destination[] | undefined {
  const callee = call.callee;
  if (callee.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = ASTUtils.findVariable(w.ctx.sourceCode.getScope(callee), callee.name)?.defs[0];
  const fn = def?.type === DefinitionType.FunctionName ? def.node : def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init && isFunction(unwrap(def.node.init)) ? unwrap(def.node.init) : undefined;
  if (!fn || !isFunction(fn)) return undefined;
  // `(text) => resolve(text)` gives the promise its value, not the caller.
  const settles = fn.body.type === AST_NODE_TYPES.CallExpression && promiseOfResolve(fn.body.callee, w.ctx.sourceCode) !== undefined;
  if (!settles && (fn.body.type !== AST_NODE_TYPES.BlockStatement || returnedValues(fn).length > 0)) return undefined;
  const position = (call.arguments as readonly Node[]).indexOf(arg);
  const param = position >= 0 ? fn.params[position] : undefined;
  return param ? patternReads(param, w, depth + 1) : [];
}

function followReads(id: TSESTree.Identifier, w: Walk, depth: number): Destination[] {
  return readsOf(id, w.ctx.sourceCode).flatMap((r) => follow(r, w, depth + 1));
}

/** Every destination of the value of `start`, walking up through propagators. */
function follow(start: Node, w: Walk, depth: number): Destination[] {
  if (depth > MAX_DEPTH || (w.seen.get(start) ?? Infinity) <= depth || ++w.steps > MAX_STEPS) return [];
  w.seen.set(start, depth);
  const { ctx } = w;
  let cur: Node = start;
  for (;;) {
    const parent: Node | undefined = cur.parent;
    if (!parent) return [];
    if (isTransparent(parent)) {
      cur = parent;
      continue;
    }
    switch (parent.type) {
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test === cur) return [];
        cur = parent;
        continue;
      case AST_NODE_TYPES.LogicalExpression:
      case AST_NODE_TYPES.TemplateLiteral:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.SpreadElement:
        cur = parent;
        continue;
      case AST_NODE_TYPES.BinaryExpression:
        if (parent.operator !== "+") return [];
        cur = parent;
        continue;
      case AST_NODE_TYPES.Property: {
        if (parent.value !== cur || parent.parent.type !== AST_NODE_TYPES.ObjectExpression) return [];
        const object = parent.parent;
        const key = keyName(parent);
        // `{ content: body, snippet: shorten(body) }`: the whole value travels in the same record.
        // Not when the cut is the record's model-facing field and the whole is for someone else.
        if (!(key !== undefined && (modelField(object, key) || ctx.sinkFields.has(key))) && wholeBeside(object, parent, cur, ctx.sourceCode)) return [];
        // `yield { type: "progress", content }`: a progress event for the UI, not the tool's result.
        if (PROGRESS_EVENT.test(stringValue(propertyOf(object, "type")?.value) ?? "")) return [{ kind: "human", via: "a progress event", log: false }];
        if (key !== undefined) {
          const holder = object.parent;
          if ((holder.type === AST_NODE_TYPES.NewExpression || holder.type === AST_NODE_TYPES.CallExpression) && holder.arguments[0] === object) {
            const message = isToolMessageConstructor(holder, ctx.program);
            if (message && (key === "content" || key === "artifact")) return [{ kind: "model", ...message }];
            if (ctx.isSinkCall(holder.callee)) return [{ kind: "model", via: `\`${calleeName(holder.callee) ?? "sink"}()\``, certain: true }];
          }
          // `query({ userPrompt: input, model })`: a prompt handed to whatever asks a model.
          if (PROMPT_KEY.test(key) && holder.type === AST_NODE_TYPES.CallExpression && holder.arguments.includes(object) && !modelCall(holder)) return [{ kind: "model", via: `a prompt sent to a model by \`${calleeName(holder.callee) ?? "a call"}()\``, certain: false, prompt: true, promptField: true }];
          // `{ ...msg, content: clamp(msg.content) }` where `msg` is checked to be a tool result.
          if (ctx.historyMessages !== false && MESSAGE_BODY_KEY.test(key) && copiesCheckedToolMessage(object, ctx.sourceCode)) return [{ kind: "model", via: "the content of a message checked to be a tool result", certain: false }];
          // `{ role: "user", content: \`Observation:\n${snapshot}\` }`: what the agent saw, handed back to the model as its next turn.
          if (key === "content" && stringValue(propertyOf(object, "role")?.value) === "user") return [{ kind: "model", via: 'a `role: "user"` message', certain: false, prompt: true, userTurn: true }];
          const field = modelField(object, key);
          if (field?.weak) {
            const further = follow(object, w, depth + 1);
            return further.some((d) => d.kind !== "return") ? further : [{ kind: "model", via: field.via, certain: field.certain }];
          }
          if (field) return [{ kind: "model", via: field.via, certain: field.certain }];
          if (ctx.sinkFields.has(key)) return [{ kind: "model", via: `the \`${key}\` field`, certain: true }];
          if (humanField(key) && !previewInsteadOfResult(object, key)) return [{ kind: "human", via: `the \`${key}\` field`, log: false }];
          if (sampleOfEvent(object, key)) return [{ kind: "human", via: `the \`${key}\` of a timed event`, log: true }];
          // `{ name: toolName }`, `{ id }`: an identifier held in a record, not its content.
          if (IDENTIFIER_FIELD.test(key)) return [];
          // `{ file, line, content }`: a search hit; where it is returned, the search tool that asked gets it.
          if (HIT_TEXT_KEY.test(key) && searchHit(object)) return follow(object, w, depth + 1).map((d) => (d.kind === "return" ? { ...d, hit: true } : d));
        }
        const typed = ctx.types?.contextualModelType(object);
        if (typed) return [{ kind: "model", via: `a \`${typed}\``, certain: true }];
        cur = object;
        continue;
      }
      case AST_NODE_TYPES.ObjectExpression:
        // `{ ...output, durationMs }`: the fields spread in go on in the new object.
        if (cur.type !== AST_NODE_TYPES.SpreadElement) return [];
        cur = parent;
        continue;
      case AST_NODE_TYPES.MemberExpression: {
        if (parent.object !== cur) return [];
        const name = memberName(parent);
        const call = parent.parent;
        // `items.forEach((item) => … item.content …)`: each element goes on in the callback's parameter.
        const elements = name !== undefined && call.type === AST_NODE_TYPES.CallExpression && call.callee === parent && ELEMENT_CALLBACKS.test(name) ? elementReads(call.arguments[0], w, depth) : [];
        // `Promise.all([drain(out), drain(err)]).then(([stdout, stderr]) => …)`: the settled value goes on in the callback's parameter.
        if (name === "then" && call.type === AST_NODE_TYPES.CallExpression && call.callee === parent) {
          const settled = elementReads(call.arguments[0], w, depth);
          if (settled.length > 0) return settled;
        }
        if (name !== undefined && call.type === AST_NODE_TYPES.CallExpression && call.callee === parent && (PROPAGATING_METHODS.has(name) || CONTAINER_READS.test(name))) {
          if (name === "forEach") return elements;
          if (elements.length === 0) {
            cur = call;
            continue;
          }
          return [...elements, ...follow(call, w, depth)];
        }
        if (elements.length > 0) return elements;
        // `const r = truncate(x, N); return r.output`: a field of what carries the text carries it.
        if (name !== undefined && !(call.type === AST_NODE_TYPES.CallExpression && call.callee === parent) && !NON_TEXT_FIELDS.test(name) && cur.type !== AST_NODE_TYPES.MemberExpression) {
          cur = parent;
          continue;
        }
        return [];
      }
      case AST_NODE_TYPES.CallExpression: {
        if (parent.callee === cur) return [];
        if (isSanitizer(parent, ctx.program, ctx.isSanitizerCall, ctx.cutterModules)) return [{ kind: "sanitized" }];
        if (ctx.isSinkCall(parent.callee)) return [{ kind: "model", via: `\`${calleeName(parent.callee) ?? "sink"}()\``, certain: true }];
        const human = humanCall(parent);
        if (human) return [{ kind: "human", via: `\`${human.via}()\``, log: human.log }];
        const name = calleeName(parent.callee);
        const callee = parent.callee;
        if (name !== undefined && TOOL_RESULT_CALL.test(name)) return [{ kind: "model", via: `\`${name}()\``, certain: false }];
        const model = modelCall(parent);
        if (model) return [{ kind: "model", via: `a prompt sent to a model by \`${model}()\``, certain: false, prompt: true }];
        if ((name === "push" || name === "unshift" || (name === "set" && parent.arguments[1] === cur && callee.type === AST_NODE_TYPES.MemberExpression && isMap(callee.object, ctx.sourceCode))) && callee.type === AST_NODE_TYPES.MemberExpression) {
          // `contents.set(url, text)`: the Map holds it, for whoever reads it back.
          const holder = unwrap(callee.object);
          if (holder.type === AST_NODE_TYPES.MemberExpression && unwrap(holder.object).type === AST_NODE_TYPES.ThisExpression) {
            const key = memberName(holder);
            return key === undefined ? [] : thisReads(holder, key).flatMap((r) => follow(r, w, depth + 1));
          }
          const array = rootIdentifier(callee.object);
          return array ? [...followReads(array, w, depth), ...intoArgument(array, w, depth)] : [];
        }
        // `function run(cmd, done) { … done(result) }`: what a callback parameter is handed goes to
        // the callbacks run's callers pass.
        const handedBack = callbackOfCallers(parent, cur, w, depth);
        if (handedBack) return handedBack;
        // `new Promise((resolve) => … resolve(text))`: the text is what the promise gives.
        const promise = promiseOfResolve(callee, ctx.sourceCode);
        if (promise) {
          cur = promise;
          continue;
        }
        if (name === "resolve") return [];
        // `reject(new ExitError(code, output))` in a tool's promise: a failed tool call's message is
        // what the model reads of it.
        const rejected = promiseOfResolve(callee, ctx.sourceCode, 1);
        if (rejected) return thrownFrom(rejected, w);
        const dotted = dottedName(callee);
        if ((dotted !== undefined && PROPAGATING_CALLS.has(dotted)) || (name !== undefined && PROPAGATING_CALLS.has(name))) {
          cur = parent;
          continue;
        }
        if (name !== undefined && CONSUMING_CALLS.test(name)) return [];
        // `const finish = (text) => { …; resolve(text) }; finish(output)`: a function of this file
        // that returns nothing wraps nothing; its parameter goes where the body sends it.
        const handedOn = intoVoidLocal(parent, cur, w, depth);
        if (handedOn) return handedOn;
        // Any other call is taken to wrap its argument (`formatResult(text)`), as taint analyses do.
        cur = parent;
        continue;
      }
      case AST_NODE_TYPES.NewExpression: {
        const message = isToolMessageConstructor(parent, ctx.program);
        if (message) return [{ kind: "model", ...message }];
        if (ctx.isSinkCall(parent.callee)) return [{ kind: "model", via: `\`new ${calleeName(parent.callee) ?? "sink"}()\``, certain: true }];
        // `new CommandError(code, output)`: the error carries the text to wherever it is thrown.
        if (/Error$/.test(calleeName(parent.callee) ?? "")) {
          cur = parent;
          continue;
        }
        return [];
      }
      case AST_NODE_TYPES.ThrowStatement:
        return thrownFrom(parent, w);
      case AST_NODE_TYPES.VariableDeclarator:
        if (parent.init !== cur) return [];
        if (parent.id.type === AST_NODE_TYPES.Identifier) return followReads(parent.id, w, depth);
        // `const { output } = truncate(text, N)`: the fields that carry text carry the cut.
        if (parent.id.type === AST_NODE_TYPES.ObjectPattern) {
          return parent.id.properties.flatMap((p) => {
            if (p.type !== AST_NODE_TYPES.Property || NON_TEXT_FIELDS.test(keyName(p) ?? "")) return [];
            const target = p.value.type === AST_NODE_TYPES.AssignmentPattern ? p.value.left : p.value;
            return target.type === AST_NODE_TYPES.Identifier ? followReads(target, w, depth) : [];
          });
        }
        // `const [text, truncated] = clip(stdout, MAX)`: a helper that gives the cut beside a flag.
        if (parent.id.type === AST_NODE_TYPES.ArrayPattern) return patternReads(parent.id, w, depth);
        return [];
      case AST_NODE_TYPES.AssignmentExpression: {
        if (parent.right !== cur) return [];
        const left = parent.left;
        if (left.type === AST_NODE_TYPES.Identifier) return followReads(left, w, depth);
        if (left.type === AST_NODE_TYPES.MemberExpression) {
          const key = memberName(left);
          if (key !== undefined && (ctx.sinkFields.has(key) || MODEL_FIELDS.has(key))) return [{ kind: "model", via: `the \`${key}\` field`, certain: ctx.sinkFields.has(key) }];
          if (key !== undefined && humanField(key)) return [{ kind: "human", via: `the \`${key}\` field`, log: false }];
          // `if (m.role === "tool") m.content = clamp(m.content)`: the model reads it as that tool's result.
          if (key !== undefined && ctx.historyMessages !== false && MESSAGE_BODY_KEY.test(key) && checkedToolMessage(left.object, parent, ctx.sourceCode)) return [{ kind: "model", via: "the content of a message checked to be a tool result", certain: false }];
          // `this.output = …`: wherever the class reads `this.output` again.
          if (key !== undefined && unwrap(left.object).type === AST_NODE_TYPES.ThisExpression) return thisReads(left, key).flatMap((r) => follow(r, w, depth + 1));
          const root = rootIdentifier(left.object);
          if (!root) return [];
          // `state.output = next`: reads of `state.output` and of `state` whole, not of `state.exitCode`.
          if (key !== undefined && unwrap(left.object) === root) {
            return [
              ...readsOf(root, ctx.sourceCode)
                .filter((r) => !(r.parent.type === AST_NODE_TYPES.MemberExpression && r.parent.object === r && memberName(r.parent) !== undefined && memberName(r.parent) !== key))
                .filter((r) => !exclusiveBranches(parent, r) && !readBefore(r, parent, root, ctx.sourceCode))
                .flatMap((r) => follow(r, w, depth + 1)),
              ...elementOfLoop(root, w, depth),
            ];
          }
          return followReads(root, w, depth);
        }
        return [];
      }
      case AST_NODE_TYPES.ReturnStatement: {
        const fn = enclosingFunction(parent);
        return fn ? returned(fn, w, depth) : [];
      }
      case AST_NODE_TYPES.YieldExpression: {
        const fn = enclosingFunction(parent);
        return fn ? returned(fn, w, depth) : [];
      }
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return parent.body === cur ? returned(parent, w, depth) : [];
      case AST_NODE_TYPES.ForOfStatement:
        // `for (const hit of hits)`: each element, under the loop variable.
        return parent.right === cur ? loopVariableReads(parent.left, w, depth) : [];
      case AST_NODE_TYPES.JSXExpressionContainer:
      case AST_NODE_TYPES.JSXAttribute: {
        // `<Tag name="cell-output">{text}</Tag>` under @vscode/prompt-tsx: a prompt, not a page.
        const prompts = promptJsxModule(ctx.program);
        if (prompts && parent.type === AST_NODE_TYPES.JSXExpressionContainer) return [{ kind: "model", via: `a prompt element rendered by ${prompts}`, certain: false, prompt: true }];
        return [{ kind: "human", via: "JSX", log: false }];
      }
      default:
        return [];
    }
  }
}

/** Declared with `export` (a function, a `const`, or a method of an exported class), or handed to `module.exports`. */
export function exported(fn: FunctionNode): boolean {
  let n: Node | undefined = fn.parent;
  if (n?.type === AST_NODE_TYPES.MethodDefinition) n = n.parent.parent;
  else if (n?.type === AST_NODE_TYPES.VariableDeclarator) n = n.parent;
  if (n?.parent?.type === AST_NODE_TYPES.ExportNamedDeclaration || n?.parent?.type === AST_NODE_TYPES.ExportDefaultDeclaration || n?.type === AST_NODE_TYPES.ExportDefaultDeclaration || fn.parent.type === AST_NODE_TYPES.ExportNamedDeclaration || fn.parent.type === AST_NODE_TYPES.ExportDefaultDeclaration) return true;
  const name = n?.type === AST_NODE_TYPES.ClassDeclaration || n?.type === AST_NODE_TYPES.FunctionDeclaration ? n.id?.name : n?.type === AST_NODE_TYPES.VariableDeclaration && fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier ? fn.parent.id.name : undefined;
  let program: Node | undefined = fn;
  while (program?.parent) program = program.parent;
  return name !== undefined && program?.type === AST_NODE_TYPES.Program && commonJsExports(program).has(name);
}

const commonJsNames = new WeakMap<TSESTree.Program, Set<string>>();

/** Names a CommonJS module hands out: `module.exports = new Manager()`, `= { a, b: c }`, `exports.x = x`. */
function commonJsExports(program: TSESTree.Program): Set<string> {
  let names = commonJsNames.get(program);
  if (names) return names;
  names = new Set<string>();
  const exportsObject = (e: Node) => e.type === AST_NODE_TYPES.MemberExpression && unwrap(e.object).type === AST_NODE_TYPES.Identifier && (unwrap(e.object) as TSESTree.Identifier).name === "module" && memberName(e) === "exports";
  for (const st of program.body) {
    if (st.type !== AST_NODE_TYPES.ExpressionStatement || st.expression.type !== AST_NODE_TYPES.AssignmentExpression) continue;
    const { left, right } = st.expression;
    const value = unwrap(right);
    const add = (v: Node) => {
      const u = unwrap(v);
      if (u.type === AST_NODE_TYPES.Identifier) names?.add(u.name);
      else if (u.type === AST_NODE_TYPES.NewExpression && u.callee.type === AST_NODE_TYPES.Identifier) names?.add(u.callee.name);
    };
    if (exportsObject(left)) {
      if (value.type === AST_NODE_TYPES.ObjectExpression) for (const p of value.properties) if (p.type === AST_NODE_TYPES.Property) add(p.value);
      add(value);
    } else if (left.type === AST_NODE_TYPES.MemberExpression && (exportsObject(left.object) || (left.object.type === AST_NODE_TYPES.Identifier && left.object.name === "exports"))) add(value);
  }
  commonJsNames.set(program, names);
  return names;
}

/**
 * A value that leaves a tool module (a file in `tools/`, or named for a tool) through an export
 * with no caller here: the module's other half, in another file, hands it to the model.
 */
export function leavesToolModule(dests: readonly Destination[], ctx: FlowContext): Extract<Destination, { kind: "model" }> | undefined {
  const file = (ctx.filename ?? "").replaceAll("\\", "/");
  if (DISPLAY_PATH.test(file)) return undefined;
  for (const d of dests) {
    const runner = d.kind === "return" ? commandRun(d.fn, ctx.program) : undefined;
    if (runner) return { kind: "model", via: `returned by \`${runner}()\`, a command's output that the tool running it hands on`, certain: false };
  }
  // A `tools/` folder can hold build scripts: there, the file must import a tool framework, be named
  // for a tool, belong to an MCP server's package, or a tool module must call what it exports.
  const toolModule = TOOLS_FOLDER.test(file) && (TOOL_FILE.test(file) || [...importsOf(ctx.program).values()].some((b) => TOOL_FRAMEWORK_MODULE.test(b.source)));
  // Within the package: its tests, scripts and examples are not what its tools run.
  const server = toolModule ? undefined : serverPackageOf(ctx.filename);
  if (!toolModule && !server) return calledByToolModule(dests, ctx);
  for (const d of dests) {
    if (d.kind !== "return" || !exported(d.fn)) continue;
    const name = helperNameOf(d.fn);
    // `buildToolName()`, `sessionTitle()`: named for an identifier or a label, not for output.
    if (name !== undefined && notNamedForOutput(name)) continue;
    return { kind: "model", via: server ? `returned by \`${name ?? "an exported function"}()\` of the MCP server ${server}, whose tools hand it on` : `returned by \`${name ?? "an exported function"}()\` of a tool module, which hands it on`, certain: false };
  }
  return undefined;
}

/** `buildToolName()`, `commitSubject()`, `heartbeatMessage()`: named for a label, a message or progress, not for output (a status is what status tools return). */
function notNamedForOutput(name: string): boolean {
  // `getInstanceLogs()`, `fetchBuildLog()`: logs fetched as data, what a logs tool returns.
  const fetchesLogs = /^(get|fetch|read|list|query|search|tail|load)\w*Logs?([A-Z]\w*)?$/.test(name);
  // `execCommand()` runs one and gives what it printed; `buildCommand()` is the command's text.
  if (COMMAND_RUN.test(name)) return false;
  return (DISPLAY_NAME.test(name) && !fetchesLogs) || LABEL_FN_NAME.test(name) || /(Message|Command)s?$|progress|heartbeat/i.test(name);
}

/** Where a file defines tools: a tool factory's call, an MCP registration, a tools handler. */
const TOOL_DEFINITION = /\b(registerTool|defineTool|createTool|dynamicTool|DynamicStructuredTool|DynamicTool|FunctionTool\.from)\s*\(|\btool\s*\(\s*\{|\.tool\s*\(\s*["'`]|setRequestHandler\s*\(\s*CallToolRequestSchema/;

/** Files where a package keeps its tools: named or filed for them, or an entry point that registers them. */
const TOOL_HOME = /(^|\/)(index|server|main|mcp|mcp-server|agent|app|handlers?|registry|tools?)\.[cm]?[jt]sx?$|(^|\/)(handlers?|commands?|capabilities|actions)\/|(^|\/)\w*(Executor|Dispatcher)\.[cm]?[jt]sx?$/;

/** The schema of a tool's arguments, as MCP (`inputSchema`) and the Anthropic API (`input_schema`) spell it. */
const TOOL_SCHEMA = /\b(inputSchema|input_schema)\s*:/;

/** `case 'fetch_url':`: a tool's name as a case of the switch that runs the model's calls. */
const TOOL_CASE = /\bcase\s+["'`][a-z][a-z0-9]*(?:_[a-z0-9]+)+["'`]\s*:/g;

/** `export const sessionTool: Tool<Params, Result> = {`: a tool object typed by the harness's own tool type. */
const TYPED_TOOL_OBJECT = new RegExp(String.raw`\bconst\s+[\w$]+\s*:\s*${TOOL_TYPE}(?:<[^\n]{0,300}?>)?\s*=\s*\{`);

const TOOL_MODULES: ToolModuleTests = {
  candidate: (path) => !DISPLAY_PATH.test(path) && !TEST_OR_SCRIPT_PATH.test(path) && (TOOLS_FOLDER.test(path) || TOOL_HOME.test(path)),
  // A dispatcher of three or more snake_case tool names runs tools, whatever its path says.
  // `export const takeSnapshotTool = { name: "take_snapshot", inputSchema: {…}, handler }`: a tool declared as data.
  isToolModule: (path, text) => TOOL_FILE.test(path) || TOOL_DEFINITION.test(text) || TOOL_SCHEMA.test(text) || TYPED_TOOL_OBJECT.test(text) || (text.match(TOOL_CASE)?.length ?? 0) >= 3,
};

/**
 * An exported function no tool of this file calls, imported and called by a file of the package
 * that defines tools: what it returns, one of them hands the model.
 */
function calledByToolModule(dests: readonly Destination[], ctx: FlowContext): Extract<Destination, { kind: "model" }> | undefined {
  const file = ctx.filename;
  if (!file || !isAbsolute(file)) return undefined;
  for (const d of dests) {
    if (d.kind !== "return") continue;
    const name = exported(d.fn) ? helperNameOf(d.fn) : handedOutByFactory(d.fn);
    // `getDescription()`: what the tool says of a call, for the person approving it.
    if (name === undefined || notNamedForOutput(name) || COMMON_METHOD.test(name) || /describ|Description/.test(name)) continue;
    const caller = toolModuleCalling(file, name, TOOL_MODULES);
    if (caller) return { kind: "model", via: `returned by \`${name}()\`, which the tool module ${caller.startsWith(".") ? caller : `./${caller}`} calls`, certain: false };
  }
  return undefined;
}

/**
 * `export function createRunner() { async function exec() {…} return { exec } }`: an inner function
 * (or a method of the returned object) that an exported factory hands out, called elsewhere as
 * `runner.exec(…)`; its name as the object gives it.
 */
function handedOutByFactory(fn: FunctionNode): string | undefined {
  let factory: Node | undefined;
  let local: string | undefined;
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id && fn.parent.type === AST_NODE_TYPES.BlockStatement && isFunction(fn.parent.parent)) {
    factory = fn.parent.parent;
    local = fn.id.name;
  } else if (fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier && fn.parent.parent.parent.type === AST_NODE_TYPES.BlockStatement && isFunction(fn.parent.parent.parent.parent)) {
    factory = fn.parent.parent.parent.parent;
    local = fn.parent.id.name;
  } else if (fn.parent.type === AST_NODE_TYPES.Property && fn.parent.value === fn && !fn.parent.computed && fn.parent.parent.type === AST_NODE_TYPES.ObjectExpression && fn.parent.parent.parent.type === AST_NODE_TYPES.ReturnStatement) {
    const key = fn.parent.key;
    const name = key.type === AST_NODE_TYPES.Identifier ? key.name : key.type === AST_NODE_TYPES.Literal ? String(key.value) : undefined;
    for (let n: Node | undefined = fn.parent.parent.parent.parent; n; n = n.parent) {
      if (isFunction(n)) return exported(n) ? name : undefined;
    }
    return undefined;
  }
  if (!factory || !isFunction(factory) || !exported(factory) || local === undefined) return undefined;
  let handed: string | undefined;
  walk(factory.body ?? factory, (n) => {
    if (handed !== undefined || n.type !== AST_NODE_TYPES.ReturnStatement || !n.argument) return;
    let owner: Node | undefined = n.parent;
    while (owner && !isFunction(owner)) owner = owner.parent;
    if (owner !== factory) return;
    const object = unwrap(n.argument);
    if (object.type !== AST_NODE_TYPES.ObjectExpression) return;
    for (const p of object.properties) {
      if (p.type !== AST_NODE_TYPES.Property || p.computed || unwrap(p.value).type !== AST_NODE_TYPES.Identifier || (unwrap(p.value) as TSESTree.Identifier).name !== local) continue;
      handed = p.key.type === AST_NODE_TYPES.Identifier ? p.key.name : p.key.type === AST_NODE_TYPES.Literal ? String(p.key.value) : undefined;
    }
  });
  return handed;
}

/** The text of the tool modules of the package this file belongs to (none without a path on disk). */
export function toolModuleTextsOf(filename: string | undefined): string[] {
  return filename && isAbsolute(filename) ? packageToolModuleTexts(filename, TOOL_MODULES) : [];
}

/** A class that runs an agent's commands: named for it, or implementing an interface that is. */
const SANDBOX_CLASS = /(Sandbox|Executor|Shell|Terminal|CommandRunner)(Session|Backend)?$/;
/** Running a command, or writing to one that runs (`writeStdin`): either gives back what the process printed. */
const RUN_METHOD = /^(execute|exec|run)(Command|Code)?$|^(writeStdin|sendStdin|writeInput|sendInput)$/;
const sandboxFiles = new WeakMap<TSESTree.Program, boolean>();
const PROCESS_STARTER = /^(spawn|start|run|launch|exec)\w*(Process|Shell|Pty|Command)$|^(spawnProcess|spawnShell|execa|execCommand)$/;

/** The file runs processes, or declares a sandbox session (`class ModalSandboxSession implements SandboxSession`) that runs them elsewhere. */
export function handlesProcessOutput(program: TSESTree.Program): boolean {
  if (runsProcesses(program)) return true;
  let known = sandboxFiles.get(program);
  if (known === undefined) {
    // `import { startShellProcess } from "./shell-runner.js"`: the project's own way to run one.
    known = [...importsOf(program).values()].some((b) => PROCESS_STARTER.test(b.imported));
    walk(program, (n) => {
      if (known || (n.type !== AST_NODE_TYPES.ClassDeclaration && n.type !== AST_NODE_TYPES.ClassExpression)) return;
      const named = [n.id?.name, ...(n.implements ?? []).map((i) => (i.expression.type === AST_NODE_TYPES.Identifier ? i.expression.name : undefined))];
      known = named.some((name) => name !== undefined && SANDBOX_CLASS.test(name));
    });
    sandboxFiles.set(program, known);
  }
  return known;
}

/** A function named for running a command: `executeBash`, `runShellCommand`, `execCommand`. */
const COMMAND_RUN = /^(execute|exec|run)(Bash|Shell|Command|Cmd|Script|Process|Terminal)\w*$/;

/**
 * What an exported command runner returns is a command's output, and the shell tool that called
 * it, in another file or package, gives it to the model. Two shapes: a sandbox class's `execute()`
 * (`class E2BSandbox implements WorkspaceSandbox`), and a function named for running a command in
 * a file that runs processes (`export function executeBash()` beside `spawn`). The runner's name,
 * or undefined.
 */
function commandRun(fn: FunctionNode, program: TSESTree.Program): string | undefined {
  if (!exported(fn)) return undefined;
  const method = fn.parent;
  if (method?.type === AST_NODE_TYPES.MethodDefinition) {
    if (method.static || method.key.type !== AST_NODE_TYPES.Identifier) return undefined;
    const cls = method.parent.parent;
    if (cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression) return undefined;
    const named = [cls.id?.name, ...(cls.implements ?? []).map((i) => (i.expression.type === AST_NODE_TYPES.Identifier ? i.expression.name : undefined))];
    const sandbox = RUN_METHOD.test(method.key.name) && named.some((n) => n !== undefined && SANDBOX_CLASS.test(n));
    if (!sandbox && !(COMMAND_RUN.test(method.key.name) && runsProcesses(program))) return undefined;
    return `${cls.id?.name ?? "Sandbox"}.${method.key.name}`;
  }
  const name = helperNameOf(fn);
  return name !== undefined && COMMAND_RUN.test(name) && runsProcesses(program) ? name : undefined;
}

/** Tags of the blocks that carry a tool's result in provider requests and SDK message parts. */
const TOOL_RESULT_TAG = /^(tool_result|tool-result|function_call_output|functionResponse|tool)$/;
const CARRYING_FIELD = /^(content|output|result|text|parts)$/;

/**
 * `if (block.type !== "tool_result") return block; … block.content …`: the content of a block
 * the function has told apart as a tool result. A request builder that cuts it cuts tool output
 * on its way to the model, wherever the request is sent from. Followed back through `const`s and
 * the first value of a `let`, a few hops.
 */
export function readFromToolResultBlock(value: Node, sourceCode: Readonly<TSESLint.SourceCode>): Extract<Destination, { kind: "model" }> | undefined {
  let n: Node | undefined = unwrap(value);
  for (let i = 0; i < 4 && n; i++) {
    if (n.type === AST_NODE_TYPES.MemberExpression && CARRYING_FIELD.test(memberName(n) ?? "")) {
      const block = unwrap(n.object);
      const fn = enclosingFunction(n);
      if (block.type === AST_NODE_TYPES.Identifier && fn) {
        const tag = taggedAs(block.name, n, fn);
        if (tag) return { kind: "model", via: `the content of a \`${tag}\` block`, certain: false };
      }
      return undefined;
    }
    if (n.type !== AST_NODE_TYPES.Identifier) return undefined;
    const v = ASTUtils.findVariable(sourceCode.getScope(n), n.name);
    const def = v?.defs[0];
    n = def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? unwrap(def.node.init) : undefined;
  }
  return undefined;
}

/** A literal tool-result tag that `test` says `name.type` (or `.role`, `.kind`) equals, or, `negated`, differs from. */
function tagTest(test: Node, name: string, negated: boolean): string | undefined {
  const t = unwrap(test);
  if (t.type === AST_NODE_TYPES.LogicalExpression && t.operator === (negated ? "||" : "&&")) return tagTest(t.left, name, negated) ?? tagTest(t.right, name, negated);
  if (t.type !== AST_NODE_TYPES.BinaryExpression || !(negated ? /^!==?$/ : /^===?$/).test(t.operator)) return undefined;
  for (const [a, b] of [[t.left, t.right], [t.right, t.left]] as const) {
    const m = unwrap(a);
    const literal = unwrap(b);
    if (m.type !== AST_NODE_TYPES.MemberExpression || !/^(type|role|kind)$/.test(memberName(m) ?? "")) continue;
    const o = unwrap(m.object);
    if (o.type === AST_NODE_TYPES.Identifier && o.name === name && literal.type === AST_NODE_TYPES.Literal && typeof literal.value === "string" && TOOL_RESULT_TAG.test(literal.value)) return literal.value;
  }
  return undefined;
}

function exits(stmt: Node): boolean {
  const s = stmt.type === AST_NODE_TYPES.BlockStatement ? stmt.body[stmt.body.length - 1] : stmt;
  return s !== undefined && (s.type === AST_NODE_TYPES.ReturnStatement || s.type === AST_NODE_TYPES.ContinueStatement || s.type === AST_NODE_TYPES.ThrowStatement || s.type === AST_NODE_TYPES.BreakStatement);
}

/**
 * The tag `name` is known to have where `node` runs: inside `if (name.type === "tool_result")`, on
 * the right of `name.type === "tool_result" && …`, under `case "tool_result":` of `switch
 * (name.type)`, or after `if (name.type !== "tool_result") return …`.
 */
function taggedAs(name: string, node: Node, fn: FunctionNode): string | undefined {
  for (let cur: Node = node; cur !== fn && cur.parent; cur = cur.parent) {
    const p: Node = cur.parent;
    if (p.type === AST_NODE_TYPES.IfStatement && p.consequent === cur) {
      const tag = tagTest(p.test, name, false);
      if (tag) return tag;
    }
    if (p.type === AST_NODE_TYPES.ConditionalExpression && p.consequent === cur) {
      const tag = tagTest(p.test, name, false);
      if (tag) return tag;
    }
    if (p.type === AST_NODE_TYPES.LogicalExpression && p.operator === "&&" && p.right === cur) {
      const tag = tagTest(p.left, name, false);
      if (tag) return tag;
    }
    if (p.type === AST_NODE_TYPES.SwitchCase && p.test && p.parent.type === AST_NODE_TYPES.SwitchStatement) {
      const d = unwrap(p.parent.discriminant);
      const literal = unwrap(p.test);
      if (d.type === AST_NODE_TYPES.MemberExpression && /^(type|role|kind)$/.test(memberName(d) ?? "") && unwrap(d.object).type === AST_NODE_TYPES.Identifier && (unwrap(d.object) as TSESTree.Identifier).name === name && literal.type === AST_NODE_TYPES.Literal && typeof literal.value === "string" && TOOL_RESULT_TAG.test(literal.value)) return literal.value;
    }
    if (p.type === AST_NODE_TYPES.BlockStatement) {
      for (const st of p.body) {
        if (st === cur) break;
        if (st.type === AST_NODE_TYPES.IfStatement && !st.alternate && exits(st.consequent)) {
          const tag = tagTest(st.test, name, true);
          if (tag) return tag;
        }
      }
    }
  }
  return undefined;
}

/** `if (a) { x.content = one } else { …x.content… }`: a read in the other branch never sees the write. */
function exclusiveBranches(a: Node, b: Node): boolean {
  const onPath = new Map<Node, Node>();
  for (let child: Node = a, n = a.parent; n; child = n, n = n.parent) onPath.set(n, child);
  for (let child: Node = b, n = b.parent; n; child = n, n = n.parent) {
    const fromA = onPath.get(n);
    if (fromA === undefined) continue;
    if (n.type !== AST_NODE_TYPES.IfStatement && n.type !== AST_NODE_TYPES.ConditionalExpression) return false;
    const branches: Node[] = [n.consequent, ...(n.alternate ? [n.alternate] : [])];
    return fromA !== child && branches.includes(fromA) && branches.includes(child);
  }
  return false;
}

const LOOP_TYPES = new Set<string>([AST_NODE_TYPES.ForStatement, AST_NODE_TYPES.ForOfStatement, AST_NODE_TYPES.ForInStatement, AST_NODE_TYPES.WhileStatement, AST_NODE_TYPES.DoWhileStatement]);

/**
 * `const m = out[i]; const c = m.content; … m.content = cut(c)`: a read before the write, of an
 * object made afresh each time round (no loop lies between its declaration and the write), never
 * sees what is written.
 */
function readBefore(read: Node, write: Node, root: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  if (read.range[0] >= write.range[0]) return false;
  const decl = ASTUtils.findVariable(sourceCode.getScope(root), root.name)?.defs[0]?.node;
  if (!decl) return false;
  for (let n = write.parent; n && n !== decl; n = n.parent) {
    if (isFunction(n)) return n.range[0] <= decl.range[0];
    if (LOOP_TYPES.has(n.type)) return n.range[0] <= decl.range[0] && decl.range[1] <= n.range[1];
  }
  return false;
}

/** Destinations of the value computed at `node`. Returns from `stopAt` are reported, not followed. */
export function destinationsOf(node: Node, ctx: FlowContext, stopAt: readonly FunctionNode[] = []): Destination[] {
  return follow(node, { ctx, seen: new Map(), steps: 0, stopAt: new Set(stopAt) }, 0);
}

/** `stripAnsi(text)`, `normalizeNewlines(text)`, `redactSecrets(text)`: the same text, cleaned. */
const TEXT_CLEANER = /^(strip|remove|normali[sz]e|clean|sanitize|redact|dedent|collapse|unescape|decode)([A-Z]\w*)?$/;

/** `Buffer.from(x)`, `String(x)`, `new TextEncoder().encode(x)`, `stripAnsi(x)`: the same content as `x`. */
function unwrapValue(node: Node): Node {
  const n = node;
  if (n.type === AST_NODE_TYPES.CallExpression && (["Buffer.from", "String", "JSON.stringify"].includes(dottedName(n.callee) ?? "") || calleeName(n.callee) === "encode" || (n.callee.type === AST_NODE_TYPES.Identifier && TEXT_CLEANER.test(n.callee.name)))) {
    const arg = n.arguments[0];
    if (arg && arg.type !== AST_NODE_TYPES.SpreadElement) return arg;
  }
  return n;
}

function awaitedMethodCall(node: Node): boolean {
  let n = node;
  while (n.type === AST_NODE_TYPES.TSAsExpression || n.type === AST_NODE_TYPES.TSNonNullExpression) n = n.expression;
  if (n.type !== AST_NODE_TYPES.AwaitExpression) return false;
  const call = unwrap(n.argument);
  return call.type === AST_NODE_TYPES.CallExpression && unwrap(call.callee).type === AST_NODE_TYPES.MemberExpression;
}

/** Is `node` (an identifier) a parameter of `fn`, or read from one? */
export function rootParameterIndex(node: Node, fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>, depth = 0, whole = false): number | undefined {
  // `await page.textContent(sel)`: what a parameter fetches is new text, not the parameter.
  if (awaitedMethodCall(node)) return undefined;
  const n = unwrapValue(unwrap(node));
  // `typeof c === "string" ? c : JSON.stringify(c)`, `text ?? ""`: the branches that come from a parameter agree on which.
  if ((n.type === AST_NODE_TYPES.ConditionalExpression || n.type === AST_NODE_TYPES.LogicalExpression) && depth < 4) {
    const branches = n.type === AST_NODE_TYPES.ConditionalExpression ? [n.consequent, n.alternate] : [n.left, n.right];
    const found = new Set(branches.map((b) => rootParameterIndex(b, fn, sourceCode, depth + 1, whole)).filter((i) => i !== undefined));
    return found.size === 1 ? [...found][0] : undefined;
  }
  // `whole`: the parameter's own text (`text.trim()`), not a field of it (`result.stdout`).
  if (whole && n.type === AST_NODE_TYPES.MemberExpression) return undefined;
  if (whole && n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression) return rootParameterIndex(n.callee.object, fn, sourceCode, depth + 1, whole);
  const root = rootIdentifier(n);
  if (!root) return undefined;
  const variable = ASTUtils.findVariable(sourceCode.getScope(root), root.name);
  const def = variable?.defs[0];
  if (def?.type === DefinitionType.Parameter && def.node === fn) {
    const index = fn.params.findIndex((p) => {
      const target = p.type === AST_NODE_TYPES.AssignmentPattern ? p.left : p;
      // `truncate({ str, maxLength })`: a field of an options object is that argument's.
      if (target.type === AST_NODE_TYPES.ObjectPattern) return target.properties.some((q) => q.type === AST_NODE_TYPES.Property && (q.value.type === AST_NODE_TYPES.AssignmentPattern ? q.value.left : q.value).type === AST_NODE_TYPES.Identifier && ((q.value.type === AST_NODE_TYPES.AssignmentPattern ? q.value.left : q.value) as TSESTree.Identifier).name === root.name);
      return target.type === AST_NODE_TYPES.Identifier && target.name === root.name;
    });
    return index >= 0 ? index : undefined;
  }
  // `const lines = text.split("\n")` inside the helper: follow the local back to its source.
  if (def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init && isFunction(fn) && enclosingFunction(def.node) === fn) {
    return rootParameterIndex(def.node.init, fn, sourceCode, depth + 1, whole);
  }
  return undefined;
}

/**
 * The first parameter of `fn` that a string joined inside it is made of (`const combined = existing +
 * incoming`), followed through the locals it is held in; undefined when no part comes from one.
 */
export function joinedParameterIndex(node: Node, fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>, depth = 0): number | undefined {
  const n = unwrapValue(unwrap(node));
  if (depth > 3) return undefined;
  if ((n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+") || n.type === AST_NODE_TYPES.TemplateLiteral) {
    const parts = n.type === AST_NODE_TYPES.BinaryExpression ? [n.left, n.right] : n.expressions;
    for (const part of parts) {
      const index = rootParameterIndex(part, fn, sourceCode) ?? joinedParameterIndex(part, fn, sourceCode, depth + 1);
      if (index !== undefined) return index;
    }
    return undefined;
  }
  if (n.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = ASTUtils.findVariable(sourceCode.getScope(n), n.name)?.defs[0];
  if (def?.type !== DefinitionType.Variable || def.node.type !== AST_NODE_TYPES.VariableDeclarator || !def.node.init || enclosingFunction(def.node) !== fn) return undefined;
  return joinedParameterIndex(def.node.init, fn, sourceCode, depth + 1);
}

import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { calleeName, dottedName, enclosingFunction, identifiersIn, isFunction, keyName, memberName, notInlineCallback, stringValue, unwrap, walk, type FunctionNode, type Node } from "./ast.js";
import { humanCall } from "./sinks.js";

/**
 * What a `catch` does with the record it was handed: the vocabulary of no-silent-skip. The body is
 * read as straight-line code (nested functions are not followed): a `throw` anywhere wins, then a
 * trace of the failure (a reporter call, an errors array, an error value), then how it ends.
 */
export type CatchVerdict =
  | { kind: "rethrow" }
  /** Throws for some errors and tolerates the rest: `if (e.code !== "ENOENT") throw e`. */
  | { kind: "narrow"; drop: Drop }
  /** The failure is kept where someone can see it: a reporter, an errors list, an error value. */
  | { kind: "recorded"; via: string }
  /** A substitute value takes the record's place (`value = defaults`): nothing is missing. */
  | { kind: "fallback" }
  | { kind: "drop"; drop: Drop };

export interface Drop {
  /** How the record disappears. */
  how: "empty" | "continue" | "break" | "return-nothing" | "return-empty" | "return-value";
  /** The statement (or the catch clause) to report. */
  at: Node;
  /** The returned expression, for `return-empty` / `return-value`. */
  value?: Node;
  /** The catch body does nothing but log before it drops. */
  logs: boolean;
  /** A counter the catch increments, when that is its only trace: checked for readers by the rule. */
  counter?: TSESTree.Identifier;
  /** An empty value the catch puts where the record would have gone (`dirFiles.push([])`). */
  standIn?: Node;
  /** `resolve([])` in a `new Promise` executor: the function that returns that promise answers with the value. */
  settles?: FunctionNode;
}

export interface SkipContext {
  /** Extra reporter functions (option `reporters`): a call to one records the failure. */
  isReporter(callee: Node): boolean;
}

/** Calls that hand a failure on to someone who will see it. */
const REPORTER_CALL = /^(on[A-Z]\w*(Error|Failure|Skip|Skipped|Invalid|Reject)\w*|onError|onFailure|onSkip|report(Error|Failure|Skip|Problem|Issue|Invalid)?\w*|record(Error|Failure|Skip|Problem|Issue)\w*|addError|addFailure|addSkip|addProblem|addIssue|addDiagnostic|addWarning|pushError|fail|reject|next|callback|cb|done|handleError|handleFailure|setError|skip|markSkipped|markFailed|warnUser|notifyError)$/;
/** Collections whose name says they hold failures: pushing to one records the skip. */
const FAILURE_COLLECTION = /err|fail|skip|invalid|warn|problem|issue|diagnos|reject|bad|broken|missing|unpars|malform|ignored|dropped|excluded|unreadable/i;
/** Keys that mark an object as an error result. */
const ERROR_KEY = /^(isError|error|errors|err|failed|failure|failures|reason|errorMessage|error_message|exception|ok|success|status|problem|issues)$/;
/** Text that says something went wrong, in a returned or pushed string. */
const ERROR_TEXT = /error|fail|unable|could ?n[o']t|cannot|can't|invalid|denied|timed? ?out|exception|unavailable|not (be )?(read|parsed|loaded|fetched)|problem|warning|skipp/i;
/** Text that reads as an honest empty success. */
export const NO_RESULTS_TEXT = /^\s*$|^\[\]$|^\{\}$|^(no|0|zero)\b.*\b(found|results?|matches?|hits?|files?|entries|items?|records?|documents?|pages?|data|output)\b|^nothing\b|^not found\.?$/i;
/** A counter whose name says it counts failures. */
export const FAILURE_COUNTER = /^(n|num|count)?_?(skip|skipped|skips|fail|failed|failures?|errors?|errored|invalid|dropped|ignored|bad|malformed|unparsed|unparseable|unreadable|rejected)(_?(count|total|num|n|records|rows|lines|files|entries|items))?$/i;

export function isNullish(node: Node): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal && n.value === null && !("regex" in n)) return true;
  if (n.type === AST_NODE_TYPES.Identifier && n.name === "undefined") return true;
  return n.type === AST_NODE_TYPES.UnaryExpression && n.operator === "void";
}

/** `[]`, `""`, `{}`, `new Map()`, `{ results: [] }`, "No results found", an MCP text part saying so. */
/** Fields of an answer that echo the request or time it, not part of what was found. */
const ECHO_KEY = /^(query|q|request|input|params|args|options|scope|mode|page|pageSize|page_size|limit|offset|duration|durationMs|duration_ms|elapsed|elapsedMs|took|tookMs|took_ms|time|timeMs|timing|timestamp)$/;

/** `resolve(x);` where `resolve` is the first parameter of an enclosing `new Promise(…)` executor: `x`, and the function returning that promise. */
function resolvedWith(s: TSESTree.Statement): { value: Node; settles: FunctionNode } | undefined {
  const call = s.type === AST_NODE_TYPES.ExpressionStatement ? unwrap(s.expression) : undefined;
  if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.Identifier || call.arguments.length !== 1) return undefined;
  const arg = call.arguments[0];
  if (!arg || arg.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const name = call.callee.name;
  for (let n: Node | undefined = s.parent; n; n = n.parent) {
    if (!isFunction(n)) continue;
    const first = n.params[0];
    if (first?.type !== AST_NODE_TYPES.Identifier || first.name !== name) continue;
    const promise = n.parent;
    // `new Promise(…)`, or any promise library's constructor (`new Bluebird(…)`): an executor, by its shape.
    if (promise?.type !== AST_NODE_TYPES.NewExpression || promise.arguments[0] !== n) return undefined;
    for (let m: Node | undefined = promise.parent; m; m = m.parent) if (isFunction(m)) return { value: arg, settles: m };
    return undefined;
  }
  return undefined;
}

export function isEmptyLooking(node: Node): boolean {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.ArrayExpression) return n.elements.length === 0 || n.elements.every((e) => e !== null && e.type !== AST_NODE_TYPES.SpreadElement && isEmptyTextPart(e));
  const s = stringValue(n);
  if (s !== undefined) return NO_RESULTS_TEXT.test(s);
  if (n.type === AST_NODE_TYPES.CallExpression && dottedName(n.callee) === "JSON.stringify" && n.arguments[0]) return isEmptyLooking(n.arguments[0]);
  if (n.type === AST_NODE_TYPES.NewExpression && /^(Map|Set|Array)$/.test(calleeName(n.callee) ?? "") && n.arguments.length === 0) return true;
  if (n.type === AST_NODE_TYPES.ObjectExpression) {
    if (n.properties.length === 0) return true;
    // `{ query, items: [], duration: sw.elapsed() }`: an empty list beside what was asked and how long it took.
    const emptyList = n.properties.some((p) => p.type === AST_NODE_TYPES.Property && unwrap(p.value).type === AST_NODE_TYPES.ArrayExpression && (unwrap(p.value) as TSESTree.ArrayExpression).elements.length === 0);
    return n.properties.every((p) => {
      if (p.type !== AST_NODE_TYPES.Property) return false;
      const key = keyName(p) ?? "";
      if (ERROR_KEY.test(key)) return false;
      if (emptyList && ECHO_KEY.test(key)) return true;
      const v = unwrap(p.value);
      if (v.type === AST_NODE_TYPES.Literal && (v.value === 0 || v.value === false || v.value === null)) return true;
      return isEmptyLooking(v);
    });
  }
  return false;
}

function isEmptyTextPart(node: Node): boolean {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const text = n.properties.find((p): p is TSESTree.Property => p.type === AST_NODE_TYPES.Property && keyName(p) === "text");
  return text !== undefined && stringValue(text.value) !== undefined && NO_RESULTS_TEXT.test(stringValue(text.value) ?? "");
}

/** Does an expression carry the failure: the caught error, an Error, an error-keyed object, error text? */
export function isErrorValue(node: Node, errorName: string | undefined): boolean {
  const n = unwrap(node);
  if (errorName !== undefined && n.type === AST_NODE_TYPES.Identifier && n.name === errorName) return true;
  if (n.type === AST_NODE_TYPES.NewExpression && /Error$|Exception$|^Err$|^Failure$/.test(calleeName(n.callee) ?? "")) return true;
  if (n.type === AST_NODE_TYPES.CallExpression) {
    const name = calleeName(n.callee) ?? "";
    if (/err|fail|reject|problem|invalid/i.test(name)) return true;
    if (/^(String|format\w*)$/.test(name) || name === "stringify") return n.arguments.some((a) => isErrorValue(a, errorName));
    return false;
  }
  if (n.type === AST_NODE_TYPES.ObjectExpression) {
    return n.properties.some((p) => {
      if (p.type === AST_NODE_TYPES.SpreadElement) return false;
      const key = keyName(p) ?? "";
      if (/^(isError|error|errors|err|failed|failure|failures|exception|errorMessage|error_message|reason|problem)$/.test(key)) {
        const v = unwrap(p.value);
        return !(v.type === AST_NODE_TYPES.Literal && (v.value === false || v.value === null)) && !(v.type === AST_NODE_TYPES.Identifier && v.name === "undefined");
      }
      if ((key === "ok" || key === "success") && unwrap(p.value).type === AST_NODE_TYPES.Literal) return (unwrap(p.value) as TSESTree.Literal).value === false;
      if (key === "status" || key === "type" || key === "kind") return /error|fail|reject|invalid|skip/i.test(stringValue(p.value) ?? "");
      // An MCP-style result whose text carries the error.
      if (key === "content" || key === "text" || key === "message" || key === "output" || key === "result") return isErrorValue(p.value, errorName);
      return false;
    });
  }
  if (n.type === AST_NODE_TYPES.ArrayExpression) return n.elements.some((e) => e !== null && e.type !== AST_NODE_TYPES.SpreadElement && isErrorValue(e, errorName));
  const s = stringValue(n);
  if (s !== undefined) return ERROR_TEXT.test(s) && !NO_RESULTS_TEXT.test(s);
  if (n.type === AST_NODE_TYPES.TemplateLiteral) {
    if (n.quasis.some((q) => ERROR_TEXT.test(q.value.cooked ?? ""))) return true;
    return errorName !== undefined && n.expressions.some((e) => mentions(e, errorName));
  }
  if (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+") return isErrorValue(n.left, errorName) || isErrorValue(n.right, errorName);
  if (n.type === AST_NODE_TYPES.MemberExpression) return errorName !== undefined && mentions(n, errorName);
  return false;
}

function mentions(node: Node, name: string): boolean {
  let found = false;
  walk(node, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier && n.name === name) found = true;
  });
  return found;
}

/** The statements of a block, blocks flattened. */
function statementsOf(block: TSESTree.BlockStatement): TSESTree.Statement[] {
  const out: TSESTree.Statement[] = [];
  for (const s of block.body) {
    if (s.type === AST_NODE_TYPES.BlockStatement) out.push(...statementsOf(s));
    else out.push(s);
  }
  return out;
}

export function isLogStatement(s: TSESTree.Statement): boolean {
  if (s.type !== AST_NODE_TYPES.ExpressionStatement) return false;
  let e = unwrap(s.expression);
  if (e.type === AST_NODE_TYPES.ChainExpression) e = e.expression;
  if (e.type !== AST_NODE_TYPES.CallExpression) return false;
  const human = humanCall(e);
  if (human?.log) return true;
  const path = dottedName(e.callee) ?? "";
  // `proxyDiagnostic("Failed to …", error)`, `process.emitWarning(…)`: a line for whoever reads the console.
  // `logger.mcp.errorWithError(…)`: a logger's namespace, then its method.
  return /(^|\.)(log|logger|_logger|Logger|debug|trace|output(Channel)?)\.(\w+)$/.test(path) || /^(this\.)?(log|logger|_logger)\.\w+\.(\w*(error|warn|info|debug|trace|log)\w*)$/i.test(path) || /^(warn|logWarning|logWarn|logError|printWarning|debugLog)$/.test(path) || /(^|\.)((?!(on|push|add|publish|store|record|set|report|collect|append|save)[A-Z])\w*Diagnostic|emitWarning)$/.test(path);
}

/** The identifier updated by `x++`, `x += 1`, `x = x + 1`, if any. */
export function counterUpdated(node: Node): TSESTree.Identifier | undefined {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.UpdateExpression && n.argument.type === AST_NODE_TYPES.Identifier) return n.argument;
  if (n.type === AST_NODE_TYPES.AssignmentExpression && n.left.type === AST_NODE_TYPES.Identifier) {
    // `count += 1` counts; `text += "…"` appends.
    if (n.operator === "+=") return unwrap(n.right).type === AST_NODE_TYPES.Literal && typeof (unwrap(n.right) as TSESTree.Literal).value === "number" ? n.left : undefined;
    if (n.operator === "=" && n.right.type === AST_NODE_TYPES.BinaryExpression && n.right.operator === "+" && unwrap(n.right.left).type === AST_NODE_TYPES.Identifier && (unwrap(n.right.left) as TSESTree.Identifier).name === n.left.name) return n.left;
  }
  return undefined;
}

/** A flag by which a caller asks for errors to be thrown (`throwOnError`, `strict`): no test of which error it is. */
const THROW_OPTION = /\b(throwOnError|throwOnFailure|throwErrors|throwIfFailed|failFast|rethrow|raiseOnError|strict)\b/;

/** A throw only when the caller opted in (`if (opts.throwOnError) throw e`), whatever the error. */
function optedIn(thrown: TSESTree.ThrowStatement, handler: TSESTree.CatchClause, errorName: string | undefined): boolean {
  const guard = thrown.parent.type === AST_NODE_TYPES.IfStatement ? thrown.parent : thrown.parent.type === AST_NODE_TYPES.BlockStatement && thrown.parent.body.length === 1 && thrown.parent.parent.type === AST_NODE_TYPES.IfStatement ? thrown.parent.parent : undefined;
  if (!guard || guard.parent !== handler.body || guard.alternate) return false;
  const names: string[] = [];
  walk(guard.test, (n) => {
    if (n.type === AST_NODE_TYPES.Identifier) names.push(n.name);
  });
  return names.some((n) => THROW_OPTION.test(n)) && (errorName === undefined || !names.includes(errorName));
}

function optInThrow(s: TSESTree.IfStatement, handler: TSESTree.CatchClause, errorName: string | undefined): boolean {
  const thrown = s.consequent.type === AST_NODE_TYPES.ThrowStatement ? s.consequent : s.consequent.type === AST_NODE_TYPES.BlockStatement && s.consequent.body.length === 1 && s.consequent.body[0]?.type === AST_NODE_TYPES.ThrowStatement ? s.consequent.body[0] : undefined;
  return thrown !== undefined && optedIn(thrown, handler, errorName);
}

export function classifyCatch(handler: TSESTree.CatchClause, ctx: SkipContext): CatchVerdict {
  const errorName = handler.param?.type === AST_NODE_TYPES.Identifier ? handler.param.name : undefined;
  let throws = "none" as "none" | "always" | "sometimes";
  let recorded: string | undefined;
  walk(
    handler.body,
    (n) => {
      // `if (options?.throwOnError) throw error`: the caller may opt in to the error; by default it is swallowed.
      if (n.type === AST_NODE_TYPES.ThrowStatement && !optedIn(n, handler, errorName)) throws = n.parent === handler.body ? "always" : throws === "always" ? "always" : "sometimes";
      if (recorded !== undefined) return;
      if (n.type === AST_NODE_TYPES.CallExpression) {
        const name = calleeName(n.callee) ?? "";
        const path = dottedName(n.callee) ?? name;
        if (path === "Promise.reject" || ctx.isReporter(n.callee)) recorded = `${path}()`;
        else if (REPORTER_CALL.test(name) && !isLogCall(n)) recorded = `${path}()`;
        else if (/^(push|add|set|append|unshift|enqueue|emit|send|write|postMessage)$/.test(name) && n.callee.type === AST_NODE_TYPES.MemberExpression) {
          const target = dottedName(n.callee.object) ?? "";
          if (FAILURE_COLLECTION.test(target.split(".").pop() ?? "")) recorded = `${path}()`;
          else if (n.arguments.some((a) => isErrorValue(a, errorName))) recorded = `${path}()`;
        }
      } else if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "+=" && isErrorValue(n.right, errorName)) {
        // `output += \`Error reading ${path}: ${e.message}\``: the failure goes into the text.
        recorded = dottedName(n.left) ?? "an error text";
      } else if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "=") {
        // `lastError = e`, `result.error = String(e)`, `failed = true`.
        const target = dottedName(n.left) ?? "";
        if (FAILURE_COLLECTION.test(target.split(".").pop() ?? "") && !counterUpdated(n)) recorded = target;
        else if (isErrorValue(n.right, errorName) && !isNullish(n.right)) recorded = target;
      } else if (n.type === AST_NODE_TYPES.YieldExpression && n.argument && isErrorValue(n.argument, errorName)) recorded = "yield";
    },
    true,
  );
  if (throws === "always") return { kind: "rethrow" };
  if (recorded !== undefined && throws === "none") return { kind: "recorded", via: recorded };

  const body = statementsOf(handler.body);
  let logs = false;
  let counter: TSESTree.Identifier | undefined;
  let drop: Drop | undefined;
  for (const s of body) {
    if (isLogStatement(s)) {
      logs = true;
      continue;
    }
    // Only a counter named for failures is a trace (`skipped++`); `attempts++` says nothing of the record.
    const updated = s.type === AST_NODE_TYPES.ExpressionStatement ? counterUpdated(s.expression) : undefined;
    if (updated) {
      if (FAILURE_COUNTER.test(updated.name)) counter = updated;
      continue;
    }
    // `catch { dirFiles.push([]) }` beside `dirFiles.push(files)` in the try: an empty stand-in for the record.
    const standIn = emptyStandIn(s, handler);
    if (standIn) {
      drop = { how: "empty", at: s, logs, standIn };
      continue;
    }
    const settled = resolvedWith(s);
    if (s.type === AST_NODE_TYPES.ContinueStatement) drop = { how: "continue", at: s, logs };
    else if (s.type === AST_NODE_TYPES.BreakStatement) drop = { how: "break", at: s, logs };
    else if (s.type === AST_NODE_TYPES.ReturnStatement) {
      if (!s.argument || isNullish(s.argument)) drop = { how: "return-nothing", at: s, logs, ...(s.argument ? { value: s.argument } : {}) };
      else if (isErrorValue(s.argument, errorName)) return throws === "sometimes" ? { kind: "narrow", drop: { how: "return-value", at: s, value: s.argument, logs } } : { kind: "recorded", via: "an error value" };
      else if (isEmptyLooking(s.argument)) drop = { how: "return-empty", at: s, value: s.argument, logs };
      else drop = { how: "return-value", at: s, value: s.argument, logs };
    } else if (settled) {
      // `catch { resolve([]) }` inside `new Promise((resolve) => …)`: the promise's answer, as a return would be.
      const { value, settles } = settled;
      if (isNullish(value)) drop = { how: "return-nothing", at: s, logs, value, settles };
      else if (isEmptyLooking(value)) drop = { how: "return-empty", at: s, value, logs, settles };
      else return throws === "sometimes" ? { kind: "narrow", drop: { how: "empty", at: handler, logs } } : { kind: "fallback" };
    } else if (s.type === AST_NODE_TYPES.IfStatement && throws === "sometimes") continue;
    else if (s.type === AST_NODE_TYPES.IfStatement && optInThrow(s, handler, errorName)) continue;
    // `signal.throwIfAborted()`: a cancelled call ends here; any other failure goes on.
    else if (s.type === AST_NODE_TYPES.ExpressionStatement && unwrap(s.expression).type === AST_NODE_TYPES.CallExpression && /^throwIfAborted$/.test(calleeName((unwrap(s.expression) as TSESTree.CallExpression).callee) ?? "")) continue;
    else if (s.type === AST_NODE_TYPES.IfStatement && logsOnly(s.consequent) && (!s.alternate || logsOnly(s.alternate))) {
      logs = true;
      continue;
    }
    else if (s.type === AST_NODE_TYPES.ThrowStatement) continue;
    else if (s.type === AST_NODE_TYPES.EmptyStatement) continue;
    else if (messageLocal(s) || forgetsCache(s)) continue;
    else return throws === "sometimes" ? { kind: "narrow", drop: { how: "empty", at: handler, logs } } : { kind: "fallback" };
    break;
  }
  drop ??= { how: "empty", at: handler, logs };
  if (counter) drop.counter = counter;
  if (throws === "sometimes") return { kind: "narrow", drop };
  return { kind: "drop", drop };
}

/**
 * `dirFiles.push([])` into the collection the try pushes the record into, which is flattened
 * later (`dirFiles.flat()`): the empty list vanishes and the record with it. A `null` kept to hold
 * a place in an aligned list is not this; a filter that removes it is judged where it runs.
 */
function emptyStandIn(s: TSESTree.Statement, handler: TSESTree.CatchClause): Node | undefined {
  if (s.type !== AST_NODE_TYPES.ExpressionStatement) return undefined;
  const call = unwrap(s.expression);
  if (call.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(call.callee) !== "push" || call.arguments.length !== 1) return undefined;
  const value = call.arguments[0] as Node;
  const v = unwrap(value);
  if (v.type !== AST_NODE_TYPES.ArrayExpression || v.elements.length > 0) return undefined;
  const target = dottedName(call.callee.object);
  if (target === undefined) return undefined;
  let fn: Node | undefined = handler.parent;
  while (fn && !isFunction(fn)) fn = fn.parent;
  let flattened = false;
  if (fn) walk(fn, (n) => { if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "flat" && dottedName(n.callee.object) === target) flattened = true; });
  if (!flattened) return undefined;
  let pushedInTry = false;
  walk(handler.parent.block, (n) => {
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "push" && dottedName(n.callee.object) === target) pushedInTry = true;
  }, true);
  return pushedInTry ? value : undefined;
}

/** Only log lines, with the locals and conditions that shape them (`if (!quiet) { const m = String(e); log(m) }`). */
export function logsOnly(s: TSESTree.Statement): boolean {
  const body = s.type === AST_NODE_TYPES.BlockStatement ? statementsOf(s) : [s];
  return body.length > 0 && body.some((x) => x.type !== AST_NODE_TYPES.VariableDeclaration) && body.every((x) => isLogStatement(x) || messageLocal(x) || (x.type === AST_NODE_TYPES.IfStatement && logsOnly(x.consequent) && (!x.alternate || logsOnly(x.alternate))));
}

/** `this.cache.delete(path)`, `memo.clear()`: a stale copy forgotten, which keeps no trace of the failure. */
function forgetsCache(s: TSESTree.Statement): boolean {
  if (s.type !== AST_NODE_TYPES.ExpressionStatement || s.expression.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = s.expression.callee;
  if (callee.type !== AST_NODE_TYPES.MemberExpression || !/^(delete|clear)$/.test(memberName(callee) ?? "")) return false;
  const holder = callee.object.type === AST_NODE_TYPES.Identifier ? callee.object.name : callee.object.type === AST_NODE_TYPES.MemberExpression ? memberName(callee.object) : undefined;
  return holder !== undefined && /cache|memo/i.test(holder);
}

/** A local that only computes (`const message = e instanceof Error ? e.message : String(e)`): no side effect, no fallback. */
function messageLocal(s: TSESTree.Statement): boolean {
  if (s.type !== AST_NODE_TYPES.VariableDeclaration || s.kind === "var") return false;
  let pure = true;
  for (const d of s.declarations) {
    if (d.id.type !== AST_NODE_TYPES.Identifier || !d.init) return false;
    walk(d.init, (n) => {
      if (n.type === AST_NODE_TYPES.AssignmentExpression || n.type === AST_NODE_TYPES.UpdateExpression || n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.NewExpression || isFunction(n)) pure = false;
      if (n.type === AST_NODE_TYPES.CallExpression && !/^(String|Number|Boolean|JSON\.stringify|(\w+\.)*(toString|toLowerCase|toUpperCase|includes|startsWith|endsWith|trim|slice|join))$/.test(dottedName(n.callee) ?? "")) pure = false;
    });
  }
  return pure;
}

function isLogCall(call: TSESTree.CallExpression): boolean {
  return humanCall(call)?.log === true;
}

/** The per-record iteration a node runs in, up to the nearest function boundary. */
export type Iteration =
  | { kind: "loop"; loop: TSESTree.ForStatement | TSESTree.ForInStatement | TSESTree.ForOfStatement | TSESTree.WhileStatement | TSESTree.DoWhileStatement }
  | { kind: "callback"; method: string; fn: FunctionNode; call: TSESTree.CallExpression };

const ITERATING_METHODS = new Set(["map", "flatMap", "forEach", "reduce", "reduceRight", "filter", "some", "every", "find"]);
/** Concurrency helpers that map a function over records: `pMap(xs, f)`, `Array.from(xs, f)`. */
const ITERATING_FUNCTIONS = /^(pMap|mapLimit|mapSeries|mapConcurrent|mapWithConcurrency|promiseMap|asyncMap|parallelMap|mapAsync|from)$/;

/** Events a stream emits once per record (not per chunk of bytes, which a parse may wait on). */
const RECORD_EVENT = /^(line|record|row|entry|item|match|message)$/;

export function iterationOf(node: Node): Iteration | undefined {
  for (let n: Node | undefined = node.parent, child: Node = node; n; child = n, n = n.parent) {
    switch (n.type) {
      case AST_NODE_TYPES.ForStatement:
      case AST_NODE_TYPES.ForInStatement:
      case AST_NODE_TYPES.ForOfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
        if (child === n.body) return { kind: "loop", loop: n };
        break;
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.FunctionDeclaration: {
        const p = n.parent;
        if (p?.type === AST_NODE_TYPES.CallExpression && (p.arguments as readonly Node[]).includes(n)) {
          const method = p.callee.type === AST_NODE_TYPES.MemberExpression ? memberName(p.callee) : undefined;
          if (method !== undefined && ITERATING_METHODS.has(method)) return { kind: "callback", method, fn: n, call: p };
          const name = calleeName(p.callee) ?? "";
          if (ITERATING_FUNCTIONS.test(name) && (name !== "from" || dottedName(p.callee) === "Array.from")) return { kind: "callback", method: "map", fn: n, call: p };
          // `rl.on("line", (line) => …)`: a handler called once per record of a stream.
          if (/^(on|addListener)$/.test(method ?? "") && p.arguments[1] === n && RECORD_EVENT.test(stringValue(p.arguments[0]) ?? "")) return { kind: "callback", method: "forEach", fn: n, call: p };
        }
        return undefined;
      }
    }
  }
  return undefined;
}

/** Targets that hold settings or resources, not records: adding to one loses no record. */
export const NON_RECORD_TARGET = /^(\w*(Rects?|Bounds|Boxes|Coords|Geometry)\w*|rects?|bounds|boxes|\w*[Ii]gnored?\w*|\w*[Ee]xclu\w*|\w*[Hh]idden\w*|\w*[Mm]ask\w*|\w*[Bb]lock(ed|list)\w*|seen\w*|visited\w*|\w*[Qq]ueue|\w*[Ss]tack|total\w*|\w*[Cc]ount|sum|size|length|depth|\w*[Ii]gnore\w*|\w*[Mm]atcher|config\w*|\w*Config|settings|options|opts|env|\w*[Cc]ache|cached\w*|dedup\w*|registry|disposables|listeners|watchers|handlers|subscriptions|timers|intervals|cleanups|promises|tasks|pending|processes|children|workers|sockets|connections|clients|servers|registrations|seen|visited|\w*Seen|\w*Visited|headers|params|searchParams)$/;
/** A collection named for deduplication: it may hold the records themselves, by key. */
const DEDUP_TARGET = /^(seen|\w*Seen|dedup\w*|unique\w*)$/;
/** A stream written to (a terminal, an HTTP response, a socket): bytes pumped through, not records kept. */
const STREAM_TARGET = /^(process\.(stdout|stderr)|(this\.)?(res|response|reply|out|output|stdout|stderr|socket|ws|stream|writer|sink|\w*(Stream|Writer|Socket|Response)))$/;
/** An argument that names a collection the callee fills: `processDirEntries(dir, entries, foundFiles)`. */
const COLLECTION_NAME = /(s|List|Set|Map|Array|Results|Found\w*)$/;

/** Functions named for adding a record to something they are handed: `addMatch`, `pushResult`, `recordHit`. */
const ADDER_FUNCTION = /^(add|push|append|record|collect|insert|accumulate)[A-Z]\w*$/;

/** The collection (or total) declared outside `outside` that `body` (outside `skip`) adds to, if any. */
export function contributionTarget(body: Node, outside: Node, skip?: Node): string | undefined {
  let found: string | undefined;
  const record = (target: Node) => {
    const name = dottedName(target)?.split(".").pop();
    // `seen.set(entry.id, entry)` … `return [...seen.values()]`: named for deduplication, but it is what the function answers with.
    if (name === undefined || !NON_RECORD_TARGET.test(name) || (DEDUP_TARGET.test(name) && unwrap(target).type === AST_NODE_TYPES.Identifier && returnedBy(name, outside))) found = name ?? "a collection";
  };
  walk(
    body,
    (n) => {
      if (found !== undefined || n === skip) return;
      if (skip && n.range[0] >= skip.range[0] && n.range[1] <= skip.range[1]) return;
      if (n.type === AST_NODE_TYPES.YieldExpression) found = "yield";
      else if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression) {
        const name = memberName(n.callee) ?? "";
        if (/^(push|unshift|add|set|append|concat|write|enqueue|splice|appendLine|insert)$/.test(name) && declaredOutside(n.callee.object, outside) && !(name === "write" && STREAM_TARGET.test(dottedName(n.callee.object) ?? ""))) record(n.callee.object);
      } else if (n.type === AST_NODE_TYPES.CallExpression) {
        // `addSessionMatch(runtime, …)`: a function named for adding, handed something from outside the loop.
        const adder = calleeName(n.callee);
        if (adder !== undefined && ADDER_FUNCTION.test(adder) && n.arguments.some((a) => declaredOutside(a, outside))) {
          found ??= adder;
          return;
        }
        for (const a of n.arguments) {
          const arg = unwrap(a);
          if (arg.type === AST_NODE_TYPES.Identifier && COLLECTION_NAME.test(arg.name) && declaredOutside(arg, outside) && !NON_RECORD_TARGET.test(arg.name) && !/^(args|params|options|parts|paths|patterns|globs)$/.test(arg.name)) found ??= arg.name;
        }
      } else if (n.type === AST_NODE_TYPES.AssignmentExpression) {
        const left = n.left;
        if (left.type === AST_NODE_TYPES.MemberExpression && left.computed && declaredOutside(left.object, outside)) record(left.object);
        else if (left.type === AST_NODE_TYPES.Identifier && n.operator === "+=" && declaredOutside(left, outside)) record(left);
        // `tools = { ...tools, ...more }`, `all = [...all, x]`, `all = all.concat(x)`: grown by rebuilding.
        else if (left.type === AST_NODE_TYPES.Identifier && n.operator === "=" && declaredOutside(left, outside) && rebuiltFrom(n.right, left.name)) record(left);
      }
    },
    notInlineCallback,
  );
  return found;
}

/** Is `name` part of what the function around `node` returns (`return Array.from(seen.values())`)? */
function returnedBy(name: string, node: Node): boolean {
  const fn = enclosingFunction(node);
  if (!fn) return false;
  let found = false;
  walk(
    fn.body,
    (n) => {
      if (!found && n.type === AST_NODE_TYPES.ReturnStatement && n.argument) found = identifiersIn(n.argument).some((i) => i.name === name && !namesAField(i));
    },
    true,
  );
  return found;
}

/** `stats.seen`, `{ seen: 0 }`: the name of a field, not of a variable. */
function namesAField(id: TSESTree.Identifier): boolean {
  const p = id.parent;
  return (p.type === AST_NODE_TYPES.MemberExpression && p.property === id && !p.computed) || (p.type === AST_NODE_TYPES.Property && p.key === id && !p.shorthand);
}

/** `{ ...name, … }`, `[...name, …]`, `name.concat(…)`: a new collection made of `name` and more. */
function rebuiltFrom(value: Node, name: string): boolean {
  const v = unwrap(value);
  const spreadsName = (e: Node | null) => e?.type === AST_NODE_TYPES.SpreadElement && unwrap(e.argument).type === AST_NODE_TYPES.Identifier && (unwrap(e.argument) as TSESTree.Identifier).name === name;
  if (v.type === AST_NODE_TYPES.ObjectExpression) return v.properties.some((p) => spreadsName(p)) && v.properties.length > 1;
  if (v.type === AST_NODE_TYPES.ArrayExpression) return v.elements.some((e) => spreadsName(e)) && v.elements.length > 1;
  return v.type === AST_NODE_TYPES.CallExpression && v.callee.type === AST_NODE_TYPES.MemberExpression && memberName(v.callee) === "concat" && unwrap(v.callee.object).type === AST_NODE_TYPES.Identifier && (unwrap(v.callee.object) as TSESTree.Identifier).name === name;
}

/** Does the loop body (outside `skip`) add to a collection or a total declared outside it? */
export function contributes(body: Node, outside: Node, skip?: Node): boolean {
  return contributionTarget(body, outside, skip) !== undefined;
}

/** Is the root of `node` a name not declared inside `scope` (a syntactic check, by declaration ranges)? */
function declaredOutside(node: Node, scope: Node): boolean {
  let n = unwrap(node);
  while (n.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.object);
  if (n.type === AST_NODE_TYPES.ThisExpression) return true;
  if (n.type !== AST_NODE_TYPES.Identifier) return false;
  const name = n.name;
  let inside = false;
  walk(
    scope,
    (d) => {
      if (d.type === AST_NODE_TYPES.VariableDeclarator && d.id.type === AST_NODE_TYPES.Identifier && d.id.name === name) inside = true;
      // A callback's own parameter (`docs.forEach((doc) => doc.parts.push(…))`).
      else if (isFunction(d) && d !== scope && d.params.some((p) => p.type === AST_NODE_TYPES.Identifier && p.name === name)) inside = true;
    },
    notInlineCallback,
  );
  return !inside;
}

/** Calls that do not fail in practice: the record's failure is not theirs. */
const TRIVIAL_CALL = /^(Array\.isArray|Array\.from|String|Number|Boolean|Object\.(keys|values|entries|assign)|setTimeout|clearTimeout|parseInt|parseFloat|Math\.\w+|Date\.now|(\w+\.)+(includes|startsWith|endsWith|trim|toLowerCase|toUpperCase|split|join|push|has|get|set|add|delete|map|filter|slice|indexOf|replace|test|toString|padStart|padEnd))$/;

/** What is only built for a log line (`logger.debug(JSON.stringify(x))`). */
function insideLogCall(n: Node, block: Node): boolean {
  for (let p: Node | undefined = n.parent; p && p !== block; p = p.parent) {
    if (p.type === AST_NODE_TYPES.CallExpression && isLogCall(p)) return true;
  }
  return false;
}

/** Calls that read, parse or reach out: named in the message before calls that rarely throw. */
const LIKELY_TO_FAIL = /^(?!is[A-Z]|has[A-Z]).*(parse|read|load|fetch|open|stat|exec|spawn|query|request|send|import|require|decode|convert|glob|download|connect|invoke|callTool)/i;

/** The call of a `try` block that runs first (the innermost, leftmost), for the message: `JSON.parse`, `readFile`. */
export function failingCall(block: TSESTree.BlockStatement): string | undefined {
  return failingCallSite(block)?.path;
}

export function failingCallSite(block: TSESTree.BlockStatement): { path: string; end: number } | undefined {
  let found: { path: string; end: number; likely: boolean } | undefined;
  walk(
    block,
    (n) => {
      if (n.type !== AST_NODE_TYPES.CallExpression) return;
      let path = dottedName(n.callee);
      // `this.client(name).listResources()`: named by its method.
      if (path?.includes("()") && n.callee.type === AST_NODE_TYPES.MemberExpression) path = memberName(n.callee);
      if (path === undefined || path.length > 40 || /^(console|logger|log|path)\./.test(path) || TRIVIAL_CALL.test(path)) return;
      const last = path.split(".").pop() ?? "";
      // Type guards and loggers do not throw, nor does what is only built for a log line.
      if (/^(is|has)[A-Z]/.test(last) || isLogCall(n) || insideLogCall(n, block)) return;
      const likely = LIKELY_TO_FAIL.test(last) || n.parent.type === AST_NODE_TYPES.AwaitExpression;
      if (!found || (likely && !found.likely) || (likely === found.likely && n.range[1] < found.end)) found = { path: path.replace(/^this\./, ""), end: n.range[1], likely };
    },
    true,
  );
  return found;
}

/** What a one-expression callback returns: `x => e` or `x => { return e; }`. */
function returnedExpression(f: FunctionNode): Node | undefined {
  if (f.body.type !== AST_NODE_TYPES.BlockStatement) return f.body;
  const only = f.body.body.length === 1 ? f.body.body[0] : undefined;
  return only?.type === AST_NODE_TYPES.ReturnStatement ? (only.argument ?? undefined) : undefined;
}

/** `Boolean`, `x => x`, `x => !!x`, `x => x != null`, `(x): x is T => x !== undefined`. */
export function isPresenceFilter(fn: Node | undefined): boolean {
  if (!fn) return false;
  const f = unwrap(fn);
  if (f.type === AST_NODE_TYPES.Identifier) return f.name === "Boolean" || /^(isDefined|isPresent|isNotNull|isNonNull|notNull|nonNull|notEmpty|isNotNullish|isNonNullable|notUndefined|isTruthy|truthy|exists)$/.test(f.name);
  if (!isFunction(f) || f.params.length !== 1 || f.params[0]?.type !== AST_NODE_TYPES.Identifier) return false;
  const param = f.params[0].name;
  const expr = returnedExpression(f);
  return expr !== undefined && presenceTest(expr, param);
}

function named(n: Node, name: string): boolean {
  const u = unwrap(n);
  return u.type === AST_NODE_TYPES.Identifier && u.name === name;
}

/** `x`, `!!x`, `Boolean(x)`, `x != null`, or one of those first in an `&&` (`x !== null && x.includes(q)`). */
export function presenceTest(test: Node, name: string): boolean {
  const e = unwrap(test);
  const isName = (n: Node) => named(n, name);
  if (isName(e)) return true;
  if (e.type === AST_NODE_TYPES.LogicalExpression && e.operator === "&&") return presenceTest(e.left, name);
  if (e.type === AST_NODE_TYPES.UnaryExpression && e.operator === "!" && unwrap(e.argument).type === AST_NODE_TYPES.UnaryExpression) return isName((unwrap(e.argument) as TSESTree.UnaryExpression).argument);
  if (e.type === AST_NODE_TYPES.CallExpression && calleeName(e.callee) === "Boolean") return e.arguments[0] !== undefined && isName(e.arguments[0]);
  if (e.type === AST_NODE_TYPES.BinaryExpression && ["!=", "!=="].includes(e.operator)) return (isName(e.left) && isNullish(e.right)) || (isName(e.right) && isNullish(e.left));
  return false;
}

/** `!x`, `x == null`, `x === null || x === undefined`, `!x || x.draft`: true whenever `x` is missing. */
export function absenceTest(test: Node, name: string): boolean {
  const e = unwrap(test);
  const isName = (n: Node) => named(n, name);
  if (e.type === AST_NODE_TYPES.UnaryExpression && e.operator === "!") return isName(e.argument);
  if (e.type === AST_NODE_TYPES.LogicalExpression && e.operator === "||") return absenceTest(e.left, name) || absenceTest(e.right, name);
  if (e.type === AST_NODE_TYPES.BinaryExpression && ["==", "==="].includes(e.operator)) return (isName(e.left) && isNullish(e.right)) || (isName(e.right) && isNullish(e.left));
  return false;
}

/** `r => r.success`, `r => r.status === "fulfilled"`: the test a filter keeps records by, if it is one of those. */
export function keptBy(fn: Node | undefined): "success" | "fulfilled" | undefined {
  if (!fn) return undefined;
  const f = unwrap(fn);
  if (!isFunction(f) || f.params.length < 1) return undefined;
  const expr = returnedExpression(f);
  return expr ? keptTest(expr) : undefined;
}

export function keptTest(expr: Node): "success" | "fulfilled" | undefined {
  const e = unwrap(expr);
  // `r.status === "fulfilled" && r.value`: still only the fulfilled ones.
  if (e.type === AST_NODE_TYPES.LogicalExpression && e.operator === "&&") return keptTest(e.left) ?? keptTest(e.right);
  if (e.type === AST_NODE_TYPES.MemberExpression && memberName(e) === "success") return "success";
  if (e.type === AST_NODE_TYPES.BinaryExpression && (e.operator === "===" || e.operator === "==")) {
    const s = stringValue(e.right) ?? stringValue(e.left);
    if (s === "fulfilled") return "fulfilled";
  }
  if (e.type === AST_NODE_TYPES.BinaryExpression && (e.operator === "!==" || e.operator === "!=")) {
    if ((stringValue(e.right) ?? stringValue(e.left)) === "rejected") return "fulfilled";
  }
  return undefined;
}

/** `!r.success`, `r.success === false`, `r.status === "rejected"`: the test that picks out failures. */
export function failureTest(expr: Node): "success" | "fulfilled" | undefined {
  const e = unwrap(expr);
  if (e.type === AST_NODE_TYPES.UnaryExpression && e.operator === "!" && unwrap(e.argument).type === AST_NODE_TYPES.MemberExpression && memberName(unwrap(e.argument)) === "success") return "success";
  if (e.type === AST_NODE_TYPES.BinaryExpression) {
    const s = stringValue(e.right) ?? stringValue(e.left);
    if ((e.operator === "===" || e.operator === "==") && s === "rejected") return "fulfilled";
    if ((e.operator === "!==" || e.operator === "!=") && s === "fulfilled") return "fulfilled";
    if ((e.operator === "===" || e.operator === "==") && unwrap(e.right).type === AST_NODE_TYPES.Literal && (unwrap(e.right) as TSESTree.Literal).value === false && memberName(unwrap(e.left)) === "success") return "success";
  }
  return undefined;
}

/** Does a statement drop the record outright: `continue`, `return`, `return null`, `return []`, a block ending so? */
export function dropStatement(s: TSESTree.Statement): { how: Drop["how"]; at: Node; logs: boolean } | undefined {
  const body = s.type === AST_NODE_TYPES.BlockStatement ? statementsOf(s) : [s];
  let logs = false;
  for (const x of body) {
    if (isLogStatement(x)) {
      logs = true;
      continue;
    }
    if (x.type === AST_NODE_TYPES.ContinueStatement) return { how: "continue", at: x, logs };
    if (x.type === AST_NODE_TYPES.ReturnStatement) {
      if (!x.argument || isNullish(x.argument)) return { how: "return-nothing", at: x, logs };
      if (unwrap(x.argument).type === AST_NODE_TYPES.ArrayExpression && (unwrap(x.argument) as TSESTree.ArrayExpression).elements.length === 0) return { how: "return-empty", at: x, logs };
      if (unwrap(x.argument).type === AST_NODE_TYPES.Literal && (unwrap(x.argument) as TSESTree.Literal).value === false) return { how: "return-empty", at: x, logs };
      return undefined;
    }
    return undefined;
  }
  return undefined;
}

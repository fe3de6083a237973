import { AST_NODE_TYPES, AST_TOKEN_TYPES, ASTUtils, TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { skipLedgerDeclarationText, skipLedgerPushText } from "../codemods/recipes.js";
import { calleeName, constInit, identifiersIn, dottedName, enclosingFunction, isFunction, keyName, localFunction, memberName, returnedValues, stringValue, unwrap, walk, type FunctionNode, type Node } from "./analysis/ast.js";
import { helperNameOf, readsOf } from "./analysis/flow.js";
import { toolRoleOf } from "./analysis/frameworks.js";
import { humanCall } from "./analysis/sinks.js";
import {
  absenceTest,
  presenceTest,
  classifyCatch,
  contributes,
  counterUpdated,
  dropStatement,
  failingCall,
  failingCallSite,
  failureTest,
  FAILURE_COUNTER,
  isEmptyLooking,
  isLogStatement,
  logsOnly,
  isNullish,
  isPresenceFilter,
  iterationOf,
  keptBy,
  keptTest,
  NON_RECORD_TARGET,
  contributionTarget,
  type Drop,
  type Iteration,
} from "./analysis/skips.js";
import { functionSpecifierSchema, matchesAny, type FunctionSpecifier } from "./analysis/specifiers.js";
import { importedFunction, PASS_THROUGH_WRAPPER } from "./analysis/imported-helpers.js";
import { importsOf } from "./analysis/imports.js";
import { typeInfoOf } from "./analysis/types.js";
import { createRule } from "./create-rule.js";
import { cutterImportFix, cutterModulesOf } from "./fixes/cutter-import.js";

export interface NoSilentSkipOptions {
  allowLogging?: boolean;
  checkNarrowCatches?: boolean;
  reporters?: FunctionSpecifier[];
  toolFactories?: FunctionSpecifier[];
}

type MessageId = "droppedRecord" | "unwritten" | "emptyResult" | "emptyDefault" | "unsetOnFailure" | "partialResult" | "filteredFailures" | "standInFiltered" | "safeParseDropped" | "settledDropped" | "partialPage" | "errorAsEmpty" | "uncountedSkips" | "suggestCollect" | "suggestExhaust" | "suggestLedger";

// Through the utils package: scope-manager is not a dependency of its own.
const { DefinitionType } = TSESLint.Scope;
const LOG_NOTE = " The catch only logs it, and a log line is seen by neither the caller nor the model.";
const FIX = "Keep the failures with the items: collect() from tool-output-cutter keeps a skip ledger, or return a skipped count beside the items.";

/** Functions that run once around the data path, where a skipped step loses no record. */
const BEST_EFFORT_FUNCTION = /^(constructor|register\w*|init|initiali[sz]e\w*|setup\w*|setUp\w*|activate\w*|bootstrap\w*|warm\w*|prefetch\w*|preload\w*|cleanup\w*|cleanUp\w*|dispose\w*|close\w*|shutdown\w*|teardown\w*|tearDown\w*|destroy\w*|track\w*|emit\w*|flush\w*|watch\w*|unwatch\w*|configure\w*|install\w*|uninstall\w*|kill\w*|stop\w*|terminate\w*|unsubscribe\w*|disconnect\w*|release\w*|remove\w*|delete\w*|clear\w*|purge\w*|prune\w*|gc\w*|restore\w*|migrate\w*|notify\w*|telemetry\w*|report\w*|log\w*)$/;
/** A catch comment that says the thing may not be there yet: its absence is the answer, not a lost record. */
const ABSENCE_COMMENT = /\b(might|may|could) not (exist|be there|be present|be created)|(does ?n.t|did ?n.t|not) exist(s)? yet|not (created|initiali[sz]ed) yet/i;
/** Loops that read a stream piece by piece, where a failed parse waits for the next piece. */
const STREAM_TEXT = /stream|chunk|sse|\bevent|delta|partial|pending|buffer|reader|incomplete|accum|getReader|readable/i;
/** Builtins and DOM calls that do not throw for the inputs they are given in practice. */
/** A return type that is a list of found things: `Promise<SearchResult[]>`, `Array<Hit>`. */
const FOUND_LIST_TYPE = /\w(Result|Hit|Match|Document|Chunk|Record)s?\[\]|Array<\w*(Result|Hit|Match|Document|Chunk|Record)s?>/;
const DEFENSIVE_CALL = /^(\w+\.)*(createTreeWalker|nextNode|parentNode|getAttribute|hasAttribute|getBoundingClientRect|getComputedStyle|closest|contains|matches|push|add|set|get|has|join|trim|toLowerCase|toUpperCase|includes|startsWith|endsWith|indexOf|slice|substring|concat|keys|values|entries|isArray|from|toString|String|Number|Boolean|Math\.\w+)$|^Buffer\.from$/;
/** Calls that ask whether something is there. */
const EXISTENCE_PROBE = /^(access|exists|pathExists|fileExists|isFile|isDirectory|isDir|stat|lstat)(Sync)?$/;
/** A log line that names another way ("falling back to keyword search"), not an empty stand-in. */
const FALLBACK_NOTE = /fall(?:ing|s)?[\s-]*back (?:to|on) (?!(?:an? |the )?(?:empty|\[\]|none|nothing|no\b|null|undefined|zero|0\b|""|''))/i;
/**
 * Calls that write a record into an index or store read later: `upsertFtsRow`, `embedAndStore`,
 * `insertLink`, `importKnowledge`, `collection.upsert`, `addToSearchIndex`, `storeChunks`.
 */
const RECORD_WRITE = /^(upsert|insert|index|ingest|import)((?!(Of|Text|Snippet|Html|Before|After|At|Modules?|Plugins?|Scripts?|Rules?|Keys?|Node|Adjacent\w*)$)[A-Z]\w*)?$|^embed\w*(Store|Save|Upsert|Insert|Index)\w*$|^(add|store|save|put|write)\w*(Index|Vectors?|Embeddings?|Chunks|Sections|Documents?|Records|Entries|Entry|Knowledge|Memor(y|ies)|Nodes?|Edges?|Links?|Triples?|Concepts?)$/;
/** What such a verb may also write that is bookkeeping, not a record: caches, settings, progress, logs, audits of tool calls. */
const BOOKKEEPING_WORD = /^(cache[sd]?|caching|config|configs|settings?|usage|metrics?|telemetry|analytics|audits?|traces?|tracing|history|histories|logs?|logging|logger|events?|hash(es)?|checkpoints?|state|queues?|artifacts?|progress|status|sessions?|stats|statistics)$/i;
/** Bookkeeping by one of its words (`insertSyncHistory`, `db.from("tool_calls")`), not inside another (`catalog`, `estate`). */
const bookkeepingWrite = (text: string): boolean => /tool_?calls?\b/i.test(text) || text.split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/).some((word) => BOOKKEEPING_WORD.test(word));
const PAGINATION_TEXT = /cursor|page|offset|next_?(token|link|url|page|marker)|continuation|has_?more|\bmarker\b/i;

export default createRule<[NoSilentSkipOptions], MessageId>({
  name: "no-silent-skip",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow dropping records silently (catch-and-skip, filtered failures, partial pages, errors as empty results)",
      recommended: true,
      typeAware: true,
    },
    hasSuggestions: true,
    messages: {
      droppedRecord: "{{what}} is dropped {{how}}, and nothing counts it: the caller cannot tell the set is incomplete.{{logNote}} " + FIX,
      standInFiltered: "{{mapper}} gives {{value}} here when {{failure}}, and `{{filter}}` at line {{line}} removes it; nothing counts it, so the caller cannot tell the set is incomplete. " + FIX,
      filteredFailures: "`{{filter}}` removes the records {{mapper}} could not produce (it returns {{value}} when {{failure}}), and nothing counts them: the caller cannot tell the set is incomplete. " + FIX,
      safeParseDropped: "Records that fail `{{schema}}` are dropped {{how}} and never counted: the caller cannot tell the set is incomplete. Keep each failure's `error` (collect() from tool-output-cutter records them) or return a skipped count.",
      settledDropped: "Only the fulfilled results of `Promise.allSettled` are kept; the rejected ones vanish without a count or a reason, so the caller cannot tell the set is incomplete. Keep the rejections (their `reason`) beside the values, or return how many failed.",
      partialPage: "A failing {{unit}} ends the loop with `{{how}}`, and what was gathered so far is returned as if the {{whole}} had finished.{{logNote}} Mark the result incomplete (with the position to resume from), or rethrow.",
      errorAsEmpty: "This tool turns an error into an empty-looking success ({{value}}): the model reads \"there is nothing\" where the truth is \"it could not look\".{{logNote}} Return an error result (for MCP `{ isError: true, content: [...] }`) or rethrow.",
      emptyResult: "A failure of {{what}} becomes an empty result ({{value}}): the caller, and the model after it, cannot tell \"there is none\" from \"it could not look\".{{logNote}} Rethrow, or return the error beside the (empty) items.",
      unsetOnFailure: "If {{call}} fails, `{{name}}` stays unset and the result goes on without it, as if there were none; nothing says it failed.{{logNote}} Record the failure beside it (an error field, or a note in the result), or rethrow.",
      emptyDefault: "If {{call}} fails, `{{name}}` keeps its empty default and the result reads as if there were none; nothing says the source failed.{{logNote}} Rethrow, or record the failure where the caller sees it (an errors list in the result).",
      unwritten: "If {{call}} fails, the record never reaches the index or store it writes to, and nothing says so: what later searches or reads that store cannot tell it is missing.{{logNote}} Count the failure where the caller sees it (a failed count or list in the result), or rethrow.",
      partialResult: "If {{call}} fails{{when}}, the catch lets what is already in `{{name}}` stand as the whole; nothing says the rest is missing.{{logNote}} Record the failure where the caller sees it (collect() from tool-output-cutter keeps a skip ledger), or rethrow.",
      uncountedSkips: "`{{name}}` counts skipped records, but the count never leaves this function (it is not returned, stored or passed on): the caller cannot tell the set is incomplete. Return it with the items, e.g. `{ items, {{name}} }`.",
      suggestExhaust: "Read every page with exhaust() from tool-output-cutter: the same call per page, and a rejection when a page fails instead of the pages before it passed off as the whole.",
      suggestCollect: "Parse the records with collect() from tool-output-cutter, which keeps every failure with its index and error in `{{name}}`; the result gains a `{{name}}` field.",
      suggestLedger: "Keep each failure in `{{name}}` and return it with the result (the result gains a `{{name}}` field).",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          allowLogging: { type: "boolean", description: "Accept a catch that logs the failure and moves on (by default a log line counts as no trace: neither the caller nor the model sees it)." },
          checkNarrowCatches: { type: "boolean", description: "Also report catches that rethrow some errors and tolerate one expected condition (e.g. only `ENOENT`)." },
          reporters: { type: "array", items: functionSpecifierSchema, description: "Your own functions that record a skipped record (e.g. `ledger.skip`, `diagnostics.add`): a catch that calls one is not reported." },
          toolFactories: { type: "array", items: functionSpecifierSchema, description: "Your own tool factories, for the error-as-empty check in tool implementations." },
        },
      },
    ],
    defaultOptions: [{ allowLogging: false, checkNarrowCatches: false, reporters: [], toolFactories: [] }],
  },
  defaultOptions: [{ allowLogging: false, checkNarrowCatches: false, reporters: [], toolFactories: [] }],
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    const program = sourceCode.ast;
    const types = typeInfoOf(context);
    const reporters = options.reporters ?? [];
    const skipCtx = { isReporter: (callee: Node) => reporters.length > 0 && matchesAny(callee, reporters, program) };
    const frameworks = { program, filename: context.filename, toolFactories: options.toolFactories ?? [], types };
    const roles = new Map<FunctionNode, boolean>();
    const isTool = (fn: FunctionNode) => {
      if (!roles.has(fn)) roles.set(fn, toolRoleOf(fn, frameworks, (id) => readsOf(id, sourceCode)) !== undefined);
      return roles.get(fn) === true;
    };
    const text = (n: Node) => sourceCode.getText(n);
    const typescriptFile = /\.[cm]?tsx?$/.test(context.filename);
    const cutter = cutterModulesOf(context.settings);
    const reportedCounters = new Set<string>();
    // Catches already reported as giving a stand-in that a caller filters out.
    const standInsReported = new Set<Node>();

    /** `catch { // Table might not exist yet }`: the author says the failure means "there is none yet", an answer. */
    function saysAbsent(handler: TSESTree.CatchClause): boolean {
      return sourceCode.getCommentsInside(handler).some((c) => ABSENCE_COMMENT.test(c.value));
    }

    function bestEffort(fn: FunctionNode | undefined): boolean {
      if (!fn) return false;
      const name = fnName(fn);
      return name !== undefined && BEST_EFFORT_FUNCTION.test(name);
    }

    /** A try that parses a stream piece by piece: a failure waits for more input. */
    function streamParse(tryStmt: TSESTree.TryStatement, it: Iteration | undefined): boolean {
      let parsesBuffered = false;
      walk(
        tryStmt.block,
        (n) => {
          if (n.type === AST_NODE_TYPES.CallExpression && /^(JSON\.parse|parse\w*Json|parsePartial\w*|JSON5\.parse)$/.test(dottedName(n.callee) ?? "") && n.arguments[0] && STREAM_TEXT.test(text(n.arguments[0]))) parsesBuffered = true;
        },
        true,
      );
      // `res.on("end", () => JSON.parse(Buffer.concat(chunks)…))`: the whole body, gathered; a failure waits for nothing.
      if (parsesBuffered && !atStreamEnd(tryStmt)) return true;
      // Reading a stream of records (`for await (const file of files)`) is not parsing one.
      let parses = false;
      walk(
        tryStmt.block,
        (n) => {
          if (n.type === AST_NODE_TYPES.CallExpression && /^(JSON\.parse|JSON5\.parse|parse\w*|\w+\.parse\w*)$/.test(dottedName(n.callee) ?? "")) parses = true;
        },
        true,
      );
      if (!parses) return false;
      if (it?.kind === "loop") {
        const loop = it.loop;
        // `for await (const line of rl)`: whole lines of a file, each a record; a failed parse waits for nothing.
        if (loop.type === AST_NODE_TYPES.ForOfStatement && (loop.await || STREAM_TEXT.test(text(loop.right))) && !wholeLines(loop)) return true;
        if (loop.type === AST_NODE_TYPES.WhileStatement && /read\(\)|getReader|\.read\b/.test(sourceCode.getText(loop))) return true;
      }
      const fn = enclosingFunction(tryStmt);
      return fn !== undefined && /stream|sse|chunk|partial|onData|onMessage|onChunk/i.test(fnName(fn) ?? "");
    }

    function atStreamEnd(tryStmt: TSESTree.TryStatement): boolean {
      const fn = enclosingFunction(tryStmt);
      const call = fn?.parent;
      if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.includes(fn as TSESTree.CallExpressionArgument) || !/^(on|once|addListener)$/.test(calleeName(call.callee) ?? "")) return false;
      return /^(end|close|finish)$/.test(stringValue(call.arguments[0]) ?? "");
    }

    /** A loop over the lines of a readline interface, or one whose item is named a line. */
    function wholeLines(loop: TSESTree.ForOfStatement): boolean {
      const left = loop.left.type === AST_NODE_TYPES.VariableDeclaration ? loop.left.declarations[0]?.id : loop.left;
      if (left?.type === AST_NODE_TYPES.Identifier && /^(line|rawLine|jsonLine|[a-z]\w*Line)$/.test(left.name)) return true;
      const right = unwrap(loop.right);
      const init = right.type === AST_NODE_TYPES.Identifier ? constInit(right, sourceCode) : right;
      return init !== undefined && init.type === AST_NODE_TYPES.CallExpression && calleeName(unwrap(init.callee)) === "createInterface";
    }

    /** A function's name as a function or method (`helperNameOf`), or as an object's property or class field. */
    function fnName(fn: FunctionNode): string | undefined {
      const named = helperNameOf(fn);
      if (named !== undefined) return named;
      const p = fn.parent;
      return (p.type === AST_NODE_TYPES.Property || p.type === AST_NODE_TYPES.PropertyDefinition || p.type === AST_NODE_TYPES.MethodDefinition) && p.value === fn ? keyName(p) : undefined;
    }

    /** Does the counter reach anything: a read that is not its own update or a log line? */
    function counterReaches(id: TSESTree.Identifier): boolean {
      const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
      if (!variable) return true; // declared elsewhere (a field, a closure): assume it is read
      for (const ref of variable.references) {
        if (!ref.isRead()) continue;
        const r = ref.identifier as Node;
        const p = r.parent;
        if (p?.type === AST_NODE_TYPES.UpdateExpression) continue;
        if (p?.type === AST_NODE_TYPES.AssignmentExpression && p.left === r) continue;
        if (p?.type === AST_NODE_TYPES.BinaryExpression && p.parent.type === AST_NODE_TYPES.AssignmentExpression && counterUpdated(p.parent) !== undefined) continue;
        // A script's top level prints to the person who ran it: there the log is the output.
        if (insideLog(r) && enclosingFunction(r) !== undefined) continue;
        return true;
      }
      return false;
    }

    function insideLog(node: Node): boolean {
      for (let n: Node | undefined = node.parent; n && !isFunction(n); n = n.parent) {
        if (n.type === AST_NODE_TYPES.CallExpression && humanCall(n)?.log) return true;
      }
      return false;
    }

    /** Is a map's result filtered for presence or flattened later: `.map(f).filter(Boolean)`, `(await Promise.all(xs.map(f))).filter(…)`. */
    function presenceFiltered(call: TSESTree.CallExpression): TSESTree.CallExpression | undefined {
      let n: Node = call;
      for (;;) {
        const p: Node | undefined = n.parent;
        if (!p) return undefined;
        if (p.type === AST_NODE_TYPES.AwaitExpression || p.type === AST_NODE_TYPES.TSAsExpression || p.type === AST_NODE_TYPES.TSNonNullExpression || p.type === AST_NODE_TYPES.ChainExpression) n = p;
        else if (p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === n && dottedName(p.callee) === "Promise.all") n = p;
        else break;
      }
      const p = n.parent;
      const direct = p ? removingCall(p, n) : undefined;
      if (direct) return direct;
      // `const results = await Promise.all(…); return results.filter(Boolean)`.
      if (p?.type === AST_NODE_TYPES.VariableDeclarator && p.init === n && p.id.type === AST_NODE_TYPES.Identifier) {
        for (const r of readsOf(p.id, sourceCode)) {
          const later = removingCall(r.parent, r);
          if (later) return later;
        }
      }
      const all = n === call ? awaitedLater(call) : undefined;
      return all ? presenceFiltered(all) : undefined;
    }

    /** `const pending = xs.map(f); … await Promise.all(pending)`: the call that awaits the promises made first. */
    function awaitedLater(call: TSESTree.CallExpression): TSESTree.CallExpression | undefined {
      const decl = call.parent;
      if (decl?.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== call || decl.id.type !== AST_NODE_TYPES.Identifier) return undefined;
      for (const r of readsOf(decl.id, sourceCode)) {
        const p = r.parent;
        if (p.type === AST_NODE_TYPES.CallExpression && p.arguments[0] === r && dottedName(p.callee) === "Promise.all") return p;
      }
      return undefined;
    }

    /** `continue`, or a block that starts with it: the loop goes on to the next record. */
    function goesOn(st: TSESTree.Statement): boolean {
      return st.type === AST_NODE_TYPES.ContinueStatement || (st.type === AST_NODE_TYPES.BlockStatement && st.body[0]?.type === AST_NODE_TYPES.ContinueStatement);
    }

    /**
     * `const texts = await Promise.all(files.map(…))`, then `for (const t of texts) { if (!t) continue; … }`
     * or `const t = texts[i]; if (t === null) continue;`: the loop that walks the results skips the
     * stand-ins. The guard, if there is one.
     */
    function skippedInLoop(call: TSESTree.CallExpression): TSESTree.IfStatement | undefined {
      let n: Node = awaitedLater(call) ?? call;
      while (n.parent && (n.parent.type === AST_NODE_TYPES.AwaitExpression || n.parent.type === AST_NODE_TYPES.TSAsExpression || (n.parent.type === AST_NODE_TYPES.CallExpression && n.parent.arguments[0] === n && dottedName(n.parent.callee) === "Promise.all"))) n = n.parent;
      const decl = n.parent;
      if (decl?.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== n || decl.id.type !== AST_NODE_TYPES.Identifier) return undefined;
      const skipsAbsent = (stmts: readonly TSESTree.Statement[], name: string) =>
        stmts.find((st): st is TSESTree.IfStatement => st.type === AST_NODE_TYPES.IfStatement && absenceTest(st.test, name) && goesOn(st.consequent));
      for (const r of readsOf(decl.id, sourceCode)) {
        const p = r.parent;
        if (p.type === AST_NODE_TYPES.ForOfStatement && p.right === r && p.left.type === AST_NODE_TYPES.VariableDeclaration && p.left.declarations[0]?.id.type === AST_NODE_TYPES.Identifier && p.body.type === AST_NODE_TYPES.BlockStatement) {
          const found = skipsAbsent(p.body.body, p.left.declarations[0].id.name);
          if (found) return found;
        }
        // `const content = contents[i];` and the guard after it, in the same block.
        const d = p.type === AST_NODE_TYPES.MemberExpression && p.object === r && p.computed ? p.parent : undefined;
        const stmt = d?.type === AST_NODE_TYPES.VariableDeclarator && d.id.type === AST_NODE_TYPES.Identifier ? d.parent : undefined;
        if (d?.type === AST_NODE_TYPES.VariableDeclarator && d.id.type === AST_NODE_TYPES.Identifier && stmt?.parent?.type === AST_NODE_TYPES.BlockStatement) {
          const body = stmt.parent.body;
          const found = skipsAbsent(body.slice(body.indexOf(stmt) + 1), d.id.name);
          if (found) return found;
        }
      }
      return undefined;
    }

    /** `value.filter(<presence test>)` or `value.flat()`, where `member` is the access on `value`. */
    function removingCall(member: Node, value: Node): TSESTree.CallExpression | undefined {
      if (member.type !== AST_NODE_TYPES.MemberExpression || member.object !== value || member.parent.type !== AST_NODE_TYPES.CallExpression || member.parent.callee !== member) return undefined;
      const method = memberName(member);
      return (method === "filter" && isPresenceFilter(member.parent.arguments[0])) || method === "flat" ? member.parent : undefined;
    }

    function whatOf(tryStmt: TSESTree.TryStatement): string {
      const call = failingCall(tryStmt.block);
      return call !== undefined ? `A record that fails \`${call}\`` : "A record whose processing throws";
    }

    /**
     * Where a skip list can go: the statement of the function body that holds the loop, the
     * objects returned after it (each gains the list), and a free name for the list.
     */
    function skipPlan(handler: TSESTree.CatchClause, drop: Drop, iteration: Node) {
      const fn = enclosingFunction(iteration);
      if (!fn || fn.returnType || fn.body.type !== AST_NODE_TYPES.BlockStatement) return undefined;
      if (drop.how !== "continue" && drop.how !== "empty") return undefined;
      let stmt: Node = iteration;
      while (stmt.parent && stmt.parent !== fn.body) stmt = stmt.parent;
      if (stmt.parent !== fn.body) return undefined;
      const returns: TSESTree.ObjectExpression[] = [];
      let ok = true;
      walk(
        fn.body,
        (n) => {
          if (n.type !== AST_NODE_TYPES.ReturnStatement) return;
          const arg = n.argument ? unwrap(n.argument) : undefined;
          if (arg?.type !== AST_NODE_TYPES.ObjectExpression || n.range[0] < stmt.range[0] || arg.properties.some((p) => p.type === AST_NODE_TYPES.Property && keyName(p) === "skipped")) ok = false;
          else returns.push(arg);
        },
        true,
      );
      if (!ok || returns.length === 0) return undefined;
      const scope = sourceCode.getScope(handler.body);
      const taken = (name: string) => {
        for (let s: TSESLint.Scope.Scope | null = scope; s; s = s.upper) if (s.set.has(name)) return true;
        return sourceCode.getTokens(fn).some((t) => t.type === AST_TOKEN_TYPES.Identifier && t.value === name);
      };
      const name = ["skipped", "skippedRecords", "skipLedger"].find((n) => !taken(n));
      if (name === undefined) return undefined;
      const addToReturns = (fixer: TSESLint.RuleFixer) =>
        returns.map((object) => {
          const last = object.properties.at(-1);
          return last ? fixer.insertTextAfter(last, `, ${name}`) : fixer.replaceText(object, `{ ${name} }`);
        });
      return { fn, stmt, name, taken, addToReturns };
    }

    const indentOf = (n: Node) => sourceCode.lines[n.loc.start.line - 1]?.match(/^\s*/)?.[0] ?? "";

    /**
     * The loop as a call of collect(): `const xs = []; for (const r of rs) { try { xs.push(E) }
     * catch { continue } }` becomes `const { items: xs, skipped } = collect(rs, (r) => E)`. Only
     * that shape: one push in the try, a catch that does nothing else, the list declared just
     * before the loop and not written again, guards before the try that only skip blank input.
     */
    function collectSuggestion(handler: TSESTree.CatchClause, drop: Drop, loop: Node): TSESLint.ReportSuggestionArray<MessageId> {
      if (loop.type !== AST_NODE_TYPES.ForOfStatement || loop.await || loop.parent.type === AST_NODE_TYPES.LabeledStatement) return [];
      const plan = skipPlan(handler, drop, loop);
      if (!plan || plan.stmt !== loop) return [];
      const tryStmt = handler.parent;
      if (handler.body.body.some((st) => st.type !== AST_NODE_TYPES.ContinueStatement || st.label) || sourceCode.getCommentsInside(handler.body).length > 0 || tryStmt.finalizer) return [];
      const decl = loop.left;
      if (decl.type !== AST_NODE_TYPES.VariableDeclaration || decl.declarations.length !== 1) return [];
      const record = decl.declarations[0]?.id;
      if (record?.type !== AST_NODE_TYPES.Identifier || record.typeAnnotation) return [];
      const body = loop.body.type === AST_NODE_TYPES.BlockStatement ? loop.body.body : [loop.body];
      if (body.at(-1) !== tryStmt) return [];
      // Guards that skip blank or comment input: `if (line.trim() === "") continue;`.
      const guards: TSESTree.Expression[] = [];
      for (const g of body.slice(0, -1)) {
        if (g.type !== AST_NODE_TYPES.IfStatement || g.alternate || !(g.consequent.type === AST_NODE_TYPES.ContinueStatement || (g.consequent.type === AST_NODE_TYPES.BlockStatement && g.consequent.body.length === 1 && g.consequent.body[0]?.type === AST_NODE_TYPES.ContinueStatement))) return [];
        if (!pureGuard(g.test, record.name)) return [];
        guards.push(g.test);
      }
      const only = tryStmt.block.body[0];
      if (tryStmt.block.body.length !== 1 || only?.type !== AST_NODE_TYPES.ExpressionStatement) return [];
      const push = only.expression;
      if (push.type !== AST_NODE_TYPES.CallExpression || push.arguments.length !== 1 || calleeName(push.callee) !== "push" || push.callee.type !== AST_NODE_TYPES.MemberExpression) return [];
      const target = unwrap(push.callee.object);
      const value = push.arguments[0];
      if (target.type !== AST_NODE_TYPES.Identifier || !value || value.type === AST_NODE_TYPES.SpreadElement) return [];
      let awaits = false;
      walk(value, (n) => {
        if (n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.YieldExpression || n.type === AST_NODE_TYPES.ThisExpression) awaits = true;
      });
      if (awaits) return [];
      // The list: declared empty by the statement just before the loop, written nowhere else.
      const block = loop.parent;
      if (block.type !== AST_NODE_TYPES.BlockStatement) return [];
      const before = block.body[block.body.indexOf(loop) - 1];
      if (before?.type !== AST_NODE_TYPES.VariableDeclaration || before.declarations.length !== 1 || (before.kind !== "const" && before.kind !== "let")) return [];
      const listDecl = before.declarations[0];
      if (listDecl?.id.type !== AST_NODE_TYPES.Identifier || listDecl.id.name !== target.name || listDecl.init?.type !== AST_NODE_TYPES.ArrayExpression || listDecl.init.elements.length > 0) return [];
      const variable = sourceCode.getScope(before).set.get(target.name);
      if (!variable || variable.references.some((r) => r.identifier !== listDecl.id && r.identifier !== target && (r.isWrite() || r.identifier.range[0] < loop.range[1]))) return [];
      const annotation = listDecl.id.typeAnnotation?.typeAnnotation;
      const element = annotation?.type === AST_NODE_TYPES.TSArrayType ? text(annotation.elementType) : annotation?.type === AST_NODE_TYPES.TSTypeReference && text(annotation.typeName) === "Array" && annotation.typeArguments?.params.length === 1 ? text(annotation.typeArguments.params[0] as Node) : undefined;
      if (annotation && element === undefined) return [];
      // A comment anywhere but in the parts that are kept would be lost with the loop.
      const kept = [loop.right, value, ...guards].map((n) => n.range);
      if (sourceCode.getCommentsInside(loop).concat(sourceCode.getCommentsInside(before)).some((c) => !kept.some(([a, b]) => c.range[0] >= a && c.range[1] <= b))) return [];
      if (sourceCode.getCommentsBefore(loop).some((c) => c.range[0] > before.range[1])) return [];
      const parsed = unwrap(value).type === AST_NODE_TYPES.ObjectExpression || value.type === AST_NODE_TYPES.SequenceExpression ? `(${text(value)})` : text(value);
      const iterable = text(loop.right);
      const arrayLike = loop.right.type === AST_NODE_TYPES.CallExpression && /^(split|map|filter|slice|flat|flatMap|concat|keys|values|entries)$/.test(calleeName(loop.right.callee) ?? "") && calleeName(loop.right.callee) !== "keys" && calleeName(loop.right.callee) !== "values" && calleeName(loop.right.callee) !== "entries";
      const records = guards.length === 0 ? iterable : `${arrayLike ? iterable : `Array.from(${iterable})`}.filter((${record.name}) => !(${guards.map((g) => text(g)).join(" || ")}))`;
      const skippedPart = plan.name === "skipped" ? "skipped" : `skipped: ${plan.name}`;
      const indent = indentOf(before);
      return [
        {
          messageId: "suggestCollect",
          data: { name: plan.name },
          fix(fixer) {
            const { name: collectName, fix: importFix } = cutterImportFix("collect", fixer, loop, sourceCode, cutter.module);
            const call = `${before.kind} { ${target.name === "items" ? "items" : `items: ${target.name}`}, ${skippedPart} } = ${collectName}(\n${indent}  ${records},\n${indent}  (${record.name})${element === undefined || !typescriptFile ? "" : `: ${element}`} => ${parsed},\n${indent});`;
            const fixes = [fixer.replaceTextRange([before.range[0], loop.range[1]], call), ...plan.addToReturns(fixer)];
            return importFix ? [...fixes, importFix] : fixes;
          },
        },
      ];
    }

    /**
     * A cursor loop that stops at the first failing page, as a call of exhaust():
     * `const xs = []; let c; do { try { const p = await get(c); xs.push(...f(p)); c = p.next; }
     * catch { break } } while (c)` becomes `const { items: xs } = await exhaust(…)` over the same
     * call, which rejects when a page fails instead of returning the pages before it as the whole.
     * Only that shape, with no comment in the loop to lose.
     */
    function exhaustSuggestion(handler: TSESTree.CatchClause, loop: Node): TSESLint.ReportSuggestionArray<MessageId> {
      if (loop.type !== AST_NODE_TYPES.DoWhileStatement || loop.parent.type !== AST_NODE_TYPES.BlockStatement) return [];
      if (handler.body.body.length !== 1 || handler.body.body[0]?.type !== AST_NODE_TYPES.BreakStatement || handler.body.body[0].label || handler.param) return [];
      const cursor = loop.test;
      if (cursor.type !== AST_NODE_TYPES.Identifier || loop.body.type !== AST_NODE_TYPES.BlockStatement || loop.body.body.length !== 1) return [];
      const tryStmt = handler.parent;
      if (loop.body.body[0] !== tryStmt || tryStmt.finalizer || tryStmt.block.body.length !== 3) return [];
      if (sourceCode.getCommentsInside(loop).length > 0) return [];
      const [fetchStmt, pushStmt, advance] = tryStmt.block.body;
      // `const page = await get(…cursor…)`
      if (fetchStmt?.type !== AST_NODE_TYPES.VariableDeclaration || fetchStmt.declarations.length !== 1) return [];
      const pageDecl = fetchStmt.declarations[0];
      if (pageDecl?.id.type !== AST_NODE_TYPES.Identifier || pageDecl.init?.type !== AST_NODE_TYPES.AwaitExpression) return [];
      const page = pageDecl.id.name;
      // `xs.push(...items)`
      if (pushStmt?.type !== AST_NODE_TYPES.ExpressionStatement || pushStmt.expression.type !== AST_NODE_TYPES.CallExpression) return [];
      const push = pushStmt.expression;
      const spread = push.arguments[0];
      if (push.arguments.length !== 1 || spread?.type !== AST_NODE_TYPES.SpreadElement || calleeName(push.callee) !== "push" || push.callee.type !== AST_NODE_TYPES.MemberExpression) return [];
      const target = unwrap(push.callee.object);
      if (target.type !== AST_NODE_TYPES.Identifier) return [];
      // `cursor = page.next`
      if (advance?.type !== AST_NODE_TYPES.ExpressionStatement || advance.expression.type !== AST_NODE_TYPES.AssignmentExpression || advance.expression.operator !== "=") return [];
      const next = advance.expression.right;
      if (advance.expression.left.type !== AST_NODE_TYPES.Identifier || advance.expression.left.name !== cursor.name || next.type !== AST_NODE_TYPES.MemberExpression || unwrap(next.object).type !== AST_NODE_TYPES.Identifier || text(next.object) !== page || next.optional) return [];
      // The list and the cursor: declared just before the loop (in either order), the cursor
      // starting undefined, neither used after the loop but for reading the list.
      const block = loop.parent.body;
      const at = block.indexOf(loop);
      const decls = [block[at - 1], block[at - 2]];
      const declOf = (name: string) => decls.find((d): d is TSESTree.VariableDeclaration => d?.type === AST_NODE_TYPES.VariableDeclaration && d.declarations.length === 1 && d.declarations[0]?.id.type === AST_NODE_TYPES.Identifier && d.declarations[0].id.name === name);
      const listDecl = declOf(target.name);
      const cursorDecl = declOf(cursor.name);
      if (!listDecl || !cursorDecl || listDecl === cursorDecl || (listDecl.kind !== "const" && listDecl.kind !== "let") || cursorDecl.kind !== "let") return [];
      const listInit = listDecl.declarations[0]?.init;
      const cursorInit = cursorDecl.declarations[0]?.init;
      if (listInit?.type !== AST_NODE_TYPES.ArrayExpression || listInit.elements.length > 0) return [];
      if (cursorInit && !(cursorInit.type === AST_NODE_TYPES.Identifier && cursorInit.name === "undefined")) return [];
      const first = block[at - 2];
      if (!first || (first !== listDecl && first !== cursorDecl)) return [];
      const scope = sourceCode.getScope(loop.parent);
      const listVar = scope.set.get(target.name);
      const cursorVar = scope.set.get(cursor.name);
      if (!listVar || !cursorVar) return [];
      if (cursorVar.references.some((r) => r.identifier.range[0] > loop.range[1] || r.identifier.range[0] < first.range[0])) return [];
      if (listVar.references.some((r) => r.identifier !== target && r.identifier.range[0] > first.range[1] && (r.isWrite() || r.identifier.range[0] < loop.range[1]))) return [];
      const nextText = text(next);
      const indent = indentOf(first);
      return [
        {
          messageId: "suggestExhaust",
          fix(fixer) {
            const { name: exhaustName, fix: importFix } = cutterImportFix("exhaust", fixer, loop, sourceCode, cutter.module);
            const call =
              `${listDecl.kind} { ${target.name === "items" ? "items" : `items: ${target.name}`} } = await ${exhaustName}(async (${cursor.name}) => {\n` +
              `${indent}  const ${page} = ${text(pageDecl.init as Node)};\n` +
              `${indent}  return { items: ${text(spread.argument)}, envelope: { complete: !${nextText}, ...(${nextText} ? { nextCursor: ${nextText} } : {}) } };\n` +
              `${indent}}).then((all) => {\n` +
              `${indent}  if (!all.complete) throw all.error ?? new Error(\`listing incomplete (\${all.problems.map((p) => p.kind).join(", ")})\`);\n` +
              `${indent}  return all;\n` +
              `${indent}});`;
            const fixes = [fixer.replaceTextRange([first.range[0], loop.range[1]], call)];
            return importFix ? [...fixes, importFix] : fixes;
          },
        },
      ];
    }

    /** A guard that reads only the record and literals through string tests, so filtering first changes nothing. */
    function pureGuard(test: Node, record: string): boolean {
      let pure = true;
      walk(test, (n) => {
        if (n.type === AST_NODE_TYPES.Identifier && n.name !== record && !(n.parent.type === AST_NODE_TYPES.MemberExpression && n.parent.property === n && !n.parent.computed)) pure = false;
        if (n.type === AST_NODE_TYPES.CallExpression && !/^(trim|trimStart|trimEnd|startsWith|endsWith|includes|test)$/.test(calleeName(n.callee) ?? "")) pure = false;
        if (n.type === AST_NODE_TYPES.AssignmentExpression || n.type === AST_NODE_TYPES.UpdateExpression || n.type === AST_NODE_TYPES.AwaitExpression) pure = false;
      });
      return pure;
    }

    function ledgerSuggestion(handler: TSESTree.CatchClause, drop: Drop, iteration: Node): TSESLint.ReportSuggestionArray<MessageId> {
      const plan = skipPlan(handler, drop, iteration);
      if (!plan) return [];
      const { stmt, name, taken } = plan;
      const param = handler.param;
      if (param && param.type !== AST_NODE_TYPES.Identifier) return [];
      const errorName = param?.name ?? (taken("error") ? "caught" : "error");
      const recipe = { name, error: errorName, typescript: typescriptFile };
      const catchIndent = handler.body.body[0] ? indentOf(handler.body.body[0]) : `${indentOf(handler)}  `;
      return [
        {
          messageId: "suggestLedger",
          data: { name },
          fix(fixer) {
            const fixes: TSESLint.RuleFix[] = [fixer.insertTextBefore(stmt, `${skipLedgerDeclarationText(recipe)}\n${indentOf(stmt)}`)];
            if (!param) {
              const catchToken = sourceCode.getFirstToken(handler);
              if (catchToken) fixes.push(fixer.insertTextAfter(catchToken, ` (${errorName})`));
            }
            const open = sourceCode.getFirstToken(handler.body);
            if (handler.body.body.length === 0 && !sourceCode.getCommentsInside(handler.body).length) {
              // `catch {}` becomes a block of its own, closed on its own line.
              fixes.push(fixer.replaceText(handler.body, `{\n${catchIndent}${skipLedgerPushText(recipe)}\n${indentOf(handler.parent)}}`));
            } else if (open) fixes.push(fixer.insertTextAfter(open, `\n${catchIndent}${skipLedgerPushText(recipe)}`));
            fixes.push(...plan.addToReturns(fixer));
            return fixes;
          },
        },
      ];
    }

    /** `[]`, `new Map()`, `new Set()`: a collection made empty. */
    function emptyCollection(node: Node): boolean {
      return (node.type === AST_NODE_TYPES.ArrayExpression && node.elements.length === 0) || (node.type === AST_NODE_TYPES.NewExpression && /^(Map|Set)$/.test(calleeName(node.callee) ?? "") && node.arguments.length === 0);
    }

    /**
     * `let commits; try { commits = await discover() } catch (e) { log(e); commits = [] }`, read on after
     * the try, in a function that gathers data (or whose catch logs the failure): "none" for "could not look".
     */
    function emptiedByCatch(handler: TSESTree.CatchClause): void {
      const tryStmt = handler.parent;
      const fn = enclosingFunction(tryStmt);
      const it = iterationOf(tryStmt);
      if (!fn || (it && it.kind !== "loop") || bestEffort(fn)) return;
      const rest = handler.body.body.filter((s) => !logsOnly(s));
      const logs = rest.length < handler.body.body.length;
      const only = rest.length === 1 ? rest[0] : undefined;
      const assign = only?.type === AST_NODE_TYPES.ExpressionStatement && only.expression.type === AST_NODE_TYPES.AssignmentExpression && only.expression.operator === "=" ? only.expression : undefined;
      if (!assign || assign.left.type !== AST_NODE_TYPES.Identifier) return;
      const value = unwrap(assign.right);
      if (!emptyCollection(value)) return;
      const name = assign.left.name;
      // The try was to fill it, and what follows reads it.
      let filled = false;
      walk(tryStmt.block, (n) => { if (n.type === AST_NODE_TYPES.AssignmentExpression && n.left.type === AST_NODE_TYPES.Identifier && n.left.name === name && n !== assign) filled = true; }, true);
      const variable = ASTUtils.findVariable(sourceCode.getScope(assign), name);
      const readAfter = (variable?.references ?? []).some((r) => r.isRead() && r.identifier.range[0] > tryStmt.range[1]);
      if (!filled || !readAfter || NON_RECORD_TARGET.test(name)) return;
      if (!(gathersData(fn, value) || (logs && !fallbackByName(fn)))) return;
      context.report({ node: only as Node, messageId: "emptyResult", data: { value: describe(value), what: namedCall(tryStmt.block), logNote: logs ? LOG_NOTE : "" } });
    }

    function reportCatch(handler: TSESTree.CatchClause): void {
      const tryStmt = handler.parent;
      const verdict = classifyCatch(handler, skipCtx);
      if (verdict.kind === "fallback") {
        emptiedByCatch(handler);
        return;
      }
      if (verdict.kind === "rethrow" || verdict.kind === "recorded") return;
      if (verdict.kind === "narrow" && !options.checkNarrowCatches) return;
      const drop = verdict.drop;
      if (drop.logs && options.allowLogging) return;
      if (drop.counter) {
        // Counted: the counter's own report (if it never leaves the function) says the rest.
        return;
      }
      const fn = enclosingFunction(tryStmt);
      const it = iterationOf(tryStmt);
      const logNote = drop.logs ? LOG_NOTE : "";

      // Error-as-empty: directly in a tool, whatever the iteration.
      if (fn && isTool(fn) && drop.how === "return-empty" && drop.value && enclosingFunction(drop.at) === fn) {
        context.report({ node: drop.at, messageId: "errorAsEmpty", data: { value: describe(drop.value), logNote } });
        return;
      }
      if (bestEffort(fn) || streamParse(tryStmt, it) || probe(tryStmt, drop) || guard(tryStmt) || !canFail(tryStmt) || neverThrows(tryStmt) || parsesUrlOnly(tryStmt) || saysAbsent(handler)) return;
      // "…failed, falling back to semantic dedup": the caller has another way, and the log says which.
      if (announcedFallback(handler)) return;
      // `try { await upsertFtsRow(db, row) } catch (e) { log(e) }`: the record is missing from the index, and nothing says so.
      const written = drop.how === "empty" ? recordWrite(tryStmt) : undefined;
      if (written) {
        context.report({ node: handler, messageId: "unwritten", data: { call: `\`${written}\``, logNote } });
        return;
      }
      // An empty result for a failure, from any function that gathers data: `catch { return [] }`.
      // Or from any function whose catch logs the failure as one: the author saw an error, and the caller is handed "none".
      // `new Promise((resolve) => … catch { resolve([]) })`: the function returning the promise answers "none".
      const answering = drop.settles ?? fn;
      if (answering && drop.how === "return-empty" && drop.value && (drop.settles !== undefined || enclosingFunction(drop.at) === fn) && emptyResult(drop.value) && (!it || it.kind === "loop" || drop.settles !== undefined) && (gathersData(answering, drop.value) || (drop.logs && !fallbackByName(answering)))) {
        context.report({ node: drop.at, messageId: "emptyResult", data: { value: describe(drop.value), what: namedCall(tryStmt.block), logNote } });
        return;
      }
      // `let texts = []; try { …fill… } catch (e) { log(e); return { texts, images } }`: the lists it
      // hands back on failure are the ones the try was to fill, still empty when it failed.
      if (fn && !it && drop.how === "return-value" && drop.value && enclosingFunction(drop.at) === fn && !returnsWhatFollows(drop, tryStmt) && emptyLocals(drop.value, tryStmt) && (gathersData(fn, drop.value) || (drop.logs && !fallbackByName(fn)))) {
        context.report({ node: drop.at, messageId: "emptyResult", data: { value: describe(drop.value), what: namedCall(tryStmt.block), logNote } });
        return;
      }
      // `getMemory(id)` answering `null` when the read fails: its callers report "not found".
      if (fn && drop.how === "return-nothing" && drop.value && enclosingFunction(drop.at) === fn && !it && looksUpOne(fn)) {
        context.report({ node: drop.at, messageId: "emptyResult", data: { value: describe(drop.value), what: namedCall(tryStmt.block), logNote } });
        return;
      }
      if (!it) {
        // `const searchInFile = async (file) => { try { …; result.matches.push(…) } catch {} }`, called
        // once per file from a walk: the helper is the loop's body, and its catch skips the record.
        const each = fn && (drop.how === "empty" || drop.how === "return-nothing") && tryStmt.parent === fn.body ? perRecordHelper(fn) : undefined;
        if (each && fn && (contributes(tryStmt.block, fn) || walkedAfter(tryStmt, fn))) {
          context.report({ node: drop.at, messageId: "droppedRecord", data: { what: whatOf(tryStmt), how: `by ${drop.how === "return-nothing" ? "`return` in a catch" : drop.logs ? "a catch that only logs" : "an empty catch"} in \`${each}()\`, which runs once per record`, logNote } });
          return;
        }
        if (fn && (drop.how === "empty" || returnsWhatFollows(drop, tryStmt))) outsideIteration(tryStmt, drop, fn, logNote);
        return;
      }

      if (it.kind === "loop") {
        // `for (const c of candidates) { try { return parse(c) } catch { continue } }`: a search for the
        // first that works, where a failure only narrows the search.
        // Unless the try asked first whether the candidate is there: then a failure is not absence.
        if ((returnsFromTry(tryStmt) || breaksOnSuccess(it.loop.body, handler)) && !probedThenRead(tryStmt)) return;
        const body = it.loop.body;
        const outside = it.loop;
        if (drop.how === "break" || (drop.how === "return-value" && drop.value && returnsAccumulator(drop.value, it.loop))) {
          if (!contributes(body, outside, handler)) return;
          const paged = PAGINATION_TEXT.test(loopHeadText(it.loop));
          context.report({
            node: drop.at,
            messageId: "partialPage",
            data: { unit: paged ? "page" : "batch", how: drop.how === "break" ? "break" : `return ${text(drop.value as Node)}`, whole: paged ? "listing" : "loop", logNote },
            suggest: sourceCode.ast.sourceType === "script" ? [] : exhaustSuggestion(handler, it.loop),
          });
          return;
        }
        // `out += \`${i}. ${s.id}\n\`; try { out += summaryOf(s) } catch {}`: the record is listed already; only a detail of it is lost.
        if ((drop.how === "continue" || drop.how === "empty") && detailOfListed(tryStmt)) return;
        if (drop.how === "continue" ? contributes(body, outside, handler) : drop.how === "empty" && contributes(tryStmt.block, outside)) {
          context.report({
            node: drop.at,
            messageId: "droppedRecord",
            data: { what: whatOf(tryStmt), how: drop.how === "continue" ? "by `continue` in its catch" : drop.standIn ? `by a catch that puts \`${text(drop.standIn)}\` in its place` : drop.logs ? "by a catch that only logs" : "by an empty catch", logNote },
            suggest: [...(sourceCode.ast.sourceType === "script" ? [] : collectSuggestion(handler, drop, it.loop)), ...ledgerSuggestion(handler, drop, it.loop)],
          });
        }
        return;
      }

      // A callback over the records.
      if (enclosingFunction(tryStmt) !== it.fn) return;
      const returnsNothing = drop.how === "return-nothing" || (drop.how === "empty" && it.fn.body.type === AST_NODE_TYPES.BlockStatement && !hasReturnAfter(tryStmt, it.fn));
      let how: string | undefined;
      // `await Promise.all(xs.map(async (x) => { try { out.push(await f(x)) } catch { log(e) } }))`: a map for its side effect is a forEach.
      const forEachLike = it.method === "forEach" || (it.method === "map" && !returnsValue(it.fn));
      if (((it.method === "map" && !forEachLike) || it.method === "flatMap") && (returnsNothing || drop.how === "return-empty" || (drop.how === "return-value" && drop.value !== undefined && (hasEmptyList(drop.value) || hasNullContent(drop.value))))) {
        if (it.method === "flatMap" && drop.how === "return-empty") how = "as an empty list from the flatMap callback";
        else if ((drop.how === "return-empty" || drop.how === "return-value") && drop.value && (hasEmptyList(drop.value) || hasNullContent(drop.value))) how = `as an empty stand-in (\`${text(drop.value).replace(/\s+/g, " ").slice(0, 60)}\`) from the map callback`;
        else {
          const filter = presenceFiltered(it.call);
          if (filter) how = `as \`${drop.value ? text(drop.value) : "undefined"}\` from the map callback, which the \`${memberName(filter.callee) === "flat" ? ".flat()" : `.filter(${text(filter.arguments[0] as Node)})`}\` after it removes`;
          // `servers.map(async (s) => { try { return await listTools(s) } catch { return [] } })`:
          // "could not list" comes back as "has none", however the lists are read afterwards.
          else if (drop.how === "return-empty" && drop.value && emptyArray(drop.value)) how = "as an empty list from the map callback, the same as a record with nothing in it";
        }
      } else if (forEachLike && (drop.how === "empty" || drop.how === "return-nothing") && (contributes(tryStmt.block, it.fn) || (drop.how === "return-nothing" && contributes(it.fn.body, it.fn, handler)))) {
        how = drop.logs ? "by a catch that only logs" : "by an empty catch";
      } else if ((it.method === "reduce" || it.method === "reduceRight") && drop.value && unwrap(drop.value).type === AST_NODE_TYPES.Identifier && it.fn.params[0]?.type === AST_NODE_TYPES.Identifier && (unwrap(drop.value) as TSESTree.Identifier).name === it.fn.params[0].name) {
        how = "by returning the accumulator unchanged";
      } else if (it.method === "filter" && (drop.how === "return-empty" || answersNo(drop))) {
        how = "by the filter callback's catch returning false";
      }
      if (how === undefined) return;
      context.report({
        node: drop.at,
        messageId: "droppedRecord",
        data: { what: whatOf(tryStmt), how, logNote },
        suggest: forEachLike ? ledgerSuggestion(handler, drop, it.call) : [],
      });
    }

    /** What a statement adds to: `out += …`, `lines.push(…)`, by the target's text. */
    function appendTargets(node: Node): Set<string> {
      const out = new Set<string>();
      walk(node, (n) => {
        if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "+=") out.add(text(n.left));
        else if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "push") out.add(text(n.callee.object));
      });
      return out;
    }

    /** The try only adds to what the same pass through the loop already added this record to. */
    function detailOfListed(tryStmt: TSESTree.TryStatement): boolean {
      const block = tryStmt.parent;
      if (block.type !== AST_NODE_TYPES.BlockStatement) return false;
      const added = appendTargets(tryStmt.block);
      if (added.size === 0) return false;
      const before = block.body.slice(0, block.body.indexOf(tryStmt));
      // Directly, not in a loop or try of its own before it (those add other records).
      return before.some((st) => st.type === AST_NODE_TYPES.ExpressionStatement && [...appendTargets(st)].some((t) => added.has(t)));
    }

    function emptyArray(n: Node): boolean {
      const u = unwrap(n);
      return u.type === AST_NODE_TYPES.ArrayExpression && u.elements.length === 0;
    }

    /** Whether a callback gives back a value: an expression body, or a `return` with one of its own. */
    /** Gives back something: `return undefined` (a callback that satisfies a mapper's type) gives back nothing. */
    function returnsValue(fn: FunctionNode): boolean {
      return returnedValues(fn).some((v) => !(unwrap(v).type === AST_NODE_TYPES.Identifier && (unwrap(v) as TSESTree.Identifier).name === "undefined"));
    }

    /**
     * `p.catch(() => [])`, `p.catch((e) => { log(e); return null })`: a promise's catch is a catch.
     * Reported where what it yields is lost as a record: flattened or filtered out of a map over
     * the records, or standing as the (empty) answer of a function that gathers data.
     */
    function promiseCatch(call: TSESTree.CallExpression): void {
      const handler = call.arguments[0] ? unwrap(call.arguments[0]) : undefined;
      if (!handler || !isFunction(handler) || call.callee.type !== AST_NODE_TYPES.MemberExpression) return;
      const yielded = handlerYield(handler);
      if (!yielded || (yielded.logs && options.allowLogging)) return;
      const source = unwrap(call.callee.object);
      const what = source.type === AST_NODE_TYPES.CallExpression ? dottedName(source.callee)?.replace(/^this\./, "") : undefined;
      const logNote = yielded.logs ? LOG_NOTE : "";
      // Up through `await` and casts: where the caught promise's value goes.
      let at: Node = call;
      while (at.parent && (at.parent.type === AST_NODE_TYPES.AwaitExpression || at.parent.type === AST_NODE_TYPES.TSAsExpression || at.parent.type === AST_NODE_TYPES.TSNonNullExpression)) at = at.parent;
      const fn = enclosingFunction(call);
      // The callback of a map over records: `xs.map((x) => load(x).catch(() => null))`, then flattened or filtered.
      const cb = fn && (fn.body === at || (fn.body.type === AST_NODE_TYPES.BlockStatement && at.parent?.type === AST_NODE_TYPES.ReturnStatement && enclosingFunction(at.parent) === fn)) ? fn : undefined;
      const mapCall = cb?.parent.type === AST_NODE_TYPES.CallExpression && cb.parent.arguments[0] === cb && cb.parent.callee.type === AST_NODE_TYPES.MemberExpression && /^(map|flatMap)$/.test(memberName(cb.parent.callee) ?? "") ? cb.parent : undefined;
      if (mapCall) {
        const removed = memberName(mapCall.callee) === "flatMap" && yielded.kind === "empty-list" ? mapCall : presenceFiltered(mapCall);
        const skip = removed ? undefined : skippedInLoop(mapCall);
        if (skip) {
          context.report({ node: call.callee.property, messageId: "droppedRecord", data: { what: what ? `A record that fails \`${what}\`` : "A record whose promise rejects", how: `as \`${text(yielded.value)}\` from the promise's \`.catch()\`, which the \`if (${text(skip.test)}) continue\` on line ${skip.loc.start.line} skips`, logNote } });
          return;
        }
        if (!removed) return;
        const by = removed === mapCall ? "the `flatMap`" : memberName(removed.callee) === "flat" ? "the `.flat()` after it" : `the \`.filter(${text(removed.arguments[0] as Node)})\` after it`;
        context.report({ node: call.callee.property, messageId: "droppedRecord", data: { what: what ? `A record that fails \`${what}\`` : "A record whose promise rejects", how: `as \`${text(yielded.value)}\` from the promise's \`.catch()\`, which ${by} removes`, logNote } });
        return;
      }
      // `const text = await read(p).catch(() => null); if (!text) continue;`: not for a probe (`stat`, `access`), whose "no" is an answer.
      const guard = EXISTENCE_PROBE.test(calleeName(source.type === AST_NODE_TYPES.CallExpression ? source.callee : source) ?? "") ? undefined : standInSkipped(at);
      if (guard) {
        context.report({ node: call.callee.property, messageId: "droppedRecord", data: { what: what ? `A record that fails \`${what}\`` : "A record whose promise rejects", how: `as \`${text(yielded.value)}\` from the promise's \`.catch()\`, which the \`if (${text(guard.test)})\` on line ${guard.loc.start.line} skips`, logNote } });
        return;
      }
      // `await Promise.all([api.autofix(id).catch(() => undefined), api.links(id).catch(() => undefined)])`:
      // parts of one answer gathered together, where a part that failed reads as a part that is not there.
      const list = at.parent;
      const all = list?.type === AST_NODE_TYPES.ArrayExpression ? list.parent : undefined;
      if (all?.type === AST_NODE_TYPES.CallExpression && all.arguments[0] === list && dottedName(all.callee) === "Promise.all" && fn && !bestEffort(fn) && (isTool(fn) || gathersData(fn, yielded.value)) && !absenceHandled(all, (list as TSESTree.ArrayExpression).elements.indexOf(at))) {
        context.report({ node: call.callee.property, messageId: "emptyResult", data: { value: describe(yielded.value), what: what ? `\`${what}\`` : "the promise", logNote } });
        return;
      }
      if (yielded.kind !== "empty-list" || !fn || bestEffort(fn) || answersYesNo(fn)) return;
      // `return load().catch(() => [])` in a function that gathers data, or in a tool.
      const returned = at.parent?.type === AST_NODE_TYPES.ReturnStatement || fn.body === at;
      const assigned = at.parent?.type === AST_NODE_TYPES.VariableDeclarator && at.parent.init === at && at.parent.id.type === AST_NODE_TYPES.Identifier && readsOf(at.parent.id, sourceCode).length > 0;
      // A list awaited into a local with `[]` for a failure reads as "none" wherever it goes, like an empty default.
      if ((returned && (isTool(fn) || gathersData(fn, yielded.value))) || assigned) {
        context.report({ node: call.callee.property, messageId: "emptyResult", data: { value: describe(yielded.value), what: what ? `\`${what}\`` : "the promise", logNote } });
      }
    }

    /**
     * `const text = await read(p).catch(() => null); if (!text) continue;` in a walk over records (or
     * `if (text !== "") out.push(text)`): the next guard skips the stand-in, and the record with it.
     * The guard, if there is one.
     */
    function standInSkipped(at: Node): TSESTree.IfStatement | undefined {
      const decl = at.parent;
      if (decl?.type !== AST_NODE_TYPES.VariableDeclarator || decl.init !== at || decl.id.type !== AST_NODE_TYPES.Identifier) return undefined;
      const declaration = decl.parent;
      const block = declaration?.parent;
      if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration || block?.type !== AST_NODE_TYPES.BlockStatement) return undefined;
      const it = iterationOf(declaration);
      if (it?.kind !== "loop" || enclosingFunction(at) !== enclosingFunction(it.loop)) return undefined;
      // `if (cwd !== null) return cwd;`: a search for the first that answers, not a walk that gathers.
      let search = false;
      walk(it.loop.body, (n) => { if ((n.type === AST_NODE_TYPES.ReturnStatement && n.argument) || (n.type === AST_NODE_TYPES.BreakStatement && !n.label && !insideNestedLoop(n, it.loop.body) && !capCheck(n))) search = true; }, true);
      if (search) return undefined;
      const name = decl.id.name;
      const isName = (n: Node) => unwrap(n).type === AST_NODE_TYPES.Identifier && (unwrap(n) as TSESTree.Identifier).name === name;
      // `text === ""`, `!text.length`: the empty stand-ins, tested as such.
      const emptyTest = (t: Node, equal: boolean): boolean => {
        const e = unwrap(t);
        if (e.type === AST_NODE_TYPES.BinaryExpression && (equal ? ["==", "==="] : ["!=", "!=="]).includes(e.operator)) return (isName(e.left) && stringValue(e.right) === "") || (isName(e.right) && stringValue(e.left) === "");
        if (e.type === AST_NODE_TYPES.MemberExpression && memberName(e) === "length" && isName(e.object)) return !equal;
        if (equal && e.type === AST_NODE_TYPES.UnaryExpression && e.operator === "!") return emptyTest(e.argument, false);
        return false;
      };
      const pushes = (st: TSESTree.Statement) => {
        let found = false;
        walk(st, (n) => { if (n.type === AST_NODE_TYPES.CallExpression && /^(push|add|set)$/.test(calleeName(n.callee) ?? "")) found = true; }, true);
        return found;
      };
      const i = block.body.indexOf(declaration);
      for (const st of block.body.slice(i + 1, i + 3)) {
        if (st.type !== AST_NODE_TYPES.IfStatement) continue;
        if (goesOn(st.consequent) && (absenceTest(st.test, name) || emptyTest(st.test, true))) return st;
        if (!st.alternate && (presenceTest(st.test, name) || emptyTest(st.test, false)) && pushes(st.consequent)) return st;
      }
      return undefined;
    }

    /**
     * `const [issue, autofix] = await Promise.all([…, api.autofix(id).catch(() => null)]); … autofix ?? "(could not fetch)"`:
     * the part, destructured, is tested for absence, and what stands in for it is the caller's to see.
     */
    function absenceHandled(all: TSESTree.CallExpression, index: number): boolean {
      let holder: Node = all;
      while (holder.parent.type === AST_NODE_TYPES.AwaitExpression) holder = holder.parent;
      const decl = holder.parent;
      if (decl.type !== AST_NODE_TYPES.VariableDeclarator || decl.id.type !== AST_NODE_TYPES.ArrayPattern) return false;
      const part = decl.id.elements[index];
      if (part?.type !== AST_NODE_TYPES.Identifier) return false;
      return readsOf(part, sourceCode).some((r) => {
        const p = r.parent;
        // `autofix ?? "(could not be fetched)"`: a notice in its place; `links ?? []` is the same silence.
        if (p.type === AST_NODE_TYPES.LogicalExpression && p.left === r && (p.operator === "??" || p.operator === "||")) return stringValue(p.right) !== undefined || p.right.type === AST_NODE_TYPES.TemplateLiteral;
        if (p.type === AST_NODE_TYPES.UnaryExpression && p.operator === "!") return true;
        if (p.type === AST_NODE_TYPES.BinaryExpression && /^[!=]==?$/.test(p.operator) && [p.left, p.right].some((x) => x !== r && isNullish(x))) return true;
        return (p.type === AST_NODE_TYPES.IfStatement || p.type === AST_NODE_TYPES.ConditionalExpression) && p.test === r;
      });
    }

    /**
     * Effect's `catch`: `fs.readDirectory(dir).pipe(Effect.catchAll(() => Effect.succeed([])))`, its
     * value taken by `yield*`. An empty list stands in for the listing; `Effect.void` for a record's
     * work in a walk, which the walk then goes on without.
     */
    function effectCatch(call: TSESTree.CallExpression): void {
      const handler = call.arguments[0] ? unwrap(call.arguments[0]) : undefined;
      const callee = call.callee;
      if (!handler || !isFunction(handler) || callee.type !== AST_NODE_TYPES.MemberExpression || dottedName(callee) !== "Effect.catchAll") return;
      const body = handler.body.type === AST_NODE_TYPES.BlockStatement ? undefined : unwrap(handler.body);
      if (!body) return;
      const pipe = call.parent;
      if (pipe.type !== AST_NODE_TYPES.CallExpression || memberName(pipe.callee) !== "pipe" || !pipe.arguments.includes(call) || pipe.callee.type !== AST_NODE_TYPES.MemberExpression) return;
      const source = unwrap(pipe.callee.object);
      const what = source.type === AST_NODE_TYPES.CallExpression ? dottedName(source.callee)?.replace(/^this\./, "") : undefined;
      let at: Node = pipe;
      while (at.parent && ((at.parent.type === AST_NODE_TYPES.YieldExpression && at.parent.delegate) || at.parent.type === AST_NODE_TYPES.AwaitExpression || at.parent.type === AST_NODE_TYPES.TSAsExpression)) at = at.parent;
      const fn = enclosingFunction(call);
      if (!fn) return;
      // `const cleanupTemp = (…) => Effect.gen(function* () { … })`: the generator is named by what holds it.
      for (let f: FunctionNode | undefined = fn, i = 0; f && i < 3; f = enclosingFunction(f), i++) if (bestEffort(f)) return;
      // `Effect.succeed([])` into a local that is read: "could not list" reads as "there are none".
      const succeeded = body.type === AST_NODE_TYPES.CallExpression && dottedName(body.callee) === "Effect.succeed" && body.arguments[0] ? unwrap(body.arguments[0]) : undefined;
      if (succeeded?.type === AST_NODE_TYPES.ArrayExpression && succeeded.elements.length === 0) {
        const decl = at.parent;
        if (decl?.type === AST_NODE_TYPES.VariableDeclarator && decl.init === at && decl.id.type === AST_NODE_TYPES.Identifier && readsOf(decl.id, sourceCode).length > 0) {
          context.report({ node: callee.property, messageId: "emptyResult", data: { value: describe(succeeded), what: what ? `\`${what}\`` : "the effect", logNote: "" } });
        }
        return;
      }
      // `const text = yield* fs.readFileString(p).pipe(Effect.catchAll(() => Effect.succeed(""))); if (text !== "") out.push(text)`.
      if (succeeded && ((succeeded.type === AST_NODE_TYPES.Literal && (succeeded.value === null || succeeded.value === "")) || (succeeded.type === AST_NODE_TYPES.Identifier && succeeded.name === "undefined")) && !EXISTENCE_PROBE.test(calleeName(source.type === AST_NODE_TYPES.CallExpression ? source.callee : source) ?? "")) {
        const guard = standInSkipped(at);
        if (guard) context.report({ node: callee.property, messageId: "droppedRecord", data: { what: what ? `A record that fails \`${what}\`` : "A record whose effect fails", how: `as \`${text(succeeded)}\` from \`Effect.catchAll\`, which the \`if (${text(guard.test)})\` on line ${guard.loc.start.line} skips`, logNote: "" } });
        return;
      }
      // `for (const f of files) yield* process(f).pipe(Effect.catchAll(() => Effect.void))`: the record's work, dropped.
      if (body.type === AST_NODE_TYPES.MemberExpression && dottedName(body) === "Effect.void" && at.parent?.type === AST_NODE_TYPES.ExpressionStatement) {
        const it = iterationOf(at.parent);
        if (it?.kind === "loop" && enclosingFunction(at) === enclosingFunction(it.loop)) {
          context.report({ node: callee.property, messageId: "droppedRecord", data: { what: what ? `A record that fails \`${what}\`` : "A record whose effect fails", how: "by `Effect.catchAll(() => Effect.void)`", logNote: "" } });
        }
      }
    }

    /** A function whose every return is `true` or `false`: it answers a question, it hands on no set. */
    function answersYesNo(fn: FunctionNode): boolean {
      let returns = 0;
      let yesNo = 0;
      walk(
        fn.body,
        (n) => {
          if (n.type !== AST_NODE_TYPES.ReturnStatement || !n.argument) return;
          returns++;
          const v = unwrap(n.argument);
          if (v.type === AST_NODE_TYPES.Literal && typeof v.value === "boolean") yesNo++;
        },
        true,
      );
      return returns > 0 && returns === yesNo;
    }

    /** What a `.catch()` handler gives back, if it hides the failure: an empty list, or nothing. */
    function handlerYield(handler: FunctionNode): { kind: "empty-list" | "nothing"; value: Node; logs: boolean } | undefined {
      let value: Node | undefined;
      let logs = false;
      if (handler.body.type !== AST_NODE_TYPES.BlockStatement) value = handler.body;
      else {
        for (const st of handler.body.body) {
          if (isLogStatement(st)) logs = true;
          else if (st.type === AST_NODE_TYPES.ReturnStatement && st.argument) value = st.argument;
          else if (st.type === AST_NODE_TYPES.ReturnStatement) return undefined;
          else return undefined;
        }
      }
      if (!value) return undefined;
      const v = unwrap(value);
      if (v.type === AST_NODE_TYPES.ArrayExpression && v.elements.length === 0) return { kind: "empty-list", value: v, logs };
      if ((v.type === AST_NODE_TYPES.Literal && (v.value === null || v.value === "")) || (v.type === AST_NODE_TYPES.Identifier && v.name === "undefined")) return { kind: "nothing", value: v, logs };
      return undefined;
    }

    /** The names of the calls a try block makes, in source order (nested functions left out). */
    function callsOf(tryStmt: TSESTree.TryStatement): string[] {
      const names: string[] = [];
      walk(
        tryStmt.block,
        (n) => {
          if (n.type === AST_NODE_TYPES.CallExpression) names.push(calleeName(n.callee) ?? "");
        },
        true,
      );
      return names;
    }

    /** `if (await exists(p)) { read(p) … }` inside the try: the catch swallows a read of something that is there. */
    function probedThenRead(tryStmt: TSESTree.TryStatement): boolean {
      const names = callsOf(tryStmt);
      const first = names.findIndex((name) => EXISTENCE_PROBE.test(name));
      return first !== -1 && names.slice(first + 1).some((name) => /^(read\w*|load\w*|open\w*|parse\w*)$/.test(name));
    }

    /**
     * The write of a record into an index or store that the try makes, outside any try of its own,
     * unless the try then marks its success in something read after it (`indexed = true`, `indexedCount++`).
     */
    function recordWrite(tryStmt: TSESTree.TryStatement): string | undefined {
      let found: string | undefined;
      let marks = false;
      walk(
        tryStmt.block,
        (n) => {
          if (n.type === AST_NODE_TYPES.CallExpression && found === undefined && !insideInnerTry(n, tryStmt)) {
            const name = calleeName(n.callee) ?? "";
            // The receiver's text, table names included: `db.from("tool_calls").insert(…)`.
            const receiver = n.callee.type === AST_NODE_TYPES.MemberExpression ? text(n.callee.object) : "";
            if (RECORD_WRITE.test(name) && !bookkeepingWrite(name) && !bookkeepingWrite(receiver)) found = (dottedName(n.callee) ?? name).replace(/^this\./, "");
          }
          // `succeeded = true`, `indexedCount++` on a local read after the try: the failure shows as its absence.
          const marked = n.type === AST_NODE_TYPES.UpdateExpression ? n.argument : n.type === AST_NODE_TYPES.AssignmentExpression && unwrap(n.right).type === AST_NODE_TYPES.Literal && (unwrap(n.right) as TSESTree.Literal).value === true ? n.left : n.type === AST_NODE_TYPES.AssignmentExpression ? counterUpdated(n) : undefined;
          if (marked?.type === AST_NODE_TYPES.Identifier && readAfter(marked, tryStmt)) marks = true;
        },
        true,
      );
      return marks ? undefined : found;
    }

    function insideInnerTry(n: Node, outer: TSESTree.TryStatement): boolean {
      for (let p: Node | undefined = n.parent; p && p !== outer; p = p.parent) if (p.type === AST_NODE_TYPES.TryStatement && p.handler) return true;
      return false;
    }

    function readAfter(id: TSESTree.Identifier, tryStmt: TSESTree.TryStatement): boolean {
      const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
      return (variable?.references ?? []).some((r) => r.isRead() && r.identifier.range[0] > tryStmt.range[1]);
    }

    /** `catch { return false }`: in a filter's callback, the record is judged not to match. */
    function answersNo(drop: Drop): boolean {
      const v = drop.how === "return-value" && drop.value ? unwrap(drop.value) : undefined;
      return v?.type === AST_NODE_TYPES.Literal && v.value === false;
    }

    /** `await access(p)`, `existsSync(p)`: the try asks whether something is there, and the catch is the answer "no". */
    function probe(tryStmt: TSESTree.TryStatement, drop: Drop): boolean {
      if (drop.logs || !(drop.how === "empty" || drop.how === "return-empty" || drop.how === "return-nothing" || answersNo(drop))) return false;
      // Every call in the try is the probe itself or bookkeeping around it (a debug line on success included): nothing is read.
      const names = callsOf(tryStmt);
      return names.some((name) => EXISTENCE_PROBE.test(name)) && names.every((name) => EXISTENCE_PROBE.test(name) || /^(push|add|set|join|resolve|dirname|basename|relative|normalize|isSymbolicLink|isFile|isDirectory|debug|trace|verbose)$/.test(name));
    }

    /**
     * Every call in the try that could fail is a function of this file (or method of this class)
     * whose whole body is already a try that swallows: this catch never runs, and the drop, if any,
     * is the helper's.
     */
    /** The call a message names as the one that failed, or what it was part of when none stands out. */
    function namedCall(block: TSESTree.BlockStatement): string {
      const call = failingCall(block);
      return call === undefined ? "the try block" : `\`${call}\``;
    }

    function neverThrows(tryStmt: TSESTree.TryStatement): boolean {
      let calls = 0;
      let open = false;
      walk(
        tryStmt.block,
        (n) => {
          if (open) return;
          if (n.type === AST_NODE_TYPES.NewExpression || n.type === AST_NODE_TYPES.ThrowStatement) open = true;
          if (n.type !== AST_NODE_TYPES.CallExpression) return;
          const path = dottedName(n.callee) ?? "";
          if (DEFENSIVE_CALL.test(path)) return;
          calls++;
          if (!swallows(n)) open = true;
        },
        true,
      );
      return calls > 0 && !open;
    }

    function swallows(call: TSESTree.CallExpression): boolean {
      const callee = call.callee;
      let body: TSESTree.BlockStatement | undefined;
      if (callee.type === AST_NODE_TYPES.Identifier) {
        const def = ASTUtils.findVariable(sourceCode.getScope(callee), callee.name)?.defs[0];
        if (def?.node.type === AST_NODE_TYPES.FunctionDeclaration) body = def.node.body;
      } else if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) {
        const name = callee.property.name;
        for (let p: Node | undefined = call.parent; p; p = p.parent) {
          if (p.type !== AST_NODE_TYPES.ClassBody) continue;
          const method = p.body.find((m): m is TSESTree.MethodDefinition => m.type === AST_NODE_TYPES.MethodDefinition && m.key.type === AST_NODE_TYPES.Identifier && m.key.name === name);
          body = method?.value.body ?? undefined;
          break;
        }
      }
      if (!body) return false;
      const only = body.body.length === 1 ? body.body[0] : undefined;
      if (only?.type !== AST_NODE_TYPES.TryStatement || !only.handler || only.finalizer) return false;
      let rethrows = false;
      walk(only.handler.body, (n) => {
        if (n.type === AST_NODE_TYPES.ThrowStatement) rethrows = true;
      }, true);
      return !rethrows;
    }

    /**
     * A function whose name says it gathers data (search, list, read, fetch, retrieve…): its empty
     * result is an answer. Elsewhere an empty return is as often a fallback (an option list, a
     * label) as a lost answer, so it is left alone; `""` only counts for readers of content.
     */
    function gathersData(fn: FunctionNode, value: Node): boolean {
      // `maybeFindConversations()`: optional for the caller, still a gathering whose failure reads as "none".
      // (`tryReadFile()` says failing is part of its contract.)
      const name = (fnName(fn) ?? "").replace(/^maybe(?=[A-Z])/, "").replace(/^[A-Z]/, (c) => c.toLowerCase());
      const str = stringValue(unwrap(value)) !== undefined;
      // `async function tavilyPost(…): Promise<WebSearchResult[]>`: declared to answer with found results.
      if (!str && fn.returnType && FOUND_LIST_TYPE.test(sourceCode.getText(fn.returnType))) return true;
      if (str && !/no .*found|no results|no matches/i.test(stringValue(unwrap(value)) ?? "")) return /^(read|load|fetch|get)\w*(File|Content|Contents|Text|Body|Page|Output|Document|Doc)s?$|^(read|cat)$|^readFile\w*/i.test(name);
      return /^(search|find|list|read|load|fetch|query|retriev|collect|discover|crawl|glob|grep|scan|lookup|walk|gather|request|perform\w*Search|get\w*(Files|Results|Matches|Entries|Items|Documents|Docs|Chunks|Messages|Records|Hits|Rows|Diffs?|Changes|Symbols|Definitions|References|Context|ContextItems|ContextFiles?|Tools|Resources|ResourceTemplates|Prompts|Sessions|Pages|Tabs|Mentions|Providers|Issues|Comments|Commits|Events|Logs|Roots|Folders|Projects|Tasks|Models|Servers|Skills|Agents|Notes|Templates|Paths$|Urls$|Links$|\w*List)|(execute|run|call|invoke)\w*Tools$)/i.test(name) || /Search|Query|Retriev|Files$|Results$|Matches$|Chunks$|Documents$/.test(name)
        // `getLocalElementsByType()`, `getNotesInFolder()`: a plural of records, narrowed (not settings: `getIgnorePatternsFromFile()`).
        || (/^get\w*[a-rt-z]s(By|For|From|In|Of|With|Matching)[A-Z]\w*$/.test(name) && !/(Status|Stats|Settings|Options|Details|Progress)(By|For|From|In|Of|With|Matching)/.test(name) && !fallbackByName(fn));
    }

    /**
     * `getMemory()`, `fetchSkill()`, `readPackageManifest()`: named for fetching one thing whose
     * absence is an answer (`null`, "there is none"). Not a probe for a path, a version or a count,
     * nor a cache read, and not a name that says failing is part of the contract.
     */
    function looksUpOne(fn: FunctionNode): boolean {
      const name = fnName(fn) ?? "";
      return /^(get|fetch|read|load|search|lookup|retrieve)[A-Z]/.test(name) && !/(Path|Dir|Directory|Head|Count|Stats?|Size|Status|Version|Time|Timestamp|Id|Hash|Exists|Cached|Cache|Url|Uri)$|Cached|FromCache/.test(name) && !fallbackByName(fn);
    }

    /**
     * `getIgnorePatternsFromEnv()`, `getFavicon()`, `getPathSuggestions()`, `onData()`: settings, UI and
     * event handlers, where an empty fallback is a default, not an answer someone asked for; and names
     * that make failing part of the contract or say the work is a side effect.
     */
    function fallbackByName(fn: FunctionNode): boolean {
      const name = fnName(fn) ?? "";
      // `tryLoad…()` says failing is part of its contract; `maybeNotify()` is a side effect all the same.
      if (/^try[A-Z]/.test(name) || BEST_EFFORT_FUNCTION.test(name.replace(/^maybe(?=[A-Z])/, "").replace(/^[A-Z]/, (c) => c.toLowerCase()))) return true;
      return /ignore|pattern|env\b|Env|config|setting|option|preference|favicon|icon|suggestion|theme|color|style|placeholder/i.test(name) || /^on[A-Z]|^handle[A-Z]/.test(name);
    }

    /**
     * Does the try do anything that fails in practice: await, construct, or call something that reads,
     * parses or reaches out (or a function of the harness's own)? A catch around DOM getters and
     * builtins that cannot throw for their inputs is defensive, and drops nothing.
     */
    function canFail(tryStmt: TSESTree.TryStatement): boolean {
      let fails = false;
      walk(
        tryStmt.block,
        (n) => {
          if (fails) return;
          if (n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.NewExpression || n.type === AST_NODE_TYPES.ThrowStatement || n.type === AST_NODE_TYPES.YieldExpression) fails = true;
          else if (n.type === AST_NODE_TYPES.CallExpression && !DEFENSIVE_CALL.test(dottedName(n.callee) ?? calleeName(n.callee) ?? "")) fails = true;
        },
        true,
      );
      return fails;
    }

    /**
     * `try { links.push(new URL(href, base).href) } catch {}`: only a malformed address can fail,
     * and a link that names no place is no record to lose.
     */
    function parsesUrlOnly(tryStmt: TSESTree.TryStatement): boolean {
      let url = false;
      let other = false;
      walk(
        tryStmt.block,
        (n) => {
          if (other) return;
          if (n.type === AST_NODE_TYPES.AwaitExpression || n.type === AST_NODE_TYPES.ThrowStatement || n.type === AST_NODE_TYPES.YieldExpression) other = true;
          else if (n.type === AST_NODE_TYPES.NewExpression) {
            if (calleeName(n.callee) === "URL") url = true;
            else other = true;
          } else if (n.type === AST_NODE_TYPES.CallExpression && !DEFENSIVE_CALL.test(dottedName(n.callee) ?? calleeName(n.callee) ?? "") && !/^(split|replace|replaceAll|toLowerCase|trim|endsWith|startsWith)$/.test(calleeName(n.callee) ?? "")) other = true;
        },
        true,
      );
      return url && !other;
    }

    /** `assertPathContained(p)` first in the try: the catch enforces a boundary, it does not lose a record. */
    function guard(tryStmt: TSESTree.TryStatement): boolean {
      const first = tryStmt.block.body[0];
      const expr = first?.type === AST_NODE_TYPES.ExpressionStatement ? unwrap(first.expression) : undefined;
      return expr?.type === AST_NODE_TYPES.CallExpression && /^(assert|ensure|check|verify)\w*(Contain|Inside|Within|Allow|Permit|Safe|Access|Sandbox)/i.test(calleeName(expr.callee) ?? "");
    }

    /** `[]`, `""`, "No results found", `{ chunks: [] }`: what a failure should not look like. */
    function emptyResult(value: Node): boolean {
      const v = unwrap(value);
      // `{ segments: null }`: every part of the answer missing, as when there is none.
      // Only parts named for a collection (`segments`, `items`), not a single setting (`{ config: null }`).
      if (v.type === AST_NODE_TYPES.ObjectExpression && v.properties.length > 0 && v.properties.every((p) => p.type === AST_NODE_TYPES.Property && isNullish(p.value as Node) && /[a-z]s$|^(data|list)$/i.test(keyName(p) ?? ""))) return true;
      if (v.type === AST_NODE_TYPES.ObjectExpression) return v.properties.length > 0 && hasEmptyList(v) && isEmptyLooking(v);
      if (v.type === AST_NODE_TYPES.NewExpression) return false;
      return isEmptyLooking(v);
    }

    function hasEmptyList(value: Node): boolean {
      const v = unwrap(value);
      return v.type === AST_NODE_TYPES.ObjectExpression && v.properties.some((p) => p.type === AST_NODE_TYPES.Property && unwrap(p.value).type === AST_NODE_TYPES.ArrayExpression && (unwrap(p.value) as TSESTree.ArrayExpression).elements.length === 0);
    }

    /** `{ path, content: null }`: the record is kept but its substance is not, and a later filter drops it. */
    function hasNullContent(value: Node): boolean {
      const v = unwrap(value);
      return v.type === AST_NODE_TYPES.ObjectExpression && v.properties.some((p) => p.type === AST_NODE_TYPES.Property && /^(content|text|data|body|value|result|output|entries|items)$/.test(keyName(p) ?? "") && unwrap(p.value).type === AST_NODE_TYPES.Literal && (unwrap(p.value) as TSESTree.Literal).value === null);
    }

    /**
     * `catch { return templates; } return templates;`: the catch returns what the function returns
     * anyway, so it goes on as if the try had worked, like an empty catch.
     */
    function returnsWhatFollows(drop: Drop, tryStmt: TSESTree.TryStatement): boolean {
      const value = drop.how === "return-value" && drop.value ? unwrap(drop.value) : undefined;
      if (value?.type !== AST_NODE_TYPES.Identifier || tryStmt.parent.type !== AST_NODE_TYPES.BlockStatement) return false;
      const body = tryStmt.parent.body;
      const next = body[body.indexOf(tryStmt) + 1];
      const returned = next?.type === AST_NODE_TYPES.ReturnStatement && next.argument ? unwrap(next.argument) : undefined;
      return returned?.type === AST_NODE_TYPES.Identifier && returned.name === value.name;
    }

    /**
     * The first `x = …` in the try block to a variable declared before it, not written again in the
     * catch, for which `accept` holds.
     */
    function assignedInTry(tryStmt: TSESTree.TryStatement, handler: TSESTree.CatchClause, accept: (id: TSESTree.Identifier, variable: TSESLint.Scope.Variable, decl: TSESTree.VariableDeclarator) => boolean): TSESTree.Identifier | undefined {
      let found: TSESTree.Identifier | undefined;
      walk(
        tryStmt.block,
        (n) => {
          if (found || n.type !== AST_NODE_TYPES.AssignmentExpression || n.operator !== "=" || n.left.type !== AST_NODE_TYPES.Identifier) return;
          const id = n.left;
          const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
          const decl = variable?.defs[0]?.node;
          if (!variable || decl?.type !== AST_NODE_TYPES.VariableDeclarator || decl.range[1] > tryStmt.range[0]) return;
          if (variable.references.some((r) => r.isWrite() && r.identifier.range[0] >= handler.range[0] && r.identifier.range[1] <= handler.range[1])) return;
          if (accept(id, variable, decl)) found = id;
        },
        true,
      );
      return found;
    }

    /**
     * `let stack: Trace | undefined; try { stack = await build() } catch {} … return new Report(msg, stack)`:
     * a part of the result left unset by a failure, handed on as if there were none.
     */
    function unsetOnFailure(tryStmt: TSESTree.TryStatement, handler: TSESTree.CatchClause, call: string, logNote: string): boolean {
      // Only the silent kind: a catch that logs has said something, a parse fallback keeps the raw
      // text, and a catch that calls itself best-effort or optional means it.
      const failing = call.replace(/`/g, "");
      if (logNote !== "" || handler.body.body.length > 0 || /^(safe)?parse\w*$/i.test(failing.slice(failing.lastIndexOf(".") + 1))) return false;
      if (sourceCode.getCommentsInside(handler).some((c) => /best[- ]effort|optional|not (needed|required)|fine if|okay if|ok if/i.test(c.value))) return false;
      const found = assignedInTry(tryStmt, handler, (id, variable, decl) => {
        if (SETTING_OR_UI.test(id.name)) return false;
        const init = decl.init ? unwrap(decl.init) : undefined;
        if (init && !(init.type === AST_NODE_TYPES.Identifier && init.name === "undefined")) return false;
        // Read after the try only as a part of what is handed on: an argument of `new`, a field, a return.
        const after = variable.references.filter((r) => r.isRead() && r.identifier.range[0] > tryStmt.range[1]);
        return after.length > 0 && after.every((r) => partOfResult(r.identifier as Node));
      });
      if (!found) return false;
      context.report({ node: handler, messageId: "unsetOnFailure", data: { call, name: found.name, logNote } });
      return true;
    }

    /** `let taggedDocsContent = ""`: text gathered from records (documents, memories, search hits), empty until read. */
    const CONTEXT_TEXT = /(Content|Context|Docs|Documents|Summary|Summaries|Memories|Memory|Notes|History|Results|Snippets|Excerpts|Passages|Knowledge)(String|Text|Block|Section)?$|^(content|context|docs|documents|summary|summaries|memories|notes|history|results|snippets|excerpts|passages|knowledge)$/;

    /** Settings, handles and what only a screen shows: their absence loses no evidence. */
    const SETTING_OR_UI = /^(config\w*|\w*Config|settings|options|opts|env|\w*[Cc]ache|\w*(Timer|Handle|Listener|Watcher|Subscription)|\w*(Ui|UI)(State)?|ui\w*|\w*(Display|Preview|Theme|Icon|Color|Style)\w*)$/;

    function partOfResult(read: Node): boolean {
      const p = read.parent;
      if (!p) return false;
      if (p.type === AST_NODE_TYPES.NewExpression && (p.arguments as readonly Node[]).includes(read)) return true;
      if (p.type === AST_NODE_TYPES.Property && p.value === read && p.parent.type === AST_NODE_TYPES.ObjectExpression) {
        const holder = p.parent.parent;
        return holder.type === AST_NODE_TYPES.ReturnStatement || holder.type === AST_NODE_TYPES.NewExpression || (holder.type === AST_NODE_TYPES.CallExpression && (holder.arguments as readonly Node[]).includes(p.parent));
      }
      return p.type === AST_NODE_TYPES.ReturnStatement;
    }

    /**
     * A catch outside any loop that lets the function go on as if the try had worked: a list keeps its
     * empty default (`let chunks = []; try { chunks = await search() } catch {}`), or a walk that was
     * filling a list stops part-way and what it gathered stands as the whole.
     */
    /** The name of a local function every use of which runs it once per record: called in a loop or handed to `forEach`/`map`. */
    /**
     * `let entries; try { entries = readdirSync(dir) } catch { return }` then `for (const e of entries)
     * results.push(…)`: what the try read is what the walk after it adds, so the catch drops all of it.
     */
    function walkedAfter(tryStmt: TSESTree.TryStatement, fn: FunctionNode): boolean {
      if (fn.body.type !== AST_NODE_TYPES.BlockStatement || !tryStmt.handler) return false;
      const after = fn.body.body.slice(fn.body.body.indexOf(tryStmt) + 1);
      return (
        assignedInTry(tryStmt, tryStmt.handler, (id) =>
          after.some((s) => s.type === AST_NODE_TYPES.ForOfStatement && unwrap(s.right).type === AST_NODE_TYPES.Identifier && (unwrap(s.right) as TSESTree.Identifier).name === id.name && contributes(s.body, fn)),
        ) !== undefined
      );
    }

    function perRecordHelper(fn: FunctionNode): string | undefined {
      const id = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn.id : fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier ? fn.parent.id : undefined;
      if (!id) return undefined;
      const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
      const uses = variable?.references.filter((r) => r.identifier !== id && r.isRead()) ?? [];
      let perRecord = false;
      for (const r of uses) {
        const use = r.identifier.parent;
        if (use.type !== AST_NODE_TYPES.CallExpression) return undefined;
        // Also called once on its own (a single file given instead of a folder): still the same skip.
        if (use.callee === r.identifier) perRecord ||= iterationOf(use) !== undefined;
        else if (use.callee.type === AST_NODE_TYPES.MemberExpression && /^(forEach|map|flatMap)$/.test(memberName(use.callee) ?? "")) perRecord = true;
        else return undefined;
      }
      return perRecord ? id.name : undefined;
    }

    function outsideIteration(tryStmt: TSESTree.TryStatement, drop: Drop, fn: FunctionNode, logNote: string): void {
      const handler = tryStmt.handler as TSESTree.CatchClause;
      const call = namedCall(tryStmt.block);
      const emptied = assignedInTry(tryStmt, handler, (id, variable, decl) => {
        if (!decl.init) return false;
        const init = unwrap(decl.init);
        // `let currentContent = ""; try { currentContent = await fs.readFile(p) } catch {}`: a file not there yet reads as empty.
        const text = stringValue(init) === "" && CONTEXT_TEXT.test(id.name) && !/readFile/.test(call);
        return (emptyCollection(init) || text) && !NON_RECORD_TARGET.test(id.name) && variable.references.some((r) => r.isRead() && r.identifier.range[0] > tryStmt.range[1]);
      });
      if (emptied) {
        context.report({ node: handler, messageId: "emptyDefault", data: { call, name: emptied.name, logNote } });
        return;
      }
      if (unsetOnFailure(tryStmt, handler, call, logNote)) return;
      // A walk inside the try that fills a list from outside it.
      let loop: Node | undefined;
      walk(
        tryStmt.block,
        (n) => {
          if (!loop && (n.type === AST_NODE_TYPES.ForOfStatement || n.type === AST_NODE_TYPES.ForStatement || n.type === AST_NODE_TYPES.ForInStatement || n.type === AST_NODE_TYPES.WhileStatement)) loop = n;
        },
        true,
      );
      // `try { …; defs.push(...agentDefs) } catch { log }` then `return defs`: a whole group of the
      // answer goes missing, the rest passed off as all there is.
      if (!loop) {
        const part = drop.how === "empty" ? contributionTarget(tryStmt.block, tryStmt) : undefined;
        if (part && part !== "yield" && returnedAfter(part, tryStmt, fn)) context.report({ node: handler, messageId: "partialResult", data: { call, name: part, when: "", logNote } });
        return;
      }
      const target = contributionTarget(loop, tryStmt);
      if (!target || target === "yield") return;
      // A failure before the walk's body runs (`for (const e of await readdir(dir))`) loses all of it, not the rest.
      const site = failingCallSite(tryStmt.block);
      const body = (loop as { body: Node }).body;
      const before = site !== undefined && site.end <= body.range[0];
      // Failing before the first record, into a list that was empty when the try began: nothing
      // partial stands, the empty default does.
      if (before && emptyAtTry(target, tryStmt)) {
        context.report({ node: handler, messageId: "emptyDefault", data: { call, name: target, logNote } });
        return;
      }
      context.report({ node: handler, messageId: "partialResult", data: { call, name: target, when: before ? "" : " part-way", logNote } });
    }

    /** A local of `fn` named `name`, declared before the try, that a `return` after it hands back. */
    function returnedAfter(name: string, tryStmt: TSESTree.TryStatement, fn: FunctionNode): boolean {
      const variable = ASTUtils.findVariable(sourceCode.getScope(tryStmt), name);
      const def = variable?.defs[0];
      if (!variable || def?.node.type !== AST_NODE_TYPES.VariableDeclarator || enclosingFunction(def.node) !== fn) return false;
      return variable.references.some((r) => r.identifier.range[0] > tryStmt.range[1] && r.identifier.parent?.type === AST_NODE_TYPES.ReturnStatement && enclosingFunction(r.identifier) === fn);
    }

    /** `name` is a local declared empty (`[]`, `new Map()`) and not written between there and the try. */
    function emptyAtTry(name: string, tryStmt: TSESTree.TryStatement): boolean {
      const variable = ASTUtils.findVariable(sourceCode.getScope(tryStmt), name);
      const def = variable?.defs[0];
      if (def?.node.type !== AST_NODE_TYPES.VariableDeclarator || !def.node.init || def.node.range[1] > tryStmt.range[0]) return false;
      const init = unwrap(def.node.init);
      const empty = (init.type === AST_NODE_TYPES.ArrayExpression && init.elements.length === 0) || (init.type === AST_NODE_TYPES.NewExpression && /^(Map|Set)$/.test(calleeName(init.callee) ?? "") && init.arguments.length === 0);
      if (!empty) return false;
      // Any use in between (a push, an alias passed on) may have filled it.
      return !variable?.references.some((r) => r.identifier.range[0] > (def.node.range[1] ?? 0) && r.identifier.range[0] < tryStmt.range[0]);
    }

    function announcedFallback(handler: TSESTree.CatchClause): boolean {
      return handler.body.body.some((x) => isLogStatement(x) && FALLBACK_NOTE.test(text(x)));
    }

    /** `texts` or `{ texts, images }`: locals declared empty and untouched before the try (an empty result by another name). */
    function emptyLocals(value: Node, tryStmt: TSESTree.TryStatement): boolean {
      const v = unwrap(value);
      const filled = (n: Node) => n.type === AST_NODE_TYPES.Identifier && emptyAtTry(n.name, tryStmt);
      if (v.type === AST_NODE_TYPES.Identifier) return filled(v);
      return v.type === AST_NODE_TYPES.ObjectExpression && v.properties.length > 0 && v.properties.every((p) => p.type === AST_NODE_TYPES.Property && filled(unwrap(p.value as Node)));
    }

    function onlyLogs(stmt: TSESTree.Statement): boolean {
      const body = stmt.type === AST_NODE_TYPES.BlockStatement ? stmt.body : [stmt];
      // Locals that only shape the message (`const message = String(r.reason)`) count with the log.
      return body.some((x) => isLogStatement(x)) && body.every((x) => isLogStatement(x) || x.type === AST_NODE_TYPES.VariableDeclaration);
    }

    /** A `break` outside the catch: the loop stops at the first hit, so it searches rather than gathers. */
    function breaksOnSuccess(body: Node, handler: TSESTree.CatchClause): boolean {
      let found = false;
      walk(
        body,
        (n) => {
          if (n.type === AST_NODE_TYPES.BreakStatement && !n.label && !(n.range[0] >= handler.range[0] && n.range[1] <= handler.range[1]) && !insideNestedLoop(n, body) && !capCheck(n)) found = true;
        },
        true,
      );
      return found;
    }

    /** `if (hits.length >= max) break`: a gathering loop with a cap, not a search. */
    function capCheck(n: Node): boolean {
      for (let p: Node | undefined = n.parent; p && !isFunction(p); p = p.parent) {
        if (p.type === AST_NODE_TYPES.IfStatement) return /[<>]=?/.test(text(p.test).replace(/=>/g, "")) || /max|limit|cap|budget/i.test(text(p.test));
      }
      return false;
    }

    function insideNestedLoop(n: Node, body: Node): boolean {
      for (let p: Node | undefined = n.parent; p && p !== body; p = p.parent) {
        if (p.type === AST_NODE_TYPES.ForStatement || p.type === AST_NODE_TYPES.ForOfStatement || p.type === AST_NODE_TYPES.ForInStatement || p.type === AST_NODE_TYPES.WhileStatement || p.type === AST_NODE_TYPES.DoWhileStatement || p.type === AST_NODE_TYPES.SwitchStatement) return true;
      }
      return false;
    }

    function returnsFromTry(tryStmt: TSESTree.TryStatement): boolean {
      let found = false;
      walk(
        tryStmt.block,
        (n) => {
          if (n.type === AST_NODE_TYPES.ReturnStatement && n.argument) found = true;
        },
        true,
      );
      return found;
    }

    function hasReturnAfter(tryStmt: TSESTree.TryStatement, fn: FunctionNode): boolean {
      let found = false;
      walk(
        fn.body,
        (n) => {
          if (n.type === AST_NODE_TYPES.ReturnStatement && n.range[0] > tryStmt.range[1] && n.argument) found = true;
        },
        true,
      );
      return found;
    }

    function loopHeadText(loop: Extract<Iteration, { kind: "loop" }>["loop"]): string {
      switch (loop.type) {
        case AST_NODE_TYPES.ForStatement:
          return [loop.init, loop.test, loop.update].map((n) => (n ? text(n) : "")).join(";") + sourceCode.getText(loop.body).slice(0, 400);
        case AST_NODE_TYPES.WhileStatement:
        case AST_NODE_TYPES.DoWhileStatement:
          return text(loop.test) + sourceCode.getText(loop.body).slice(0, 400);
        default:
          return text(loop.right);
      }
    }

    function returnsAccumulator(value: Node, loop: Node): boolean {
      const v = unwrap(value);
      const name = v.type === AST_NODE_TYPES.Identifier ? v.name : v.type === AST_NODE_TYPES.ObjectExpression ? undefined : undefined;
      if (name === undefined) {
        // `return { items }` / `return { items, nextCursor }`: an object of accumulated lists.
        return v.type === AST_NODE_TYPES.ObjectExpression && v.properties.length > 0 && v.properties.every((p) => p.type === AST_NODE_TYPES.Property && unwrap(p.value as Node).type === AST_NODE_TYPES.Identifier && pushedIn(loop, (unwrap(p.value as Node) as TSESTree.Identifier).name)) === true;
      }
      return pushedIn(loop, name);
    }

    function pushedIn(loop: Node, name: string): boolean {
      let found = false;
      walk(loop, (n) => {
        if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && /^(push|unshift|add|set|concat)$/.test(memberName(n.callee) ?? "") && unwrap(n.callee.object).type === AST_NODE_TYPES.Identifier && (unwrap(n.callee.object) as TSESTree.Identifier).name === name) found = true;
      });
      return found;
    }

    function describe(value: Node): string {
      const t = text(value);
      return t.length <= 60 && !t.includes("\n") ? `\`${t}\`` : "an empty result";
    }

    /**
     * The callee a callback hands its record to and gives back: `(p) => read(p)`,
     * `async (tab) => { if (!tab.uri) return null; return fileContext(tab.uri) }`.
     */
    function forwardedCallee(fn: FunctionNode): Node | undefined {
      const returned = returnedValues(fn);
      const params = new Set(fn.params.map((p) => (p.type === AST_NODE_TYPES.Identifier ? p.name : "")));
      for (const r of returned) {
        let e = unwrap(r);
        // `const info = await buildInfo(file); …; return info;`: the local holds what the call gave.
        if (e.type === AST_NODE_TYPES.Identifier) {
          const def = ASTUtils.findVariable(sourceCode.getScope(e), e.name)?.defs[0];
          if (def?.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init && enclosingFunction(def.node) === fn && def.parent?.type === AST_NODE_TYPES.VariableDeclaration && def.parent.kind === "const") e = unwrap(def.node.init);
        }
        if (e.type === AST_NODE_TYPES.AwaitExpression) e = unwrap(e.argument);
        if (e.type !== AST_NODE_TYPES.CallExpression) continue;
        // Handed the record itself or a part of it (`tab.uri`).
        const handsRecord = e.arguments.some((a) => {
          let x: Node = a;
          while (x.type === AST_NODE_TYPES.MemberExpression) x = x.object;
          return x.type === AST_NODE_TYPES.Identifier && params.has(x.name);
        });
        if (handsRecord) return e.callee;
      }
      return undefined;
    }

    /** A function's own catch that yields nothing: `tryParse` of `lines.map(tryParse).filter(Boolean)`. */
    function failsToNothing(fn: FunctionNode): { value: string; failure: string; at?: Node } | undefined {
      let found: { value: string; failure: string; at?: Node } | undefined;
      walk(
        fn.body,
        (n) => {
          if (found) return;
          if (n.type === AST_NODE_TYPES.CatchClause) {
            const verdict = classifyCatch(n, skipCtx);
            // A helper that only parses an address answers "no link" for a malformed one, as its catch would be read.
            if (verdict.kind === "drop" && (verdict.drop.how === "return-nothing" || (verdict.drop.how === "empty" && fallsToNothing(n.parent, fn))) && !parsesUrlOnly(n.parent)) {
              if (verdict.drop.logs && options.allowLogging) return;
              const call = failingCall((n.parent).block);
              found = { value: verdict.drop.value ? text(verdict.drop.value) : "undefined", failure: call ? `\`${call}\` throws` : "it throws", at: verdict.drop.at };
            }
          } else if (n.type === AST_NODE_TYPES.SwitchCase && n.test === null && unknownKind(n)) {
            found = { value: "null", failure: "the kind is not one it knows" };
          } else if (n.type === AST_NODE_TYPES.IfStatement && !n.alternate && failureTest(n.test) === "success") {
            const d = dropStatement(n.consequent);
            if (d && d.how === "return-nothing" && !(d.logs && options.allowLogging)) found = { value: "undefined", failure: "validation fails" };
          }
        },
        true,
      );
      return found;
    }

    /** After the try, the function ends or returns nothing: `try { … } catch { log } return null;`. */
    function fallsToNothing(tryStmt: TSESTree.TryStatement, fn: FunctionNode): boolean {
      if (fn.body.type !== AST_NODE_TYPES.BlockStatement || tryStmt.parent !== fn.body) return false;
      const after = fn.body.body.slice(fn.body.body.indexOf(tryStmt) + 1);
      const next = after[0];
      if (!next) return true;
      return next.type === AST_NODE_TYPES.ReturnStatement && (!next.argument || dropStatement(next)?.how === "return-nothing");
    }

    /** An imported mapper whose declaration catches and returns nothing: through the checker, or read from its file. */
    const importedVerdicts = new Map<string, { value: string; failure: string } | undefined>();
    function importedFailsToNothing(callee: Node): { value: string; failure: string } | undefined {
      if (types) {
        const decl = types.functionDeclaration(callee);
        if (!decl || decl.getSourceFile().fileName === context.filename) return undefined;
        return failsToNothingIn(decl, types.ts);
      }
      // Without types, a function imported by relative path or path alias is read from its file.
      const c = unwrap(callee);
      const binding = c.type === AST_NODE_TYPES.Identifier ? importsOf(sourceCode.ast).get(c.name) : undefined;
      if (!binding || binding.imported === "*" || localFunction(c, sourceCode)) return undefined;
      // One reading per imported name and file: a loop may call the same mapper many times.
      const key = `${binding.source}\0${binding.imported}`;
      if (importedVerdicts.has(key)) return importedVerdicts.get(key);
      const read = importedFunction(context.filename, binding.source, binding.imported);
      const verdict = read ? failsToNothingIn(read.decl, read.ts) : undefined;
      importedVerdicts.set(key, verdict);
      return verdict;
    }

    /** Read with the compiler's own tree: a catch of the function's body that gives nothing back. */
    function failsToNothingIn(decl: import("typescript").SignatureDeclaration, t: typeof import("typescript")): { value: string; failure: string } | undefined {
      let found: { value: string; failure: string } | undefined;
      const visit = (n: import("typescript").Node): void => {
        if (found) return;
        if (t.isCatchClause(n)) {
          const stmts = n.block.statements;
          const hasThrow = stmts.some((s) => t.isThrowStatement(s));
          const ret = stmts.find((s): s is import("typescript").ReturnStatement => t.isReturnStatement(s));
          const nothing = ret && (!ret.expression || ret.expression.kind === t.SyntaxKind.NullKeyword || (t.isIdentifier(ret.expression) && ret.expression.text === "undefined"));
          if (!hasThrow && (nothing || stmts.length === 0)) found = { value: ret?.expression ? ret.expression.getText() : "undefined", failure: "it throws" };
          return;
        }
        // `return wrapInActiveSpan("x", async () => { try … })`: the wrapped function is the body.
        if (t.isFunctionLike(n) && n !== decl && !(n.parent && t.isCallExpression(n.parent) && n.parent.parent && t.isReturnStatement(n.parent.parent) && n.parent.arguments[n.parent.arguments.length - 1] === n && PASS_THROUGH_WRAPPER.test(n.parent.expression.getText()))) return;
        t.forEachChild(n, visit);
      };
      const body = (decl as { body?: import("typescript").Node }).body;
      if (body) visit(body);
      return found;
    }

    return {
      CatchClause: reportCatch,

      CallExpression(call) {
        if (call.callee.type === AST_NODE_TYPES.MemberExpression && memberName(call.callee) === "catch") {
          promiseCatch(call);
          return;
        }
        if (call.callee.type === AST_NODE_TYPES.MemberExpression && memberName(call.callee) === "catchAll") {
          effectCatch(call);
          return;
        }
        if (call.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(call.callee) !== "filter") return;
        const arg = call.arguments[0];
        let receiver = unwrap(call.callee.object);
        if (receiver.type === AST_NODE_TYPES.Identifier) {
          const def = ASTUtils.findVariable(sourceCode.getScope(receiver), receiver.name)?.defs[0];
          if (def?.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init && def.node.id.type === AST_NODE_TYPES.Identifier) receiver = unwrap(def.node.init);
          // `Promise.all(xs.map(f)).then((results) => results.filter(…))`: the promise's value.
          else if (def?.type === DefinitionType.Parameter && isFunction(def.node) && def.node.params[0] === def.name) {
            const then = def.node.parent;
            if (then.type === AST_NODE_TYPES.CallExpression && then.arguments[0] === def.node && then.callee.type === AST_NODE_TYPES.MemberExpression && memberName(then.callee) === "then") receiver = unwrap(then.callee.object);
          }
        }
        if (receiver.type === AST_NODE_TYPES.CallExpression && dottedName(receiver.callee) === "Promise.all" && receiver.arguments[0]) {
          receiver = unwrap(receiver.arguments[0]);
          // `const pending = xs.map(f); const results = await Promise.all(pending)`: the promises made first.
          if (receiver.type === AST_NODE_TYPES.Identifier) receiver = constInit(receiver, sourceCode) ?? receiver;
        }
        const mapCall = receiver.type === AST_NODE_TYPES.CallExpression && receiver.callee.type === AST_NODE_TYPES.MemberExpression && /^(map|flatMap)$/.test(memberName(receiver.callee) ?? "") ? receiver : undefined;

        if (isPresenceFilter(arg) && mapCall?.arguments[0]) {
          const mapper = unwrap(mapCall.arguments[0]);
          // Inline mappers are judged at their catch; here, mappers defined elsewhere.
          if (isFunction(mapper)) {
            const inlineValidation = validationDrop(mapper);
            if (inlineValidation) context.report({ node: call.callee.property, messageId: "filteredFailures", data: { filter: `.filter(${text(arg as Node)})`, mapper: "the map callback", ...inlineValidation } });
            // `paths.map((p) => fileContext(p))`: a callback that only forwards to a named function is that function.
            const forwarded = inlineValidation ? undefined : forwardedCallee(mapper);
            if (forwarded) {
              const local = localFunction(forwarded, sourceCode);
              const fails = local ? failsToNothing(local) : importedFailsToNothing(forwarded);
              if (fails) reportFiltered(call.callee.property, `.filter(${text(arg as Node)})`, `\`${text(forwarded)}\``, { ...fails, at: undefined });
            }
            return;
          }
          const local = localFunction(mapper, sourceCode);
          const fails = local ? failsToNothing(local) : importedFailsToNothing(mapper);
          if (fails) reportFiltered(call.callee.property, `.filter(${text(arg as Node)})`, `\`${text(mapper)}\``, { ...fails, at: undefined });
          return;
        }

        const kept = keptBy(arg);
        const fn = enclosingFunction(call);
        if (kept === "success" && fn && mentionsSafeParse(receiver, mapCall) && !failuresRead(fn, "success", call)) {
          context.report({ node: call.callee.property, messageId: "safeParseDropped", data: { schema: safeParseName(receiver, mapCall) ?? "safeParse", how: `by \`.filter(${text(arg as Node)})\`` } });
        } else if (kept === "fulfilled" && fn && settledIn(fn, receiver) && !failuresRead(fn, "fulfilled", call)) {
          context.report({ node: call.callee.property, messageId: "settledDropped" });
        }
      },

      IfStatement(stmt) {
        const fn = enclosingFunction(stmt);
        if (!fn) return;
        const it = iterationOf(stmt);
        if (!it || (it.kind === "callback" && it.fn !== fn)) return;
        const fail = failureTest(stmt.test);
        if (fail && !stmt.alternate) {
          const d = dropStatement(stmt.consequent);
          if (!d || (d.logs && options.allowLogging)) return;
          if (it.kind === "loop" ? d.how !== "continue" || !contributes(it.loop.body, it.loop, stmt) : !(it.method === "map" && d.how === "return-nothing" && presenceFiltered(it.call)) && !(it.method === "flatMap" && d.how === "return-empty")) return;
          if (fail === "success" && !failuresRead(fn, "success", stmt)) context.report({ node: d.at, messageId: "safeParseDropped", data: { schema: safeParseOfTest(stmt.test) ?? "safeParse", how: d.how === "continue" ? "by `continue`" : "from the map callback" } });
          else if (fail === "fulfilled" && settledIn(fn, undefined) && !failuresRead(fn, "fulfilled", stmt)) context.report({ node: d.at, messageId: "settledDropped" });
          return;
        }
        // `for (const r of settled) if (r.status === "fulfilled") values.push(r.value)`, no else.
        // Only where the kept branch gathers something: one that sets a flag and breaks is a search.
        const gathers = handsOn(stmt.consequent) || (it.kind === "loop" ? contributes(stmt.consequent, it.loop) : contributes(stmt.consequent, it.fn));
        if (keptTest(stmt.test) === "fulfilled" && gathers && (!stmt.alternate || (!options.allowLogging && onlyLogs(stmt.alternate))) && settledIn(fn, undefined) && !failuresRead(fn, "fulfilled", stmt) && (it.kind === "loop" || it.method === "forEach")) {
          context.report({ node: stmt.test, messageId: "settledDropped" });
        }
      },

      // `events.flatMap((e) => { const r = Event.safeParse(e); return r.success ? [r.data] : []; })`.
      ConditionalExpression(cond) {
        const alt = unwrap(cond.alternate);
        if (alt.type !== AST_NODE_TYPES.ArrayExpression || alt.elements.length > 0 || keptTest(cond.test) !== "success") return;
        const fn = enclosingFunction(cond);
        if (!fn || !(fn.body === cond || (cond.parent.type === AST_NODE_TYPES.ReturnStatement && enclosingFunction(cond.parent) === fn))) return;
        const host = fn.parent;
        if (host.type !== AST_NODE_TYPES.CallExpression || host.arguments[0] !== fn || host.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(host.callee) !== "flatMap") return;
        // Only a safeParse result, and only where no failure is read around the flatMap either.
        const schema = safeParseOfTest(cond.test) ?? (mentionsSafeParse(host.callee.object, undefined) ? "safeParse" : undefined);
        const around = enclosingFunction(host);
        if (schema === undefined || failuresRead(fn, "success", cond) || (around && failuresRead(around, "success", host))) return;
        context.report({ node: alt, messageId: "safeParseDropped", data: { schema, how: "as `[]` from the flatMap callback" } });
      },

      // `const results = await Promise.all(files.map(buildInfo)); for (const info of results) if (info) out.push(info)`.
      ForOfStatement(loop) {
        const left = loop.left.type === AST_NODE_TYPES.VariableDeclaration && loop.left.declarations.length === 1 ? loop.left.declarations[0]?.id : undefined;
        if (left?.type !== AST_NODE_TYPES.Identifier) return;
        let source = unwrap(loop.right);
        if (source.type === AST_NODE_TYPES.Identifier) {
          const def = ASTUtils.findVariable(sourceCode.getScope(source), source.name)?.defs[0];
          if (def?.node.type !== AST_NODE_TYPES.VariableDeclarator || !def.node.init) return;
          source = unwrap(def.node.init);
        }
        if (source.type === AST_NODE_TYPES.AwaitExpression) source = unwrap(source.argument);
        if (source.type === AST_NODE_TYPES.CallExpression && dottedName(source.callee) === "Promise.all" && source.arguments[0]) source = unwrap(source.arguments[0]);
        if (source.type !== AST_NODE_TYPES.CallExpression || source.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(source.callee) !== "map" || !source.arguments[0]) return;
        const mapper = unwrap(source.arguments[0]);
        const callee = isFunction(mapper) ? forwardedCallee(mapper) : mapper;
        if (!callee) return;
        // The guard: `if (info) out.push(info)` or `if (!info) continue`, an `if` of the body.
        const body = loop.body.type === AST_NODE_TYPES.BlockStatement ? loop.body.body : [loop.body];
        const guard = body.find((st): st is TSESTree.IfStatement => st.type === AST_NODE_TYPES.IfStatement);
        if (!guard || guard.alternate) return;
        const test = unwrap(guard.test);
        const kept = test.type === AST_NODE_TYPES.Identifier && test.name === left.name && handsOn(guard.consequent);
        const skipped = test.type === AST_NODE_TYPES.UnaryExpression && test.operator === "!" && unwrap(test.argument).type === AST_NODE_TYPES.Identifier && (unwrap(test.argument) as TSESTree.Identifier).name === left.name && dropStatement(guard.consequent)?.how === "continue";
        // `if (c) return c`: the first that loaded wins, a search.
        if ((!kept && !skipped) || (kept && stopsLoop(guard.consequent))) return;
        const local = localFunction(callee, sourceCode);
        const fails = local ? failsToNothing(local) : importedFailsToNothing(callee);
        if (fails) reportFiltered(guard.test, kept ? `if (${left.name})` : `if (!${left.name})`, `\`${text(callee)}\``, fails);
      },

      VariableDeclarator(decl) {
        if (decl.id.type === AST_NODE_TYPES.Identifier && decl.init && unwrap(decl.init).type === AST_NODE_TYPES.CallExpression) presenceChecked(decl.id, unwrap(decl.init) as TSESTree.CallExpression);
        if (decl.id.type !== AST_NODE_TYPES.Identifier || !FAILURE_COUNTER.test(decl.id.name)) return;
        const init = decl.init ? unwrap(decl.init) : undefined;
        if (init?.type !== AST_NODE_TYPES.Literal || init.value !== 0) return;
        const variable = ASTUtils.findVariable(sourceCode.getScope(decl.id), decl.id.name);
        if (!variable) return;
        const updated = variable.references.some((r) => r.isWrite() && r.identifier !== decl.id);
        if (!updated || counterReaches(decl.id)) return;
        const key = `${decl.id.name}@${decl.range[0]}`;
        if (reportedCounters.has(key)) return;
        reportedCounters.add(key);
        context.report({ node: decl.id, messageId: "uncountedSkips", data: { name: decl.id.name } });
      },
    };

    /** `const m = parseLine(l); if (m) out.push(m)` in a loop, where `parseLine` returns nothing when it fails. */
    function presenceChecked(id: TSESTree.Identifier, call: TSESTree.CallExpression): void {
      const it = iterationOf(id);
      if (!it) return;
      // The guard is cheap to look for; what the callee does is read only where one is found.
      const guards = readsOf(id, sourceCode).flatMap((r) => {
        const g = presenceGuard(r, id.name);
        return g ? [g] : [];
      });
      if (guards.length === 0) return;
      const local = localFunction(call.callee, sourceCode);
      const fails = local ? failsToNothing(local) : importedFailsToNothing(call.callee);
      if (!fails) return;
      for (const { stmt, present } of guards) {
        if (!present && !dropStatement(stmt.consequent)) continue;
        // `if (parsed === undefined) continue; setValueAtPath(args, path, parsed)`: what parses replaces
        // a value left in place otherwise; only a value gathered after the guard is a record dropped.
        if (!present && !gatheredAfter(id, stmt)) continue;
        if (present && stmt.alternate) continue;
        // `if (parsed) return parsed` over candidates: the first that parses wins, a search.
        if (present && stopsLoop(stmt.consequent)) continue;
        reportFiltered(stmt.test, `if (${text(stmt.test)})`, `\`${text(call.callee)}\``, fails);
        return;
      }
    }

    /** After `guard`, the value goes into a collection: `out.push(m)`, `seen.set(k, m)`, `rows[i] = m`, `yield m`, `return m` from a callback. */
    function gatheredAfter(id: TSESTree.Identifier, guard: TSESTree.IfStatement): boolean {
      return readsOf(id, sourceCode).some((r) => {
        if (r.range[0] < guard.range[1]) return false;
        const p = r.parent;
        if (p?.type === AST_NODE_TYPES.CallExpression && p.arguments.includes(r)) return p.callee.type === AST_NODE_TYPES.MemberExpression || !/^set\w*(Path|Value|In|At)$|^(assign|merge)/.test(calleeName(p.callee) ?? "");
        return p?.type === AST_NODE_TYPES.YieldExpression || p?.type === AST_NODE_TYPES.ReturnStatement || p?.type === AST_NODE_TYPES.ArrayExpression || p?.type === AST_NODE_TYPES.Property || p?.type === AST_NODE_TYPES.SpreadElement || (p?.type === AST_NODE_TYPES.AssignmentExpression && p.right === r);
      });
    }

    /**
     * The `if` that tests a read for presence (`if (m)`, `if (m !== undefined)`, `if (m && ok(m))`)
     * or for absence (`if (!m)`, `if (m === null)`), and which of the two.
     */
    function presenceGuard(read: Node, name: string): { stmt: TSESTree.IfStatement; present: boolean } | undefined {
      let n: Node = read;
      let present = true;
      const p = n.parent;
      if (p?.type === AST_NODE_TYPES.UnaryExpression && p.operator === "!") {
        n = p;
        present = false;
      } else if (p?.type === AST_NODE_TYPES.BinaryExpression && presenceTest(p, name)) n = p;
      else if (p?.type === AST_NODE_TYPES.BinaryExpression && absenceTest(p, name)) {
        n = p;
        present = false;
      }
      // `if (m && matches(m, filters))`, `if (!m || !m.path) continue`: the test heads a condition.
      if (n.parent?.type === AST_NODE_TYPES.LogicalExpression && n.parent.operator === (present ? "&&" : "||") && n.parent.left === n) n = n.parent;
      const stmt = n.parent;
      return stmt?.type === AST_NODE_TYPES.IfStatement && stmt.test === n ? { stmt, present } : undefined;
    }

    /**
     * `const m = parse(l); if (m) …` with `parse` in this file: the report goes to the catch that
     * gives the stand-in, once, since that is where the record is lost without trace. A pipeline
     * (`.map(parse).filter(Boolean)`) and a function from elsewhere are reported where the stand-in
     * is removed.
     */
    function reportFiltered(at: Node, filter: string, mapper: string, fails: { value: string; failure: string; at?: Node }): void {
      const { at: standIn, ...data } = fails;
      if (standIn) {
        if (standInsReported.has(standIn)) return;
        standInsReported.add(standIn);
        context.report({ node: standIn, messageId: "standInFiltered", data: { filter, line: String(at.loc.start.line), mapper, value: data.value, failure: data.failure } });
        return;
      }
      context.report({ node: at, messageId: "filteredFailures", data: { filter, mapper, ...data } });
    }

    /** The branch hands a value on: `push`/`add`/`set`/`unshift`, a `yield`, or a `return` of something. */
    function handsOn(stmt: TSESTree.Statement): boolean {
      let found = false;
      walk(
        stmt,
        (n) => {
          if (n.type === AST_NODE_TYPES.CallExpression && /^(push|add|set|unshift|append|enqueue)$/.test(calleeName(n.callee) ?? "")) found = true;
          else if (n.type === AST_NODE_TYPES.YieldExpression || (n.type === AST_NODE_TYPES.ReturnStatement && n.argument)) found = true;
        },
        true,
      );
      return found;
    }

    /**
     * The guarded branch ends the loop whenever it runs: the first record that parses wins. A
     * `break` under a further condition (`if (found >= max) break`) is a cap, not a search.
     */
    function stopsLoop(stmt: TSESTree.Statement): boolean {
      const direct = stmt.type === AST_NODE_TYPES.BlockStatement ? stmt.body : [stmt];
      return direct.some((n) => n.type === AST_NODE_TYPES.ReturnStatement || n.type === AST_NODE_TYPES.BreakStatement);
    }

    /** A mapper that returns nothing when a validation fails: `if (!r.success) return undefined`, `if (!res.ok) return null`. */
    function validationDrop(mapper: FunctionNode): { value: string; failure: string } | undefined {
      let found: { value: string; failure: string } | undefined;
      walk(
        mapper.body,
        (n) => {
          if (!found && n.type === AST_NODE_TYPES.SwitchCase && n.test === null && unknownKind(n)) found = { value: "null", failure: "the kind is not one it knows" };
          if (!found && n === mapper.body && unknownKindFallthrough(mapper)) found = { value: "null", failure: "the kind is not one it knows" };
          if (found || n.type !== AST_NODE_TYPES.IfStatement || n.alternate) return;
          const test = text(n.test);
          const failing = failureTest(n.test) === "success" || /^!\s*\w+(\?)?\.ok$|\.status\s*(!==?\s*200|>=\s*[45]00)|^!\s*(res|response|result|parsed)$/.test(test);
          if (!failing) return;
          const d = dropStatement(n.consequent);
          if (d?.how === "return-nothing") found = { value: "nothing", failure: `\`${test}\`` };
        },
        true,
      );
      return found;
    }

/**
     * A converter of several kinds that ends in `return null`: `if (typeof part === "string") return part;
     * if (typeof part.text === "string") return part.text; return null`. What it does not know (an image,
     * a tool part) vanishes. A callback that picks one kind (`p.type === "text" ? p.text : null`) selects.
     */
    function unknownKindFallthrough(mapper: FunctionNode): boolean {
      if (mapper.body.type !== AST_NODE_TYPES.BlockStatement) return false;
      const last = mapper.body.body[mapper.body.body.length - 1];
      if (last?.type !== AST_NODE_TYPES.ReturnStatement || (last.argument && !isNullish(last.argument))) return false;
      // Tests of the record's own shape (its parameter, or a local made from it), at least one open-ended
      // (`typeof`, `instanceof`, `in`): a chain of enum equalities picks the kinds it wants.
      const param = mapper.params[0]?.type === AST_NODE_TYPES.Identifier ? mapper.params[0].name : undefined;
      if (param === undefined) return false;
      const own = new Set([param]);
      walk(mapper.body, (n) => {
        if (n.type === AST_NODE_TYPES.VariableDeclarator && n.id.type === AST_NODE_TYPES.Identifier && n.init && identifiersIn(n.init).some((i) => own.has(i.name))) own.add(n.id.name);
      }, true);
      let kindTests = 0;
      let openEnded = 0;
      let converted = 0;
      walk(mapper.body, (n) => {
        if (n.type === AST_NODE_TYPES.IfStatement && identifiersIn(n.test).some((i) => own.has(i.name))) {
          const t = text(n.test);
          if (/\btypeof\b|\binstanceof\b|\bin\s+\w+/.test(t)) { kindTests++; openEnded++; }
          else if (/\.(type|kind)\s*===?/.test(t)) kindTests++;
        }
        if (n.type === AST_NODE_TYPES.ReturnStatement && n.argument && !isNullish(n.argument)) converted++;
      }, true);
      return kindTests >= 2 && openEnded >= 1 && converted >= 2;
    }

    /** `default: return null` in a switch on a record's kind: what the converter does not know vanishes. */
    function unknownKind(c: TSESTree.SwitchCase): boolean {
      const first = c.consequent.find((x) => !isLogStatement(x));
      if (first?.type !== AST_NODE_TYPES.ReturnStatement) return false;
      if (first.argument && !(unwrap(first.argument).type === AST_NODE_TYPES.Literal && (unwrap(first.argument) as TSESTree.Literal).value === null) && !(unwrap(first.argument).type === AST_NODE_TYPES.Identifier && (unwrap(first.argument) as TSESTree.Identifier).name === "undefined")) return false;
      const sw = c.parent;
      return /\.(type|kind)$/.test(text(sw.discriminant));
    }

    function mentionsSafeParse(receiver: Node, mapCall: TSESTree.CallExpression | undefined): boolean {
      return safeParseName(receiver, mapCall) !== undefined;
    }

    function safeParseName(receiver: Node, mapCall: TSESTree.CallExpression | undefined): string | undefined {
      let name: string | undefined;
      walk(mapCall ?? receiver, (n) => {
        if (name === undefined && n.type === AST_NODE_TYPES.CallExpression && /^safeParse(Async)?$/.test(calleeName(n.callee) ?? "")) name = dottedName(n.callee) ?? "safeParse";
      });
      return name;
    }

    function safeParseOfTest(test: Node): string | undefined {
      const e = unwrap(test);
      const member = e.type === AST_NODE_TYPES.UnaryExpression ? unwrap(e.argument) : e.type === AST_NODE_TYPES.BinaryExpression ? unwrap(e.left) : e.type === AST_NODE_TYPES.MemberExpression ? e : undefined;
      const root = member?.type === AST_NODE_TYPES.MemberExpression ? unwrap(member.object) : undefined;
      if (root?.type !== AST_NODE_TYPES.Identifier) return undefined;
      const def = ASTUtils.findVariable(sourceCode.getScope(root), root.name)?.defs[0];
      const init = def?.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? unwrap(def.node.init) : undefined;
      return init?.type === AST_NODE_TYPES.CallExpression && /^safeParse(Async)?$/.test(calleeName(init.callee) ?? "") ? dottedName(init.callee) : undefined;
    }

    function settledIn(fn: FunctionNode, receiver: Node | undefined): boolean {
      let found = false;
      walk(receiver ?? fn.body, (n) => {
        if (n.type === AST_NODE_TYPES.CallExpression && dottedName(n.callee) === "Promise.allSettled") found = true;
      });
      if (!found && receiver?.type === AST_NODE_TYPES.Identifier) return settledIn(fn, undefined);
      if (!found && !receiver) {
        // The settled results may come in as a parameter or a variable named for them.
        const t = sourceCode.getText(fn);
        if (/allSettled|settled/i.test(t)) return true;
        // `results.forEach((r) => { if (r.status === "fulfilled") … })`: the callback's function settled them.
        const outer = enclosingFunction(fn);
        const host = fn.parent;
        return outer !== undefined && host?.type === AST_NODE_TYPES.CallExpression && host.arguments[0] === fn && /^(forEach|map|flatMap|reduce)$/.test(calleeName(host.callee) ?? "") && settledIn(outer, undefined);
      }
      return found;
    }

    /** Does the function look at the failures some other way: `!r.success`, `r.error`, `"rejected"`, `.reason`? */
    function failuresRead(fn: FunctionNode, kind: "success" | "fulfilled", except: Node): boolean {
      let read = false;
      walk(fn.body, (n) => {
        if (read || (n.range[0] >= except.range[0] && n.range[1] <= except.range[1]) || insideLog(n)) return;
        if (kind === "success") {
          if (n.type === AST_NODE_TYPES.MemberExpression && memberName(n) === "error") read = true;
          else if (n.type === AST_NODE_TYPES.UnaryExpression && n.operator === "!" && unwrap(n.argument).type === AST_NODE_TYPES.MemberExpression && memberName(unwrap(n.argument)) === "success") read = true;
        } else if ((n.type === AST_NODE_TYPES.Literal && n.value === "rejected") || (n.type === AST_NODE_TYPES.MemberExpression && memberName(n) === "reason")) read = true;
      });
      return read;
    }
  },
});

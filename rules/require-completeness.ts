import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { calleeName, constInit, identifiersIn, isFunction, memberName, propertyOf, stringValue, unwrap, walk, type FunctionNode, type Node } from "./analysis/ast.js";
import { clampOf, COMPLETENESS_KEYS, constantCount, countEquality, defaultValueOf, isSqlLimit, resultFacts, textCap, statedDefault, toolReturns, type CollectionBound, type ResultFacts } from "./analysis/completeness.js";
import { exported, helperNameOf, readsOf } from "./analysis/flow.js";
import { mcpServerPackage } from "./analysis/package-role.js";
import { toolRoleOf, type FrameworkContext } from "./analysis/frameworks.js";
import { functionSpecifierSchema, matchesAny, type FunctionSpecifier } from "./analysis/specifiers.js";
import { typeInfoOf } from "./analysis/types.js";
import { cutterModulesOf } from "./fixes/cutter-import.js";
import { createRule } from "./create-rule.js";

export interface RequireCompletenessOptions {
  toolFactories?: FunctionSpecifier[];
  completenessKeys?: string[];
  sanitizers?: FunctionSpecifier[];
  checkUnbounded?: boolean;
}

type MessageId = "boundedResult" | "boundedService" | "unboundedResult" | "countEquality" | "suggestTotal";

/** Text without which no query in a function is capped: a count's name, a slice, a `LIMIT`, a `head`. */
const MAY_CAP = /limit|max|page|top_?[kn]|first|take|slice|results|count|head|\bk\b|\.data\b/i;

const DEFAULT_KEYS_TEXT = "`total`, `hasMore`, `truncated` or `nextCursor`";

export default createRule<[RequireCompletenessOptions], MessageId>({
  name: "require-completeness",
  meta: {
    type: "problem",
    docs: {
      description: "Require tools that return a bounded collection to say whether it is complete (total, hasMore/truncated, or a cursor)",
      recommended: true,
      typeAware: true,
    },
    hasSuggestions: true,
    messages: {
      boundedResult:
        "{{tool}} {{bound}}, and its result says neither how many exist, nor whether more exist, nor how to get them: the model cannot tell \"these are all\" from \"the tool stopped at {{cap}}\".{{backend}} {{fix}}",
      boundedService:
        "`{{name}}()` {{bound}} and returns the items bare, without how many exist or whether more do. In {{pkg}}, an MCP server, what its modules export ends up in a tool's result, and the tool cannot say what this function dropped. Return {{keys}} with the items, so the tool can tell the model.",
      unboundedResult: "{{tool}} returns a collection and its result does not say whether it is complete. Add {{keys}} so the model knows it has everything.",
      countEquality:
        "Truncation decided by `{{test}}`: when exactly {{cap}} exist this says \"cut\" though nothing was, and when a tighter limit applied earlier (per file, per page) it says \"complete\" though more exist. Fetch one more than the cap ({{cap}} + 1) and report truncated when more than {{cap}} came back.",
      suggestTotal: "Add {{added}} to the result (the total is the length of `{{full}}` before the cut).",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          toolFactories: { type: "array", items: functionSpecifierSchema, description: "Your own tool factories: the functions (or `execute`/`handler`/`run` properties) they are given are tool implementations." },
          completenessKeys: { type: "array", items: { type: "string" }, description: "Your project's own spellings of a total, a complete/hasMore flag or a continuation, besides the built-in ones." },
          sanitizers: { type: "array", items: functionSpecifierSchema, description: "Functions whose result is complete by contract, like the cutter's `cut()` (e.g. your own envelope builder)." },
          checkUnbounded: { type: "boolean", description: "Also require completeness from tools that return a collection with no visible bound: a bound in another file or service is invisible to the rule." },
        },
      },
    ],
    defaultOptions: [{ toolFactories: [], completenessKeys: [], sanitizers: [], checkUnbounded: false }],
  },
  defaultOptions: [{ toolFactories: [], completenessKeys: [], sanitizers: [], checkUnbounded: false }],
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    const program = sourceCode.ast;
    const types = typeInfoOf(context);
    const frameworks: FrameworkContext = { program, filename: context.filename, types, toolFactories: options.toolFactories ?? [] };
    const keys = new Set([...COMPLETENESS_KEYS, ...(options.completenessKeys ?? [])]);
    const completenessCtx = { sourceCode, program, types, keys, cutterModules: cutterModulesOf(context.settings).modules, isSanitizerCall: (callee: Node) => matchesAny(callee, options.sanitizers ?? [], program) };
    const refs = (id: TSESTree.Identifier) => readsOf(id, sourceCode);
    const text = (n: Node) => sourceCode.getText(n);
    const short = (n: Node) => {
      const t = text(n).replace(/\s+/g, " ");
      return t.length > 40 ? `${t.slice(0, 37)}…` : t;
    };

    function toolName(fn: FunctionNode): string {
      // `server.registerTool("search", …)`, `tool({ name: "search", … })`, `const search = tool(…)`.
      for (let n: Node | undefined = fn.parent; n && n.type !== AST_NODE_TYPES.Program; n = n.parent) {
        if (n.type === AST_NODE_TYPES.CallExpression) {
          const first = n.arguments[0];
          if (first?.type === AST_NODE_TYPES.Literal && typeof first.value === "string") return `Tool \`${first.value}\``;
          for (const a of n.arguments) {
            if (a.type !== AST_NODE_TYPES.ObjectExpression) continue;
            const name = propertyOf(a, "name")?.value;
            if (name?.type === AST_NODE_TYPES.Literal && typeof name.value === "string") return `Tool \`${name.value}\``;
          }
        }
        // `export const tool = { name: "search", description, inputSchema, handler }`: the object names it.
        if (n.type === AST_NODE_TYPES.ObjectExpression && n.parent.type !== AST_NODE_TYPES.CallExpression) {
          const name = propertyOf(n, "name")?.value;
          if (name?.type === AST_NODE_TYPES.Literal && typeof name.value === "string") return `Tool \`${name.value}\``;
        }
        if (n.type === AST_NODE_TYPES.VariableDeclarator && n.id.type === AST_NODE_TYPES.Identifier) return `Tool \`${n.id.name}\``;
        if (n.type === AST_NODE_TYPES.ClassDeclaration && n.id) return `\`${n.id.name}\``;
        if (isFunction(n) && n !== fn) break;
      }
      const named = helperNameOf(fn);
      return named === undefined ? "This tool" : `Tool \`${named}\``;
    }

    /** The MCP registration's config object, when the tool declares an `outputSchema`. */
    function hasOutputSchema(fn: FunctionNode): boolean {
      const call = fn.parent;
      if (call.type !== AST_NODE_TYPES.CallExpression) return false;
      return call.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && propertyOf(a, "outputSchema") !== undefined);
    }

    /** The argument a cap is read from (`limit`, `params.limit`), as a description would name it. */
    function argumentName(cap: Node): string | undefined {
      const n = unwrap(cap);
      return n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression ? memberName(n) : undefined;
    }

    function describe(bound: CollectionBound, fn: FunctionNode, who = "the model"): { bound: string; cap: string } {
      const line = bound.node.loc.start.line;
      // `Math.min(args.per_page, MAX_PER_PAGE)` held in `perPage`: named by its cap, not by the const.
      const shown = bound.cap && bound.isDefault ? (defaultValueOf(bound.cap, fn, sourceCode) ?? bound.cap) : bound.cap && (clampOf(bound.cap, fn, sourceCode) ?? bound.cap);
      const cap = shown ? (statedDefault(shown, bound.cap && argumentName(bound.cap)) ?? stringValue(shown) ?? constantCount(shown, sourceCode) ?? short(shown)) : "its cap";
      const dflt = bound.isDefault ? ` when ${who} gives no limit` : "";
      switch (bound.how) {
        case "query": {
          const callee = bound.call ? calleeName(bound.call.callee) : undefined;
          return { bound: `asks ${callee ? `\`${callee}()\`` : "its query"} for at most ${cap} items${dflt} (\`${short(bound.node)}\`, line ${line})`, cap };
        }
        case "slice":
          return { bound: `returns at most ${cap} items${dflt} (\`${short(bound.node)}\`, line ${line})`, cap };
        case "flag": {
          // A SQL statement's LIMIT, or a command line's flag.
          const sql = isSqlLimit(sourceCode.getText(bound.node));
          const what = sql ? ["the query's rows", "in the query's LIMIT"] : ["the command's output", "in the command"];
          const where = `${bound.node.type === AST_NODE_TYPES.TemplateLiteral || sql ? what[1] : `\`${short(bound.node)}\``}, line ${line}`;
          // `LIMIT 10`, `head -n 200` written into the text: the number is there to name.
          const written = bound.cap ? 0 : textCap(sourceCode.getText(bound.node));
          if (written >= 2) return { bound: `caps ${what[0]} at ${written} (${where})`, cap: String(written) };
          return { bound: `caps ${what[0]}${bound.cap ? ` at ${cap}` : ""}${dflt} (${where})`, cap };
        }
        case "loop":
          return { bound: `stops collecting at ${cap} items${dflt} (line ${line})`, cap };
        case "first":
          return { bound: `returns only the first of the items it found (\`${short(bound.node)}\`, line ${line})`, cap: "one" };
        case "graphql":
          return { bound: `asks its GraphQL query for the first ${bound.count?.n ?? "few"} items (\`first: ${bound.count?.n ?? "N"}\`, line ${bound.count?.line ?? line})`, cap: String(bound.count?.n ?? "its cap") };
        case "page":
          return { bound: `returns one page of \`${bound.call ? short(bound.call.callee) : "a list"}()\` (\`${short(bound.node)}\`, line ${line}) without reading whether more pages exist`, cap: "one page" };
      }
    }

    /** A total the backend already reports, from the checker: the query's result type has it. */
    function backendNote(bound: CollectionBound): string {
      if (!types || !bound.call || bound.call.type !== AST_NODE_TYPES.CallExpression) return "";
      const reported = types.propertyNames(bound.call).filter((k) => keys.has(k));
      if (reported.length === 0) return "";
      return ` \`${calleeName(bound.call.callee) ?? "The query"}()\` reports ${reported.map((k) => `\`${k}\``).join(" and ")}: pass it on.`;
    }

    /** `totalResults: results.length` beside the results: say why it does not count as a total. */
    function shownNote(facts: ResultFacts): string {
      const [first] = facts.shownCounts;
      return first === undefined ? "" : ` (\`${first}\` counts only what is shown, not what exists.)`;
    }

    function states(facts: ResultFacts): boolean {
      return facts.keys.size > 0 || facts.textStates || facts.byContract;
    }

    /** A newline and the indent of `n` when `n` begins its line (a property of a multi-line object). */
    function ownLine(n: Node): string | undefined {
      const line = sourceCode.lines[n.loc.start.line - 1] ?? "";
      const indent = /^\s*/.exec(line)?.[0] ?? "";
      return indent.length === n.loc.start.column ? `\n${indent}` : undefined;
    }

    /** Add `total`/`truncated` where the whole array is in scope and the result is an object literal. */
    function suggestion(returned: Node, bound: CollectionBound, mcp: boolean, outputSchema: boolean): TSESLint.SuggestionReportDescriptor<MessageId>[] {
      if (bound.how !== "slice" || !bound.full || !bound.cap) return [];
      const full = unwrap(bound.full);
      if (full.type !== AST_NODE_TYPES.Identifier) return [];
      // The whole array must be the same variable at the return as at the cut.
      const fn = enclosingFn(returned);
      if (!fn || enclosingFn(bound.node) !== fn) return [];
      // Every name the added fields use must mean the same at the return, and the array must not
      // change between the cut and the return.
      const at = (id: TSESTree.Identifier, where: Node) => ASTUtils.findVariable(sourceCode.getScope(where), id.name);
      const fullVar = at(full, bound.node);
      if (!fullVar || at(full, returned) !== fullVar) return [];
      if (fullVar.references.some((r) => r.isWrite() && r.identifier.range[0] > bound.node.range[1])) return [];
      if (identifiersIn(bound.cap).some((id) => at(id, bound.node) !== at(id, returned))) return [];
      const object = unwrap(returned);
      if (object.type !== AST_NODE_TYPES.ObjectExpression) return [];
      const f = text(full);
      const cap = text(bound.cap);
      const capSafe = /^[\w.$]+$/.test(cap) ? cap : `(${cap})`;
      if (mcp) {
        const content = propertyOf(object, "content")?.value;
        if (content?.type !== AST_NODE_TYPES.ArrayExpression || content.elements.length === 0) return [];
        const last = content.elements[content.elements.length - 1];
        if (!last) return [];
        const part = `{ type: "text", text: \`\${Math.min(${f}.length, ${capSafe})} of \${${f}.length} shown.\` }`;
        if (!outputSchema) return [{ messageId: "suggestTotal", data: { added: "a text part with the count shown and the total", full: f }, fix: (fixer) => fixer.insertTextAfter(last, `, ${part}`) }];
        // With an outputSchema, structuredContent must stay valid: the envelope goes in `_meta`
        // (for the client and the audit), the text part tells the model.
        const envelope = `"tool-output/completeness": { complete: ${f}.length <= ${capSafe}, returned: Math.min(${f}.length, ${capSafe}), total: ${f}.length }`;
        const meta = propertyOf(object, "_meta");
        const metaValue = meta?.value;
        if (meta && metaValue?.type !== AST_NODE_TYPES.ObjectExpression) return [];
        const lastProp = object.properties[object.properties.length - 1];
        if (!lastProp) return [];
        return [
          {
            messageId: "suggestTotal",
            data: { added: "a text part with the count shown and the total, and the envelope in `_meta`", full: f },
            fix: (fixer) => {
              const metaFix =
                metaValue?.type === AST_NODE_TYPES.ObjectExpression
                  ? metaValue.properties.length > 0
                    ? fixer.insertTextAfter(metaValue.properties[metaValue.properties.length - 1] as Node, `, ${envelope}`)
                    : fixer.replaceText(metaValue, `{ ${envelope} }`)
                  : fixer.insertTextAfter(lastProp, `,${ownLine(lastProp) ?? " "}_meta: { ${envelope} }`);
              return [fixer.insertTextAfter(last, `, ${part}`), metaFix];
            },
          },
        ];
      }
      const lastProp = object.properties[object.properties.length - 1];
      if (!lastProp) return [];
      const added = `total: ${f}.length, truncated: ${f}.length > ${capSafe}`;
      return [{ messageId: "suggestTotal", data: { added: `\`${added}\``, full: f }, fix: (fixer) => fixer.insertTextAfter(lastProp, `, ${added}`) }];
    }

    const roles = new Map<FunctionNode, boolean>();
    const isTool = (fn: FunctionNode) => {
      if (!roles.has(fn)) roles.set(fn, toolRoleOf(fn, frameworks, refs) !== undefined);
      return roles.get(fn) === true;
    };

    const serverPackage = mcpServerPackage(context.filename);

    /**
     * An MCP server's service function (exported, or a public method of an exported class) that
     * caps a query and returns the items bare: the tool that calls it, in another file, cannot
     * say what was left out.
     */
    function checkService(fn: FunctionNode, pkg: string): void {
      if (!exported(fn)) return;
      const method = fn.parent.type === AST_NODE_TYPES.MethodDefinition ? fn.parent : undefined;
      if (method && (method.accessibility === "private" || method.accessibility === "protected" || method.key.type === AST_NODE_TYPES.PrivateIdentifier || method.kind !== "method")) return;
      const name = helperNameOf(fn);
      // Most of a server's functions cap nothing: a glance at the text before any walk.
      if (name === undefined || !MAY_CAP.test(sourceCode.getText(fn))) return;
      for (const returned of toolReturns(fn)) {
        if (answersNothing(returned, fn)) continue;
        const facts = resultFacts([returned], fn, completenessCtx);
        if (states(facts)) continue;
        // The items themselves, perhaps mapped: a count, a flag or one record says nothing of a list.
        const bound = facts.bounds.find((b) => b.how === "query" || b.how === "slice" || b.how === "page" || b.how === "flag" || b.how === "loop");
        // The cap is this function's own (perhaps inside a callback it runs), not a callee's in another function.
        if (!bound || bound.node.range[0] < fn.range[0] || bound.node.range[1] > fn.range[1]) continue;
        // `return response.data`: the API's whole answer, with whatever count or cursor it carries.
        if (bound.how === "query" && wholeAnswerOf(returned, bound.node, fn)) continue;
        const at = returned.parent?.type === AST_NODE_TYPES.ReturnStatement ? returned.parent : returned;
        context.report({ node: at, messageId: "boundedService", data: { name, bound: describe(bound, fn, "the caller").bound, pkg, keys: DEFAULT_KEYS_TEXT } });
        return;
      }
    }

    const ARRAY_MEMBER = /^(length|map|filter|slice|forEach|flatMap|reduce|some|every|find|findIndex|includes|join|sort|at|concat|indexOf|entries|keys|values)$/;

    /** `const response = await api.get(url, { params: { page, pageSize } }); return response.data`. */
    function wholeAnswerOf(returned: Node, query: Node, fn: FunctionNode): boolean {
      const r = unwrap(returned);
      const holder = r.type === AST_NODE_TYPES.MemberExpression && memberName(r) === "data" ? unwrap(r.object) : r;
      if (holder.type !== AST_NODE_TYPES.Identifier) return false;
      const init = constInit(holder, sourceCode);
      if (init === undefined || unwrap(init).type !== AST_NODE_TYPES.CallExpression || init.range[0] > query.range[0] || query.range[1] > init.range[1]) return false;
      // An object around the items (`response.data.userSets` is read), not the items themselves.
      const whole = text(r);
      let wrapper = false;
      walk(fn, (n) => {
        if (!wrapper && n.type === AST_NODE_TYPES.MemberExpression && !n.computed && !ARRAY_MEMBER.test(memberName(n) ?? "") && text(n.object) === whole) wrapper = true;
      });
      return wrapper;
    }

    /** A return inside `if (…length === 0)` or `if (!xs …)`: the branch where the query found nothing. */
    function answersNothing(returned: Node, fn: FunctionNode): boolean {
      let child: Node = returned;
      for (let n: Node | undefined = returned.parent; n && n !== fn; child = n, n = n.parent) {
        if (n.type === AST_NODE_TYPES.IfStatement && n.consequent === child && emptinessTest(n.test)) return true;
      }
      return false;
    }

    function emptinessTest(test: Node): boolean {
      const t = unwrap(test);
      if (t.type === AST_NODE_TYPES.LogicalExpression && t.operator === "||") return emptinessTest(t.left) && emptinessTest(t.right);
      // `!results.web`, `!hits.length`
      if (t.type === AST_NODE_TYPES.UnaryExpression && t.operator === "!") return unwrap(t.argument).type === AST_NODE_TYPES.MemberExpression || unwrap(t.argument).type === AST_NODE_TYPES.Identifier;
      // `hits.length === 0`, `hits.length < 1`
      if (t.type === AST_NODE_TYPES.BinaryExpression) {
        const lengthSide = (n: Node) => { const u = unwrap(n); return u.type === AST_NODE_TYPES.MemberExpression && memberName(u) === "length"; };
        const num = (n: Node) => { const u = unwrap(n); return u.type === AST_NODE_TYPES.Literal && typeof u.value === "number" ? u.value : undefined; };
        if (/^[=!]==?$/.test(t.operator) && t.operator.startsWith("=")) return (lengthSide(t.left) && num(t.right) === 0) || (lengthSide(t.right) && num(t.left) === 0);
        if (t.operator === "<") return lengthSide(t.left) && num(t.right) === 1;
      }
      return false;
    }

    function check(fn: FunctionNode): void {
      const role = toolRoleOf(fn, frameworks, refs);
      roles.set(fn, role !== undefined);
      if (!role) {
        if (serverPackage) checkService(fn, serverPackage.name);
        return;
      }
      // One report per bound and tool: a bound inside another tool (an `execute` that calls the
      // class's `run`) is that tool's to report.
      const reported = new Set<Node>();
      const mcp = role.framework === "MCP SDK";
      const outputSchema = mcp && hasOutputSchema(fn);
      const returns = toolReturns(fn);
      // What no return bounds, none does: one walk over them all settles most tools.
      if (returns.length > 1 && !options.checkUnbounded && resultFacts(returns, fn, { ...completenessCtx, mcp }).bounds.length === 0) return;
      for (const returned of returns) {
        // `if (!res.items || res.items.length === 0) return "No results"`: an empty answer has nothing left out.
        if (answersNothing(returned, fn)) continue;
        const facts = resultFacts([returned], fn, { ...completenessCtx, mcp });
        if (states(facts)) continue;
        const bound = facts.bounds.find((b) => {
          if (reported.has(b.node)) return false;
          // A default only the schema's description states binds a list the tool is seen to return, not an answer passed on whole.
          if (b.isDefault && b.cap && !facts.collection && statedDefault(defaultValueOf(b.cap, fn, sourceCode) ?? b.cap, argumentName(b.cap)) !== undefined) return false;
          const owner = enclosingFn(b.node);
          return owner === undefined || owner === fn || !isTool(owner);
        });
        // An expression body is reported from the function's start, where a reader sees the tool.
        const at = returned.parent?.type === AST_NODE_TYPES.ReturnStatement ? returned.parent : returned === fn.body ? fn : returned;
        if (!bound) {
          if (options.checkUnbounded && (facts.collection || types?.valueKind(returned) === "array")) {
            context.report({ node: at, messageId: "unboundedResult", data: { tool: toolName(fn), keys: outputSchema ? `${DEFAULT_KEYS_TEXT} (in \`_meta\` or a text part: the tool declares an outputSchema)` : DEFAULT_KEYS_TEXT } });
          }
          continue;
        }
        for (const b of facts.bounds) reported.add(b.node);
        const { bound: boundText, cap } = describe(bound, fn);
        const fix = outputSchema
          ? "The tool declares an outputSchema, so keep `structuredContent` valid: put the total and a `hasMore` flag or `nextCursor` in `_meta` and state them in a text part, or return a page with createResultStore() from tool-output-cutter."
          : mcp
            ? `Say it where the model reads it, in a content text part or \`structuredContent\` (not \`_meta\` or fields beside \`content\`): ${DEFAULT_KEYS_TEXT} (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter.`
            : `Add ${DEFAULT_KEYS_TEXT} to the result (fetch one more than the cap to know whether more exist), or return a page with createResultStore() from tool-output-cutter.`;
        context.report({
          node: at,
          messageId: "boundedResult",
          data: { tool: toolName(fn), bound: boundText, cap, backend: shownNote(facts) + backendNote(bound), fix },
          suggest: suggestion(returned, bound, mcp, outputSchema),
        });
      }
    }

    return {
      ArrowFunctionExpression: check,
      FunctionExpression: check,
      FunctionDeclaration: check,
      BinaryExpression(node) {
        const found = countEquality(node, sourceCode);
        if (!found) return;
        context.report({ node, messageId: "countEquality", data: { test: short(node), cap: short(found.cap) } });
      },
    };
  },
});

function enclosingFn(node: Node): FunctionNode | undefined {
  for (let n = node.parent; n; n = n.parent) if (isFunction(n)) return n;
  return undefined;
}

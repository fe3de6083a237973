import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { TSESLint as ESLintTypes } from "@typescript-eslint/utils";
const { DefinitionType } = ESLintTypes.Scope;
import { calleeName, identifiersIn, isFunction, memberName, unwrap, type FunctionNode, type Node } from "./ast.js";

/**
 * What a slice bound says about the slice:
 * - `cap`: a size limit (a literal past a few characters, a MAX_* constant, `max * 0.2`);
 * - `param`: a parameter of the enclosing function, so the function is a cutting helper;
 * - `window`: computed from the tool's own input (offset/limit, line ranges): the caller asked;
 * - `parse`: from `indexOf`, a match, another value's length: parsing, not truncation;
 * - `small`: a few units (dropping a newline, a sign, an extension's dot).
 */
export type BoundKind = "cap" | "param" | "window" | "parse" | "small" | "unknown";

const CAP_NAME = /max|limit|cap(?!tion|ture)|budget|trunc|threshold|allow|head|tail|preview|keep|chars|characters|bytes|size|len(gth)?$|lines$|tokens$|^n$|^count$|^num|num_?results/i;
const WINDOW_NAME = /offset|^start|^end|^from$|^to$|^line(Start|End|From|To)?$|^(start|end)Line|cursor|^page|^skip$|^first$|^last$|range|^pos(ition)?$|^begin/i;
const PARSE_NAME = /index|idx|bytesRead|bytesWritten|read$|written$|^i$|^j$|^k$|cut(At|Point)|boundary|split(At)?$|^at$|^nl$|newline|sep/i;

/** A size the caller may raise but not move: `maxLength`, `max_output_tokens`, `charBudget`, `max_body_length`, `maxTextLength`. */
const BUDGET_NAME = /^max_?((body|text|html|content|response|result|page|markdown)_?)?(length|len|chars?|characters|bytes|size|tokens)$|^max_?output_?\w*$|budget$|^(char|byte|token|output)_?(limit|budget)$/i;
const START_NAME = /offset|^start|^from$|^page|cursor|^skip$|^(start|end)_?line|line_?(start|from|range)|range$/i;

/** Whether the tool reads a place to start from its input (`args.offset`, `{ startLine }`): then a budget is a window's size. */
function offersStart(root: TSESTree.Identifier, tool: FunctionNode, ctx: BoundContext): boolean {
  const v = variableOf(root, ctx);
  if (!v) return false;
  const name = v.defs[0]?.name;
  // `{ max_length = 50000 }`: the default sits between the name and its property.
  const param = name?.parent?.type === AST_NODE_TYPES.AssignmentPattern ? name.parent : name;
  // `({ url, offset, maxLength }) => …`: the pattern names the fields.
  if (param && param.parent?.type === AST_NODE_TYPES.Property) {
    const pattern = param.parent.parent;
    if (pattern?.type === AST_NODE_TYPES.ObjectPattern && pattern.properties.some((p) => p.type === AST_NODE_TYPES.Property && START_NAME.test(ctx.sourceCode.getText(p.key)))) return true;
  }
  return v.references.some((r) => r.identifier.parent.type === AST_NODE_TYPES.MemberExpression && r.identifier.parent.object === r.identifier && START_NAME.test(memberName(r.identifier.parent) ?? "")) || tool.params.length === 0;
}

export interface BoundContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  /** Functions whose parameters are the tool's input (tool implementations around the cut). */
  toolFunctions: readonly FunctionNode[];
  /** The smallest literal that counts as a cap, in this unit. */
  minimum: number;
}

function variableOf(id: TSESTree.Identifier, ctx: BoundContext) {
  return ASTUtils.findVariable(ctx.sourceCode.getScope(id), id.name);
}

/** Whether an identifier is (destructured from) a parameter of one of `fns`. */
export function isParameterOf(id: TSESTree.Identifier, fns: readonly FunctionNode[], ctx: BoundContext): FunctionNode | undefined {
  const v = variableOf(id, ctx);
  const def = v?.defs[0];
  if (def?.type !== DefinitionType.Parameter) return undefined;
  const fn = def.node;
  return isFunction(fn) && fns.includes(fn) ? fn : undefined;
}

/** The tool whose input `id` is after validation: `const input = Schema.parse(raw)`, or `parsed.data` of `Schema.safeParse(raw)`. */
function parsedInputOf(id: TSESTree.Identifier, ctx: BoundContext): FunctionNode | undefined {
  const initOf = (v: TSESTree.Identifier) => {
    const def = variableOf(v, ctx)?.defs[0];
    return def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.id.type === AST_NODE_TYPES.Identifier && def.node.init ? unwrap(def.node.init) : undefined;
  };
  let init = initOf(id);
  if (init?.type === AST_NODE_TYPES.AwaitExpression) init = unwrap(init.argument);
  // `parsed.data`, with `const parsed = Schema.safeParse(raw)`.
  if (init?.type === AST_NODE_TYPES.MemberExpression && memberName(init) === "data" && unwrap(init.object).type === AST_NODE_TYPES.Identifier) {
    init = initOf(unwrap(init.object) as TSESTree.Identifier);
    if (init?.type === AST_NODE_TYPES.AwaitExpression) init = unwrap(init.argument);
  }
  const raw = init ? schemaParsed(init) : undefined;
  return raw?.type === AST_NODE_TYPES.Identifier ? isParameterOf(raw, ctx.toolFunctions, ctx) : undefined;
}

/** `Schema.parse(raw)`, `Schema.safeParse(raw)` (and their async forms): the value checked, `raw`. */
export function schemaParsed(node: Node): Node | undefined {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.CallExpression || n.callee.type !== AST_NODE_TYPES.MemberExpression || !/^(safe)?[Pp]arse(Async)?$/.test(memberName(n.callee) ?? "")) return undefined;
  const raw = n.arguments[0];
  return raw && raw.type !== AST_NODE_TYPES.SpreadElement ? unwrap(raw) : undefined;
}

function literalNumber(node: Node): number | undefined {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Literal && typeof n.value === "number") return n.value;
  if (n.type === AST_NODE_TYPES.UnaryExpression && n.operator === "-") {
    const inner = literalNumber(n.argument);
    return inner === undefined ? undefined : -inner;
  }
  return undefined;
}

// In arithmetic a window decides (`offset + MAX`), then a cap (`MAX - suffix.length`), then a parse.
const RANK: Record<BoundKind, number> = { window: 6, cap: 5, parse: 4, param: 3, small: 1, unknown: 0 };

/** The strongest kind among the parts of an arithmetic bound. */
function strongest(kinds: BoundKind[]): BoundKind {
  return kinds.reduce<BoundKind>((a, b) => (RANK[b] > RANK[a] ? b : a), "unknown");
}

/** `this.params` (or `this.toolInput`): where an invocation class keeps the tool's input. */
function invocationParams(node: Node): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.MemberExpression && unwrap(n.object).type === AST_NODE_TYPES.ThisExpression && /^(params|toolInput|toolArgs|toolParams)$/.test(memberName(n) ?? "");
}

export function classifyBound(node: Node, ctx: BoundContext, depth = 0): BoundKind {
  if (depth > 8) return "unknown";
  const n = unwrap(node);
  const literal = literalNumber(n);
  if (literal !== undefined) return Math.abs(literal) >= ctx.minimum ? "cap" : "small";
  switch (n.type) {
    case AST_NODE_TYPES.UnaryExpression:
      return n.operator === "-" || n.operator === "+" ? classifyBound(n.argument, ctx, depth + 1) : "unknown";
    case AST_NODE_TYPES.Identifier: {
      if (n.name === "undefined" || n.name === "Infinity") return "unknown";
      const v = variableOf(n, ctx);
      const def = v?.defs[0];
      if (def?.type === DefinitionType.Parameter) {
        const fn = def.node;
        if (isFunction(fn) && ctx.toolFunctions.includes(fn)) return BUDGET_NAME.test(n.name) && !offersStart(n, fn, ctx) ? "cap" : "window";
        return WINDOW_NAME.test(n.name) ? "window" : PARSE_NAME.test(n.name) ? "parse" : "param";
      }
      if (def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init && def.node.id.type === AST_NODE_TYPES.Identifier) {
        const fromInit = classifyBound(def.node.init, ctx, depth + 1);
        if (fromInit !== "unknown") return fromInit;
      }
      if (def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.id.type === AST_NODE_TYPES.ObjectPattern && def.node.init) {
        // `const { limit } = args`: what the destructured object is decides.
        const source = classifyBound(def.node.init, ctx, depth + 1);
        if (source === "window") {
          // `const { url, max_length = 50000 } = input`: a budget with no place to start beside it lets the model ask for more, never for the rest.
          const initRoot = identifiersIn(def.node.init)[0];
          const tool = initRoot ? (isParameterOf(initRoot, ctx.toolFunctions, ctx) ?? parsedInputOf(initRoot, ctx)) : undefined;
          return tool && BUDGET_NAME.test(n.name) && !offersStart(n, tool, ctx) ? "cap" : "window";
        }
      }
      if (PARSE_NAME.test(n.name)) return "parse";
      if (WINDOW_NAME.test(n.name)) return def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init && def.node.id.type === AST_NODE_TYPES.Identifier ? "parse" : "window";
      return CAP_NAME.test(n.name) ? "cap" : "unknown";
    }
    case AST_NODE_TYPES.MemberExpression: {
      const name = memberName(n);
      const root = identifiersIn(n.object)[0];
      const tool = root ? (isParameterOf(root, ctx.toolFunctions, ctx) ?? parsedInputOf(root, ctx)) : undefined;
      if (root && tool) return name !== undefined && BUDGET_NAME.test(name) && !offersStart(root, tool, ctx) ? "cap" : "window";
      // `this.params.lines` in a tool's invocation class: what the model asked for.
      if (ctx.toolFunctions.length > 0 && invocationParams(n.object)) return "window";
      if (name === "length") return "parse";
      if (name === "index" || name === "lastIndex") return "parse";
      // `const { arguments: args } = request.params; … args.num`: a field of the input held in a local.
      if (root && ctx.toolFunctions.length > 0 && variableOf(root, ctx)?.defs[0]?.type === DefinitionType.Variable && classifyBound(root, ctx, depth + 1) === "window") return name !== undefined && BUDGET_NAME.test(name) ? "cap" : "window";
      if (name !== undefined && PARSE_NAME.test(name)) return "parse";
      if (name !== undefined && WINDOW_NAME.test(name)) return "window";
      // `lines.slice(-filters.tail)`: the count of lines from the end (or start) the options ask for, as `tail -n` takes it.
      if (name !== undefined && /^(head|tail)(Lines|Count)?$/.test(name)) return "window";
      if (name !== undefined && CAP_NAME.test(name)) return "cap";
      if (root) {
        const fromRoot = classifyBound(root, ctx, depth + 1);
        if (fromRoot === "window") return "window";
      }
      return "unknown";
    }
    case AST_NODE_TYPES.BinaryExpression: {
      if (n.left.type === AST_NODE_TYPES.PrivateIdentifier) return "unknown";
      const sides = [classifyBound(n.left, ctx, depth + 1), classifyBound(n.right, ctx, depth + 1)];
      // `maxChars - marker.length`, `budget - overhead`: a limit less the room its marker or
      // framing takes is still that limit.
      if (n.operator === "-" && (sides[0] === "cap" || sides[0] === "param") && sides[1] !== "window") return sides[0];
      // `(text.length / tokens) * maxTokens`: a measure that scales a budget converts its unit; the
      // budget is still what the cut keeps.
      if ((n.operator === "*" || n.operator === "/") && !sides.includes("window")) {
        const budget = sides.filter((k) => k === "cap" || k === "param");
        if (budget.length > 0) return strongest(budget);
      }
      return strongest(sides);
    }
    case AST_NODE_TYPES.LogicalExpression:
      return strongest([classifyBound(n.left, ctx, depth + 1), classifyBound(n.right, ctx, depth + 1)]);
    case AST_NODE_TYPES.ConditionalExpression:
      return strongest([classifyBound(n.consequent, ctx, depth + 1), classifyBound(n.alternate, ctx, depth + 1)]);
    case AST_NODE_TYPES.CallExpression: {
      const name = calleeName(n.callee);
      if (name !== undefined && /^(indexOf|lastIndexOf|search|findIndex|findLastIndex|exec|match|lastIndexOfAny)$/.test(name)) return "parse";
      if (name !== undefined && /^(min|max|floor|ceil|round|trunc|abs|Number|parseInt)$/.test(name)) return strongest(n.arguments.map((a) => classifyBound(a, ctx, depth + 1)));
      return "unknown";
    }
    default:
      return "unknown";
  }
}

/** A variable's initializer, also for a `let` whose other writes only nudge it (`start += 1` past a surrogate). */
export function initOf(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.Identifier) return undefined;
  const v = ASTUtils.findVariable(sourceCode.getScope(n), n.name);
  const def = v?.defs[0];
  if (!v || def?.type !== DefinitionType.Variable || def.node.type !== AST_NODE_TYPES.VariableDeclarator || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init) return undefined;
  for (const r of v.references) {
    if (!r.isWrite() || r.init === true || r.identifier === def.node.id) continue;
    const w = r.identifier.parent;
    const nudge =
      (w?.type === AST_NODE_TYPES.UpdateExpression) ||
      (w?.type === AST_NODE_TYPES.AssignmentExpression && (w.operator === "+=" || w.operator === "-=") && unwrap(w.right).type === AST_NODE_TYPES.Literal && Math.abs(Number((unwrap(w.right) as TSESTree.Literal).value)) <= 4);
    // In a loop that does not hold the declaration, the write walks the value, it does not nudge it.
    if (!nudge || (loopBetween(r.identifier, def.node) && !characterBoundaryWalk(r.identifier, sourceCode))) return undefined;
  }
  return def.node.init;
}

function within(inner: Node, outer: Node): boolean {
  return inner.range[0] >= outer.range[0] && inner.range[1] <= outer.range[1];
}

const LOOP_TYPES = new Set<string>([AST_NODE_TYPES.ForStatement, AST_NODE_TYPES.ForOfStatement, AST_NODE_TYPES.ForInStatement, AST_NODE_TYPES.WhileStatement, AST_NODE_TYPES.DoWhileStatement]);

/** A loop around `node` that does not also hold `declaration`. */
/** A test that looks at UTF-8 continuation bytes or UTF-16 surrogates: the loop finds a character's edge. */
export const CHARACTER_EDGE = /0x[cC]0\b|0x80\b|0x[dD][89cC]00\b|[sS]urrogate/;

/**
 * `while (end > 0 && (buf[end] & 0xc0) === 0x80) end--`: a loop that moves a cut to the nearest
 * character boundary nudges the limit, a few units at most, however it is written.
 */
function characterBoundaryWalk(write: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  for (let n: Node | undefined = write.parent; n; n = n.parent) {
    if (n.type === AST_NODE_TYPES.WhileStatement || n.type === AST_NODE_TYPES.DoWhileStatement || n.type === AST_NODE_TYPES.ForStatement) return n.test !== null && CHARACTER_EDGE.test(sourceCode.getText(n.test));
    if (isFunction(n)) return false;
  }
  return false;
}

/** Whether a variable is moved to a character boundary by a loop before it is used. */
export function walkedToCharacterEdge(id: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const v = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
  return v?.references.some((r) => r.isWrite() && r.init !== true && characterBoundaryWalk(r.identifier, sourceCode)) ?? false;
}

function loopBetween(node: Node, declaration: Node): boolean {
  for (let n: Node | undefined = node.parent; n; n = n.parent) {
    if (LOOP_TYPES.has(n.type)) {
      // `for (let i = s.length - 64; …; i--)`: declared in the loop's head, walked by the loop.
      const head = n.type === AST_NODE_TYPES.ForStatement ? n.init : null;
      return !within(declaration, n) || (head !== null && within(declaration, head));
    }
    if (isFunction(n)) return false;
  }
  return false;
}

/** Whether `node` is the length of `receiverText`, or a sum of lengths that includes it, through a const or two. */
function lengthOfReceiver(node: Node, receiverText: string, sourceCode: Readonly<TSESLint.SourceCode>, depth = 0): boolean {
  const n = unwrap(node);
  if (depth > 3) return false;
  if (n.type === AST_NODE_TYPES.MemberExpression && memberName(n) === "length") return sourceCode.getText(n.object) === receiverText;
  if (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+") return lengthOfReceiver(n.left, receiverText, sourceCode, depth + 1) || lengthOfReceiver(n.right, receiverText, sourceCode, depth + 1);
  const init = initOf(n, sourceCode);
  return init !== undefined && lengthOfReceiver(init, receiverText, sourceCode, depth + 1);
}

/**
 * `x.length - n` with `x` the sliced value: a suffix of `n`. Returns `n`. The length may be held
 * in a const (`const len = chunk.length`) or be a total that includes it (`buf.length + chunk.length`).
 */
export function lengthMinus(bound: Node, receiverText: string, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  const n = unwrap(bound);
  if (n.type !== AST_NODE_TYPES.BinaryExpression || n.operator !== "-") return undefined;
  return lengthOfReceiver(n.left, receiverText, sourceCode) ? n.right : undefined;
}

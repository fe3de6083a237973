// Home-grown structure-aware compactors: a walk over a JSON value that shortens the strings at its
// leaves and keeps every key and bracket. A cut there, with a marker beside it, loses no structure.
import { AST_NODE_TYPES, type TSESLint } from "@typescript-eslint/utils";
import { calleeName, enclosingFunction, walk, type FunctionNode, type Node } from "./ast.js";
import { callSitesOf, helperNameOf } from "./flow.js";

/** Whether `fn` tells arrays from objects in one of its parameters: `Array.isArray(value)` beside `typeof value === "object"` or `Object.entries(value)`. */
function dispatchesOnShape(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const params = new Set(fn.params.flatMap((p) => (p.type === AST_NODE_TYPES.Identifier ? [p.name] : [])));
  let array = false;
  let object = false;
  walk(fn.body, (n: Node) => {
    if (n.type === AST_NODE_TYPES.CallExpression) {
      const arg = n.arguments[0];
      const onParam = arg?.type === AST_NODE_TYPES.Identifier && params.has(arg.name);
      const callee = sourceCode.getText(n.callee);
      if (onParam && callee === "Array.isArray") array = true;
      if (onParam && /^Object\.(entries|keys|values)$/.test(callee)) object = true;
    }
    if (n.type === AST_NODE_TYPES.UnaryExpression && n.operator === "typeof" && n.argument.type === AST_NODE_TYPES.Identifier && params.has(n.argument.name)) {
      const p = n.parent;
      const other = p.type === AST_NODE_TYPES.BinaryExpression ? (p.left === n ? p.right : p.left) : undefined;
      if (other?.type === AST_NODE_TYPES.Literal && other.value === "object") object = true;
    }
  });
  return array && object;
}

const namedFunctions = new WeakMap<object, Map<string, FunctionNode>>();

/** The file's named functions, the first of each name, found once per file. */
function functionsByName(sourceCode: Readonly<TSESLint.SourceCode>): ReadonlyMap<string, FunctionNode> {
  let byName = namedFunctions.get(sourceCode.ast);
  if (!byName) {
    const found = new Map<string, FunctionNode>();
    walk(sourceCode.ast, (n: Node) => {
      if (n.type === AST_NODE_TYPES.FunctionDeclaration || n.type === AST_NODE_TYPES.FunctionExpression || n.type === AST_NODE_TYPES.ArrowFunctionExpression) {
        const name = helperNameOf(n);
        if (name !== undefined && !found.has(name)) found.set(name, n);
      }
    });
    byName = found;
    namedFunctions.set(sourceCode.ast, byName);
  }
  return byName;
}

/** Names of the functions `fn` calls by plain name. */
function calledNames(fn: FunctionNode): Set<string> {
  const names = new Set<string>();
  walk(fn.body, (n: Node) => {
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.Identifier) names.add(n.callee.name);
  });
  return names;
}

/** `fn` reaches itself again: directly, or through one function it calls that calls it back. */
function recursive(fn: FunctionNode, name: string, byName: ReadonlyMap<string, FunctionNode>): boolean {
  const called = calledNames(fn);
  if (called.has(name)) return true;
  for (const c of called) {
    const other = byName.get(c);
    if (other && other !== fn && calledNames(other).has(name)) return true;
  }
  return false;
}

/**
 * A helper called (itself, or from a caller two hops up) by a function that dispatches on a value's
 * shape and walks into it again: the helper cuts one string leaf of a value whose shape is kept.
 */
export function leafOfStructureWalk(helper: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const byName = functionsByName(sourceCode);
  const seen = new Set<FunctionNode>();
  let frontier: FunctionNode[] = [helper];
  for (let hop = 0; hop < 3 && frontier.length > 0; hop++) {
    const next: FunctionNode[] = [];
    for (const fn of frontier) {
      if (seen.has(fn)) continue;
      seen.add(fn);
      const name = helperNameOf(fn);
      if (name !== undefined && dispatchesOnShape(fn, sourceCode) && recursive(fn, name, byName)) return true;
      for (const call of callSitesOf(fn, sourceCode)) {
        const outer = enclosingFunction(call);
        if (outer && calleeName(call.callee) !== undefined) next.push(outer);
      }
    }
    frontier = next;
  }
  return false;
}

import { AST_NODE_TYPES, ASTUtils, TSESLint as ESLintTypes, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { visitorKeys } from "@typescript-eslint/visitor-keys";

export type Node = TSESTree.Node;
export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

/** Wrappers that do not change the value: types, `!`, `await`, optional chains. */
const TRANSPARENT = new Set<string>([
  AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression,
  AST_NODE_TYPES.TSSatisfiesExpression,
  AST_NODE_TYPES.TSTypeAssertion,
  AST_NODE_TYPES.AwaitExpression,
  AST_NODE_TYPES.ChainExpression,
]);

export function isTransparent(node: Node): boolean {
  return TRANSPARENT.has(node.type);
}

/** The expression under any transparent wrappers. */
export function unwrap(node: Node): Node {
  let n = node;
  for (;;) {
    if (n.type === AST_NODE_TYPES.TSAsExpression || n.type === AST_NODE_TYPES.TSNonNullExpression || n.type === AST_NODE_TYPES.TSSatisfiesExpression || n.type === AST_NODE_TYPES.TSTypeAssertion) n = n.expression;
    else if (n.type === AST_NODE_TYPES.AwaitExpression) n = n.argument;
    else if (n.type === AST_NODE_TYPES.ChainExpression) n = n.expression;
    else return n;
  }
}

export function isFunction(node: Node | undefined | null): node is FunctionNode {
  return node?.type === AST_NODE_TYPES.ArrowFunctionExpression || node?.type === AST_NODE_TYPES.FunctionDeclaration || node?.type === AST_NODE_TYPES.FunctionExpression;
}

export function enclosingFunction(node: Node): FunctionNode | undefined {
  for (let n = node.parent; n; n = n.parent) if (isFunction(n)) return n;
  return undefined;
}

/** `a.b` or `a["b"]`: the property's static name. */
export function memberName(node: Node): string | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  if (!node.computed && node.property.type === AST_NODE_TYPES.Identifier) return node.property.name;
  // `this.#maxOutputBytes`: a private field is named like any other.
  if (node.property.type === AST_NODE_TYPES.PrivateIdentifier) return node.property.name;
  if (node.property.type === AST_NODE_TYPES.Literal && typeof node.property.value === "string") return node.property.value;
  return undefined;
}

/** A property key's static name (`a`, `"a"`, `[`a`]`). */
export function keyName(node: TSESTree.Property | TSESTree.MethodDefinition | TSESTree.PropertyDefinition): string | undefined {
  const key = node.key;
  if (!node.computed && key.type === AST_NODE_TYPES.Identifier) return key.name;
  if (key.type === AST_NODE_TYPES.Literal && (typeof key.value === "string" || typeof key.value === "number")) return String(key.value);
  if (key.type === AST_NODE_TYPES.TemplateLiteral && key.expressions.length === 0) return key.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The last name in a callee: `f` for `f()`, `c` for `a.b.c()`. */
export function calleeName(callee: Node): string | undefined {
  const c = unwrap(callee);
  if (c.type === AST_NODE_TYPES.Identifier) return c.name;
  return memberName(c);
}

/** The dotted path of a callee or member chain when it is static: `console.log`, `this.logger.info`. */
export function dottedName(node: Node): string | undefined {
  const n = unwrap(node);
  if (n.type === AST_NODE_TYPES.Identifier) return n.name;
  if (n.type === AST_NODE_TYPES.ThisExpression) return "this";
  if (n.type === AST_NODE_TYPES.MemberExpression) {
    const object = dottedName(n.object);
    const name = memberName(n);
    return object !== undefined && name !== undefined ? `${object}.${name}` : undefined;
  }
  if (n.type === AST_NODE_TYPES.CallExpression) {
    const callee = dottedName(n.callee);
    return callee === undefined ? undefined : `${callee}()`;
  }
  return undefined;
}

/** Property `name` of an object literal, if it is a plain `key: value`. */
export function propertyOf(object: TSESTree.ObjectExpression, name: string): TSESTree.Property | undefined {
  for (const p of object.properties) {
    if (p.type === AST_NODE_TYPES.Property && keyName(p) === name) return p;
  }
  return undefined;
}

export function stringValue(node: Node | undefined): string | undefined {
  if (!node) return undefined;
  // `"tool" as const`: the literal whatever the cast says.
  if (node.type === AST_NODE_TYPES.TSAsExpression || node.type === AST_NODE_TYPES.TSSatisfiesExpression) return stringValue(node.expression);
  if (node.type === AST_NODE_TYPES.Literal && typeof node.value === "string") return node.value;
  if (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The identifier a value expression is rooted in: `text` for `text`, `result.output`, `text.trim()`. */
export function rootIdentifier(node: Node): TSESTree.Identifier | undefined {
  let n = unwrap(node);
  for (;;) {
    if (n.type === AST_NODE_TYPES.Identifier) return n;
    if (n.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.object);
    else if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression) n = unwrap(n.callee.object);
    else return undefined;
  }
}

/** Every identifier name used inside an expression (bounded walk). */
export function identifiersIn(node: Node, limit = 200): TSESTree.Identifier[] {
  const out: TSESTree.Identifier[] = [];
  const stack: Node[] = [node];
  while (stack.length > 0 && out.length < limit) {
    const n = stack.pop() as Node;
    if (n.type === AST_NODE_TYPES.Identifier) {
      out.push(n);
      continue;
    }
    const keys = childKeySet(n.type);
    for (const key in n) {
      if (key === "typeAnnotation" || !isChildKey(keys, key)) continue;
      const value: unknown = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const v of value) if (v && typeof v === "object" && "type" in v) stack.push(v as Node);
      } else if (value && typeof value === "object" && "type" in value) stack.push(value as Node);
    }
  }
  return out;
}

/**
 * The calls of a same-file function: of a declaration or `const f = () => …` by its name, of a
 * class method as `this.m(…)` inside its class.
 */
export function localCallers(fn: FunctionNode, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression[] {
  const p = fn.parent;
  const id = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn.id : p?.type === AST_NODE_TYPES.VariableDeclarator && p.init === fn && p.id.type === AST_NODE_TYPES.Identifier ? p.id : undefined;
  if (id) {
    const v = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
    return (v?.references ?? []).flatMap((r) => (r.identifier.parent?.type === AST_NODE_TYPES.CallExpression && r.identifier.parent.callee === r.identifier ? [r.identifier.parent] : []));
  }
  if (p?.type !== AST_NODE_TYPES.MethodDefinition || p.parent.type !== AST_NODE_TYPES.ClassBody) return [];
  const name = keyName(p);
  const out: TSESTree.CallExpression[] = [];
  const stack: Node[] = [p.parent];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    if (n.type === AST_NODE_TYPES.CallExpression) {
      const callee = unwrap(n.callee);
      if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression && memberName(callee) === name) out.push(n);
    }
    const keys = childKeySet(n.type);
    for (const key in n) {
      if (key === "typeAnnotation" || key === "returnType" || !isChildKey(keys, key)) continue;
      const value: unknown = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (const c of value) if (c && typeof c === "object" && "type" in c) stack.push(c as Node);
      } else if (value && typeof value === "object" && "type" in value) stack.push(value as Node);
    }
  }
  return out;
}

const NOT_CHILDREN = new Set(["parent", "loc", "range"]);
const keysOfType = new Map<string, ReadonlySet<string>>();
/** The keys that may hold a node's children: the parser's visitor keys, or, for a type they miss, all but the back and position links. */
function childKeySet(type: string): ReadonlySet<string> | undefined {
  let keys = keysOfType.get(type);
  if (!keys) {
    const known = visitorKeys[type];
    if (!known) return undefined;
    keys = new Set(known);
    keysOfType.set(type, keys);
  }
  return keys;
}
/** Whether `key` of a node of `type` holds children. Walks go in the node's own key order, which later passes depend on. */
function isChildKey(keys: ReadonlySet<string> | undefined, key: string): boolean {
  return keys ? keys.has(key) : !NOT_CHILDREN.has(key);
}

/**
 * A node's child keys in its own key order, cached per type with the node's key count: the parser
 * builds every node of a type alike, and a node with another shape gets its own list.
 */
const orderedKeys = new Map<string, { count: number; keys: string[] }>();
function childKeysOf(n: Node): string[] {
  const own = Object.keys(n);
  const known = orderedKeys.get(n.type);
  if (known && known.count === own.length) return known.keys;
  const set = childKeySet(n.type);
  const keys = own.filter((k) => isChildKey(set, k));
  if (!known) orderedKeys.set(n.type, { count: own.length, keys });
  return keys;
}

/**
 * Depth-first walk of a subtree. `skipFunctions`: `true` leaves nested functions out; a predicate
 * leaves out those it answers `true` for.
 */
export function walk(node: Node, visit: (n: Node) => void, skipFunctions: boolean | ((fn: Node) => boolean) = false): void {
  const skip = (v: Node) => skipFunctions !== false && isFunction(v) && (skipFunctions === true || skipFunctions(v));
  const stack: Node[] = [node];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    visit(n);
    for (const key of childKeysOf(n)) {
      const value: unknown = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) {
          const v: unknown = value[i];
          if (v && typeof v === "object" && "type" in v && !skip(v as Node)) stack.push(v as Node);
        }
      } else if (value && typeof value === "object" && "type" in value && !skip(value as Node)) stack.push(value as Node);
    }
  }
}

/** Not a callback that runs in place, once per element (`xs.forEach((x) => out.push(x))`). */
export function notInlineCallback(fn: Node): boolean {
  const call = fn.parent;
  return !(call?.type === AST_NODE_TYPES.CallExpression && call.arguments[0] === fn && call.callee.type === AST_NODE_TYPES.MemberExpression && /^(forEach|map|flatMap)$/.test(memberName(call.callee) ?? ""));
}

/** A `const`'s initializer, when an identifier names one (one hop, same file). */
export function constInit(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): Node | undefined {
  const n = unwrap(node);
  if (n.type !== AST_NODE_TYPES.Identifier) return undefined;
  const v = ASTUtils.findVariable(sourceCode.getScope(n), n.name);
  const def = v?.defs[0];
  if (def?.type !== ESLintTypes.Scope.DefinitionType.Variable || def.node.type !== AST_NODE_TYPES.VariableDeclarator || def.node.id.type !== AST_NODE_TYPES.Identifier) return undefined;
  // Reassigned variables may hold something else by the time they are sliced.
  if (v && v.references.some((r) => r.isWrite() && r.identifier !== def.node.id && r.init !== true)) return undefined;
  return def.node.init ?? undefined;
}

/**
 * Calls whose callback runs per item or per event (`map`, `forEach`, `on`, timers), so what the
 * callback returns is not the call's value; a wrapper's callback (`withRetry(() => …)`,
 * `p.catch(() => stand-in)`) gives the call its value.
 */
export const PER_ITEM_CALLBACK = /^(map|flatMap|filter|forEach|reduce|reduceRight|some|every|find|findIndex|findLast|findLastIndex|sort|toSorted|on|once|addEventListener|subscribe|finally|setTimeout|setInterval|setImmediate|queueMicrotask)$/;

/** A function declared in this file that a call reaches: by name, or `this.method()` in its class. */
export function localCallee(call: TSESTree.CallExpression, sourceCode: Readonly<TSESLint.SourceCode>): FunctionNode | undefined {
  return localFunction(call.callee, sourceCode);
}

/**
 * The same-file function a callee (or a function passed by name: `items.map(parseItem)`) names: a
 * declaration, a `const f = () => …`, a method of the class it is in (`this.m`), or of a class of
 * this file it made (`const c = new C(); c.m`).
 */
export function localFunction(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): FunctionNode | undefined {
  const callee = unwrap(node);
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const def = ASTUtils.findVariable(sourceCode.getScope(callee), callee.name)?.defs[0];
    if (!def) return undefined;
    if (def.node.type === AST_NODE_TYPES.FunctionDeclaration) return def.node;
    if (def.node.type === AST_NODE_TYPES.VariableDeclarator && isFunction(def.node.init)) return def.node.init;
    return undefined;
  }
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const name = memberName(callee);
  const object = unwrap(callee.object);
  if (object.type === AST_NODE_TYPES.ThisExpression) {
    for (let n: Node | undefined = callee.parent; n; n = n.parent) {
      if (n.type === AST_NODE_TYPES.ClassBody) return methodOf(n, name);
    }
    return undefined;
  }
  // `linearClient.searchIssues(args)` with `const linearClient = new LinearClient(key)` and the class in this file.
  if (object.type === AST_NODE_TYPES.Identifier) {
    const made0 = constInit(object, sourceCode);
    const made = made0 ? unwrap(made0) : undefined;
    if (made?.type !== AST_NODE_TYPES.NewExpression || made.callee.type !== AST_NODE_TYPES.Identifier) return undefined;
    const def = ASTUtils.findVariable(sourceCode.getScope(made.callee), made.callee.name)?.defs[0];
    if (def?.node.type === AST_NODE_TYPES.ClassDeclaration) return methodOf(def.node.body, name);
  }
  return undefined;
}

function methodOf(body: TSESTree.ClassBody, name: string | undefined): FunctionNode | undefined {
  for (const m of body.body) {
    if (m.type === AST_NODE_TYPES.MethodDefinition && !m.static && keyName(m) === name && isFunction(m.value)) return m.value;
    if (m.type === AST_NODE_TYPES.PropertyDefinition && !m.static && keyName(m) === name && m.value && isFunction(m.value)) return m.value;
  }
  return undefined;
}

const returnsMemo = new WeakMap<FunctionNode, Node[]>();
/**
 * The values a function gives back: its expression body, or the arguments of its own `return`s (not
 * those of nested functions). Kept per node: the rules ask again from each tool and each call.
 */
export function returnedValues(fn: FunctionNode): Node[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const known = returnsMemo.get(fn);
  if (known) return known;
  const out: Node[] = [];
  // A return is a statement: only statements are walked, never the expressions inside them.
  const stack: Node[] = [fn.body];
  while (stack.length > 0) {
    const n = stack.pop() as Node;
    switch (n.type) {
      case AST_NODE_TYPES.ReturnStatement:
        if (n.argument) out.push(n.argument);
        break;
      case AST_NODE_TYPES.BlockStatement:
        for (let i = n.body.length - 1; i >= 0; i--) stack.push(n.body[i] as Node);
        break;
      case AST_NODE_TYPES.IfStatement:
        if (n.alternate) stack.push(n.alternate);
        stack.push(n.consequent);
        break;
      case AST_NODE_TYPES.ForStatement:
      case AST_NODE_TYPES.ForInStatement:
      case AST_NODE_TYPES.ForOfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
      case AST_NODE_TYPES.LabeledStatement:
        stack.push(n.body);
        break;
      case AST_NODE_TYPES.TryStatement:
        if (n.finalizer) stack.push(n.finalizer);
        if (n.handler) stack.push(n.handler.body);
        stack.push(n.block);
        break;
      case AST_NODE_TYPES.SwitchStatement:
        for (let i = n.cases.length - 1; i >= 0; i--) for (let j = (n.cases[i]?.consequent.length ?? 0) - 1; j >= 0; j--) stack.push(n.cases[i]?.consequent[j] as Node);
        break;
      default:
        break;
    }
  }
  returnsMemo.set(fn, out);
  return out;
}

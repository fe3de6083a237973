// A message the code has checked to be a tool result (`if (m.role === "tool") m.content = …`): what
// is written into its content is what the model reads as that tool's result, on every later turn.
import { AST_NODE_TYPES, ASTUtils, TSESLint as ESLintTypes, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
const { DefinitionType } = ESLintTypes.Scope;
import { calleeName, isFunction, memberName, rootIdentifier, stringValue, unwrap, type Node } from "./ast.js";

/** Values of `role`/`type` that mark a tool result in the message formats of the providers and frameworks. */
export const TOOL_ROLE = /^(tool|tool_result|tool-result|toolResult|function|function_call_output|tool_response|ipython)$/;
const ROLE_KEY = /^(role|type|kind)$/;
/** `m.toolCallId`, `msg.tool_call_id`: only a tool result carries the id of the call it answers. */
const CALL_ID_KEY = /^(toolCallId|tool_call_id|toolUseId|tool_use_id|callId|call_id)$/;
/** `isToolMessage(m)`, `isToolResultBlock(part)`. */
const TOOL_CHECK_FN = /^is\w*Tool(Result|Message|Response|Output)\w*$/;

/** The names a message goes by where it is checked: its own, and the one it was copied from (`const copy = { ...msg }`). */
function namesOf(object: Node, sourceCode: Readonly<TSESLint.SourceCode>): Set<string> | undefined {
  const root = rootIdentifier(object);
  if (!root || unwrap(object) !== root) return undefined;
  const names = new Set([root.name]);
  const def = ASTUtils.findVariable(sourceCode.getScope(root), root.name)?.defs[0];
  if (def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init) {
    const init = unwrap(def.node.init);
    if (init.type === AST_NODE_TYPES.Identifier) names.add(init.name);
    if (init.type === AST_NODE_TYPES.ObjectExpression) {
      for (const p of init.properties) if (p.type === AST_NODE_TYPES.SpreadElement && p.argument.type === AST_NODE_TYPES.Identifier) names.add(p.argument.name);
    }
  }
  return names;
}

function about(node: Node, names: ReadonlySet<string>): boolean {
  const n = unwrap(node);
  return n.type === AST_NODE_TYPES.Identifier && names.has(n.name);
}

/** `true` where `test` holds only for a tool message, `false` where only for another, undefined where it says neither. */
function saysTool(test: Node, names: ReadonlySet<string>): boolean | undefined {
  const t = unwrap(test);
  if (t.type === AST_NODE_TYPES.UnaryExpression && t.operator === "!") {
    const inner = saysTool(t.argument, names);
    return inner === undefined ? undefined : !inner;
  }
  if (t.type === AST_NODE_TYPES.LogicalExpression) {
    const left = saysTool(t.left, names);
    const right = saysTool(t.right, names);
    // `a && b` holds only for a tool message if either side does; `a || b` only if both do (and says "another" only if both do).
    if (t.operator === "&&") return left === true || right === true ? true : undefined;
    if (t.operator === "||" && left === right) return left;
    return undefined;
  }
  if (t.type === AST_NODE_TYPES.BinaryExpression && /^[!=]==?$/.test(t.operator)) {
    const [member, literal] = t.left.type === AST_NODE_TYPES.MemberExpression ? [t.left, t.right] : [t.right, t.left];
    if (member.type !== AST_NODE_TYPES.MemberExpression || !about(member.object, names) || !ROLE_KEY.test(memberName(member) ?? "")) return undefined;
    const value = stringValue(literal);
    if (value === undefined || !TOOL_ROLE.test(value)) return undefined;
    return t.operator.startsWith("=");
  }
  if (t.type === AST_NODE_TYPES.MemberExpression && about(t.object, names) && CALL_ID_KEY.test(memberName(t) ?? "")) return true;
  if (t.type === AST_NODE_TYPES.CallExpression && TOOL_CHECK_FN.test(calleeName(t.callee) ?? "") && t.arguments.some((a) => about(a, names))) return true;
  return undefined;
}

/** `if (m.role !== "tool") continue;` before `stmt` in its block: what follows is about a tool message. */
function exitedUnlessTool(stmt: Node, names: ReadonlySet<string>): boolean {
  const block = stmt.parent;
  if (!block || (block.type !== AST_NODE_TYPES.BlockStatement && block.type !== AST_NODE_TYPES.Program)) return false;
  for (const s of block.body) {
    if (s === stmt) return false;
    if (s.type !== AST_NODE_TYPES.IfStatement || s.alternate) continue;
    const exit = s.consequent.type === AST_NODE_TYPES.BlockStatement ? s.consequent.body[0] : s.consequent;
    const exits = exit?.type === AST_NODE_TYPES.ContinueStatement || exit?.type === AST_NODE_TYPES.ReturnStatement;
    if (exits && saysTool(s.test, names) === false) return true;
  }
  return false;
}

/**
 * Whether `object` (the message written at `at`) is checked to be a tool result on the way to `at`,
 * within the enclosing function: by its role or type, by the call id only tool results carry, or by an
 * `isToolMessage(…)` check.
 */
export function checkedToolMessage(object: Node, at: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const names = namesOf(object, sourceCode);
  if (!names) return false;
  let child: Node = at;
  for (let n: Node | undefined = at.parent; n && !isFunction(n); child = n, n = n.parent) {
    if (n.type === AST_NODE_TYPES.IfStatement && n.consequent === child && saysTool(n.test, names) === true) return true;
    if (n.type === AST_NODE_TYPES.IfStatement && n.alternate === child && saysTool(n.test, names) === false) return true;
    if (n.type === AST_NODE_TYPES.ConditionalExpression && n.consequent === child && saysTool(n.test, names) === true) return true;
    if (n.type === AST_NODE_TYPES.LogicalExpression && n.operator === "&&" && n.right === child && saysTool(n.left, names) === true) return true;
    if (exitedUnlessTool(child, names)) return true;
  }
  return false;
}

/** `{ ...msg, content: cut }` where `msg` is checked to be a tool result: the copy is one too. */
export function copiesCheckedToolMessage(object: TSESTree.ObjectExpression, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  return object.properties.some((p) => p.type === AST_NODE_TYPES.SpreadElement && p.argument.type === AST_NODE_TYPES.Identifier && checkedToolMessage(p.argument, object, sourceCode));
}

import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { enclosingFunction, isTransparent, keyName, walk, type Node } from "./ast.js";
import { constInit } from "./cuts.js";
import { readsOf } from "./flow.js";
import { runsProcesses } from "./imports.js";

/**
 * Rolling buffers of a child process's output: `job.output = lines.slice(-MAX).join("\n")`,
 * `tail = (tail + chunk).slice(-N)`, `state.output = appendAndTruncate(state.output, chunk, MAX)`.
 * The buffer is what a shell tool later hands the model, usually from another file, so no flow in
 * this one reaches a tool; that the file runs processes and the buffer is named for their output
 * is the evidence, and the report says "may".
 */

const BUFFER_NAME = /^(output|stdout|stderr|combined|transcript|buffer|tail|log)$|(Output|Stdout|Stderr|Transcript|Tail)$|^(output|stdout|stderr|combined)[A-Z]\w*$/;

/** The assignment whose value `node` is, through casts, `.join()`, `+` and template parts. */
function assignmentOf(node: Node): TSESTree.AssignmentExpression | undefined {
  let cur = node;
  for (let i = 0; i < 6; i++) {
    const p: Node | undefined = cur.parent;
    if (!p) return undefined;
    if (p.type === AST_NODE_TYPES.AssignmentExpression) return p.right === cur && p.operator === "=" ? p : undefined;
    const joined = p.type === AST_NODE_TYPES.MemberExpression && p.object === cur && p.parent.type === AST_NODE_TYPES.CallExpression && p.parent.callee === p;
    if (!(isTransparent(p) || joined || (p.type === AST_NODE_TYPES.BinaryExpression && p.operator === "+") || p.type === AST_NODE_TYPES.TemplateLiteral || p.type === AST_NODE_TYPES.CallExpression)) return undefined;
    cur = joined ? p.parent : p;
  }
  return undefined;
}

function lastName(node: Node, sourceCode: Readonly<TSESLint.SourceCode>): string {
  if (node.type === AST_NODE_TYPES.MemberExpression && !node.computed && node.property.type === AST_NODE_TYPES.Identifier) return node.property.name;
  return sourceCode.getText(node);
}

/** Whether `value` is read from `target` (itself, a part of it, or a const made from it). */
function readsFrom(value: Node, target: string, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const init = constInit(value, sourceCode);
  const texts = [sourceCode.getText(value), init ? sourceCode.getText(init) : ""];
  const pattern = new RegExp(`(^|[^\\w$.])${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w$])`);
  return texts.some((t) => pattern.test(t));
}

/**
 * A local buffer leaves its function only where it is returned, resolved, put in an object or a
 * field; one that is only handed to calls (`status.set(tail)`) feeds those and nothing else.
 */
function escapes(id: TSESTree.Identifier, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  return readsOf(id, sourceCode).some((r) => {
    let cur: Node = r;
    for (let i = 0; i < 6; i++) {
      const p: Node | undefined = cur.parent;
      if (!p) return false;
      if (p.type === AST_NODE_TYPES.ReturnStatement || p.type === AST_NODE_TYPES.Property || (p.type === AST_NODE_TYPES.ArrowFunctionExpression && p.body === cur)) return true;
      if (p.type === AST_NODE_TYPES.AssignmentExpression) return p.right === cur && p.left.type === AST_NODE_TYPES.MemberExpression;
      if (p.type === AST_NODE_TYPES.CallExpression) return p.callee.type === AST_NODE_TYPES.Identifier && p.callee.name === "resolve";
      if (!(isTransparent(p) || (p.type === AST_NODE_TYPES.BinaryExpression && p.operator === "+") || p.type === AST_NODE_TYPES.TemplateLiteral || p.type === AST_NODE_TYPES.ConditionalExpression)) return false;
      cur = p;
    }
    return false;
  });
}

/** Whether the cut's result is written back over the value it cut (`buf = (buf + chunk).slice(-N)`). */
export function writtenBack(cut: Node, value: Node, sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  const assignment = assignmentOf(cut);
  return assignment !== undefined && readsFrom(value, sourceCode.getText(assignment.left), sourceCode);
}

/** A suffix cut whose result goes back into the buffer it cut, in a file that runs processes. */
export function rollingOutputBuffer(cut: Node, value: Node, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
  if (!runsProcesses(sourceCode.ast)) return undefined;
  const assignment = assignmentOf(cut);
  if (!assignment) return undefined;
  const target = sourceCode.getText(assignment.left);
  const name = lastName(assignment.left, sourceCode);
  if (!BUFFER_NAME.test(name) || !readsFrom(value, target, sourceCode)) return undefined;
  if (assignment.left.type === AST_NODE_TYPES.Identifier && !escapes(assignment.left, sourceCode)) return undefined;
  return `\`${target}\` keeps the end of a child process's output, which a shell tool hands to the model`;
}

/**
 * `const { newBuffer } = append(state.output, chunk, MAX); state.output = newBuffer`: a helper
 * call whose result is written back to the buffer it was given.
 */
export function rollingOutputHelper(call: TSESTree.CallExpression, valueIndex: number, sourceCode: Readonly<TSESLint.SourceCode>): string | undefined {
  if (!runsProcesses(sourceCode.ast)) return undefined;
  const value = call.arguments[valueIndex];
  if (!value || value.type === AST_NODE_TYPES.SpreadElement) return undefined;
  const target = sourceCode.getText(value);
  if (!BUFFER_NAME.test(lastName(value, sourceCode))) return undefined;
  // What holds the result: the call itself, or names declared from it.
  const holders = new Set<string>();
  const decl = call.parent;
  if (decl.type === AST_NODE_TYPES.VariableDeclarator && decl.init === call) {
    if (decl.id.type === AST_NODE_TYPES.Identifier) holders.add(decl.id.name);
    else if (decl.id.type === AST_NODE_TYPES.ObjectPattern) {
      for (const p of decl.id.properties) if (p.type === AST_NODE_TYPES.Property && p.value.type === AST_NODE_TYPES.Identifier && !/truncat|dropped|omitted|changed|ok$/i.test(keyName(p) ?? "")) holders.add(p.value.name);
    }
  }
  const direct = assignmentOf(call);
  if (direct && sourceCode.getText(direct.left) === target) return `\`${target}\` keeps what the helper leaves of a child process's output, which a shell tool hands to the model`;
  const fn = enclosingFunction(call);
  if (!fn || holders.size === 0) return undefined;
  let back = false;
  walk(fn.body, (n) => {
    if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "=" && sourceCode.getText(n.left) === target && n.right.type === AST_NODE_TYPES.Identifier && holders.has(n.right.name)) back = true;
  });
  return back ? `\`${target}\` keeps what the helper leaves of a child process's output, which a shell tool hands to the model` : undefined;
}

import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { calleeName, constInit, enclosingFunction, isTransparent, keyName, memberName, unwrap, walk, type Node } from "./ast.js";
import { handlesProcessOutput, readsOf } from "./flow.js";
import { mcpServerPackage } from "./package-role.js";

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
  if (!handlesProcessOutput(sourceCode.ast)) return undefined;
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
  if (!handlesProcessOutput(sourceCode.ast)) return undefined;
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
    if (n.type !== AST_NODE_TYPES.AssignmentExpression || n.operator !== "=" || sourceCode.getText(n.left) !== target) return;
    // `state.output = next.output`: the text field of what the helper gave, not its count of what it dropped.
    const right = n.right.type === AST_NODE_TYPES.MemberExpression && !/truncat|dropped|omitted|changed|count|ok$/i.test(memberName(n.right) ?? "") ? n.right.object : n.right;
    if (right.type === AST_NODE_TYPES.Identifier && holders.has(right.name)) back = true;
  });
  return back ? `\`${target}\` keeps what the helper leaves of a child process's output, which a shell tool hands to the model` : undefined;
}

/** The comparisons of a test, through `&&`, whose operator matches `operators`. */
function comparisonsOf(test: Node, operators: RegExp): TSESTree.BinaryExpression[] {
  const out: TSESTree.BinaryExpression[] = [];
  const gather = (n: Node) => {
    const u = unwrap(n);
    if (u.type === AST_NODE_TYPES.LogicalExpression && u.operator === "&&") {
      gather(u.left);
      gather(u.right);
    } else if (u.type === AST_NODE_TYPES.BinaryExpression && operators.test(u.operator)) out.push(u);
  };
  gather(test);
  return out;
}

/** What an eviction loop measures against its cap: a size kept beside the buffer, or the buffer's own length. */
const SIZE_COUNTER = /(chars|bytes|size|length|len|total|buffered)\w*$/i;

/**
 * `while (session.bufferedChars > MAX && session.outputLines.length > 1) session.outputLines.shift()`:
 * a buffer of process output that drops its oldest entries while over a cap. What is dropped is
 * gone for whoever reads the buffer later, the shell tool that hands it to the model included.
 */
export function evictionLoop(loop: TSESTree.WhileStatement, sourceCode: Readonly<TSESLint.SourceCode>): { buffer: Node; shift: TSESTree.CallExpression; cap: Node; byCount: boolean; via: string } | undefined {
  if (!handlesProcessOutput(sourceCode.ast)) return undefined;
  const tests = comparisonsOf(loop.test, /^>=?$/);
  let shift: TSESTree.CallExpression | undefined;
  walk(loop.body, (n) => {
    if (shift || n.type !== AST_NODE_TYPES.CallExpression || n.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(n.callee) !== "shift") return;
    // Dropped, or kept only to count what was dropped (`dropped.length`).
    const held = n.parent.type === AST_NODE_TYPES.TSNonNullExpression ? n.parent.parent : n.parent;
    if (held.type === AST_NODE_TYPES.ExpressionStatement) shift = n;
    else if (held.type === AST_NODE_TYPES.VariableDeclarator && held.id.type === AST_NODE_TYPES.Identifier && readsOf(held.id, sourceCode).every((r) => r.parent.type === AST_NODE_TYPES.MemberExpression && r.parent.object === r && memberName(r.parent) === "length")) shift = n;
  });
  if (!shift || shift.callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const buffer = unwrap(shift.callee.object);
  const name = lastName(buffer, sourceCode);
  if (!BUFFER_NAME.test(name) && !/^(output|stdout|stderr)?Lines$|^(output|stdout|stderr)Chunks$/i.test(name)) return undefined;
  const bufferText = sourceCode.getText(buffer);
  for (const t of tests) {
    if (t.left.type === AST_NODE_TYPES.PrivateIdentifier) continue;
    const measured = unwrap(t.left);
    const cap = unwrap(t.right);
    // `buffer.length > 1` keeps one entry: that is no cap.
    if (cap.type === AST_NODE_TYPES.Literal && typeof cap.value === "number" && cap.value < 2) continue;
    const byCount = measured.type === AST_NODE_TYPES.MemberExpression && memberName(measured) === "length" && sourceCode.getText(measured.object) === bufferText;
    if (!byCount && !SIZE_COUNTER.test(lastName(measured, sourceCode))) continue;
    return { buffer, shift, cap: t.right, byCount, via: `\`${bufferText}\` drops the oldest of a child process's output while over the cap, and a shell tool hands what is left to the model` };
  }
  return undefined;
}

/** Events and callbacks that hand over one chunk of a process's output at a time. */
const CHUNK_EVENT = /^(data|stdout|stderr|output|line|chunk)$/;
const CHUNK_CALLBACK = /^on(Data|Stdout|Stderr|Output|Chunk|Line)$/;

/** Whether `node` runs once per chunk: in a loop's body, or in a callback a stream calls with each chunk. */
function perChunk(node: Node, fn: Node | undefined): boolean {
  for (let p: Node | undefined = node.parent; p && p !== fn; p = p.parent) {
    if (p.type === AST_NODE_TYPES.ForOfStatement || p.type === AST_NODE_TYPES.WhileStatement || p.type === AST_NODE_TYPES.ForStatement || p.type === AST_NODE_TYPES.DoWhileStatement) return true;
  }
  const call = fn?.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !(call.arguments as readonly Node[]).includes(fn as Node)) return false;
  const callee = call.callee.type === AST_NODE_TYPES.MemberExpression ? memberName(call.callee) : call.callee.type === AST_NODE_TYPES.Identifier ? call.callee.name : undefined;
  if (callee !== undefined && CHUNK_CALLBACK.test(callee)) return true;
  const event = call.arguments[0];
  return callee !== undefined && /^(on|once|addListener|prependListener)$/.test(callee) && event?.type === AST_NODE_TYPES.Literal && typeof event.value === "string" && CHUNK_EVENT.test(event.value);
}

/** An else that notes the cut (`else job.truncated = true`): the result may say something is missing. */
function flagsCut(alternate: Node | null | undefined): boolean {
  let flagged = false;
  if (alternate) walk(alternate, (n) => { if (n.type === AST_NODE_TYPES.AssignmentExpression && /truncat|dropped|omitted|overflow|full/i.test(lastNameOf(n.left))) flagged = true; });
  return flagged;
}

function lastNameOf(node: Node): string {
  return node.type === AST_NODE_TYPES.MemberExpression ? (memberName(node) ?? "") : node.type === AST_NODE_TYPES.Identifier ? node.name : "";
}

/** What a statement appends to: `buf.push(x)`, `buf += x`, `buf = buf + x`. */
function appendedTo(stmt: Node, sourceCode: Readonly<TSESLint.SourceCode>): Node[] {
  const out: Node[] = [];
  walk(stmt, (n) => {
    if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "push") out.push(unwrap(n.callee.object));
    else if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "+=") out.push(n.left);
    else if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "=" && n.right.type === AST_NODE_TYPES.BinaryExpression && n.right.operator === "+" && sourceCode.getText(n.right.left) === sourceCode.getText(n.left)) out.push(n.left);
  });
  return out;
}

/**
 * `child.stdout.on("data", (c) => { if (used + c.length <= MAX) { out.stdout.push(c); used += … } })`:
 * a buffer of process output that stops taking chunks at a cap. What comes later never enters it,
 * for whoever reads the buffer, the shell tool that hands it to the model included.
 */
export function cappedAppend(stmt: TSESTree.IfStatement, sourceCode: Readonly<TSESLint.SourceCode>): { buffer: Node; cap: Node; test: Node; via: string; flagged: boolean } | undefined {
  // Cheapest first: most `if`s append nothing named for output; the file-wide test comes last.
  const buffers = appendedTo(stmt.consequent, sourceCode).filter((b) => BUFFER_NAME.test(lastName(b, sourceCode)) || /^(output|stdout|stderr)(Lines|Chunks)$/i.test(lastName(b, sourceCode)));
  const buffer = buffers[0];
  if (!buffer || !perChunk(stmt, enclosingFunction(stmt)) || !handlesProcessOutput(sourceCode.ast)) return undefined;
  const bufferText = sourceCode.getText(buffer);
  // An else that appends to the same buffer (what fits of the chunk, a marker) is judged as its own cut.
  if (stmt.alternate && appendedTo(stmt.alternate, sourceCode).some((b) => sourceCode.getText(b) === bufferText)) return undefined;
  const counters: string[] = [];
  walk(stmt.consequent, (n) => { if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "+=" && sourceCode.getText(n.left) !== bufferText) counters.push(sourceCode.getText(n.left)); });
  const tests = comparisonsOf(stmt.test, /^[<>]=?$/);
  for (const t of tests) {
    if (t.left.type === AST_NODE_TYPES.PrivateIdentifier) continue;
    const [measured, cap] = t.operator.startsWith("<") ? [t.left, t.right] : [t.right, t.left];
    // What is measured is the buffer's size: the buffer itself (`out.length`) or a counter the
    // append raises (`used + chunkBytes` with `used += chunkBytes`); not the chunk alone (`line.length <= MAX_LINE`).
    const measuredText = sourceCode.getText(measured);
    if (!measuredText.includes(bufferText) && !counters.some((c) => measuredText.includes(c))) continue;
    return { buffer, cap, test: t, flagged: flagsCut(stmt.alternate), via: `\`${bufferText}\` stops taking a child process's output at the cap, and a shell tool hands what it kept to the model` };
  }
  return undefined;
}

/**
 * What a server captures for its tools to read later: console messages, network requests, CDP
 * events, a terminal's lines. Not a history, a queue, timings or a dialog log (`buf`): those drop
 * bookkeeping, not output.
 */
const CAPTURE_NAME = /^(logs?|events|entries|requests|responses|frames|chunks|output|buffer|records)$|[a-z](Logs?|Events|Entries|Requests|Responses|Frames|Chunks|Output|Records)$|^(console|network|log|output|stdout|stderr|terminal|page)\w*(Messages|Lines)$/;
/** Event names of a browser's console and network, as Playwright, CDP and WebDriver BiDi spell them. */
const PAGE_EVENT = /^(console|pageerror|request|response|requestfinished|requestfailed|websocket|framesent|framereceived)$|^(Runtime|Log|Network|Console)\.[a-z]\w*$|^(log|network)\.[a-z]\w*$/;
const captureFiles = new WeakMap<TSESTree.Program, boolean>();

/** Calls that subscribe to an event by name: `page.on("console", …)`, `cdp.send("Network.enable")`, `session.subscribe(["log.entryAdded"])`. */
const LISTENING_CALL = /^(on|once|on[A-Z]\w*|addListener|addEventListener|prependListener|subscribe|send|sendCommand|waitForEvent)$/;

/**
 * The event name is an argument (or in an array argument) of a call that listens for it, or the
 * name an event handler dispatches on (`case "Runtime.consoleAPICalled":`, `method === "…"`); not a
 * type union's member or a label.
 */
function listenedTo(literal: TSESTree.Literal): boolean {
  if (literal.parent.type === AST_NODE_TYPES.SwitchCase || (literal.parent.type === AST_NODE_TYPES.BinaryExpression && /^[!=]==?$/.test(literal.parent.operator))) return true;
  const holder = literal.parent.type === AST_NODE_TYPES.ArrayExpression ? literal.parent : literal;
  const call = holder.parent;
  return call?.type === AST_NODE_TYPES.CallExpression && call.arguments.includes(holder) && LISTENING_CALL.test(calleeName(call.callee) ?? "");
}

/** The file listens to a browser's console or network: what it keeps is what the page printed or fetched. */
function capturesPageEvents(program: TSESTree.Program): boolean {
  let known = captureFiles.get(program);
  if (known === undefined) {
    known = false;
    walk(program, (n) => {
      if (!known && n.type === AST_NODE_TYPES.Literal && typeof n.value === "string" && PAGE_EVENT.test(n.value) && listenedTo(n)) known = true;
    });
    captureFiles.set(program, known);
  }
  return known;
}

/** What drops the oldest entries of a buffer: `buf.shift()`, `buf.splice(0, n)` as a statement, or a shift kept only to count it. */
function dropsOldest(body: Node, sourceCode: Readonly<TSESLint.SourceCode>): TSESTree.CallExpression | undefined {
  let drop: TSESTree.CallExpression | undefined;
  walk(body, (n) => {
    if (drop || n.type !== AST_NODE_TYPES.CallExpression || n.callee.type !== AST_NODE_TYPES.MemberExpression) return;
    const method = memberName(n.callee);
    const first = n.arguments[0];
    if (method !== "shift" && !(method === "splice" && first?.type === AST_NODE_TYPES.Literal && first.value === 0 && n.arguments.length === 2)) return;
    const held = n.parent.type === AST_NODE_TYPES.TSNonNullExpression ? n.parent.parent : n.parent;
    if (held.type === AST_NODE_TYPES.ExpressionStatement) drop = n;
    // `const oldest = this.chunks.shift()!; this.total -= oldest.length`: kept only to count what went.
    else if (method === "shift" && held.type === AST_NODE_TYPES.VariableDeclarator && held.id.type === AST_NODE_TYPES.Identifier && readsOf(held.id, sourceCode).every((r) => r.parent.type === AST_NODE_TYPES.MemberExpression && r.parent.object === r && memberName(r.parent) === "length")) drop = n;
  });
  return drop;
}

/**
 * `page.on("console", (m) => { s.consoleLogs.push(m); if (s.consoleLogs.length > MAX) s.consoleLogs.shift(); })`:
 * a capture buffer that drops its oldest entries while over a cap, in a file that captures a
 * browser's or a process's output, or in an MCP server's package. The console and network tools
 * read the buffer later, from another file, and can never return what it dropped.
 */
export function evictedCapture(stmt: TSESTree.IfStatement | TSESTree.WhileStatement, sourceCode: Readonly<TSESLint.SourceCode>, filename: string): { buffer: Node; drop: TSESTree.CallExpression; cap: Node; byCount: boolean; via: string } | undefined {
  const body = stmt.type === AST_NODE_TYPES.IfStatement ? stmt.consequent : stmt.body;
  const drop = dropsOldest(body, sourceCode);
  if (!drop || drop.callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const buffer = unwrap(drop.callee.object);
  const name = lastName(buffer, sourceCode);
  if (!CAPTURE_NAME.test(name) && !BUFFER_NAME.test(name)) return undefined;
  const bufferText = sourceCode.getText(buffer);
  let cap: Node | undefined;
  let byCount = false;
  for (const t of comparisonsOf(stmt.test, /^>=?$/)) {
    if (t.left.type === AST_NODE_TYPES.PrivateIdentifier) continue;
    const measured = unwrap(t.left);
    const counts = measured.type === AST_NODE_TYPES.MemberExpression && memberName(measured) === "length" && sourceCode.getText(measured.object) === bufferText;
    if (!counts && !SIZE_COUNTER.test(lastName(measured, sourceCode))) continue;
    cap = t.right;
    byCount = counts;
    break;
  }
  if (!cap) return undefined;
  // Filled somewhere in the file (`me.consoleMessages.push(…)` beside `this.consoleMessages`): a buffer, not a queue being drained.
  let filled = false;
  walk(sourceCode.ast, (n) => {
    if (!filled && n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && /^(push|unshift)$/.test(memberName(n.callee) ?? "") && lastName(unwrap(n.callee.object), sourceCode) === name) filled = true;
  });
  if (!filled) return undefined;
  const server = mcpServerPackage(filename);
  if (!server && !capturesPageEvents(sourceCode.ast) && !handlesProcessOutput(sourceCode.ast)) return undefined;
  const whose = server ? `the MCP server ${server.name}` : "a tool";
  return { buffer, drop, cap, byCount, via: `\`${bufferText}\` drops its oldest captured output while over the cap, and ${whose} reads the buffer later` };
}

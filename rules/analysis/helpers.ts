import type * as ts from "typescript";
import { CHARACTER_EDGE } from "./bounds.js";
import { NOT_OUTPUT_NAME, RECORD_COUNT_CAP, TEXT_SIZE_CAP } from "./cuts.js";

/** Verbs of functions that handle what was cut rather than cut it: `saveTruncatedOutput`, `isTruncated`, `logTruncation`. */
const HANDLES_CUT = "(save|write|persist|store|spill|log|record|report|emit|track|is|has|should|was|on|handle|mark|count|notify|show|warn)[A-Z]";

/** Names that say a function shortens what it is given. */
export const TRUNCATING_NAME = new RegExp(
  `^(?!${HANDLES_CUT})((truncate|trunc|clip|elide|ellipsize|shorten|abbreviate|capLength|limitLength|limitOutput|limitText|capOutput|capText|trimOutput|trimToLength|trimTo)|.*([a-z](Truncate|Truncated|Truncation)|Truncat))`,
);

/** What a helper in another file does to its argument, read from its TypeScript declaration. */
export interface HelperCut {
  /** The parameter whose value is cut. */
  paramIndex: number;
  /** The parameter that holds the limit, when the limit is one. */
  limitIndex: number | undefined;
  unit: "chars" | "lines" | "bytes";
  side: "prefix" | "suffix" | "middle";
  /** Bytes cut at a character's edge, found by a loop over continuation bytes. */
  aligned?: boolean;
  /** The text cut is built from the parameter, not the parameter itself: no rewrite of the call keeps it. */
  built?: boolean;
  /** Cut as a tokenizer's tokens: the limit counts tokens, which no cutter budget of characters matches. */
  tokens?: boolean;
}

// Keyed by declaration alone: every caller passes the same `follow` (the relative-import reader).
const cache = new WeakMap<ts.Node, HelperCut | null>();

/** The declaration a call in a helper's body runs, when it can be found. */
export type FollowCall = (call: ts.CallExpression) => ts.SignatureDeclaration | undefined;

/**
 * A declaration whose body slices one of its parameters from 0 or from the end, and returns the
 * result: the same test the rule applies in the file it lints, on the checker's AST. With `follow`,
 * a body that returns another helper's cut of its parameter (`return truncateOutput(rle(input), 500)`)
 * is a helper too.
 */
export function helperCutOf(decl: ts.SignatureDeclaration, t: typeof ts, follow?: FollowCall): HelperCut | undefined {
  const known = cache.get(decl);
  if (known !== undefined) return known ?? undefined;
  // A helper that reaches itself again is not a cut by that route; what is read while a cycle is
  // open depends on where the reading began, so it is not kept.
  if (reading.has(decl)) {
    cyclesMet++;
    return undefined;
  }
  reading.add(decl);
  const cyclesBefore = cyclesMet;
  try {
    const result = readHelperCut(decl, t, follow);
    if (cyclesMet === cyclesBefore) cache.set(decl, result ?? null);
    return result;
  } finally {
    reading.delete(decl);
  }
}

const reading = new Set<ts.Node>();
let cyclesMet = 0;

function readHelperCut(decl: ts.SignatureDeclaration, t: typeof ts, follow: FollowCall | undefined): HelperCut | undefined {
  const params = decl.parameters.map((p) => (t.isIdentifier(p.name) ? p.name.text : undefined));
  // `({ str, maxLength }) => …`: the fields of an options object, by the argument that carries them.
  const fields = new Map<string, number>();
  decl.parameters.forEach((p, i) => {
    if (t.isObjectBindingPattern(p.name)) for (const el of p.name.elements) if (t.isIdentifier(el.name)) fields.set(el.name.text, i);
  });
  const body = (decl as ts.FunctionLikeDeclaration).body;
  let prefix: HelperCut | undefined;
  let suffix = false;
  // Locals of the body initialised once: `const lines = text.split("\n")`, `const buf = Buffer.from(text)`.
  const locals = new Map<string, ts.Expression>();
  // `let end = maxBytes; while (end > 0 && (buf[end] & 0xc0) === 0x80) end--;`: a limit moved to a character's edge.
  const aligned = new Map<string, ts.Expression>();
  const lets = new Map<string, ts.Expression>();
  const collect = (n: ts.Node): void => {
    if (t.isVariableDeclaration(n) && t.isIdentifier(n.name) && n.initializer && t.isVariableDeclarationList(n.parent)) (n.parent.flags & t.NodeFlags.Const ? locals : lets).set(n.name.text, n.initializer);
    if ((t.isWhileStatement(n) || t.isDoStatement(n)) && CHARACTER_EDGE.test(n.expression.getText())) {
      for (const [name, init] of lets) if (new RegExp(`\\b${name}\\b`).test(n.expression.getText())) aligned.set(name, init);
    }
    if (!t.isFunctionLike(n)) t.forEachChild(n, collect);
  };
  if (body) collect(body);
  const resolved = (e: ts.Expression): ts.Expression => (t.isIdentifier(e) ? (aligned.get(e.text) ?? e) : e);
  const rootParam = (e: ts.Expression, depth = 0): { index: number; lines: boolean; bytes: boolean; tokens: boolean } | undefined => {
    let lines = false;
    let bytes = false;
    let tokens = false;
    let n: ts.Expression = e;
    for (let i = 0; i < 6; i++) {
      if (t.isIdentifier(n)) {
        const index = params.indexOf(n.text) >= 0 ? params.indexOf(n.text) : (fields.get(n.text) ?? -1);
        if (index >= 0) return NOT_OUTPUT_NAME.test(n.text) ? undefined : { index, lines, bytes, tokens };
        // `let str = JSON.stringify(result)`, reassigned later to a smaller copy: still the parameter's text.
        const init = locals.get(n.text) ?? lets.get(n.text);
        if (!init || depth > 3) return undefined;
        const inner = rootParam(init, depth + 1);
        return inner ? { index: inner.index, lines: inner.lines || lines, bytes: inner.bytes || bytes, tokens: inner.tokens || tokens } : undefined;
      }
      // `JSON.stringify(result)`: the parameter, serialized.
      if (t.isCallExpression(n) && n.arguments[0] && n.expression.getText() === "JSON.stringify") {
        n = n.arguments[0];
        continue;
      }
      if (t.isCallExpression(n) && t.isPropertyAccessExpression(n.expression)) {
        const method = n.expression.name.text;
        if (method === "split") lines = true;
        // `Buffer.from(text)`: the bytes of the parameter.
        if (method === "from" && t.isIdentifier(n.expression.expression) && n.expression.expression.text === "Buffer" && n.arguments[0]) {
          bytes = true;
          n = n.arguments[0];
          continue;
        }
        // `encoder.encode(text)` of a `new TextEncoder()`: the UTF-8 bytes of the parameter.
        const encoder = t.isIdentifier(n.expression.expression) ? locals.get(n.expression.expression.text) : n.expression.expression;
        if (method === "encode" && encoder && t.isNewExpression(encoder) && t.isIdentifier(encoder.expression) && encoder.expression.text === "TextEncoder" && n.arguments[0]) {
          bytes = true;
          n = n.arguments[0];
          continue;
        }
        // `getEncoder().encode(text)`: a tokenizer's tokens of the parameter.
        if (method === "encode" && n.arguments[0]) {
          tokens = true;
          n = n.arguments[0];
          continue;
        }
        n = n.expression.expression;
        continue;
      }
      // `rle(input)`: what a plain function makes of the parameter, when following another helper.
      if (follow && t.isCallExpression(n) && t.isIdentifier(n.expression) && n.arguments.length === 1) {
        n = n.arguments[0]!;
        continue;
      }
      if (t.isParenthesizedExpression(n) || t.isAsExpression(n) || t.isNonNullExpression(n) || t.isAwaitExpression(n)) {
        n = n.expression;
        continue;
      }
      return undefined;
    }
    return undefined;
  };
  /** A limit, not a parse: a parameter, a constant-looking name, or a literal past a few units. */
  const LIMIT = /max|limit|cap|budget|head|tail|keep|chars|bytes|lines|size|len/i;
  // `node.start`, `match.index`, `pos`: where a parse found something, not how much to keep.
  const POSITION = /start|end|pos|offset|index|idx|from$|^to$|at$/i;
  const isLimit = (e: ts.Expression | undefined): boolean => {
    if (!e) return false;
    // `output.slice(0, maxItems)`: a count of records kept, not a length of text (as in the linted file).
    const named = t.isIdentifier(e) ? e.text : t.isPropertyAccessExpression(e) ? e.name.text : undefined;
    if (named !== undefined && RECORD_COUNT_CAP.test(named) && !TEXT_SIZE_CAP.test(named)) return false;
    if (t.isNumericLiteral(e)) return Number(e.text.replaceAll("_", "")) >= 20;
    if (t.isIdentifier(e)) return ((params.includes(e.text) || fields.has(e.text)) && !POSITION.test(e.text)) || (LIMIT.test(e.text) && !POSITION.test(e.text));
    if (t.isPropertyAccessExpression(e)) return LIMIT.test(e.name.text) && !POSITION.test(e.name.text) && e.name.text !== "length";
    if (t.isBinaryExpression(e) || t.isCallExpression(e)) {
      const text = e.getText();
      return !/indexOf|lastIndexOf|search|\.index\b|\.length\b|\.start\b|\.end\b|\bpos\b/.test(text) || /max|limit|cap|budget|head|tail/i.test(text);
    }
    return false;
  };
  // `maxChars - MARKER.length`: a limit less the room its marker takes is still that limit.
  const limitOf = (e: ts.Expression | undefined): number | undefined => {
    if (e && t.isBinaryExpression(e) && e.operatorToken.kind === t.SyntaxKind.MinusToken && t.isPropertyAccessExpression(e.right) && e.right.name.text === "length") return limitOf(e.left);
    return e && t.isIdentifier(e) && params.includes(e.text) ? params.indexOf(e.text) : undefined;
  };
  const visit = (n: ts.Node): void => {
    if (t.isCallExpression(n) && t.isPropertyAccessExpression(n.expression) && /^(slice|substring|substr|subarray)$/.test(n.expression.name.text)) {
      const receiver = n.expression.expression;
      const root = rootParam(receiver);
      const [a0, a1] = n.arguments.map((a) => resolved(a));
      // `formatted.substring(0, maxChars)` of text the body built from `results`: the caller's input, at the caller's limit.
      const limitParam = a1 ? limitOf(a1) : undefined;
      if (!root && a0 && t.isNumericLiteral(a0) && a0.text === "0" && limitParam !== undefined) {
        const input = params.findIndex((p, i) => i !== limitParam && p !== undefined && !NOT_OUTPUT_NAME.test(p));
        if (input >= 0) prefix ??= { paramIndex: input, limitIndex: limitParam, unit: "chars", side: "prefix", built: true };
      }
      if (root && a0) {
        const unit = root.lines ? "lines" : root.bytes ? "bytes" : "chars";
        const edge = { ...(unit === "bytes" && n.arguments.some((a) => t.isIdentifier(a) && aligned.has(a.text)) ? { aligned: true } : {}), ...(root.tokens ? { tokens: true } : {}) };
        const negative = (e: ts.Expression) => t.isPrefixUnaryExpression(e) && e.operator === t.SyntaxKind.MinusToken;
        // `x.length - n` of the sliced value: a suffix of `n`.
        const lengthMinus = (e: ts.Expression) => (t.isBinaryExpression(e) && e.operatorToken.kind === t.SyntaxKind.MinusToken && t.isPropertyAccessExpression(e.left) && e.left.name.text === "length" ? e.right : undefined);
        if (t.isNumericLiteral(a0) && a0.text === "0" && a1 && !negative(a1) && isLimit(a1)) prefix ??= { paramIndex: root.index, limitIndex: limitOf(a1), unit, side: "prefix", ...edge };
        else if (!a1) {
          const n2 = negative(a0) ? (a0 as ts.PrefixUnaryExpression).operand : lengthMinus(a0);
          if (n2 && isLimit(n2)) {
            suffix = true;
            prefix ??= { paramIndex: root.index, limitIndex: limitOf(n2), unit, side: "suffix", ...edge };
          }
        }
      }
    }
    if (follow && !prefix && t.isCallExpression(n) && returned(n)) {
      const inner = follow(n);
      const cut = inner ? helperCutOf(inner, t, follow) : undefined;
      const arg = cut ? n.arguments[cut.paramIndex] : undefined;
      const root = arg ? rootParam(arg) : undefined;
      if (cut && root) {
        const limitArg = cut.limitIndex === undefined ? undefined : n.arguments[cut.limitIndex];
        prefix = { paramIndex: root.index, limitIndex: limitOf(limitArg), unit: cut.unit, side: cut.side, ...(cut.tokens ? { tokens: true } : {}) };
        if (cut.side === "suffix") suffix = true;
      }
    }
    if (!t.isFunctionLike(n) || n === decl) t.forEachChild(n, visit);
  };
  /** The call is what the helper returns: `return f(…)`, an arrow's body, through parentheses and `await`. */
  const returned = (n: ts.Node): boolean => {
    let c = n;
    while (t.isParenthesizedExpression(c.parent) || t.isAwaitExpression(c.parent) || t.isAsExpression(c.parent)) c = c.parent;
    return t.isReturnStatement(c.parent) || c === body;
  };
  if (body) visit(body);
  return prefix && suffix && prefix.side === "prefix" ? { ...prefix, side: "middle" as const } : prefix;
}

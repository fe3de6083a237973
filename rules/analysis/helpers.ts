import type * as ts from "typescript";

/** Names that say a function shortens what it is given. */
export const TRUNCATING_NAME = /^(truncate|trunc|clip|elide|ellipsize|shorten|abbreviate|capLength|limitLength|limitOutput|limitText|capOutput|capText|trimOutput|trimToLength|trimTo|fitTo)|[a-z](Truncate|Truncated|Truncation)|Truncat/;

/** What a helper in another file does to its argument, read from its TypeScript declaration. */
export interface HelperCut {
  /** The parameter whose value is cut. */
  paramIndex: number;
  /** The parameter that holds the limit, when the limit is one. */
  limitIndex: number | undefined;
  unit: "chars" | "lines";
  side: "prefix" | "suffix" | "middle";
}

const cache = new WeakMap<ts.Node, HelperCut | null>();

/**
 * A declaration whose body slices one of its parameters from 0 or from the end, and returns the
 * result: the same test the rule applies in the file it lints, on the checker's AST.
 */
export function helperCutOf(decl: ts.SignatureDeclaration, t: typeof ts): HelperCut | undefined {
  const known = cache.get(decl);
  if (known !== undefined) return known ?? undefined;
  const params = decl.parameters.map((p) => (t.isIdentifier(p.name) ? p.name.text : undefined));
  const body = (decl as ts.FunctionLikeDeclaration).body;
  let prefix: HelperCut | undefined;
  let suffix = false;
  const rootParam = (e: ts.Expression): { index: number; lines: boolean } | undefined => {
    let lines = false;
    let n: ts.Expression = e;
    for (let i = 0; i < 4; i++) {
      if (t.isIdentifier(n)) {
        const index = params.indexOf(n.text);
        return index >= 0 ? { index, lines } : undefined;
      }
      if (t.isCallExpression(n) && t.isPropertyAccessExpression(n.expression)) {
        if (n.expression.name.text === "split") lines = true;
        n = n.expression.expression;
        continue;
      }
      if (t.isParenthesizedExpression(n) || t.isAsExpression(n) || t.isNonNullExpression(n)) {
        n = n.expression;
        continue;
      }
      return undefined;
    }
    return undefined;
  };
  const visit = (n: ts.Node): void => {
    if (t.isCallExpression(n) && t.isPropertyAccessExpression(n.expression) && /^(slice|substring|substr)$/.test(n.expression.name.text)) {
      const root = rootParam(n.expression.expression);
      const [a0, a1] = n.arguments;
      if (root && a0) {
        const limitOf = (e: ts.Expression | undefined) => (e && t.isIdentifier(e) ? params.indexOf(e.text) : -1);
        if (t.isNumericLiteral(a0) && a0.text === "0" && a1) prefix ??= { paramIndex: root.index, limitIndex: limitOf(a1) >= 0 ? limitOf(a1) : undefined, unit: root.lines ? "lines" : "chars", side: "prefix" };
        else if (!a1 && t.isPrefixUnaryExpression(a0) && a0.operator === t.SyntaxKind.MinusToken) {
          suffix = true;
          prefix ??= { paramIndex: root.index, limitIndex: limitOf(a0.operand) >= 0 ? limitOf(a0.operand) : undefined, unit: root.lines ? "lines" : "chars", side: "suffix" };
        }
      }
    }
    if (!t.isFunctionLike(n) || n === decl) t.forEachChild(n, visit);
  };
  if (body) visit(body);
  const result = prefix && suffix && prefix.side === "prefix" ? { ...prefix, side: "middle" as const } : prefix;
  cache.set(decl, result ?? null);
  return result;
}

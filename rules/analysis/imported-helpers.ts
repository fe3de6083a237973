import { readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, isAbsolute, resolve } from "node:path";
import type * as ts from "typescript";
import { type FollowCall, type HelperCut, helperCutOf } from "./helpers.js";
import { aliasTargets } from "./path-aliases.js";
import { workspaceTargets } from "./workspace-packages.js";

// Helpers in the files a file imports by relative path, read without type information: the same
// test `helperCutOf` applies to the checker's declarations, on a parse of the imported file. Like
// eslint-plugin-import, this reads other files from disk; ESLint's `--cache` does not see them, so
// a changed helper is seen by a cached file only when that file changes too.

let typescript: typeof ts | null | undefined;
function loadTypescript(): typeof ts | undefined {
  if (typescript === undefined) {
    try {
      typescript = createRequire(import.meta.url)("typescript") as typeof ts;
    } catch {
      typescript = null;
    }
  }
  return typescript ?? undefined;
}

/** Files past this size are not read: a helper module is small, and a bundle would cost a parse. */
const MAX_FILE_BYTES = 512 * 1024;
/** Re-exports and base classes followed before giving up. */
const MAX_HOPS = 4;

const parsed = new Map<string, { mtimeMs: number; file: ts.SourceFile | undefined }>();
/**
 * `stat` results and answers, kept for ten seconds (eslint-plugin-import keeps its export maps for
 * thirty): one import is looked up by many calls in a run, and an editor that lints again after a
 * helper changed sees the change once they lapse.
 */
const statCache = new Map<string, { mtimeMs: number; size: number } | null>();
const answers = new Map<string, HelperCut | null | undefined | typeof CUTS_SAFELY>();
let readAt = 0;

function freshen(): void {
  const now = Date.now();
  if (now - readAt > 10_000) {
    statCache.clear();
    answers.clear();
    readAt = now;
  }
}

function statOf(path: string): { mtimeMs: number; size: number } | null {
  let s = statCache.get(path);
  if (s === undefined) {
    try {
      const st = statSync(path);
      s = st.isFile() ? { mtimeMs: st.mtimeMs, size: st.size } : null;
    } catch {
      s = null;
    }
    statCache.set(path, s);
  }
  return s;
}

const SOURCE_FILE = /\.[mc]?[jt]sx?$/;

/**
 * The file a specifier names, the way TypeScript resolves it (`./x.js` is `./x.ts`): a relative
 * one, one a path alias of the nearest tsconfig covers (`@tools/BashTool/utils`), or a package of
 * the monorepo (`@acme/utils/token`, read from its sources).
 */
export function resolveRelative(fromFile: string, specifier: string): string | undefined {
  if (!isAbsolute(fromFile)) return undefined;
  const bases = specifier.startsWith(".") ? [resolve(dirname(fromFile), specifier)] : [...aliasTargets(fromFile, specifier), ...workspaceTargets(fromFile, specifier)];
  for (const base of bases) {
    const stem = base.replace(/\.[mc]?jsx?$/, "");
    // `./x.js` names `x.ts` in a TypeScript project, or `x.js` itself in a JavaScript one.
    const candidates = [`${stem}.ts`, `${stem}.tsx`, `${stem}.mts`, `${stem}.cts`, ...(SOURCE_FILE.test(base) ? [base] : [`${stem}.js`, `${base}/index.ts`, `${base}/index.tsx`, `${base}/index.js`])];
    const found = candidates.find((c) => statOf(c) !== null);
    if (found) return found;
  }
  return undefined;
}

/** A specifier the rule can read without type information: relative, a path alias of the project, or a package of its workspace. */
export function readableSpecifier(fromFile: string, specifier: string): boolean {
  return specifier.startsWith(".") || (isAbsolute(fromFile) && (aliasTargets(fromFile, specifier).length > 0 || workspaceTargets(fromFile, specifier).length > 0));
}

function sourceFileAt(path: string, t: typeof ts): ts.SourceFile | undefined {
  const st = statOf(path);
  if (!st || st.size > MAX_FILE_BYTES) return undefined;
  const known = parsed.get(path);
  if (known && known.mtimeMs === st.mtimeMs) return known.file;
  let file: ts.SourceFile | undefined;
  try {
    const kind = /\.tsx$/.test(path) ? t.ScriptKind.TSX : /\.[mc]?jsx?$/.test(path) ? t.ScriptKind.JSX : t.ScriptKind.TS;
    file = t.createSourceFile(path, readFileSync(path, "utf8"), t.ScriptTarget.Latest, true, kind);
  } catch {
    file = undefined;
  }
  parsed.set(path, { mtimeMs: st.mtimeMs, file });
  return file;
}

type Found = ts.SignatureDeclaration | ts.ClassDeclaration;

const hasModifier = (n: ts.Node, kind: ts.SyntaxKind, t: typeof ts) => (t.canHaveModifiers(n) ? (t.getModifiers(n) ?? []).some((m) => m.kind === kind) : false);

/** Wrappers that hand their function its own arguments: tracing, memoising, timing (`wrapInActiveSpan("x", async (a) => …)`). */
export const PASS_THROUGH_WRAPPER = /(^|\.)(traced?|withTrac\w*|\w*Span|instrument(ed)?\w*|memoi[sz]ed?|memo|once|cached?|timed|withTiming)$/;

function functionOf(init: ts.Expression | undefined, t: typeof ts): ts.SignatureDeclaration | undefined {
  let e = init;
  while (e && (t.isParenthesizedExpression(e) || t.isAsExpression(e) || t.isSatisfiesExpression(e))) e = e.expression;
  if (e && t.isCallExpression(e) && PASS_THROUGH_WRAPPER.test(e.expression.getText())) e = e.arguments[e.arguments.length - 1];
  return e && (t.isArrowFunction(e) || t.isFunctionExpression(e)) ? e : undefined;
}

/** A top-level function, `const f = () => …` or class of the file by its local name, or what an import of it names. */
function localDeclaration(file: ts.SourceFile, name: string, t: typeof ts, hops: number, seen: Set<string> = new Set()): Found | undefined {
  for (const s of file.statements) {
    if (t.isFunctionDeclaration(s) && s.name?.text === name && s.body) return s;
    if (t.isClassDeclaration(s) && s.name?.text === name) return s;
    if (t.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) if (t.isIdentifier(d.name) && d.name.text === name) return functionOf(d.initializer, t);
    }
    if (t.isImportDeclaration(s) && t.isStringLiteral(s.moduleSpecifier) && s.importClause && !s.importClause.isTypeOnly) {
      const clause = s.importClause;
      const bindings = clause.namedBindings;
      let imported: string | undefined;
      if (clause.name?.text === name) imported = "default";
      if (bindings && t.isNamedImports(bindings)) for (const el of bindings.elements) if (el.name.text === name) imported = (el.propertyName ?? el.name).text;
      if (imported !== undefined) return exportedFrom(file.fileName, s.moduleSpecifier.text, imported, t, hops + 1, seen);
    }
  }
  return undefined;
}

/** What a module exports under `name`, through `export { a as b }`, `export … from` and `export *`. */
function exportedDeclaration(file: ts.SourceFile, name: string, t: typeof ts, hops: number, seen: Set<string>): Found | undefined {
  if (hops > MAX_HOPS) return undefined;
  // `export *` both ways between files, or a barrel that reaches itself: each (file, name) once per lookup.
  const key = `${file.fileName}\0${name}`;
  if (seen.has(key)) return undefined;
  seen.add(key);
  const stars: string[] = [];
  for (const s of file.statements) {
    const exported = hasModifier(s, t.SyntaxKind.ExportKeyword, t);
    const isDefault = hasModifier(s, t.SyntaxKind.DefaultKeyword, t);
    if (exported && (t.isFunctionDeclaration(s) || t.isClassDeclaration(s)) && (isDefault ? name === "default" : s.name?.text === name)) return t.isFunctionDeclaration(s) && !s.body ? undefined : s;
    if (exported && t.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) if (t.isIdentifier(d.name) && d.name.text === name) return functionOf(d.initializer, t);
    }
    if (t.isExportAssignment(s) && name === "default" && t.isIdentifier(s.expression)) return localDeclaration(file, s.expression.text, t, hops, seen);
    if (t.isExportDeclaration(s) && !s.isTypeOnly) {
      const from = s.moduleSpecifier && t.isStringLiteral(s.moduleSpecifier) ? s.moduleSpecifier.text : undefined;
      if (!s.exportClause) {
        if (from) stars.push(from);
        continue;
      }
      if (!t.isNamedExports(s.exportClause)) continue;
      for (const el of s.exportClause.elements) {
        if (el.name.text !== name) continue;
        const local = (el.propertyName ?? el.name).text;
        return from ? exportedFrom(file.fileName, from, local, t, hops + 1, seen) : localDeclaration(file, local, t, hops, seen);
      }
    }
  }
  const common = commonJsExport(file, name, t, hops, seen);
  if (common) return common;
  for (const from of stars) {
    const found = exportedFrom(file.fileName, from, name, t, hops + 1, seen);
    if (found) return found;
  }
  return undefined;
}

/** `module.exports.x` or `exports.x`: the property of the CommonJS exports an assignment names. */
function commonJsTarget(e: ts.Expression, t: typeof ts): string | undefined {
  if (!t.isPropertyAccessExpression(e)) return undefined;
  const owner = e.expression;
  if (t.isIdentifier(owner) && owner.text === "exports") return e.name.text;
  if (t.isPropertyAccessExpression(owner) && t.isIdentifier(owner.expression) && owner.expression.text === "module" && owner.name.text === "exports") return e.name.text;
  return undefined;
}

/**
 * What a CommonJS module exports under `name`: `module.exports = { name }`, `exports.name = …`,
 * a method of `module.exports = new Manager()`, or a static one of `module.exports = Manager`.
 */
function commonJsExport(file: ts.SourceFile, name: string, t: typeof ts, hops: number, seen: Set<string>): Found | undefined {
  for (const s of file.statements) {
    if (!t.isExpressionStatement(s) || !t.isBinaryExpression(s.expression) || s.expression.operatorToken.kind !== t.SyntaxKind.EqualsToken) continue;
    const { left, right } = s.expression;
    if (commonJsTarget(left, t) === name) return functionOf(right, t) ?? (t.isIdentifier(right) ? localDeclaration(file, right.text, t, hops, seen) : undefined);
    const whole = t.isPropertyAccessExpression(left) && t.isIdentifier(left.expression) && left.expression.text === "module" && left.name.text === "exports";
    if (!whole) continue;
    if (t.isObjectLiteralExpression(right)) {
      for (const p of right.properties) {
        if (t.isShorthandPropertyAssignment(p) && p.name.text === name) return localDeclaration(file, name, t, hops, seen);
        if (t.isPropertyAssignment(p) && p.name.getText() === name) return functionOf(p.initializer, t) ?? (t.isIdentifier(p.initializer) ? localDeclaration(file, p.initializer.text, t, hops, seen) : undefined);
        if (t.isMethodDeclaration(p) && p.name.getText() === name && p.body) return p;
      }
    }
    const cls = t.isNewExpression(right) && t.isIdentifier(right.expression) ? localDeclaration(file, right.expression.text, t, hops, seen) : t.isIdentifier(right) ? localDeclaration(file, right.text, t, hops, seen) : undefined;
    if (cls && t.isClassDeclaration(cls)) return t.isNewExpression(right) ? classMember(cls, name, false, t, hops) : classMember(cls, name, true, t, hops);
  }
  return undefined;
}

function exportedFrom(fromFile: string, specifier: string, name: string, t: typeof ts, hops: number, seen: Set<string> = new Set()): Found | undefined {
  if (hops > MAX_HOPS) return undefined;
  const path = resolveRelative(fromFile, specifier);
  const file = path ? sourceFileAt(path, t) : undefined;
  return file ? exportedDeclaration(file, name, t, hops, seen) : undefined;
}

/** A static method of a class, or of the class it extends (`Terminal extends BaseTerminal`). */
function staticMember(cls: ts.ClassDeclaration, member: string, t: typeof ts, hops: number): ts.SignatureDeclaration | undefined {
  return classMember(cls, member, true, t, hops);
}

/** A method of a class (static, or of its instances), or of the class it extends. */
function classMember(cls: ts.ClassDeclaration, member: string, isStatic: boolean, t: typeof ts, hops: number): ts.SignatureDeclaration | undefined {
  if (hops > MAX_HOPS) return undefined;
  for (const m of cls.members) {
    if (hasModifier(m, t.SyntaxKind.StaticKeyword, t) !== isStatic || !m.name || !t.isIdentifier(m.name) || m.name.text !== member) continue;
    if (t.isMethodDeclaration(m)) return m.body ? m : undefined;
    if (t.isPropertyDeclaration(m)) return functionOf(m.initializer, t);
  }
  const base = cls.heritageClauses?.find((h) => h.token === t.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (!base || !t.isIdentifier(base)) return undefined;
  const found = localDeclaration(cls.getSourceFile(), base.text, t, hops + 1);
  return found && t.isClassDeclaration(found) ? classMember(found, member, isStatic, t, hops + 1) : undefined;
}

function signature(found: Found | undefined, t: typeof ts): ts.SignatureDeclaration | undefined {
  return found && !t.isClassDeclaration(found) ? found : undefined;
}

/** Calls inside a helper's body, followed to the helper they run: `f(x)` and `Cls.m(x)` of the file or its relative imports. */
export function followerFor(t: typeof ts): FollowCall {
  return (call) => {
    const callee = call.expression;
    const file = call.getSourceFile();
    if (t.isIdentifier(callee)) return signature(localDeclaration(file, callee.text, t, 0), t);
    if (t.isPropertyAccessExpression(callee) && t.isIdentifier(callee.expression)) {
      const owner = localDeclaration(file, callee.expression.text, t, 0);
      return owner && t.isClassDeclaration(owner) ? staticMember(owner, callee.name.text, t, 0) : undefined;
    }
    return undefined;
  };
}

/**
 * The function an import names (`import { fileContext } from "./files.js"`), read from its file
 * without type information, with the compiler module that parsed it; none where it cannot be read.
 */
export function importedFunction(fromFile: string, source: string, imported: string): { decl: ts.SignatureDeclaration; ts: typeof ts } | undefined {
  const t = loadTypescript();
  if (!t || !readableSpecifier(fromFile, source)) return undefined;
  freshen();
  const decl = signature(exportedFrom(fromFile, source, imported, t, 0), t);
  return decl ? { decl, ts: t } : undefined;
}

/** A helper that hands its input to the cutter (`return cut(text, budget).text`): safe, whatever its name. */
export const CUTS_SAFELY = "cuts-safely";

/** Whether a function's body calls something its file imports from one of `modules` (the cutter). */
export function callsCutter(decl: ts.SignatureDeclaration, t: typeof ts, modules: ReadonlySet<string>): boolean {
  const file = decl.getSourceFile();
  const names = new Set<string>();
  for (const s of file.statements) {
    if (!t.isImportDeclaration(s) || !t.isStringLiteral(s.moduleSpecifier) || !modules.has(s.moduleSpecifier.text)) continue;
    const bindings = s.importClause?.namedBindings;
    if (bindings && t.isNamedImports(bindings)) for (const el of bindings.elements) names.add(el.name.text);
    if (bindings && t.isNamespaceImport(bindings)) names.add(bindings.name.text);
  }
  if (names.size === 0) return false;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (t.isCallExpression(n)) {
      const callee = n.expression;
      const root = t.isPropertyAccessExpression(callee) ? callee.expression : callee;
      if (t.isIdentifier(root) && names.has(root.text)) found = true;
    }
    t.forEachChild(n, visit);
  };
  const body = (decl as ts.FunctionLikeDeclaration).body;
  if (body) visit(body);
  return found;
}

/**
 * What the helper a call runs does to its arguments, when the callee is imported from a relative
 * path: `imported` as `importsOf` gives it (`*` for a namespace), `member` for `X.m(…)`.
 * `undefined` when the file or declaration cannot be read; `null` when it was read and does not
 * cut; `CUTS_SAFELY` when it hands its input to the cutter (`cutterModules`).
 */
export function importedHelperCut(fromFile: string, source: string, imported: string, member: string | undefined, cutterModules: ReadonlySet<string>): HelperCut | null | undefined | typeof CUTS_SAFELY {
  const t = loadTypescript();
  if (!t || !readableSpecifier(fromFile, source)) return undefined;
  freshen();
  const key = `${dirname(fromFile)}\0${source}\0${imported}\0${member ?? ""}`;
  if (answers.has(key)) return answers.get(key);
  const answer = readHelperCut(fromFile, source, imported, member, t, cutterModules);
  answers.set(key, answer);
  return answer;
}

function readHelperCut(fromFile: string, source: string, imported: string, member: string | undefined, t: typeof ts, cutterModules: ReadonlySet<string>): HelperCut | null | undefined | typeof CUTS_SAFELY {
  let decl: ts.SignatureDeclaration | undefined;
  if (member === undefined) decl = signature(exportedFrom(fromFile, source, imported, t, 0), t);
  else if (imported === "*") decl = signature(exportedFrom(fromFile, source, member, t, 0), t);
  else {
    const cls = exportedFrom(fromFile, source, imported, t, 0);
    decl = cls && t.isClassDeclaration(cls) ? staticMember(cls, member, t, 0) : undefined;
    // `import budget from "./budget.js"` of `module.exports = new Budget()`: a method of what the module hands out.
    if (!decl && imported === "default") decl = signature(exportedFrom(fromFile, source, member, t, 0), t);
  }
  if (!decl) return undefined;
  if (callsCutter(decl, t, cutterModules) || spillsWhole(decl, t)) return CUTS_SAFELY;
  return helperCutOf(decl, t, followerFor(t)) ?? null;
}

/** Calls that keep a whole text somewhere it can be read again. */
const SPILL_CALL = /spill|persist|save|archive|stash|store|writeFile|writeFileSync/i;

/**
 * `capWithSpill(body, max)`: saves its whole input first (`const path = spillFullResult(body)`) and
 * names where in what it returns (`full content saved to ${path}`): the cut loses nothing the model
 * cannot read back, whoever calls it.
 */
function spillsWhole(decl: ts.SignatureDeclaration, t: typeof ts): boolean {
  const first = decl.parameters[0]?.name;
  const body = (decl as ts.FunctionLikeDeclaration).body;
  if (!first || !t.isIdentifier(first) || !body) return false;
  let saves = false;
  let names = false;
  const visit = (n: ts.Node): void => {
    if (t.isCallExpression(n)) {
      const callee = n.expression;
      const name = t.isPropertyAccessExpression(callee) ? callee.name.text : t.isIdentifier(callee) ? callee.text : "";
      if (SPILL_CALL.test(name) && n.arguments.some((a) => t.isIdentifier(a) && a.text === first.text)) saves = true;
    }
    if ((t.isTemplateExpression(n) || t.isStringLiteral(n) || t.isNoSubstitutionTemplateLiteral(n)) && /saved (to|at|in)|written to|full (output|content|result|text)[^.]{0,40}(at|in|to)\b/i.test(n.getText())) names = true;
    t.forEachChild(n, visit);
  };
  visit(body);
  return saves && names;
}

import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { CUTTER_PACKAGE, planCutterImport, type ExistingImport } from "../../codemods/recipes.js";
import type { Node } from "../analysis/ast.js";
import { importsOf } from "../analysis/imports.js";

/**
 * The fix that makes an export of tool-output-cutter callable where a suggestion uses it: nothing
 * when it is imported already, a specifier merged into an existing import of the cutter, or a new
 * import after the last one. Returns the local name to call it by.
 */
export function cutterImportFix(exported: string, fixer: TSESLint.RuleFixer, at: Node, sourceCode: Readonly<TSESLint.SourceCode>, module = CUTTER_PACKAGE): { name: string; fix: TSESLint.RuleFix | undefined } {
  const program = sourceCode.ast;
  const existing: ExistingImport[] = [];
  let lastImport: TSESTree.ImportDeclaration | undefined;
  const declByImport = new Map<ExistingImport, TSESTree.ImportDeclaration>();
  for (const s of program.body) {
    if (s.type !== AST_NODE_TYPES.ImportDeclaration) continue;
    lastImport = s;
    const named = new Map<string, string>();
    let mergeable = s.importKind !== "type" && s.specifiers.every((x) => x.type !== AST_NODE_TYPES.ImportNamespaceSpecifier);
    for (const x of s.specifiers) {
      if (x.type === AST_NODE_TYPES.ImportSpecifier && x.importKind !== "type") named.set(x.imported.type === AST_NODE_TYPES.Identifier ? x.imported.name : String(x.imported.value), x.local.name);
    }
    if (!s.specifiers.some((x) => x.type === AST_NODE_TYPES.ImportSpecifier)) mergeable = false;
    const entry = { source: s.source.value, named, mergeable };
    existing.push(entry);
    declByImport.set(entry, s);
  }
  // Taken anywhere from the rewritten node up to the global scope (module scope included),
  // or used as a global that an import would shadow.
  const taken = (name: string) => {
    for (let scope: TSESLint.Scope.Scope | null = sourceCode.getScope(at); scope; scope = scope.upper) {
      if (scope.set.has(name) || scope.through.some((r) => r.identifier.name === name)) return true;
    }
    return importsOf(program).has(name);
  };
  const semicolon = lastImport ? sourceCode.getText(lastImport).trimEnd().endsWith(";") : true;
  const plan = planCutterImport(exported, existing, taken, semicolon, module);
  if (plan.kind === "present") return { name: plan.name, fix: undefined };
  if (plan.kind === "merge") {
    const target = existing.find((e) => e.source === module && e.mergeable);
    const decl = target ? declByImport.get(target) : undefined;
    const last = decl?.specifiers.filter((x) => x.type === AST_NODE_TYPES.ImportSpecifier).pop();
    if (last) return { name: plan.name, fix: fixer.insertTextAfter(last, `, ${plan.specifier}`) };
  }
  const statement = plan.kind === "insert" ? plan.statement : `import { ${plan.specifier} } from "${module}"${semicolon ? ";" : ""}`;
  if (lastImport) return { name: plan.name, fix: fixer.insertTextAfter(lastImport, `\n${statement}`) };
  const first = program.body[0];
  return { name: plan.name, fix: first ? fixer.insertTextBefore(first, `${statement}\n`) : fixer.insertTextAfterRange([0, 0], `${statement}\n`) };
}

/**
 * Where the cutter is imported from in this project: `settings["tool-output"].cutterModule`
 * (a re-export such as `@acme/harness/cutter`), else tool-output-cutter. Suggestions import from
 * it and the rules treat calls of either as the cutter's.
 */
export function cutterModulesOf(settings: Readonly<Record<string, unknown>>): { module: string; modules: ReadonlySet<string> } {
  const own = settings["tool-output"];
  const configured = typeof own === "object" && own !== null ? (own as Record<string, unknown>).cutterModule : undefined;
  const module = typeof configured === "string" && configured.trim() !== "" ? configured.trim() : CUTTER_PACKAGE;
  return { module, modules: new Set([CUTTER_PACKAGE, module]) };
}

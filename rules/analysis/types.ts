import { createRequire } from "node:module";
import type { TSESTree } from "@typescript-eslint/utils";
import type { RuleContext } from "@typescript-eslint/utils/ts-eslint";
import type * as ts from "typescript";

/**
 * What the rules ask of the type checker. Present only when the file was parsed with type
 * information; every rule works without it and uses it to confirm or rule out what syntax guessed.
 * `typescript` is loaded lazily, so the plugin still loads where it is not installed.
 */
export interface TypeInfo {
  /** The file that declares what a callee or identifier resolves to, through aliases and re-exports. */
  declarationFile(node: TSESTree.Node): string | undefined;
  /** `string`, `Buffer`/`Uint8Array`, `string[]`, another array, something else, or not known (`any`). */
  valueKind(node: TSESTree.Node): "string" | "bytes" | "string-array" | "array" | "other" | "unknown";
  /** A framework tool-result type this expression is expected to produce (contextual type), by name. */
  contextualModelType(node: TSESTree.Node): string | undefined;
  /** The framework tool-result type a function returns (through `Promise<…>`), by name. */
  returnedModelType(fn: TSESTree.Node): string | undefined;
  /** The property names of an expression's type, through `Promise<…>` (empty when not known). */
  propertyNames(node: TSESTree.Node): string[];
  /** The properties of an expression's type (through `Promise<…>`) whose values are arrays. */
  arrayProperties(node: TSESTree.Node): string[];
  /** The TypeScript declaration of a called function in another file, for helper analysis. */
  functionDeclaration(callee: TSESTree.Node): ts.SignatureDeclaration | undefined;
  ts: typeof ts;
}

/** Tool-result types of the frameworks: an object typed as one of these goes to the model. */
export const MODEL_TYPES = new Set([
  "CallToolResult",
  "ToolMessage",
  "ToolMessageFieldsWithToolCallId",
  "ToolResultPart",
  "ToolModelMessage",
  "ToolContent",
  "FunctionCallResultItem",
  "FunctionCallOutput",
  "ToolResult",
]);

let typescript: typeof ts | undefined;
function loadTypescript(): typeof ts {
  typescript ??= createRequire(import.meta.url)("typescript") as typeof ts;
  return typescript;
}

const cache = new WeakMap<object, TypeInfo | undefined>();

export function typeInfoOf(context: Readonly<RuleContext<string, readonly unknown[]>>): TypeInfo | undefined {
  const services = context.sourceCode.parserServices;
  if (!services?.program || !services.esTreeNodeToTSNodeMap) return undefined;
  // One per file: the node maps belong to the file, even when the program is shared.
  if (cache.has(context.sourceCode)) return cache.get(context.sourceCode);
  const t = loadTypescript();
  const program = services.program;
  const checker = program.getTypeChecker();
  const nodeMap = services.esTreeNodeToTSNodeMap;
  const toTs = (node: TSESTree.Node) => nodeMap.get(node as never) as ts.Node | undefined;

  const symbolOf = (node: TSESTree.Node): ts.Symbol | undefined => {
    const tsNode = toTs(node);
    if (!tsNode) return undefined;
    const target = t.isCallExpression(tsNode) || t.isNewExpression(tsNode) ? tsNode.expression : tsNode;
    const name = t.isPropertyAccessExpression(target) ? target.name : target;
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & t.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol;
  };

  /** An expression's type through `Promise<…>` and `| undefined`, when the checker knows it. */
  const objectTypeOf = (node: TSESTree.Node): { type: ts.Type; tsNode: ts.Node } | undefined => {
    const tsNode = toTs(node);
    if (!tsNode) return undefined;
    let type = checker.getTypeAtLocation(tsNode);
    const awaited = checker.getAwaitedType(type);
    if (awaited) type = awaited;
    if (type.flags & (t.TypeFlags.Any | t.TypeFlags.Unknown)) return undefined;
    return { type: checker.getNonNullableType(type), tsNode };
  };

  const nameOfType = (type: ts.Type): string | undefined => type.aliasSymbol?.getName() ?? type.getSymbol()?.getName();

  const info: TypeInfo = {
    ts: t,
    declarationFile(node) {
      const decl = symbolOf(node)?.declarations?.[0];
      return decl?.getSourceFile().fileName;
    },
    valueKind(node) {
      const tsNode = toTs(node);
      if (!tsNode) return "unknown";
      const type = checker.getTypeAtLocation(tsNode);
      if (type.flags & (t.TypeFlags.Any | t.TypeFlags.Unknown)) return "unknown";
      const parts = type.isUnion() ? type.types.filter((p) => !(p.flags & (t.TypeFlags.Undefined | t.TypeFlags.Null))) : [type];
      if (parts.every((p) => p.flags & t.TypeFlags.StringLike)) return "string";
      const name = nameOfType(type);
      if (name === "Buffer" || name === "Uint8Array" || name === "ArrayBuffer") return "bytes";
      if (checker.isArrayType(type) || checker.isTupleType(type)) {
        const element = checker.getTypeArguments(type as ts.TypeReference)[0];
        return element && element.flags & t.TypeFlags.StringLike ? "string-array" : "array";
      }
      return "other";
    },
    contextualModelType(node) {
      const tsNode = toTs(node);
      if (!tsNode || !t.isExpression(tsNode)) return undefined;
      const type = checker.getContextualType(tsNode);
      if (!type) return undefined;
      for (const p of type.isUnion() ? type.types : [type]) {
        const name = nameOfType(p);
        if (name !== undefined && MODEL_TYPES.has(name)) return name;
      }
      return undefined;
    },
    returnedModelType(fn) {
      const tsNode = toTs(fn);
      if (!tsNode || !t.isFunctionLike(tsNode)) return undefined;
      const signature = checker.getSignatureFromDeclaration(tsNode);
      if (!signature) return undefined;
      let type = checker.getReturnTypeOfSignature(signature);
      const awaited = checker.getAwaitedType(type);
      if (awaited) type = awaited;
      for (const p of type.isUnion() ? type.types : [type]) {
        const name = nameOfType(p);
        if (name !== undefined && MODEL_TYPES.has(name)) return name;
      }
      return undefined;
    },
    propertyNames(node) {
      const found = objectTypeOf(node);
      return found ? checker.getPropertiesOfType(found.type).map((p) => p.getName()) : [];
    },
    arrayProperties(node) {
      const found = objectTypeOf(node);
      if (!found) return [];
      return checker
        .getPropertiesOfType(found.type)
        .filter((p) => {
          const pt = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(p, found.tsNode));
          return checker.isArrayType(pt) || checker.isTupleType(pt);
        })
        .map((p) => p.getName());
    },
    functionDeclaration(callee) {
      const decl = symbolOf(callee)?.declarations?.[0];
      if (!decl) return undefined;
      if (t.isFunctionDeclaration(decl) || t.isMethodDeclaration(decl)) return decl;
      if (t.isVariableDeclaration(decl) && decl.initializer && (t.isArrowFunction(decl.initializer) || t.isFunctionExpression(decl.initializer))) return decl.initializer;
      return undefined;
    },
  };
  cache.set(context.sourceCode, info);
  return info;
}

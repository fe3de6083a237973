import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import { unwrap, memberName } from "./ast.js";
import { importsOf } from "./imports.js";

/**
 * Names a function in the style of typescript-eslint's TypeOrValueSpecifier: a bare name matches
 * a callee of that name wherever it comes from; `from: "package"` only one imported from that
 * package (or one of its subpaths); `from: "file"` one declared in this file or imported by a
 * relative path.
 */
export type FunctionSpecifier =
  | string
  | { from: "package"; name: string | string[]; package: string }
  | { from: "file"; name: string | string[]; path?: string };

export const functionSpecifierSchema: JSONSchema4 = {
  oneOf: [
    { type: "string", description: "A callee name, matched wherever it is declared." },
    {
      type: "object",
      additionalProperties: false,
      required: ["from", "name", "package"],
      properties: {
        from: { type: "string", enum: ["package"], description: "Imported from a package." },
        name: { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" }, minItems: 1 }], description: "The exported name(s)." },
        package: { type: "string", description: "The package, e.g. `@acme/agent-kit`; its subpaths match too." },
      },
    },
    {
      type: "object",
      additionalProperties: false,
      required: ["from", "name"],
      properties: {
        from: { type: "string", enum: ["file"], description: "Declared in this project." },
        name: { oneOf: [{ type: "string" }, { type: "array", items: { type: "string" }, minItems: 1 }], description: "The declared name(s)." },
        path: { type: "string", description: "Only when imported from a relative path ending in this (e.g. `lib/tools`)." },
      },
    },
  ],
};

function names(spec: Exclude<FunctionSpecifier, string>): string[] {
  return Array.isArray(spec.name) ? spec.name : [spec.name];
}

function samePackage(source: string, pkg: string): boolean {
  return source === pkg || source.startsWith(`${pkg}/`);
}

/** Does `callee` (of a call or `new`) name a function the specifier describes? */
export function matchesSpecifier(callee: TSESTree.Node, spec: FunctionSpecifier, program: TSESTree.Program): boolean {
  const c = unwrap(callee);
  const imports = importsOf(program);
  let local: string | undefined;
  let member: string | undefined;
  if (c.type === AST_NODE_TYPES.Identifier) local = c.name;
  else if (c.type === AST_NODE_TYPES.MemberExpression) {
    member = memberName(c);
    const object = unwrap(c.object);
    if (object.type === AST_NODE_TYPES.Identifier) local = object.name;
  }
  if (typeof spec === "string") return (member ?? local) === spec;
  const wanted = names(spec);
  const binding = local === undefined ? undefined : imports.get(local);
  // `ns.name()` through a namespace import, or `name()` through a named import.
  const exported = member !== undefined ? (binding?.imported === "*" ? member : undefined) : binding?.imported;
  if (spec.from === "package") return binding !== undefined && exported !== undefined && samePackage(binding.source, spec.package) && wanted.includes(exported);
  if (binding === undefined) return member === undefined && local !== undefined && wanted.includes(local);
  if (!binding.source.startsWith(".")) return false;
  const source = binding.source.replace(/\.(c|m)?[jt]sx?$/, "");
  return exported !== undefined && wanted.includes(exported) && (spec.path === undefined || source.endsWith(spec.path.replace(/\.(c|m)?[jt]sx?$/, "")));
}

export function matchesAny(callee: TSESTree.Node, specs: readonly FunctionSpecifier[], program: TSESTree.Program): boolean {
  return specs.some((s) => matchesSpecifier(callee, s, program));
}

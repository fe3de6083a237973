import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";

interface SchemaNode {
  type?: unknown;
  properties?: Record<string, SchemaNode>;
  additionalProperties?: unknown;
  description?: string;
  items?: SchemaNode | SchemaNode[];
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
}

/**
 * Lists what makes a rule's option schema loose: an object schema that accepts unknown keys (a
 * misspelt option would be ignored silently) or an option without a description (the docs and
 * editor hovers would have nothing to show).
 */
export function strictSchemaProblems(schema: JSONSchema4 | readonly JSONSchema4[] | undefined): string[] {
  const problems: string[] = [];
  const visit = (schemaNode: JSONSchema4, path: string): void => {
    const node = schemaNode as SchemaNode;
    if (node.type === "object" || node.properties) {
      if (node.additionalProperties !== false) problems.push(`${path}: object schema without additionalProperties: false`);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        if (!child.description) problems.push(`${path}.${key}: option without a description`);
        visit(child as JSONSchema4, `${path}.${key}`);
      }
    }
    if (node.items && !Array.isArray(node.items)) visit(node.items as JSONSchema4, `${path}[]`);
    for (const alt of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) visit(alt as JSONSchema4, path);
  };
  if (schema === undefined) return problems;
  const list: readonly JSONSchema4[] = Array.isArray(schema) ? schema : [schema as JSONSchema4];
  list.forEach((node, i) => visit(node, `[${i}]`));
  return problems;
}

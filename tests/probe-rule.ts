import { createRule } from "../rules/create-rule.js";

/**
 * A rule that exists only in tests, to exercise the rule infrastructure (createRule, option
 * schemas, both RuleTester flavours) before and independently of the plugin's real rules.
 * It reports `new X(…)`; with type information it names the constructed type as the checker
 * sees it, which proves that the type-aware flavour reaches the real framework packages.
 */
export const probeRule = createRule<[{ allow?: string[] }], "constructed" | "constructedTyped">({
  name: "probe-new-expression",
  meta: {
    type: "suggestion",
    docs: { description: "Reports constructor calls (test-only).", recommended: true, typeAware: true },
    schema: [
      {
        type: "object",
        properties: {
          allow: {
            type: "array",
            items: { type: "string" },
            description: "Constructor names not to report.",
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      constructed: "`new {{callee}}` constructs a value.",
      constructedTyped: "`new {{callee}}` constructs a {{typeName}}.",
    },
  },
  defaultOptions: [{ allow: [] }],
  create(context, [{ allow = [] }]) {
    const services = context.sourceCode.parserServices;
    const checker = services?.program ? services.program.getTypeChecker() : undefined;
    return {
      NewExpression(node) {
        const callee = context.sourceCode.getText(node.callee);
        if (allow.includes(callee)) return;
        if (checker && services?.esTreeNodeToTSNodeMap) {
          const tsNode = services.esTreeNodeToTSNodeMap.get(node);
          const typeName = checker.typeToString(checker.getTypeAtLocation(tsNode));
          context.report({ node, messageId: "constructedTyped", data: { callee, typeName } });
          return;
        }
        context.report({ node, messageId: "constructed", data: { callee } });
      },
    };
  },
});

import { AST_NODE_TYPES } from "@typescript-eslint/utils";
import { describe, expect, it } from "vitest";
import { planCutterImport } from "../codemods/recipes.js";
import { createRule } from "../rules/create-rule.js";
import { cutterImportFix } from "../rules/fixes/cutter-import.js";
import { syntacticRuleTester } from "./rule-tester.js";

/**
 * A test-only rule: every call `useExhaust()` gets a suggestion that calls the cutter's `exhaust`
 * instead, through the shared import fix, so the fix's four outcomes can be seen in the output.
 */
const probe = createRule<[], "call" | "fix">({
  name: "probe-cutter-import",
  meta: {
    type: "suggestion",
    docs: { description: "Test-only." },
    hasSuggestions: true,
    schema: [],
    messages: { call: "call", fix: "fix" },
  },
  defaultOptions: [],
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== AST_NODE_TYPES.Identifier || node.callee.name !== "useExhaust") return;
        context.report({
          node,
          messageId: "call",
          suggest: [
            {
              messageId: "fix",
              fix: (fixer) => {
                const { name, fix } = cutterImportFix("exhaust", fixer, node, context.sourceCode);
                const call = fixer.replaceText(node.callee, name);
                return fix ? [call, fix] : [call];
              },
            },
          ],
        });
      },
    };
  },
});

const suggest = (output: string) => [{ messageId: "call" as const, suggestions: [{ messageId: "fix" as const, output }] }];

syntacticRuleTester().run("cutterImportFix", probe, {
  valid: [],
  invalid: [
    {
      name: "no imports: a new import goes first",
      code: "useExhaust();\n",
      errors: suggest('import { exhaust } from "tool-output-cutter";\nexhaust();\n'),
    },
    {
      name: "other imports: the new one goes after the last, with their semicolon style",
      code: 'import { a } from "a"\nimport { b } from "b"\nuseExhaust(a, b);\n',
      errors: suggest('import { a } from "a"\nimport { b } from "b"\nimport { exhaust } from "tool-output-cutter"\nexhaust(a, b);\n'),
    },
    {
      name: "an import of the cutter: merged into it",
      code: 'import { cut } from "tool-output-cutter";\nuseExhaust(cut);\n',
      errors: suggest('import { cut, exhaust } from "tool-output-cutter";\nexhaust(cut);\n'),
    },
    {
      name: "already imported under another name: that name, no new import",
      code: 'import { exhaust as drain } from "tool-output-cutter";\nuseExhaust(drain);\n',
      errors: suggest('import { exhaust as drain } from "tool-output-cutter";\ndrain(drain);\n'),
    },
    {
      name: "the name is taken in the file: imported under a fallback name",
      code: "const exhaust = 1;\nuseExhaust(exhaust);\n",
      errors: suggest('import { exhaust as exhaustPages } from "tool-output-cutter";\nconst exhaust = 1;\nexhaustPages(exhaust);\n'),
    },
    {
      name: "a type-only import of the cutter is not merged into",
      code: 'import type { Page } from "tool-output-cutter";\nuseExhaust({} as Page<string>);\n',
      errors: suggest('import type { Page } from "tool-output-cutter";\nimport { exhaust } from "tool-output-cutter";\nexhaust({} as Page<string>);\n'),
    },
  ],
});

describe("planCutterImport", () => {
  it("numbers the fallback name when it is taken too", () => {
    const taken = new Set(["cut", "cutToolOutput"]);
    expect(planCutterImport("cut", [], (n) => taken.has(n))).toEqual({ kind: "insert", name: "cutToolOutput2", statement: 'import { cut as cutToolOutput2 } from "tool-output-cutter";' });
  });
  it("falls back to <name>FromCutter for an export without a chosen fallback", () => {
    expect(planCutterImport("collect", [], (n) => n === "collect")).toMatchObject({ kind: "insert", name: "collectFromCutter" });
  });
});

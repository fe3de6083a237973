import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import plugin from "../eslint-plugin.js";
import { ruleDocsUrl } from "../rules/create-rule.js";
import { probeRule } from "./probe-rule.js";
import { syntacticRuleTester, typedRuleTester } from "./rule-tester.js";
import { strictSchemaProblems } from "./strict-schema.js";

describe("createRule", () => {
  it("fills meta.docs.url from the rule name", () => {
    expect(probeRule.meta.docs?.url).toBe(ruleDocsUrl("probe-new-expression"));
    expect(ruleDocsUrl("no-positional-cut")).toMatch(/\/docs\/rules\/no-positional-cut\.md$/);
  });

  it("gives every real rule a docs url that matches its name", () => {
    for (const [name, rule] of Object.entries(plugin.rules)) {
      expect(rule.meta.docs?.url, name).toBe(ruleDocsUrl(name));
    }
  });
});

describe("RuleTester, syntactic flavour", () => {
  syntacticRuleTester().run("probe-new-expression", probeRule, {
    valid: [{ code: "const m = new Map();", options: [{ allow: ["Map"] }] }, "const n = 1;"],
    invalid: [
      {
        code: "const m = new Map<string, number>();",
        errors: [{ messageId: "constructed", data: { callee: "Map" } }],
      },
    ],
  });
});

describe("RuleTester, type-aware flavour over fixtures/tsconfig.json", () => {
  typedRuleTester().run("probe-new-expression", probeRule, {
    valid: [],
    invalid: [
      {
        // The real MCP SDK types must resolve from the fixture project.
        code: [
          'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
          'const server = new McpServer({ name: "probe", version: "1.0.0" });',
        ].join("\n"),
        errors: [{ messageId: "constructedTyped", data: { callee: "McpServer", typeName: "McpServer" } }],
      },
    ],
  });
});

describe("option schemas", () => {
  const linter = new Linter({ configType: "flat" });
  const config = (options: unknown): Linter.Config[] => [
    {
      plugins: { probe: { rules: { "new-expression": probeRule as never } } },
      rules: { "probe/new-expression": ["error", options] as Linter.RuleEntry },
    },
  ];

  it("accepts a correctly spelt option", () => {
    const messages = linter.verify("new Map();", config({ allow: ["Map"] }));
    expect(messages).toEqual([]);
  });

  it("rejects a misspelt option with ESLint's usual message", () => {
    expect(() => linter.verify("new Map();", config({ alow: ["Map"] }))).toThrow(
      /Key "probe\/new-expression"[\s\S]*should NOT have additional properties[\s\S]*Unexpected property "alow"/,
    );
  });

  it("the schema check used below finds a loose schema", () => {
    expect(strictSchemaProblems([{ type: "object", properties: { a: { type: "string" } } }])).toEqual([
      "[0]: object schema without additionalProperties: false",
      "[0].a: option without a description",
    ]);
    expect(strictSchemaProblems(probeRule.meta.schema)).toEqual([]);
  });

  it("every real rule has a strict schema with a description per option", () => {
    for (const [name, rule] of Object.entries(plugin.rules)) {
      expect(strictSchemaProblems(rule.meta.schema), name).toEqual([]);
    }
  });
});

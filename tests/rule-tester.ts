import { fileURLToPath } from "node:url";
import { RuleTester } from "@typescript-eslint/rule-tester";
import { afterAll, describe, it } from "vitest";

// RuleTester runs on any test framework that provides these four hooks.
RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

export const FIXTURES_DIR = fileURLToPath(new URL("../fixtures/", import.meta.url));
const RULE_TESTER_PROJECT = fileURLToPath(new URL("../fixtures/rule-tester/", import.meta.url));

/** Parses with typescript-eslint's parser but builds no program: what a lone file without types gets. */
export function syntacticRuleTester(): RuleTester {
  return new RuleTester();
}

/**
 * Full type information over the small project `fixtures/rule-tester/`, so a test case that
 * imports `@modelcontextprotocol/sdk`, `ai`, `@langchain/core` or `@openai/agents` meets their
 * real types. Each case is parsed as `fixtures/rule-tester/file.ts` unless it names another file.
 */
export function typedRuleTester(): RuleTester {
  return new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: RULE_TESTER_PROJECT,
      },
    },
  });
}

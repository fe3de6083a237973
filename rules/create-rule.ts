import type { TSESLint } from "@typescript-eslint/utils";
import { ESLintUtils } from "@typescript-eslint/utils";

/**
 * What every rule of this plugin declares about itself in `meta.docs`. The plugin's configs and
 * the README's rule table are generated from these fields, so they are the one place a rule says
 * where it belongs.
 */
export interface ToolOutputRuleDocs {
  description: string;
  /** Enabled by `recommended` (and so by `recommended-type-checked`). */
  recommended?: boolean;
  /** Needs type information (`parserOptions.projectService`); such a rule is never in `recommended`. */
  requiresTypeChecking?: boolean;
  /** Works on a lone file, and gets sharper when type information is present. */
  typeAware?: boolean;
}

export const REPOSITORY_URL = "https://github.com/tool-output/eslint-plugin-tool-output";

export function ruleDocsUrl(ruleName: string): string {
  return `${REPOSITORY_URL}/blob/main/docs/rules/${ruleName}.md`;
}

/** typescript-eslint's RuleCreator, with `meta.docs.url` filled from the rule's name. */
export const createRule = ESLintUtils.RuleCreator<ToolOutputRuleDocs>(ruleDocsUrl);

/** A rule as this plugin stores it: options and message ids erased, docs typed. */
export type ToolOutputRule = TSESLint.RuleModule<string, readonly unknown[], ToolOutputRuleDocs>;

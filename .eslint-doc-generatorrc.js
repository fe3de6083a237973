// Options for eslint-doc-generator, shared by `npm run docs`, `npm run docs:check` and
// tests/docs.test.ts. It reads the built plugin (dist/), so run `npm run build` first.
import plugin from "./dist/eslint-plugin.js";

const emoji = { recommended: "✅", "recommended-type-checked": "☑️" };

// The generator rejects an emoji for a config that enables no rule, and an empty list.
const configEmoji = Object.entries(emoji).filter(([name]) => Object.keys(plugin.configs[name].rules).length > 0);

/** @type {import('eslint-doc-generator').GenerateOptions} */
export default {
  ...(configEmoji.length > 0 ? { configEmoji } : {}),
  ignoreConfig: ["all"],
  ruleDocSectionInclude: ["Rule details", "When not to use it"],
  ruleListColumns: ["name", "description", "configsError", "fixable", "hasSuggestions", "requiresTypeChecking", "deprecated"],
};

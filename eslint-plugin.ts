import { buildConfigs, type ConfigName, type FlatConfig } from "./configs.js";
import type { ToolOutputRule } from "./rules/create-rule.js";
import { readPackageInfo } from "./package-info.js";
import { rules } from "./rules/index.js";

// Read at load time so that the version ESLint sees (caching, --print-config) is the installed one.
const pkg = readPackageInfo();

export interface ToolOutputPlugin {
  meta: { name: string; version: string };
  rules: Record<string, ToolOutputRule>;
  configs: Record<ConfigName, FlatConfig>;
}

const plugin: ToolOutputPlugin = {
  meta: { name: pkg.name, version: pkg.version },
  rules,
  configs: {} as Record<ConfigName, FlatConfig>,
};
// The configs refer to the plugin object itself, so they are filled in after it exists.
Object.assign(plugin.configs, buildConfigs(plugin, rules));

export default plugin;
export type { ConfigName, FlatConfig } from "./configs.js";
export type { ToolOutputRule, ToolOutputRuleDocs } from "./rules/create-rule.js";

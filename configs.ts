import type { Linter } from "eslint";
import type { ToolOutputRule } from "./rules/create-rule.js";

export const PLUGIN_PREFIX = "tool-output";

export type ConfigName = "recommended" | "recommended-type-checked" | "all";
/** ESLint's own config type, so the configs drop into `defineConfig()` and plain arrays alike. */
export type FlatConfig = Linter.Config;

type Severity = "error" | "warn";

/** Which configs a rule belongs to, read from its metadata alone. */
export function configsOfRule(rule: ToolOutputRule): ConfigName[] {
  const docs = rule.meta.docs;
  if (rule.meta.deprecated) return [];
  const names: ConfigName[] = ["all"];
  if (docs?.recommended) {
    names.push("recommended-type-checked");
    if (!docs.requiresTypeChecking) names.push("recommended");
  }
  return names;
}

/**
 * The plugin's flat configs, generated from the rules' metadata so that no list of rule names is
 * kept by hand. Each config registers the plugin under the `tool-output` prefix, so any one of
 * them is enough on its own in `eslint.config.*`.
 */
export function buildConfigs(
  plugin: object,
  rules: Readonly<Record<string, ToolOutputRule>>,
  severity: Severity = "error",
): Record<ConfigName, FlatConfig> {
  const ruleEntries: Record<ConfigName, Record<string, Severity>> = {
    recommended: {},
    "recommended-type-checked": {},
    all: {},
  };
  for (const name of Object.keys(rules).sort()) {
    const rule = rules[name];
    if (!rule) continue;
    for (const config of configsOfRule(rule)) {
      ruleEntries[config][`${PLUGIN_PREFIX}/${name}`] = severity;
    }
  }
  const make = (config: ConfigName): FlatConfig => ({
    name: `${PLUGIN_PREFIX}/${config}`,
    plugins: { [PLUGIN_PREFIX]: plugin },
    rules: ruleEntries[config],
  });
  return {
    recommended: make("recommended"),
    "recommended-type-checked": make("recommended-type-checked"),
    all: make("all"),
  };
}

import { readFileSync } from "node:fs";
import { Linter } from "eslint";
import { describe, expect, it } from "vitest";
import { buildConfigs, configsOfRule, PLUGIN_PREFIX } from "../configs.js";
import plugin from "../eslint-plugin.js";
import type { ToolOutputRule, ToolOutputRuleDocs } from "../rules/create-rule.js";
import { probeRule } from "./probe-rule.js";

function withDocs(docs: Partial<ToolOutputRuleDocs>, deprecated = false): ToolOutputRule {
  const rule = probeRule as unknown as ToolOutputRule;
  return {
    ...rule,
    meta: { ...rule.meta, deprecated, docs: { description: "synthetic", ...docs } },
  };
}

describe("configs generated from rule metadata", () => {
  const fakePlugin = { meta: { name: "fake" } };
  const synthetic = {
    syntactic: withDocs({ recommended: true }),
    "needs-types": withDocs({ recommended: true, requiresTypeChecking: true }),
    optional: withDocs({}),
    retired: withDocs({ recommended: true }, true),
  };

  it("puts each rule where its docs say", () => {
    const configs = buildConfigs(fakePlugin, synthetic);
    expect(configs.recommended.rules).toEqual({ "tool-output/syntactic": "error" });
    expect(configs["recommended-type-checked"].rules).toEqual({
      "tool-output/needs-types": "error",
      "tool-output/syntactic": "error",
    });
    expect(configs.all.rules).toEqual({
      "tool-output/needs-types": "error",
      "tool-output/optional": "error",
      "tool-output/syntactic": "error",
    });
  });

  it("changes when a rule's metadata changes", () => {
    const before = buildConfigs(fakePlugin, synthetic);
    const after = buildConfigs(fakePlugin, { ...synthetic, optional: withDocs({ recommended: true }) });
    expect(before.recommended.rules).not.toHaveProperty("tool-output/optional");
    expect(after.recommended.rules).toHaveProperty("tool-output/optional", "error");
    const demoted = buildConfigs(fakePlugin, { ...synthetic, syntactic: withDocs({ requiresTypeChecking: true }) });
    expect(demoted.recommended.rules).toEqual({});
    expect(configsOfRule(synthetic.retired)).toEqual([]);
  });

  it("registers the plugin under the tool-output prefix in every config", () => {
    const configs = buildConfigs(fakePlugin, synthetic);
    for (const [name, config] of Object.entries(configs)) {
      expect(config.name).toBe(`${PLUGIN_PREFIX}/${name}`);
      expect(config.plugins?.[PLUGIN_PREFIX]).toBe(fakePlugin);
    }
  });
});

describe("the plugin object", () => {
  const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
    name: string;
    version: string;
  };

  it("names itself after the installed package", () => {
    expect(plugin.meta).toEqual({ name: pkg.name, version: pkg.version });
  });

  it("has exactly the configs its rules' metadata generate", () => {
    const regenerated = buildConfigs(plugin, plugin.rules);
    expect(Object.keys(plugin.configs).sort()).toEqual(["all", "recommended", "recommended-type-checked"]);
    for (const name of ["recommended", "recommended-type-checked", "all"] as const) {
      expect(plugin.configs[name].rules).toEqual(regenerated[name].rules);
      expect(plugin.configs[name].plugins?.[PLUGIN_PREFIX]).toBe(plugin);
    }
  });

  it("each config is a valid flat config that ESLint accepts on its own", () => {
    const linter = new Linter({ configType: "flat" });
    for (const name of ["recommended", "all"] as const) {
      expect(() => linter.verify("const x = 1;\n", [plugin.configs[name]])).not.toThrow();
    }
  });
});

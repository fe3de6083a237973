import type { ToolOutputRule } from "./create-rule.js";
import noIgnoredCursor from "./no-ignored-cursor.js";
import noPositionalCut from "./no-positional-cut.js";
import noSilentSkip from "./no-silent-skip.js";
import requireCompleteness from "./require-completeness.js";

/**
 * Every rule of the plugin, by its name without the `tool-output/` prefix. The configs are
 * derived from this table and each rule's metadata; add a rule here and nowhere else.
 *
 * The four planned rules (DESIGN.md) are registered as their issues land; none is registered
 * before it is real.
 */
export const rules: Record<string, ToolOutputRule> = {
  "no-positional-cut": noPositionalCut,
  "no-ignored-cursor": noIgnoredCursor,
  "no-silent-skip": noSilentSkip,
  "require-completeness": requireCompleteness,
};

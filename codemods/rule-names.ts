/**
 * The rules that have a codemod, in the order their transforms run on a file: cuts first, so later
 * rules see the cutter. Kept apart from the transforms so that the CLI can name them without
 * loading ESLint.
 */
export const RULE_NAMES: readonly string[] = ["no-positional-cut", "no-silent-skip", "require-completeness", "no-ignored-cursor"];

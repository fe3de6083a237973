/**
 * The replacement recipes: how a positional cut becomes a call of tool-output-cutter. Rule
 * suggestions and the codemods both build their text here, so the editor and `tool-output
 * migrate` write the same code. Everything here is plain text in, text out.
 */

export const CUTTER_PACKAGE = "tool-output-cutter";

export type RecipeUnit = "chars" | "bytes" | "lines";

export interface CutRecipe {
  /** Source text of the value to cut (for `JSON.stringify(x).slice(…)`, `x` itself). */
  value: string;
  unit: RecipeUnit;
  /** Source text of the limit: what the positional cut kept. */
  limit: string;
  /** Keep the end as well (middle elision), with this expression as the tail's share of the limit. */
  tailShare?: string;
  /** The value is text to cut by lines, not JSON. */
  text?: boolean;
}

const BUDGET_KEY: Record<RecipeUnit, string> = { chars: "maxChars", bytes: "maxBytes", lines: "maxRows" };

/** `{ maxChars: N }`, from the unit and the limit's source text. */
export function budgetText(unit: RecipeUnit, limit: string): string {
  return `{ ${BUDGET_KEY[unit]}: ${limit} }`;
}

/** `cut(value, { maxChars: N }).text`, with cut options where the recipe needs them. */
export function cutCallText(recipe: CutRecipe, cutName = "cut"): string {
  const options: string[] = [];
  if (recipe.text || recipe.unit === "lines") options.push(`format: "text"`);
  if (recipe.tailShare !== undefined) options.push(`keep: "head-tail"`, `tailShare: ${recipe.tailShare}`);
  const optionsText = options.length > 0 ? `, { ${options.join(", ")} }` : "";
  return `${cutName}(${recipe.value}, ${budgetText(recipe.unit, recipe.limit)}${optionsText}).text`;
}

/** The share of the budget for the tail, as source text: a number when both parts are literals. */
export function tailShareText(head: string, tail: string): string {
  if (/^\d+$/.test(head) && /^\d+$/.test(tail) && Number(head) + Number(tail) > 0) {
    return String(Math.round((Number(tail) / (Number(head) + Number(tail))) * 1000) / 1000);
  }
  return `${tail} / (${head} + ${tail})`;
}

/** An existing import of the cutter, as the caller's parser sees it. */
export interface ExistingImport {
  source: string;
  /** imported name → local name */
  named: ReadonlyMap<string, string>;
  /** Whether more named specifiers can be merged in (not a namespace or default-only import). */
  mergeable: boolean;
}

export type ImportPlan =
  /** The cutter's `cut` is already imported under `name`. */
  | { kind: "present"; name: string }
  /** Add `specifier` to the existing import from the cutter. */
  | { kind: "merge"; name: string; specifier: string }
  /** Insert a new import declaration. */
  | { kind: "insert"; name: string; statement: string };

/**
 * How to make `cut` callable: reuse an import, merge into one, or add one; under another local
 * name when `cut` already means something else in the file.
 */
export function planCutImport(imports: readonly ExistingImport[], isNameTaken: (name: string) => boolean, semicolon = true): ImportPlan {
  const cutter = imports.filter((i) => i.source === CUTTER_PACKAGE);
  for (const i of cutter) {
    const local = i.named.get("cut");
    if (local !== undefined) return { kind: "present", name: local };
  }
  let name = "cut";
  for (let n = 0; isNameTaken(name); n++) name = n === 0 ? "cutToolOutput" : `cutToolOutput${n + 1}`;
  const specifier = name === "cut" ? "cut" : `cut as ${name}`;
  const target = cutter.find((i) => i.mergeable);
  if (target) return { kind: "merge", name, specifier };
  return { kind: "insert", name, statement: `import { ${specifier} } from "${CUTTER_PACKAGE}"${semicolon ? ";" : ""}` };
}

/**
 * The skip ledger added where a loop drops records: a list declared before the loop, one entry
 * pushed per failure, and the list returned beside the items. Typed in TypeScript files so that an
 * empty array literal does not widen to `any[]`.
 */
export interface SkipLedgerRecipe {
  /** The ledger's name (`skipped`, or another if that one is taken). */
  name: string;
  /** Source text of the caught error. */
  error: string;
  typescript: boolean;
}

export function skipLedgerDeclarationText(recipe: SkipLedgerRecipe): string {
  return recipe.typescript ? `const ${recipe.name}: { error: string }[] = [];` : `const ${recipe.name} = [];`;
}

export function skipLedgerPushText(recipe: SkipLedgerRecipe): string {
  return `${recipe.name}.push({ error: String(${recipe.error}) });`;
}

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
  /** The export is already imported from the cutter under `name`. */
  | { kind: "present"; name: string }
  /** Add `specifier` to the existing import from the cutter. */
  | { kind: "merge"; name: string; specifier: string }
  /** Insert a new import declaration. */
  | { kind: "insert"; name: string; statement: string };

/** Local names to fall back on when an export's own name already means something else in the file. */
const FALLBACK_NAME: Record<string, string> = { cut: "cutToolOutput", exhaust: "exhaustPages" };

/**
 * How to make an export of the cutter (`cut`, `exhaust`…) callable: reuse an import, merge into
 * one, or add one; under another local name when the export's name is taken in the file.
 */
export function planCutterImport(exported: string, imports: readonly ExistingImport[], isNameTaken: (name: string) => boolean, semicolon = true, module = CUTTER_PACKAGE): ImportPlan {
  // An import from the package itself counts as well when the project names a re-export.
  const cutter = [...imports.filter((i) => i.source === module), ...imports.filter((i) => i.source === CUTTER_PACKAGE && module !== CUTTER_PACKAGE)];
  for (const i of cutter) {
    const local = i.named.get(exported);
    if (local !== undefined) return { kind: "present", name: local };
  }
  const fallback = FALLBACK_NAME[exported] ?? `${exported}FromCutter`;
  let name = exported;
  for (let n = 0; isNameTaken(name); n++) name = n === 0 ? fallback : `${fallback}${n + 1}`;
  const specifier = name === exported ? exported : `${exported} as ${name}`;
  const target = imports.find((i) => i.source === module && i.mergeable);
  if (target) return { kind: "merge", name, specifier };
  return { kind: "insert", name, statement: `import { ${specifier} } from "${module}"${semicolon ? ";" : ""}` };
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

/**
 * A one-page listing made exhaustive: `client.listTools()` becomes an `exhaust()` over its cursor
 * that resolves to the same shape (`{ tools }`), and still rejects when a page fails or the
 * listing cannot be completed, as the one call rejected when it failed.
 */
export interface ExhaustListRecipe {
  /** Source text of the method: `client.listTools`. */
  method: string;
  /** The field that holds the page's items: `tools`. */
  items: string;
  /** The local name of the cutter's `exhaust`. */
  exhaustName?: string;
}

export function exhaustListText(recipe: ExhaustListRecipe): string {
  const exhaustName = recipe.exhaustName ?? "exhaust";
  return (
    `await ${exhaustName}(async (cursor) => {\n` +
    `  const page = await ${recipe.method}(cursor === undefined ? {} : { cursor });\n` +
    `  return { items: page.${recipe.items}, envelope: { complete: page.nextCursor === undefined, ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }) } };\n` +
    `}).then((all) => {\n` +
    `  if (!all.complete) throw all.error ?? new Error(\`${recipe.method.split(".").pop() ?? "list"}: listing incomplete (\${all.problems.map((p) => p.kind).join(", ")})\`);\n` +
    `  return { ${recipe.items}: all.items };\n` +
    `})`
  );
}

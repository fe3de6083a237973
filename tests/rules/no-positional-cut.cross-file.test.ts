// Without type information, no-positional-cut reads the helpers a file imports by relative path
// (fixtures/rule-tester/{text-kit,shell-base,shell,kits}.ts): what their bodies do, not their names.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import rule from "../../rules/no-positional-cut.js";
import { FIXTURES_DIR, syntacticRuleTester } from "../rule-tester.js";

/** Parsed as a file beside the helpers, so that `./text-kit.js` resolves to a file on disk. */
const filename = join(FIXTURES_DIR, "rule-tester", "file.ts");

/** An AI SDK tool that reads a log as `text`, then runs `body`; `imports` go at the top. */
function logTool(imports: string, body: string): string {
  return `import { tool } from "ai";
import { z } from "zod";
${imports}
export const readLog = tool({
  description: "Read a log",
  inputSchema: z.object({ path: z.string(), maxChars: z.number().optional() }),
  execute: async ({ path, maxChars }) => {
    const text = await load(path);
${body}
  },
});
declare function load(p: string): Promise<string>;
`;
}

const NEUTRAL = logTool(
  'import { condense, firstLine, lastPart } from "./text-kit.js";',
  `    if (path.endsWith(".err")) return lastPart(text, 3000);
    return \`\${firstLine(text)}\\n\${condense(text, 6000)}\`;`,
);

const INHERITED = logTool('import { Shell } from "./shell.js";', "    return `${Shell.promptLine(text)}\\n${Shell.tidyOutput(text)}`;");

const BARREL = logTool('import { keepTail, Terminal } from "./kits.js";\nimport * as kit from "./kits.js";', "    return [keepTail(text, 900), Terminal.tidyOutput(text), kit.firstLine(text), kit.condense(text, 700)].join(\"\\n\");");

const helperCall = (line: number, helper: string, detail: string, consequence: string) => ({
  messageId: "helperCall" as const,
  line,
  data: { helper, detail, consequence, reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" },
  suggestions: [],
});

syntacticRuleTester().run("no-positional-cut (helpers read from relative imports)", rule, {
  valid: [
    {
      name: "the same calls in a file whose imports cannot be read: names decide, and these say nothing",
      code: NEUTRAL,
    },
    {
      name: "a neutral name from a module that is not there, or from a package: nothing is guessed",
      filename,
      code: logTool('import { condense } from "./missing.js";\nimport { lastPart } from "text-kit";', "    return condense(text, 100) + lastPart(text, 100);"),
    },
    {
      name: "a helper that keeps the first `maxItems` entries of a list caps records, not text",
      filename,
      code: logTool('import { capList } from "./text-kit.js";', "    return JSON.stringify(capList(text.split(\"\\n\\n\"), 50));"),
    },
    {
      name: "a helper that does not cut (the first line, a static method that keeps the prompt)",
      filename,
      code: logTool('import { firstLine } from "./text-kit.js";\nimport { Shell } from "./shell.js";', "    return firstLine(text) + Shell.promptLine(text);"),
    },
    {
      name: "a helper that slices at a position a parse found (`last.start`) is no cut",
      filename,
      code: logTool('import { leadingStatements } from "./code-kit.js";', "    return leadingStatements(text);"),
    },
    {
      name: "a helper already rewritten to the cutter is safe, though its name says it truncates",
      filename,
      code: logTool('import { truncateOutput } from "./safe-kit.js";', "    return truncateOutput(text, 4000);"),
    },
    {
      name: "a cap that saves the whole text first and names the file in its note",
      filename,
      code: logTool('import { capWithSpill } from "./spill-kit.js";', "    return capWithSpill(text, 50_000);"),
    },
    {
      name: "a name the re-export cycle does not define: the lookup ends, nothing is guessed",
      filename,
      code: logTool('import { condenseAll } from "./star-a.js";', "    return condenseAll(text, 100);"),
    },
    {
      name: "a cutting helper whose result only goes to the console",
      filename,
      code: logTool('import { condense } from "./text-kit.js";', "    console.log(condense(text, 200));\n    return text;"),
    },
    {
      name: "a prefix helper given the model's own limit and start: the window it asked for",
      filename,
      code: logTool('import { condense } from "./text-kit.js";', "    return condense(text.slice(offset ?? 0), maxChars ?? 4000);").replace("({ path, maxChars })", "({ path, offset, maxChars })"),
    },
  ],
  invalid: [
    {
      name: "the same cap and note with nothing saved: the note is no route back",
      filename,
      code: logTool('import { capWithNote } from "./spill-kit.js";', "    return capWithNote(text, 50_000);"),
      errors: [{ messageId: "helperCall" as const, line: 9, suggestions: [] }],
    },
    {
      name: "a cap that saves the whole text but does not say where: the model cannot ask for it",
      filename,
      code: logTool('import { capAndStash } from "./spill-kit.js";', "    return capAndStash(text, 50_000);"),
      errors: [{ messageId: "helperCall" as const, line: 9, suggestions: [] }],
    },
    {
      name: "a helper that cuts the bytes a TextEncoder makes of its argument",
      filename,
      code: logTool('import { leadingUtf8 } from "./text-kit.js";', "    return leadingUtf8(text, 4096);"),
      errors: [helperCall(9, "leadingUtf8", "keeps the start, in ./text-kit.js", "bytes after 4096 are dropped, possibly inside a multi-byte character")],
    },
    {
      // The model can ask for more, not for the rest: with no start to read from, a budget is a cap.
      name: "a prefix helper given the model's own budget and no start: what is past it is out of reach",
      filename,
      code: logTool('import { condense } from "./text-kit.js";', "    return condense(text, maxChars ?? 4000);"),
      errors: [helperCall(9, "condense", "keeps the start, in ./text-kit.js", "everything after character maxChars ?? 4000 is dropped and the model is not told")],
    },
    {
      name: "helpers that call each other are both cuts, whichever is read first (a)",
      filename,
      code: logTool('import { headA, headB } from "./cycle-kit.js";', "    return headA(text) + headB(text);"),
      errors: [12, 26].map((column) => ({ messageId: "helperCall" as const, line: 9, column, suggestions: [] })),
    },
    {
      name: "helpers that call each other are both cuts, whichever is read first (b)",
      filename,
      code: logTool('import { headA, headB } from "./cycle-kit.js";', "    return headB(text) + headA(text);"),
      errors: [12, 26].map((column) => ({ messageId: "helperCall" as const, line: 9, column, suggestions: [] })),
    },
    {
      name: "a name defined beside a re-export cycle is found through it",
      filename,
      code: logTool('import { keepFirst } from "./star-b.js";', "    return keepFirst(text, 900);"),
      errors: [{ messageId: "helperCall", line: 9, suggestions: [] }],
    },
    {
      name: "a helper named for truncating whose body shows no cut the reading follows: by its name",
      filename,
      code: logTool('import { truncateOutput } from "./missing-kit.js";', "    return truncateOutput({ content: text, maxChars: 4000 });"),
      errors: [{ messageId: "helperCall", line: 9, suggestions: [] }],
    },
    {
      name: "helpers read from the imported file: the two that cut, not the one that does not",
      filename,
      code: NEUTRAL,
      errors: [
        helperCall(9, "lastPart", "keeps the end, in ./text-kit.js", "everything before the last 3000 characters is dropped and the model is not told"),
        helperCall(10, "condense", "keeps the start, in ./text-kit.js", "everything after character 6000 is dropped and the model is not told"),
      ],
    },
    {
      name: "a static method inherited from a base class in a third file, which passes its input to a cutting helper",
      filename,
      code: INHERITED,
      // The limit is the base class's own constant: the call passes none.
      errors: [helperCall(9, "tidyOutput", "keeps the start, in ./shell.js", "everything past the limit is dropped and the model is not told")],
    },
    {
      name: "a middle elision given the model's own budget is no window: no offset reaches the middle",
      code: logTool(
        "function elide(text: string, max: number): string {\n  const half = Math.floor(max / 2);\n  return text.length <= max ? text : text.slice(0, half) + \"\\n…\\n\" + text.slice(-half);\n}",
        "    return elide(text, maxChars ?? 4000);",
      ),
      errors: [{ messageId: "helperCut", line: 5, suggestions: 1 as never }, { messageId: "helperCall", line: 12, suggestions: [] }],
    },
    {
      name: "through a barrel: a renamed re-export, a re-exported class, and a namespace import",
      filename,
      code: BARREL,
      errors: [
        { ...helperCall(10, "keepTail", "keeps the end, in ./kits.js", "everything before the last 900 characters is dropped and the model is not told"), column: 13 },
        { ...helperCall(10, "tidyOutput", "keeps the start, in ./kits.js", "everything past the limit is dropped and the model is not told"), column: 34 },
        { ...helperCall(10, "condense", "keeps the start, in ./kits.js", "everything after character 700 is dropped and the model is not told"), column: 82 },
      ],
    },
  ],
});

syntacticRuleTester().run("no-positional-cut (byte cutters read from relative imports)", rule, {
  valid: [
    {
      name: "a position walked by a scan for a line break is no limit",
      filename,
      code: logTool('import { restAfterBreak } from "./byte-kit.js";', "    return restAfterBreak(text, 0);"),
    },
  ],
  invalid: [
    {
      name: "a byte prefix moved back to a character's edge is still a cut of the limit, and splits no character",
      filename,
      code: logTool('import { utf8Head } from "./byte-kit.js";', "    return utf8Head(text, 16_384).content;"),
      errors: [helperCall(9, "utf8Head", "keeps the start, in ./byte-kit.js", "bytes after 16_384 are dropped and the model is not told")],
    },
  ],
});

syntacticRuleTester().run("no-positional-cut (formatters read from relative imports)", rule, {
  valid: [
    {
      name: "a heading cut at the caller's width is a label",
      filename,
      code: logTool('import { fileHeading } from "./format-kit.js";', "    return fileHeading(path, 60) + text;"),
    },
  ],
  invalid: [
    {
      // The text is built from the hits, so no cutter call on the argument keeps the same text: no suggestion.
      name: "text built from the records passed in, cut at the caller's budget",
      filename,
      code: logTool('import { formatHits } from "./format-kit.js";', "    const hits = text.split(\"\\n\").map((t, i) => ({ file: path, line: i + 1, text: t }));\n    return formatHits(hits, 7500).formatted;"),
      errors: [helperCall(10, "formatHits", "keeps the start, in ./format-kit.js", "everything after character 7500 is dropped and the model is not told")],
    },
    {
      // The cut is of the second argument's serialized text, held in a `let` the helper reassigns; the first argument is only a name.
      name: "a tool's result serialized and cut by a helper that takes the tool's name first",
      filename,
      code: logTool('import { serializeResult } from "./format-kit.js";', '    return serializeResult("read_log", { path, text });'),
      errors: [{ ...helperCall(9, "serializeResult", "keeps the start, in ./format-kit.js", "everything past the limit is dropped and the model is not told"), line: 9 }],
    },
  ],
});

syntacticRuleTester().run("no-positional-cut (CommonJS helpers read from relative imports)", rule, {
  valid: [
    {
      name: "a method of the module's instance that measures, not cuts",
      filename,
      code: logTool('import budget from "./cjs-kit.js";', "    return `${budget.overBy(text, 4000)} over`;"),
    },
  ],
  invalid: [
    {
      name: "a method of `module.exports = new ContextBudget()`, called on the default import",
      filename,
      code: logTool('import budget from "./cjs-kit.js";', "    return budget.fitToContext(text, 4000);"),
      errors: [helperCall(9, "fitToContext", "keeps the start, in ./cjs-kit.js", "everything after character 4000 is dropped and the model is not told")],
    },
    {
      name: "the same method through a namespace import",
      filename,
      code: logTool('import * as budget from "./cjs-kit.js";', "    return budget.fitToContext(text, 4000);"),
      errors: [helperCall(9, "fitToContext", "keeps the start, in ./cjs-kit.js", "everything after character 4000 is dropped and the model is not told")],
    },
  ],
});

/** A file of fixtures/rule-tester/packages/aliased-agent, whose tsconfig maps `@kit/*`, `@services/*` and `@tools/*` to its src/. */
const aliased = (path: string) => join(FIXTURES_DIR, "rule-tester", "packages", "aliased-agent", path);
const JOB_TOOLS = readFileSync(aliased("src/tools/job-tools.ts"), "utf8");

/** A local wrapper around an imported cutting helper; `wrapper` is its body, called from the tool. */
const WRAPPED = (wrapper: string) =>
  logTool(`import { writeFileSync } from "node:fs";\nimport { condense } from "./text-kit.js";\nfunction tidy(t: string): string {\n${wrapper}\n}`, "    return tidy(text);");

syntacticRuleTester().run("no-positional-cut (aliased imports, wrappers of imported helpers)", rule, {
  valid: [
    {
      name: "an aliased import from a file no tsconfig gives the alias: nothing is guessed",
      filename,
      code: JOB_TOOLS,
    },
    {
      name: "a wrapper that saves the whole and says where before it cuts: its callers lose nothing",
      filename,
      code: WRAPPED('  writeFileSync("/tmp/job.log", t);\n  return condense(t, 800) + "\\n[full output saved to /tmp/job.log]";'),
    },
  ],
  invalid: [
    {
      name: "a helper imported through the package's path alias is read like a relative one",
      filename: aliased("src/tools/job-tools.ts"),
      code: JOB_TOOLS,
      errors: [
        {
          messageId: "helperCall",
          line: 25,
          data: { helper: "headOf", detail: "keeps the start, in @kit/text.js", consequence: "everything after character 4000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool" },
          suggestions: [],
        },
      ],
    },
    {
      name: "a wrapper that cuts with an imported helper: the helper's call and the wrapper's call are both reported",
      filename,
      code: WRAPPED("  return condense(t, 800);"),
      errors: [
        helperCall(6, "condense", "keeps the start, in ./text-kit.js", "everything after character 800 is dropped and the model is not told"),
        helperCall(13, "tidy", "through `condense()`, keeps the start, in ./text-kit.js", "everything past the limit is dropped and the model is not told"),
      ],
    },
  ],
});

/**
 * A pnpm monorepo written to a temp folder: `pnpm-workspace.yaml` lists its packages (unindented, as
 * pnpm writes it), and the helper package exports its files through a `./*` pattern into dist/.
 */
const pnpmRepo = mkdtempSync(join(tmpdir(), "tool-output-pnpm-"));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(pnpmRepo, path)), { recursive: true });
  writeFileSync(join(pnpmRepo, path), text);
};
write("pnpm-workspace.yaml", "packages:\n- libs/*\n- 'apps/*'\n");
write("libs/clip/package.json", JSON.stringify({ name: "@acme/clip", exports: { "./*": { types: "./dist/lib/*.d.ts", default: "./dist/lib/*.js" } } }));
write("libs/clip/src/lib/text.ts", "export function lastOf(output: string, keep: number): string {\n  return output.length > keep ? output.slice(-keep) : output;\n}\n");
write("apps/agent/package.json", JSON.stringify({ name: "@acme/agent" }));
const pnpmTool = join(pnpmRepo, "apps/agent/src/tools.ts");

syntacticRuleTester().run("no-positional-cut (helpers of a pnpm workspace package)", rule, {
  valid: [
    {
      name: "a package of the same name outside the workspace is not read",
      filename: join(tmpdir(), "elsewhere", "tools.ts"),
      code: logTool('import { lastOf } from "@acme/clip/text";', "    return lastOf(text, 4000);"),
    },
  ],
  invalid: [
    {
      name: "a helper of a workspace package, exported through a pattern into dist/, is read from its sources",
      filename: pnpmTool,
      code: logTool('import { lastOf } from "@acme/clip/text";', "    return lastOf(text, 4000);"),
      errors: [helperCall(9, "lastOf", "keeps the end, in @acme/clip/text", "everything before the last 4000 characters is dropped and the model is not told")],
    },
  ],
});

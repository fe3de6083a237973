// Forms of cut that no-positional-cut knows by their shape: a budget converted between units, a
// head and a tail known by their names, a window ahead of a match, pieces of one text, and a budget
// the model passes with no place to start from. Each beside the twin that is no cut.
import rule from "../../rules/no-positional-cut.js";
import { syntacticRuleTester } from "../rule-tester.js";

/** A tokenizer as tiktoken and gpt-tokenizer shape it: text to token ids and back. */
const TOKENIZER = "declare const enc: { encode(text: string): number[]; decode(tokens: number[]): string };";

const ruleTester = syntacticRuleTester();

/** An AI SDK tool whose `execute` has `text` (a fetched page) and runs `body`; `extra` goes below. */
const pageTool = (body: string, extra = "") => `import { tool } from "ai";
import { z } from "zod";
const MAX_CHARS = 8000;
const CONTEXT = 200;
export const fetchPage = tool({
  description: "Fetch a page as text",
  inputSchema: z.object({ url: z.string() }),
  execute: async ({ url }) => {
    const text = await download(url);
${body}
  },
});
declare function download(u: string): Promise<string>;
${extra}`;

/** A helper that keeps a share of a token budget as head and tail, the budget converted to characters. */
const TOKEN_SHARE = (head: string) => `export function truncateToTokens(content: string, maxTokens: number, tokens: number): string {
  const charsPerToken = content.length / tokens;
  const target = Math.round(charsPerToken * maxTokens);
  const keepHead = ${head};
  const keepTail = target - keepHead;
  return content.slice(0, keepHead) + "\\n[output truncated]\\n" + content.slice(-keepTail);
}
`;

/** A helper that splits a budget into a head and a tail at line breaks, and the caller that joins them. */
const SPLIT_BUDGET = (join: string) => `function splitAtLines(body: string, budget: number): { head: string; tail: string; start: number; end: number } {
  const headEnd = body.lastIndexOf("\\n", budget / 2);
  const tailStart = body.indexOf("\\n", body.length - budget / 2);
  return { head: body.slice(0, headEnd), tail: body.slice(tailStart), start: headEnd, end: tailStart };
}
export function shortenOutput(output: string, budget: number): string {
  const kept = splitAtLines(output, budget);
  const marker = "[...elided...]";
  return ${join};
}
`;

/** A helper that cuts UTF-8 bytes to a budget less the room its marker takes; `end` is the budget. */
const BYTE_BUDGET = (end: string) => `const MARKER = "\\n... [truncated]";
const encoder = new TextEncoder();
const decoder = new TextDecoder();
function toByteBudget(str: string, targetBytes: number): string {
  const overhead = 2 + encoder.encode(MARKER).length;
  const budget = ${end};
  const encoded = encoder.encode(str);
  if (encoded.length <= budget) return str;
  return decoder.decode(encoded.slice(0, budget)) + MARKER;
}
`;

ruleTester.run("no-positional-cut (forms of cut)", rule, {
  valid: [
    { name: "token ids counted for a log, never decoded into what the model reads", code: pageTool('    console.log("first tokens", enc.encode(text).slice(0, 50));\n    return text;', TOKENIZER) },
    { name: "the kept part of an untyped list is mapped item by item: records", code: pageTool("    const result = await references(text);\n    const limited = result.slice(0, 20);\n    return limited.map(String).join(\"\\n\");", "declare function references(t: string): Promise<any>;") },
    { name: "an untyped list cut and mapped at once: records", code: pageTool("    const result = await references(text);\n    return result.slice(0, 20).map(String).join(\"\\n\");", "declare function references(t: string): Promise<any>;") },
    { name: "a bound named for a count of items cuts a list", code: pageTool("    const found = await lookup(text);\n    return JSON.stringify({ found: found.slice(0, maxItems) });", "declare function lookup(t: string): Promise<any>;\nconst maxItems = 50;") },
    {
      name: "a list declared an array of records is a list (a merge of two rankings cut to the limit)",
      code: pageTool("    return JSON.stringify(mergeHits(hitsOf(text), hitsOf(url), 20));", "interface Hit { id: number; text: string }\ndeclare function hitsOf(t: string): Hit[];\nfunction mergeHits(a: Hit[], b: Hit[], limit: number): Hit[] {\n  const merged: Hit[] = [];\n  for (let i = 0; i < Math.max(a.length, b.length); i++) merged.push(...[a[i], b[i]].filter((h): h is Hit => h !== undefined));\n  return merged.slice(0, limit);\n}"),
    },
    { name: "a value that falls back to an empty array is a list", code: pageTool("    const data = await lookup(text);\n    const floats = Array.isArray(data?.floats) ? data.floats : [];\n    return JSON.stringify(floats.slice(0, 20));", "declare function lookup(t: string): Promise<any>;") },
    { name: "a shortened copy beside the whole value in the same record", code: pageTool("    return JSON.stringify({ content: text, snippet: text.slice(0, 200) });") },
    { name: "a shortened copy with a marker joined on, beside the whole", code: pageTool("    return JSON.stringify({ body: text, snippet: text.length > 200 ? text.slice(0, 200) + \"…\" : text });") },
    { name: "a helper's shortened copy beside the whole value it was given", code: pageTool("    return JSON.stringify({ content: clean(text), snippet: shorten(clean(text)) });", "declare function clean(t: string): string;\nfunction shorten(t: string): string { return t.length > 200 ? t.substring(0, 200) + \"...\" : t; }") },
    { name: "a position found by a search less a marker's room is parsing", code: pageTool("    return toByteBudget(text, 5000);", BYTE_BUDGET('Math.max(0, new TextDecoder().decode(encoder.encode(str)).indexOf("<") - overhead)')) },
    { name: "half of a text by its own length is a split, not a cut", code: pageTool("    const half = text.slice(0, text.length / 2);\n    return [half, text.slice(half.length)];") },
    { name: "the ends of a range around a marker are numbers, not text", code: SPLIT_BUDGET("`${kept.start}...${kept.end}`") },
    { name: "a key's two ends around a mask are a masked secret", code: pageTool("    const apiKey = { prefix: 'sk-1', suffix: 'x9' };\n    return `${apiKey.prefix}…${apiKey.suffix}\\n${text}`;") },
    { name: "a step back of a character or two from a position found by a search", code: pageTool('    const at = text.indexOf("<body");\n    return text.slice(at - 1);') },
    { name: "the first results of a search joined in lines are records", code: pageTool('    const results = await search(text);\n    return results.slice(0, 4).join("\\n");', "declare function search(q: string): Promise<string[]>;") },
    { name: "a list of diagnostics trimmed by count is records", code: pageTool("    const group = await lint(text);\n    return { ...group, diagnostics: group.diagnostics.slice(0, 50) };", "declare function lint(t: string): Promise<{ file: string; diagnostics: string[] }>;") },
    { name: "the first field of a comma-separated line is parsing, not a splitter's piece", code: pageTool('    return text.split(",")[0] ?? "";') },
    { name: "a few records of a list beside a marker of how many were hidden", code: pageTool('    const hits = await search(text);\n    return [...hits.slice(0, 3), `[${hits.length - 4} hidden]`, ...hits.slice(-1)].join("\\n");', "declare function search(q: string): Promise<string[]>;") },
    {
      name: "an options helper whose field is a label",
      code: 'export function truncateLabel({ label, maxLength }: { label: string; maxLength: number }): string {\n  return label.length > maxLength ? label.slice(0, maxLength) : label;\n}\n',
    },
    {
      name: "an exported function named for formatting, with no caller here, is not named for making text fit",
      code: "const MAX = 2000;\nexport function formatPrompt(prompt: string): string {\n  return prompt.length > MAX ? prompt.slice(0, MAX) : prompt;\n}\n",
    },
    {
      name: "the model's budget beside the start it reads from: a window it asked for",
      code: `import { tool } from "ai";
import { z } from "zod";
export const readPage = tool({
  description: "Read a page",
  inputSchema: z.object({ url: z.string(), offset: z.number(), maxLength: z.number() }),
  execute: async ({ url, offset, maxLength }) => (await download(url)).slice(offset, offset + maxLength),
});
declare function download(u: string): Promise<string>;
`,
    },
  ],
  invalid: [
    {
      name: "a page cut as a tokenizer's tokens and decoded back",
      code: pageTool("    return enc.decode(enc.encode(text).slice(0, 2000));", TOKENIZER),
      errors: [{ messageId: "positionalCut", line: 10, data: { what: "Prefix cut of tool output", consequence: "everything after token 2000 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "lines declared as strings may be lines of one text",
      code: pageTool("    const lines: string[] = text.split(\"\\n\");\n    return lines.slice(0, 200).join(\"\\n\");"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: [] }],
    },
    {
      name: "the whole kept only in a display field is no copy the model has",
      code: pageTool("    return { excerpt: text.slice(0, MAX_CHARS), returnDisplay: text };"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "the cut is the record's model-facing field: the whole beside it stays with the harness",
      code: pageTool("    return { llmContent: text.slice(0, MAX_CHARS), raw: text };"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "lines split from a text, cut and then mapped, are still a line cut",
      code: pageTool("    const lines = text.split(\"\\n\");\n    const kept = lines.slice(0, 40);\n    return kept.map((l) => l.trimEnd()).join(\"\\n\");"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: [] }],
    },
    {
      name: "lines kept from a filtered split, cut and then mapped, are still a line cut",
      code: pageTool("    const nonEmpty = text.split(\"\\n\").filter(Boolean);\n    const kept = nonEmpty.slice(0, 40);\n    return kept.map((l) => l.trimEnd()).join(\"\\n\");"),
      errors: [{ messageId: "positionalCut", line: 11, suggestions: [] }],
    },
    {
      name: "a bound named for items still cuts text that is visibly text",
      code: pageTool("    return JSON.stringify(await lookup(text)).slice(0, maxItems);", "declare function lookup(t: string): Promise<unknown>;\nconst maxItems = 5000;"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a text that falls back to an empty string is text",
      code: pageTool("    const data = await lookup(text);\n    const body = typeof data?.body === \"string\" ? data.body : \"\";\n    return body.slice(0, MAX_CHARS);", "declare function lookup(t: string): Promise<any>;"),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: 1 as never }],
    },
    {
      name: "a sibling that holds the bound is no whole copy",
      code: pageTool("    return JSON.stringify({ snippet: text.slice(0, MAX_CHARS), limit: MAX_CHARS });"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: 1 as never }],
    },
    {
      name: "a byte budget less the framing its marker takes is still the budget",
      code: pageTool("    return toByteBudget(text, 5000);", BYTE_BUDGET("Math.max(0, targetBytes - overhead)")),
      errors: [
        { messageId: "helperCall", line: 10, suggestions: [] },
        { messageId: "helperCut", line: 22, suggestions: 1 as never },
      ],
    },
    {
      name: "frames of a stack: the first few and the last around a count of the hidden ones",
      code: pageTool('    const lines = text.split("\\n");\n    const frames = lines.slice(1);\n    return [...lines.slice(0, 1), ...frames.slice(0, 3), `    ... [${frames.length - 4} frames hidden]`, ...frames.slice(-1)].join("\\n");'),
      errors: [{ messageId: "positionalCut", line: 12, data: { what: "Middle elision of tool output", consequence: "everything between the kept head and tail is dropped, where the error or the answer often is", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: [] }],
    },
    {
      name: "a start declared across two lines and an end, joined around a marker",
      code: pageTool('    const opening =\n      text.slice(0, 2000);\n    const closing = text.slice(-2000);\n    return opening + "\\n[…]\\n" + closing;'),
      errors: [{ messageId: "positionalCut", line: 13, data: { what: "Middle elision of tool output", consequence: "everything between the first 2000 and the last 2000 characters is dropped, where the error or the answer often is", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "a start declared after another name in one declaration, and an end",
      code: pageTool('    const shown = 1, opening = text.slice(0, 2000);\n    const closing = text.slice(-2000);\n    return `${shown}` + opening + "\\n[…]\\n" + closing;'),
      errors: [{ messageId: "positionalCut", line: 12, suggestions: 1 as never }],
    },
    {
      name: "the first lines of some of the lines of a text",
      code: pageTool('    const lines = text.split("\\n");\n    const body = lines.slice(2);\n    return body.slice(0, 5).join("\\n");'),
      errors: [{ messageId: "positionalCut", line: 12, data: { what: "Line cut of tool output", consequence: "every line after the first 5 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "a helper that takes its text and limit in an options object",
      code: 'export function truncateWithMessage({ str, maxLength, message = "TRUNCATED" }: { str: string; maxLength: number; message?: string }): string {\n  if (str.length <= maxLength) return str;\n  const suffix = `\\n[${message}]`;\n  return str.slice(0, maxLength - suffix.length) + suffix;\n}\n',
      errors: [{ messageId: "helperCut", line: 4, data: { helper: "truncateWithMessage", consequence: "everything after character maxLength - suffix.length is dropped and the model is not told", callers: "It is exported under a truncating name, so its callers may pass it tool output." }, suggestions: 1 as never }],
    },
    {
      name: "the first piece a text splitter made of a page",
      code: pageTool("    return (await splitter.splitText(text))[0] ?? \"\";", "declare const splitter: { splitText(t: string): Promise<string[]> };"),
      errors: [{ messageId: "positionalCut", line: 10, data: { what: "Line cut of tool output", consequence: "every piece of the text after the first is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "an exported function named for making text fit, with a cut in its body",
      code: "const MAX = 2000;\nexport function trimPrompt(prompt: string): string {\n  return prompt.length > MAX ? prompt.slice(0, MAX) : prompt;\n}\n",
      errors: [{ messageId: "helperCut", line: 3, data: { helper: "trimPrompt", consequence: "everything after character MAX is dropped and the model is not told", callers: "It is exported under a truncating name, so its callers may pass it tool output." }, suggestions: 1 as never }],
    },
    {
      name: "a head and a tail from a token budget converted to characters",
      code: TOKEN_SHARE("Math.round(target * 0.4)"),
      errors: [{ messageId: "helperCut", line: 6, data: { helper: "truncateToTokens", consequence: "everything between the first keepHead and the last keepTail characters is dropped, where the error or the answer often is", callers: "It is exported under a truncating name, so its callers may pass it tool output." }, suggestions: 1 as never }],
    },
    {
      name: "a head and a tail another function cut, joined around a marker by their names",
      code: SPLIT_BUDGET("`${kept.head}${marker}${kept.tail}`"),
      errors: [{ messageId: "helperCut", line: 9, data: { helper: "shortenOutput", consequence: "everything between the kept head and tail is dropped, where the error or the answer often is", callers: "It is exported under a truncating name, so its callers may pass it tool output." }, suggestions: [] }],
    },
    {
      name: "everything more than a fixed distance ahead of the match is dropped",
      code: pageTool('    const matchStart = text.indexOf(url);\n    return "..." + text.slice(matchStart - CONTEXT);'),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Window of tool output around a match", consequence: "everything more than CONTEXT characters from the match is dropped", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: [] }],
    },
    {
      name: "a position the code worked out, not one the caller gave: the end of what is kept after it",
      code: pageTool("    const end = locate(text, url);\n    return text.slice(0, end + MAX_CHARS);", "declare function locate(t: string, u: string): number;"),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Prefix cut of tool output", consequence: "everything after character end + MAX_CHARS is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: 1 as never }],
    },
    {
      name: "the first pieces of a page a text splitter made",
      code: pageTool('    const pieces = await splitter.splitText(text);\n    return pieces.slice(0, 4).join("\\n");', "declare const splitter: { splitText(t: string): Promise<string[]> };"),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Line cut of tool output", consequence: "every piece of the text after the first 4 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      name: "fragments of one text, the first few joined back together",
      code: pageTool('    const fragments = text.split(/(?=<p>)/);\n    return fragments.slice(0, 8).join("");'),
      errors: [{ messageId: "positionalCut", line: 11, data: { what: "Line cut of tool output", consequence: "every piece of the text after the first 8 is dropped and the model is not told", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: "" }, suggestions: [] }],
    },
    {
      // The model can ask for more, not for the rest: with no start to read from, its budget is a cap.
      name: "the model's budget with no start: what is past it is out of reach",
      code: `import { tool } from "ai";
import { z } from "zod";
export const readPage = tool({
  description: "Read a page",
  inputSchema: z.object({ url: z.string(), maxLength: z.number().optional() }),
  execute: async (args) => {
    const text = await download(args.url);
    const maxLength = typeof args.maxLength === "number" ? args.maxLength : 20000;
    return text.length > maxLength ? text.slice(0, maxLength) + "\\n[truncated]" : text;
  },
});
declare function download(u: string): Promise<string>;
`,
      errors: [{ messageId: "positionalCut", line: 9, data: { what: "Prefix cut of tool output", consequence: "everything after character maxLength is dropped", reach: "It reaches the model as tool output", via: "returned by a Vercel AI SDK tool", marker: " The marker says something is missing but gives the model no way to read it." }, suggestions: 1 as never }],
    },
    {
      name: "the model's budget destructured from the input, with no start beside it",
      code: DESTRUCTURED_BUDGET("const { url, max_length = 50000 } = input;"),
      errors: [{ messageId: "positionalCut", line: 10, suggestions: [] }],
    },
  ],
});

/** A web-fetch tool that reads its budget from the input by destructuring (`fields`). */
function DESTRUCTURED_BUDGET(fields: string): string {
  return `import { tool } from "ai";
import { z } from "zod";
export const webFetch = tool({
  description: "Fetch a page",
  inputSchema: z.object({ url: z.string(), offset: z.number().optional(), max_length: z.number().optional() }),
  execute: async (input) => {
    ${fields}
    let content = await (await fetch(url)).text();
    if (content.length > max_length) {
      content = content.slice(0, max_length);
    }
    return JSON.stringify({ url, content });
  },
});
`;
}

syntacticRuleTester().run("no-positional-cut (a destructured budget beside a start)", rule, {
  valid: [{ name: "the input also gives a place to start: the budget is a window's size", code: DESTRUCTURED_BUDGET("const { url, offset = 0, max_length = 50000 } = input;") }],
  invalid: [],
});

// A LangChain tool that cuts through a same-file truncation helper: the helper's body is
// rewritten once and its call sites are left alone.
import { tool } from "@langchain/core/tools";
import { z } from "zod";
import { cut } from "tool-output-cutter";

declare function fetchPage(url: string): Promise<string>;

/** Keeps the first `max` characters of a page. */
function truncateOutput(text: string, max: number): string {
  return cut(text, { maxChars: max }).text;
}

export const readPage = tool(
  async ({ url }) => truncateOutput(await fetchPage(url), 10_000),
  { name: "read_page", description: "Fetch a web page as text", schema: z.object({ url: z.string() }) },
);

export const readDocs = tool(
  async ({ path }) => truncateOutput(await fetchPage(`https://docs.example.com/${path}`), 4_000),
  { name: "read_docs", description: "Read a docs page", schema: z.object({ path: z.string() }) },
);

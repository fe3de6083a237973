// A shell tool whose helper cuts by lines when asked, else by characters: both branches are
// rewritten, the import is added once, and the tool's call site is left alone.
import { tool } from "ai";
import { z } from "zod";
import { cut } from "tool-output-cutter";

declare function run(command: string): Promise<string>;

function clip(text: string, maxChars: number, maxLines?: number): string {
  if (maxLines !== undefined) return cut(text, { maxRows: maxLines }, { format: "text" }).text;
  return cut(text, { maxChars: maxChars }).text;
}

export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => clip(await run(command), 20_000),
});

// A shell tool whose helper cuts by lines when asked, else by characters: both branches are
// rewritten, the import is added once, and the tool's call site is left alone.
import { tool } from "ai";
import { z } from "zod";

declare function run(command: string): Promise<string>;

function clip(text: string, maxChars: number, maxLines?: number): string {
  if (maxLines !== undefined) return text.split("\n").slice(0, maxLines).join("\n");
  return text.slice(0, maxChars);
}

export const shell = tool({
  description: "Run a command",
  inputSchema: z.object({ command: z.string() }),
  execute: async ({ command }) => clip(await run(command), 20_000),
});

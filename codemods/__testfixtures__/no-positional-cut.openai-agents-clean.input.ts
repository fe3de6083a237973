// An OpenAI Agents tool with nothing to rewrite: a window the model asked for, and a log line.
import { tool } from "@openai/agents";
import { z } from "zod";

declare function readFileText(path: string): Promise<string>;

export const readLines = tool({
  name: "read_lines",
  description: "Lines of a file, from offset, at most limit",
  parameters: z.object({ path: z.string(), offset: z.number().int(), limit: z.number().int() }),
  async execute({ path, offset, limit }) {
    const text = await readFileText(path);
    console.debug(`read ${path}: ${text.slice(0, 80)}`);
    return text.split("\n").slice(offset, offset + limit).join("\n");
  },
});

// An AI SDK tool that keeps the head and tail of a build log around a marker, and a line cut of
// stderr; the cutter's import is merged into the existing one.
import { tool } from "ai";
import { collect, cut } from "tool-output-cutter";
import { z } from "zod";

declare function runBuild(target: string): Promise<{ log: string; stderr: string }>;

export const build = tool({
  description: "Run a build target and return its log",
  inputSchema: z.object({ target: z.string() }),
  execute: async ({ target }) => {
    const { log, stderr } = await runBuild(target);
    const shown = log.length > 8_000 ? cut(log, { maxChars: 2_000 + 6_000 }, { format: "text", keep: "head-tail", tailShare: 6_000 / (2_000 + 6_000) }).text : log;
    const lastErrors = cut(stderr, { maxRows: 40 }, { format: "text", keep: "head-tail", tailShare: 1 }).text;
    return { log: shown, stderr: lastErrors };
  },
});

export { collect };

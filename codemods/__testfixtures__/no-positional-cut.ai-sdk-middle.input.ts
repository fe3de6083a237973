// An AI SDK tool that keeps the head and tail of a build log around a marker, and a line cut of
// stderr; the cutter's import is merged into the existing one.
import { tool } from "ai";
import { collect } from "tool-output-cutter";
import { z } from "zod";

declare function runBuild(target: string): Promise<{ log: string; stderr: string }>;

export const build = tool({
  description: "Run a build target and return its log",
  inputSchema: z.object({ target: z.string() }),
  execute: async ({ target }) => {
    const { log, stderr } = await runBuild(target);
    const shown = log.length > 8_000 ? `${log.slice(0, 2_000)}\n… [truncated] …\n${log.slice(-6_000)}` : log;
    const lastErrors = stderr.split("\n").slice(-40).join("\n");
    return { log: shown, stderr: lastErrors };
  },
});

export { collect };

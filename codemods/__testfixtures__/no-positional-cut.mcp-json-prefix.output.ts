// An MCP server whose snapshot tool cuts serialized JSON by position. The comment above the
// handler and the formatting of the untouched registration must survive the rewrite.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { cut } from "tool-output-cutter";

const MAX_CHARS = 6_000;

interface Snapshot {
  processes: { pid: number; command: string }[];
  containers: { id: string; image: string }[];
}
declare function listProcesses(host: string): Promise<Snapshot>;

const server = new McpServer({ name: "ops", version: "1.0.0" });

server.registerTool(
  "host_snapshot",
  { description: "Processes and containers of a host", inputSchema: { host: z.string() } },
  // Processes serialize first, so the containers never fit in the prefix.
  async ({ host }) => {
    const snapshot = await listProcesses(host);
    const text = cut(snapshot, { maxChars: MAX_CHARS }).text;
    return { content: [{ type: "text", text }] };
  },
);

server.registerTool(
  "ping",
  {   description: "Liveness",   inputSchema: {} },
  async () => ({ content: [{ type: "text", text: "pong" }] }),
);

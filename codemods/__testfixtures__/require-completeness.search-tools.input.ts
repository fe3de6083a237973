// Two search tools: one slices a list it holds whole, so the total is known; the other asks its
// backend for 20 hits, whose total only the backend knows.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { tool } from "ai";
import { z } from "zod";

const MAX_RESULTS = 25;

interface Doc {
  id: string;
  title: string;
}
declare function findDocs(query: string): Promise<Doc[]>;
declare function searchLogs(query: string, options: { limit: number }): Promise<{ hits: string[] }>;

export const searchDocs = tool({
  description: "Search the docs",
  inputSchema: z.object({ query: z.string() }),
  execute: async ({ query }) => {
    const docs = await findDocs(query);
    return { docs: docs.slice(0, MAX_RESULTS) };
  },
});

const server = new McpServer({ name: "logs", version: "1.0.0" });
server.registerTool("search_logs", { description: "Search the logs", inputSchema: { query: z.string() } }, async ({ query }) => {
  const { hits } = await searchLogs(query, { limit: 20 });
  return { content: [{ type: "text", text: hits.join("\n") }] };
});

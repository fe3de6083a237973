// An MCP server whose search tool declares an outputSchema: structuredContent must match it, so
// the completeness envelope goes in `_meta` and the model is told in a text part.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

interface Ticket {
  id: string;
  title: string;
  status: "open" | "closed";
}

declare function findTickets(query: string): Promise<Ticket[]>;

const MAX_TICKETS = 25;
const ticketShape = z.object({ id: z.string(), title: z.string(), status: z.enum(["open", "closed"]) });

export const server = new McpServer({ name: "tickets", version: "1.0.0" });

server.registerTool(
  "search_tickets",
  {
    description: "Search tickets by text",
    inputSchema: { query: z.string() },
    outputSchema: { tickets: z.array(ticketShape) },
  },
  async ({ query }) => {
    const matches = await findTickets(query);
    // Newest first; only the first page is shown.
    const tickets = matches.slice(0, MAX_TICKETS);
    return {
      content: [{ type: "text", text: tickets.map((t) => `${t.id} ${t.title}`).join("\n") }],
      structuredContent: { tickets },
    };
  },
);

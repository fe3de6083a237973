// An OpenAI Agents tool over a ticket tracker's paged API: a page that fails ends the loop, and
// the tickets gathered so far go back as if they were all of them.
import { tool } from "@openai/agents";
import { z } from "zod";

interface Ticket {
  id: string;
  title: string;
  state: "open" | "closed";
}

declare function listTickets(project: string, cursor?: string): Promise<{ tickets: Ticket[]; nextCursor?: string }>;

export const openTickets = tool({
  name: "open_tickets",
  description: "Every open ticket of a project",
  parameters: z.object({ project: z.string() }),
  execute: async ({ project }) => {
    const tickets: Ticket[] = [];
    let cursor: string | undefined;
    do {
      try {
        const page = await listTickets(project, cursor);
        tickets.push(...page.tickets.filter((t) => t.state === "open"));
        cursor = page.nextCursor;
      } catch {
        break;
      }
    } while (cursor);
    return JSON.stringify(tickets.map((t) => `${t.id} ${t.title}`));
  },
});

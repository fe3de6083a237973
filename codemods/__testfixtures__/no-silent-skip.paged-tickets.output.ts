// An OpenAI Agents tool over a ticket tracker's paged API: a page that fails ends the loop, and
// the tickets gathered so far go back as if they were all of them.
import { tool } from "@openai/agents";
import { z } from "zod";
import { exhaust } from "tool-output-cutter";

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
    const { items: tickets } = await exhaust(async (cursor) => {
      const page = await listTickets(project, cursor);
      return { items: page.tickets.filter((t) => t.state === "open"), envelope: { complete: !page.nextCursor, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
    }).then((all) => {
      if (!all.complete) throw all.error ?? new Error(`listing incomplete (${all.problems.map((p) => p.kind).join(", ")})`);
      return all;
    });
    return JSON.stringify(tickets.map((t) => `${t.id} ${t.title}`));
  },
});

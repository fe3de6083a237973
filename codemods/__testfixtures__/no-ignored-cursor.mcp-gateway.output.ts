// A gateway that offers a remote MCP server's tools and prompts to an agent. Both listings read
// only their first page.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { exhaust } from "tool-output-cutter";

export async function remote(url: string) {
  const client = new Client({ name: "gateway", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  // Tools on later pages are never offered to the model.
  const { tools } = await exhaust(async (cursor) => {
    const page = await client.listTools(cursor === undefined ? {} : { cursor });
    return { items: page.tools, envelope: { complete: page.nextCursor === undefined, ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }) } };
  }).then((all) => {
    if (!all.complete) throw all.error ?? new Error(`listTools: listing incomplete (${all.problems.map((p) => p.kind).join(", ")})`);
    return { tools: all.items };
  });
  const prompts = (await exhaust(async (cursor) => {
    const page = await client.listPrompts(cursor === undefined ? {} : { cursor });
    return { items: page.prompts, envelope: { complete: page.nextCursor === undefined, ...(page.nextCursor === undefined ? {} : { nextCursor: page.nextCursor }) } };
  }).then((all) => {
    if (!all.complete) throw all.error ?? new Error(`listPrompts: listing incomplete (${all.problems.map((p) => p.kind).join(", ")})`);
    return { prompts: all.items };
  })).prompts.map((p) => p.name);
  return { tools: tools.map((t) => t.name), prompts };
}

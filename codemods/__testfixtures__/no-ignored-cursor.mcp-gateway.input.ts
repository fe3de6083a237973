// A gateway that offers a remote MCP server's tools and prompts to an agent. Both listings read
// only their first page.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

export async function remote(url: string) {
  const client = new Client({ name: "gateway", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  // Tools on later pages are never offered to the model.
  const { tools } = await client.listTools();
  const prompts = (await client.listPrompts()).prompts.map((p) => p.name);
  return { tools: tools.map((t) => t.name), prompts };
}

/**
 * Copyright (c) 2026 Example Harness Authors. MIT License.
 *
 * An MCP server whose tools are documented the way real servers are: a header, JSDoc on each
 * tool, block comments between the registrations, trailing notes on lines. The rewrite must leave
 * every one of them where it was.
 */
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
// zod 4: the SDK accepts raw shapes of it.
import { z } from "zod";

/* ------------------------------------------------------------------------------------------ */
/* Limits                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** About 2k tokens: what one tool result may take of the context. */
const MAX_CHARS = 8_000; // tuned on the eval set, 2026-10

declare function readConfig(name: string): Promise<Record<string, unknown>>; // from ./config.js
declare function tailLog(service: string): Promise<string>;

export const server = new McpServer({ name: "ops", version: "2.1.0" });

/**
 * `get_config`: the merged configuration of a service.
 * @remarks The config can be large (feature flags), hence the limit.
 */
server.registerTool(
  "get_config", // the name the model calls
  { description: "Read a service's merged configuration", inputSchema: { name: z.string() } },
  async ({ name }) => {
    const config = await readConfig(name); // merged: defaults < env < overrides
    /* Serialized whole, then cut to fit. */
    const text = JSON.stringify(config).slice(0, MAX_CHARS); // a prefix: late keys vanish
    return { content: [{ type: "text", text }] };
  },
);

// ------------------------------------------------------------------------------------------
// Logs
// ------------------------------------------------------------------------------------------

/** `tail_log`: the end of a service's log, where the latest error is. */
server.registerTool(
  "tail_log",
  { description: "The end of a service's log", inputSchema: { service: z.string() } },
  async ({ service }) => {
    const log = await tailLog(service);
    // The cut below carries a comment inside it, which a rewrite would drop: it is left with a TODO.
    const shown = log.slice(/* keep the end */ -MAX_CHARS);
    return { content: [{ type: "text", text: shown }] }; // eslint-disable-line no-restricted-syntax
  },
);

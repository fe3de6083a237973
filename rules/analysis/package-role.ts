import { dirname } from "node:path";
import { nearestFileReader } from "./nearest-file.js";

// What the package a file belongs to is for, read from its nearest package.json. An MCP server's
// package exists to answer tool calls: what its modules export ends up in a tool result, whichever
// file registers the tool. Read from disk like imported helpers, and kept for ten seconds.

/** Libraries an MCP server is built on (`agents`: Cloudflare's Agents SDK, whose `McpAgent` serves MCP from a Worker). */
const SERVER_LIBRARY = /^(@modelcontextprotocol\/(sdk|server)|agents|fastmcp|mcp-framework|@mastra\/mcp|tmcp|mcp-handler|@vercel\/mcp-adapter|xmcp|quickmcp-sdk)$/;
/** A package that calls itself an MCP server, by name, keyword or binary. */
const CALLS_ITSELF_MCP = /(^|[^a-z])mcp([^a-z]|$)|mcp-?server|server-?mcp|[a-z]MCP\b/i;
const MAX_LEVELS = 8;

/** A package's name and the folder its package.json is in. */
export interface PackageRole {
  name: string;
  root: string;
}


interface PackageJson {
  name?: unknown;
  keywords?: unknown;
  bin?: unknown;
  dependencies?: unknown;
  devDependencies?: unknown;
  engines?: unknown;
}

const keysOf = (o: unknown): string[] => (o && typeof o === "object" ? Object.keys(o) : []);

function describe(pkg: PackageJson, root: string): PackageRole | null {
  // An editor extension that talks to MCP servers is their client, whatever its keywords say.
  if (keysOf(pkg.engines).includes("vscode")) return null;
  const name = typeof pkg.name === "string" ? pkg.name : "";
  const named = [name, ...(typeof pkg.bin === "string" ? [pkg.bin] : keysOf(pkg.bin))].some((w) => CALLS_ITSELF_MCP.test(w));
  const keyword = Array.isArray(pkg.keywords) && pkg.keywords.some((k) => typeof k === "string" && (CALLS_ITSELF_MCP.test(k) || /^model-?context-?protocol$/i.test(k)));
  const runsOn = (deps: unknown) => keysOf(deps).some((d) => SERVER_LIBRARY.test(d));
  // Named for MCP, a bundled server may keep the SDK among its devDependencies; a keyword alone
  // needs the SDK at run time (a tool that only tests against MCP keeps it in devDependencies).
  const server = (named && (runsOn(pkg.dependencies) || runsOn(pkg.devDependencies))) || (keyword && runsOn(pkg.dependencies));
  return server ? { name: name || "an MCP server", root } : null;
}

/** The nearest package.json's verdict, per folder. */
const packageOf = nearestFileReader(["package.json"], MAX_LEVELS, (text, dir) => describe(JSON.parse(text) as PackageJson, dir));

/** The MCP server package `filename` belongs to, if it is one. */
export function mcpServerPackage(filename: string | undefined): PackageRole | undefined {
  if (!filename || !/[\\/]/.test(filename)) return undefined;
  return packageOf(dirname(filename));
}

const NO_DEPENDENCIES: ReadonlySet<string> = new Set();
const dependenciesAt = nearestFileReader(["package.json"], MAX_LEVELS, (text) => {
  const pkg = JSON.parse(text) as PackageJson & { peerDependencies?: unknown };
  return new Set([...keysOf(pkg.dependencies), ...keysOf(pkg.peerDependencies)]);
});

/** What the package `filename` belongs to runs on: its nearest package.json's dependencies. */
export function packageDependencies(filename: string | undefined): ReadonlySet<string> {
  if (!filename || !/[\\/]/.test(filename)) return NO_DEPENDENCIES;
  return dependenciesAt(dirname(filename)) ?? NO_DEPENDENCIES;
}

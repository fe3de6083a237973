import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { generateText, stepCountIs, tool } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { cut, recordToolCalls, type ToolCallRecord } from "../src/index.js";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function memorySink() {
  const chunks: string[] = [];
  const sink = (chunk: string) => {
    chunks.push(chunk);
  };
  const lines = () => chunks.join("").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
  return { sink, lines };
}

const hosts = { host: "node-7", processes: Array.from({ length: 300 }, (_, i) => ({ pid: i, cmd: `worker --shard=${i}` })), containers: [{ id: "c1", status: "throttled" }] };

describe("recordToolCalls", () => {
  it("wrap(): the tool's whole result beside the text the model got, one JSON line per call", async () => {
    const { sink, lines } = memorySink();
    const rec = recordToolCalls(sink, { now: () => new Date("2026-11-02T10:00:00Z") });
    const snapshot = rec.wrap("host_snapshot", (host: string) => Promise.resolve({ ...hosts, host }), (r) => JSON.stringify(r).slice(0, 6000), { budget: { maxChars: 6000 } });
    const text = await snapshot("node-9");
    expect(text).toHaveLength(6000);
    await rec.close();
    const [line] = lines();
    expect(line).toMatchObject({ ts: "2026-11-02T10:00:00.000Z", tool: "host_snapshot", delivered: text, budget: { maxChars: 6000 } });
    expect(line?.produced).toEqual({ ...hosts, host: "node-9" });
    expect(typeof line?.callId).toBe("string");
    expect(rec.stats()).toEqual({ written: 1, dropped: 0, queued: 0 });
  });

  it("mcpHandler(): recorded through a real MCP client call, structuredContent as produced, the request id as call id", async () => {
    const { sink, lines } = memorySink();
    const rec = recordToolCalls(sink);
    const server = new McpServer({ name: "ops", version: "1.0.0" });
    server.registerTool(
      "host_snapshot",
      { description: "Processes and containers of a host", inputSchema: { host: z.string() } },
      rec.mcpHandler("host_snapshot", ({ host }) => {
        const full = { ...hosts, host };
        return { content: [{ type: "text" as const, text: cut(full, { maxChars: 1500 }).text }], structuredContent: full };
      }),
    );
    const [a, b] = InMemoryTransport.createLinkedPair();
    const client = new Client({ name: "test", version: "1.0.0" });
    await Promise.all([server.connect(a), client.connect(b)]);
    const result = await client.callTool({ name: "host_snapshot", arguments: { host: "node-3" } });
    await rec.close();
    await client.close();
    const [line] = lines();
    const content = result.content as { type: string; text: string }[];
    expect(line?.delivered).toBe(content[0]?.text);
    expect(line?.produced).toEqual({ ...hosts, host: "node-3" });
    expect(line?.callId).toMatch(/^\d+$/);
  });

  it("mcpHandler(): without structured content the result is logged without `produced`, unless told where the full value is", async () => {
    const { sink, lines } = memorySink();
    const rec = recordToolCalls(sink);
    const plain = rec.mcpHandler("run", () => ({ content: [{ type: "text", text: "exit 0" }] }));
    plain();
    const full = "line\n".repeat(900);
    // eslint-disable-next-line tool-output/no-positional-cut -- the silent cut this log exists to record
    const told = rec.mcpHandler("log", () => ({ content: [{ type: "text", text: full.slice(0, 100) }], _meta: { full } }), { produced: (r) => r._meta.full });
    told();
    await rec.close();
    const [first, second] = lines();
    expect(first).not.toHaveProperty("produced");
    expect(second?.produced).toBe(full);
  });

  it("aiTool(): recorded through generateText, delivered equal to what the model was sent, with and without toModelOutput", async () => {
    const { sink, lines } = memorySink();
    const rec = recordToolCalls(sink);
    const listHosts = rec.aiTool(
      "list_hosts",
      tool({
        description: "List hosts",
        inputSchema: z.object({ region: z.string() }),
        execute: ({ region }) => ({ region, ...hosts }),
        toModelOutput: ({ output }) => ({ type: "text", value: cut(output, { maxChars: 800 }).text }),
      }),
    );
    const ping = rec.aiTool("ping", tool({ description: "Ping", inputSchema: z.object({}), execute: () => Promise.resolve({ ok: true, ms: 3 }) }));
    const prompts: unknown[] = [];
    let step = 0;
    const model = new MockLanguageModelV3({
      doGenerate: (options) => {
        prompts.push(options.prompt);
        step++;
        const usage = { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } };
        if (step === 1) {
          return Promise.resolve({
            content: [
              { type: "tool-call", toolCallId: "call-a", toolName: "listHosts", input: JSON.stringify({ region: "eu" }) },
              { type: "tool-call", toolCallId: "call-b", toolName: "ping", input: "{}" },
            ],
            finishReason: { unified: "tool-calls", raw: "tool_calls" },
            usage,
            warnings: [],
          });
        }
        return Promise.resolve({ content: [{ type: "text", text: "done" }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] });
      },
    });
    await generateText({ model, tools: { listHosts, ping }, prompt: "hosts?", stopWhen: stepCountIs(2) });
    await rec.close();
    const byId = new Map(lines().map((l) => [String(l.callId), l]));
    expect(byId.get("call-a")).toMatchObject({ tool: "list_hosts", produced: { region: "eu", ...hosts } });
    expect(byId.get("call-b")).toMatchObject({ tool: "ping", produced: { ok: true, ms: 3 }, delivered: JSON.stringify({ ok: true, ms: 3 }) });
    // What the second model call was sent as the tool results.
    const sent = JSON.stringify(prompts[1]);
    expect(sent).toContain(JSON.stringify(byId.get("call-a")?.delivered).slice(1, -1));
  });

  it("a slow sink never holds up a tool: calls past the queue are dropped and the drop is written to the log", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const chunks: string[] = [];
    const rec = recordToolCalls(
      async (chunk) => {
        await gate;
        chunks.push(chunk);
      },
      { maxQueueLines: 10 },
    );
    const echo = rec.wrap("echo", (n: number) => n, (n) => String(n));
    // The sink has not taken a single line yet; every call still returns at once.
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => echo(i)));
    expect(results).toHaveLength(50);
    const stats = rec.stats();
    expect(stats.dropped).toBeGreaterThan(0);
    release();
    await rec.close();
    const lines = chunks.join("").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Partial<ToolCallRecord> & { recorder?: { dropped: number; reason: string } });
    const calls = lines.filter((l) => l.tool === "echo");
    const dropped = lines.filter((l) => l.recorder).reduce((n, l) => n + (l.recorder?.dropped ?? 0), 0);
    expect(calls.length + dropped).toBe(50);
    expect(dropped).toBe(rec.stats().dropped);
    expect(lines.find((l) => l.recorder)?.recorder?.reason).toBe("queue_full");
  });

  it("a sink that fails loses those lines, says so in the next chunk it takes, and never throws into the tool", async () => {
    const chunks: string[] = [];
    let fail = true;
    const rec = recordToolCalls((chunk) => {
      if (fail) {
        fail = false;
        throw new Error("disk full");
      }
      chunks.push(chunk);
    });
    rec.record({ tool: "a", produced: 1, delivered: "1" });
    await rec.flush();
    rec.record({ tool: "b", produced: 2, delivered: "2" });
    await rec.close();
    const lines = chunks.join("").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ recorder: { dropped: 1, reason: "sink_error", error: "disk full" } });
    expect(lines[1]).toMatchObject({ tool: "b" });
  });

  it("drops counted while a failing write was pending are all in the log", async () => {
    let release: (ok: boolean) => void = () => {};
    const chunks: string[] = [];
    let first = true;
    const rec = recordToolCalls(
      async (chunk) => {
        if (first) {
          first = false;
          // The first write hangs while more calls arrive, then fails.
          if (!(await new Promise<boolean>((r) => (release = r)))) throw new Error("disk gone");
        }
        chunks.push(chunk);
      },
      { maxQueueLines: 2 },
    );
    for (let i = 0; i < 8; i++) rec.record({ tool: "t", produced: i, delivered: String(i) });
    await new Promise((r) => setTimeout(r, 10));
    release(false);
    await rec.close();
    const lines = chunks.join("").split("\n").filter(Boolean).map((l) => JSON.parse(l) as { tool?: string; recorder?: { dropped: number; reason: string } });
    const logged = lines.filter((l) => l.tool).length;
    const counted = lines.reduce((n, l) => n + (l.recorder?.dropped ?? 0), 0);
    expect(logged + counted).toBe(8);
    expect(counted).toBe(rec.stats().dropped);
    expect(new Set(lines.filter((l) => l.recorder).map((l) => l.recorder?.reason))).toEqual(new Set(["queue_full", "sink_error"]));
  });

  it("a call that ends while the recorder closes its file is still written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-output-record-"));
    dirs.push(dir);
    const file = join(dir, "calls.jsonl");
    const rec = recordToolCalls(file);
    rec.record({ tool: "before", produced: 1, delivered: "1" });
    await rec.flush();
    const closing = rec.close();
    rec.record({ tool: "during", produced: 2, delivered: "2" });
    await closing;
    await rec.close();
    const tools = readFileSync(file, "utf8").split("\n").filter(Boolean).map((l) => (JSON.parse(l) as { tool?: string }).tool);
    expect(tools).toEqual(["before", "during"]);
    expect(rec.stats().dropped).toBe(0);
  });

  it("a malformed result or a throwing `produced` reader is counted, never thrown into the tool", async () => {
    const { sink, lines } = memorySink();
    const rec = recordToolCalls(sink);
    const odd = rec.mcpHandler("odd", () => undefined as unknown as { content: [] });
    expect(() => odd()).not.toThrow();
    const throwing = rec.mcpHandler("throwing", () => ({ content: [{ type: "text", text: "x" }] }), {
      produced: () => {
        throw new Error("no full value here");
      },
    });
    expect(throwing()).toEqual({ content: [{ type: "text", text: "x" }] });
    const nulls = rec.mcpHandler("nulls", () => ({ content: [null as unknown as { type: string }, { type: "text", text: "ok" }] }));
    nulls();
    await rec.close();
    expect(rec.stats().dropped).toBe(1);
    expect(lines().filter((l) => l.tool).map((l) => [l.tool, l.delivered])).toEqual([
      ["odd", ""],
      ["nulls", "ok"],
    ]);
    expect(lines().find((l) => l.recorder)).toMatchObject({ recorder: { dropped: 1, reason: "sink_error" } });
  });

  it("values JSON cannot hold are logged with a marker, and the call still returns", async () => {
    const { sink, lines } = memorySink();
    const rec = recordToolCalls(sink);
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    rec.record({ tool: "cyclic", produced: cyclic, delivered: "{}" });
    rec.record({ tool: "big", produced: { n: 12345678901234567890n }, delivered: "{}" });
    await rec.close();
    const [c, b] = lines();
    expect(c?.produced).toHaveProperty("$unserializable");
    expect(b?.produced).toEqual({ n: "[BigInt 12345678901234567890]" });
  });

  it("a file sink appends; two recorders on one file (as two processes of a harness would) never tear a line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "tool-output-record-"));
    dirs.push(dir);
    const file = join(dir, "calls.jsonl");
    const one = recordToolCalls(file);
    const two = recordToolCalls(file);
    const big = "x".repeat(200_000);
    for (let i = 0; i < 40; i++) {
      one.record({ tool: "one", produced: { i, big }, delivered: String(i) });
      two.record({ tool: "two", produced: { i, big }, delivered: String(i) });
      if (i % 7 === 0) await Promise.all([one.flush(), two.flush()]);
    }
    await Promise.all([one.close(), two.close()]);
    const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
    expect(lines).toHaveLength(80);
    const parsed = lines.map((l) => JSON.parse(l) as { tool: string; produced: { i: number; big: string } });
    expect(parsed.filter((p) => p.tool === "one").map((p) => p.produced.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(parsed.every((p) => p.produced.big === big)).toBe(true);
  });
});

// The log `tool-output audit` reads: per tool call, the full result the tool produced beside the
// text the model was given. Recording must never slow or break the tool, so lines go through a
// bounded queue to the sink, and what the queue had to drop is itself written to the log.
import { open, type FileHandle } from "node:fs/promises";
import type { Budget } from "./budget.js";

/** One line of the log. */
export interface ToolCallRecord {
  /** ISO time the call returned. */
  ts: string;
  tool: string;
  callId: string;
  /** The whole result the tool produced, before any cut. Absent when the adapter could not see it. */
  produced?: unknown;
  /** The text the model was given. */
  delivered: string;
  budget?: Budget;
}

/** A line the recorder writes in place of the calls it had to drop. */
export interface DroppedRecord {
  ts: string;
  recorder: { dropped: number; reason: "queue_full" | "sink_error"; error?: string };
}

/** Where lines go: a file path (appended to), or a function given newline-terminated chunks. */
export type RecordSink = string | ((chunk: string) => void | Promise<void>);

export interface RecordOptions {
  /** Lines waiting for the sink before new calls are dropped (and counted). Default 10,000. */
  maxQueueLines?: number;
  /** Characters waiting for the sink before new calls are dropped. Default 64 MiB. */
  maxQueueChars?: number;
  now?: () => Date;
  /** Ids for calls whose framework gives none. */
  newCallId?: () => string;
}

export interface RecorderStats {
  written: number;
  dropped: number;
  queued: number;
}

/** What an MCP SDK tool handler returns, as far as recording needs it. */
interface McpResult {
  content?: readonly { type: string; text?: string }[];
  structuredContent?: unknown;
}

/** An AI SDK tool definition, as far as recording needs it (`tool({ … })` of the `ai` package). */
interface AiToolLike {
  execute?: (input: never, options: never) => unknown;
  toModelOutput?: (options: never) => unknown;
}

type Execute = (input: unknown, options: { toolCallId: string }) => unknown;
type ToModelOutput = (options: { toolCallId: string; input: unknown; output: unknown }) => unknown;

export interface ToolCallRecorder {
  /** Appends one call; never throws, never waits. */
  record(call: { tool: string; callId?: string; produced?: unknown; delivered: string; budget?: Budget }): void;
  /**
   * The usual harness shape, recorded: `produce` runs the tool and returns its whole result,
   * `deliver` turns that into the text the model gets (where the cut happens). The wrapped function
   * returns the delivered text.
   */
  wrap<A extends unknown[], R>(tool: string, produce: (...args: A) => R | Promise<R>, deliver: (produced: R, ...args: A) => string | Promise<string>, options?: { budget?: Budget }): (...args: A) => Promise<string>;
  /**
   * An MCP SDK handler (`server.registerTool(name, config, handler)`), recorded. Delivered is the
   * text of its content parts; produced is its `structuredContent`, or what `options.produced`
   * reads from the result (the full value the handler cut from). The result is returned unchanged.
   */
  mcpHandler<H extends (...args: never[]) => McpResult | Promise<McpResult>>(tool: string, handler: H, options?: { produced?: (result: Awaited<ReturnType<H>>) => unknown; budget?: Budget }): H;
  /**
   * An AI SDK tool, recorded: produced is what `execute` returns, delivered is what the model gets
   * from it (`toModelOutput` when the tool has one, else the SDK's default: the string, or its JSON).
   */
  aiTool<T extends AiToolLike>(tool: string, definition: T, options?: { budget?: Budget }): T;
  /** Resolves when every queued line has reached the sink. */
  flush(): Promise<void>;
  /** Flushes, writes the count of anything dropped, and closes a file sink. */
  close(): Promise<void>;
  stats(): RecorderStats;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === "bigint" ? `[BigInt ${v.toString()}]` : v)) ?? "null";
  } catch (error) {
    // A cycle or a throwing toJSON: the call is still logged, with why its result is not.
    return JSON.stringify({ $unserializable: error instanceof Error ? error.message : String(error) });
  }
}

/** The text parts of an AI SDK model output (`{ type: "text" | "json" | "content", value }`). */
function aiModelText(output: unknown): string {
  if (typeof output !== "object" || output === null) return safeJson(output);
  const o = output as { type?: string; value?: unknown };
  if (o.type === "text" || o.type === "error-text") return String(o.value);
  if (o.type === "json" || o.type === "error-json") return safeJson(o.value);
  if (o.type === "content") return textParts(o.value);
  return safeJson(output);
}

/** The text parts, whatever else the result holds (or fails to). */
function textParts(parts: unknown): string {
  if (!Array.isArray(parts)) return "";
  return parts
    .filter((p): p is { type: "text"; text?: unknown } => typeof p === "object" && p !== null && (p as { type?: unknown }).type === "text")
    .map((p) => (typeof p.text === "string" ? p.text : ""))
    .join("\n");
}

function mcpText(result: McpResult | undefined): string {
  return textParts(result?.content);
}

function isPromiseLike(v: unknown): v is PromiseLike<unknown> {
  return typeof v === "object" && v !== null && typeof (v as { then?: unknown }).then === "function";
}

function fileSink(path: string): { write(chunk: string): Promise<void>; close(): Promise<void> } {
  let handle: Promise<FileHandle> | undefined;
  return {
    async write(chunk) {
      // Append mode: each chunk is one write at the end of the file, after other processes' lines.
      handle ??= open(path, "a");
      const h = await handle;
      const bytes = Buffer.from(chunk);
      // One write() is one append; a short write (rare on local disks) continues where it stopped.
      for (let at = 0; at < bytes.length; ) {
        const { bytesWritten } = await h.write(bytes, at);
        if (bytesWritten === 0) throw new Error(`could not append to ${path}`);
        at += bytesWritten;
      }
    },
    async close() {
      // A call recorded while closing opens the file again rather than write to a closed handle.
      const closing = handle;
      handle = undefined;
      if (closing) await (await closing).close();
    },
  };
}

/**
 * A recorder of tool calls that appends one JSON line per call to `sink` (a file path, or a
 * function), for `tool-output audit`. Writing happens off the tool's path through a bounded queue.
 */
export function recordToolCalls(sink: RecordSink, options: RecordOptions = {}): ToolCallRecorder {
  const maxLines = options.maxQueueLines ?? 10_000;
  const maxChars = options.maxQueueChars ?? 64 * 1024 * 1024;
  const now = options.now ?? (() => new Date());
  let seq = 0;
  const newCallId = options.newCallId ?? (() => `call-${process.pid}-${++seq}`);
  const file = typeof sink === "string" ? fileSink(sink) : undefined;
  const write = file ? (chunk: string) => file.write(chunk) : (sink as (chunk: string) => void | Promise<void>);

  let queue: string[] = [];
  let queuedChars = 0;
  let written = 0;
  let dropped = 0;
  /** Dropped since the last count written to the log, by reason. */
  const unreported = { queueFull: 0, sinkError: 0, error: undefined as string | undefined };
  const pendingReport = () => unreported.queueFull > 0 || unreported.sinkError > 0;
  /** The lines that say what was dropped, and the counts reset. */
  const takeReport = (): { text: string; queueFull: number; sinkError: number; error: string | undefined } => {
    const taken = { ...unreported, text: "" };
    if (taken.queueFull > 0) taken.text += dropLine(taken.queueFull, "queue_full");
    if (taken.sinkError > 0) taken.text += dropLine(taken.sinkError, "sink_error", taken.error);
    unreported.queueFull = 0;
    unreported.sinkError = 0;
    unreported.error = undefined;
    return taken;
  };
  let draining: Promise<void> | undefined;

  const dropLine = (n: number, reason: DroppedRecord["recorder"]["reason"], error?: string): string => {
    const rec: DroppedRecord = { ts: now().toISOString(), recorder: { dropped: n, reason, ...(error ? { error } : {}) } };
    return JSON.stringify(rec) + "\n";
  };

  async function drain(): Promise<void> {
    while (queue.length > 0) {
      const lines = queue;
      queue = [];
      queuedChars = 0;
      const report = takeReport();
      try {
        await write(report.text + lines.join(""));
        written += lines.length;
      } catch (error) {
        dropped += lines.length;
        // Those counts, and these lines, go out with the next chunk that the sink takes; drops
        // counted while this write was pending are kept, not overwritten.
        unreported.queueFull += report.queueFull;
        unreported.sinkError += report.sinkError + lines.length;
        unreported.error = error instanceof Error ? error.message : String(error);
      }
    }
  }

  function kick(): void {
    draining ??= Promise.resolve()
      .then(drain)
      .finally(() => {
        draining = undefined;
        if (queue.length > 0) kick();
      });
  }

  function enqueue(line: string): void {
    if (queue.length >= maxLines || queuedChars + line.length > maxChars) {
      dropped++;
      unreported.queueFull++;
      return;
    }
    queue.push(line);
    queuedChars += line.length;
    kick();
  }

  /** Recording around a tool's result: a malformed result or a throwing `produced` reader is counted, never thrown. */
  const guarded = (fn: () => void): void => {
    try {
      fn();
    } catch {
      dropped++;
      unreported.sinkError++;
    }
  };

  const recorder: ToolCallRecorder = {
    record(call) {
      try {
        const parts = [`"ts":${JSON.stringify(now().toISOString())}`, `"tool":${JSON.stringify(String(call.tool))}`, `"callId":${JSON.stringify(String(call.callId ?? newCallId()))}`];
        if (call.produced !== undefined) parts.push(`"produced":${safeJson(call.produced)}`);
        parts.push(`"delivered":${JSON.stringify(String(call.delivered))}`);
        if (call.budget) parts.push(`"budget":${safeJson({ ...call.budget, countTokens: undefined })}`);
        enqueue(`{${parts.join(",")}}\n`);
      } catch {
        // Recording is never the reason a tool call fails.
        dropped++;
        unreported.sinkError++;
      }
    },

    wrap<A extends unknown[], R>(tool: string, produce: (...args: A) => R | Promise<R>, deliver: (produced: R, ...args: A) => string | Promise<string>, wrapOptions?: { budget?: Budget }) {
      return async (...args: A) => {
        const produced = await produce(...args);
        const delivered = await deliver(produced, ...args);
        recorder.record({ tool, produced, delivered, ...(wrapOptions?.budget ? { budget: wrapOptions.budget } : {}) });
        return delivered;
      };
    },

    mcpHandler<H extends (...args: never[]) => McpResult | Promise<McpResult>>(tool: string, handler: H, handlerOptions?: { produced?: (result: Awaited<ReturnType<H>>) => unknown; budget?: Budget }): H {
      const wrapped = (...args: never[]) => {
        const out = handler(...args);
        const done = (result: McpResult) => {
          guarded(() => {
            const extra = args[args.length - 1] as { requestId?: string | number } | undefined;
            const produced = handlerOptions?.produced ? handlerOptions.produced(result as Awaited<ReturnType<H>>) : (result as McpResult | undefined)?.structuredContent;
            recorder.record({
              tool,
              ...(extra?.requestId !== undefined ? { callId: String(extra.requestId) } : {}),
              ...(produced !== undefined ? { produced } : {}),
              delivered: mcpText(result),
              ...(handlerOptions?.budget ? { budget: handlerOptions.budget } : {}),
            });
          });
          return result;
        };
        return isPromiseLike(out) ? Promise.resolve(out).then(done) : done(out);
      };
      return wrapped as unknown as H;
    },

    aiTool<T extends AiToolLike>(tool: string, definition: T, toolOptions?: { budget?: Budget }): T {
      const execute = definition.execute as Execute | undefined;
      const toModelOutput = definition.toModelOutput as ToModelOutput | undefined;
      if (!execute) return definition;
      const budget = toolOptions?.budget ? { budget: toolOptions.budget } : {};
      // execute's output waits here for toModelOutput, which the SDK calls with the same call id.
      const pending = new Map<string, unknown>();
      const recorded = {
        ...definition,
        execute: (input: unknown, callOptions: { toolCallId: string }) => {
          const result = execute(input, callOptions);
          // A streaming tool (an async iterable of preliminary results) is passed through unrecorded.
          if (typeof result === "object" && result !== null && Symbol.asyncIterator in result) return result;
          return Promise.resolve(result).then((output) => {
            if (toModelOutput) {
              // A call whose model output is never asked for must not hold its result forever.
              if (pending.size >= 1000) pending.delete(pending.keys().next().value as string);
              pending.set(callOptions.toolCallId, output);
            }
            else recorder.record({ tool, callId: callOptions.toolCallId, produced: output, delivered: typeof output === "string" ? output : safeJson(output ?? null), ...budget });
            return output;
          });
        },
      };
      if (toModelOutput) {
        (recorded as { toModelOutput?: ToModelOutput }).toModelOutput = async (o) => {
          const model = await toModelOutput(o);
          const produced = pending.has(o.toolCallId) ? pending.get(o.toolCallId) : o.output;
          pending.delete(o.toolCallId);
          guarded(() => recorder.record({ tool, callId: o.toolCallId, produced, delivered: aiModelText(model), ...budget }));
          return model;
        };
      }
      return recorded;
    },

    async flush() {
      while (draining || queue.length > 0) {
        if (!draining) kick();
        await draining;
      }
    },

    async close() {
      await recorder.flush();
      if (pendingReport()) {
        const report = takeReport();
        try {
          await write(report.text);
        } catch {
          // Nowhere left to say it: stats() still counts them.
        }
      }
      await file?.close();
    },

    stats() {
      return { written, dropped, queued: queue.length };
    },
  };
  return recorder;
}

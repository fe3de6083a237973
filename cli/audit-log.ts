// Streams call logs line by line: files of gigabytes are read in bounded memory, and a line that
// is not a call record is counted with its place, never fatal.
import { createReadStream } from "node:fs";
import type { ToolCallRecord } from "tool-output-cutter";

export type LogEntry =
  | { kind: "call"; where: string; record: ToolCallRecord }
  | { kind: "dropped"; where: string; dropped: number }
  | { kind: "malformed"; where: string; why: string };

function classify(line: string, where: string): LogEntry | undefined {
  if (line.trim() === "") return undefined;
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch (error) {
    return { kind: "malformed", where, why: `not JSON (${(error as Error).message.split("\n")[0]})` };
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) return { kind: "malformed", where, why: "not a JSON object" };
  const o = v as Record<string, unknown>;
  const rec = o.recorder as { dropped?: unknown } | undefined;
  if (typeof rec === "object" && rec !== null && typeof rec.dropped === "number") return { kind: "dropped", where, dropped: rec.dropped };
  if (typeof o.tool !== "string" || o.tool === "") return { kind: "malformed", where, why: "no `tool` name" };
  if (typeof o.delivered !== "string") return { kind: "malformed", where, why: "no `delivered` text" };
  return { kind: "call", where, record: o as unknown as ToolCallRecord };
}

/**
 * Lines of a file, pulled from the stream as they are consumed: readline's iterator reads ahead
 * without bound when the consumer is slower than the disk, which is always the case here.
 */
async function* linesOf(file: string): AsyncGenerator<string> {
  // 64 KiB chunks: a string of a megabyte lives in V8's large-object space, where dead chunks pile
  // up until a full collection (peak memory was half again as high with 1 MiB chunks).
  const input = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 16 });
  let rest = "";
  for await (const chunk of input as AsyncIterable<string>) {
    let from = 0;
    let nl = chunk.indexOf("\n");
    if (nl < 0) {
      rest += chunk;
      continue;
    }
    yield stripCr(rest + chunk.slice(0, nl));
    rest = "";
    from = nl + 1;
    while ((nl = chunk.indexOf("\n", from)) >= 0) {
      yield stripCr(chunk.slice(from, nl));
      from = nl + 1;
    }
    rest = chunk.slice(from);
  }
  if (rest !== "") yield stripCr(rest);
}

const stripCr = (line: string) => (line.endsWith("\r") ? line.slice(0, -1) : line);

/** The entries of each file in turn; `where` is `file:line`. */
export async function* readLogs(files: readonly string[]): AsyncGenerator<LogEntry> {
  for (const file of files) {
    let n = 0;
    for await (const line of linesOf(file)) {
      n++;
      // A byte-order mark some editors write is not part of the first record.
      const entry = classify(n === 1 && line.startsWith("\uFEFF") ? line.slice(1) : line, `${file}:${n}`);
      if (entry) yield entry;
    }
  }
}

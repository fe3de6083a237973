// Streams call logs line by line: files of gigabytes are read in bounded memory, and a line that
// is not a call record is counted with its place, never fatal.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
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

/** The entries of each file in turn; `where` is `file:line`. */
export async function* readLogs(files: readonly string[]): AsyncGenerator<LogEntry> {
  for (const file of files) {
    const input = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 });
    const lines = createInterface({ input, crlfDelay: Infinity });
    let n = 0;
    for await (const line of lines) {
      n++;
      const entry = classify(line, `${file}:${n}`);
      if (entry) yield entry;
    }
  }
}

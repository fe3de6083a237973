// A harness's reader of the events it recorded: a line that does not parse vanishes.
import { readFile } from "node:fs/promises";

interface Event {
  id: string;
  kind: string;
}

export async function readEvents(path: string) {
  const events: Event[] = [];
  const skipped: { error: string }[] = [];
  for (const line of (await readFile(path, "utf8")).split("\n")) {
    if (line.trim() === "") continue;
    try {
      events.push(JSON.parse(line) as Event);
    } catch (error) {
      skipped.push({ error: String(error) });
      continue;
    }
  }
  return { events, skipped };
}

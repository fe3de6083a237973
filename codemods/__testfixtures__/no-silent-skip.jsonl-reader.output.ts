// A harness's reader of the events it recorded: a line that does not parse vanishes.
import { readFile } from "node:fs/promises";
import { collect } from "tool-output-cutter";

interface Event {
  id: string;
  kind: string;
}

export async function readEvents(path: string) {
  const { items: events, skipped } = collect(
    (await readFile(path, "utf8")).split("\n").filter((line) => !(line.trim() === "")),
    (line): Event => JSON.parse(line) as Event,
  );
  return { events, skipped };
}

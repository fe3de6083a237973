import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, readdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { StoreBackend, StoredResult } from "./store-backend.js";

export interface FileBackendOptions {
  /** The directory results are kept in; created if missing. */
  dir: string;
  now?: () => number;
}

const ID = /^[0-9a-f]{8,64}$/;

/**
 * Results as files in one directory, for several processes of one harness on one machine. A write
 * goes to a temporary file that is then renamed over the real name, so a reader sees the old file
 * or the new one, never half of one. A result's expiry is its file's modification time, so paging
 * (which extends it) touches metadata only and never rewrites the result.
 */
export function fileBackend(options: FileBackendOptions): StoreBackend {
  const { dir } = options;
  const now = options.now ?? Date.now;
  mkdirSync(dir, { recursive: true });
  const file = (id: string) => {
    if (!ID.test(id)) throw new Error(`tool-output-cutter: not a result id: ${JSON.stringify(id)}`);
    return join(dir, `${id}.json`);
  };
  const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

  async function sweep(): Promise<void> {
    for (const name of await readdir(dir)) {
      if (!name.endsWith(".json")) continue;
      try {
        if ((await stat(join(dir, name))).mtimeMs < now()) await unlink(join(dir, name));
      } catch (error) {
        if (!gone(error)) throw error;
      }
    }
  }

  return {
    async get(id) {
      try {
        const path = file(id);
        const info = await stat(path);
        if (info.mtimeMs < now()) {
          await unlink(path).catch(() => undefined);
          return undefined;
        }
        const stored = JSON.parse(await readFile(path, "utf8")) as StoredResult;
        return { ...stored, expiresAt: info.mtimeMs };
      } catch (error) {
        if (gone(error)) return undefined;
        throw error;
      }
    },
    async set(result) {
      const path = file(result.id);
      const temp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temp, JSON.stringify(result));
      // Flush before the rename, so a crash cannot leave a renamed but empty file.
      const handle = await open(temp, "r");
      await handle.sync();
      await handle.close();
      await utimes(temp, now() / 1000, result.expiresAt / 1000);
      await rename(temp, path);
      await sweep();
    },
    async delete(id) {
      await unlink(file(id)).catch((error: unknown) => {
        if (!gone(error)) throw error;
      });
    },
    async touch(id, expiresAt) {
      await utimes(file(id), now() / 1000, expiresAt / 1000).catch((error: unknown) => {
        if (!gone(error)) throw error;
      });
    },
  };
}

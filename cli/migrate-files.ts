import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { CodemodParseError } from "../codemods/apply-suggestions.js";
import { migrateSource, type Tally } from "../codemods/migrate-source.js";

export interface FileJob {
  file: string;
  rules: readonly string[];
  cutterImport?: string | undefined;
  /** Lint with types from the tsconfig files under this folder. */
  typed?: string | undefined;
}

export type FileResult =
  | { file: string; before: string; output: string; perRule: Record<string, Tally> }
  | { file: string; error: { line?: number; reason: string } };

/** One file read and migrated; a file that does not parse (or anything else that throws) is an error result, never a throw. */
export function migrateFile(job: FileJob): FileResult {
  try {
    const before = readFileSync(job.file, "utf8");
    const { output, perRule } = migrateSource(before, job.file, job.rules, { cutterImport: job.cutterImport, typed: job.typed });
    return { file: job.file, before, output, perRule };
  } catch (error) {
    if (error instanceof CodemodParseError) return { file: job.file, error: { line: error.line, reason: error.reason } };
    return { file: job.file, error: { reason: error instanceof Error ? error.message : String(error) } };
  }
}

// Each worker loads ESLint and the plugin (about half a second), so one per core only when each
// gets enough files to pay for it.
const FILES_PER_WORKER = 40;

export function defaultJobs(files: number, typed: boolean): number {
  // Typed, each thread would build the whole program again: one thread, one program.
  if (typed) return 1;
  return Math.max(1, Math.min(availableParallelism(), Math.floor(files / FILES_PER_WORKER)));
}

const WORKER = new URL("./migrate-worker.js", import.meta.url);

/**
 * Migrates `files` on `jobs` worker threads (in this thread when 1, or when run from source where
 * the compiled worker does not exist) and hands each result to `onResult` in file order, as soon
 * as every file before it is done, so output streams in a stable order.
 */
export async function migrateFiles(files: readonly string[], job: Omit<FileJob, "file">, jobs: number, onResult: (r: FileResult, done: number) => void): Promise<void> {
  const workerPath = fileURLToPath(WORKER);
  if (jobs <= 1 || files.length < 2 || !existsSync(workerPath)) {
    files.forEach((file, i) => onResult(migrateFile({ ...job, file }), i + 1));
    return;
  }
  const results = new Map<number, FileResult>();
  let emitted = 0;
  let next = 0;
  let done = 0;
  const emit = () => {
    for (let r = results.get(emitted); r !== undefined; r = results.get(emitted)) {
      results.delete(emitted);
      emitted++;
      onResult(r, emitted);
    }
  };
  await new Promise<void>((resolve, reject) => {
    const workers = Array.from({ length: Math.min(jobs, files.length) }, () => new Worker(workerPath, { workerData: { rules: job.rules, cutterImport: job.cutterImport, typed: job.typed } }));
    const stopAll = () => Promise.all(workers.map((w) => w.terminate()));
    for (const worker of workers) {
      let current = -1;
      const feed = () => {
        if (next >= files.length) {
          current = -1;
          if (done === files.length) void stopAll().then(() => resolve());
          return;
        }
        current = next++;
        worker.postMessage(files[current]);
      };
      worker.on("message", (r: FileResult) => {
        results.set(current, r);
        done++;
        emit();
        feed();
      });
      worker.on("error", (error) => {
        void stopAll();
        reject(error);
      });
      feed();
    }
  });
}

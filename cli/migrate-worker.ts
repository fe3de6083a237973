import { parentPort, workerData } from "node:worker_threads";
import { migrateFile, type FileJob } from "./migrate-files.js";

/** A worker thread of `tool-output migrate --jobs N`: files in, migrated sources out, one at a time. */
const { rules, cutterImport, typed } = workerData as Pick<FileJob, "rules" | "cutterImport" | "typed">;
parentPort?.on("message", (file: string) => {
  parentPort?.postMessage(migrateFile({ file, rules, cutterImport, typed }));
});

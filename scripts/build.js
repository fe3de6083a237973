// Builds both packages from a clean dist/, so nothing a removed source left behind is shipped.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
for (const [dir, project] of [
  ["cutter/dist", "cutter/tsconfig.build.json"],
  ["dist", "tsconfig.build.json"],
]) {
  rmSync(dir, { recursive: true, force: true });
  execFileSync(process.execPath, [tsc, "-p", project], { stdio: "inherit" });
}

import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../", import.meta.url));
export const ESLINT_BIN = fileURLToPath(new URL("../node_modules/eslint/bin/eslint.js", import.meta.url));
export const CLI_BIN = fileURLToPath(new URL("../dist/cli/tool-output.js", import.meta.url));

/** Tests that run what users run (the CLI, ESLint loading the package) need `npm run build` first. */
export function assertBuilt(): void {
  for (const file of ["../dist/eslint-plugin.js", "../dist/cli/tool-output.js", "../cutter/dist/index.js"]) {
    if (!existsSync(new URL(file, import.meta.url))) {
      throw new Error(`${file.slice(3)} is missing: run \`npm run build\` (npm test does) before these tests`);
    }
  }
}

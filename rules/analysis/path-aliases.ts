import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { nearestFileReader } from "./nearest-file.js";

// The path aliases of the nearest tsconfig.json (or jsconfig.json), read without type information:
// `compilerOptions.paths` (through `extends` of relative files) and `baseUrl`, so that
// `import { formatOutput } from "@tools/BashTool/utils"` names a file as a relative import does.
// Read from disk and kept for ten seconds, like the helpers the rule reads.

interface Aliases {
  /** `@tools/*` → [`/abs/src/tools/*`]: the pattern's prefix and suffix around `*`, and the targets. */
  entries: { prefix: string; suffix: string; exact: boolean; targets: string[] }[];
}


/** tsconfig allows comments and trailing commas; JSON does not. Strings are kept as they are. */
function parseJsonc(text: string): unknown {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === "\\") i++;
      out += text.slice(start, i + 1);
    } else if (c === "/" && text[i + 1] === "/") {
      while (i < text.length && text[i] !== "\n") i++;
      out += "\n";
    } else if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i + 2);
      if (i < 0) break;
      i++;
    } else out += c;
  }
  return JSON.parse(out.replace(/^\uFEFF/, "").replace(/,(\s*[}\]])/g, "$1"));
}

interface CompilerOptions {
  baseUrl?: string;
  paths?: Record<string, string[]>;
}

/** `compilerOptions` of a config, merged over what its relative `extends` give; paths resolved against each config's folder. */
function optionsOf(file: string, depth = 0): { baseDir?: string; paths?: Record<string, string[]>; pathsDir?: string } | undefined {
  if (depth > 4) return undefined;
  let config: { extends?: unknown; compilerOptions?: CompilerOptions };
  try {
    config = parseJsonc(readFileSync(file, "utf8")) as typeof config;
  } catch {
    return undefined;
  }
  const dir = dirname(file);
  const parents = (Array.isArray(config.extends) ? config.extends : [config.extends]).filter((e): e is string => typeof e === "string" && e.startsWith("."));
  let merged: { baseDir?: string; paths?: Record<string, string[]>; pathsDir?: string } = {};
  for (const parent of parents) merged = { ...merged, ...optionsOf(resolve(dir, parent.endsWith(".json") ? parent : `${parent}.json`), depth + 1) };
  const own = config.compilerOptions ?? {};
  if (typeof own.baseUrl === "string") merged.baseDir = resolve(dir, own.baseUrl);
  if (own.paths && typeof own.paths === "object") {
    merged.paths = own.paths;
    merged.pathsDir = dir;
  }
  return merged;
}

/** The aliases of the nearest tsconfig.json or jsconfig.json, per folder. */
const aliasesFor = nearestFileReader(["tsconfig.json", "jsconfig.json"], 12, (_text, dir, config): Aliases => {
  const options = optionsOf(config);
  const base = options?.baseDir ?? options?.pathsDir ?? dir;
  return {
    entries: Object.entries(options?.paths ?? {}).map(([pattern, targets]) => {
      const star = pattern.indexOf("*");
      return {
        prefix: star < 0 ? pattern : pattern.slice(0, star),
        suffix: star < 0 ? "" : pattern.slice(star + 1),
        exact: star < 0,
        targets: (Array.isArray(targets) ? targets : []).filter((t): t is string => typeof t === "string").map((t) => resolve(base, t)),
      };
    }),
  };
});

/**
 * The paths an aliased specifier may name (`@tools/BashTool/utils` → `/abs/src/tools/BashTool/utils`),
 * without extensions, most specific pattern first; none for a specifier no alias covers.
 */
export function aliasTargets(fromFile: string, specifier: string): string[] {
  if (specifier.startsWith(".") || specifier.startsWith("/")) return [];
  const aliases = aliasesFor(dirname(fromFile));
  if (!aliases) return [];
  const matches = aliases.entries
    .filter((e) => (e.exact ? specifier === e.prefix : specifier.startsWith(e.prefix) && specifier.endsWith(e.suffix) && specifier.length >= e.prefix.length + e.suffix.length))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return matches.flatMap((e) => {
    const middle = e.exact ? "" : specifier.slice(e.prefix.length, specifier.length - e.suffix.length);
    return e.targets.map((t) => t.replace("*", middle));
  });
}

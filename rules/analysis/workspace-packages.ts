import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { nearestFileReader } from "./nearest-file.js";

// Packages of the monorepo a file sits in (npm/yarn `workspaces`, `pnpm-workspace.yaml`), so that
// `import { truncate } from "@acme/utils/token"` names a file of the repository as a relative import
// does, without node_modules. A package that builds to `dist/` is read from its sources. Read from
// disk and kept for ten seconds (nearest-file.ts), like the helpers the rules read.

const MAX_LEVELS = 12;
const MAX_PACKAGES = 2000;

interface Workspace {
  /** Package name → its folder. */
  packages: Map<string, string>;
}

function text(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function json(file: string): Record<string, unknown> | undefined {
  const t = text(file);
  if (t === undefined) return undefined;
  try {
    const v: unknown = JSON.parse(t);
    return v !== null && typeof v === "object" ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The globs a folder declares as its workspace, or undefined when it declares none. */
function workspaceGlobs(dir: string): string[] | undefined {
  const pnpm = text(join(dir, "pnpm-workspace.yaml"));
  if (pnpm !== undefined) {
    // Only the `packages:` list, one `- glob` per line.
    const out: string[] = [];
    let inPackages = false;
    for (const line of pnpm.split("\n")) {
      if (/^packages\s*:/.test(line)) inPackages = true;
      else if (/^[^\s-]/.test(line)) inPackages = false;
      else if (inPackages) {
        const m = /^\s*-\s*["']?([^"'#\s]+)["']?/.exec(line);
        if (m?.[1] && !m[1].startsWith("!")) out.push(m[1]);
      }
    }
    return out;
  }
  const pkg = json(join(dir, "package.json"));
  const ws = pkg?.workspaces;
  const list = Array.isArray(ws) ? ws : ws !== null && typeof ws === "object" && Array.isArray((ws as { packages?: unknown }).packages) ? (ws as { packages: unknown[] }).packages : undefined;
  return list?.filter((g): g is string => typeof g === "string" && !g.startsWith("!"));
}

function subfolders(dir: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== "node_modules" && !e.name.startsWith("."))
      .map((e) => join(dir, e.name));
  } catch {
    return [];
  }
}

/** The folders a glob names: `packages/*`, `apps/**`, `tools/cli`. */
function expand(root: string, glob: string): string[] {
  let dirs = [root];
  for (const part of glob.replace(/^\.\//, "").replace(/\/$/, "").split("/")) {
    if (part === "**") dirs = dirs.flatMap((d) => [d, ...subfolders(d), ...subfolders(d).flatMap(subfolders)]);
    else if (part.includes("*")) {
      const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`);
      dirs = dirs.flatMap((d) => subfolders(d).filter((s) => re.test(s.slice(d.length + 1))));
    } else dirs = dirs.map((d) => join(d, part));
    if (dirs.length > MAX_PACKAGES) dirs = dirs.slice(0, MAX_PACKAGES);
  }
  return dirs;
}

/**
 * The workspace of the nearest folder upwards that declares one, its packages indexed by name; a
 * package.json that declares none is passed by.
 */
const workspaceOf = nearestFileReader(["pnpm-workspace.yaml", "package.json"], MAX_LEVELS, (_text, root): Workspace | undefined => {
  const globs = workspaceGlobs(root);
  if (globs === undefined) return undefined;
  const packages = new Map<string, string>();
  for (const glob of globs) {
    for (const dir of expand(root, glob)) {
      const name = json(join(dir, "package.json"))?.name;
      if (typeof name === "string" && !packages.has(name)) packages.set(name, dir);
    }
  }
  return { packages };
});

/** `{ "types": "./dist/x.d.ts", "import": "./dist/x.js" }` → the first path it gives, sources first. */
function exportTarget(entry: unknown): string | undefined {
  if (typeof entry === "string") return entry;
  if (entry === null || typeof entry !== "object") return undefined;
  const e = entry as Record<string, unknown>;
  for (const key of ["source", "development", "types", "import", "module", "default", "require", "node"]) {
    const t = exportTarget(e[key]);
    if (t !== undefined) return t;
  }
  return undefined;
}

/** A built file's source: `dist/tools/x.js` → `src/tools/x`, `lib/x.d.ts` → `src/x`. */
function sourcesOf(dir: string, target: string): string[] {
  const path = target.replace(/^\.\//, "").replace(/\.d\.[mc]?ts$/, "").replace(/\.[mc]?js$/, "");
  const built = /^(dist|build|lib|out|esm|cjs)\//.exec(path);
  const inSrc = built ? [resolve(dir, "src", path.slice(built[0].length)), resolve(dir, path.slice(built[0].length))] : [];
  return [...inSrc, resolve(dir, path)];
}

/**
 * The paths a workspace package's specifier may name (`@acme/utils/token` → `/repo/packages/utils/src/token`),
 * without extensions; none for a specifier no package of the workspace has.
 */
export function workspaceTargets(fromFile: string, specifier: string): string[] {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.startsWith("node:")) return [];
  const parts = specifier.split("/");
  const nameLength = specifier.startsWith("@") ? 2 : 1;
  if (parts.length < nameLength) return [];
  const name = parts.slice(0, nameLength).join("/");
  const sub = parts.slice(nameLength).join("/");
  const dir = workspaceOf(dirname(fromFile))?.packages.get(name);
  if (!dir) return [];
  const pkg = json(join(dir, "package.json")) ?? {};
  const exportsField = pkg.exports;
  const key = sub === "" ? "." : `./${sub}`;
  const out: string[] = [];
  if (typeof exportsField === "string" && sub === "") out.push(...sourcesOf(dir, exportsField));
  else if (exportsField !== null && typeof exportsField === "object") {
    const map = exportsField as Record<string, unknown>;
    const exact = exportTarget(map[key]);
    if (exact !== undefined) out.push(...sourcesOf(dir, exact));
    else {
      // `"./*": "./dist/*.js"`: one star, filled with the rest of the specifier.
      for (const [pattern, entry] of Object.entries(map)) {
        const star = pattern.indexOf("*");
        const target = exportTarget(entry);
        if (star < 0 || target === undefined || !key.startsWith(pattern.slice(0, star)) || !key.endsWith(pattern.slice(star + 1))) continue;
        out.push(...sourcesOf(dir, target.replace("*", key.slice(star, key.length - (pattern.length - star - 1)))));
      }
    }
  }
  if (sub === "") {
    for (const field of ["source", "types", "typings", "module", "main"]) {
      const t = pkg[field];
      if (typeof t === "string") out.push(...sourcesOf(dir, t));
    }
    out.push(resolve(dir, "src/index"), resolve(dir, "index"));
  } else out.push(resolve(dir, "src", sub), resolve(dir, sub));
  return [...new Set(out)].filter((p) => p.startsWith(dir) && isInside(p, dir));
}

function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(`${dir}/`) || path.startsWith(`${dir}\\`);
}


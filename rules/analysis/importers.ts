import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { resolveRelative } from "./imported-helpers.js";

// Which tool modules of a package import a file, read from disk without type information: a
// reverse index of the relative import specifiers of the package's tool modules, built once per
// package root and kept for ten seconds. A function whose value leaves its file by an export goes
// wherever its importers take it; when one of them defines tools, the value is likely what one of
// those tools returns. Only files named or filed for tools, or a server's entry point, are read.

/** Packages larger than this are not indexed: the scan would cost more than a lint run saves. */
const MAX_FILES = 4_000;
const MAX_FILE_BYTES = 512 * 1024;
const SOURCE = /\.[mc]?[jt]sx?$/;
const SKIP_DIR = /^(node_modules|dist|build|out|coverage|\.git|\.next|\.turbo|vendor)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["']([^"'\s]+)["']/g;

interface Index {
  root: string;
  /** Folders the scan could not read: an importer there is not seen, so the index may miss a route. */
  unreadable: string[];
  /** Absolute file → the tool modules that import it by a relative specifier. */
  importers: Map<string, string[]>;
  /** Source text of the tool modules. */
  text: Map<string, string>;
}

const indexes = new Map<string, Index | null>();
const roots = new Map<string, string | null>();
let builtAt = 0;

function freshen(): void {
  const now = Date.now();
  if (now - builtAt > 10_000) {
    indexes.clear();
    roots.clear();
    builtAt = now;
  }
}

/** The folder of the nearest package.json above `file`. */
function packageRoot(file: string): string | undefined {
  const seen: string[] = [];
  let found: string | null = null;
  for (let dir = dirname(file), i = 0; i < 12; i++) {
    const known = roots.get(dir);
    if (known !== undefined) {
      found = known;
      break;
    }
    seen.push(dir);
    try {
      if (statSync(join(dir, "package.json")).isFile()) {
        found = dir;
        break;
      }
    } catch {
      // no package.json here
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  for (const d of seen) roots.set(d, found);
  return found ?? undefined;
}

/** The package's source files, and the folders that could not be read (their importers go unseen). */
function sourcesUnder(root: string): { files: string[]; unreadable: string[] } | undefined {
  const out: string[] = [];
  const unreadable: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop() as string;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      unreadable.push(dir);
      continue;
    }
    for (const e of entries) {
      if (e.isDirectory()) {
        if (!SKIP_DIR.test(e.name)) stack.push(join(dir, e.name));
      } else if (e.isFile() && SOURCE.test(e.name) && !/\.d\.[mc]?ts$/.test(e.name)) {
        out.push(join(dir, e.name));
        if (out.length > MAX_FILES) return undefined;
      }
    }
  }
  return { files: out, unreadable };
}

/** How a package's tool modules are told: by path first (no read), then by text. */
export interface ToolModuleTests {
  /** Worth reading: a path named or filed for tools, or a server's or agent's entry point. */
  candidate: (pathInPackage: string) => boolean;
  /** Defines tools, given its path within the package and its text. */
  isToolModule: (pathInPackage: string, text: string) => boolean;
}

function build(root: string, tests: ToolModuleTests): Index | null {
  const found = sourcesUnder(root);
  if (!found) return null;
  const importers = new Map<string, string[]>();
  const text = new Map<string, string>();
  for (const file of found.files) {
    const inPackage = relative(root, file).replaceAll("\\", "/");
    if (!tests.candidate(inPackage)) continue;
    let source: string;
    try {
      if (statSync(file).size > MAX_FILE_BYTES) continue;
      source = readFileSync(file, "utf8");
    } catch {
      found.unreadable.push(file);
      continue;
    }
    if (!tests.isToolModule(inPackage, source)) continue;
    text.set(file, source);
    for (const m of source.matchAll(SPECIFIER)) {
      const target = resolveRelative(file, m[1] as string);
      if (!target) continue;
      const list = importers.get(target);
      if (list) list.push(file);
      else importers.set(target, [file]);
    }
  }
  return { root, importers, text, unreadable: found.unreadable };
}

function indexFor(file: string, tests: ToolModuleTests): Index | undefined {
  freshen();
  const root = packageRoot(file);
  if (!root) return undefined;
  let index = indexes.get(root);
  if (index === undefined) {
    index = build(root, tests);
    indexes.set(root, index);
  }
  return index ?? undefined;
}

/**
 * A tool module of the package that imports `file` and calls `name` (`name(` or `.name(`),
 * relative to `file`, for the message.
 */
export function toolModuleCalling(file: string, name: string, tests: ToolModuleTests): string | undefined {
  const index = indexFor(file, tests);
  if (!index) return undefined;
  const calls = new RegExp(`(^|[^\\w$])${name.replace(/[$]/g, "\\$")}\\s*\\(`);
  for (const importer of index.importers.get(file) ?? []) {
    if (importer !== file && calls.test(index.text.get(importer) ?? "")) return relative(dirname(file), importer).replaceAll("\\", "/");
  }
  return undefined;
}

/** The text of every tool module of the package `file` belongs to. */
export function packageToolModuleTexts(file: string, tests: ToolModuleTests): string[] {
  const index = indexFor(file, tests);
  return index ? [...index.text.values()] : [];
}

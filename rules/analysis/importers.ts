import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { resolveRelative } from "./imported-helpers.js";

// Which files of a package import a file, read from disk without type information: a reverse
// index of relative import specifiers, built once per package root and kept for ten seconds. A
// function whose value leaves its file by an export goes wherever its importers take it; when an
// importer defines tools, the value is likely what one of them returns.

/** Packages larger than this are not indexed: the scan would cost more than a lint run saves. */
const MAX_FILES = 4_000;
const MAX_FILE_BYTES = 512 * 1024;
const SOURCE = /\.[mc]?[jt]sx?$/;
const SKIP_DIR = /^(node_modules|dist|build|out|coverage|\.git|\.next|\.turbo|vendor)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

interface Index {
  root: string;
  /** Folders the scan could not read: an importer there is not seen, so the index may miss a route. */
  unreadable: string[];
  /** Absolute file → the files that import it by a relative specifier. */
  importers: Map<string, string[]>;
  /** Source text of the importers read so far. */
  text: Map<string, string>;
}

/** Imports sit at the top of a module: the index reads that much of each file. */
const HEAD_BYTES = 8 * 1024;
const head = Buffer.alloc(HEAD_BYTES);

function readHead(file: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(file, "r");
    const n = readSync(fd, head, 0, HEAD_BYTES, 0);
    return head.toString("utf8", 0, n);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function fullText(index: Index, file: string): string {
  let text = index.text.get(file);
  if (text === undefined) {
    try {
      text = statSync(file).size > MAX_FILE_BYTES ? "" : readFileSync(file, "utf8");
    } catch {
      text = "";
    }
    index.text.set(file, text);
  }
  return text;
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
        // A nested package is its own root.
        if (!SKIP_DIR.test(e.name) && !(dir !== root && e.name === "package.json")) stack.push(join(dir, e.name));
      } else if (e.isFile() && SOURCE.test(e.name) && !/\.d\.[mc]?ts$/.test(e.name)) {
        out.push(join(dir, e.name));
        if (out.length > MAX_FILES) return undefined;
      }
    }
  }
  return { files: out, unreadable };
}

function build(root: string): Index | null {
  const found = sourcesUnder(root);
  if (!found) return null;
  const { files, unreadable } = found;
  const importers = new Map<string, string[]>();
  const text = new Map<string, string>();
  for (const file of files) {
    const source = readHead(file);
    if (source === undefined) continue;
    for (const m of source.matchAll(SPECIFIER)) {
      const target = resolveRelative(file, m[1] as string);
      if (!target) continue;
      const list = importers.get(target);
      if (list) list.push(file);
      else importers.set(target, [file]);
    }
  }
  return { root, importers, text, unreadable };
}

function indexFor(file: string): Index | undefined {
  freshen();
  const root = packageRoot(file);
  if (!root) return undefined;
  let index = indexes.get(root);
  if (index === undefined) {
    index = build(root);
    indexes.set(root, index);
  }
  return index ?? undefined;
}

/** A file that defines tools, given its path within the package and its text. */
export type ToolModuleTest = (pathInPackage: string, text: string) => boolean;

/**
 * The first file of the package that imports `file`, calls `name` (`name(` or `.name(`) and is a
 * tool module by `isToolModule`; through one more importer when the first is itself only a
 * relay (it exports what it calls). Relative to the package, for the message.
 */
export function toolModuleCalling(file: string, name: string, isToolModule: ToolModuleTest): string | undefined {
  const index = indexFor(file);
  if (!index) return undefined;
  const calls = new RegExp(`(^|[^\\w$])${name.replace(/[$]/g, "\\$")}\\s*\\(`);
  const seen = new Set<string>([file]);
  let frontier = [file];
  for (let hop = 0; hop < 2 && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const target of frontier) {
      for (const importer of index.importers.get(target) ?? []) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        const text = fullText(index, importer);
        if (hop === 0 && !calls.test(text)) continue;
        if (isToolModule(relative(index.root, importer).replaceAll("\\", "/"), text)) return relative(dirname(file), importer).replaceAll("\\", "/");
        next.push(importer);
      }
    }
    frontier = next;
  }
  return undefined;
}

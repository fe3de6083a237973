import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CursorExpiredError, createResultStore, fileBackend } from "../src/index.js";

const WORKER = new URL("./fs-worker.mjs", import.meta.url).pathname;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "tool-output-store-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function worker(args: string[], stdin?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`worker exited ${code}: ${err}`))));
    child.stdin.end(stdin ?? "");
  });
}

/** The digest a consumer must report for the result `tag`-`n`: the first page's rows are not in it. */
function expected(tag: string, n: number, skip: number) {
  const rows = Array.from({ length: 150 }, (_, i) => ({ tag, n, i, text: `${tag}-${n} row ${i}` })).slice(skip);
  return { rows: rows.length, first: skip, digest: createHash("sha256").update(JSON.stringify(rows)).digest("hex") };
}

describe("fileBackend()", () => {
  it("serves two harness processes at once: each pages the other's results to the end", async () => {
    const dir = tempDir();
    const [fromA, fromB] = await Promise.all([worker(["produce", dir, "s3cret", "a", "6"]), worker(["produce", dir, "s3cret", "b", "6"])]);
    const [readByB, readByA] = await Promise.all([worker(["consume", dir, "s3cret"], fromA), worker(["consume", dir, "s3cret"], fromB)]);
    const pagesOfA = JSON.parse(readByB) as { rows: number; first: number; digest: string }[];
    const pagesOfB = JSON.parse(readByA) as { rows: number; first: number; digest: string }[];
    expect(pagesOfA).toHaveLength(6);
    pagesOfA.forEach((p, n) => expect(p).toEqual(expected("a", n, p.first)));
    pagesOfB.forEach((p, n) => expect(p).toEqual(expected("b", n, p.first)));
    expect(pagesOfA[0]?.first).toBeGreaterThan(0);
    // No temporary file is left behind by the atomic writes.
    expect(readdirSync(dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  }, 60_000);

  it("expires results by file time and removes them", async () => {
    const dir = tempDir();
    let t = Date.now();
    const store = createResultStore({ ttlMs: 1000, now: () => t, backend: fileBackend({ dir, now: () => t }) });
    const r = await store.cut({ rows: Array.from({ length: 200 }, (_, i) => ({ i })) }, { maxChars: 700 });
    const cursor = r.envelope.nextCursor ?? "";
    expect(readdirSync(dir)).toHaveLength(1);
    t += 500;
    const second = await store.page(cursor, { maxChars: 700 });
    t += 900; // the page extended the result, and its cursor runs from then: alive at 1.4 s
    await expect(store.page(cursor, { maxChars: 700 })).rejects.toBeInstanceOf(CursorExpiredError);
    const next = await store.page(second.envelope.nextCursor ?? "", { maxChars: 700 });
    expect(next.envelope.complete).toBe(false);
    t += 5000;
    // Cursors carry their own expiry; past it the error names the time.
    await expect(store.page(next.envelope.nextCursor ?? "", { maxChars: 700 })).rejects.toBeInstanceOf(CursorExpiredError);
    // A new result sweeps the expired file away.
    await store.cut({ rows: Array.from({ length: 200 }, (_, i) => ({ i })) }, { maxChars: 700 });
    expect(readdirSync(dir)).toHaveLength(1);
    expect(existsSync(dir)).toBe(true);
  });

  it("refuses an id that is not one of its own", async () => {
    const backend = fileBackend({ dir: tempDir() });
    await expect(Promise.resolve().then(() => backend.get("../../etc/passwd"))).rejects.toThrow(/not a result id/);
  });
});

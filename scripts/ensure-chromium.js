// Test setup: the audit's HTML report is checked in headless Chromium. Debian's package, never a
// browser download (playwright's own download does not work on closed networks). Installs it when
// missing and this process may (root with apt-get); otherwise says why, and the test skips itself.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The path of a usable Chromium, or a sentence saying why there is none. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return { path: CHROMIUM };
  if (process.platform !== "linux" || typeof process.getuid !== "function" || process.getuid() !== 0) {
    return { why: `no Chromium at ${CHROMIUM} and not root on Linux to install Debian's chromium package (set CHROMIUM_PATH to use another)` };
  }
  const apt = spawnSync("sh", ["-c", "command -v apt-get"], { encoding: "utf8" });
  if (apt.status !== 0) return { why: `no Chromium at ${CHROMIUM} and no apt-get to install it` };
  process.stdout.write("installing Debian's chromium for the HTML report test (apt-get install chromium)…\n");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let r = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  if (r.status !== 0) {
    // A fresh machine may have no package lists yet.
    spawnSync("apt-get", ["update", "-qq"], { env, stdio: "ignore" });
    r = spawnSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], { env, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" });
  }
  if (r.status !== 0 || !existsSync(CHROMIUM)) return { why: `apt-get could not install chromium: ${(r.stderr ?? "").trim().split("\n").pop() ?? "unknown error"}` };
  return { path: CHROMIUM };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = ensureChromium();
  process.stdout.write(r.path ? `chromium: ${r.path}\n` : `chromium: none (${r.why}); the HTML report test will be skipped\n`);
}

/// <reference lib="dom" />
// The page-side callbacks run in Chromium, hence the DOM types.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "../cli/audit.js";
import { BOUND_COLOR, renderHtml, SURVIVAL_COLOR } from "../cli/audit-html.js";
import { writeSampleLog } from "../cli/audit-sample.js";
import { parsePolicy, type ReplayPolicy } from "../cli/audit-replay.js";

// The same default as scripts/ensure-chromium.js, which `npm test` runs first to install it.
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const present = existsSync(chromiumPath);
if (!present) {
  console.warn(`audit HTML screenshot test skipped: no Chromium at ${chromiumPath}. \`npm test\` installs Debian's chromium when run as root (scripts/ensure-chromium.js); set CHROMIUM_PATH to use another.`);
}

// The flags this machine needs: no sandbox as root, and no background connections to a closed network.
const FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

function hex(color: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
}

describe.skipIf(!present)("the audit's HTML report in headless Chromium", () => {
  const dir = mkdtempSync(join(tmpdir(), "tool-output-html-"));
  let browser: Browser;
  const page = join(dir, "report.html");

  beforeAll(async () => {
    const log = join(dir, "calls.jsonl");
    await writeSampleLog(log, { calls: 1500, seed: 5 });
    const report = await auditLogs([log], [parsePolicy("cutter:6000") as ReplayPolicy]);
    writeFileSync(page, renderHtml(report));
    browser = await chromium.launch({ executablePath: chromiumPath, args: FLAGS });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("renders a bar per tool and figure, each painted in its colour where the SVG puts it", async () => {
    const tab = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    const requests: string[] = [];
    tab.on("request", (r) => {
      if (!r.url().startsWith("file:")) requests.push(r.url());
    });
    await tab.goto(pathToFileURL(page).href);
    const chart = tab.locator("#chart");
    const box = await chart.boundingBox();
    expect(box?.width).toBeGreaterThan(300);
    expect(box?.height).toBeGreaterThan(100);
    // Where each bar is, as laid out, relative to the chart.
    const bars = await tab.$$eval("#chart rect.bar", (rects) => {
      const origin = (rects[0]?.closest("svg") as SVGSVGElement).getBoundingClientRect();
      return rects.map((r) => {
        const b = r.getBoundingClientRect();
        return { cls: r.getAttribute("class") ?? "", x: b.x - origin.x, y: b.y - origin.y, w: b.width, h: b.height };
      });
    });
    expect(bars.filter((b) => b.cls.includes("bound"))).toHaveLength(5);
    // read_file returns text: no fields, no survival bar.
    expect(bars.filter((b) => b.cls.includes("survival"))).toHaveLength(4);
    const png = await chart.screenshot();
    // Decode the screenshot in a blank page and read the pixel at each bar's centre.
    const blank = await browser.newPage();
    const pixels = await blank.evaluate(
      async ({ data, points }) => {
        const img = new Image();
        img.src = `data:image/png;base64,${data}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0);
        return points.map(([x, y]) => Array.from(ctx.getImageData(Math.floor(x), Math.floor(y), 1, 1).data.slice(0, 3)));
      },
      { data: png.toString("base64"), points: bars.filter((b) => b.w >= 3).map((b) => [b.x + b.w / 2, b.y + b.h / 2] as [number, number]) },
    );
    const painted = bars.filter((b) => b.w >= 3);
    expect(painted.length).toBeGreaterThanOrEqual(8);
    painted.forEach((b, i) => {
      const want = hex(b.cls.includes("bound") ? BOUND_COLOR : SURVIVAL_COLOR);
      const got = pixels[i] as number[];
      expect(Math.max(...want.map((c, j) => Math.abs(c - (got[j] ?? 0))))).toBeLessThanOrEqual(8);
    });
    // Wider bar, bigger figure: host snapshots bind more often than service summaries.
    const bound = bars.filter((b) => b.cls.includes("bound"));
    const labels = await tab.$$eval("#chart text.tool", (ts) => ts.map((t) => t.lastChild?.textContent ?? ""));
    expect((bound[labels.indexOf("host_snapshot")]?.w ?? 0) > (bound[labels.indexOf("service_summary")]?.w ?? 0)).toBe(true);
    expect(requests).toEqual([]);
    await blank.close();
    await tab.close();
  });
});

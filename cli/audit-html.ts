// The audit as a page for people: one self-contained file (no script, no network), a chart of
// binding rate and field survival per tool drawn as inline SVG, and tables of the figures.
import type { AuditReport } from "./audit.js";
import type { Figures } from "./audit-tally.js";

/** Bar colours; the screenshot test looks for them. */
export const BOUND_COLOR = "#c0392b";
export const SURVIVAL_COLOR = "#2471a3";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const int = (n: number) => n.toLocaleString("en-US");
const pct = (x: number | null) => (x === null ? "–" : `${(x * 100).toFixed(1)}%`);

function chart(report: AuditReport): string {
  const tools = report.tools;
  const label = 190;
  const plot = 520;
  const bar = 14;
  const group = bar * 2 + 14;
  const top = 34;
  const height = top + Math.max(1, tools.length) * group + 30;
  const width = label + plot + 70;
  const x = (share: number) => label + Math.max(0, Math.min(1, share)) * plot;
  const parts: string[] = [];
  for (let t = 0; t <= 4; t++) {
    const gx = x(t / 4);
    parts.push(`<line x1="${gx}" y1="${top - 6}" x2="${gx}" y2="${height - 26}" stroke="#ddd"/>`);
    parts.push(`<text x="${gx}" y="${height - 10}" text-anchor="middle" class="axis">${t * 25}%</text>`);
  }
  tools.forEach((tool, i) => {
    const y = top + i * group;
    const name = tool.tool.length > 26 ? `${tool.tool.slice(0, 25)}…` : tool.tool;
    parts.push(`<text x="${label - 8}" y="${y + bar + 4}" text-anchor="end" class="tool"><title>${esc(tool.tool)}</title>${esc(name)}</text>`);
    const bound = tool.bindingRate;
    parts.push(`<rect class="bar bound" x="${label}" y="${y}" width="${(x(bound) - label).toFixed(1)}" height="${bar}" fill="${BOUND_COLOR}"><title>${esc(tool.tool)}: bound on ${pct(bound)} of ${int(tool.calls)} calls</title></rect>`);
    parts.push(`<text x="${x(bound) + 4}" y="${y + bar - 3}" class="value">${pct(bound)}</text>`);
    const survival = tool.fieldSurvival;
    if (survival !== null) {
      parts.push(`<rect class="bar survival" x="${label}" y="${y + bar}" width="${(x(survival) - label).toFixed(1)}" height="${bar}" fill="${SURVIVAL_COLOR}"><title>${esc(tool.tool)}: ${pct(survival)} of top-level fields arrived</title></rect>`);
      parts.push(`<text x="${x(survival) + 4}" y="${y + 2 * bar - 3}" class="value">${pct(survival)}</text>`);
    } else {
      parts.push(`<text x="${label + 4}" y="${y + 2 * bar - 3}" class="value">no fields (text or list results)</text>`);
    }
  });
  const legend =
    `<rect x="${label}" y="6" width="12" height="12" fill="${BOUND_COLOR}"/><text x="${label + 18}" y="16" class="axis">cap-binding rate</text>` +
    `<rect x="${label + 150}" y="6" width="12" height="12" fill="${SURVIVAL_COLOR}"/><text x="${label + 168}" y="16" class="axis">field survival</text>`;
  return `<svg id="chart" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Cap-binding rate and field survival per tool">${legend}${parts.join("")}</svg>`;
}

function figureCells(f: Figures): string {
  return [int(f.calls), pct(f.bindingRate), int(f.parseFailures), pct(f.fieldSurvival), `${int(f.rowsDelivered)}/${int(f.rowsProduced)}`, int(f.silent), int(f.atRoundCap), int(f.announcedUnrecoverable)]
    .map((c) => `<td>${c}</td>`)
    .join("");
}

export function renderHtml(report: AuditReport): string {
  const toolRows = report.tools.map((t) => `<tr><th>${esc(t.tool)}</th>${figureCells(t)}</tr>`).join("");
  const replay =
    report.replay.length === 0
      ? ""
      : `<h2>Replay</h2><table><thead><tr><th>delivery</th><th>over budget</th><th>broken</th><th>bound</th><th>fields</th><th>rows delivered</th><th>early list rows</th><th>late list rows</th></tr></thead><tbody>` +
        [["recorded", report.total] as const, ...report.replay.map((r) => [r.policy, r.total] as const)]
          .map(([name, f]) => `<tr><th>${esc(name)}</th><td>${int(f.overBudget)}</td><td>${int(f.parseFailures)}</td><td>${pct(f.bindingRate)}</td><td>${pct(f.fieldSurvival)}</td><td>${int(f.rowsDelivered)}/${int(f.rowsProduced)}</td><td>${int(f.earlyList.delivered)}/${int(f.earlyList.produced)}</td><td>${int(f.lateList.delivered)}/${int(f.lateList.produced)}</td></tr>`)
          .join("") +
        `</tbody></table>`;
  const worst = report.worst
    .map((w) => `<tr><td>${esc(w.where)}</td><th>${esc(w.tool)}</th><td>${esc(w.callId)}</td><td>${w.parses ? "yes" : "<b>no</b>"}</td><td>${w.fieldsDelivered}/${w.fieldsProduced}</td><td>${int(w.rowsDelivered)}/${int(w.rowsProduced)}</td><td>${w.announced ? "yes" : "no"}</td><td>${esc(w.missingFields.join(", "))}</td></tr>`)
    .join("");
  const notes = [`${int(report.calls)} calls in ${report.files.map(esc).join(", ")}`];
  if (report.withoutProduced > 0) notes.push(`${int(report.withoutProduced)} logged without the produced result`);
  if (report.droppedByRecorder > 0) notes.push(`${int(report.droppedByRecorder)} dropped by the recorder`);
  if (report.unaudited.count > 0) notes.push(`${int(report.unaudited.count)} could not be audited (first: ${report.unaudited.lines.slice(0, 5).map((m) => esc(m.where)).join(", ")})`);
  if (report.malformed.count > 0) notes.push(`${int(report.malformed.count)} malformed lines skipped (first: ${report.malformed.lines.slice(0, 5).map((m) => esc(m.where)).join(", ")})`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>tool-output audit</title>
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#222;max-width:1100px}
h1{font-size:20px}h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse;margin:8px 0}th,td{padding:3px 10px;border-bottom:1px solid #e4e4e4;text-align:right}
th:first-child,td:first-child{text-align:left}thead th{background:#f4f4f4}
svg text{font:12px system-ui,sans-serif;fill:#333}svg .axis{fill:#666}
.note{color:#555}
</style></head><body>
<h1>What reached the model whole</h1>
<p class="note">${notes.join("; ")}. <em>Bound</em>: something the tool produced did not arrive. <em>Field survival</em>: mean share of top-level fields that arrived.</p>
${chart(report)}
<h2>Per tool</h2>
<table><thead><tr><th>tool</th><th>calls</th><th>bound</th><th>parse fail</th><th>fields</th><th>rows delivered</th><th>silent</th><th>at round cap</th><th>announced, no way on</th></tr></thead>
<tbody>${toolRows}<tr><th>(all tools)</th>${figureCells(report.total)}</tr></tbody></table>
${replay}
<h2>Worst calls</h2>
${worst ? `<table><thead><tr><th>where</th><th>tool</th><th>call</th><th>parses</th><th>fields</th><th>rows</th><th>announced</th><th>missing fields</th></tr></thead><tbody>${worst}</tbody></table>` : "<p>No call lost anything.</p>"}
</body></html>
`;
}

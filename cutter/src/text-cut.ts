import type { Measure } from "./budget.js";
import type { Omission } from "./envelope.js";
import { groupDigits } from "./format.js";
import { stringMarker } from "./json-cut.js";

export interface TextPlan {
  text: string;
  omitted: Omission[];
  returned: number;
  total: number;
  cutByRows: boolean;
  /** Lines kept whole from the head: where a next page continues. */
  headLines: number;
  /** Nothing but the header: the smallest text mode can do. */
  minimal: boolean;
}

export interface TextOptions {
  measure: Measure;
  limit: number;
  maxLines?: number;
  keep: "head" | "head-tail";
  /** Share of the budget for the tail in head-tail mode. */
  tailShare: number;
  /** Lines before this text (a later page): header numbers and totals count from the original. */
  lineOffset?: number;
}


function header(ranges: [number, number][], total: number, cutLine?: { kept: number; total: number }, offset = 0): string {
  const first = ranges[0]?.[0] ?? 1;
  const shown = ranges.reduce((n, [a, b]) => n + (b - a + 1), 0);
  const later = offset > 0;
  const parts = ranges.map(([a, b]) => (a === b ? `${groupDigits(a)}` : `${groupDigits(a)}–${groupDigits(b)}`));
  const what = ranges.length === 0 ? "no lines" : `${ranges.length === 1 && ranges[0]?.[0] === ranges[0]?.[1] ? "line" : "lines"} ${parts.join(" and ")}`;
  // A later page counts what is still to come; the lines before it were shown on earlier pages.
  let text = later
    ? `[${what} of ${groupDigits(total)} shown; ${groupDigits(total - offset - shown)} remain`
    : `[${what} of ${groupDigits(total)} shown; ${groupDigits(total - shown)} omitted`;
  if (cutLine) text += `; line ${groupDigits(first)} cut at ${groupDigits(cutLine.kept)} of ${groupDigits(cutLine.total)} chars`;
  return `${text}]`;
}

/**
 * Whole lines from the head (and, for logs, the tail), under a first line that says which lines
 * were kept. Lines are split on "\n" only, so a CRLF file keeps its "\r"s and its line ending.
 */
export function planText(text: string, options: TextOptions): TextPlan {
  const lines = text.split("\n");
  const offset = options.lineOffset ?? 0;
  const count = lines.length;
  const total = count + offset;
  const eol = lines[0]?.endsWith("\r") ? "\r\n" : "\n";
  const m = options.measure;
  const cap = Math.min(count, options.maxLines ?? count);
  const cutByRows = cap < count;
  const lineCost = (i: number) => m.size(lines[i] ?? "") + m.size("\n");
  const none = (): TextPlan => ({
    text: header([], total, undefined, offset),
    omitted: [{ path: "$", unit: "lines", returned: offset, total }],
    returned: 0,
    total,
    cutByRows,
    headLines: 0,
    minimal: true,
  });

  // The header's digits depend on what is kept; reserve for its longest form and check at the end.
  const worstHeader = header([[total, total], [total, total]], total, { kept: total, total: total }) + eol;
  let available = options.limit - m.size(worstHeader);
  if (available < 0) return none();

  let head = 0;
  let tail = 0;
  if (options.keep === "head-tail") {
    let tailBudget = Math.floor(available * options.tailShare);
    while (head + tail < cap && tail < cap - 1 && lineCost(count - 1 - tail) <= tailBudget) {
      tailBudget -= lineCost(count - 1 - tail);
      available -= lineCost(count - 1 - tail);
      tail++;
    }
  }
  while (head + tail < cap && lineCost(head) <= available) {
    available -= lineCost(head);
    head++;
  }
  // The tail share that the head did not use goes back to the tail.
  while (options.keep === "head-tail" && head + tail < cap && lineCost(count - 1 - tail) <= available) {
    available -= lineCost(count - 1 - tail);
    tail++;
  }

  const omitted: Omission[] = [];
  let cutLine: { kept: number; total: number } | undefined;
  let firstLine: string | undefined;
  if (head === 0 && tail === 0 && cap > 0) {
    // Not even one line fits: keep the start of the first line, marked.
    const line = lines[0] ?? "";
    let p = Math.min(line.length, Math.max(0, available));
    while (p > 0 && m.size(line.slice(0, p) + stringMarker(line.length - p)) > available) p = Math.floor(p * 0.9);
    while (p > 0 && (line.charCodeAt(p - 1) & 0xfc00) === 0xd800) p--;
    if (m.size(stringMarker(line.length - p)) <= available) {
      firstLine = line.slice(0, p) + stringMarker(line.length - p);
      cutLine = { kept: p, total: line.length };
      omitted.push({ path: `$[${offset}]`, unit: "chars", returned: p, total: line.length });
    }
  }
  if (firstLine === undefined && head === 0 && tail === 0) return none();
  const kept = firstLine !== undefined ? 1 : head + tail;
  const ranges: [number, number][] = [];
  if (firstLine !== undefined || head > 0) ranges.push([offset + 1, offset + Math.max(1, head)]);
  if (tail > 0) ranges.push([total - tail + 1, total]);
  const body = firstLine !== undefined ? [firstLine] : [...lines.slice(0, head), ...lines.slice(count - tail)];
  if (kept < count) omitted.unshift({ path: "$", unit: "lines", returned: offset + kept, total });
  const out = `${header(ranges, total, cutLine, offset)}${eol}${body.join("\n")}`;
  return { text: out, omitted, returned: kept, total, cutByRows, headLines: head, minimal: false };
}

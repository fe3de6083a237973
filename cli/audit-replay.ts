// Replay: deliver every recorded `produced` again through another policy, deterministically, so a
// team can see what a different cutter would have done on the same calls.
import { BudgetTooSmallError, cut } from "tool-output-cutter";

export interface ReplayPolicy {
  /** As given on the command line: `prefix:6000`. */
  name: string;
  kind: "prefix" | "head-tail" | "cutter";
  maxChars: number;
  deliver(produced: unknown, serialized: string): string;
}

const HEAD_TAIL_NOTICE = (n: number) => `\n... [${n} characters omitted] ...\n`;

/** `prefix:N`, `head-tail:N` or `cutter:N` (N characters), or a message saying what is wrong. */
export function parsePolicy(spec: string): ReplayPolicy | string {
  const m = /^(prefix|head-tail|cutter):(\d[\d_]*)$/.exec(spec);
  const n = m ? Number((m[2] as string).replaceAll("_", "")) : NaN;
  if (!m || !Number.isSafeInteger(n) || n < 1) return `--replay takes prefix:N, head-tail:N or cutter:N with N characters (got '${spec}')`;
  const kind = m[1] as ReplayPolicy["kind"];
  const deliver: ReplayPolicy["deliver"] =
    kind === "prefix"
      ? // What `JSON.stringify(result).slice(0, N)` in a harness sends.
        (_p, s) => s.slice(0, n)
      : kind === "head-tail"
        ? // Half from each end around a notice, as middle-eliding harnesses do.
          (_p, s) => {
            if (s.length <= n) return s;
            const head = Math.ceil(n / 2);
            const tail = n - head;
            return s.slice(0, head) + HEAD_TAIL_NOTICE(s.length - n) + (tail > 0 ? s.slice(-tail) : "");
          }
        : (p) => {
            try {
              return cut(p, { maxChars: n }).text;
            } catch (error) {
              // A budget below the result's skeleton: the cutter refuses rather than break it.
              if (error instanceof BudgetTooSmallError) return "";
              throw error;
            }
          };
  return { name: spec, kind, maxChars: n, deliver };
}

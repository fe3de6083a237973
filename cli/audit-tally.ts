// Per-tool sums of `auditDelivery()` over a call log: the figures `tool-output audit` prints.
// Memory is bounded whatever the log's size: a few numbers per tool and per list, and the worst calls.
import type { DeliveryAudit } from "tool-output-cutter";

/** Row counts a model sees as "exactly N": with no flag it cannot tell a cap from a full set. */
export const ROUND_CAPS = new Set([10, 20, 25, 30, 40, 50, 100, 150, 200, 250, 500, 1000, 2000, 5000, 10000]);
const MAX_LISTS_PER_TOOL = 64;
const WORST_KEPT = 20;

export interface ListFigures {
  produced: number;
  delivered: number;
}

export interface Figures {
  calls: number;
  /** Calls where something produced did not arrive. */
  bound: number;
  bindingRate: number;
  /** Calls whose produced result was JSON, and those whose delivered payload did not parse. */
  jsonCalls: number;
  parseFailures: number;
  /** Mean share of top-level fields that arrived, over calls with fields; null when none had any. */
  fieldSurvival: number | null;
  rowsProduced: number;
  rowsDelivered: number;
  /** Calls where a list arrived with exactly a round number of rows and nothing said whether more exist. */
  atRoundCap: number;
  /** …and of those, how many had in fact been cut. */
  atRoundCapBound: number;
  announced: number;
  /** Cut, said so, and gave no way to the rest (no cursor, no offset, no saved copy). */
  announcedUnrecoverable: number;
  /** Cut and said nothing. */
  silent: number;
  /** Calls whose produced result was larger than the budget (recorded, or the replay's). */
  overBudget: number;
  /** The first and the last top-level list of results that have two or more (key order). */
  earlyList: ListFigures;
  lateList: ListFigures;
}

/** A call kept for the report's worst-calls list: where it is, and the audit's own figures for it. */
export interface WorstCall extends Pick<DeliveryAudit, "parses" | "fieldsProduced" | "fieldsDelivered" | "missingFields" | "rowsProduced" | "rowsDelivered" | "announced"> {
  where: string;
  tool: string;
  callId: string;
  ts?: string;
  loss: number;
}

export interface ToolFigures extends Figures {
  tool: string;
  lists: ({ path: string } & ListFigures)[];
}

class Acc {
  calls = 0;
  bound = 0;
  jsonCalls = 0;
  parseFailures = 0;
  fieldShare = 0;
  withFields = 0;
  rowsProduced = 0;
  rowsDelivered = 0;
  atRoundCap = 0;
  atRoundCapBound = 0;
  announced = 0;
  announcedUnrecoverable = 0;
  silent = 0;
  overBudget = 0;
  early = { produced: 0, delivered: 0 };
  late = { produced: 0, delivered: 0 };
  lists = new Map<string, ListFigures>();

  add(a: DeliveryAudit, overBudget: boolean, keepLists: boolean): void {
    this.calls++;
    if (a.bound) this.bound++;
    if (a.kind === "json") {
      this.jsonCalls++;
      if (!a.parses) this.parseFailures++;
    }
    if (a.fieldsProduced > 0) {
      this.withFields++;
      this.fieldShare += a.fieldsDelivered / a.fieldsProduced;
    }
    this.rowsProduced += a.rowsProduced;
    this.rowsDelivered += a.rowsDelivered;
    if (!a.announced && a.perList.some((l) => l.unit === "rows" && ROUND_CAPS.has(l.delivered))) {
      this.atRoundCap++;
      if (a.bound) this.atRoundCapBound++;
    }
    if (a.announced) this.announced++;
    if (a.announced && a.bound && !a.recoverable) this.announcedUnrecoverable++;
    if (!a.announced && a.bound) this.silent++;
    if (overBudget) this.overBudget++;
    const top = a.perList.filter((l) => l.unit === "rows" && /^\$(\.[A-Za-z_$][\w$]*|\[".*"\])$/.test(l.path));
    if (top.length >= 2) {
      const first = top[0] as DeliveryAudit["perList"][number];
      const last = top[top.length - 1] as DeliveryAudit["perList"][number];
      this.early.produced += first.produced;
      this.early.delivered += first.delivered;
      this.late.produced += last.produced;
      this.late.delivered += last.delivered;
    }
    if (!keepLists) return;
    for (const l of a.perList) {
      // Results keyed by data (ids as keys) would grow this without end: the rest goes under one name.
      const path = this.lists.has(l.path) || this.lists.size < MAX_LISTS_PER_TOOL ? l.path : "(other lists)";
      const f = this.lists.get(path) ?? { produced: 0, delivered: 0 };
      f.produced += l.produced;
      f.delivered += l.delivered;
      this.lists.set(path, f);
    }
  }

  figures(): Figures {
    return {
      calls: this.calls,
      bound: this.bound,
      bindingRate: this.calls === 0 ? 0 : this.bound / this.calls,
      jsonCalls: this.jsonCalls,
      parseFailures: this.parseFailures,
      fieldSurvival: this.withFields === 0 ? null : this.fieldShare / this.withFields,
      rowsProduced: this.rowsProduced,
      rowsDelivered: this.rowsDelivered,
      atRoundCap: this.atRoundCap,
      atRoundCapBound: this.atRoundCapBound,
      announced: this.announced,
      announcedUnrecoverable: this.announcedUnrecoverable,
      silent: this.silent,
      overBudget: this.overBudget,
      earlyList: { ...this.early },
      lateList: { ...this.late },
    };
  }
}

/** How much of a call was lost, for ranking the worst: a broken payload counts as much as losing everything. */
function lossOf(a: DeliveryAudit): number {
  const rows = a.rowsProduced === 0 ? 0 : 1 - a.rowsDelivered / a.rowsProduced;
  const fields = a.fieldsProduced === 0 ? 0 : 1 - a.fieldsDelivered / a.fieldsProduced;
  return rows + fields + (a.parses ? 0 : 1) + (a.bound && !a.announced ? 0.5 : 0);
}

/** Sums per tool and overall, in tool order of first appearance. */
export class Tally {
  private readonly tools = new Map<string, Acc>();
  private readonly all = new Acc();
  private readonly worst: WorstCall[] = [];
  constructor(private readonly keepWorst = true) {}

  add(call: { tool: string; callId: string; ts?: string; where: string }, a: DeliveryAudit, overBudget: boolean): void {
    let acc = this.tools.get(call.tool);
    if (!acc) this.tools.set(call.tool, (acc = new Acc()));
    acc.add(a, overBudget, true);
    this.all.add(a, overBudget, false);
    if (!this.keepWorst || !a.bound) return;
    const loss = lossOf(a);
    if (this.worst.length >= WORST_KEPT && loss <= (this.worst[this.worst.length - 1] as WorstCall).loss) return;
    this.worst.push({
      where: call.where,
      tool: call.tool,
      callId: call.callId,
      ...(call.ts ? { ts: call.ts } : {}),
      parses: a.parses,
      fieldsProduced: a.fieldsProduced,
      fieldsDelivered: a.fieldsDelivered,
      missingFields: a.missingFields.slice(0, 8),
      rowsProduced: a.rowsProduced,
      rowsDelivered: a.rowsDelivered,
      announced: a.announced,
      loss,
    });
    // Stable: among equal losses the earlier call stays.
    this.worst.sort((x, y) => y.loss - x.loss);
    if (this.worst.length > WORST_KEPT) this.worst.pop();
  }

  total(): Figures {
    return this.all.figures();
  }

  byTool(): ToolFigures[] {
    return [...this.tools].map(([tool, acc]) => ({ tool, ...acc.figures(), lists: [...acc.lists].map(([path, f]) => ({ path, ...f })) }));
  }

  worstCalls(): WorstCall[] {
    return [...this.worst];
  }
}

// tool-output-cutter: fit a tool result into a budget without breaking it, and say what was left out.
export { cut, type CutOptions, type CutResult } from "./cut.js";
export type { Budget, Reason } from "./budget.js";
export type { Envelope, Omission, Replacement } from "./envelope.js";
export { BudgetTooSmallError, CutterError, InvalidBudgetError, InvalidInputError } from "./errors.js";

/** Base class of every error the cutter throws on purpose, so callers can catch them as one. */
export class CutterError extends Error {
  override name = "CutterError";
}

/** The budget is malformed: no limit, a negative or fractional limit, tokens without a counter. */
export class InvalidBudgetError extends CutterError {
  override name = "InvalidBudgetError";
}

/** `format: "json"` was asked for a string that is not JSON, or the input has an unsupported type. */
export class InvalidInputError extends CutterError {
  override name = "InvalidInputError";
}

/**
 * The budget cannot hold even the skeleton: every top-level key (with emptied values) plus the
 * envelope, or the text header. `minimum` is the smallest limit, in the budget's unit, that fits.
 */
export class BudgetTooSmallError extends CutterError {
  override name = "BudgetTooSmallError";
  constructor(
    readonly unit: "chars" | "bytes" | "tokens",
    readonly limit: number,
    readonly minimum: number,
  ) {
    super(`budget of ${limit} ${unit} is too small: the skeleton alone needs ${minimum} ${unit}`);
  }
}

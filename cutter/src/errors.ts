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

/** A cursor that this store did not issue, or that was modified or truncated. Says nothing of the data. */
export class InvalidCursorError extends CutterError {
  override name = "InvalidCursorError";
  constructor() {
    super("cursor is not valid for this result store (modified, truncated, or issued by another store)");
  }
}

/** A genuine cursor whose result is gone: past its expiry, or evicted to bound memory. */
export class CursorExpiredError extends CutterError {
  override name = "CursorExpiredError";
  constructor(
    readonly resultId: string,
    readonly expiredAt: Date | undefined,
    why: "expired" | "evicted",
  ) {
    super(
      why === "expired"
        ? `cursor for result ${resultId} expired at ${expiredAt?.toISOString() ?? "an unknown time"}; cut the result again`
        : `result ${resultId} is no longer stored (evicted or expired); cut the result again`,
    );
  }
}

// tool-output-cutter: fit a tool result into a budget without breaking it, and say what was left out.
export { cut, type CutOptions, type CutResult } from "./cut.js";
export type { Budget, Reason } from "./budget.js";
export type { Envelope, Omission, Replacement } from "./envelope.js";
export { BudgetTooSmallError, CutterError, InvalidBudgetError, InvalidInputError } from "./errors.js";
export { collect, type CollectOptions, type CollectResult, type SkippedRecord } from "./collect.js";
export { exhaust, type ExhaustOptions, type ExhaustProblem, type ExhaustResult, type Page } from "./exhaust.js";
export type { IdentityReport } from "./envelope.js";
export { createResultStore, type ResultStore, type ResultStoreOptions } from "./store.js";
export { memoryBackend, type MemoryBackendOptions, type StoreBackend, type StoredResult } from "./store-backend.js";
export { CursorExpiredError, InvalidCursorError } from "./errors.js";
export { fileBackend, type FileBackendOptions } from "./file-backend.js";
export { auditDelivery, type DeliveryAudit, type ListDelivery } from "./audit.js";
export { recordToolCalls, type DroppedRecord, type RecorderStats, type RecordOptions, type RecordSink, type ToolCallRecord, type ToolCallRecorder } from "./record.js";

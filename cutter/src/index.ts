// tool-output-cutter: the runtime that rewritten harness code calls. `cut()`, the result store and
// the delivery audit arrive with their issues; this entry exists so the workspace builds and ships.
export const CUTTER_VERSION = "0.1.0";

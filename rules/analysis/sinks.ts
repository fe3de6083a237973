import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { calleeName, dottedName, propertyOf, stringValue, unwrap, type Node } from "./ast.js";
import { importsOf } from "./imports.js";
import { TOOL_ROLE } from "./tool-messages.js";

/**
 * Where values go, in Semgrep/CodeQL terms: model-facing sinks, human-facing sinks (logs, UI,
 * telemetry), sanitizers (the cutter) and propagators (calls and methods that pass text on).
 */

/** Fields whose value harnesses hand to the model, whatever object holds them. */
export const MODEL_FIELDS = new Set(["llmContent", "llm_content", "observation", "toolOutput", "tool_output", "modelOutput", "forModel", "functionResponse", "resultForAssistant", "result_for_assistant"]);

/** Fields that only a person reads: a display copy beside the model-facing one. */
export const HUMAN_FIELDS = new Set([
  "returnDisplay",
  "display",
  "displayText",
  "displayContent",
  "displayName",
  "preview",
  "previewText",
  "title",
  "label",
  "tooltip",
  "statusLine",
  "statusText",
  "status",
  "spinnerText",
  "ui",
  "uiMessage",
  "humanReadable",
  "description",
  "name",
  // Metadata beside the content: UI details, telemetry, debugging.
  "details",
  "metadata",
  "meta",
  "debug",
  "telemetry",
  // OpenTelemetry span attributes.
  "attributes",
]);

/** Folders whose code serves people: UI components, views, telemetry, logging. */
export const DISPLAY_PATH = /(^|\/)(ui|components?|tui|views?|telemetry|tracing|logging|logs?|examples?\/[^/]*ui[^/]*)\//i;

export interface SinkMatch {
  via: string;
  certain: boolean;
  /** A shape that is model-facing only when nothing further up says more (a content part). */
  weak?: boolean;
}

function typeTag(object: TSESTree.ObjectExpression): string | undefined {
  return stringValue(propertyOf(object, "type")?.value);
}

/**
 * Is `key` of this object literal a model-facing field? A tool-result message or part (`role:
 * "tool"`, `type: "tool_result"`, `type: "function_call_output"`, `functionResponse.response`), or a
 * field that harnesses name for the model.
 */
export function modelField(object: TSESTree.ObjectExpression, key: string): SinkMatch | undefined {
  const role = stringValue(propertyOf(object, "role")?.value);
  const type = typeTag(object);
  if (role !== undefined && TOOL_ROLE.test(role) && (key === "content" || key === "output")) return { via: `a \`role: "${role}"\` message`, certain: true };
  if ((type === "tool_result" || type === "tool-result") && (key === "content" || key === "output" || key === "result")) return { via: `a \`type: "${type}"\` part`, certain: true };
  if (type === "function_call_output" && key === "output") return { via: 'a `type: "function_call_output"` item', certain: true };
  if (key === "response" && object.parent.type === AST_NODE_TYPES.Property && object.parent.key.type === AST_NODE_TYPES.Identifier && object.parent.key.name === "functionResponse")
    return { via: "a `functionResponse`", certain: true };
  if (MODEL_FIELDS.has(key)) return { via: `the \`${key}\` field`, certain: false };
  // `{ content: [{ type: "text", text }] }`: an MCP (or chat) content part, wherever it is built.
  if (key === "text" && type === "text" && object.parent.type === AST_NODE_TYPES.ArrayExpression) {
    const holder = object.parent.parent;
    if (holder.type === AST_NODE_TYPES.Property && holder.key.type === AST_NODE_TYPES.Identifier && holder.key.name === "content") return { via: "a `content` text part", certain: false, weak: true };
  }
  return undefined;
}

/** `preview`, or the last segment of a dotted attribute key (`"agent.summary.preview"`). */
export function humanField(key: string): boolean {
  // `outputPreview`, `resultDisplay`: named for a display copy of the output beside it.
  // `internalMessage`, `debugDetail`: kept for the operators, said to be withheld from the client.
  return HUMAN_FIELDS.has(key) || HUMAN_FIELDS.has(key.slice(key.lastIndexOf(".") + 1)) || /^(internal|debug)[A-Z_]/.test(key);
}

/** `new ToolMessage(x)` / `new ToolMessage({ content: x })`: LangChain's tool-result message. */
export function isToolMessageConstructor(node: Node, program: TSESTree.Program): SinkMatch | undefined {
  if (node.type !== AST_NODE_TYPES.NewExpression) return undefined;
  const name = calleeName(node.callee);
  if (name !== "ToolMessage") return undefined;
  const binding = importsOf(program).get("ToolMessage");
  return { via: "a LangChain `ToolMessage`", certain: binding !== undefined && /^@langchain\/|^langchain\//.test(binding.source) };
}

const LOG_OBJECT = /^(console|logger|log|logging|debug|debugLogger|tracer|telemetry|metrics|sentry|winston|pino|bunyan|stderr)$/i;
const LOG_METHOD = /^(log|info|warn|warning|error|debug|trace|verbose|fatal|silly|notice)$/;
const HUMAN_CALLS = /^(onUpdate|onPartialOutput|onPartial|onChunk|onStream|onOutput|onData|streamUpdate|setStatus|setState|setMessage|setTitle|setLabel|setText|setPreview|updateStatus|updateProgress|reportProgress|sendProgress|onProgress|progress|notify|notifyUser|toast|showMessage|showInformationMessage|showWarningMessage|showErrorMessage|render|print|emitProgress|setAttribute|setAttributes|addEvent|recordException|spinner|statusBar)$/;

/** Calls that send a prompt to a model: Gemini, the AI SDK, OpenAI and Anthropic clients. */
const MODEL_CALL = /^(generateContent|generateContentStream|generateText|streamText|generateObject|streamObject|createChatCompletion|createCompletion|generateCompletions?)$/;
/** `openai.chat.completions.create`, `this.client.messages.create`: on a client named for a model API (not `db.messages.create`). */
const MODEL_CLIENT_CALL = /^(this\.)?(\w+\.)*\w*(openai|anthropic|client|llm|groq|mistral|together|deepseek|ai)\w*\.(chat\.completions|completions|messages|responses)\.(create|stream|parse)$/i;
/** `model.invoke(prompt)`, `llm.stream(prompt)`: a LangChain-style model object, known by its name. */
const MODEL_OBJECT = /(model|llm|chat|summarizer)$/i;

/** `client.generateContent(…)`, `openai.chat.completions.create(…)`: a call that hands its arguments to a model as a prompt. */
export function modelCall(call: TSESTree.CallExpression): string | undefined {
  const callee = unwrap(call.callee);
  const name = calleeName(callee);
  const path = dottedName(callee) ?? name ?? "";
  if (name !== undefined && MODEL_CALL.test(name)) return path;
  if (MODEL_CLIENT_CALL.test(path)) return path;
  // Not `.call`: `fooModel.call(this, …)` is Function.prototype.call.
  if (callee.type === AST_NODE_TYPES.MemberExpression && name !== undefined && /^(invoke|stream|predict)$/.test(name)) {
    const object = calleeName(unwrap(callee.object));
    if (object !== undefined && MODEL_OBJECT.test(object)) return path;
  }
  return undefined;
}

/** A call that only a person or a trace reads: logs, UI state, progress, spans. `log` is true for logs. */
export function humanCall(call: TSESTree.CallExpression): { log: boolean; via: string } | undefined {
  const callee = unwrap(call.callee);
  const name = calleeName(callee);
  const path = dottedName(callee) ?? "";
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    const object = unwrap(callee.object);
    const objectName = calleeName(object);
    if (path.startsWith("process.stderr.") || path.startsWith("console.")) return { log: true, via: path };
    if (objectName !== undefined && LOG_OBJECT.test(objectName) && name !== undefined && (LOG_METHOD.test(name) || /^(write|child)$/.test(name))) return { log: true, via: path };
    if (name !== undefined && LOG_METHOD.test(name) && objectName !== undefined && /log/i.test(objectName)) return { log: true, via: path };
    // `this.logger?.("…", e)`, `deps.logError(e)`: a logger held as a field and called itself.
    if (name !== undefined && (/^(logger|debugLog|logDebug|logInfo|logWarn|logError)$/.test(name) || (object.type === AST_NODE_TYPES.ThisExpression && /^(log|debug|trace)$/.test(name)))) return { log: true, via: path };
    if (name === "emit") {
      const event = stringValue(call.arguments[0]);
      if (event !== undefined && /progress|status|display|ui|log/i.test(event)) return { log: false, via: `emit("${event}")` };
    }
  } else if (name !== undefined && /^(debug|log|logDebug|logInfo|logWarn|logError|trace|verbose)$/.test(name)) return { log: true, via: name };
  if (name !== undefined && HUMAN_CALLS.test(name)) return { log: false, via: path || name };
  // `createChildSpan(…)`, `tracer.startSpan(…)`, `endChildSpan(span, …)`: a trace.
  if (name !== undefined && /(^s|[a-z]S)pan$/.test(name)) return { log: true, via: path || name };
  return undefined;
}

/**
 * The cutter: `cut()`, `store.cut()`, `collect()` from tool-output-cutter (or the project's
 * re-export of it, `modules`); what it gets is handled.
 */
export function isSanitizer(call: TSESTree.CallExpression, program: TSESTree.Program, extra: (callee: Node) => boolean, modules: ReadonlySet<string> = CUTTER_MODULES): boolean {
  if (extra(call.callee)) return true;
  const callee = unwrap(call.callee);
  const imports = importsOf(program);
  if (callee.type === AST_NODE_TYPES.Identifier) {
    const b = imports.get(callee.name);
    return b !== undefined && modules.has(b.source);
  }
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    const object = unwrap(callee.object);
    const source = object.type === AST_NODE_TYPES.Identifier ? imports.get(object.name)?.source : undefined;
    if (source !== undefined && modules.has(source)) return true;
    // A result store's methods; the store itself came from the cutter's createResultStore.
    const name = calleeName(callee);
    if ((name === "cut" || name === "page") && [...imports.values()].some((b) => modules.has(b.source))) return true;
  }
  return false;
}

const CUTTER_MODULES: ReadonlySet<string> = new Set(["tool-output-cutter"]);

/** Methods of a string or line array that pass its text on. */
export const PROPAGATING_METHODS = new Set([
  "join",
  "toString",
  "trim",
  "trimEnd",
  "trimStart",
  "trimRight",
  "trimLeft",
  "concat",
  "replace",
  "replaceAll",
  "padEnd",
  "padStart",
  "toUpperCase",
  "toLowerCase",
  "normalize",
  "map",
  "filter",
  "split",
  "toWellFormed",
  // A cut cut again (snapped to a line end) still carries what is left.
  "slice",
  "substring",
  "substr",
]);

/** Fields of a result that say something about the text rather than carry it. */
export const NON_TEXT_FIELDS = /^(length|size|byteLength|count|total|truncated|wasTruncated|isTruncated|omitted|lines|lineCount|exitCode|code|status|ok|error|id|ids|pid|uuid|(original|total)(Size|Length|Bytes|Chars|Lines|Count))$|.Id$/;

/** Calls whose result is their argument serialized or wrapped: the text goes on inside. */
export const PROPAGATING_CALLS = new Set(["JSON.stringify", "String", "util.inspect", "inspect", "Buffer.from", "Array.from", "encode", "decode"]);

/** Calls that consume a value without passing its text on (tests, hashes, lengths, parses). */
export const CONSUMING_CALLS = /^(hash|createHash|digest|update|includes|startsWith|endsWith|test|match|matchAll|search|indexOf|lastIndexOf|compare|localeCompare|equal|equals|isEqual|parse|parseInt|parseFloat|Number|Boolean|count|countTokens|estimateTokens|measure|set|has|get|delete|add|assert|expect|setTimeout|writeFile|writeFileSync|appendFile|appendFileSync|write|send|postMessage|reject)$/;

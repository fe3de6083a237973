import { AST_NODE_TYPES, ASTUtils, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { TSESLint as ESLintTypes } from "@typescript-eslint/utils";
import { cutCallText, tailShareText, type CutRecipe } from "../codemods/recipes.js";
import { cutterImportFix, cutterModulesOf } from "./fixes/cutter-import.js";
import { calleeName, constInit, enclosingFunction, identifiersIn, isFunction, isTransparent, keyName, localFunction, memberName, rootIdentifier, stringValue, unwrap, walk, type FunctionNode, type Node } from "./analysis/ast.js";
import { classifyBound, schemaParsed } from "./analysis/bounds.js";
import { leafOfStructureWalk } from "./analysis/compactors.js";
import { cappedAppend, evictedCapture, evictionLoop, rollingOutputBuffer, rollingOutputHelper, writtenBack } from "./analysis/buffers.js";
import { entriesPerElement, firstChunk, isSplitByLines, LINES_NAME, loopCap, loopHeaderCap, middleElision, notOutput, positionalCut, readsAfter, ringBuffer, type CutSite, type LoopCap, type MiddleElision } from "./analysis/cuts.js";
import { aTool, callSitesOf, destinationsOf, exported, helperNameOf, toolModuleTextsOf, mappedBy, inClassNamedForToolResults, LABEL_FN_NAME, leavesToolModule, readFromToolResultBlock, readsOf, rootParameterIndex, joinedParameterIndex, type Destination, type FlowContext } from "./analysis/flow.js";
import { TOOL_FILE, toolRoleOf } from "./analysis/frameworks.js";
import { DISPLAY_PATH } from "./analysis/sinks.js";
import { helperCutOf, TRUNCATING_NAME } from "./analysis/helpers.js";
import { callsCutter, CUTS_SAFELY, followerFor, importedHelperCut, readableSpecifier } from "./analysis/imported-helpers.js";
import { importsOf, promptJsxModule, type ImportBinding } from "./analysis/imports.js";
import { functionSpecifierSchema, matchesAny, type FunctionSpecifier } from "./analysis/specifiers.js";
import { typeInfoOf } from "./analysis/types.js";
import { createRule } from "./create-rule.js";

const { DefinitionType } = ESLintTypes.Scope;

export interface NoPositionalCutOptions {
  toolFactories?: FunctionSpecifier[];
  sinks?: FunctionSpecifier[];
  sinkFields?: string[];
  sources?: FunctionSpecifier[];
  sanitizers?: FunctionSpecifier[];
  checkLogs?: boolean;
  checkHistory?: boolean;
}

type MessageId = "positionalCut" | "helperCall" | "helperCut" | "loggedCut" | "suggestCut";

/** Functions named for a measure: what they give is a size, not text. */
const MEASURING_NAME = /^(estimate|count|measure|calc|calculate|compute|sum|get|total)\w*(Bytes|Size|Length|Count|Tokens|Chars)$/;

/** Words of a notice that says the whole was kept somewhere, and names of where. */
const SAVED_POINTER = /(full|whole|complete|entire|untruncated|raw) (output|result|log|text|content|response)|(output|result|log|content|response) (was |is |has been )?(saved|written|stored|offloaded)/i;
const FILE_REFERENCE = /(^|[a-z0-9_$])(Path|File|Uri|Url|URL|Location|Dir)(Name)?$|^(path|file|uri|url|location|dir)(name)?$|_(PATH|FILE|DIR)$/;

function isInside(n: Node, outer: Node): boolean {
  for (let p: Node | undefined = n; p; p = p.parent) if (p === outer) return true;
  return false;
}

/** A result field that carries where the whole output was saved. */
const SAVED_COPY_KEY = /^(full|saved|complete|raw|untruncated)\w*(Path|File|Uri|Url|Location)$|^(logFile|logPath|outputFile|outputPath|spillPath|spillFile)$/;

/** A tool input that names the first line to read. */
const LINE_OFFSET_PARAM = /^(offset|line_?offset|lineOffset|start_?line|startLine|from_?line|fromLine|line_?start|lineStart)$/;
/** A notice that sends the model to a reading tool with a range, offset or start line. */
const READER_WITH_RANGE = /\b(read_?file|readFile|view_?file|read_?lines|the read tool)\b.{0,60}\b(range|offset|start_?line|line numbers)\b/i;

/** Functions of a tool that are handed its result or its error, not its input. */
const OUTPUT_HANDLER_KEY = /^(toModelOutput|errorFunction|onError|toModel\w*|experimental_toToolResultContent|(render|format|map|to)\w*(Result|Output|Response)\w*)$|(For|To)(Assistant|Model|Llm)$/;

/** Names of what a tool gives back, and of what a user typed (a prompt's other half). */
/** What a tool is handed, by the names handlers give it. */
const TOOL_ARGS_NAME = /^(args|input|params|toolArgs|toolInput)$/;
/** A record's key that a detail tool may take: a sequence number or an id of a captured request or call. */
const RECORD_KEY = /^(seq|sequence|requestId|request_id|callId|call_id|entryId|entry_id)$/;
/** A harness's own type for what a tool returns: `Promise<ToolResult<string>>`, `AgentToolResult`. */
const TOOL_RESULT_TYPE = /\b\w*Tool(Result|Output|Response)\b/;
/** A parameter by which a caller asks for the last or first few lines of something (`tail`, `headLines`). */
const WINDOW_ARGUMENT = /^(tail|head|tailLines|headLines|lastLines|firstLines|lastN|firstN)$/;
/** An option naming where a cutting helper may write the whole: a folder for it, or a file. */
const SAVE_PLACE_KEY = /^(workingDirectory|(overflow|spill|save|archive|artifacts?|output|temp|tmp)(Dir|Directory|Path|File|To)|saveTo|spillTo)$/;
const OUTPUT_VALUE_NAME = /output|result|content|stdout|stderr|response|body|page|html|markdown|observation|findings|scraped|snippets|passages|excerpts|documents|^text$|Text$/i;
const OBSERVATION_NAME = /snapshot|observation|output|stdout|stderr|result|scraped|findings|html|markdown|screen|page(Text|Content)?$/i;
const USER_TEXT_NAME = /prompt|query|question|instruction|request|input|title|message|user|draft|reply/i;

const WHAT: Record<CutSite["kind"], string> = {
  "json-prefix": "Prefix slice of serialized JSON",
  prefix: "Prefix cut of tool output",
  suffix: "Suffix cut of tool output",
  "lines-prefix": "Line cut of tool output",
  "lines-suffix": "Line cut of tool output",
  "bytes-prefix": "Byte cut of tool output",
  "bytes-suffix": "Byte cut of tool output",
  middle: "Middle elision of tool output",
  loop: "Loop that stops appending tool output at a cap",
  "match-window": "Window of tool output around a match",
};

/** What the report calls the cut: a process buffer that stops taking chunks is no loop over records. */
const whatOf = (site: CutSite): string => (site.buffer ? "Process buffer that stops taking tool output at a cap" : site.entries ? "Capture buffer that drops its oldest tool output at a cap" : WHAT[site.kind]);

/** A limit worth printing: a number, a name, a member, a little arithmetic; not an options object. */
function printable(node: Node | undefined, text: (n: Node) => string): string | undefined {
  if (!node) return undefined;
  const t = text(node);
  return node.type === AST_NODE_TYPES.ObjectExpression || t.length > 40 || t.includes("\n") ? undefined : t;
}

/** `markerNoted`: the message says apart what the marker beside the cut does, so this does not. */
function consequence(site: CutSite, text: (n: Node) => string, markerNoted = false): string {
  const said = consequenceText(site, text);
  if (!site.announced) return said;
  // A marker beside the cut ("[truncated 1,204 characters]") tells the model something is gone, not how to get it.
  return said.replace(/ and the model is not told$/, markerNoted ? "" : ", and the marker beside it says so but gives no way to read the rest");
}

function unitWord(site: CutSite): string {
  return site.unit === "lines" ? "lines" : site.tokens ? "tokens" : "characters";
}

function consequenceText(site: CutSite, text: (n: Node) => string): string {
  const n = printable(site.bound, text);
  if (n === undefined) {
    if (site.kind === "json-prefix") return "keys that serialize past the limit are deleted whole and the text no longer parses";
    if (site.kind === "middle") return "everything between the kept head and tail is dropped, where the error or the answer often is";
    if (site.kind === "match-window") return "everything outside the window around the match is dropped and the model is not told";
    if (site.chunks && site.kind === "lines-prefix") return "every piece of the text after the first is dropped and the model is not told";
    return site.kind.endsWith("suffix") ? "everything before the kept end is dropped and the model is not told" : "everything past the limit is dropped and the model is not told";
  }
  switch (site.kind) {
    case "json-prefix":
      return `keys that serialize after character ${n} are deleted whole and the text no longer parses`;
    case "prefix":
      return `everything after ${site.tokens ? "token" : "character"} ${n} is dropped and the model is not told`;
    case "suffix":
      return `everything before the last ${n} ${site.tokens ? "tokens" : "characters"} is dropped and the model is not told`;
    case "lines-prefix":
      return `every ${site.chunks ? "piece of the text" : "line"} after the first ${n} is dropped and the model is not told`;
    case "lines-suffix":
      if (site.entries) return `every entry before the newest ${n} is dropped, and no tool that reads the buffer can return it`;
      return `every ${site.chunks ? "piece of the text" : "line"} before the last ${n} is dropped, with whatever came first`;
    case "bytes-prefix":
      return site.aligned ? `bytes after ${n} are dropped and the model is not told` : `bytes after ${n} are dropped, possibly inside a multi-byte character`;
    case "bytes-suffix":
      return site.aligned ? `bytes before the last ${n} are dropped and the model is not told` : `bytes before the last ${n} are dropped, possibly inside a multi-byte character`;
    case "middle":
      return site.tailBound
        ? `everything between the first ${n} and the last ${text(site.tailBound)} ${unitWord(site)} is dropped, where the error or the answer often is`
        : `everything between the first ${n} ${unitWord(site)} and the kept end is dropped, where the error or the answer often is`;
    case "loop": {
      if (site.buffer) return `output that arrives after the cap (${n}) is never kept and the model is not told`;
      const also = printable((site as Partial<LoopCap>).alsoBound, text);
      return also ? `entries past either cap (${n}, ${also}) are never appended and the model is not told` : `entries after the cap (${n}) are never appended and the model is not told`;
    }
    case "match-window":
      return `everything more than ${n} ${site.unit === "lines" ? "lines" : "characters"} from the match is dropped and the model is not told`;
  }
}

/**
 * Code that shrinks a conversation already had (compacting history, compressing old messages):
 * bookkeeping of the context, not a tool's result as it is produced.
 */
const HISTORY_FILE = /(^|[-_./])(messages?|history|conversation|context|chat|memory)[-_.]?(compression|compaction|compactor|pruning|pruner|condenser|trimming|trimmer)\.|(^|\/)(compaction|compactor|history[-_]?compaction|summari[sz]ed[-_]?history\w*)\.[cm]?[jt]sx?$/i;
const HISTORY_FN = /^(compact|compress|prune|condense|trim|shrink|squash|summari[sz]e)(Old|Older|Past|Previous)?(Messages?|History|Conversation|Context|Turns|Transcript)\w*$/;

/** Named for making text fit (`trimPrompt`, `fitToBudget`): with a cut found in its body, a truncating helper. */
const SHORTENING_NAME = /^(trim|fit|limit|cap|shorten|clamp|shrink|reduce)(To)?[A-Z]/;

/** "use fetch_doc for full text", "call the read tool to get the complete page": a tool named for reading the whole of what was cut. */
const WHOLE_RECORD_ROUTE = /\b(use|call|run)\s+(the\s+)?[\w`'"-]+\s+(tool\s+)?(for|to\s+(read|get|fetch|see|view|retrieve))\s+(the\s+)?(full|whole|complete|entire)\s+(text|content|contents|document|page|article|record|description|body|details|result)\b/i;

/** Named for a tool call's input, not its output: `truncateToolInput`, `clipToolArgs`, `shortenArguments`. */
const INPUT_FN_NAME = /[a-z](Tool)?(Input|Inputs|Args|Arguments|Params|Parameters)$/;

/** Limits and folders that say a helper serves people, not the model. */
const DISPLAY_LIMIT = /preview|display|label|width|cols|columns|log(?!s\b)|span|title|tooltip|ui[A-Z_]|attr/i;
/** Names of what the user asked or the harness's own instructions, whole: not what a tool gave. */
const PROMPT_TEXT_NAME = /^(user(Message|Input|Prompt|Query|Request|Text|Goal)|objective|goal|(full|base)?System(Prompt)?|systemPrompt|system(Message|Instructions?)|instructions?)$/i;
/** What holds the conversation: the messages a summariser is handed. */
const CONVERSATION_NAME = /messages|history|transcript|turns|conversation/i;
/** A test that picks a person's turns or the assistant's: `m.role === "user"`, `role === Role.User`. */
const PERSON_ROLE_TEST = /role\s*===?\s*(["'`](user|assistant|human)["'`]|\w+\.(User|Assistant|Human)\b)/;
/** A function, method or file named for summarising or compacting the conversation. */
const SUMMARISER_NAME = /summar|compact|compress|condens/i;
/** Past this length a function is read near each cut, not whole, for what it says about recovering it. */
const LONG_FUNCTION_LINES = 300;
/** How far from a cut, in lines, a notice in a long function still speaks of it. */
const NOTICE_REACH_LINES = 60;

/** Whole words of a key named for a person: `renderPreview`, `status_label`; not `overview`, `buildGuide`, `catalog`. */
const DISPLAY_KEY_WORD = / (preview|display|label|card|render|summary|title|view|log|ui|tooltip|status) /;
/** A word every notice below needs: most strings have none, and skip the tests. */
const NOTICE_WORD = /saved|written|stored|full|read|cursor|\bat |see |offset|page|continu|more|view|line|range/i;
const MARKER_NOTE = " The marker says something is missing but gives the model no way to read it.";

/** Fields that hold a search hit's excerpt, and the address beside it that a fetch tool reads whole. */
const SNIPPET_KEY = /^(snippet|preview|excerpt|highlights?)$/i;
const URL_KEY = /^(url|link|href|uri|source_?url|sourceUrl|permalink)$/i;
const FETCH_TOOL = /\b(fetch_?url|web_?fetch|url_?fetch|fetch_?page|read_?url|open_?url|scrape_?url|browse_?url|\w+_extract)\b/i;

export default createRule<[NoPositionalCutOptions], MessageId>({
  name: "no-positional-cut",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow cutting tool output by position (prefix, suffix, middle, lines, bytes) on its way to a model",
      recommended: true,
      typeAware: true,
    },
    hasSuggestions: true,
    messages: {
      positionalCut: "{{what}}: {{consequence}}. {{reach}} ({{via}}).{{marker}} Use cut() from tool-output-cutter: it keeps the structure whole and tells the model what it left out.",
      helperCall: "`{{helper}}()` cuts its argument by position ({{detail}}): {{consequence}}. {{reach}} ({{via}}). Pass the value through cut() from tool-output-cutter instead.",
      helperCut: "`{{helper}}()` cuts its argument by position: {{consequence}}. {{callers}} Use cut() from tool-output-cutter here, or at the call sites.",
      loggedCut: "{{what}} written to a log ({{via}}): the log keeps less than the agent saw, so a review of the log misses what the model missed. Log the whole value, or cut it with cut() and log its envelope.",
      suggestCut: "Replace with `{{replacement}}` (tool-output-cutter; the output changes: structure kept, omissions announced).",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          toolFactories: { type: "array", items: functionSpecifierSchema, description: "Your own tool factories: the functions (or `execute`/`handler`/`run` properties) they are given are tool implementations." },
          sinks: { type: "array", items: functionSpecifierSchema, description: "Functions whose arguments go to the model (e.g. your harness's `sendToolResult`)." },
          sinkFields: { type: "array", items: { type: "string" }, description: "Object fields that go to the model, besides `llmContent`, `observation` and the tool-result message shapes." },
          sources: { type: "array", items: functionSpecifierSchema, description: "Functions whose results are tool output wherever they are cut (e.g. `runShell`)." },
          sanitizers: { type: "array", items: functionSpecifierSchema, description: "Functions that cut safely, like the cutter: what passes through them is not reported." },
          checkLogs: { type: "boolean", description: "Also report cuts of tool output written to logs: a log that stores less than the agent saw hides the loss during review." },
          checkHistory: { type: "boolean", description: "Report cuts of earlier tool results while the conversation is compacted or clamped (default true): the model reads the cut result on every later turn. Set false where that loss is by design." },
        },
      },
    ],
    defaultOptions: [{ toolFactories: [], sinks: [], sinkFields: [], sources: [], sanitizers: [], checkLogs: false, checkHistory: true }],
  },
  defaultOptions: [{ toolFactories: [], sinks: [], sinkFields: [], sources: [], sanitizers: [], checkLogs: false, checkHistory: true }],
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    const program = sourceCode.ast;
    const types = typeInfoOf(context);
    const toolFactories = options.toolFactories ?? [];
    const cutter = cutterModulesOf(context.settings);
    const flow: FlowContext = {
      cutterModules: cutter.modules,
      program,
      filename: context.filename,
      types,
      toolFactories,
      sourceCode,
      isSinkCall: (callee) => matchesAny(callee, options.sinks ?? [], program),
      sinkFields: new Set(options.sinkFields ?? []),
      isSanitizerCall: (callee) => matchesAny(callee, options.sanitizers ?? [], program),
      historyMessages: options.checkHistory !== false,
    };
    const refs = (id: TSESTree.Identifier) => readsOf(id, sourceCode);
    const toolCache = new Map<FunctionNode, ReturnType<typeof toolRoleOf> | null>();
    const roleOf = (fn: FunctionNode) => {
      if (!toolCache.has(fn)) toolCache.set(fn, toolRoleOf(fn, flow, refs) ?? null);
      return toolCache.get(fn) ?? undefined;
    };
    const toolFunctionsOf = (node: Node): FunctionNode[] => {
      const out: FunctionNode[] = [];
      for (let n: Node | undefined = node.parent; n; n = n.parent) if (isFunction(n) && roleOf(n)) out.push(n);
      return out;
    };
    // For bounds: also a dispatcher's handler declared to give a tool's result and handed the tool's
    // arguments (`handleLog(args, ctx): Promise<ToolResult<string>>`), whose `args.tail` the model set.
    const boundFunctionsOf = (node: Node): FunctionNode[] => {
      const out = toolFunctionsOf(node);
      for (let n: Node | undefined = node.parent; n; n = n.parent) if (isFunction(n) && !out.includes(n) && handedToolArgs(n)) out.push(n);
      return out;
    };
    const cutCtx = { sourceCode, types, toolFunctionsOf: boundFunctionsOf };
    const text = (n: Node) => sourceCode.getText(n);

    function handedToolArgs(fn: FunctionNode): boolean {
      // `handleType(ctx, args)`: a dispatcher's handler may take its context first.
      return fn.params.slice(0, 2).some((p) => p.type === AST_NODE_TYPES.Identifier && TOOL_ARGS_NAME.test(p.name)) && fn.returnType !== undefined && TOOL_RESULT_TYPE.test(text(fn.returnType));
    }

    const calls: TSESTree.CallExpression[] = [];
    const concats: Node[] = [];
    const ifs: TSESTree.IfStatement[] = [];
    const fors: TSESTree.ForStatement[] = [];
    const whiles: TSESTree.WhileStatement[] = [];
    const methodsHere = new Set<string>();

    /**
     * A prompt to a model carries tool output only if the value is some: cut inside a tool, or
     * named for what a tool gives (`pageContent`, `stdout`), not for what a user typed.
     */
    function promptOfOutput(node: Node, value: Node | undefined, origin?: Node, promptField = false): boolean {
      if (toolFunctionsOf(node).length > 0 || inClassNamedForToolResults(node) || (origin !== undefined && inClassNamedForToolResults(origin))) return true;
      // `decide({ prompt: render(memories) })`: a prompt field of some call is no model call known by name; only a tool's own cut counts.
      if (promptField) return false;
      // A prompt element in a tool's own file (`findTextInFilesTool.tsx`) renders that tool's result.
      if (promptJsxModule(program) && TOOL_FILE.test(context.filename.replaceAll("\\", "/"))) return true;
      return value !== undefined && carriesOutput(value);
    }
    const namedForOutput = (n: Node) => {
      const name = n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.MemberExpression ? memberName(n) : undefined;
      return name !== undefined && OUTPUT_VALUE_NAME.test(name) && !USER_TEXT_NAME.test(name);
    };
    /** Text named for what tools give, or built around it. */
    function carriesOutput(value: Node, depth = 0): boolean {
      const v = unwrap(value);
      if (namedForOutput(v)) return true;
      // `findings.map((f) => f.text).join("\n")`: what the list holds, made into text.
      if (v.type === AST_NODE_TYPES.CallExpression) {
        const root = rootIdentifier(v);
        if (root !== undefined && namedForOutput(root)) return true;
      }
      // `custom ? \`${custom}\n${findings…}\` : \`…${findings…}\``: either prompt.
      if (v.type === AST_NODE_TYPES.ConditionalExpression && depth < 3) return carriesOutput(v.consequent, depth + 1) || carriesOutput(v.alternate, depth + 1);
      // `const prompt = \`…<contents>${contents.map(…).join("\n")}</contents>\``: a prompt built around what tools gave.
      const built = v.type === AST_NODE_TYPES.Identifier ? constInit(v, sourceCode) : v;
      if (built?.type === AST_NODE_TYPES.TemplateLiteral) return built.expressions.some((e) => { const root = rootIdentifier(e); return namedForOutput(unwrap(e)) || (root !== undefined && namedForOutput(root)); });
      return false;
    }
    /**
     * A user turn mostly carries what a person typed (`latestUserPrompt`, a goal file): only a value
     * named for what the agent observed (`state.snapshot`, `observation`, `stdout`) is tool output there.
     */
    function observed(value: Node, depth = 0): boolean {
      const v = unwrap(value);
      const name = v.type === AST_NODE_TYPES.Identifier ? v.name : v.type === AST_NODE_TYPES.MemberExpression ? memberName(v) : undefined;
      if (name === undefined) return false;
      // A local `content` is what this code fetched; `message.content` is whatever the message held.
      if ((OBSERVATION_NAME.test(name) || (v.type === AST_NODE_TYPES.Identifier && /^(page)?[cC]ontent$/.test(name))) && !USER_TEXT_NAME.test(name)) return true;
      // `const truncated = truncateForContext(content, max)`: what the value was made from.
      const init = v.type === AST_NODE_TYPES.Identifier && depth < 2 ? constInit(v, sourceCode) : undefined;
      const from = init ? unwrap(init) : undefined;
      const first = from?.type === AST_NODE_TYPES.CallExpression ? from.arguments[0] : undefined;
      return first !== undefined && first.type !== AST_NODE_TYPES.SpreadElement && observed(first, depth + 1);
    }
    /** `origin`: where a helper whose call this is cuts; its class may say what it is handed. */
    function modelDestinations(dests: readonly Destination[], node: Node, value: Node | undefined, origin?: Node): Extract<Destination, { kind: "model" }>[] {
      return dests.filter((d): d is Extract<Destination, { kind: "model" }> => d.kind === "model" && (d.userTurn ? value !== undefined && observed(value) : !d.prompt || promptOfOutput(node, value, origin, d.promptField)));
    }

    function reach(model: Extract<Destination, { kind: "model" }>[]): { reach: string; via: string } {
      const sure = model.find((d) => d.certain);
      const d = sure ?? model[0];
      return { reach: sure ? "It reaches the model as tool output" : "It may reach the model as tool output", via: d?.via ?? "returned by a tool" };
    }

    function fromSource(value: Node): boolean {
      if ((options.sources ?? []).length === 0) return false;
      let n: Node | undefined = unwrap(value);
      for (let i = 0; i < 3 && n; i++) {
        if (n.type === AST_NODE_TYPES.CallExpression && matchesAny(n.callee, options.sources ?? [], program)) return true;
        const root: TSESTree.Identifier | undefined = rootIdentifier(n);
        n = root ? constInit(root, sourceCode) : undefined;
        if (n) n = unwrap(n);
      }
      return false;
    }

    /** What a function's body says about recovering a cut: read once per function, whatever its sites. */
    type NoticeKind = "pointed" | "pages" | "columnPages" | "linePages" | "fullLines" | "wholeRecords";
    type Notices = Record<NoticeKind, boolean> & { persistedRoots: Map<string, Node[]>; pointedVars: Set<string>; lines: Map<NoticeKind, number[]> };
    const notices = new Map<FunctionNode, Notices>();
    function noticesOf(fn: FunctionNode): Notices {
      const found = notices.get(fn);
      if (found) return found;
      const facts: Notices = { persistedRoots: new Map<string, Node[]>(), pointed: false, pages: false, columnPages: false, linePages: false, fullLines: false, wholeRecords: false, pointedVars: new Set<string>(), lines: new Map() };
      const mark = (kind: NoticeKind, at: Node) => {
        facts[kind] = true;
        facts.lines.set(kind, [...(facts.lines.get(kind) ?? []), at.loc.start.line]);
      };
      // Set before the walk: a saver of this file asked about below may call back into this function.
      notices.set(fn, facts);
      walk(fn.body, (n) => {
        if (n.type === AST_NODE_TYPES.CallExpression) {
          const name = calleeName(n.callee) ?? "";
          if (/^(writeFile|writeFileSync|write|save|saveFull\w*|persist\w*|store|put|upload|stash|saveArtifact|createArtifact|saveOutput|spill\w*)$/i.test(name) || /^(save|write|stash|dump)\w*(Output|Result|Content|Log|Text|Artifact)s?$/.test(name)) {
            for (const a of n.arguments) {
              const r = rootIdentifier(a);
              if (r) facts.persistedRoots.set(r.name, [...(facts.persistedRoots.get(r.name) ?? []), n]);
            }
            // `this.persistAndAnnotate(cut, full)`: a saver of this file whose own text says where the whole went.
            const saver = localFunction(n.callee, sourceCode);
            if (saver && saver !== fn && noticesOf(saver).pointed) mark("pointed", n);
          }
        }
        // `text += \`[Full output: ${tempFilePath}]\``: a notice, added to `text`, that names the file the whole went to.
        if (n.type === AST_NODE_TYPES.AssignmentExpression && n.operator === "+=" && n.left.type === AST_NODE_TYPES.Identifier && n.right.type === AST_NODE_TYPES.TemplateLiteral) {
          const t = n.right;
          const where = t.expressions.find((e) => FILE_REFERENCE.test(lastSegment(e)));
          // `if (savedPath) text += …`: there may be no file to point at.
          if (where && t.quasis.some((q) => SAVED_POINTER.test(q.value.raw)) && !guardedBy(n, where, fn) && !mayBeUnset(where, n)) facts.pointedVars.add(n.left.name);
        }
        if ((n.type === AST_NODE_TYPES.Literal && typeof n.value === "string") || n.type === AST_NODE_TYPES.TemplateElement) {
          const s = n.type === AST_NODE_TYPES.Literal ? String(n.value) : n.value.raw;
          if (NOTICE_WORD.test(s)) {
            if (/saved|written|stored|full (output|result|log|text|content)|read_more|readMore|cursor|\bat \b|see /i.test(s)) mark("pointed", n);
            if (/offset=|(use|pass|with) (offset|cursor|page)\b|to (continue|read more|see more)\b|next_?cursor|nextOffset|page=/i.test(s)) mark("pages", n);
            // "use read_file with a narrow range to inspect omitted content": a reader tool that takes a range reaches the rest.
            if (READER_WITH_RANGE.test(s)) mark("pages", n);
            // "Use shell commands (e.g., head, tail, grep) to read specific parts": the rest is a read of a part away.
            // Not "use head/tail parameters to read specific portions": the ends only, never the middle.
            if (/\bto (read|view|inspect) (specific|other|remaining|later|further) (parts|sections|portions|ranges)\b/i.test(s) && !(/\bhead\s*(\/|and|or)\s*tail\b/i.test(s) && !/grep|sed\b|shell|offset|range/i.test(s))) mark("pages", n);
            // "continue from line 120, column_offset 2000": paging that goes on inside a line.
            if (/column_?offset|columnOffset|char(acter)?_?offset|charOffset/i.test(s)) mark("columnPages", n);
            // "Use the read tool to see full lines": another tool of the agent's reads the rest of a line.
            if (/\buse (the )?[\w-]+ tool to (see|read|view|get) (the )?(full|whole|complete|entire) lines\b/i.test(s)) mark("fullLines", n);
            if (/(use|pass|with) (start_?line|end_?line|line_?range|view_?range)\b/i.test(s)) mark("linePages", n);
          }
        }
        // "use ${FETCH_TOOL} for full text": another tool of the agent's reads the whole record, the tool's name filled in.
        if (n.type === AST_NODE_TYPES.TemplateLiteral && n.expressions.length > 0 && WHOLE_RECORD_ROUTE.test(n.quasis.map((q) => q.value.raw).join("TOOL"))) mark("wholeRecords", n);
        if (n.type === AST_NODE_TYPES.Literal && typeof n.value === "string" && WHOLE_RECORD_ROUTE.test(n.value)) mark("wholeRecords", n);
      });
      return facts;
    }

    /**
     * What the function says near `node`. In a long function (a whole agent loop in one method) a
     * notice hundreds of lines away speaks of another branch's cut, not of this one.
     */
    function noticesNear(fn: FunctionNode, node: Node): Notices {
      const facts = noticesOf(fn);
      if (fn.loc.end.line - fn.loc.start.line <= LONG_FUNCTION_LINES) return facts;
      const line = node.loc.start.line;
      const near = (kind: NoticeKind) => (facts.lines.get(kind) ?? []).some((l) => Math.abs(l - line) <= NOTICE_REACH_LINES);
      return { ...facts, pointed: near("pointed"), pages: near("pages"), columnPages: near("columnPages"), linePages: near("linePages"), fullLines: near("fullLines"), wholeRecords: near("wholeRecords") };
    }

    /** Lines of a text: `text.split("\n")`, or a name for lines (not graphemes or records). */
    function ofTextLines(value: Node | undefined): boolean {
      const v = value ? unwrap(value) : undefined;
      if (!v) return false;
      if (isSplitByLines(v)) return true;
      if (v.type !== AST_NODE_TYPES.Identifier) return false;
      const init = constInit(v, sourceCode);
      return LINES_NAME.test(v.name) || (init !== undefined && isSplitByLines(unwrap(init)) !== undefined);
    }

    /** Does the tool read a line offset from its input (`args.offset`, `{ start_line }`), so that it pages by line? */
    function takesLineOffset(tool: FunctionNode, used = false): boolean {
      const input = tool.params[0];
      if (!input) return false;
      const pattern = input.type === AST_NODE_TYPES.AssignmentPattern ? input.left : input;
      // `used`: the offset is read, not only declared (`({ path, offset }) => load(path)` pages nothing).
      if (pattern.type === AST_NODE_TYPES.ObjectPattern) return pattern.properties.some((p) => {
        if (p.type !== AST_NODE_TYPES.Property || !LINE_OFFSET_PARAM.test(keyName(p) ?? "")) return false;
        if (!used) return true;
        const binding = p.value.type === AST_NODE_TYPES.AssignmentPattern ? p.value.left : p.value;
        return binding.type === AST_NODE_TYPES.Identifier && (ASTUtils.findVariable(sourceCode.getScope(binding), binding.name)?.references ?? []).some((r) => !r.init);
      });
      if (pattern.type !== AST_NODE_TYPES.Identifier) return false;
      const variable = ASTUtils.findVariable(sourceCode.getScope(pattern), pattern.name);
      return (variable?.references ?? []).some((r) => {
        const m = r.identifier.parent;
        return m?.type === AST_NODE_TYPES.MemberExpression && m.object === r.identifier && LINE_OFFSET_PARAM.test(memberName(m) ?? "");
      });
    }

    /** `readFileContent(path, withLines, lineOffset, lineLimit)`: a parameter for the line to start at, which the body reads. */
    function takesOffsetArgument(fn: FunctionNode): boolean {
      return fn.params.some((p) => {
        const id = p.type === AST_NODE_TYPES.AssignmentPattern ? p.left : p;
        if (id.type !== AST_NODE_TYPES.Identifier || !LINE_OFFSET_PARAM.test(id.name)) return false;
        return (ASTUtils.findVariable(sourceCode.getScope(id), id.name)?.references ?? []).some((r) => !r.init);
      });
    }

    /**
     * `{ content: cut, totalLines }`, `{ content: cut, truncated }`, `` `(lines 1-200 of ${lines.length})\n${cut}` ``:
     * the result the cut goes out in says that, or how much, the whole is longer.
     */
    function saysPartial(node: Node): boolean {
      let top: Node = node;
      while (top.parent && (top.parent.type === AST_NODE_TYPES.Property || top.parent.type === AST_NODE_TYPES.ObjectExpression || top.parent.type === AST_NODE_TYPES.TemplateLiteral || top.parent.type === AST_NODE_TYPES.BinaryExpression || top.parent.type === AST_NODE_TYPES.ArrayExpression || isTransparent(top.parent))) top = top.parent;
      let found = false;
      walk(top, (n) => {
        if (found) return;
        if (n.type === AST_NODE_TYPES.Property && /^(total_?lines|totalLines|line_?count|lineCount|num_?lines|numLines|(is_?)?truncated|partial)$/i.test(keyName(n) ?? "")) found = true;
        else if (n.type === AST_NODE_TYPES.TemplateLiteral && n.quasis.some((q) => /\bof\s*$/.test(q.value.raw)) && n.expressions.some((e) => /^(lines\.length|total\w*|lineCount)$/i.test(text(e)))) found = true;
      });
      return found;
    }

    /** The full value persisted in the same function, and the model told where: announced and recoverable. */
    function recoverable(site: CutSite): boolean {
      // `truncateByChars(text, MAX, name, { workingDirectory })`: a helper told where to write can save the whole and name the file.
      if (site.node.type === AST_NODE_TYPES.CallExpression && site.node.arguments.some((a) => a.type === AST_NODE_TYPES.ObjectExpression && a.properties.some((p) => p.type === AST_NODE_TYPES.Property && SAVE_PLACE_KEY.test(keyName(p) ?? "")))) return true;
      const fn = enclosingFunction(site.node);
      // `output || "(no matches)"`: the value is `output`, a placeholder stands in when it is empty.
      const value = unwrap(site.value);
      const root = rootIdentifier(value.type === AST_NODE_TYPES.LogicalExpression && value.operator !== "&&" && stringValue(value.right) !== undefined ? value.left : value);
      if (!fn) return false;
      // `snippet = htmlToText(block).slice(0, 300)`: no variable to follow, but the record it goes in may say where the rest is.
      if (!root) return locatedExcerpt(site.node);
      const facts = noticesNear(fn, site.node);
      // A cut of one line (`truncateLine(text)`, `line.slice(0, MAX)`) where the tool's text, maybe
      // in an enclosing function, names a tool that reads full lines.
      // Not a cut of the number of lines (`lines.slice(0, MAX_LINES)`): that one such a notice does not cover.
      const lineCut = site.unit === "chars" && (/^(raw_?)?line$|Line$/.test(root.name) || (site.bound !== undefined && /line_?(length|len|chars|width)|max_?line(?!s)/i.test(text(site.bound))) || (site.node.type === AST_NODE_TYPES.CallExpression && /Line$/.test(calleeName(site.node.callee) ?? "")));
      for (let f: FunctionNode | undefined = fn, i = 0; lineCut && f && i < 4; f = enclosingFunction(f), i++) if (noticesOf(f).fullLines) return true;
      // A notice that says how to read on (`Use offset=201 to continue`): the rest is a call away.
      // Paging by line cannot reach the rest of a line cut inside (`line.slice(0, MAX) + " [truncated]"`).
      const linePaging = facts.linePages && !(site.unit === "chars" && /^(raw_?)?line$|Line$/i.test(root.name));
      // `formatTruncated(content, outputFile, max)`: a helper handed the saved copy's path can say where it is.
      const handsPath = site.node.type === AST_NODE_TYPES.CallExpression && site.node.arguments.some((a) => a !== site.value && a.type !== AST_NODE_TYPES.SpreadElement && /(file|path)$/i.test(lastSegment(a)));
      // Saved only under an `if` the cut is not inside (`if (bytes > MAX) stream.write(out)` beside a cut by lines): not always saved.
      // `if (kept.truncated)`, `if (t !== text)`: on what the cut gave; `if (output.length > MAX)` beside a cut at MAX: the cut's own threshold.
      const holders = holdersOf(site.node);
      const limitNames = site.bound ? identifiersIn(site.bound).map((id) => id.name) : [];
      const shared = (test: Node) => {
        const names = identifiersIn(test).map((id) => id.name);
        if (names.some((n) => holders.includes(n))) return true;
        if (!site.bound || !names.includes(root.name) || !text(test).includes(".length")) return false;
        return limitNames.length > 0 ? limitNames.some((n) => names.includes(n)) : text(test).includes(text(site.bound));
      };
      const savedHere = (name: string) => (facts.persistedRoots.get(name) ?? []).some((c) => !apartUnder(c, site.node, fn, shared));
      // `writeFile(path, output)` in `limitOutput(output)` whose cut is of lines made from `output`: the whole input went to the file.
      const param = rootParameterIndex(site.value, fn, sourceCode);
      const input = param !== undefined ? fn.params[param] : undefined;
      const saved = savedHere(root.name) || (input?.type === AST_NODE_TYPES.Identifier && input.name !== root.name && savedHere(input.name));
      // Paging walks the list: it never reaches the rest of one record's text cut inside the walk.
      // A default count of lines in a tool that takes a line offset (`read_file({ offset, limit })`): the model asks for the rest.
      // "call again with offset to continue" pages by line: it never reaches the rest of one line cut inside (`numberedLine(n, line)`).
      const pagesReach = facts.pages && (!lineCut || facts.columnPages);
      // A tool that takes an offset (`read({ filePath, offset, limit })`): a smaller page reaches what a cut of its whole text dropped.
      // Not one line's or one record's text: paging by line or by record never reaches inside it.
      // Only when the model can tell something is missing: the cut says so, or the result it goes out in does.
      // Also a reader of the tool's other half (`readFileContent(path, withLines, lineOffset, lineLimit)`), handed the offset by its caller.
      const offsetTool = (toolFunctionsOf(site.node).some((t) => takesLineOffset(t, true)) || takesOffsetArgument(fn)) && (site.announced || saysPartial(site.node));
      const paged = ((pagesReach || linePaging) && !(site.unit === "chars" && perRecord(root))) || facts.wholeRecords || (site.unit === "lines" && ofTextLines(site.value) && toolFunctionsOf(site.node).some((t) => takesLineOffset(t))) || (site.unit === "chars" && !lineCut && !perRecord(root) && offsetTool);
      return (saved && (facts.pointed || handsPath)) || holdersOf(site.node).some((h) => facts.pointedVars.has(h)) || paged || pointedBeside(site.node, "parts" in site ? (site as MiddleElision).parts : [site.node]) || locatedExcerpt(site.node) || keyedCopy(site.node, root) || fetchableById(site.node);
    }

    /** Reads of a tool's input by field (`params.seq`, `args.request_id`), by field name: where another tool takes that key. */
    let inputReads: Map<string, Node[]> | undefined;
    /**
     * `calls.map((c) => ({ seq: c.seq, body: c.body?.slice(0, max) }))` in a file whose request-detail
     * tool finds a call by `params.seq`: the record's key is what another tool of the file takes to
     * return that record whole.
     */
    function fetchableById(node: Node): boolean {
      let n: Node = node;
      while (n.parent && (n.parent.type === AST_NODE_TYPES.ConditionalExpression || n.parent.type === AST_NODE_TYPES.LogicalExpression || n.parent.type === AST_NODE_TYPES.ChainExpression || isTransparent(n.parent))) n = n.parent;
      const property = n.parent;
      if (property?.type !== AST_NODE_TYPES.Property || property.value !== n || property.parent.type !== AST_NODE_TYPES.ObjectExpression) return false;
      const keys = property.parent.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? keyName(p) : undefined)).filter((k): k is string => k !== undefined && RECORD_KEY.test(k));
      if (keys.length === 0) return false;
      if (!inputReads) {
        const reads = new Map<string, Node[]>();
        walk(program, (m) => {
          if (m.type !== AST_NODE_TYPES.MemberExpression || m.computed || m.object.type !== AST_NODE_TYPES.Identifier || !TOOL_ARGS_NAME.test(m.object.name)) return;
          const field = memberName(m);
          if (field !== undefined) reads.set(field, [...(reads.get(field) ?? []), m]);
        });
        inputReads = reads;
      }
      const own = toolFunctionsOf(node);
      // Read outside the tool that cuts: another tool (or its helper) looks the record up by its key.
      return keys.some((k) => (inputReads?.get(k) ?? []).some((r) => !toolFunctionsOf(r).some((t) => own.includes(t))));
    }

    /**
     * `const full = store.get(key); full.slice(0, n) + \`… recall("${key}") for the rest\``: the text was
     * read from a store under a key, and the text the cut goes out in names that key.
     */
    function keyedCopy(node: Node, root: TSESTree.Identifier): boolean {
      const def = ASTUtils.findVariable(sourceCode.getScope(root), root.name)?.defs[0];
      const init = def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? unwrap(def.node.init) : undefined;
      const call = init?.type === AST_NODE_TYPES.AwaitExpression ? unwrap(init.argument) : init;
      if (call?.type !== AST_NODE_TYPES.CallExpression || call.callee.type !== AST_NODE_TYPES.MemberExpression || !/^(get|read|load|fetch|retrieve|getItem)$/.test(memberName(call.callee) ?? "")) return false;
      const key = call.arguments[0];
      if (key?.type !== AST_NODE_TYPES.Identifier) return false;
      let top: Node = node;
      while (top.parent && (top.parent.type === AST_NODE_TYPES.BinaryExpression || top.parent.type === AST_NODE_TYPES.TemplateLiteral || top.parent.type === AST_NODE_TYPES.ConditionalExpression || isTransparent(top.parent))) top = top.parent;
      let named = false;
      walk(top, (n) => { if (n.type === AST_NODE_TYPES.Identifier && n.name === key.name && n.parent.type === AST_NODE_TYPES.TemplateLiteral) named = true; });
      return named;
    }

    /**
     * `{ path, startLine, endLine, snippet: cut(text) }`: a hit's excerpt beside the file and the lines
     * it came from, which the agent's reader opens whole.
     */
    function locatedExcerpt(node: Node): boolean {
      let n: Node = node;
      while (n.parent && (n.parent.type === AST_NODE_TYPES.ConditionalExpression || n.parent.type === AST_NODE_TYPES.TSAsExpression || n.parent.type === AST_NODE_TYPES.LogicalExpression || n.parent.type === AST_NODE_TYPES.BinaryExpression || n.parent.type === AST_NODE_TYPES.ChainExpression)) n = n.parent;
      // `const clipped = …; hits.push({ line, content: clipped })`: the excerpt goes into the record by a name.
      // `let snippet = ""; if (m) snippet = …; results.push({ title, url, snippet })`: by a name written once more.
      let named = false;
      const holder = n.parent?.type === AST_NODE_TYPES.VariableDeclarator && n.parent.init === n ? n.parent.id : n.parent?.type === AST_NODE_TYPES.AssignmentExpression && n.parent.right === n && n.parent.operator === "=" ? n.parent.left : undefined;
      if (holder?.type === AST_NODE_TYPES.Identifier) {
        const refs = (ASTUtils.findVariable(sourceCode.getScope(holder), holder.name)?.references ?? []).filter((r) => r.isRead());
        if (refs.length !== 1) return false;
        n = refs[0]!.identifier;
        named = true;
      } else if (holder) return false;
      const prop = n.parent;
      if (prop?.type !== AST_NODE_TYPES.Property || prop.value !== n) return false;
      const record = prop.parent as TSESTree.ObjectExpression;
      const keys = record.properties.map((p) => (p.type === AST_NODE_TYPES.Property ? (keyName(p) ?? "") : ""));
      // `results.push({ title, url, snippet: text.slice(0, 300) })`: one search hit's snippet beside the
      // address the agent's fetch tool reads whole. A list's record only: a page fetched alone is the content.
      if (SNIPPET_KEY.test(keyName(prop) ?? "") && keys.some((k) => URL_KEY.test(k)) && listRecord(record) && namesFetchTool()) return true;
      if ((named && prop.shorthand) || !/^(snippet|preview|excerpt|text|content|chunk)$/i.test(keyName(prop) ?? "")) return false;
      // `byFile.get(filename).push({ lineNum, content })`: the file is the key the records are filed under.
      const filedUnder = record.parent?.type === AST_NODE_TYPES.CallExpression && calleeName(record.parent.callee) === "push" && record.parent.callee.type === AST_NODE_TYPES.MemberExpression
        && /(file|path)(_?name)?$/i.test((() => { const o = unwrap(record.parent.callee.object); return o.type === AST_NODE_TYPES.CallExpression && calleeName(o.callee) === "get" && o.arguments[0] ? lastSegment(o.arguments[0]) : ""; })());
      return (filedUnder || keys.some((k) => /^(path|file|filePath|file_path|filename|relativePath)$/.test(k))) && keys.some((k) => /^(start_?line|line_?start|startLine|lineStart|end_?line|endLine|line_?range|lineRange|lines|line|line_?num(ber)?|lineNum(ber)?|lineNo)$/i.test(k));
    }

    /** The file names a tool that reads a page whole (`web_fetch`, `fetchUrl`, `tavily_extract`): the route from a snippet's URL to the rest. */
    let fetchTool: boolean | undefined;
    function namesFetchTool(): boolean {
      // Or a tool module of the package names one: a search service's hits go out beside the agent's fetch tool.
      return (fetchTool ??= FETCH_TOOL.test(sourceCode.text) || toolModuleTextsOf(context.filename).some((t) => FETCH_TOOL.test(t)));
    }

    /** An object made as one of many: pushed onto a list, or what a `map` callback returns. */
    function listRecord(record: TSESTree.ObjectExpression): boolean {
      let r: Node = record;
      while (r.parent?.type === AST_NODE_TYPES.TSAsExpression || r.parent?.type === AST_NODE_TYPES.TSSatisfiesExpression) r = r.parent;
      const p = r.parent;
      if (p?.type === AST_NODE_TYPES.CallExpression && p.arguments.includes(r)) return /^(push|unshift)$/.test(calleeName(p.callee) ?? "");
      const fn = p?.type === AST_NODE_TYPES.ArrowFunctionExpression && p.body === r ? p : p?.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(p) : undefined;
      const call = fn?.parent;
      return call?.type === AST_NODE_TYPES.CallExpression && call.arguments[0] === fn && /^(map|flatMap)$/.test(calleeName(call.callee) ?? "");
    }

    /**
     * The function around `node`, or one around it, tells where the saved copy is: a notice that
     * says so, or a result field named for it (`{ fullOutputPath: tempFilePath }`).
     */
    function namesSavedCopy(node: Node): boolean {
      for (let f = enclosingFunction(node), i = 0; f && i < 3; f = enclosingFunction(f), i++) {
        if (noticesOf(f).pointed) return true;
        let named = false;
        walk(f.body, (n) => { if (!named && n.type === AST_NODE_TYPES.Property && SAVED_COPY_KEY.test(keyName(n) ?? "")) named = true; });
        if (named) return true;
      }
      return false;
    }

    /**
     * `args.body.slice(0, 100)` in a tool, `JSON.stringify(JSON.parse(input))`: what the model sent
     * the tool, echoed back. The model has it whole already; cutting the echo hides nothing.
     */
    function fromToolInput(value: Node, tools: readonly FunctionNode[], depth = 0): boolean {
      if (tools.length === 0 || depth > 4) return false;
      const n = unwrap(value);
      if (n.type === AST_NODE_TYPES.Literal) return true;
      if (n.type === AST_NODE_TYPES.ConditionalExpression) return fromToolInput(n.consequent, tools, depth + 1) && fromToolInput(n.alternate, tools, depth + 1);
      if (n.type === AST_NODE_TYPES.LogicalExpression) return fromToolInput(n.left, tools, depth + 1) && fromToolInput(n.right, tools, depth + 1);
      if (n.type === AST_NODE_TYPES.CallExpression) {
        // `params.reason.trim()`, `args.query.replace(/\s+/g, " ")`: the same input, tidied.
        if (n.callee.type === AST_NODE_TYPES.MemberExpression && /^(trim|trimStart|trimEnd|toLowerCase|toUpperCase|replace|replaceAll|normalize|toString)$/.test(memberName(n.callee) ?? "")) return fromToolInput(n.callee.object, tools, depth + 1);
        // `schema.safeParse(args)`: the input, checked.
        const checked = schemaParsed(n);
        if (checked) return fromToolInput(checked, tools, depth + 1);
        const dotted = sourceCode.getText(n.callee);
        const arg = n.arguments[0];
        return /^(JSON\.(stringify|parse)|String|structuredClone)$/.test(dotted) && arg !== undefined && arg.type !== AST_NODE_TYPES.SpreadElement && fromToolInput(arg, tools, depth + 1);
      }
      const root = n.type === AST_NODE_TYPES.Identifier || n.type === AST_NODE_TYPES.MemberExpression ? rootIdentifier(n) : undefined;
      if (!root) return false;
      const variable = ASTUtils.findVariable(sourceCode.getScope(root), root.name);
      const def = variable?.defs[0];
      if (!variable || !def) return false;
      if (def.type === DefinitionType.Parameter) return isFunction(def.node) && tools.includes(def.node) && takesInput(def.node);
      if (def.type !== DefinitionType.Variable || def.node.type !== AST_NODE_TYPES.VariableDeclarator) return false;
      // Every value the variable is given comes from the input.
      const given: Node[] = [];
      if (def.node.init) given.push(def.node.init);
      for (const r of variable.references) {
        const w = r.identifier.parent;
        if (r.init === true) continue;
        if (r.isWrite() && r.identifier !== def.node.id && w?.type === AST_NODE_TYPES.AssignmentExpression && w.left === r.identifier) given.push(w.right);
        else if (r.isWrite() && r.identifier !== def.node.id) return false;
      }
      // `const { body } = args`: a field of what the model sent.
      if (def.node.id.type === AST_NODE_TYPES.ObjectPattern && def.node.init) return fromToolInput(def.node.init, tools, depth + 1);
      return given.length > 0 && given.every((g) => fromToolInput(g, tools, depth + 1));
    }

    /** With `checkHistory: false`, in a file or a function named for compacting the conversation: what it cuts the model saw whole once. */
    function compactsHistory(node: Node): boolean {
      if (options.checkHistory !== false) return false;
      if (HISTORY_FILE.test(context.filename.replaceAll("\\", "/"))) return true;
      for (let f = enclosingFunction(node); f; f = enclosingFunction(f)) {
        const name = helperNameOf(f);
        if (name !== undefined && HISTORY_FN.test(name)) return true;
      }
      return false;
    }

    /** `toModelOutput({ output })`, `errorFunction(ctx, error)`: handed what the tool gave, not what the model sent. */
    function takesInput(fn: FunctionNode): boolean {
      const holder = fn.parent;
      const key = holder.type === AST_NODE_TYPES.Property || holder.type === AST_NODE_TYPES.MethodDefinition ? keyName(holder) : undefined;
      return key === undefined || !OUTPUT_HANDLER_KEY.test(key);
    }

    /** `for (const hit of hits)`, `hits.map((hit) => …)`: one element of a list being walked. */
    function perRecord(id: TSESTree.Identifier): boolean {
      const def = ASTUtils.findVariable(sourceCode.getScope(id), id.name)?.defs[0];
      if (!def) return false;
      if (def.type === DefinitionType.Variable) return def.parent?.parent?.type === AST_NODE_TYPES.ForOfStatement && def.parent.parent.left === def.parent;
      if (def.type !== DefinitionType.Parameter || !isFunction(def.node)) return false;
      const host = def.node.parent;
      return host.type === AST_NODE_TYPES.CallExpression && host.arguments[0] === def.node && /^(map|flatMap|forEach)$/.test(calleeName(host.callee) ?? "");
    }

    /**
     * `cutHead(content, n) + \`\\nFull output saved to: ${savedPath}\``: the text the cut goes out in
     * says where the whole is, wherever it was saved.
     */
    /** `res.savedPath` → `savedPath`: the name a path goes by. */
    function lastSegment(n: Node): string {
      const u = unwrap(n);
      return u.type === AST_NODE_TYPES.MemberExpression ? (memberName(u) ?? "") : u.type === AST_NODE_TYPES.Identifier ? u.name : "";
    }

    /** Whether `node` runs only under an `if` whose test reads `where` (`if (res.savedPath)`, `if (logFile)`). */
    function guardedBy(node: Node, where: Node, fn: FunctionNode): boolean {
      const whereText = sourceCode.getText(where);
      for (let p = node.parent; p && p !== fn; p = p.parent) {
        if (p.type !== AST_NODE_TYPES.IfStatement) continue;
        if (sourceCode.getText(p.test).includes(whereText) || (where.type === AST_NODE_TYPES.Identifier && identifiersIn(p.test).some((id) => id.name === where.name))) return true;
      }
      return false;
    }

    const within = (n: Node, outer: Node) => n.range[0] >= outer.range[0] && n.range[1] <= outer.range[1];

    /**
     * `node` runs only under a condition, below `top`, that `other` is not inside. A condition the
     * cut shares (`shared`: on what the cut gave, or the cut value's length against its own limit) does not set them apart.
     */
    function apartUnder(node: Node, other: Node, top: Node, shared: (test: Node) => boolean = () => false): boolean {
      for (let p: Node | undefined = node.parent; p && p !== top; p = p.parent) {
        if (p.type !== AST_NODE_TYPES.IfStatement && p.type !== AST_NODE_TYPES.ConditionalExpression) continue;
        if (within(other, p)) return false;
        if (!shared(p.test)) return true;
      }
      return false;
    }

    /**
     * `let tempFilePath: string | undefined`, set only under `if (totalBytes > MAX)`: a notice outside
     * that `if` may name no file at all ("Full output: undefined").
     */
    function mayBeUnset(where: Node, notice: Node): boolean {
      const id = unwrap(where);
      if (id.type !== AST_NODE_TYPES.Identifier) return false;
      const variable = ASTUtils.findVariable(sourceCode.getScope(id), id.name);
      const decl = variable?.defs[0]?.node;
      if (!variable || decl?.type !== AST_NODE_TYPES.VariableDeclarator || (decl.init && !(decl.init.type === AST_NODE_TYPES.Identifier && decl.init.name === "undefined"))) return false;
      // `let logPath: string`: the compiler makes sure it is set before it is read.
      const annotation = decl.id.typeAnnotation ? text(decl.id.typeAnnotation) : undefined;
      if (annotation !== undefined && !/\b(undefined|null|any|unknown)\b/.test(annotation)) return false;
      const writes = variable.references.filter((r) => r.isWrite() && r.identifier !== decl.id);
      if (writes.length === 0) return true;
      // `if (a) p = x; else p = y;`: set on both branches of one `if`.
      const ifOf = (n: Node) => {
        for (let p: Node | undefined = n.parent; p && p !== decl.parent.parent; p = p.parent) if (p.type === AST_NODE_TYPES.IfStatement) return p;
        return undefined;
      };
      for (const w of writes) {
        const branch = ifOf(w.identifier);
        if (branch?.alternate && writes.some((o) => o !== w && ifOf(o.identifier) === branch && within(o.identifier, branch.consequent) !== within(w.identifier, branch.consequent))) return false;
      }
      // Set unless every write sits under an `if` (below the declaration) that the notice is not inside.
      return writes.every((w) => apartUnder(w.identifier, notice, decl.parent.parent));
    }

    /**
     * The variables that hold what a cut gives, two hops deep: `const t = truncateTail(out)` and
     * `let text = t.content || "(empty)"` hold it both.
     */
    function holdersOf(node: Node): string[] {
      const declared = (n: Node): TSESTree.Identifier | undefined => {
        let cur = n;
        for (let p = cur.parent; p && (isTransparent(p) || p.type === AST_NODE_TYPES.LogicalExpression || (p.type === AST_NODE_TYPES.MemberExpression && p.object === cur)); p = p.parent) cur = p;
        const d = cur.parent;
        return d?.type === AST_NODE_TYPES.VariableDeclarator && d.init === cur && d.id.type === AST_NODE_TYPES.Identifier ? d.id : undefined;
      };
      const first = declared(node);
      if (!first) return [];
      const out = [first.name];
      for (const r of readsOf(first, sourceCode)) {
        const next = declared(r);
        if (next) out.push(next.name);
      }
      return out;
    }

    function pointedBeside(node: Node, cuts: readonly Node[]): boolean {
      // `const truncated = clip(output, N); return \`Output saved to ${logPath}\\n${truncated}\``: one hop through the const.
      const holder = node.parent;
      if (holder?.type === AST_NODE_TYPES.VariableDeclarator && holder.init === node && holder.id.type === AST_NODE_TYPES.Identifier && holder.parent.type === AST_NODE_TYPES.VariableDeclaration && holder.parent.kind === "const") {
        const reads = readsOf(holder.id, sourceCode);
        if (reads.length > 0 && reads.every((r) => pointedIn(r, [r]))) return true;
      }
      return pointedIn(node, cuts);
    }

    function pointedIn(node: Node, cuts: readonly Node[]): boolean {
      const concat = (n: Node) => n.type === AST_NODE_TYPES.TemplateLiteral || (n.type === AST_NODE_TYPES.BinaryExpression && n.operator === "+");
      let top: Node = node;
      for (let p = node.parent; p && (concat(p) || isTransparent(p)); p = p.parent) top = p;
      // A middle elision is itself the text: its notice sits between the slices.
      if (top === node && !concat(node)) return false;
      const outside = (n: Node) => !cuts.some((c) => isInside(n, c));
      let said = false;
      let where = false;
      walk(top, (n) => {
        const s = n.type === AST_NODE_TYPES.Literal && typeof n.value === "string" ? n.value : n.type === AST_NODE_TYPES.TemplateElement ? n.value.raw : undefined;
        if (s !== undefined && SAVED_POINTER.test(s) && outside(n)) said = true;
        if ((n.type === AST_NODE_TYPES.Identifier || n.type === AST_NODE_TYPES.MemberExpression) && outside(n) && FILE_REFERENCE.test(lastSegment(n))) where = true;
      }, true);
      return said && where;
    }

    function recipeOf(site: CutSite): CutRecipe | undefined {
      if (!site.replaceable || !site.bound) return undefined;
      // `out = out.slice(-MAX)` in a rolling buffer: a cutter call there would stack headers in
      // the buffer on every chunk; the fix is to cut once where the buffer is handed on.
      const p = site.node.parent;
      if (p?.type === AST_NODE_TYPES.AssignmentExpression && p.right === site.node && text(p.left) === text(site.value)) return undefined;
      // `this.value += text.slice(0, remaining)`: a chunk appended to what is collected; a cutter call per chunk would stack a marker per chunk.
      if (p?.type === AST_NODE_TYPES.AssignmentExpression && p.operator === "+=" && p.right === site.node) return undefined;
      if (site.kind.endsWith("suffix") && writtenBack(site.node, site.value, sourceCode)) return undefined;
      if (site.kind === "middle") {
        if (!site.tailBound) return undefined;
        const head = text(site.bound);
        const tail = text(site.tailBound);
        return { value: text(site.value), unit: "chars", limit: `${head} + ${tail}`, tailShare: tailShareText(head, tail), text: true };
      }
      if (site.kind === "lines-suffix" || site.kind === "suffix" || site.kind === "bytes-suffix") {
        return { value: text(site.value), unit: site.unit, limit: text(site.bound), tailShare: "1", text: true };
      }
      return { value: text(site.value), unit: site.unit, limit: text(site.bound), ...(site.kind === "json-prefix" ? {} : { text: site.kind !== "prefix" || site.unit !== "chars" ? true : undefined }) };
    }

    function suggestions(node: Node, recipe: CutRecipe | undefined): TSESLint.SuggestionReportDescriptor<MessageId>[] {
      // A comment inside the cut would go with it: such a site is left to a person.
      if (!recipe || sourceCode.ast.sourceType === "script" || sourceCode.getCommentsInside(node).length > 0) return [];
      const preview = cutCallText(recipe);
      return [
        {
          messageId: "suggestCut",
          data: { replacement: preview },
          fix: (fixer) => {
            const { name, fix } = cutterImportFix("cut", fixer, node, sourceCode, cutter.module);
            const replacement = fixer.replaceText(node, cutCallText(recipe, name));
            return fix ? [replacement, fix] : [replacement];
          },
        },
      ];
    }

    function reportSite(site: CutSite, dests: Destination[]): void {
      // `args.text.slice(0, 60)` echoed in a handler's confirmation: the model wrote it, and has it whole.
      if (fromToolInput(site.value, boundFunctionsOf(site.node))) return;
      // `userMessage.slice(0, 500)`, `objective.slice(0, 200)`: what the user asked, or the system prompt, is no tool's output.
      const root = rootIdentifier(site.value);
      if (root !== undefined && unwrap(site.value) === root && PROMPT_TEXT_NAME.test(root.name)) return;
      const model = modelDestinations(dests, site.node, site.value);
      if (model.length === 0 && fromSource(site.value) && dests.some((d) => d.kind === "return")) model.push({ kind: "model", via: "the result of a configured source", certain: true });
      if (model.length === 0) {
        const unseen = unseenRoute(dests, site.kind, site.value, () => rollingOutputBuffer(site.node, site.value, sourceCode));
        if (unseen) model.push(unseen.dest);
      }
      if (model.length === 0 && !dests.some((d) => d.kind === "sanitized") && summarisedMessage(site)) model.push({ kind: "model", via: "the conversation a model summarises, whose summary then stands in for these messages", certain: false });
      if (model.length === 0) {
        const log = dests.find((d): d is Extract<Destination, { kind: "human" }> => d.kind === "human" && d.log);
        if (options.checkLogs && log && (toolFunctionsOf(site.node).length > 0 || fromSource(site.value))) {
          context.report({ node: site.node, messageId: "loggedCut", data: { what: whatOf(site), via: log.via } });
        }
        return;
      }
      if (recoverable(site)) return;
      const r = reach(model);
      context.report({
        node: site.node,
        messageId: "positionalCut",
        data: { what: whatOf(site), consequence: consequence(site, text, true), reach: r.reach, via: r.via, marker: site.announced ? MARKER_NOTE : "" },
        suggest: suggestions(site.node, recipeOf(site)),
      });
    }

    /**
     * `messages.map((m) => \`[${m.role}] ${m.content.slice(0, 300)}\`)` in `summarizeWithLLM()`: each
     * message, tool results included, cut in the text a model summarises; the summary then replaces them.
     */
    function summarisedMessage(site: CutSite): boolean {
      const file = context.filename.replaceAll("\\", "/");
      if (DISPLAY_PATH.test(file)) return false;
      let named = SUMMARISER_NAME.test(file.slice(file.lastIndexOf("/") + 1));
      for (let f = enclosingFunction(site.node), i = 0; !named && f && i < 4; f = enclosingFunction(f), i++) {
        const name = helperNameOf(f) ?? (f.parent.type === AST_NODE_TYPES.Property || f.parent.type === AST_NODE_TYPES.MethodDefinition ? keyName(f.parent) : undefined);
        if (name !== undefined && SUMMARISER_NAME.test(name)) named = true;
      }
      if (!named || messageOf(site.value) === undefined) return false;
      // `if (msg.role === "user") requests.push(msg.content.slice(0, 100))`: what a person typed, not a tool's result.
      for (let n: Node | undefined = site.node.parent; n && !isFunction(n); n = n.parent) {
        const test = n.type === AST_NODE_TYPES.IfStatement || n.type === AST_NODE_TYPES.ConditionalExpression ? n.test : n.type === AST_NODE_TYPES.LogicalExpression && n.operator === "&&" ? n.left : undefined;
        if (test && PERSON_ROLE_TEST.test(text(test))) return false;
      }
      return true;
    }

    /** The message whose text `value` is: `m.content`, `(msg.content ?? "")`, `getMessageText(msg)`, a local made from one. */
    function messageOf(value: Node, depth = 0): TSESTree.Identifier | undefined {
      const v = unwrap(value);
      if (depth > 3) return undefined;
      if (v.type === AST_NODE_TYPES.LogicalExpression) return messageOf(v.left, depth + 1);
      if (v.type === AST_NODE_TYPES.ConditionalExpression) return messageOf(v.consequent, depth + 1) ?? messageOf(v.alternate, depth + 1);
      if (v.type === AST_NODE_TYPES.CallExpression) {
        const first = v.arguments[0];
        return first && first.type !== AST_NODE_TYPES.SpreadElement ? messageOf(first, depth + 1) : undefined;
      }
      if (v.type === AST_NODE_TYPES.MemberExpression) {
        const object = unwrap(v.object);
        return /^(content|text|message)$/.test(memberName(v) ?? "") && object.type === AST_NODE_TYPES.Identifier && conversationElement(object) ? object : undefined;
      }
      if (v.type !== AST_NODE_TYPES.Identifier) return undefined;
      if (conversationElement(v)) return v;
      // `let content = m.content; if (…) content = content.slice(0, MAX)`: what the local started as.
      const def = ASTUtils.findVariable(sourceCode.getScope(v), v.name)?.defs[0];
      return def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? messageOf(def.node.init, depth + 1) : undefined;
    }

    /** `(msg) => …` handed to `messages.map`/`forEach`, or `for (const msg of history)`: one message of the conversation. */
    function conversationElement(id: TSESTree.Identifier): boolean {
      const def = ASTUtils.findVariable(sourceCode.getScope(id), id.name)?.defs[0];
      if (def?.type === DefinitionType.Parameter && isFunction(def.node) && def.node.params[0] === def.name) {
        const call = def.node.parent;
        return call.type === AST_NODE_TYPES.CallExpression && call.arguments[0] === def.node && call.callee.type === AST_NODE_TYPES.MemberExpression && /^(map|forEach|flatMap)$/.test(memberName(call.callee) ?? "") && conversation(call.callee.object);
      }
      const loop = def?.type === DefinitionType.Variable ? def.node.parent.parent : undefined;
      return loop?.type === AST_NODE_TYPES.ForOfStatement && conversation(loop.right);
    }

    /** `messages`, `history.slice(0, cut)`; not `userMessages` nor `messages.filter((m) => m.role === "user")`. */
    function conversation(list: Node): boolean {
      let named = unwrap(list);
      while (named.type === AST_NODE_TYPES.CallExpression && named.callee.type === AST_NODE_TYPES.MemberExpression) named = unwrap(named.callee.object);
      const listed = text(list);
      const def = named.type === AST_NODE_TYPES.Identifier ? ASTUtils.findVariable(sourceCode.getScope(named), named.name)?.defs[0] : undefined;
      const made = def?.type === DefinitionType.Variable && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init ? text(def.node.init) : "";
      return CONVERSATION_NAME.test(text(named)) && !/user|assistant|human/i.test(text(named)) && !PERSON_ROLE_TEST.test(listed) && !PERSON_ROLE_TEST.test(made);
    }

    /**
     * Arguments that make a helper call a window the caller asked for, or not output at all. A
     * middle elision is no window whatever its budget: no offset the caller passes reaches the middle.
     */
    function harmlessCall(call: TSESTree.CallExpression, valueIndex: number, middle = false, limitIndex?: number, built = false): boolean {
      // `estimateReclaimBytes(block.content)`: it cuts to measure, and gives a number.
      const callee = calleeName(call.callee) ?? "";
      if (MEASURING_NAME.test(callee) && !TRUNCATING_NAME.test(callee)) return true;
      const value = call.arguments[valueIndex];
      // `truncate(path, MAX_PATH_CHARS)`, `clip(sessionId, 8)`: not output, whatever the helper does.
      if (value && value.type !== AST_NODE_TYPES.SpreadElement && notOutput(value)) return true;
      // `summarizeCommit(args)` in a tool: what the helper cuts is what the model sent.
      if (value && value.type !== AST_NODE_TYPES.SpreadElement && fromToolInput(value, toolFunctionsOf(call))) return true;
      // `capList(entries)` of one entry per listed file: whole records dropped, require-completeness's business
      // (unless the helper builds one text of them and cuts that).
      if (!built && value && value.type !== AST_NODE_TYPES.SpreadElement && entriesPerElement(value, sourceCode)) return true;
      if (middle) return false;
      // `output(taskId, tail) { return { stdout: tailOutput(task.stdout, tail) } }`: the caller says how much of the end it wants.
      const enclosing = enclosingFunction(call);
      const asked = (a: Node) => {
        if (a.type !== AST_NODE_TYPES.Identifier || !WINDOW_ARGUMENT.test(a.name) || enclosing === undefined) return false;
        const def = ASTUtils.findVariable(sourceCode.getScope(a), a.name)?.defs[0];
        return def?.type === DefinitionType.Parameter && def.node === enclosing;
      };
      if (call.arguments.some((a, i) => i !== valueIndex && (limitIndex === undefined || i === limitIndex) && asked(a))) return true;
      const tools = toolFunctionsOf(call);
      // The limit decides, where it is known: `snippet(doc, query, 240)` is handed the tool's query, not a window.
      return call.arguments.some((a, i) => i !== valueIndex && (limitIndex === undefined || i === limitIndex) && a.type !== AST_NODE_TYPES.SpreadElement && classifyBound(a, { sourceCode, toolFunctions: tools, minimum: 20 }) === "window");
    }

    function helperRecipe(call: TSESTree.CallExpression, valueIndex: number, limitIndex: number | undefined, unit: CutSite["unit"], side: string): CutRecipe | undefined {
      const value = call.arguments[valueIndex];
      const limit = limitIndex === undefined ? undefined : call.arguments[limitIndex];
      if (!value || !limit || value.type === AST_NODE_TYPES.SpreadElement || limit.type === AST_NODE_TYPES.SpreadElement) return undefined;
      if (side === "middle") return undefined;
      return { value: text(value), unit, limit: text(limit), ...(side === "suffix" ? { tailShare: "1", text: true } : unit !== "chars" ? { text: true } : {}) };
    }

    /** A limit made only of literals and constants declared outside `fn` (`MAX_LINE_LENGTH`, `2_000`): not the caller's to set. */
    function fixedOutside(bound: Node, fn: FunctionNode, depth = 0): boolean {
      const b = unwrap(bound);
      if (depth > 4) return false;
      if (b.type === AST_NODE_TYPES.Literal) return typeof b.value === "number";
      if (b.type === AST_NODE_TYPES.BinaryExpression) return b.left.type !== AST_NODE_TYPES.PrivateIdentifier && fixedOutside(b.left, fn, depth + 1) && fixedOutside(b.right, fn, depth + 1);
      // `MAX_LINE - prefix.length - marker.length`: room left beside text the helper adds, measured, not asked for.
      if (b.type === AST_NODE_TYPES.MemberExpression) return memberName(b) === "length";
      if (b.type === AST_NODE_TYPES.CallExpression) return /^Math\.(max|min|floor|ceil|round|trunc)$/.test(sourceCode.getText(b.callee)) && b.arguments.length > 0 && b.arguments.every((a) => a.type !== AST_NODE_TYPES.SpreadElement && fixedOutside(a, fn, depth + 1));
      if (b.type !== AST_NODE_TYPES.Identifier) return false;
      const def = ASTUtils.findVariable(sourceCode.getScope(b), b.name)?.defs[0];
      if (def?.type !== DefinitionType.Variable || def.parent?.type !== AST_NODE_TYPES.VariableDeclaration || def.parent.kind !== "const") return false;
      if (!within(def.node, fn)) return true;
      // `const keep = Math.max(0, MAX - marker.length)` inside the helper: fixed if what it is made of is.
      return def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.id.type === AST_NODE_TYPES.Identifier && def.node.init !== null && fixedOutside(def.node.init, fn, depth + 1);
    }

    /**
     * `drainBounded(stream: ReadableStream, max)`: a loop that reads a stream up to a cap. cut() of
     * the call's argument would cut the stream object, not its text: no rewrite of the call.
     */
    function streamParameter(fn: FunctionNode, index: number): boolean {
      const param = fn.params[index];
      const annotation = param && "typeAnnotation" in param && param.typeAnnotation ? text(param.typeAnnotation) : undefined;
      return annotation !== undefined && !/\bstring\b/.test(annotation);
    }

    /** Exported under a name that says it truncates, and nothing says it serves display or logs. */
    function exportedTruncating(fn: FunctionNode, site?: CutSite): boolean {
      const name = helperNameOf(fn);
      return (
        exported(fn) &&
        name !== undefined &&
        (TRUNCATING_NAME.test(name) || (site !== undefined && SHORTENING_NAME.test(name))) &&
        !DISPLAY_LIMIT.test(fn.params.map((p) => text(p)).join(",") + (site?.bound ? text(site.bound) : "")) &&
        !DISPLAY_PATH.test(context.filename.replaceAll("\\", "/"))
      );
    }

    /**
     * Routes to the model that no flow in this file shows, tried only where none reached a person
     * or a sanitizer: the content of a block told apart as a tool result, a rolling buffer of
     * process output (a suffix kept as a buffer is refilled), then a value that leaves a tool
     * module through an export.
     */
    function unseenRoute(dests: readonly Destination[], kind: CutSite["kind"], value: Node | undefined, rollingVia: () => string | undefined): { dest: Extract<Destination, { kind: "model" }>; rolling: boolean } | undefined {
      // A copy for a person (a progress event) beside a return still leaves by that return.
      if (dests.some((d) => d.kind === "sanitized") || (dests.some((d) => d.kind === "human") && !dests.some((d) => d.kind === "return"))) return undefined;
      // Only where the cut goes on somewhere: `cut(block.content).length` measures, and is gone.
      const block = value && dests.length > 0 ? readFromToolResultBlock(value, sourceCode) : undefined;
      if (block) return { dest: block, rolling: false };
      const via = kind.endsWith("suffix") ? rollingVia() : undefined;
      if (via) return { dest: { kind: "model", via, certain: false }, rolling: true };
      const handedOn = leavesToolModule(dests, flow);
      if (handedOn) return { dest: handedOn, rolling: false };
      // Search hits an exported search returns: what a search tool elsewhere shows the model.
      const hits = dests.find((d): d is Extract<Destination, { kind: "return" }> => d.kind === "return" && d.hit === true && exported(d.fn) && !DISPLAY_PATH.test(context.filename.replaceAll("\\", "/")));
      if (hits) return { dest: { kind: "model", via: `a search hit returned by \`${helperNameOf(hits.fn) ?? "an exported search"}()\`, which a search tool hands the model`, certain: false }, rolling: false };
      // `execute: async ({ urls }) => { … urls.map((u) => async () => ({ content: md.slice(0, 5000) })) … }`:
      // made inside a tool, in a callback whose result the tool gathers by ways no flow here follows.
      // Held in an array or an object, not handed to a call (`uniqBy(lines, (l) => l.slice(0, 80))` compares);
      // and not named for a person (`{ renderPreview: (r) => r.text.slice(0, 80) }`).
      // The array or object must not itself be handed to a call: `sortBy(pages, { key: (p) => … })` compares.
      const gathered = (d: Destination) => {
        if (d.kind !== "return") return false;
        const host = d.fn.parent;
        const container = host.type === AST_NODE_TYPES.ArrayExpression ? host : host.type === AST_NODE_TYPES.Property && host.value === d.fn && !DISPLAY_KEY_WORD.test(` ${(keyName(host) ?? "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ").toLowerCase()} `) ? host.parent : undefined;
        const holder = container?.parent;
        return container !== undefined && !((holder?.type === AST_NODE_TYPES.CallExpression || holder?.type === AST_NODE_TYPES.NewExpression) && (holder.arguments as readonly Node[]).includes(container));
      };
      const tool = value && dests.length > 0 && dests.every(gathered) ? toolFunctionsOf(value)[0] : undefined;
      const role = tool ? roleOf(tool) : undefined;
      return role ? { dest: { kind: "model", via: `made inside ${aTool(role.framework, role.typed)}, in a callback whose result it gathers`, certain: false }, rolling: false } : undefined;
    }

    /**
     * `truncateMiddle(text) { return truncateMiddleByChars(text, MAX); }`: a named function that
     * hands its parameter to a cutting helper and returns what it gives cuts too, so its own call
     * sites are where tool output goes in; they are reported as well, a few wrappers deep.
     */
    const wrapperCallsSeen = new Set<Node>();
    /** Helper calls reported as rolling buffers: a cutter call in such a helper would stack a header per chunk. */
    const rollingCalls = new Set<Node>();
    function reportWrapperCalls(call: TSESTree.CallExpression, valueIndex: number, helper: string, detail: string, site: Pick<CutSite, "kind" | "bound"> & Partial<Pick<CutSite, "aligned" | "announced" | "tokens">>, depth = 0): void {
      const wrapper = enclosingFunction(call);
      const value = call.arguments[valueIndex];
      if (depth > 2 || !wrapper || !value || value.type === AST_NODE_TYPES.SpreadElement || roleOf(wrapper)) return;
      // A wrapper that saves the whole before it cuts (`saveThenElide(out)`) loses nothing for its callers.
      if (recoverable({ kind: site.kind, bound: site.bound, node: call, value, unit: "chars", boundKind: "cap", announced: site.announced ?? false, replaceable: false })) return;
      const name = helperNameOf(wrapper);
      // The parameter itself, not a field of it: `summarize(run)` cutting `run.result.text` keeps the rest of `run`.
      const passed = unwrap(value);
      const index = name === undefined || passed.type !== AST_NODE_TYPES.Identifier ? undefined : rootParameterIndex(passed, wrapper, sourceCode, 0, true);
      if (name === undefined || index === undefined) return;
      if (!destinationsOf(call, flow, [wrapper]).some((d) => d.kind === "return" && d.fn === wrapper)) return;
      const through = `through \`${helper}()\`, ${detail.replace(/^through `[^`]+`, /, "")}`;
      for (const outer of callSitesOf(wrapper, sourceCode)) {
        // Inside the wrapper, a callback of it included: a recursive call is no caller's.
        if (within(outer, wrapper) || wrapperCallsSeen.has(outer) || harmlessCall(outer, index, site.kind === "middle")) continue;
        wrapperCallsSeen.add(outer);
        reportHelperCall(outer, name, through, { kind: site.kind, bound: undefined, aligned: site.aligned, announced: site.announced }, true, undefined, index);
        reportWrapperCalls(outer, index, name, through, site, depth + 1);
      }
    }

    function reportHelperCall(call: TSESTree.CallExpression, helper: string, detail: string, site: Pick<CutSite, "kind" | "bound"> & Partial<Pick<CutSite, "aligned" | "announced" | "tokens">>, certainHelper: boolean, recipe: CutRecipe | undefined, valueIndex = 0, helperExported = false, origin?: Node): boolean {
      if (compactsHistory(call)) return false;
      const value = call.arguments[valueIndex];
      if (value && value.type !== AST_NODE_TYPES.SpreadElement && recoverable({ ...site, node: call, value, unit: "chars", boundKind: "cap", announced: site.announced ?? false, replaceable: false })) return false;
      const dests = destinationsOf(call, flow);
      const model = modelDestinations(dests, call, value && value.type !== AST_NODE_TYPES.SpreadElement ? value : undefined, origin);
      // A cutting helper built on another: what the outer one returns, its callers get.
      const outer = dests.find((d): d is Extract<Destination, { kind: "return" }> => d.kind === "return" && exportedTruncating(d.fn));
      if (model.length === 0 && outer) model.push({ kind: "model", via: `returned by \`${helperNameOf(outer.fn) ?? "a helper"}()\`, exported as a truncating helper`, certain: false });
      const unseen = model.length === 0 ? unseenRoute(dests, site.kind, value && value.type !== AST_NODE_TYPES.SpreadElement ? value : undefined, () => rollingOutputHelper(call, valueIndex, sourceCode) ?? call.arguments.map((_, i) => rollingOutputHelper(call, i, sourceCode)).find((v) => v !== undefined)) : undefined;
      if (unseen) model.push(unseen.dest);
      // The helper is reported for its callers elsewhere; a call here whose value leaves the file
      // through another export is one of those ways out.
      const out = model.length === 0 && helperExported && !dests.some((d) => d.kind === "human") ? dests.find((d): d is Extract<Destination, { kind: "return" }> => d.kind === "return" && exported(d.fn) && !LABEL_FN_NAME.test(helperNameOf(d.fn) ?? "")) : undefined;
      if (out) model.push({ kind: "model", via: `returned by \`${helperNameOf(out.fn) ?? "an exported function"}()\`, which this file exports beside the truncating helper`, certain: false });
      const rolling = unseen?.rolling === true;
      if (rolling) rollingCalls.add(call);
      if (model.length === 0) return false;
      const r = reach(model);
      const cons = consequence(site as CutSite, text);
      context.report({
        node: call,
        messageId: "helperCall",
        data: { helper, detail, consequence: cons, reach: certainHelper ? r.reach : "It may reach the model as tool output", via: r.via },
        suggest: rolling ? [] : suggestions(call, recipe),
      });
      return true;
    }

    return {
      CallExpression(node) {
        calls.push(node);
        if (calleeName(node.callee) === "join") concats.push(node);
      },
      BinaryExpression(node) {
        if (node.operator === "+") concats.push(node);
      },
      TemplateLiteral(node) {
        if (node.expressions.length > 1) concats.push(node);
      },
      IfStatement(node) {
        ifs.push(node);
      },
      ForStatement(node) {
        if (node.test?.type === AST_NODE_TYPES.LogicalExpression) fors.push(node);
      },
      WhileStatement(node) {
        whiles.push(node);
      },
      // Methods this file defines: `this.m()` of one of them is read here, not from another file.
      "MethodDefinition, PropertyDefinition"(node: TSESTree.MethodDefinition | TSESTree.PropertyDefinition) {
        if (node.key.type === AST_NODE_TYPES.Identifier) methodsHere.add(node.key.name);
      },
      "Program:exit"() {
        /** A capture buffer's eviction: its cap must be one, not a count the caller asked for. */
        const reportEvicted = (e: NonNullable<ReturnType<typeof evictedCapture>>, stmt: Node) => {
          const boundKind = classifyBound(e.cap, { sourceCode, toolFunctions: toolFunctionsOf(stmt), minimum: e.byCount ? 2 : 20 });
          if (boundKind !== "cap" && boundKind !== "param") return;
          reportSite({ kind: e.byCount ? "lines-suffix" : "suffix", node: e.drop, value: e.buffer, unit: e.byCount ? "lines" : "chars", bound: e.cap, boundKind, announced: false, replaceable: false, entries: true }, [{ kind: "model", via: e.via, certain: false }]);
        };
        const consumed = new Set<Node>();
        const sites: CutSite[] = [];
        // A head and a tail are two slices: a file with fewer has no middle elision to look for.
        const slices = sourceCode.text.match(/\.(slice|substring|substr|subarray)\(/g)?.length ?? 0;
        for (const c of slices >= 2 ? concats : []) {
          const m = middleElision(c, cutCtx);
          if (!m || m.parts.some((p) => consumed.has(p))) continue;
          for (const p of m.parts) consumed.add(p);
          sites.push(m);
        }
        for (const call of calls) {
          if (consumed.has(call)) continue;
          const site = positionalCut(call, cutCtx) ?? firstChunk(call);
          if (site) sites.push(site);
        }
        const loopSites = new Map<CutSite, LoopCap>();
        for (const stmt of ifs) {
          // Judged with the other cuts below: in a helper, by its callers (a limit the caller passes
          // makes sense only there).
          const loop = loopCap(stmt, cutCtx);
          if (loop) {
            loopSites.set(loop, loop);
            sites.push(loop);
            continue;
          }
          const ring = ringBuffer(stmt, cutCtx);
          if (ring) {
            reportSite(ring, readsAfter(ring.accumulator, ring.loop, sourceCode).flatMap((r) => destinationsOf(r, flow)));
            continue;
          }
          const evicted = evictedCapture(stmt, sourceCode, context.filename);
          if (evicted) {
            reportEvicted(evicted, stmt);
            continue;
          }
          const capped = cappedAppend(stmt, sourceCode);
          if (!capped) continue;
          const boundKind = classifyBound(capped.cap, { sourceCode, toolFunctions: toolFunctionsOf(stmt), minimum: 20 });
          if (boundKind !== "cap" && boundKind !== "param") continue;
          reportSite({ kind: "loop", node: capped.test, value: capped.buffer, unit: "chars", bound: capped.cap, boundKind, announced: capped.flagged, replaceable: false, buffer: true }, [{ kind: "model", via: capped.via, certain: false }]);
        }
        for (const stmt of whiles) {
          const evicts = evictionLoop(stmt, sourceCode);
          if (!evicts) {
            const evicted = evictedCapture(stmt, sourceCode, context.filename);
            if (evicted) reportEvicted(evicted, stmt);
            continue;
          }
          const boundKind = classifyBound(evicts.cap, { sourceCode, toolFunctions: toolFunctionsOf(stmt), minimum: evicts.byCount ? 2 : 20 });
          if (boundKind !== "cap" && boundKind !== "param") continue;
          // `stream.write(text); chunks.push(text)`: every chunk also went to a file, which the tool names.
          const fn = enclosingFunction(stmt);
          const facts = fn ? noticesOf(fn) : undefined;
          const pushed: Node[] = [];
          if (fn) walk(fn.body, (n) => { if (n.type === AST_NODE_TYPES.CallExpression && n.callee.type === AST_NODE_TYPES.MemberExpression && memberName(n.callee) === "push" && text(n.callee.object) === text(evicts.buffer) && n.arguments[0]) pushed.push(n.arguments[0]); });
          const spilled = facts !== undefined && pushed.length > 0 && pushed.every((v) => { const r = rootIdentifier(v); return r !== undefined && facts.persistedRoots.has(r.name); }) && namesSavedCopy(stmt);
          if (spilled) continue;
          const site: CutSite = { kind: evicts.byCount ? "lines-suffix" : "suffix", node: stmt.test, value: evicts.buffer, unit: evicts.byCount ? "lines" : "chars", bound: evicts.cap, boundKind, announced: false, replaceable: false };
          reportSite(site, [{ kind: "model", via: evicts.via, certain: false }]);
        }
        for (const stmt of fors) {
          const loop = loopHeaderCap(stmt, cutCtx);
          if (!loop) continue;
          // A loop capped in its header and by a `break` is one cut with two caps: one report, at the header.
          const inner = [...loopSites.values()].find((l) => l.loop === stmt);
          if (inner) {
            loop.alsoBound = inner.bound;
            loopSites.delete(inner);
            sites.splice(sites.indexOf(inner), 1);
          }
          loopSites.set(loop, loop);
          sites.push(loop);
        }
        /** What a cut gives on: the accumulator's reads after a loop, or the cut itself. */
        const destinationsOfSite = (site: CutSite, stopAt: FunctionNode[] = []) => {
          const loop = loopSites.get(site);
          return loop ? readsAfter(loop.accumulator, loop.loop, sourceCode).flatMap((r) => destinationsOf(r, flow, stopAt)) : destinationsOf(site.node, flow, stopAt);
        };
        /** The parameter a helper cuts: the sliced value's, or the one a capped loop reads from. */
        /** Cuts of text the helper builds from its input, at a limit its caller passes: no rewrite of the call keeps the same text. */
        const builtSites = new Set<CutSite>();
        const cutParameter = (site: CutSite, fn: FunctionNode): number | undefined => {
          const loop = loopSites.get(site);
          if (!loop) {
            const direct = rootParameterIndex(site.value, fn, sourceCode);
            if (direct !== undefined) return direct;
            // `const combined = existing + incoming; … combined.slice(0, head)`: an append that cuts what it joined.
            const joined = joinedParameterIndex(site.value, fn, sourceCode);
            if (joined !== undefined) {
              builtSites.add(site);
              return joined;
            }
            if (site.boundKind !== "param" || !site.bound) return undefined;
            // `formatResults(results, maxChars)`: the text is built from `results` (in a closure, a
            // loop) and cut at the caller's `maxChars`, so the caller's input is what is cut.
            const limit = rootParameterIndex(site.bound, fn, sourceCode);
            const input = fn.params.findIndex((p, i) => i !== limit && p.type === AST_NODE_TYPES.Identifier && !notOutput(p));
            if (limit === undefined || input < 0) return undefined;
            builtSites.add(site);
            return input;
          }
          // The first identifier in the loop that comes from a parameter (`lines` of `content.split("\n")`), other than the limit's.
          const limit = site.bound ? rootParameterIndex(site.bound, fn, sourceCode) : undefined;
          let index: number | undefined;
          walk(loop.loop, (n) => {
            if (index !== undefined || n.type !== AST_NODE_TYPES.Identifier || (n.parent.type === AST_NODE_TYPES.MemberExpression && n.parent.property === n && !n.parent.computed)) return;
            const i = rootParameterIndex(n, fn, sourceCode);
            if (i !== undefined && i !== limit) index = i;
          });
          return index;
        };

        // A helper with several cuts (a char branch and a line branch) is reported at each; its call
        // sites once, naming every line it cuts at.
        // Keyed by helper and by the parameter cut: `append(buffer, chunk, max)` cuts either, and a
        // call is tool output for one and not the other.
        const callsWalked = new Set<string>();
        const helperCallsReported = new Set<Node>();
        const helperVerdicts = new Map<FunctionNode, { name: string; sites: CutSite[]; callers: Set<Node>; byName: boolean; byModule: string | undefined }>();
        // The helper's own cuts (of a parameter), once per helper: not a cut there that only feeds a log.
        const helperCuts = new Map<FunctionNode, CutSite[]>();
        const cutsIn = (fn: FunctionNode) => {
          let found = helperCuts.get(fn);
          if (!found) {
            found = sites.filter((s) => enclosingFunction(s.node) === fn && cutParameter(s, fn) !== undefined);
            helperCuts.set(fn, found);
          }
          return found;
        };
        for (const site of sites) {
          const fn = enclosingFunction(site.node);
          if (compactsHistory(site.node)) continue;
          // `slugify(text)`, `toolCallKey(…)`: a function that makes an identifier cuts no output.
          const fnName = fn ? helperNameOf(fn) : undefined;
          if (fn && fnName !== undefined && LABEL_FN_NAME.test(fnName) && !roleOf(fn)) continue;
          // `truncateToolInput(args, max)`: what the model sent, which the tool call keeps whole.
          if (fn && fnName !== undefined && INPUT_FN_NAME.test(fnName) && !roleOf(fn)) continue;
          // Only a named function is a helper; a callback's parameter is whatever it is mapped over.
          // `capBlock(block)` cutting `block.content` where `block.type` is "tool_result": the tag
          // says what is cut, whoever calls it.
          const tagged = !loopSites.has(site) && readFromToolResultBlock(site.value, sourceCode) !== undefined;
          const paramIndex = fn && helperNameOf(fn) && !roleOf(fn) && !tagged ? cutParameter(site, fn) : undefined;
          if (fn && paramIndex !== undefined) {
            // A helper: the cut is of a parameter and is returned. Its callers decide.
            const inner = destinationsOfSite(site, [fn]);
            if (inner.some((d) => d.kind === "return" && d.fn === fn)) {
              // The helper's own text says where the whole is: neither it nor its callers lose anything.
              if (recoverable(site)) continue;
              // One string leaf of a compactor that keeps the value's shape, marked where it is cut.
              if (site.announced && leafOfStructureWalk(fn, sourceCode)) continue;
              const name = helperNameOf(fn) ?? "this function";
              const paramNamed = (name: string) => fn.params.findIndex((p) => (p.type === AST_NODE_TYPES.AssignmentPattern ? p.left : p).type === AST_NODE_TYPES.Identifier && text(p.type === AST_NODE_TYPES.AssignmentPattern ? p.left : p).replace(/[:?].*$/s, "") === name);
              const limitIndex = site.bound && unwrap(site.bound).type === AST_NODE_TYPES.Identifier ? paramNamed(text(site.bound)) : -1;
              // `Math.floor(length / 2)`: the parameter the limit is made from says which argument is the limit.
              const limitFrom = limitIndex >= 0 ? limitIndex : site.bound ? (identifiersIn(site.bound).map((id) => paramNamed(id.name)).find((i) => i >= 0) ?? -1) : -1;
              // `numberedLine(offset + i, line)` cutting at a module constant: no argument is the limit, so
              // a window-like argument (the line number) does not make the call a window. Not where
              // another cut of the helper takes its limit from the caller.
              const limitArgument = limitFrom >= 0 ? limitFrom : cutsIn(fn).every((c) => c.bound !== undefined && fixedOutside(c.bound, fn)) ? -1 : undefined;
              // A suggestion may replace a call only by a string where the helper returned one.
              let returnsCutItself = true;
              for (let n: Node | undefined = site.node.parent; n && n !== fn; n = n.parent) {
                if (n.type === AST_NODE_TYPES.ObjectExpression || n.type === AST_NODE_TYPES.ArrayExpression) returnsCutItself = false;
              }
              const key = `${fn.range[0]}:${paramIndex}`;
              const helper = helperVerdicts.get(fn) ?? { name, sites: [], callers: new Set<Node>(), byName: false, byModule: undefined };
              helperVerdicts.set(fn, helper);
              const walked = callsWalked.has(key);
              callsWalked.add(key);
              const cuts = cutsIn(fn);
              const lines = [...new Set(cuts.map((c) => c.node.loc.start.line))];
              // Branches that cut differently (chars here, lines there): no one rewrite of the call fits both.
              const oneWay = cuts.every((c) => c.kind === site.kind && c.unit === site.unit);
              for (const call of walked ? [] : callSitesOf(fn, sourceCode)) {
                if (within(call, fn) || harmlessCall(call, paramIndex, site.kind === "middle", limitArgument, builtSites.has(site))) continue;
                if (helperCallsReported.has(call)) {
                  helper.callers.add(call);
                  continue;
                }
                const side = site.kind === "middle" ? "middle" : site.kind.endsWith("suffix") ? "suffix" : "prefix";
                const detail =
                  lines.length > 1
                    ? `cuts at lines ${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}`
                    : `${site.kind === "middle" ? "middle elision" : site.kind === "match-window" ? "keeps a window around a match" : side === "suffix" ? "keeps the end" : "keeps the start"} at line ${site.node.loc.start.line}`;
                const limitArg = limitIndex >= 0 ? call.arguments[limitIndex] : undefined;
                const recipe = oneWay && returnsCutItself && !builtSites.has(site) && !(loopSites.has(site) && streamParameter(fn, paramIndex)) && types?.valueKind(call) !== "other" ? helperRecipe(call, paramIndex, limitIndex >= 0 ? limitIndex : undefined, site.unit, side) : undefined;
                if (reportHelperCall(call, name, detail, { kind: site.kind, bound: limitArg ?? site.bound, aligned: site.aligned, announced: site.announced }, true, recipe, paramIndex, exportedTruncating(fn, site), site.node)) {
                  helperCallsReported.add(call);
                  helper.callers.add(call);
                }
                reportWrapperCalls(call, paramIndex, name, detail, { kind: site.kind, bound: site.bound, aligned: site.aligned, announced: site.announced });
              }
              // `results.map(clipResult)`: each element goes in as the first argument. Only where the
              // limit is the helper's own: map would fill a limit parameter with the element's index.
              for (const mapCall of !walked && paramIndex === 0 && limitFrom < 0 ? mappedBy(fn, sourceCode) : []) {
                const receiver = mapCall.callee.type === AST_NODE_TYPES.MemberExpression ? mapCall.callee.object : undefined;
                if (within(mapCall, fn) || helperCallsReported.has(mapCall) || (receiver && notOutput(receiver))) continue;
                const detail = `${site.kind === "middle" ? "middle elision" : site.kind.endsWith("suffix") ? "keeps the end" : "keeps the start"} of each element at line ${site.node.loc.start.line}`;
                if (reportHelperCall(mapCall, name, detail, { kind: site.kind, bound: site.bound, aligned: site.aligned, announced: site.announced }, true, undefined, -1, exportedTruncating(fn, site), site.node)) {
                  helperCallsReported.add(mapCall);
                  helper.callers.add(mapCall);
                }
              }
              // Exported under a truncating name with no caller here: reported only where nothing
              // says the helper is for display, logs or telemetry (its callers, its limit, its folder).
              const byName = exportedTruncating(fn, site) && callSitesOf(fn, sourceCode).every((c) => !destinationsOf(c, flow).some((d) => d.kind === "human"));
              // No caller here, exported from a tool module: the module's other half calls it.
              const byModule = helper.callers.size === 0 && !byName && callSitesOf(fn, sourceCode).length === 0 ? leavesToolModule(inner, flow)?.via : undefined;
              helper.sites.push(site);
              helper.byName ||= byName;
              helper.byModule ??= byModule;
              continue;
            }
          }
          if (!(loopSites.has(site) && site.boundKind === "param")) reportSite(site, destinationsOfSite(site));
        }
        // Every cut of a helper that some call hands tool output, whichever parameter that call fills.
        for (const helper of helperVerdicts.values()) {
          const { byName, byModule } = helper;
          const callers = helper.callers.size;
          // Rolling buffers only: a cutter call in the helper would stack a header per chunk.
          const rollingOnly = callers > 0 && [...helper.callers].every((c) => rollingCalls.has(c));
          if (callers === 0 && !byName && byModule === undefined) continue;
          for (const site of helper.sites) {
            context.report({
              node: site.node,
              messageId: "helperCut",
              data: {
                helper: helper.name,
                consequence: consequence(site, text),
                callers:
                  callers > 0
                    ? `${callers === 1 ? "One call site passes" : `${callers} call sites pass`} it tool output on its way to the model.`
                    : byName
                      ? "It is exported under a truncating name, so its callers may pass it tool output."
                      : `It has no caller here, but what it returns may be the tool's output: it is ${byModule ?? "exported from a tool module"}.`,
              },
              suggest: rollingOnly ? [] : suggestions(site.node, recipeOf(site)),
            });
          }
        }

        // Helpers from other files: by the checker's declaration when types are there; without them,
        // read from a relative import's file; else by name.
        // What each imported helper does, read once per file however often it is called.
        const readHere = new Map<string, ReturnType<typeof importedHelperCut>>();
        const follow = types ? followerFor(types.ts) : undefined;
        for (const call of calls) {
          const callee = unwrap(call.callee);
          // An argument that is only literals cannot carry tool output: no file is read for it.
          const literal = (a: Node): boolean => a.type === AST_NODE_TYPES.Literal || (a.type === AST_NODE_TYPES.ObjectExpression && a.properties.every((p) => p.type === AST_NODE_TYPES.Property && literal(p.value)));
          if (!call.arguments.some((a) => !literal(a) && !isFunction(a))) continue;
          let name: string;
          let binding: ImportBinding;
          let member: string | undefined;
          if (callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier) {
            // `this.truncateMiddle(x)`, `utils.truncateOutput(x)`, `Terminal.compressOutput(x)` of a method not defined in this file.
            name = callee.property.name;
            const object = unwrap(callee.object);
            const objectBinding = object.type === AST_NODE_TYPES.Identifier ? importsOf(program).get(object.name) : undefined;
            if (object.type !== AST_NODE_TYPES.ThisExpression && !objectBinding) continue;
            if (methodsHere.has(name) || (objectBinding !== undefined && cutter.modules.has(objectBinding.source))) continue;
            if (!objectBinding) {
              // `this.truncateX(…)` of a base class elsewhere: by its name only.
              if (object.type !== AST_NODE_TYPES.ThisExpression || !TRUNCATING_NAME.test(name)) continue;
              const value = call.arguments[0];
              if (!value || value.type === AST_NODE_TYPES.SpreadElement || harmlessCall(call, 0)) continue;
              reportHelperCall(call, name, "by its name", { kind: "prefix", bound: undefined }, false, undefined, 0);
              continue;
            }
            binding = objectBinding;
            member = name;
          } else if (callee.type === AST_NODE_TYPES.Identifier) {
            name = callee.name;
            const b = importsOf(program).get(name);
            if (!b || cutter.modules.has(b.source)) continue;
            binding = b;
          } else continue;
          const decl = types?.functionDeclaration(callee);
          // A helper already rewritten to the cutter is safe, whatever its name says.
          if (decl && types && callsCutter(decl, types.ts, cutter.modules)) continue;
          let helper = decl && types ? helperCutOf(decl, types.ts, follow) : undefined;
          // Read from the imported file: known to cut (`helper`), known not to (`null`), or not readable.
          let read: ReturnType<typeof importedHelperCut>;
          // Without types, or where the checker finds no declaration (a workspace package with no node_modules).
          if ((!types || !decl) && readableSpecifier(context.filename, binding.source)) {
            const key = `${binding.source}\0${binding.imported}\0${member ?? ""}`;
            if (readHere.has(key)) read = readHere.get(key);
            else readHere.set(key, (read = importedHelperCut(context.filename, binding.source, binding.imported, member, cutter.modules)));
          }
          if (read === CUTS_SAFELY) continue;
          if (read) helper = read;
          // Read and no cut found: only a name that says it truncates still counts (a loop the reading does not follow).
          if (!helper && !TRUNCATING_NAME.test(name)) continue;
          const valueIndex = helper?.paramIndex ?? 0;
          const value = call.arguments[valueIndex];
          if (!value || value.type === AST_NODE_TYPES.SpreadElement || harmlessCall(call, valueIndex, helper?.side === "middle", helper?.limitIndex, helper?.built)) continue;
          const limitIndex = helper ? helper.limitIndex : call.arguments.length > 1 ? 1 : undefined;
          const side = helper?.side ?? "prefix";
          const unit = helper?.unit ?? "chars";
          const detail = helper ? `${side === "middle" ? "middle elision" : side === "suffix" ? "keeps the end" : "keeps the start"}, in ${binding.source}` : `by its name, from ${binding.source}`;
          const kind: CutSite["kind"] = side === "middle" ? "middle" : unit === "chars" ? side : `${unit}-${side}`;
          const limit = limitIndex === undefined ? undefined : call.arguments[limitIndex];
          if (!helper) {
            // Known by its name only: neither what it keeps nor what it returns is known, so the
            // message does not guess and no rewrite is offered (it may return an object).
            reportHelperCall(call, name, detail, { kind: "prefix", bound: undefined }, false, undefined, valueIndex);
            continue;
          }
          // Only where the checker says the call gives a string can `cut(…).text` replace it.
          const recipe = types?.valueKind(call) === "string" && !helper.built && !helper.tokens ? helperRecipe(call, valueIndex, limitIndex, unit, side) : undefined;
          reportHelperCall(call, name, detail, { kind, bound: limit, aligned: helper.aligned, tokens: helper.tokens }, true, recipe, valueIndex);
          // `function outputText(t) { return formatOutput(t).truncatedContent }` here: its calls hand the helper their text.
          reportWrapperCalls(call, valueIndex, name, detail, { kind, bound: limit, aligned: helper.aligned, tokens: helper.tokens });
        }
      },
    };
  },
});

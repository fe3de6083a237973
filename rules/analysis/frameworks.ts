import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import { calleeName, enclosingFunction, isFunction, keyName, memberName, propertyOf, unwrap, walk, type FunctionNode, type Node } from "./ast.js";
import { importsOf } from "./imports.js";
import { matchesAny, type FunctionSpecifier } from "./specifiers.js";
import type { TypeInfo } from "./types.js";

/** How a framework's tool factory takes the implementation. */
interface ToolFactory {
  framework: string;
  /** Import sources the factory comes from. */
  packages: RegExp;
  /** Exported names: called as `name(...)`, `ns.name(...)` or `new name(...)`. */
  names: readonly string[];
  /** Implementation passed as one of these properties of an object argument. */
  properties?: readonly string[];
  /** Implementation passed as a function argument. */
  functionArgument?: boolean;
}

const FACTORIES: readonly ToolFactory[] = [
  { framework: "Vercel AI SDK", packages: /^ai$|^@ai-sdk\/provider-utils$/, names: ["tool", "dynamicTool"], properties: ["execute", "toModelOutput"] },
  { framework: "OpenAI Agents SDK", packages: /^@openai\/agents(-core|-openai)?$/, names: ["tool"], properties: ["execute", "errorFunction"] },
  { framework: "LangChain", packages: /^@langchain\/core\/tools$|^langchain(\/tools)?$/, names: ["tool"], functionArgument: true },
  { framework: "LangChain", packages: /^@langchain\/core\/tools$|^langchain(\/tools)?$/, names: ["DynamicStructuredTool", "DynamicTool"], properties: ["func"] },
  { framework: "Mastra", packages: /^@mastra\/core(\/tools)?$/, names: ["createTool"], properties: ["execute"] },
  { framework: "LlamaIndex", packages: /^llamaindex$|^@llamaindex\//, names: ["tool"], properties: ["execute"], functionArgument: true },
  { framework: "Genkit", packages: /^genkit(\/|$)|^@genkit-ai\//, names: ["defineTool", "dynamicTool"], functionArgument: true },
];

/** The frameworks the table knows by name: "a LangChain tool", not a class called LangChain. */
export const FRAMEWORK_NAMES: ReadonlySet<string> = new Set([...FACTORIES.map((f) => f.framework), "MCP SDK"]);

/** Package folders whose declarations make a callee a framework's tool factory (type-aware mode). */
const FRAMEWORK_DECLARATIONS: readonly [RegExp, string][] = [
  [/node_modules\/@modelcontextprotocol\/sdk\//, "MCP SDK"],
  [/node_modules\/(ai|@ai-sdk\/provider-utils)\//, "Vercel AI SDK"],
  [/node_modules\/@langchain\/core\//, "LangChain"],
  [/node_modules\/@openai\/agents(-core)?\//, "OpenAI Agents SDK"],
  [/node_modules\/@mastra\/core\//, "Mastra"],
  [/node_modules\/(llamaindex|@llamaindex\/[^/]+)\//, "LlamaIndex"],
  [/node_modules\/(genkit|@genkit-ai\/[^/]+)\//, "Genkit"],
];

const MCP_METHODS = new Set(["registerTool", "tool"]);
const LANGCHAIN_TOOL_CLASSES = /^(Structured|DynamicStructured|Dynamic)?Tool$/;
const IMPLEMENTATION_PROPERTIES = new Set(["execute", "func", "handler", "run", "invoke", "call", "callback", "fn", "toModelOutput"]);
const TOOL_METHODS = new Set(["execute", "call", "run", "invoke", "handle", "handler", "func"]);
const TOOL_CLASS = /Tool(Handler|Invocation|Impl|Executor)?$|^Tool[A-Z]/;
/** A harness's own tool function types: `const grepImpl: ToolImpl = async (args) => …`. */
const TOOL_FUNCTION_TYPE = /^(\w*Tool(Impl|Handler|Executor|Fn|Function|Callback)?(Type)?|ToolImplementation)(<.*>)?$/;
const TOOL_SHAPE_KEYS = new Set(["description", "inputSchema", "parameters", "schema", "argsSchema"]);

export interface ToolRole {
  framework: string;
  /** Recognised by a type the function is declared with (`ToolFunctionType<…>`), not a class or a factory. */
  typed?: boolean;
  /** Recognised from imports or types, not from a name or a shape alone. */
  certain: boolean;
}

export interface FrameworkContext {
  program: TSESTree.Program;
  /** The linted file's path: in a tools folder, `…Executor` types are tool implementations too. */
  filename?: string;
  toolFactories: readonly FunctionSpecifier[];
  types: TypeInfo | undefined;
}

function factoryOf(callee: Node, ctx: FrameworkContext): ToolFactory | undefined {
  const c = unwrap(callee);
  const imports = importsOf(ctx.program);
  let binding;
  let exported: string | undefined;
  if (c.type === AST_NODE_TYPES.Identifier) {
    binding = imports.get(c.name);
    exported = binding?.imported;
  } else if (c.type === AST_NODE_TYPES.MemberExpression && unwrap(c.object).type === AST_NODE_TYPES.Identifier) {
    binding = imports.get((unwrap(c.object) as TSESTree.Identifier).name);
    exported = binding?.imported === "*" ? memberName(c) : undefined;
  }
  if (!binding || exported === undefined) return undefined;
  const source = binding.source;
  return FACTORIES.find((f) => f.packages.test(source) && f.names.includes(exported));
}

/** The framework whose declaration a callee resolves to, through re-exports (type-aware). */
function frameworkByType(callee: Node, ctx: FrameworkContext): string | undefined {
  const file = ctx.types?.declarationFile(callee);
  if (file === undefined) return undefined;
  return FRAMEWORK_DECLARATIONS.find(([re]) => re.test(file.replaceAll("\\", "/")))?.[1];
}

function isMcpRegistration(call: TSESTree.CallExpression, ctx: FrameworkContext, handler?: Node): ToolRole | undefined {
  const callee = unwrap(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return undefined;
  const method = memberName(callee);
  const first = call.arguments[0];
  const last = call.arguments[call.arguments.length - 1];
  // The SDK's low-level server: `server.setRequestHandler(CallToolRequestSchema, async (request) => …)`
  // answers every tool call, one branch per tool name.
  if (method === "setRequestHandler" && first && calleeName(unwrap(first)) === "CallToolRequestSchema" && call.arguments.length === 2 && (isFunction(last) || (handler !== undefined && last === handler))) {
    const schema = unwrap(first);
    const binding = importsOf(ctx.program).get(schema.type === AST_NODE_TYPES.MemberExpression ? (calleeName(unwrap(schema.object)) ?? "") : "CallToolRequestSchema");
    return { framework: "MCP SDK", certain: binding !== undefined && binding.source.startsWith("@modelcontextprotocol/sdk") };
  }
  if (method === undefined || !MCP_METHODS.has(method)) return undefined;
  const isHandler = (a: Node | undefined) => a !== undefined && (isFunction(a) || (handler !== undefined && a === handler));
  // QuickMCP's order: `server.tool("name", handler, { description, schema })`.
  const handlerLast = isHandler(last) || (call.arguments.length === 3 && isHandler(call.arguments[1]) && last?.type === AST_NODE_TYPES.ObjectExpression && propertyOf(last, "description") !== undefined);
  if (call.arguments.length < 2 || !first || !handlerLast) return undefined;
  // tmcp's `server.tool({ name, description, schema }, handler)`: the same result shape as the SDK's.
  if (first.type === AST_NODE_TYPES.ObjectExpression && call.arguments.length === 2 && propertyOf(first, "name") !== undefined) {
    return [...importsOf(ctx.program).values()].some((b) => b.source === "tmcp") ? { framework: "MCP SDK", certain: true } : undefined;
  }
  // A name first (literal, template or constant), the handler last: the shape of both MCP methods.
  if (first.type === AST_NODE_TYPES.ObjectExpression || first.type === AST_NODE_TYPES.ArrowFunctionExpression) return undefined;
  const typed = ctx.types?.declarationFile(callee.property);
  if (typed !== undefined) return /node_modules\/@modelcontextprotocol\/sdk\//.test(typed.replaceAll("\\", "/")) ? { framework: "MCP SDK", certain: true } : undefined;
  const imported = [...importsOf(ctx.program).values()].some((b) => b.source.startsWith("@modelcontextprotocol/sdk") || b.source === "quickmcp-sdk");
  return { framework: "MCP SDK", certain: imported };
}

/** `{ name, description, parameters, execute }`: a tool written as a plain object. */
function plainToolObject(object: TSESTree.ObjectExpression): boolean {
  return propertyOf(object, "description") !== undefined && ["inputSchema", "parameters", "schema", "argsSchema", "input_schema"].some((k) => propertyOf(object, k) !== undefined);
}

const TOOL_FACTORY_NAME = /^(create|make|build|define|new)[A-Z]\w*Tool$/;
/** A tool's type as written: `Tool`, `BuiltinTool`, `ai.Tool`; the importer index reads it in raw text too. */
export const TOOL_TYPE = String.raw`(?:\w+\.)?\w*Tool`;
const TOOL_TYPE_NAME = new RegExp(`^${TOOL_TYPE}(<.*>)?$`, "s");

/** `function createReadFileTool(def): BuiltinTool { return { name, async *execute(args) {…} } }`: the object a tool factory of the project returns. */
function madeByToolFactory(object: TSESTree.ObjectExpression): boolean {
  const holder = object.parent;
  const fn = holder.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(holder) : holder.type === AST_NODE_TYPES.ArrowFunctionExpression && holder.body === object ? holder : undefined;
  if (!fn) return false;
  const declared = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn.id : fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier ? fn.parent.id : undefined;
  if (declared?.type === AST_NODE_TYPES.Identifier && TOOL_FACTORY_NAME.test(declared.name)) return true;
  const returned = fn.returnType?.typeAnnotation;
  return returned?.type === AST_NODE_TYPES.TSTypeReference && TOOL_TYPE_NAME.test(typeReferenceName(returned.typeName));
}

function typeReferenceName(name: TSESTree.EntityName): string {
  return name.type === AST_NODE_TYPES.Identifier ? name.name : name.type === AST_NODE_TYPES.TSQualifiedName ? `${typeReferenceName(name.left)}.${name.right.name}` : "";
}

function looksLikeToolObject(object: TSESTree.ObjectExpression): boolean {
  let shape = 0;
  for (const p of object.properties) if (p.type === AST_NODE_TYPES.Property && TOOL_SHAPE_KEYS.has(keyName(p) ?? "")) shape++;
  return shape > 0;
}

/** The role of a call or `new` that receives a function: a tool factory, and which one. */
/** What a table of tool implementations holds: `Map<string, CapabilityHandler>`, `Map<string, ToolHandler>`. */
const TOOL_TABLE_VALUE = /^\w*(Tool|Capability)(Impl|Handler|Executor|Fn|Function|Callback)?$|^ToolImplementation$/;

/** The value type a `Map<string, T>` is declared with, in its type annotation or its `new Map<…>()`. */
function mapValueType(decl: TSESTree.VariableDeclarator): string | undefined {
  const annotated = decl.id.type === AST_NODE_TYPES.Identifier ? decl.id.typeAnnotation?.typeAnnotation : undefined;
  const args = annotated?.type === AST_NODE_TYPES.TSTypeReference && typeNameOf(annotated) === "Map" ? annotated.typeArguments?.params
    : decl.init?.type === AST_NODE_TYPES.NewExpression && calleeName(decl.init.callee) === "Map" ? decl.init.typeArguments?.params : undefined;
  const value = args?.[1];
  return value?.type === AST_NODE_TYPES.TSTypeReference ? typeNameOf(value) : undefined;
}

/**
 * `handlers.set("grep", async (input) => …)` on a `new Map<string, CapabilityHandler>()`: an entry
 * of a table of tool implementations keyed by the name the model calls. Not a map of other
 * handlers (`Map<string, MessageHandler>`), nor one whose key is computed.
 */
function toolTableEntry(call: TSESTree.CallExpression): string | undefined {
  const callee = unwrap(call.callee);
  const key = call.arguments[0];
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== "set" || callee.object.type !== AST_NODE_TYPES.Identifier) return undefined;
  if (key?.type !== AST_NODE_TYPES.Literal || typeof key.value !== "string") return undefined;
  const table = callee.object.name;
  // Declared in a block around the call: `const handlers = new Map<string, CapabilityHandler>()`.
  let found: string | undefined;
  for (let n: Node | undefined = call.parent; n && !found; n = n.parent) {
    if (n.type !== AST_NODE_TYPES.BlockStatement && n.type !== AST_NODE_TYPES.Program) continue;
    for (const stmt of n.body) {
      const decls = stmt.type === AST_NODE_TYPES.VariableDeclaration ? stmt.declarations : stmt.type === AST_NODE_TYPES.ExportNamedDeclaration && stmt.declaration?.type === AST_NODE_TYPES.VariableDeclaration ? stmt.declaration.declarations : [];
      for (const d of decls) {
        const value = d.id.type === AST_NODE_TYPES.Identifier && d.id.name === table ? mapValueType(d) : undefined;
        if (value !== undefined && TOOL_TABLE_VALUE.test(value)) found = value;
      }
    }
  }
  return found;
}

function factoryRole(call: TSESTree.CallExpression | TSESTree.NewExpression, viaProperty: string | undefined, ctx: FrameworkContext, handler?: Node): ToolRole | undefined {
  if (matchesAny(call.callee, ctx.toolFactories, ctx.program)) {
    if (viaProperty === undefined || IMPLEMENTATION_PROPERTIES.has(viaProperty)) return { framework: calleeName(call.callee) ?? "configured factory", certain: true };
    return undefined;
  }
  if (call.type === AST_NODE_TYPES.CallExpression && viaProperty === undefined) {
    const mcp = isMcpRegistration(call, ctx, handler);
    if (mcp) return mcp;
  }
  const tableType = call.type === AST_NODE_TYPES.CallExpression && viaProperty === undefined ? toolTableEntry(call) : undefined;
  if (tableType) return { framework: tableType, certain: false, typed: true };
  const factory = factoryOf(call.callee, ctx);
  if (factory) {
    if (viaProperty === undefined ? factory.functionArgument : factory.properties?.includes(viaProperty)) return { framework: factory.framework, certain: true };
    return undefined;
  }
  const typed = frameworkByType(call.callee, ctx);
  // Not every MCP SDK method that takes a function runs a tool (`setRequestHandler(ReadResourceRequestSchema, …)`): its tool methods were tried above.
  if (typed !== undefined && typed !== "MCP SDK" && (viaProperty === undefined || IMPLEMENTATION_PROPERTIES.has(viaProperty))) return { framework: typed, certain: true };
  const name = calleeName(call.callee);
  // Without imports or types: a framework's factory name taking `{ description, …, execute }`.
  // `tool({ name, description, args, run })` of a project's own factory: `run`/`handler` as much as `execute`.
  if (viaProperty !== undefined && (viaProperty === "toModelOutput" || TOOL_METHODS.has(viaProperty))) {
    const object = call.arguments.find((a) => a.type === AST_NODE_TYPES.ObjectExpression);
    if (object && looksLikeToolObject(object) && name !== undefined && /tool/i.test(name)) return { framework: name, certain: false };
  }
  if (viaProperty === undefined && name !== undefined && /^(defineTool|FunctionTool\.from|from)$/.test(name)) {
    const callee = unwrap(call.callee);
    if (name === "defineTool" || (callee.type === AST_NODE_TYPES.MemberExpression && calleeName(callee.object) === "FunctionTool")) return { framework: name === "defineTool" ? "Genkit" : "LlamaIndex", certain: false };
  }
  return undefined;
}

/** `args: z.infer<typeof topStoriesSchema>` (also `z.input`, `z.output`): the schemas a function's parameters are typed by. */
export function inferredSchemas(fn: FunctionNode): TSESTree.Identifier[] {
  const out: TSESTree.Identifier[] = [];
  for (const p of fn.params) {
    const b = p.type === AST_NODE_TYPES.AssignmentPattern ? p.left : p;
    const written = b.type === AST_NODE_TYPES.TSParameterProperty ? undefined : b.typeAnnotation?.typeAnnotation;
    // `args: SearchArgs` with `type SearchArgs = z.infer<typeof searchSchema>` in this file.
    const t = written?.type === AST_NODE_TYPES.TSTypeReference && written.typeName.type === AST_NODE_TYPES.Identifier ? (typeAliasOf(fn, written.typeName.name) ?? written) : written;
    if (t?.type !== AST_NODE_TYPES.TSTypeReference || t.typeName.type !== AST_NODE_TYPES.TSQualifiedName || !/^(infer|input|output)$/.test(t.typeName.right.name)) continue;
    const query = t.typeArguments?.params[0];
    if (query?.type === AST_NODE_TYPES.TSTypeQuery && query.exprName.type === AST_NODE_TYPES.Identifier) out.push(query.exprName);
  }
  return out;
}

/** `const parsed = ListEmailsSchema.parse(args)` at the top of the body: the input parsed with the schema. */
export function parsedSchemas(fn: FunctionNode): TSESTree.Identifier[] {
  const out: TSESTree.Identifier[] = [];
  const params = new Set(fn.params.flatMap((p) => (p.type === AST_NODE_TYPES.Identifier ? [p.name] : [])));
  const statements = fn.body.type === AST_NODE_TYPES.BlockStatement ? fn.body.body.slice(0, 4) : [];
  for (const st of statements) {
    if (st.type !== AST_NODE_TYPES.VariableDeclaration) continue;
    for (const d of st.declarations) {
      const init = d.init ? unwrap(d.init) : undefined;
      if (init?.type !== AST_NODE_TYPES.CallExpression || init.callee.type !== AST_NODE_TYPES.MemberExpression || init.callee.object.type !== AST_NODE_TYPES.Identifier) continue;
      const arg = init.arguments[0];
      if (/^(parse|parseAsync|safeParse|safeParseAsync)$/.test(memberName(init.callee) ?? "") && arg?.type === AST_NODE_TYPES.Identifier && params.has(arg.name)) out.push(init.callee.object);
    }
  }
  return out;
}

/** `handleSearchNotes` → `SearchNotes`: what a handler's name says it runs (unchanged without a handler's prefix). */
const handledName = (fn: string): string => fn.replace(/^(handle|execute|run)(?=[A-Z])/, "");

/** `handleSearchMessages` for `search_messages`, `search-messages` or `searchMessages`: named after one of the tools. */
function handlesDefinedTool(fn: string, tools: ReadonlySet<string>): boolean {
  const bare = handledName(fn);
  if (bare === fn || tools.size === 0) return false;
  const plain = (name: string) => name.replace(/[^a-z0-9]/gi, "").toLowerCase();
  return [...tools].some((tool) => plain(tool) === plain(bare));
}

/** A type alias declared at the top of the function's file. */
function typeAliasOf(fn: FunctionNode, name: string): TSESTree.TypeNode | undefined {
  let program: Node = fn;
  while (program.type !== AST_NODE_TYPES.Program && program.parent) program = program.parent;
  if (program.type !== AST_NODE_TYPES.Program) return undefined;
  for (const statement of program.body) {
    const decl = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : statement;
    if (decl?.type === AST_NODE_TYPES.TSTypeAliasDeclaration && decl.id.name === name) return decl.typeAnnotation;
  }
  return undefined;
}

/** `topStoriesSchema`, `TopStoriesInputSchema`, `topStoriesArgs` for `topStories` (or `handleTopStories`). */
function schemaOfName(schema: string, fn: string): boolean {
  const base = schema.replace(/(Input|Args|Params|Parameters)?(Schema)?$/, "").toLowerCase();
  if (base === schema.toLowerCase()) return false;
  return base === fn.toLowerCase() || base === handledName(fn).toLowerCase();
}

/** `function topStories(…)`, `const topStories = (…) => …`: methods and properties are settled before this is asked. */
function ownName(fn: FunctionNode): string | undefined {
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) return fn.id?.name;
  return fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier ? fn.parent.id.name : undefined;
}

/** A photon's lifecycle hooks and accessors are not tools. */
const PHOTON_HOOK = /^(on[A-Z]\w*|constructor|toString|toJSON)$/;

/**
 * Photon (`@portel/photon`) serves every public method of a photon class as an MCP tool: the
 * default export of a `*.photon.ts` file, or a class extending `PhotonMCP`/`Photon`.
 */
function photonTool(method: TSESTree.MethodDefinition, cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, ctx: FrameworkContext): boolean {
  if (method.kind !== "method" || method.static || method.accessibility === "private" || method.accessibility === "protected") return false;
  if (method.key.type !== AST_NODE_TYPES.Identifier || method.key.name.startsWith("_") || PHOTON_HOOK.test(method.key.name)) return false;
  const superName = cls.superClass ? calleeName(unwrap(cls.superClass)) : undefined;
  if (superName === "PhotonMCP" || superName === "Photon") return true;
  return cls.parent.type === AST_NODE_TYPES.ExportDefaultDeclaration && /\.photon\.[cm]?[jt]s$/.test(ctx.filename ?? "");
}

/** Whether a class extends one of LangChain's tool classes (by import, or by name alone). */
function langchainToolClass(node: TSESTree.ClassDeclaration | TSESTree.ClassExpression, ctx: FrameworkContext): ToolRole | undefined {
  const sup = node.superClass ? unwrap(node.superClass) : undefined;
  if (!sup) return undefined;
  const name = calleeName(sup);
  if (name === undefined) return undefined;
  if (LANGCHAIN_TOOL_CLASSES.test(name)) {
    const binding = sup.type === AST_NODE_TYPES.Identifier ? importsOf(ctx.program).get(sup.name) : undefined;
    return { framework: "LangChain", certain: binding !== undefined && /^@langchain\/|^langchain\//.test(binding.source) };
  }
  return undefined;
}

/**
 * Is `fn` a tool implementation whose return value a framework sends to the model? Recognises the
 * factories above, MCP `registerTool`/`tool` handlers, `StructuredTool#_call`, configured
 * factories, and a handler defined first and passed by name.
 */
export function toolRoleOf(fn: FunctionNode, ctx: FrameworkContext, sourceCodeRefs?: (id: TSESTree.Identifier) => TSESTree.Identifier[]): ToolRole | undefined {
  // Every rule asks of the same functions in the same file: asked once per set of inputs that can change the answer.
  const mode = (ctx.types ? 2 : 0) + (sourceCodeRefs ? 1 : 0);
  const key = ctx.toolFactories.length === 0 ? mode : `${factoriesKey(ctx.toolFactories)}|${mode}`;
  let known = roleCache.get(fn);
  if (!known) roleCache.set(fn, (known = new Map<string | number, ToolRole | null>()));
  const hit = known.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const role = computeToolRole(fn, ctx, sourceCodeRefs);
  known.set(key, role ?? null);
  return role;
}

const roleCache = new WeakMap<FunctionNode, Map<string | number, ToolRole | null>>();

/** The configured factories as a cache key, made once per options array: this runs for every function of every file. */
function factoriesKey(factories: FrameworkContext["toolFactories"]): string {
  let key = factoryKeys.get(factories);
  if (key === undefined) factoryKeys.set(factories, (key = JSON.stringify(factories)));
  return key;
}
const factoryKeys = new WeakMap<object, string>();

function computeToolRole(fn: FunctionNode, ctx: FrameworkContext, sourceCodeRefs?: (id: TSESTree.Identifier) => TSESTree.Identifier[]): ToolRole | undefined {
  const parent = fn.parent;
  if (parent.type === AST_NODE_TYPES.Property && parent.value === fn) {
    const key = keyName(parent);
    const object = parent.parent;
    if (object.type === AST_NODE_TYPES.ObjectExpression) {
      const call = object.parent;
      if ((call.type === AST_NODE_TYPES.CallExpression || call.type === AST_NODE_TYPES.NewExpression) && call.arguments.includes(object)) {
        const role = factoryRole(call, key, ctx);
        if (role) return role;
      }
      // A tool written as a plain object (`const shell: AgentTool = { name, description, parameters, execute }`).
      if (key !== undefined && TOOL_METHODS.has(key) && plainToolObject(object)) return { framework: "plain-object", certain: false };
      if (key !== undefined && TOOL_METHODS.has(key) && madeByToolFactory(object)) return { framework: "plain-object", certain: false };
      if (key !== undefined && definedToolNames(ctx.program).has(key)) return { framework: "tool table", certain: false };
    }
    return undefined;
  }
  if ((parent.type === AST_NODE_TYPES.CallExpression || parent.type === AST_NODE_TYPES.NewExpression) && (parent.arguments as readonly Node[]).includes(fn)) return factoryRole(parent, undefined, ctx);
  // `class GrepTool extends BaseTool { execute = async (params) => {…} }`: a method as a class field.
  if (parent.type === AST_NODE_TYPES.PropertyDefinition && parent.value === fn) {
    const cls = parent.parent.parent;
    const key = keyName(parent);
    if ((cls.type === AST_NODE_TYPES.ClassDeclaration || cls.type === AST_NODE_TYPES.ClassExpression) && key !== undefined && (TOOL_METHODS.has(key) || key === "_call")) {
      if (key === "_call") return langchainToolClass(cls, ctx);
      const className = cls.id?.name ?? "";
      const superName = cls.superClass ? (calleeName(unwrap(cls.superClass)) ?? "") : "";
      if (TOOL_CLASS.test(className) || /Tool/.test(superName)) return { framework: className || superName, certain: false };
    }
    return undefined;
  }
  if (parent.type === AST_NODE_TYPES.MethodDefinition) {
    const cls = parent.parent.parent;
    if (cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression) return undefined;
    const key = keyName(parent);
    if (key === "_call") return langchainToolClass(cls, ctx);
    if (photonTool(parent, cls, ctx)) return { framework: "Photon", certain: false };
    // A harness's own tool classes: `class ShellTool extends BaseTool { execute() {…} }`.
    if (key !== undefined && TOOL_METHODS.has(key)) {
      const className = cls.id?.name ?? "";
      const superName = cls.superClass ? (calleeName(unwrap(cls.superClass)) ?? "") : "";
      if (TOOL_CLASS.test(className) || /Tool/.test(superName)) return { framework: className || superName, certain: false };
    }
    return undefined;
  }
  const toolType = (name: string | undefined) => name !== undefined && (TOOL_FUNCTION_TYPE.test(name) || (/Executor$/.test(name) && TOOLS_FOLDER.test((ctx.filename ?? "").replaceAll("\\", "/"))));
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === fn && parent.id.type === AST_NODE_TYPES.Identifier && parent.id.typeAnnotation) {
    const typeName = typeNameOf(parent.id.typeAnnotation.typeAnnotation);
    if (toolType(typeName)) return { framework: typeName ?? "tool", certain: false, typed: true };
  }
  // `const run: AgentTool<I, O>["execute"] = …`, or `(input, context: Parameters<AgentTool<I, O>["execute"]>[1])`:
  // typed as a tool's own execute, or handed what one is handed, the function runs as that tool.
  const executeOfTool = (t: TSESTree.Node | undefined) => t !== undefined && toolExecuteType(t, toolType);
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === fn && parent.id.type === AST_NODE_TYPES.Identifier && executeOfTool(parent.id.typeAnnotation?.typeAnnotation)) return { framework: "tool-execute", certain: false };
  // A parameter only through `Parameters<…>`: `ReturnType<Tool["execute"]>` is what the tool gives, not what it is handed.
  const handedArgs = (t: TSESTree.TypeNode | undefined) => t?.type === AST_NODE_TYPES.TSIndexedAccessType && t.objectType.type === AST_NODE_TYPES.TSTypeReference && typeNameOf(t.objectType) === "Parameters" && executeOfTool(t.objectType.typeArguments?.params[0]);
  if (fn.params.some((p) => { const b = p.type === AST_NODE_TYPES.AssignmentPattern ? p.left : p; return b.type !== AST_NODE_TYPES.TSParameterProperty && handedArgs(b.typeAnnotation?.typeAnnotation); })) return { framework: "tool-execute", certain: false };
  // `export async function topStories(client, args: z.infer<typeof topStoriesSchema>)`: handed the
  // input its own tool's schema describes.
  const own = ownName(fn);
  if (own !== undefined && inferredSchemas(fn).some((schema) => schemaOfName(schema.name, own))) return { framework: "schema-typed handler", certain: false };
  // Parsing alone is weaker: `runCommandSpec(candidate)` validates a spec with `commandSpecSchema`
  // and is no tool; only the schema's own name, or `handle` and it, names a handler.
  if (own !== undefined && parsedSchemas(fn).some((schema) => schemaOfName(schema.name, own) && !/^(execute|run)[A-Z]/.test(own))) return { framework: "schema-parsing handler", certain: false };
  // `export async function handleSearchMessages(params, manager)` beside `SEARCH_MESSAGES_TOOL = {
  // name: "search_messages", description, inputSchema }`: the handler of a tool this file defines.
  if (own !== undefined && handlesDefinedTool(own, definedToolNames(ctx.program))) return { framework: "defined tool's handler", certain: false };
  // `function createSearchExecutor(…): SearchExecutor { return async (…) => … }`.
  // Also `const executeCommand = (): ToolFunctionType<…> => async (…) => …`, the factory's expression body.
  const outer = parent.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunctionOf(parent) : isFunction(parent) && parent.body === fn ? parent : undefined;
  if (outer?.returnType) {
    const typeName = typeNameOf(outer.returnType.typeAnnotation);
    if (toolType(typeName)) return { framework: typeName ?? "tool", certain: false, typed: true };
  }
  // `const handler = async (...) => …; server.registerTool("x", config, handler)`, or `async function handler(…) {…}`.
  const named = parent.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier ? parent.id : fn.type === AST_NODE_TYPES.FunctionDeclaration ? (fn.id ?? undefined) : undefined;
  // `export { name, schema, handler }`: a module that is one tool, its implementation exported by a tool method's name.
  if (named && TOOL_METHODS.has(named.name) && toolModule(ctx.program, named.name)) return { framework: "tool module", certain: false };
  if (named && sourceCodeRefs) {
    for (const ref of sourceCodeRefs(named)) {
      const p = ref.parent;
      if ((p.type === AST_NODE_TYPES.CallExpression || p.type === AST_NODE_TYPES.NewExpression) && p.arguments.includes(ref)) {
        const role = factoryRole(p, undefined, ctx, ref);
        if (role) return role;
      }
      if (p.type === AST_NODE_TYPES.Property && p.value === ref && p.parent.type === AST_NODE_TYPES.ObjectExpression) {
        const call = p.parent.parent;
        if ((call.type === AST_NODE_TYPES.CallExpression || call.type === AST_NODE_TYPES.NewExpression) && call.arguments.includes(p.parent)) {
          const role = factoryRole(call, keyName(p), ctx);
          if (role) return role;
        }
        // `{ name, description, inputSchema, execute: listCustomers }`: a plain tool object naming its
        // implementation (after the factories: `tool({ …, execute: run })` is the framework's).
        if (TOOL_METHODS.has(keyName(p) ?? "") && plainToolObject(p.parent)) return { framework: "plain-object", certain: false };
        // `handlers = { web_search: handleWebSearch }` beside `definitions = [{ name: "web_search", … }]`.
        if (definedToolNames(ctx.program).has(keyName(p) ?? "")) return { framework: "tool table", certain: false };
      }
      // `switch (name) { case "web_fetch": return await execWebFetch(args); … }`: a dispatcher runs it as that tool.
      if (p.type === AST_NODE_TYPES.CallExpression && p.callee === ref && p.arguments.length > 0 && switchDispatched(p)) return { framework: "tool switch", certain: false };
    }
  }
  return undefined;
}

/** What a dispatcher switches on: the name of the tool the model called. */
const TOOL_NAME_DISCRIMINANT = /(^|\.)(name|toolName|tool_name|tool|functionName|function_name|fnName)$/;
/** A case label that reads as a tool's name (`"web_fetch"`, `"readFile"`, `"github.search"`). */
const TOOL_NAME_LABEL = /^[a-z][\w.-]*$/i;

/**
 * `return await execWebFetch(args)` (or `result = await run(args); break;`) in a case of a switch on
 * the called tool's name, among at least three cases labelled by tool names.
 */
function switchDispatched(call: TSESTree.CallExpression): boolean {
  let top: Node = call;
  while (top.parent && (top.parent.type === AST_NODE_TYPES.AwaitExpression || top.parent.type === AST_NODE_TYPES.TSAsExpression)) top = top.parent;
  let stmt: Node | undefined = top.parent;
  if (stmt?.type === AST_NODE_TYPES.AssignmentExpression && stmt.right === top) stmt = stmt.parent;
  if (stmt?.type !== AST_NODE_TYPES.ReturnStatement && stmt?.type !== AST_NODE_TYPES.ExpressionStatement) return false;
  let holder: Node | undefined = stmt.parent;
  if (holder?.type === AST_NODE_TYPES.BlockStatement) holder = holder.parent;
  if (holder?.type !== AST_NODE_TYPES.SwitchCase || holder.test === null) return false;
  const sw = holder.parent;
  if (sw.type !== AST_NODE_TYPES.SwitchStatement) return false;
  const d = unwrap(sw.discriminant);
  const discriminant = d.type === AST_NODE_TYPES.Identifier ? d.name : d.type === AST_NODE_TYPES.MemberExpression ? `.${memberName(d) ?? ""}` : "";
  if (!TOOL_NAME_DISCRIMINANT.test(discriminant)) return false;
  const labels = sw.cases.filter((c) => c.test?.type === AST_NODE_TYPES.Literal && typeof c.test.value === "string" && TOOL_NAME_LABEL.test(c.test.value));
  return labels.length >= 3;
}

const definedNames = new WeakMap<TSESTree.Program, ReadonlySet<string>>();
/**
 * Names of the tools this module declares at its top level as plain definitions (`definitions =
 * [{ name: "web_search", description, input_schema }]`): a table of functions keyed by them runs them.
 */
function definedToolNames(program: TSESTree.Program): ReadonlySet<string> {
  let names = definedNames.get(program);
  if (names) return names;
  const found = new Set<string>();
  const take = (n: Node | null | undefined) => {
    const v = n ? unwrap(n) : undefined;
    if (v?.type === AST_NODE_TYPES.ArrayExpression) for (const e of v.elements) take(e);
    if (v?.type !== AST_NODE_TYPES.ObjectExpression || !plainToolObject(v)) return;
    const name = propertyOf(v, "name");
    if (name?.value.type === AST_NODE_TYPES.Literal && typeof name.value.value === "string") found.add(name.value.value);
  };
  for (const s of program.body) {
    const d = s.type === AST_NODE_TYPES.ExportNamedDeclaration ? s.declaration : s;
    if (d?.type === AST_NODE_TYPES.VariableDeclaration) for (const v of d.declarations) take(v.init);
  }
  names = found;
  definedNames.set(program, names);
  return names;
}

const toolModules = new WeakMap<TSESTree.Program, ReadonlySet<string>>();
/**
 * Does the module export `name` beside a tool's schema or description (`export { name, schema,
 * handler }`, `export const inputSchema = …; export async function execute(…)`)?
 */
function toolModule(program: TSESTree.Program, name: string): boolean {
  let exported = toolModules.get(program);
  if (!exported) {
    const names = new Set<string>();
    for (const s of program.body) {
      if (s.type !== AST_NODE_TYPES.ExportNamedDeclaration) continue;
      for (const spec of s.specifiers) if (spec.exported.type === AST_NODE_TYPES.Identifier) names.add(spec.exported.name);
      const d = s.declaration;
      if (d?.type === AST_NODE_TYPES.VariableDeclaration) for (const v of d.declarations) if (v.id.type === AST_NODE_TYPES.Identifier) names.add(v.id.name);
      if (d?.type === AST_NODE_TYPES.FunctionDeclaration && d.id) names.add(d.id.name);
    }
    exported = names;
    toolModules.set(program, exported);
  }
  return exported.has(name) && [...TOOL_SHAPE_KEYS].some((k) => exported.has(k));
}

/** A type that names a tool type's execute method (`AgentTool<I, O>["execute"]`), anywhere inside it. */
function toolExecuteType(type: TSESTree.Node, toolType: (name: string | undefined) => boolean): boolean {
  let found = false;
  walk(type, (n) => {
    if (found || n.type !== AST_NODE_TYPES.TSIndexedAccessType || n.objectType.type !== AST_NODE_TYPES.TSTypeReference) return;
    const index = n.indexType.type === AST_NODE_TYPES.TSLiteralType && n.indexType.literal.type === AST_NODE_TYPES.Literal ? n.indexType.literal.value : undefined;
    if (typeof index === "string" && TOOL_METHODS.has(index) && toolType(typeNameOf(n.objectType))) found = true;
  });
  return found;
}

function typeNameOf(annotation: TSESTree.TypeNode): string | undefined {
  if (annotation.type !== AST_NODE_TYPES.TSTypeReference) return undefined;
  const n = annotation.typeName;
  return n.type === AST_NODE_TYPES.Identifier ? n.name : n.type === AST_NODE_TYPES.TSQualifiedName ? n.right.name : undefined;
}

function enclosingFunctionOf(node: Node): FunctionNode | undefined {
  for (let n: Node | undefined = node.parent; n; n = n.parent) if (isFunction(n)) return n;
  return undefined;
}

/** A file named for a tool: `run-commands-tool.ts`, `shellTool.ts`, `tools.ts` (not `devtools.ts`). */
export const TOOL_FILE = /(^|\/)([\w.-]*[-_.])?[Tt]ools?\.[cm]?[jt]sx?$|[a-z]Tools?\.[cm]?[jt]sx?$/;
/** A tools folder, or a file named for a tool. */
export const TOOLS_FOLDER = new RegExp(`(^|/)([Tt]ools?|[Ee]xecutors?)/|${TOOL_FILE.source}`);
/** Packages whose import says a file is about agent tools. */
export const TOOL_FRAMEWORK_MODULE = /^(ai|@ai-sdk\/|@modelcontextprotocol\/sdk|@langchain\/|langchain|@openai\/agents|@mastra\/|llamaindex|@llamaindex\/|genkit|@genkit-ai\/)/;

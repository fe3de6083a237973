import { AST_NODE_TYPES, AST_TOKEN_TYPES, type TSESTree } from "@typescript-eslint/utils";

/** What a local name was imported as: `imported` is `*` for a namespace and `default` for a default import. */
export interface ImportBinding {
  source: string;
  imported: string;
}

const cache = new WeakMap<TSESTree.Program, Map<string, ImportBinding>>();

/** Local name → import, for ES imports and top-level `const { x } = require("y")`. */
export function importsOf(program: TSESTree.Program): Map<string, ImportBinding> {
  const known = cache.get(program);
  if (known) return known;
  const map = new Map<string, ImportBinding>();
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration) {
      const source = statement.source.value;
      for (const s of statement.specifiers) {
        if (s.type === AST_NODE_TYPES.ImportNamespaceSpecifier) map.set(s.local.name, { source, imported: "*" });
        else if (s.type === AST_NODE_TYPES.ImportDefaultSpecifier) map.set(s.local.name, { source, imported: "default" });
        else map.set(s.local.name, { source, imported: s.imported.type === AST_NODE_TYPES.Identifier ? s.imported.name : String(s.imported.value) });
      }
    } else if (statement.type === AST_NODE_TYPES.VariableDeclaration) {
      for (const d of statement.declarations) {
        const init = d.init;
        if (init?.type !== AST_NODE_TYPES.CallExpression || init.callee.type !== AST_NODE_TYPES.Identifier || init.callee.name !== "require") continue;
        const arg = init.arguments[0];
        if (arg?.type !== AST_NODE_TYPES.Literal || typeof arg.value !== "string") continue;
        if (d.id.type === AST_NODE_TYPES.Identifier) map.set(d.id.name, { source: arg.value, imported: "*" });
        else if (d.id.type === AST_NODE_TYPES.ObjectPattern) {
          for (const p of d.id.properties) {
            if (p.type === AST_NODE_TYPES.Property && p.key.type === AST_NODE_TYPES.Identifier && p.value.type === AST_NODE_TYPES.Identifier) {
              map.set(p.value.name, { source: arg.value, imported: p.key.name });
            }
          }
        }
      }
    }
  }
  cache.set(program, map);
  return map;
}

// ssh2 and node-ssh run commands on another host: their output is a process's output all the same.
const PROCESS_MODULES = /^(node:)?child_process$|^(@[\w-]+\/)?node-pty$|^execa$|^cross-spawn$|^zx$|^ssh2$|^node-ssh$/;

const spawning = new WeakMap<TSESTree.Program, boolean>();

/** Bun runs processes with `spawn`, `spawnSync` and `$`, imported from "bun" or read off the `Bun` global. */
const BUN_PROCESS = /^(spawn|spawnSync|\$)$/;

/** `Bun.spawn(…)`, `Bun.$\`…\``: the global needs no import. */
function bunGlobalSpawn(program: TSESTree.Program): boolean {
  const tokens = program.tokens ?? [];
  for (let i = 0; i + 2 < tokens.length; i++) {
    const t = tokens[i] as TSESTree.Token;
    if (t.type === AST_TOKEN_TYPES.Identifier && t.value === "Bun" && tokens[i + 1]?.value === "." && BUN_PROCESS.test(tokens[i + 2]?.value ?? "")) return true;
  }
  return false;
}

/** The file imports a way to run processes. */
export function runsProcesses(program: TSESTree.Program): boolean {
  let known = spawning.get(program);
  if (known === undefined) {
    // `import type { ChildProcess }` runs nothing; `require("child_process")` does.
    const imports = program.body.filter((st): st is TSESTree.ImportDeclaration => st.type === AST_NODE_TYPES.ImportDeclaration && PROCESS_MODULES.test(st.source.value));
    known =
      imports.length > 0
        ? imports.some((st) => st.importKind !== "type" && (st.specifiers.length === 0 || st.specifiers.some((sp) => sp.type !== AST_NODE_TYPES.ImportSpecifier || sp.importKind !== "type")))
        : [...importsOf(program).values()].some((b) => PROCESS_MODULES.test(b.source) || (b.source === "bun" && BUN_PROCESS.test(b.imported))) || bunGlobalSpawn(program);
    spawning.set(program, known);
  }
  return known;
}

/** Libraries whose JSX renders a prompt for a model rather than a page for a person. */
const PROMPT_JSX_MODULES = /^@vscode\/prompt-tsx$|^@anysphere\/priompt$|^priompt$/;

/** The prompt-JSX library this file imports, if any: its JSX children are prompt text. */
export function promptJsxModule(program: TSESTree.Program): string | undefined {
  for (const b of importsOf(program).values()) if (PROMPT_JSX_MODULES.test(b.source)) return b.source;
  return undefined;
}

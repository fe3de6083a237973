import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** A diagnostic the migration would add: where, and what the compiler says. */
export interface AddedDiagnostic {
  file: string;
  line: number;
  code: number;
  message: string;
}

export class VerifySetupError extends Error {
  override readonly name = "VerifySetupError";
}

/** The tsconfig.json nearest to `from`, walking up; undefined when there is none. */
export function nearestTsconfig(from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, "tsconfig.json");
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * `--verify`: type-checks the project before and after the migration, in memory (nothing is
 * written), and returns the diagnostics the migration adds. Diagnostics are compared by file,
 * code and message, not by line, because a rewrite moves the lines below it. ts-morph is an
 * optional peer: loaded only here, with a clear error when it is not installed.
 */
export async function addedDiagnostics(tsconfig: string | undefined, changes: ReadonlyMap<string, string>, cwd: string): Promise<AddedDiagnostic[]> {
  let morph: typeof import("ts-morph");
  try {
    morph = await import("ts-morph");
  } catch {
    throw new VerifySetupError("--verify type-checks with ts-morph, which is not installed: npm install --save-dev ts-morph");
  }
  const project = tsconfig === undefined ? new morph.Project({ compilerOptions: { strict: true, skipLibCheck: true, noEmit: true } }) : new morph.Project({ tsConfigFilePath: tsconfig });
  // Changed files the tsconfig does not include are checked too: they are what the migration touches.
  for (const file of changes.keys()) if (!project.getSourceFile(file)) project.addSourceFileAtPath(file);
  const keyed = (diagnostics: readonly import("ts-morph").Diagnostic[]) => {
    const out = new Map<string, AddedDiagnostic[]>();
    for (const d of diagnostics) {
      const path = d.getSourceFile()?.getFilePath();
      const file = path === undefined ? "(project)" : relative(cwd, path) || path;
      const text = d.getMessageText();
      const message = typeof text === "string" ? text : morph.ts.flattenDiagnosticMessageText(text.compilerObject, "\n");
      const entry = { file, line: d.getLineNumber() ?? 0, code: d.getCode(), message };
      const key = `${file}\0${entry.code}\0${message}`;
      out.set(key, [...(out.get(key) ?? []), entry]);
    }
    return out;
  };
  const before = keyed(project.getPreEmitDiagnostics());
  for (const [file, text] of changes) project.getSourceFileOrThrow(file).replaceWithText(text);
  const after = keyed(project.getPreEmitDiagnostics());
  const added: AddedDiagnostic[] = [];
  for (const [key, entries] of after) added.push(...entries.slice(before.get(key)?.length ?? 0));
  return added.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

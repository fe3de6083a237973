import { join } from "node:path";
import ts from "typescript";
import { FIXTURES_DIR } from "./rule-tester.js";

const PROJECT = join(FIXTURES_DIR, "rule-tester");

/**
 * Type errors of a source text as if it were a file of the rule-tester project (so it meets the
 * real framework packages and the built cutter's types). Used to prove that a suggestion's output
 * still compiles, with `exactOptionalPropertyTypes` both off (the project's) and on (stricter
 * consumers').
 */
export function typeErrors(source: string, options: { exactOptionalPropertyTypes?: boolean } = {}): string[] {
  const configPath = join(PROJECT, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`cannot read ${configPath}`);
  const file = join(PROJECT, "__suggestion__.ts");
  const compilerOptions = { ...config.options, noEmit: true, noUnusedLocals: false, exactOptionalPropertyTypes: options.exactOptionalPropertyTypes ?? config.options.exactOptionalPropertyTypes };
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => (f === file ? source : readFile(f));
  host.fileExists = (f) => f === file || fileExists(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError) => (f === file ? ts.createSourceFile(f, source, lang) : getSourceFile(f, lang, onError));
  const program = ts.createProgram([file], compilerOptions, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .map((d) => `${d.start === undefined ? "" : `${(d.file?.getLineAndCharacterOfPosition(d.start).line ?? 0) + 1}: `}${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}


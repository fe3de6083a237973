import { readPackageInfo } from "../package-info.js";
import { commands, type CliIo, type Command } from "./commands.js";

/** Exit codes follow ESLint's: 0 clean, 1 findings or a failed check, 2 a usage or setup error. */
export const EXIT_USAGE = 2;

function helpText(available: readonly Command[]): string {
  const { name, version } = readPackageInfo();
  const lines = [
    `tool-output ${version} (${name})`,
    "",
    "Usage: tool-output <command> [options]",
    "",
    "Commands:",
  ];
  if (available.length === 0) {
    lines.push("  (none yet: `migrate` and `audit` arrive in later releases)");
  }
  const width = Math.max(0, ...available.map((c) => c.name.length));
  for (const c of available) lines.push(`  ${c.name.padEnd(width)}  ${c.summary}`);
  lines.push(
    "",
    "Options:",
    "  -h, --help     show this help (or `tool-output <command> --help`)",
    "  -v, --version  print the version",
    "",
    "The lint rules run inside ESLint: add `eslint-plugin-tool-output` to eslint.config.js.",
  );
  return lines.join("\n") + "\n";
}

export async function main(argv: string[], io: CliIo, available: readonly Command[] = commands): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === "-h" || first === "--help" || first === "help") {
    const topic = first === "help" ? rest[0] : undefined;
    const command = topic === undefined ? undefined : available.find((c) => c.name === topic);
    if (topic !== undefined && command === undefined) return unknown(topic, io, available);
    io.stdout(command ? `${command.usage}\n` : helpText(available));
    return 0;
  }
  if (first === "-v" || first === "--version") {
    io.stdout(`${readPackageInfo().version}\n`);
    return 0;
  }
  if (first.startsWith("-")) {
    io.stderr(`tool-output: unknown option '${first}'. Run 'tool-output --help' for usage.\n`);
    return EXIT_USAGE;
  }
  const command = available.find((c) => c.name === first);
  if (!command) return unknown(first, io, available);
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  return command.run(rest, io);
}

function unknown(name: string, io: CliIo, available: readonly Command[]): number {
  const known = available.map((c) => `'${c.name}'`).join(", ");
  io.stderr(
    `tool-output: unknown command '${name}'. ` +
      (known ? `Commands: ${known}. ` : "This version has no commands yet. ") +
      "Run 'tool-output --help' for usage.\n",
  );
  return EXIT_USAGE;
}

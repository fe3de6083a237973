import { audit } from "./audit.js";
import { migrate } from "./migrate.js";

/** One subcommand of `tool-output`. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** stderr is a terminal: progress may be drawn there. */
  isTTY?: boolean;
  /** The folder paths are relative to; process.cwd() when absent. */
  cwd?: string;
}

export const commands: readonly Command[] = [migrate, audit];

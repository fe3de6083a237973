/** One subcommand of `tool-output`. `migrate` and `audit` join this table with their issues. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
}

export const commands: readonly Command[] = [];

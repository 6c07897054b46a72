// The `markitdown` command: argument parsing, file I/O and exit codes around the shared conversion core.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { assertSize, convertToMarkdown } from '../lib/convert';
import { cliMessage, MarkItDownError } from '../lib/errors';

export const USAGE = 'usage: markitdown <file.xlsx|file.xls|file.ods|file.csv> [-o out.md] [--sheet NAME]';

export interface CliArgs {
  input: string;
  output?: string;
  sheet?: string;
}

export interface CliOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

export type ParsedArgs = { kind: 'help' } | { kind: 'run'; args: CliArgs };

export function parseArgs(argv: string[]): ParsedArgs {
  const args: Partial<CliArgs> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '-o' || arg === '--output' || arg === '--sheet') {
      const value = argv[i + 1];
      if (value === undefined) throw new MarkItDownError('cli/usage', `${arg} needs a value`);
      if (arg === '--sheet') args.sheet = value;
      else args.output = value;
      i += 1;
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new MarkItDownError('cli/usage', `unknown option ${arg}`);
    } else if (args.input === undefined) {
      args.input = arg;
    } else {
      throw new MarkItDownError('cli/usage', `unexpected argument ${arg}`);
    }
  }
  if (args.input === undefined) throw new MarkItDownError('cli/usage', 'no input file');
  return { kind: 'run', args: args as CliArgs };
}

async function readInput(path: string): Promise<Uint8Array> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new MarkItDownError('file/unsupported', path);
    size = info.size;
  } catch (error) {
    if (error instanceof MarkItDownError) throw error;
    throw new MarkItDownError('file/not_found', path);
  }
  // Checked before reading so a huge file is never loaded into memory.
  assertSize(size);
  return readFile(path);
}

/** Runs the command and resolves to its exit code; every failure becomes one line on stderr. */
export async function runCli(argv: string[], out: CliOutput): Promise<number> {
  try {
    const parsed = parseArgs(argv);
    if (parsed.kind === 'help') {
      out.stdout(`${USAGE}\n`);
      return 0;
    }
    const { input, output, sheet } = parsed.args;
    const bytes = await readInput(input);
    const { markdown } = await convertToMarkdown(input, bytes, { sheet });
    if (output) await writeFile(output, markdown);
    else out.stdout(markdown);
    return 0;
  } catch (error) {
    if (error instanceof MarkItDownError) {
      out.stderr(`${cliMessage(error)}${error.code === 'cli/usage' ? `\n${USAGE}` : ''}\n`);
    } else {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      out.stderr(`markitdown: unexpected error: ${reason}\n`);
    }
    return 1;
  }
}

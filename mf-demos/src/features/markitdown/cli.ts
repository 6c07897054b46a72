// Entry point of the bundled `markitdown` command (esbuild → a single file for Node 18+).
import { runCli } from './node/run-cli';

// Closing the pipe early (`markitdown x.xlsx | head`) is not an error worth a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
});
process.on('uncaughtException', (error) => {
  process.stderr.write(`markitdown: unexpected error: ${error.message.split('\n')[0]}\n`);
  process.exit(1);
});

void runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
}).then((code) => {
  process.exitCode = code;
});

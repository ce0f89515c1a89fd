// Runs shell commands at the same time and prints each one's output whole once it ends (so logs do
// not interleave), then exits 1 naming the commands that failed. make test uses it for steps that
// leave a core idle: the type check beside the linter, the second build beside the checks of the
// first (static generation runs on one core).
//   node scripts/together.mjs "npm run typecheck" "npm run lint"
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('Usage: node scripts/together.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (chunk) => chunks.push(chunk));
        child.stderr.on('data', (chunk) => chunks.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n── ${command} (${signal ?? `exit ${code}`}, ${seconds} s) ──\n`);
          process.stdout.write(Buffer.concat(chunks));
          resolve({ command, ok: code === 0 });
        });
      }),
  ),
);
const failed = results.filter((result) => !result.ok).map((result) => result.command);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join('; ')}`);
  process.exit(1);
}

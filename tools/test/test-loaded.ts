import { spawn } from 'node:child_process';

/**
 * `npm run test:loaded` (issue #30.2): the whole `npm test` while another process keeps one core busy for the
 * entire run, as a second job on a CI machine would. Arguments go on to `npm test`. Exits with npm test's code.
 */
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => {
  if (busy.exitCode === null) busy.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

console.log(`test:loaded: one core kept busy by pid ${busy.pid} for the whole run`);
const test = spawn('npm', ['test', '--', ...process.argv.slice(2)], { stdio: 'inherit' });
test.on('close', (code) => {
  stopBusy();
  process.exit(code ?? 1);
});

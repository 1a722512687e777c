/**
 * `npm run flake-hunt`: the browser suite, every test three times (`--repeat-each`, FLAKE_REPEAT),
 * while busy loops keep every CPU of the machine occupied, as other jobs do on a shared CI
 * machine. A test that passes only on a quiet machine fails here. Prints Playwright's list of
 * failures and exits with its code; the load stops with the run, or after FLAKE_LOAD_MINUTES.
 *
 * Extra arguments go to Playwright (a spec file, `--grep`, …).
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

const repeat = Number(process.env.FLAKE_REPEAT ?? 3);
const loadMinutes = Number(process.env.FLAKE_LOAD_MINUTES ?? 60);

// Each worker spins until told to stop or until its time is up, so a killed parent never leaves
// a core busy for long.
const spin = `
  const { parentPort, workerData } = require('node:worker_threads');
  let stop = false;
  parentPort.on('message', () => { stop = true; });
  const until = Date.now() + workerData.ms;
  (function burn() {
    const slice = Date.now() + 50;
    while (Date.now() < slice) Math.sqrt(Math.random());
    if (!stop && Date.now() < until) setImmediate(burn);
    else process.exit(0);
  })();
`;

const load = Array.from(
  { length: availableParallelism() },
  () => new Worker(spin, { eval: true, workerData: { ms: loadMinutes * 60_000 } }),
);
const stopLoad = () => load.forEach((worker) => worker.postMessage('stop'));
console.log(
  `flake hunt: ${load.length} busy loop(s) on ${availableParallelism()} CPU(s), each test ${repeat}×`,
);

const playwright = spawn(
  'npx',
  ['playwright', 'test', `--repeat-each=${repeat}`, '--reporter=list', ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? '1' } },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => playwright.kill(signal));
}
playwright.on('exit', (code) => {
  stopLoad();
  console.log(code === 0 ? 'flake hunt: no failures' : 'flake hunt: failures above');
  process.exitCode = code ?? 1;
});

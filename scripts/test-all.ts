/**
 * `npm test`: every check, stopping at the first that fails, then how long each step took and the
 * processor time of the whole, so the suite's time is measured on every run (docs/reliability.md,
 * "The suite's time").
 *
 * Steps of a stage run side by side: each of them uses one core or waits on the network most of
 * its time, and none writes what another reads. A stage with one step has the machine to itself:
 * its suite uses every core, or times what it tests. A step run beside others prints its output
 * when it ends, so that the log reads one step at a time.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The suite starts the server and the scripts again and again (twenty times in one crash test):
// Node keeps the compiled code of what each run loads, by its content, for the next one to reuse.
process.env.NODE_COMPILE_CACHE ??= path.resolve('node_modules', '.cache', 'node-compile-cache');

const stages: string[][] = [
  ['test tools'],
  // They read the sources; the build writes only what they pass over (build/, the pack shots and the
  // font subsets git ignores, languages/source-messages.json only when it is behind). The OpenAPI
  // lint makes a client build of its own, and the fresh clone is built from the committed sources
  // in a folder of its own, waiting on npm's registry most of its time.
  ['typecheck', 'lint', 'i18n:check', 'build', 'test:openapi', 'test:fresh-clone'],
  // The server's tests render pages with the server build.
  ['test:unit'],
  ['test:budgets', 'test:html'],
  ['test:reliability'],
  ['test:e2e'],
  ['test:deploy'],
];

const commandOf = (step: string): [string, string[]] =>
  step === 'test tools' ? ['node', ['scripts/test-tools.ts']] : ['npm', ['run', step]];

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The processor time of every step that has ended (Linux's count for this process's children). */
function childrenProcessorSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // cutime and cstime, fields 16 and 17 of proc(5), in ticks of (nearly always) 1/100 s.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

interface Ended {
  step: string;
  seconds: number;
  status: number | null;
  signal: NodeJS.Signals | null;
}

const running = new Set<ReturnType<typeof spawn>>();
function stopAll() {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // The group ended meanwhile.
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopAll();
    // As a shell reports a command ended by a signal: 128 and the signal's number.
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });

function run(step: string, alone: boolean): Promise<Ended> {
  const [command, args] = commandOf(step);
  const started = performance.now();
  // A process group of its own, so that a failure elsewhere stops the whole step (npm, its shell, the runner).
  const child = spawn(command, args, {
    stdio: alone ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        process.stdout.write(`\n> ${step} (${minutes(seconds)}, beside other steps)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, seconds, status, signal });
    });
  });
}

const started = performance.now();
const took: Ended[] = [];
function report() {
  console.log('\nTime per step (min:s)');
  for (const stage of stages)
    for (const step of stage) {
      const ended = took.find((entry) => entry.step === step);
      if (ended)
        console.log(
          `  ${step.padEnd(18)} ${minutes(ended.seconds).padStart(6)}${stage.length > 1 ? '  (beside others)' : ''}`,
        );
    }
  console.log(`  ${'total'.padEnd(18)} ${minutes((performance.now() - started) / 1000).padStart(6)}`);
  const processor = childrenProcessorSeconds();
  if (processor !== undefined)
    console.log(`  ${'processor time'.padEnd(18)} ${minutes(processor).padStart(6)}`);
}

for (const stage of stages) {
  const ends = stage.map((step) => run(step, stage.length === 1));
  const failed = await new Promise<Ended | undefined>((resolve) => {
    let left = ends.length;
    for (const end of ends)
      void end.then((ended) => {
        took.push(ended);
        if (ended.status !== 0) resolve(ended);
        left -= 1;
        if (left === 0) resolve(undefined);
      });
  });
  if (failed) {
    stopAll();
    await Promise.all(ends);
    report();
    console.error(`\n${failed.step} failed${failed.signal ? ` (${failed.signal})` : ''}.`);
    process.exit(failed.status ?? 1);
  }
}
report();

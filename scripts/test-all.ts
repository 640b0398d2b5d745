/**
 * `npm test`: every check in order, stopping at the first that fails, then how long each step
 * took, so the suite's time is measured on every run (docs/reliability.md, "The suite's time").
 */
import { spawnSync } from 'node:child_process';

const steps: { name: string; command: string; args: string[] }[] = [
  { name: 'test tools', command: 'node', args: ['scripts/test-tools.ts'] },
  ...[
    'typecheck',
    'lint',
    'i18n:check',
    // Before the unit tests: the server's tests render pages with the server build.
    'build',
    'test:unit',
    'test:openapi',
    'test:budgets',
    'test:html',
    'test:reliability',
    'test:e2e',
    'test:deploy',
    'test:fresh-clone',
  ].map((script) => ({ name: script, command: 'npm', args: ['run', script] })),
];

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const took: { name: string; seconds: number }[] = [];
function report() {
  const total = took.reduce((sum, step) => sum + step.seconds, 0);
  console.log('\nTime per step (min:s)');
  for (const step of took) console.log(`  ${step.name.padEnd(18)} ${minutes(step.seconds).padStart(6)}`);
  console.log(`  ${'total'.padEnd(18)} ${minutes(total).padStart(6)}`);
}

for (const step of steps) {
  const started = performance.now();
  const { status, signal } = spawnSync(step.command, step.args, { stdio: 'inherit' });
  took.push({ name: step.name, seconds: (performance.now() - started) / 1000 });
  if (status !== 0) {
    report();
    console.error(`\n${step.name} failed${signal ? ` (${signal})` : ''}.`);
    process.exit(status ?? 1);
  }
}
report();

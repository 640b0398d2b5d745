/**
 * bench:fuzz — the property-based API test (random bodies, content types and ids thrown at
 * POST/PUT /api/tablets) with FUZZ_RUNS cases per engine, 20,000 unless set: SQLite always,
 * PostgreSQL when TEST_DATABASE_URL is set. Goal: never a 5xx, and the store holds only valid tablets.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { report } from './lib/report.ts';

interface JsonTestResult {
  ancestorTitles: string[];
  title: string;
  status: string;
  duration?: number;
  failureMessages: string[];
}

interface JsonReport {
  testResults: Array<{ assertionResults: JsonTestResult[] }>;
}

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const testFile = 'server/routes/tablets-fuzz.test.ts';
const outputDir = mkdtempSync(path.join(tmpdir(), 'pharma-fuzz-'));
const outputFile = path.join(outputDir, 'results.json');

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the PostgreSQL run is skipped, SQLite only.');
}
console.log(`bench:fuzz: ${runs} random requests per engine (${testFile})`);

const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      path.resolve('node_modules', 'vitest', 'vitest.mjs'),
      'run',
      testFile,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { env: { ...process.env, FUZZ_RUNS: String(runs) }, stdio: 'inherit' },
  );
  child.on('exit', (code) => resolve(code ?? 1));
});

try {
  const results = (JSON.parse(readFileSync(outputFile, 'utf8')) as JsonReport).testResults.flatMap(
    (file) => file.assertionResults,
  );
  const rows = results.map((result) => {
    const seconds = (result.duration ?? 0) / 1000;
    return {
      suite: result.ancestorTitles.join(' › '),
      status: result.status,
      cases: result.status === 'passed' ? runs : 0,
      seconds: Number(seconds.toFixed(1)),
      'cases/s': result.status === 'passed' && seconds > 0 ? Math.round(runs / seconds) : 0,
    };
  });
  report('fuzz', rows, { runsPerEngine: runs, goal: 'never a 5xx; only valid tablets stored' });
  for (const result of results.filter((entry) => entry.status === 'failed')) {
    console.log(`\nFAILED ${result.ancestorTitles.join(' › ')}:\n${result.failureMessages.join('\n')}`);
  }
} catch (error) {
  console.error(`no results from the test run: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  rmSync(outputDir, { recursive: true, force: true });
}
process.exitCode = exitCode;

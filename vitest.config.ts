import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const testFiles = '{app,bench,catalogue,contract,languages,server,scripts,testing}/**/*.test.{ts,tsx}';

/**
 * Suites that replace a module or a global (a `vi.mock`, a stubbed `fetch`) run each in a fresh
 * module graph. Every other suite shares its worker's modules with the suites before it, which
 * saves importing the server and the pages again for each of 200 files: a third of the step's time.
 */
const replacesModulesOrGlobals = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;
const isolatedFiles = globSync(testFiles, { cwd: import.meta.dirname }).filter((file) =>
  replacesModulesOrGlobals.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
);

export default defineConfig({
  test: {
    environment: 'node',
    // PostgreSQL suites run on an embedded server when TEST_DATABASE_URL is not given.
    globalSetup: ['./testing/embedded-postgres.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Server suites open real databases; two workers suit a two-core machine.
    maxWorkers: 2,
    // Worker threads rather than child processes: no process to start for each isolated suite and no
    // copying of messages between processes, a tenth less processor time for the same tests
    // (docs/reliability.md). Each thread has its own copy of process.env, so VITEST_POOL_ID still
    // names one PostgreSQL database per worker (testing/test-stores.ts).
    pool: 'threads',
    // A ceiling, not a wait: a PDF rendered and read back takes 8 s on an idle two-core machine and
    // over 20 s beside a looping build; a test that hangs only takes longer to fail.
    testTimeout: 60_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: [testFiles], exclude: isolatedFiles, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolatedFiles } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{app,contract,languages,server,scripts,testing}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // PostgreSQL suites run on an embedded server when TEST_DATABASE_URL is not given.
    globalSetup: ['./testing/embedded-postgres.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // Server suites open real databases; two workers suit a two-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

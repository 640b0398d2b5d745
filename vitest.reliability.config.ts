import { defineConfig } from 'vitest/config';

/**
 * The reliability suites: they start the production server (`node server/main.ts`, serving the
 * client build in BUILD_DIR) as child processes, so they run after the build.
 */
export default defineConfig({
  test: {
    include: ['reliability/**/*.test.ts'],
    environment: 'node',
    // PostgreSQL suites run on an embedded server when TEST_DATABASE_URL is not given.
    globalSetup: ['./testing/embedded-postgres.ts'],
    // The suites time crashes, restarts and shutdowns of child servers: one file at a time keeps
    // them from competing for the CPU.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

/**
 * Verifies the staff audit log's hash chain in the configured store (SQLite in DATA_DIR, or
 * DATABASE_URL): `npm run audit:verify`. Exits 0 when intact, 1 naming the first broken entry, 2
 * when the store cannot be read.
 */
import { loadConfig } from '../server/env.ts';
import { openStore } from '../server/store/store.ts';
import { auditVerifyReport } from './audit-verify-report.ts';

try {
  const config = loadConfig();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, seed: false });
  try {
    const report = await auditVerifyReport(store.audit);
    if (report.exitCode === 0) console.info(report.message);
    else console.error(report.message);
    process.exitCode = report.exitCode;
  } finally {
    await store.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}

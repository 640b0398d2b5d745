/**
 * Verifies the staff audit log's hash chain in the configured store (SQLite in DATA_DIR, or
 * DATABASE_URL): `npm run audit:verify`. Exits 0 when intact, 1 naming the first broken entry (or
 * the missing table or head row, or the entry the log was taken back behind), 2 when the store
 * cannot be read. Each intact run keeps the last entry's seq and hash in AUDIT_ANCHOR_FILE
 * (DATA_DIR/audit-anchor.json by default), which the next run checks the log against.
 */
import path from 'node:path';
import { auditAnchorFileName, readAuditAnchor, writeAuditAnchor } from '../server/audit/audit-anchor.ts';
import { loadConfig } from '../server/env.ts';
import { openStore } from '../server/store/store.ts';
import { auditVerifyReport } from './audit-verify-report.ts';

try {
  const config = loadConfig();
  const anchorFile = process.env.AUDIT_ANCHOR_FILE || path.join(config.dataDir, auditAnchorFileName);
  const anchor = await readAuditAnchor(anchorFile);
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const report = await auditVerifyReport(store.audit, { anchor });
    if (report.anchor) await writeAuditAnchor(anchorFile, report.anchor);
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

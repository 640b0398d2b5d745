/**
 * Another server instance appending to the audit log, for the tests of concurrent appenders:
 * `node testing/audit-appender.ts <database options as JSON> <count>` opens the store's database,
 * prints "ready", and on a line from stdin appends `count` entries at once, then prints "done".
 * A process of its own because SQLite waits for its write lock synchronously: a second database
 * handle in the test's own thread would block the very transaction it waits for.
 */
import { once } from 'node:events';
import { AuditLog } from '../server/audit/audit-log.ts';
import { createDatabase } from '../server/db/create-db.ts';
import { AuditRepository } from '../server/store/audit-repository.ts';

const [options, count] = process.argv.slice(2);
if (!options || !count) {
  console.error('usage: audit-appender.ts <database options as JSON> <count>');
  process.exit(2);
}
const handle = createDatabase(JSON.parse(options));
try {
  const log = new AuditLog(new AuditRepository(handle.db), { addressKey: 'appender', now: Date.now });
  // Connected before the signal, so that the appends start together with the test's own.
  await handle.db.selectFrom('audit_head').select('id').execute();
  console.log('ready');
  await once(process.stdin, 'data');
  process.stdin.destroy();
  await Promise.all(
    Array.from({ length: Number(count) }, (_, index) =>
      log.record(
        { accountId: 'appender', sessionRef: null, address: null },
        { action: 'tablet.update', recordType: 'tablet', recordId: `appender-${index}` },
      ),
    ),
  );
  console.log('done');
} finally {
  await handle.db.destroy();
}

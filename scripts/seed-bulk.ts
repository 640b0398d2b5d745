/**
 * Fills the configured store (SQLite in DATA_DIR, or DATABASE_URL) with plausible tablets, for
 * measuring the catalogue at scale: `npm run seed:bulk -- 100000`.
 */
import { bulkCatalogue } from '../server/db/bulk-catalogue.ts';
import { openStore } from '../server/store/store.ts';
import { loadConfig } from '../server/env.ts';

const count = Number(process.argv[2] ?? 10_000);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: npm run seed:bulk -- <count from 1 to 1000000>');
  process.exit(2);
}

const config = loadConfig();
const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const started = performance.now();
  await store.tablets.createMany(bulkCatalogue(count, (await store.tablets.count()) + 1));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `Added ${count} tablets, each a product never published, to ${store.location} in ${seconds} s (${await store.tablets.count()} in all).`,
  );
} finally {
  await store.close();
}

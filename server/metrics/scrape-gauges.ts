import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { Gauge, type Registry } from 'prom-client';
import { lastBackupFinishedAt } from '../backup/backup-marker.ts';
import { packSigningKeyFile } from '../packs/pack-signing-key.ts';
import type { MonitoringRepository, OutboxState, SafetyCaseState } from '../store/monitoring-repository.ts';
import type { OutboxChannel } from './site-metrics.ts';

export interface ScrapeSources {
  monitoring: MonitoringRepository;
  dataDir: string;
  /** PACK_SIGNING_KEY when set: the key is then in the environment, not in a file. */
  packSigningKey: string | undefined;
  now?: () => number;
}

interface StoreReading {
  outboxes: Record<OutboxChannel, OutboxState>;
  safetyCases: SafetyCaseState;
}

const dayMs = 24 * 60 * 60 * 1000;
/** Open adverse-event reports by the days since they arrived; the last bucket is past the 15-day clock. */
const ageBuckets = [
  { age: 'under-1d', belowMs: dayMs },
  { age: '1d-to-7d', belowMs: 7 * dayMs },
  { age: '7d-to-15d', belowMs: 15 * dayMs },
  { age: 'over-15d', belowMs: Number.POSITIVE_INFINITY },
] as const;

async function isReadable(file: string): Promise<boolean> {
  return access(file, constants.R_OK).then(
    () => true,
    () => false,
  );
}

/**
 * The gauges read when Prometheus scrapes: the outboxes and adverse-event cases from the store, the
 * backup marker and the signing key from DATA_DIR. A store that does not answer sets
 * `aarogya_store_up` to 0 and leaves its gauges out; the scrape itself still answers.
 */
export function registerScrapeGauges(registry: Registry, sources: ScrapeSources): void {
  const now = sources.now ?? Date.now;
  let reading: Promise<StoreReading | undefined> | undefined;
  // Every gauge collects on its own, all at the start of a scrape: they share the one read in flight.
  const readStore = () =>
    (reading ??= Promise.all([
      sources.monitoring.staffNotificationOutbox(),
      sources.monitoring.outbox(),
      sources.monitoring.safetyCases(new Date(now())),
    ])
      .then(
        ([staffNotification, outbox, safetyCases]) => ({
          outboxes: { 'staff-notification': staffNotification, ...outbox },
          safetyCases,
        }),
        () => undefined,
      )
      .finally(() => {
        reading = undefined;
      }));

  new Gauge({
    name: 'aarogya_store_up',
    help: '1 when the store answered the queries of this scrape, else 0.',
    registers: [registry],
    async collect() {
      this.set((await readStore()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'aarogya_outbox_depth',
    help: 'Messages waiting in an outbox.',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await readStore();
      if (!read) return;
      for (const [channel, state] of Object.entries(read.outboxes)) this.set({ channel }, state.depth);
    },
  });
  new Gauge({
    name: 'aarogya_outbox_oldest_age_seconds',
    help: 'Seconds the oldest waiting message of an outbox has waited (0 when it is empty).',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await readStore();
      if (!read) return;
      for (const [channel, state] of Object.entries(read.outboxes)) {
        const age = state.oldestQueuedAt === undefined ? 0 : (now() - state.oldestQueuedAt) / 1000;
        this.set({ channel }, Math.max(0, age));
      }
    },
  });
  new Gauge({
    name: 'aarogya_safety_cases_open',
    help: 'Adverse-event reports new or in progress, by days since they arrived.',
    labelNames: ['age'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const read = await readStore();
      if (!read) return;
      const counts = new Map<string, number>(ageBuckets.map(({ age }) => [age, 0]));
      for (const since of read.safetyCases.openSince) {
        const bucket = ageBuckets.find(({ belowMs }) => now() - since < belowMs) ?? ageBuckets[3];
        counts.set(bucket.age, (counts.get(bucket.age) ?? 0) + 1);
      }
      for (const [age, count] of counts) this.set({ age }, count);
    },
  });
  new Gauge({
    name: 'aarogya_safety_cases_serious_overdue',
    help: 'Serious adverse-event reports not reported to PvPI whose 15-day clock has run out.',
    registers: [registry],
    async collect() {
      this.reset();
      const read = await readStore();
      if (read) this.set(read.safetyCases.seriousOverdue);
    },
  });
  new Gauge({
    name: 'aarogya_backup_last_success_timestamp_seconds',
    help: 'When the last successful npm run backup finished (Unix seconds; 0: none recorded in DATA_DIR).',
    registers: [registry],
    async collect() {
      const at = await lastBackupFinishedAt(sources.dataDir);
      this.set(at === undefined ? 0 : at / 1000);
    },
  });
  new Gauge({
    name: 'aarogya_pack_signing_key_present',
    help: '1 when the pack signing key is set (PACK_SIGNING_KEY) or readable in DATA_DIR, else 0.',
    registers: [registry],
    async collect() {
      const present =
        sources.packSigningKey !== undefined ||
        (await isReadable(path.join(sources.dataDir, packSigningKeyFile)));
      this.set(present ? 1 : 0);
    },
  });
}

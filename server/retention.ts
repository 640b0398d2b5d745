import type { FastifyBaseLogger } from 'fastify';
import { todayInIst } from '#contract/ist-date-time.ts';
import type { AuditLog } from './audit/audit-log.ts';
import type { LeadRepository } from './store/lead-repository.ts';
import type { PackSightingRepository } from './store/pack-sighting-repository.ts';
import type { RateLimitRepository } from './store/rate-limit-repository.ts';

/**
 * Deletes submissions past their retention (adverse-event reports are kept), Idempotency-Keys
 * older than a day, ended rate-limit windows, audit entries past theirs, and the pack check counts of expired batches.
 */
export function startRetention(
  {
    leads,
    rateLimits,
    audit,
    auditRetentionDays,
    packSightings,
  }: {
    leads: LeadRepository;
    rateLimits: RateLimitRepository;
    audit: AuditLog;
    auditRetentionDays: number;
    packSightings: PackSightingRepository;
  },
  retentionDays: number,
  log: FastifyBaseLogger,
): { stop(): void; run(): Promise<void> } {
  const run = async () => {
    const before = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
    const purged = await leads.purgeReceivedBefore(before);
    await rateLimits.prune();
    await leads.forgetOldSubmissionKeys();
    if (purged > 0) log.info(`Deleted ${purged} submissions older than ${retentionDays} days.`);
    const pruned = await audit.prune(auditRetentionDays);
    if (pruned > 0) log.info(`Deleted ${pruned} audit log entries older than ${auditRetentionDays} days.`);
    const forgotten = await packSightings.pruneExpired(todayInIst(new Date()));
    if (forgotten > 0) log.info(`Deleted ${forgotten} pack check counts of expired batches.`);
  };
  const timer = setInterval(
    () => {
      run().catch((error: unknown) => log.warn({ err: error }, 'the retention clean-up failed'));
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return { stop: () => clearInterval(timer), run };
}

import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditLog } from './audit/audit-log.ts';
import { startRetention } from './retention.ts';
import type { LeadRepository } from './store/lead-repository.ts';
import type { PackSightingRepository } from './store/pack-sighting-repository.ts';
import type { RateLimitRepository } from './store/rate-limit-repository.ts';

const hourMs = 60 * 60 * 1000;

/** Repositories that record what the clean-up asked of them, each answering `deleted` rows. */
function recordingStore(deleted: number) {
  const calls: string[] = [];
  const store = {
    leads: {
      purgeReceivedBefore: async (before: Date) => {
        calls.push(`submissions before ${before.toISOString()}`);
        return deleted;
      },
      forgetOldSubmissionKeys: async () => {
        calls.push('submission keys');
        return deleted;
      },
    } as unknown as LeadRepository,
    rateLimits: {
      prune: async () => void calls.push('rate-limit windows'),
    } as unknown as RateLimitRepository,
    audit: {
      prune: async (days: number) => {
        calls.push(`audit entries older than ${days} days`);
        return deleted;
      },
    } as unknown as AuditLog,
    auditRetentionDays: 400,
    packSightings: {
      pruneExpired: async (today: string) => {
        calls.push(`pack checks of batches expired before ${today}`);
        return deleted;
      },
    } as unknown as PackSightingRepository,
  };
  return { store, calls };
}

function recordingLog() {
  const lines: string[] = [];
  const log = {
    info: (line: string) => void lines.push(line),
    warn: (_error: unknown, line: string) => void lines.push(`warn: ${line}`),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the retention clean-up', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('deletes what is past its retention and logs what it deleted', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T20:00:00.000Z') });
    const { store, calls } = recordingStore(3);
    const { log, lines } = recordingLog();
    const retention = startRetention(store, 90, log);
    try {
      await retention.run();
    } finally {
      retention.stop();
    }
    expect(calls).toEqual([
      'submissions before 2026-08-30T20:00:00.000Z',
      'rate-limit windows',
      'submission keys',
      'audit entries older than 400 days',
      // The day in India, which has begun there already.
      'pack checks of batches expired before 2026-11-29',
    ]);
    expect(lines).toEqual([
      'Deleted 3 submissions older than 90 days.',
      'Deleted 3 audit log entries older than 400 days.',
      'Deleted 3 pack check counts of expired batches.',
    ]);
  });

  it('logs nothing when nothing was deleted', async () => {
    const { store } = recordingStore(0);
    const { log, lines } = recordingLog();
    const retention = startRetention(store, 90, log);
    try {
      await retention.run();
    } finally {
      retention.stop();
    }
    expect(lines).toEqual([]);
  });

  it('runs every hour until stopped, and a failed run is logged, not thrown', async () => {
    vi.useFakeTimers();
    const { store, calls } = recordingStore(0);
    store.rateLimits.prune = async () => {
      throw new Error('database unavailable');
    };
    const { log, lines } = recordingLog();
    const retention = startRetention(store, 90, log);
    await vi.advanceTimersByTimeAsync(hourMs - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(lines).toEqual(['warn: the retention clean-up failed']);
    retention.stop();
    await vi.advanceTimersByTimeAsync(2 * hourMs);
    expect(calls).toHaveLength(1);
  });
});

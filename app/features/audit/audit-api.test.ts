import { describe, expect, it } from 'vitest';
import { auditCsvUrl } from './audit-api.ts';
import { noAuditFilter } from './audit-filter.ts';

describe('auditCsvUrl', () => {
  it('is the CSV of the whole log without a filter', () => {
    expect(auditCsvUrl(noAuditFilter)).toBe('/api/audit.csv');
  });

  it('carries the filter as the list has it', () => {
    const url = new URL(
      auditCsvUrl({ accountId: 'abc', action: 'tablet.create', fromDay: '2026-11-25', toDay: '2026-11-25' }),
      'http://localhost',
    );
    expect(url.pathname).toBe('/api/audit.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      accountId: 'abc',
      action: 'tablet.create',
      // 25 November in India: from its midnight IST to the next.
      from: '2026-11-24T18:30:00.000Z',
      to: '2026-11-25T18:30:00.000Z',
    });
  });
});

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
      from: new Date(2026, 10, 25).toISOString(),
      to: new Date(2026, 10, 26).toISOString(),
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fieldConstraint } from '#contract/field-constraints.ts';
import { auditFilterFields, auditFilterFrom, auditQuery, noAuditFilter } from './audit-filter.ts';

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('auditQuery', () => {
  it('leaves out what is not filtered', () => {
    expect(auditQuery(noAuditFilter)).toEqual({
      accountId: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('runs from the start of the From day to the start of the day after the To day, in IST', () => {
    expect(
      auditQuery({ accountId: 'abc', action: 'tablet.create', fromDay: '2026-11-25', toDay: '2026-12-31' }),
    ).toEqual({
      accountId: 'abc',
      action: 'tablet.create',
      from: '2026-11-24T18:30:00.000Z',
      to: '2026-12-31T18:30:00.000Z',
    });
  });

  it('ignores a day that does not exist', () => {
    expect(auditQuery({ ...noAuditFilter, fromDay: '2026-02-30', toDay: '25/11/2026' })).toMatchObject({
      from: undefined,
      to: undefined,
    });
  });
});

describe('auditFilterFrom', () => {
  it('reads the filter form', () => {
    expect(
      auditFilterFrom(
        form({ accountId: 'abc', action: 'submission.erase', fromDay: '2026-01-01', toDay: '' }),
      ),
    ).toEqual({ accountId: 'abc', action: 'submission.erase', fromDay: '2026-01-01', toDay: '' });
  });

  it('takes an action the log does not know, or a missing field, as no filter', () => {
    expect(auditFilterFrom(form({ action: 'tablet.eat' }))).toEqual(noAuditFilter);
  });
});

describe('auditFilterFields', () => {
  it('names the form’s fields as the filter does, and takes the account’s limit from the list’s query', () => {
    expect(Object.keys(auditFilterFields.shape).sort()).toEqual(Object.keys(noAuditFilter).sort());
    expect(fieldConstraint(auditFilterFields.shape.accountId)).toEqual({ maxLength: 40 });
    expect(fieldConstraint(auditFilterFields.shape.fromDay)).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { formatAuditDetails } from './audit-details.ts';

describe('formatAuditDetails', () => {
  it('reads nothing as a dash', () => {
    expect(formatAuditDetails({})).toBe('—');
  });

  it('shows a change of fields as each field before and after', () => {
    expect(
      formatAuditDetails({
        before: { price: 12, name: 'Dolo 650' },
        after: { price: 14.5, name: 'Dolo 500' },
      }),
    ).toBe('price: 12 → 14.5; name: Dolo 650 → Dolo 500');
  });

  it('shows a field set or cleared by the change with a dash on the empty side', () => {
    expect(formatAuditDetails({ before: { description: null }, after: { description: 'Fever' } })).toBe(
      'description: — → Fever',
    );
    expect(formatAuditDetails({ before: {}, after: { price: 3 } })).toBe('price: — → 3');
  });

  it('shows a change of lists, as of roles, as the lists before and after', () => {
    expect(formatAuditDetails({ before: ['sales'], after: ['sales', 'safety'] })).toBe(
      'sales → sales, safety',
    );
  });

  it('keeps the other details beside a change', () => {
    expect(formatAuditDetails({ before: { price: 1 }, after: { price: 2 }, rows: 3 })).toBe(
      'price: 1 → 2; rows: 3',
    );
  });

  it('joins lists with commas', () => {
    expect(formatAuditDetails({ kinds: ['quote', 'contact'], roles: [] })).toBe(
      'kinds: quote, contact; roles: —',
    );
  });

  it('reads booleans as yes and no', () => {
    expect(formatAuditDetails({ note: false, again: true })).toBe('note: no; again: yes');
  });

  it('shows a nested object in brackets', () => {
    expect(formatAuditDetails({ after: { name: 'Dolo 650', price: 12, description: null } })).toBe(
      'after: (name: Dolo 650; price: 12; description: —)',
    );
    expect(formatAuditDetails({ before: {} })).toBe('before: —');
  });

  it('shows strings and numbers as they are', () => {
    expect(formatAuditDetails({ method: 'admin-key', erased: 2, anonymised: 0 })).toBe(
      'method: admin-key; erased: 2; anonymised: 0',
    );
  });
});

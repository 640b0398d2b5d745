import { describe, expect, it } from 'vitest';
import { auditActionSchema } from './audit-actions.ts';
import { auditEntrySchema } from './audit.ts';

const entry = {
  seq: 17,
  at: '2026-11-25T09:30:00.000Z',
  accountId: 'account-1',
  sessionRef: 'session-1',
  action: 'tablet.update',
  recordType: 'tablet',
  recordId: '0b6f1d2e-6a47-4a0e-9f0e-3c2d1b0a9f8e',
  details: { before: { price: 30 }, after: { price: 31.5 } },
  addressHash: 'b'.repeat(64),
  prevHash: '0'.repeat(64),
  hash: 'a'.repeat(64),
};

describe('auditEntrySchema', () => {
  it('accepts an entry as the API shows it, with or without an actor and a record', () => {
    expect(auditEntrySchema.parse(entry)).toEqual(entry);
    const anonymous = {
      ...entry,
      accountId: null,
      sessionRef: null,
      recordType: null,
      recordId: null,
      addressHash: null,
    };
    expect(
      auditEntrySchema.parse({ ...anonymous, action: 'session.sign-in-failed', details: {} }),
    ).toMatchObject({
      accountId: null,
    });
  });

  it('refuses an unknown action, a time that is not ISO, a hash that is not SHA-256 hex and details that are not an object', () => {
    for (const change of [
      { action: 'tablet.rename' },
      { at: '25/11/2026' },
      { hash: 'A'.repeat(64) },
      { prevHash: 'a'.repeat(63) },
      { details: ['price'] },
      { seq: 0 },
    ]) {
      expect(auditEntrySchema.safeParse({ ...entry, ...change }).success).toBe(false);
    }
  });
});

describe('auditActionSchema', () => {
  it('names the 58 actions of the audit log', () => {
    expect(auditActionSchema.options).toHaveLength(58);
    expect(auditActionSchema.options).toContain('product.publish');
    expect(auditActionSchema.options).toContain('product.import');
    expect(auditActionSchema.options).toContain('product.pack-shot');
    expect(auditActionSchema.options).toContain('submission.reply');
    expect(auditActionSchema.options).toContain('safety-case.assess');
    expect(auditActionSchema.options).toContain('recovery-codes.regenerate');
    expect(auditActionSchema.options).toContain('password.change');
    expect(auditActionSchema.options).toContain('authenticator.change');
  });
});

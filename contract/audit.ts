import './zod-setup.ts';
import { z } from 'zod';

/** Everything staff do that the audit log records; stored as these strings, so never rename one. */
export const auditActionSchema = z
  .enum([
    'session.sign-in',
    'session.sign-in-failed',
    'session.sign-out',
    'session.end-others',
    'account.invite',
    'account.register',
    'account.roles-change',
    'account.disable',
    'account.enable',
    'account.sessions-end',
    'passkey.add',
    'passkey.remove',
    'password.set',
    'totp.set',
    'recovery-codes.regenerate',
    'recovery-code.use',
    'tablet.create',
    'tablet.update',
    'tablet.delete',
    'submission.status',
    'submission.note',
    'submission.assign',
    'submission.export',
    'submission.erase',
    'audit.export',
  ])
  .meta({ description: 'What was done.' });

export type AuditAction = z.infer<typeof auditActionSchema>;

const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const auditEntrySchema = z
  .object({
    seq: z.int().positive().meta({ description: 'Position in the log; grows by one with every entry.' }),
    at: z.iso.datetime(),
    accountId: z
      .string()
      .nullable()
      .meta({ description: 'The staff account that acted; null when unknown.' }),
    sessionRef: z.string().nullable().meta({ description: 'Names the session that acted, not its secret.' }),
    action: auditActionSchema,
    recordType: z.string().nullable().meta({ description: 'The kind of record acted on, e.g. tablet.' }),
    recordId: z.string().nullable().meta({ description: 'The id of the record acted on.' }),
    details: z.record(z.string(), z.unknown()).meta({
      description: 'What changed (e.g. the fields before and after); never a visitor’s personal data.',
    }),
    addressHash: z
      .string()
      .nullable()
      .meta({ description: 'The keyed hash of the client address: equal addresses, equal hashes.' }),
    prevHash: sha256Hex.meta({ description: 'The hash of the entry before (SHA-256, hex).' }),
    hash: sha256Hex.meta({ description: 'SHA-256 of prevHash and this entry’s content (hex).' }),
  })
  .meta({
    id: 'AuditEntry',
    description:
      'One entry of the staff audit log. Each carries the hash of the one before, so a change breaks the chain.',
  });

import './zod-setup.ts';
import { z } from 'zod';
import { auditActionSchema } from './audit-actions.ts';
import { csvFileAnswer, defineEndpoint, staffOnly } from './endpoint.ts';

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

export const auditPageMax = 200;

export const auditQuerySchema = z.object({
  accountId: z.string().max(40).optional().meta({ description: 'Only this staff account’s entries.' }),
  action: auditActionSchema.optional(),
  recordType: z.string().max(40).optional(),
  recordId: z.string().max(80).optional(),
  from: z.iso.datetime({ error: 'from is a date and time, like 2026-11-25T00:00:00Z' }).optional(),
  to: z.iso.datetime({ error: 'to is a date and time, like 2026-11-26T00:00:00Z' }).optional(),
  limit: z.coerce.number().int().min(1).max(auditPageMax).default(50),
  before: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .meta({ description: 'Continue with entries before this seq.' }),
});

const auditTags = ['audit log'] as const;

const list = defineEndpoint({
  method: 'GET',
  path: '/api/audit',
  operationId: 'listAuditLog',
  summary: 'Read the audit log, newest first',
  description:
    'A page of entries matching the filters (account, action, record, time from inclusive to exclusive). ' +
    '`nextBefore` continues the list.',
  tags: auditTags,
  access: staffOnly('owner'),
  audit: { action: 'audit.read' },
  query: auditQuerySchema,
  answers: {
    200: {
      description: 'A page of entries.',
      schema: z.object({ entries: z.array(auditEntrySchema), nextBefore: z.int().positive().nullable() }),
    },
  },
});

const csv = defineEndpoint({
  method: 'GET',
  path: '/api/audit.csv',
  operationId: 'exportAuditLog',
  summary: 'Download the matching audit entries as CSV',
  description:
    'Every entry matching the filters, newest first, as an RFC 4180 CSV file; the export is itself logged.',
  tags: auditTags,
  access: staffOnly('owner'),
  query: auditQuerySchema.omit({ limit: true, before: true }),
  answers: {
    200: csvFileAnswer('audit'),
  },
});

/** The audit log's endpoints, for the owner. */
export const auditEndpoints = { list, csv };

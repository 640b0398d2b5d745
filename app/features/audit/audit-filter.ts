import { z } from 'zod';
import { type AuditAction, auditActionSchema } from '#contract/audit-actions.ts';
import { auditQuerySchema } from '#contract/audit.ts';
import { istDayStart } from '#contract/ist-date-time.ts';

/** What the owner filters the audit log by, as the filter form holds it; an empty value is no filter. */
export interface AuditFilter {
  accountId: string;
  action: AuditAction | '';
  /** The first day shown, as `<input type="date">` gives it: "2026-11-25". */
  fromDay: string;
  /** The last day shown, included. */
  toDay: string;
}

/**
 * The filter form's fields: the account and the action as the list's query takes them, and the
 * days as the date inputs give them, which `auditQuery` turns into the query's `from` and `to`.
 */
export const auditFilterFields = auditQuerySchema.pick({ accountId: true, action: true }).extend({
  fromDay: z.iso.date().optional(),
  toDay: z.iso.date().optional(),
});

export const noAuditFilter: AuditFilter = { accountId: '', action: '', fromDay: '', toDay: '' };

/**
 * The filter as the API's query, its days in IST as the When column shows them. The API's `to` is
 * exclusive, so it is the start of the day after the To day: the To day itself is shown whole.
 */
export function auditQuery(filter: AuditFilter) {
  return {
    accountId: filter.accountId || undefined,
    action: filter.action || undefined,
    from: istDayStart(filter.fromDay),
    to: istDayStart(filter.toDay, 1),
  };
}

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** The filter the form's fields (accountId, action, fromDay, toDay) describe. */
export function auditFilterFrom(data: FormData): AuditFilter {
  const action = auditActionSchema.safeParse(text(data, 'action'));
  return {
    accountId: text(data, 'accountId'),
    action: action.success ? action.data : '',
    fromDay: text(data, 'fromDay'),
    toDay: text(data, 'toDay'),
  };
}

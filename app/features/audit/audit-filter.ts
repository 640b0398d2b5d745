import { type AuditAction, auditActionSchema } from '#contract/audit.ts';

/** What the owner filters the audit log by, as the filter form holds it; an empty value is no filter. */
export interface AuditFilter {
  accountId: string;
  action: AuditAction | '';
  /** The first day shown, as `<input type="date">` gives it: "2026-11-25". */
  fromDay: string;
  /** The last day shown, included. */
  toDay: string;
}

export const noAuditFilter: AuditFilter = { accountId: '', action: '', fromDay: '', toDay: '' };

/**
 * The start of the day `later` days after `day` in the browser's own time zone (the one the When
 * column shows), as ISO; undefined for an empty or impossible day.
 */
function startOfDay(day: string, later = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date);
  // The Date constructor rolls 30 February over into March instead of refusing it.
  if (start.getFullYear() !== year || start.getMonth() !== month - 1 || start.getDate() !== date)
    return undefined;
  return new Date(year, month - 1, date + later).toISOString();
}

/**
 * The filter as the API's query. The API's `to` is exclusive, so it is the start of the day after
 * the To day: the To day itself is shown whole.
 */
export function auditQuery(filter: AuditFilter) {
  return {
    accountId: filter.accountId || undefined,
    action: filter.action || undefined,
    from: startOfDay(filter.fromDay),
    to: startOfDay(filter.toDay, 1),
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

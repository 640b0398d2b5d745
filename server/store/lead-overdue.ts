import type { SelectQueryBuilder } from 'kysely';
import { awaitingStatuses, replyKinds, replyPromiseHours } from '#contract/inbox-replies.ts';
import type { Database } from '../db/schema.ts';

/**
 * Keeps the overdue submissions of a query on `leads`: the rule of `isOverdue` in the contract,
 * asked of the database (asks for a reply, new or in progress, no reply, received before the
 * promised hours ran out).
 */
export function whereOverdue<Row>(
  query: SelectQueryBuilder<Database, 'leads', Row>,
  now: Date,
): SelectQueryBuilder<Database, 'leads', Row> {
  const dueBefore = new Date(now.getTime() - replyPromiseHours * 60 * 60 * 1000);
  return query
    .where('first_reply_at', 'is', null)
    .where('kind', 'in', [...replyKinds])
    .where('status', 'in', [...awaitingStatuses])
    .where('created_at', '<', dueBefore.toISOString());
}

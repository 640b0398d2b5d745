import { describe, expect, it } from 'vitest';
import { durationText, isOverdue, replyDueAt, replySchema } from './inbox-replies.ts';

const receivedAt = '2026-11-24T04:30:00.000Z';
const quote = { kind: 'quote', status: 'new', createdAt: receivedAt } as const;

describe('the promise of a reply within 24 hours', () => {
  it('falls due 24 hours after arrival, around the clock, for every kind that asks a question', () => {
    expect(replyDueAt('quote', receivedAt)).toBe('2026-11-25T04:30:00.000Z');
    expect(replyDueAt('contact', receivedAt)).toBe('2026-11-25T04:30:00.000Z');
    expect(replyDueAt('adverse-event', receivedAt)).toBe('2026-11-25T04:30:00.000Z');
    expect(replyDueAt('newsletter', receivedAt)).toBeUndefined();
  });

  it('is overdue only once the due time has passed, while open and unanswered', () => {
    const due = new Date('2026-11-25T04:30:00.000Z');
    const after = new Date(due.getTime() + 1);
    expect(isOverdue(quote, due)).toBe(false);
    expect(isOverdue(quote, after)).toBe(true);
    expect(isOverdue({ ...quote, status: 'in-progress' }, after)).toBe(true);
    expect(isOverdue({ ...quote, status: 'handled' }, after)).toBe(false);
    expect(isOverdue({ ...quote, status: 'spam' }, after)).toBe(false);
    expect(isOverdue({ ...quote, firstReplyAt: '2026-11-26T00:00:00.000Z' }, after)).toBe(false);
    expect(isOverdue({ ...quote, kind: 'newsletter' }, after)).toBe(false);
  });

  it('says how long the first reply took in minutes, hours or days', () => {
    expect(durationText(receivedAt, '2026-11-24T05:15:00.000Z')).toBe('45 min');
    expect(durationText(receivedAt, '2026-11-24T07:50:00.000Z')).toBe('3 h 20 min');
    expect(durationText(receivedAt, '2026-11-25T04:30:00.000Z')).toBe('1 day 0 h');
    expect(durationText(receivedAt, '2026-11-26T08:30:00.000Z')).toBe('2 days 4 h');
  });
});

describe('a reply', () => {
  it('is trimmed, and refused when empty, too long or holding direction controls', () => {
    expect(replySchema.parse({ body: '  Dear Priya,\n\tthank you.  ' }).body).toBe(
      'Dear Priya,\n\tthank you.',
    );
    expect(replySchema.safeParse({ body: ' ' }).success).toBe(false);
    expect(replySchema.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false);
    expect(replySchema.safeParse({ body: 'Price \u202E 214' }).success).toBe(false);
    expect(replySchema.safeParse({ body: 'ok', extra: 1 }).success).toBe(false);
  });
});

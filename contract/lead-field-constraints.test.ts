import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldConstraint, stringMax } from './field-constraints.ts';
import { leadFieldConstraints } from './lead-field-constraints.ts';
import { leadKinds } from './lead-fields.ts';
import { furtherLineOf } from './quote-lines.ts';
import { submissionEndpoints } from './submissions.ts';

const spamGuards = ['website', 'elapsedMs'];

describe('the forms’ field constraints', () => {
  it('say of every field what its schema says: whether it is required, and its longest text', () => {
    for (const kind of leadKinds) {
      const fields = Object.entries<z.ZodType>(submissionEndpoints[kind].body.shape).filter(
        ([name]) => !spamGuards.includes(name) && furtherLineOf(name) === undefined,
      );
      expect(leadFieldConstraints[kind], kind).toStrictEqual(
        Object.fromEntries(fields.map(([name, schema]) => [name, fieldConstraint(schema)])),
      );
    }
  });

  it('find a string’s max through preprocess, pipe and optional wrappers', () => {
    const { contact, quote, distributor } = submissionEndpoints;
    expect(stringMax(contact.body.shape.email)).toBe(254);
    expect(stringMax(contact.body.shape.phone)).toBe(30);
    expect(stringMax(quote.body.shape.quantity)).toBeUndefined();
    expect(stringMax(distributor.body.shape.gstin)).toBeUndefined();
  });
});

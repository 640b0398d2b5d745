import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type LeadFieldConstraint, leadFieldConstraints } from './lead-field-constraints.ts';
import { leadKinds } from './lead-fields.ts';
import { furtherLineOf } from './quote-lines.ts';
import { submissionEndpoints } from './submissions.ts';

const spamGuards = ['website', 'elapsedMs'];

/**
 * The longest text a field's schema takes: its string's `max`, found through the wrappers zod 4
 * puts around it (`optional`, and `pipe` for a preprocess, a transform or a second schema).
 */
function stringMax(schema: z.core.$ZodType): number | undefined {
  const def = schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: z.core.$ZodType;
    in?: z.core.$ZodType;
    out?: z.core.$ZodType;
  };
  if (def.type === 'string') return (schema as z.ZodString).maxLength ?? undefined;
  if (def.type === 'optional' && def.innerType) return stringMax(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return stringMax(def.in) ?? stringMax(def.out);
  return undefined;
}

/** What the schema says of a field: required when it refuses a field left out. */
function constraintOf(schema: z.ZodType): LeadFieldConstraint {
  const maxLength = stringMax(schema);
  return {
    ...(schema.safeParse(undefined).success ? {} : { required: true }),
    ...(maxLength === undefined ? {} : { maxLength }),
  };
}

describe('the forms’ field constraints', () => {
  it('say of every field what its schema says: whether it is required, and its longest text', () => {
    for (const kind of leadKinds) {
      const fields = Object.entries<z.ZodType>(submissionEndpoints[kind].body.shape).filter(
        ([name]) => !spamGuards.includes(name) && furtherLineOf(name) === undefined,
      );
      expect(leadFieldConstraints[kind], kind).toStrictEqual(
        Object.fromEntries(fields.map(([name, schema]) => [name, constraintOf(schema)])),
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

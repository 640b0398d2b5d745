import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  checkboxFields,
  type LeadFieldLabels,
  leadFieldLabels,
  multilineFields,
  submissionFieldNames,
} from './lead-field-labels.ts';
import { leadKinds } from './lead-fields.ts';
import {
  type FormFieldName,
  quoteRequestSchema,
  submissionEndpoints,
  type SubmissionFieldName,
} from './submissions.ts';

const spamGuards = ['website', 'elapsedMs'];

function schemaFieldNames(kind: (typeof leadKinds)[number]): string[] {
  return Object.keys(submissionEndpoints[kind].body.shape).filter((name) => !spamGuards.includes(name));
}

/** Takes a map as the quote form's labels: a call with a map that does not fit fails the typecheck. */
const asQuoteLabels = (labels: LeadFieldLabels['quote']) => labels;

/** Takes a map as the labels of that schema's fields. */
const labelsOf = <Schema extends z.ZodType>(
  _schema: Schema,
  labels: Readonly<Record<FormFieldName<Schema>, string>>,
) => labels;

const asFieldNames = (names: SubmissionFieldName[]) => names;

describe('the field labels', () => {
  it('name every field of each schema but the spam guards, and no other', () => {
    for (const kind of leadKinds) {
      expect(Object.keys(leadFieldLabels[kind]).toSorted(), kind).toEqual(schemaFieldNames(kind).toSorted());
      expect(submissionFieldNames(kind)).toEqual(Object.keys(leadFieldLabels[kind]));
    }
    const everyField = leadKinds.flatMap(schemaFieldNames);
    for (const name of [...checkboxFields, ...multilineFields]) expect(everyField).toContain(name);
  });

  it('take their keys from the schemas, so a renamed or misspelt field fails the typecheck', () => {
    expectTypeOf<SubmissionFieldName<'newsletter'>>().toEqualTypeOf<'email'>();
    expectTypeOf<SubmissionFieldName<'contact'>>().toEqualTypeOf<
      'name' | 'email' | 'phone' | 'subject' | 'message' | 'terms'
    >();

    const { company, ...unrenamed } = quoteRequestSchema.shape;
    const renamedQuoteSchema = z.strictObject({ ...unrenamed, organisation: company });
    // @ts-expect-error The schema renamed `company` to `organisation`, which has no label.
    labelsOf(renamedQuoteSchema, leadFieldLabels.quote);

    // @ts-expect-error `fulName` is no field of the quote form.
    asQuoteLabels({ ...leadFieldLabels.quote, fulName: 'Full name' });

    const { company: _company, ...withoutCompany } = leadFieldLabels.quote;
    // @ts-expect-error The quote form's `company` has no label.
    asQuoteLabels(withoutCompany);

    // @ts-expect-error `agree` is no field of any form.
    asFieldNames(['agreed', 'agree']);
  });
});

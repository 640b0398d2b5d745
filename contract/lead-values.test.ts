import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { leadKinds } from './lead-fields.ts';
import { choiceFieldOptions, chosenValues, leadValueText } from './lead-values.ts';
import { submissionEndpoints } from './submissions.ts';

/** The values a field's schema accepts from a list, through its optional and preprocessing wrappers. */
function enumValues(schema: z.ZodType): string[] | undefined {
  const def = schema.def as { type: string; innerType?: z.ZodType; out?: z.ZodType; entries?: object };
  if (def.type === 'enum') return Object.values(def.entries ?? {}) as string[];
  if (def.innerType) return enumValues(def.innerType);
  if (def.type === 'pipe' && def.out) return enumValues(def.out);
  return undefined;
}

describe('the labels of stored values', () => {
  it('cover every field any form fills from a list, with exactly the values its schema accepts', () => {
    const listed: Record<string, string[]> = {};
    for (const kind of leadKinds) {
      for (const [field, schema] of Object.entries(submissionEndpoints[kind].body.shape)) {
        const values = enumValues(schema as z.ZodType);
        if (values) listed[field] = values;
      }
    }
    expect(Object.keys(listed).toSorted()).toEqual(Object.keys(choiceFieldOptions).toSorted());
    for (const [field, options] of Object.entries(choiceFieldOptions))
      expect(options.map((option) => option.value).toSorted(), field).toEqual(listed[field]!.toSorted());
  });

  it('show a choice by the label its form shows, a tick as Yes or No and typed text as typed', () => {
    expect(leadValueText('timeline', 'immediately')).toBe('Immediately');
    expect(leadValueText('timeline', 'within-1-month')).toBe('Within a month');
    expect(leadValueText('seriousness', 'non-serious')).toBe('Not serious');
    expect(leadValueText('seriousness', 'hospitalised')).toBe('Hospital stay (or a longer one)');
    expect(leadValueText('reporterType', 'patient')).toBe('Patient or family member');
    expect(leadValueText('consentToContact', true)).toBe('Yes');
    expect(leadValueText('agreed', false)).toBe('No');
    expect(leadValueText('quantity', 250)).toBe('250');
    expect(leadValueText('subject', 'immediately')).toBe('immediately');
    // A value no longer offered is shown as it was stored.
    expect(leadValueText('timeline', 'next-year')).toBe('next-year');
  });

  it('pick out the chosen values of a submission', () => {
    expect(
      chosenValues({
        productName: 'AllerClear',
        seriousness: 'medical-care',
        reporterType: 'doctor',
        quantity: 3,
      }),
    ).toEqual({ seriousness: 'medical-care', reporterType: 'doctor' });
    expect(chosenValues({ email: 'a@example.in' })).toEqual({});
  });
});

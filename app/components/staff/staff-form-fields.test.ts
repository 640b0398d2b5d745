import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { batchInputSchema } from '#contract/batches.ts';
import { recallInputSchema, recallLimits, recallUpdateSchema } from '#contract/recalls.ts';
import { staffFormFields } from './staff-form-fields.ts';

const schema = z.strictObject({
  title: z.string().trim().min(1).max(40),
  note: z.string().max(200).optional(),
  code: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().max(12)),
  colour: z.string().max(16).default('red'),
  count: z.number().int(),
  kind: z.enum(['a', 'b']),
});

const labels = {
  title: 'Title',
  note: 'Note',
  code: 'Code',
  colour: 'Colour',
  count: 'Count',
  kind: 'Kind',
} as const;

describe('staffFormFields', () => {
  it('gives each field its label, name and error, and no error to a field without one', () => {
    const field = staffFormFields(schema, labels, { title: 'Say what it is called' });
    expect(field('title')).toEqual({
      label: 'Title',
      required: true,
      error: 'Say what it is called',
      name: 'title',
      maxLength: 40,
    });
    expect(field('count')).toEqual({
      label: 'Count',
      required: true,
      error: undefined,
      name: 'count',
      maxLength: undefined,
    });
  });

  it('marks a field required only when the schema refuses it left out', () => {
    const field = staffFormFields(schema, labels, {});
    expect(field('title').required).toBe(true);
    expect(field('kind').required).toBe(true);
    expect(field('note').required).toBe(false);
    expect(field('colour').required).toBe(false);
  });

  it('finds a string’s longest length through optional, default and preprocess wrappers', () => {
    const field = staffFormFields(schema, labels, {});
    expect(field('note').maxLength).toBe(200);
    expect(field('colour').maxLength).toBe(16);
    expect(field('code').maxLength).toBe(12);
    expect(field('kind').maxLength).toBeUndefined();
  });

  it('reads the contract’s staff schemas: a refined object, a transform piped into a second string, an array', () => {
    const batch = staffFormFields(
      batchInputSchema,
      { batchNumber: 'Batch number', quantity: 'Packs made' },
      {},
    );
    expect(batch('batchNumber')).toMatchObject({ required: true, maxLength: 20 });
    expect(batch('quantity')).toMatchObject({ required: true, maxLength: undefined });
    const publish = staffFormFields(
      recallInputSchema,
      { batchNumbers: 'Batch numbers', details: 'Details' },
      {},
    );
    expect(publish('batchNumbers').maxLength).toBeUndefined();
    expect(publish('details').maxLength).toBe(recallLimits.detailsMax);
    const correct = staffFormFields(recallUpdateSchema, { status: 'Status' }, {});
    expect(correct('status')).toMatchObject({ label: 'Status', required: true });
  });

  it('takes only the names of the schema’s fields that have a label', () => {
    const field = staffFormFields(schema, { title: 'Title' }, {});
    expect(field('title').label).toBe('Title');
    // @ts-expect-error a field without a label is not shown by this form
    field('note');
    // @ts-expect-error a misspelt name is not one of the schema's fields
    field('tilte');
    // @ts-expect-error a label for a field the schema does not have
    staffFormFields(schema, { title: 'Title', tilte: 'Title' }, {});
  });
});

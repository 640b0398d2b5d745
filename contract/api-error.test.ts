import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from './api-error.ts';

const schema = z.strictObject({ name: z.string().min(1, 'Enter a name.').max(3, 'Too long.') });

function errorsOf(value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return fieldErrors(result.error);
}

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(errorsOf({ name: '' })).toEqual({ name: 'Enter a name.' });
  });

  it('names each unknown field', () => {
    expect(errorsOf({ name: 'Ana', age: 3, city: 'Pune' })).toEqual({
      age: 'Unknown field',
      city: 'Unknown field',
    });
  });

  it('files an error of the whole value under _root', () => {
    expect(Object.keys(errorsOf('Ana'))).toEqual(['_root']);
  });
});

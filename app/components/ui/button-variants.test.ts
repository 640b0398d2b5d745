import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button-variants.ts';

const classesOf = (value: string) => value.split(' ');

describe('buttonVariants', () => {
  it('defaults to a primary, inline, medium button', () => {
    const classes = classesOf(buttonVariants());
    expect(classes).toEqual(
      expect.arrayContaining(['bg-brand-700', 'inline-flex', 'h-10', 'rounded-control']),
    );
    expect(buttonVariants({ variant: null, display: null, size: null })).toBe(buttonVariants());
  });

  it('takes one class set per dimension, never two of the same kind', () => {
    const classes = classesOf(buttonVariants({ variant: 'secondary', display: 'fromMd', size: 'lg' }));
    expect(classes).toEqual(expect.arrayContaining(['border-brand-700', 'hidden', 'md:inline-flex', 'h-12']));
    expect(classes).not.toContain('bg-brand-700');
    expect(classes).not.toContain('inline-flex');
    expect(classes).not.toContain('h-10');
  });
});

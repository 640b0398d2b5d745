import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it.each([
    [299, '₹299.00'],
    [1299, '₹1,299.00'],
    [1234.5, '₹1,234.50'],
    [123456.5, '₹1,23,456.50'],
    [10000000, '₹1,00,00,000.00'],
    [0.01, '₹0.01'],
    [119.9, '₹119.90'],
    [0.1 + 0.2, '₹0.30'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

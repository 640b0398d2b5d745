import { describe, expect, it } from 'vitest';
import { packCodeIn } from './pack-scanner.tsx';

describe('packCodeIn', () => {
  it('takes the code from the address a label holds, on any of our hosts', () => {
    expect(packCodeIn('https://www.aarogyalifesciences.in/verify/01ABCDEF23')).toBe('01ABCDEF23');
    expect(packCodeIn('http://localhost:3000/verify/01abcdef23')).toBe('01abcdef23');
  });

  it('finds no code in other QR codes', () => {
    for (const text of [
      'https://example.com/hello',
      'https://example.com/verify/',
      'https://example.com/verify/abc/def',
      'https://example.com/verify/%3Cscript%3E',
      'not a url',
      'WIFI:S:home;T:WPA;P:secret;;',
    ])
      expect(packCodeIn(text), text).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, isPinCode, readGstin } from './trade-identifiers.ts';

/** A GSTIN of this state code, PAN and entity character, with its check character. */
const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

describe('GSTIN', () => {
  it('accepts numbers whose check character GSTN’s rule gives', () => {
    // Examples published with GSTN's own explanation of the format.
    expect(readGstin('27AAPFU0939F1ZV')).toEqual({
      valid: true,
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      pan: 'AAPFU0939F',
    });
    expect(readGstin('07AAGFF2194N1Z1')).toMatchObject({ valid: true, state: 'Delhi' });
    expect(readGstin(withCheck('36ABCDE1234F1Z'))).toMatchObject({ valid: true, state: 'Telangana' });
    expect(readGstin(withCheck('37ABCDE1234FAZ'))).toMatchObject({ valid: true, state: 'Andhra Pradesh' });
  });

  it('reads what is typed in lower case or with spaces', () => {
    expect(readGstin(' 27aapfu0939f1zv ')).toMatchObject({ valid: true, gstin: '27AAPFU0939F1ZV' });
    expect(readGstin('27 AAPFU 0939F 1ZV')).toMatchObject({ valid: true });
  });

  it('refuses a wrong check character, one changed character, or two swapped ones', () => {
    expect(readGstin('27AAPFU0939F1ZW')).toEqual({ valid: false, problem: 'check' });
    expect(readGstin('27AAPFU0938F1ZV')).toEqual({ valid: false, problem: 'check' });
    expect(readGstin('27AAPFU0993F1ZV')).toEqual({ valid: false, problem: 'check' });
  });

  it('refuses what is not shaped like a GSTIN', () => {
    for (const typed of [
      '',
      '27AAPFU0939F1Z',
      '27AAPFU0939F1ZVX',
      '27AAPF10939F1ZV',
      '27AAPFU0939F0ZV',
      '27AAPFU0939F1YV',
      'AAAAPFU0939F1ZV',
    ]) {
      expect(readGstin(typed), typed).toEqual({ valid: false, problem: 'shape' });
    }
  });

  it('refuses a state code no state has', () => {
    for (const code of ['00', '25', '28', '39', '98']) {
      expect(readGstin(withCheck(`${code}ABCDE1234F1Z`)), code).toEqual({ valid: false, problem: 'state' });
    }
  });

  it('refuses a number of another state than the one stated', () => {
    expect(readGstin('27AAPFU0939F1ZV', 'Telangana')).toEqual({ valid: false, problem: 'other-state' });
    expect(readGstin('27AAPFU0939F1ZV', 'Maharashtra')).toMatchObject({ valid: true });
  });
});

describe('PIN code', () => {
  it('is six digits, the first not 0', () => {
    for (const pin of ['500001', '530016', '110001', ' 500081 ']) expect(isPinCode(pin), pin).toBe(true);
    for (const pin of ['050001', '50001', '5000011', '50OO01', '', '500 001'])
      expect(isPinCode(pin), pin).toBe(false);
  });
});

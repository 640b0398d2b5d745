import { generateKeyPairSync } from 'node:crypto';
import QRCode from 'qrcode';
import { base32crockford } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { testPackSigningKey } from '#testing/test-app.ts';
import { issuePackCode, readPackCode } from './pack-code.ts';

const { privateKey, publicKey } = testPackSigningKey;
const firstKeyOnly = new Map([[1, publicKey]]);

describe('pack codes', () => {
  it('round-trip: a code reads back as its batch and serial, for small and large numbers', () => {
    for (const subject of [
      { batchId: 1, serial: 1 },
      { batchId: 127, serial: 128 },
      { batchId: 10_000, serial: 1_000_000 },
      { batchId: 2 ** 40, serial: 2 ** 45 + 3 },
    ]) {
      const code = issuePackCode(subject, privateKey);
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]+$/);
      expect(readPackCode(code, firstKeyOnly)).toEqual({ valid: true, ...subject });
    }
  });

  it('reads a code typed in lower case, in groups, with O for 0 and I or L for 1', () => {
    const code = issuePackCode({ batchId: 42, serial: 7 }, privateKey);
    const typed = (code.match(/.{1,4}/g) ?? []).join('-').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect(readPackCode(` ${typed} `, firstKeyOnly)).toEqual({ valid: true, batchId: 42, serial: 7 });
  });

  it('fails when any one character is changed', () => {
    const code = issuePackCode({ batchId: 42, serial: 7 }, privateKey);
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let index = 0; index < code.length; index += 1) {
      const changed = alphabet[(alphabet.indexOf(code[index]!) + 1) % alphabet.length]!;
      const tampered = `${code.slice(0, index)}${changed}${code.slice(index + 1)}`;
      expect(readPackCode(tampered, firstKeyOnly), `character ${index}`).toEqual({ valid: false });
    }
  });

  it('fails for a code signed with another key', () => {
    const other = generateKeyPairSync('ed25519');
    const code = issuePackCode({ batchId: 42, serial: 7 }, other.privateKey);
    expect(readPackCode(code, firstKeyOnly)).toEqual({ valid: false });
    expect(readPackCode(code, new Map([[1, other.publicKey]]))).toEqual({
      valid: true,
      batchId: 42,
      serial: 7,
    });
  });

  it('fails for what is not a code: empty, other letters, cut short or lengthened', () => {
    const code = issuePackCode({ batchId: 42, serial: 7 }, privateKey);
    for (const text of ['', 'HELLO', 'U'.repeat(120), code.slice(0, -2), `${code}00`, `1${code}`]) {
      expect(readPackCode(text, firstKeyOnly), text).toEqual({ valid: false });
    }
  });

  it('still reads codes printed before keys were numbered, as codes of key 1', () => {
    // Issued by the first version of this module with the test key: the bytes began with a version, 1.
    const printed = {
      '04N0FVY2CZPVDJHFFDEFFM021VDV7WEFRW21NDA2YR2KW4HE17R8DZGNA0B40D08HCQN90C5QHG3256EFK0VG0P4F4F5B5Z3Q39Y1DRC3G0G':
        {
          batchId: 42,
          serial: 7,
        },
      '0684XG447MX2JYFDT3AYKGBHR4S3THB62ATE1FGJ9841RF2251FFGQG00NK7TAFXC3WV5R72AEQ4XR7V1SMB20R5Z7FCWTN55Y27530D5NTS8R8E':
        { batchId: 10_000, serial: 1_000_000 },
    };
    for (const [code, subject] of Object.entries(printed)) {
      expect(readPackCode(code, firstKeyOnly), code).toEqual({ valid: true, ...subject });
      expect(issuePackCode(subject, privateKey, 1)).toBe(code);
    }
  });

  it('names the key that signed it, and reads only with the key of that number', () => {
    const second = generateKeyPairSync('ed25519');
    const keys = new Map([
      [1, publicKey],
      [2, second.publicKey],
    ]);
    const code = issuePackCode({ batchId: 42, serial: 7 }, second.privateKey, 2);
    expect(base32crockford.decode(code)[0]).toBe(2);
    expect(readPackCode(code, keys)).toEqual({ valid: true, batchId: 42, serial: 7 });
    // Signed by key 2 but claiming key 1, or a number no key has: not a code of ours.
    expect(readPackCode(issuePackCode({ batchId: 42, serial: 7 }, second.privateKey, 1), keys)).toEqual({
      valid: false,
    });
    expect(readPackCode(issuePackCode({ batchId: 42, serial: 7 }, second.privateKey, 3), keys)).toEqual({
      valid: false,
    });
    expect(readPackCode(code, firstKeyOnly)).toEqual({ valid: false });
    // A key number past one byte takes two, and still reads.
    const far = issuePackCode({ batchId: 42, serial: 7 }, second.privateKey, 300);
    expect(readPackCode(far, new Map([[300, second.publicKey]]))).toEqual({
      valid: true,
      batchId: 42,
      serial: 7,
    });
  });

  it('issues codes only for positive whole numbers', () => {
    for (const subject of [
      { batchId: 0, serial: 1 },
      { batchId: 1, serial: -1 },
      { batchId: 1.5, serial: 1 },
      { batchId: 1, serial: Number.MAX_SAFE_INTEGER + 1 },
    ]) {
      expect(() => issuePackCode(subject, privateKey)).toThrow(RangeError);
    }
    expect(() => issuePackCode({ batchId: 1, serial: 1 }, privateKey, 0)).toThrow(RangeError);
  });

  it('fits, with the address of the check page, a QR code of version 10 or less at error correction M', () => {
    const code = issuePackCode({ batchId: 10_000, serial: 1_000_000 }, privateKey, 127);
    expect(code.length).toBeLessThanOrEqual(112);
    const qr = QRCode.create(`https://www.aarogyalifesciences.in/verify/${code}`, {
      errorCorrectionLevel: 'M',
    });
    expect(qr.version).toBeLessThanOrEqual(10);
  });
});

import { generateKeyPairSync } from 'node:crypto';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { testPackSigningKey } from '#testing/test-app.ts';
import { issuePackCode, readPackCode } from './pack-code.ts';

const { privateKey, publicKey } = testPackSigningKey;

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
      expect(readPackCode(code, publicKey)).toEqual({ valid: true, ...subject });
    }
  });

  it('reads a code typed in lower case, in groups, with O for 0 and I or L for 1', () => {
    const code = issuePackCode({ batchId: 42, serial: 7 }, privateKey);
    const typed = (code.match(/.{1,4}/g) ?? []).join('-').toLowerCase().replace(/0/g, 'o').replace(/1/g, 'l');
    expect(readPackCode(` ${typed} `, publicKey)).toEqual({ valid: true, batchId: 42, serial: 7 });
  });

  it('fails when any one character is changed', () => {
    const code = issuePackCode({ batchId: 42, serial: 7 }, privateKey);
    const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
    for (let index = 0; index < code.length; index += 1) {
      const changed = alphabet[(alphabet.indexOf(code[index]!) + 1) % alphabet.length]!;
      const tampered = `${code.slice(0, index)}${changed}${code.slice(index + 1)}`;
      expect(readPackCode(tampered, publicKey), `character ${index}`).toEqual({ valid: false });
    }
  });

  it('fails for a code signed with another key', () => {
    const other = generateKeyPairSync('ed25519');
    const code = issuePackCode({ batchId: 42, serial: 7 }, other.privateKey);
    expect(readPackCode(code, publicKey)).toEqual({ valid: false });
    expect(readPackCode(code, other.publicKey)).toEqual({ valid: true, batchId: 42, serial: 7 });
  });

  it('fails for what is not a code: empty, other letters, cut short or lengthened', () => {
    const code = issuePackCode({ batchId: 42, serial: 7 }, privateKey);
    for (const text of ['', 'HELLO', 'U'.repeat(120), code.slice(0, -2), `${code}00`, `1${code}`]) {
      expect(readPackCode(text, publicKey), text).toEqual({ valid: false });
    }
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
  });

  it('fits, with the address of the check page, a QR code of version 10 or less at error correction M', () => {
    const code = issuePackCode({ batchId: 10_000, serial: 1_000_000 }, privateKey);
    expect(code.length).toBeLessThanOrEqual(112);
    const qr = QRCode.create(`https://www.aarogyalifesciences.in/verify/${code}`, {
      errorCorrectionLevel: 'M',
    });
    expect(qr.version).toBeLessThanOrEqual(10);
  });
});

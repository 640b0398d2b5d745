import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from './second-factor.ts';
import { qrCodeDataUrl } from '../qr/qr-code.ts';

const now = Date.parse('2026-11-25T10:00:00Z');
const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

describe('TOTP', () => {
  it('accepts the current code, and the one of the step before or after, once each', async () => {
    const secret = newTotpSecret();
    const step = await acceptedTotpStep(secret, await codeAt(secret, now), { now, usedStep: null });
    expect(step).toBe(Math.floor(now / 1000 / 30));
    expect(
      await acceptedTotpStep(secret, await codeAt(secret, now), { now, usedStep: step! }),
    ).toBeUndefined();
    expect(await acceptedTotpStep(secret, await codeAt(secret, now + 30_000), { now, usedStep: step! })).toBe(
      step! + 1,
    );
    expect(await acceptedTotpStep(secret, await codeAt(secret, now - 30_000), { now, usedStep: null })).toBe(
      step! - 1,
    );
  });

  it('refuses an old code, another secret’s code and anything that is not six digits', async () => {
    const secret = newTotpSecret();
    expect(
      await acceptedTotpStep(secret, await codeAt(secret, now - 120_000), { now, usedStep: null }),
    ).toBeUndefined();
    expect(
      await acceptedTotpStep(secret, await codeAt(newTotpSecret(), now), { now, usedStep: null }),
    ).toBeUndefined();
    for (const code of ['', '12345', '1234567', 'abcdef'])
      expect(await acceptedTotpStep(secret, code, { now, usedStep: null })).toBeUndefined();
    const spaced = (await codeAt(secret, now)).replace(/^(\d{3})/, '$1 ');
    expect(await acceptedTotpStep(secret, spaced, { now, usedStep: null })).toBeDefined();
  });

  it('gives the address an authenticator app reads', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'asha@aarogya.example', 'Aarogya Life Sciences');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Aarogya%20Life%20Sciences:asha%40aarogya\.example\?/);
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP');
  });

  it('draws the address as an SVG QR code', async () => {
    const image = await qrCodeDataUrl('otpauth://totp/Aarogya:asha?secret=JBSWY3DPEHPK3PXP');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(image.split(',')[1]!, 'base64').toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
  });
});

describe('recovery codes', () => {
  it('are ten different codes that hash the same however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^(?:[a-z2-9]{5}-){4}[a-z2-9]{5}$/);
    const [first] = codes as [string];
    expect(recoveryCodeHash(` ${first.toUpperCase().replaceAll('-', '')} `)).toBe(recoveryCodeHash(first));
    expect(recoveryCodeHash(first)).not.toBe(recoveryCodeHash(codes[1]!));
  });
});

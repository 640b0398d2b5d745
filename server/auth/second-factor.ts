import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30 seconds. */
const period = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app takes (as a QR code or typed). */
export function totpUri(secret: string, account: string, issuer: string): string {
  return generateURI({ issuer, label: account, secret, period });
}

/**
 * The time step of a valid code, or undefined. One step of clock drift either way is allowed; a
 * step at or before `usedStep` (the last one accepted) is refused, so a code works once (ASVS 6.5.1).
 */
export async function acceptedTotpStep(
  secret: string,
  code: string,
  options: { now: number; usedStep: number | null },
): Promise<number | undefined> {
  const token = code.replaceAll(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({
    secret,
    token,
    period,
    epoch: Math.floor(options.now / 1000),
    epochTolerance: period,
    ...(options.usedStep !== null && { afterTimeStep: options.usedStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export const recoveryCodeCount = 10;

/**
 * Ten one-time codes such as `k7m2q-9xp4t-dew3h-a8rn5-c2vbj`, shown once. 25 characters of 31 are
 * 124 bits, over the 112 that ASVS 5.0 (6.5.2) asks of a lookup secret kept as a plain SHA-256
 * hash; shorter codes would need a salted password hash and a scan of the account's codes.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () =>
    Array.from({ length: 5 }, () =>
      Array.from({ length: 5 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]).join(''),
    ).join('-'),
  );
}

/** The stored form of a recovery code: typed with or without dashes, spaces or capitals, it hashes the same. */
export function recoveryCodeHash(code: string): string {
  const canonical = code.toLowerCase().replaceAll(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`recovery-code\0${canonical}`).digest('hex');
}

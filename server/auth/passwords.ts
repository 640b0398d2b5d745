import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { passwordMessages, passwordRules } from '#contract/staff-credentials.ts';
import { isBreachedPassword } from './breached-passwords.ts';
import { isGuessablePassword } from './password-strength.ts';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  length: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
  maxmem: number;
}

/** OWASP's scrypt parameters (N=2^17, r=8, p=1): about 128 MiB and a tenth of a second per hash. */
export const owaspScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
let newHashCost = owaspScryptCost;
const keyLength = 32;

/**
 * The cost of the hashes made from now on in this process. Only the unit tests lower it: hundreds
 * of hashes at the full cost take minutes on a busy two-core machine. A stored hash names its own
 * parameters, so checking follows whichever cost made it.
 */
export function setPasswordHashCost(parameters: ScryptCost): void {
  newHashCost = parameters;
}

/** Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can rise without breaking old hashes. */
export async function hashPassword(password: string, parameters = newHashCost): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, keyLength, parameters);
  return [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: owaspScryptCost.maxmem,
    },
  );
  return timingSafeEqual(actual, expected);
}

/**
 * Why a new password is refused, or undefined when it may be used: its length (in characters, any
 * character allowed, ASVS 6.2.1 and 6.2.9), a known breached password (6.2.12), words of the
 * person or the company in it (6.2.11), or a strength estimate too low to resist guessing. No
 * composition rules (6.2.5).
 */
export function passwordProblem(password: string, context: readonly string[]): string | undefined {
  const length = [...password.normalize('NFKC')].length;
  if (length < passwordRules.minLength) return passwordMessages.tooShort;
  if (length > passwordRules.maxLength) return passwordMessages.tooLong;
  const lower = password.toLowerCase();
  if (isBreachedPassword(password)) return passwordMessages.breached;
  const words = context
    .flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 4);
  if (words.some((word) => lower.includes(word))) return passwordMessages.context;
  if (isGuessablePassword(password, context)) return passwordMessages.weak;
  return undefined;
}

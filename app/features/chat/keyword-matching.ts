/**
 * Keyword matching for the chat rules. A pattern is one or more words; a word matches whole
 * ('hi' never fires inside 'this'), and a trailing '*' lets it take any ending
 * ('complain*' matches 'complaint', 'complaints', 'complaining').
 */

/** Letters, combining marks (Telugu vowel signs) and digits, plus the joiners Telugu spelling uses. */
const WORD_CHARACTER = String.raw`[\p{L}\p{M}\p{N}\u200C\u200D]`;
const TELUGU_SCRIPT = /\p{Script=Telugu}/u;
const DEVANAGARI_SCRIPT = /\p{Script=Devanagari}/u;

/** Lower case, one kind of apostrophe, single spaces: the form every pattern is matched against. */
export function normalizeMessage(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function containsTeluguScript(text: string): boolean {
  return TELUGU_SCRIPT.test(text);
}

/** Hindi's script. */
export function containsDevanagariScript(text: string): boolean {
  return DEVANAGARI_SCRIPT.test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Compiles one pattern; words of a phrase may be separated by spaces or hyphens. */
export function compilePattern(pattern: string): RegExp {
  const words = normalizeMessage(pattern)
    .split(' ')
    .map((word) =>
      word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}${WORD_CHARACTER}*` : escapeRegExp(word),
    );
  return new RegExp(`(?<!${WORD_CHARACTER})${words.join('[\\s-]+')}(?!${WORD_CHARACTER})`, 'u');
}

/** A predicate that is true when a normalised message contains any of the patterns. */
export function anyOf(patterns: readonly string[]): (normalizedMessage: string) => boolean {
  const compiled = patterns.map(compilePattern);
  return (normalizedMessage) => compiled.some((pattern) => pattern.test(normalizedMessage));
}

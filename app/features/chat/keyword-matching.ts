/**
 * Keyword matching for the chat rules. A pattern is one or more words; a word matches whole
 * ('hi' never fires inside 'this'), and a trailing '*' lets it take any ending
 * ('complain*' matches 'complaint', 'complaints', 'complaining').
 */

/**
 * Letters, combining marks (Telugu and Devanagari vowel signs) and digits of the scripts people write
 * to the chat in (Latin with its accented letters, Devanagari but its dandas, Telugu), plus the joiners
 * Telugu spelling uses. Written out rather than as Unicode properties (\p{L}\p{M}\p{N}): an expression
 * holding those compiles hundreds of times slower, and the rules hold thousands of them.
 */
const WORD_CHARACTER = String.raw`[0-9A-Za-z\u00AA\u00B2\u00B3\u00B5\u00B9\u00BA\u00BC-\u00BE\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u0300-\u036F\u0900-\u0963\u0966-\u097F\u0C00-\u0C7F\u200C\u200D]`;
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

/** In a pattern, stands for up to three other words between its neighbours ('सीने .. दर्द*'). */
const WORD_GAP = '..';
const SEPARATOR = String.raw`[\s-]+`;

/** One pattern's expression, without its boundaries; words may be separated by spaces or hyphens. */
function patternSource(pattern: string): string {
  const pieces = normalizeMessage(pattern)
    .split(' ')
    .map((word) => {
      if (word === WORD_GAP) return null;
      return word.endsWith('*') ? `${escapeRegExp(word.slice(0, -1))}${WORD_CHARACTER}*` : escapeRegExp(word);
    });
  let source = '';
  for (const [index, piece] of pieces.entries()) {
    if (piece === null) source += `(?:${SEPARATOR}${WORD_CHARACTER}+){0,3}`;
    else source += (index === 0 ? '' : SEPARATOR) + piece;
  }
  return source;
}

/**
 * One expression that finds any of the patterns as whole words. One expression for a list, not one
 * a pattern: the browser compiles each expression on its first use, and the chat's rules hold
 * thousands of patterns.
 */
export function compilePatterns(patterns: readonly string[]): RegExp {
  const alternatives = patterns.map(patternSource).join('|');
  return new RegExp(`(?<!${WORD_CHARACTER})(?:${alternatives})(?!${WORD_CHARACTER})`, 'u');
}

/** The lists whose expressions are still to make, in the order the rules declared them. */
const unmade = new Set<() => RegExp>();

/**
 * A predicate on a list's expression, made when a message first needs it or when the chat has a
 * moment (makeSomeExpressions): loading the chat makes none, so its dialog draws first.
 */
function lazyMatcher(make: () => RegExp): (text: string) => boolean {
  let expression: RegExp | undefined;
  const made = () => {
    if (!expression) {
      expression = make();
      unmade.delete(made);
    }
    return expression;
  };
  unmade.add(made);
  return (text) => made().test(text);
}

/**
 * Makes some of the expressions no message has needed yet, for about `budgetMs`, so that no tap waits
 * long behind them; answers whether any are left. The browser compiles an expression on its first
 * use: an empty test does it here.
 */
export function makeSomeExpressions(budgetMs = 20): boolean {
  const started = performance.now();
  for (const made of unmade) {
    made().test('');
    if (performance.now() - started >= budgetMs) break;
  }
  return unmade.size > 0;
}

/** A predicate that is true when a normalised message contains any of the patterns. */
export function anyOf(patterns: readonly string[]): (normalizedMessage: string) => boolean {
  if (patterns.length === 0) return () => false;
  return lazyMatcher(() => compilePatterns(patterns));
}

const INDIC_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  // Nukta, chandrabindu and anusvara, and the joiners: often left out or typed another way (मे / में).
  // The virama too, so that a stem ending in a bare consonant takes the endings that replace it
  // ('ఒరిజినల్*' finds ఒరిజినలేనా).
  [/\u093C|\u0901|\u0902|\u094D|\u0C00|\u0C01|\u0C4D|\u200C|\u200D/gu, ''],
  // Long and short vowel signs are confused when typing (ఛాతి / ఛాతీ, तकलीफ / तकलिफ).
  [/\u0940/gu, '\u093F'],
  [/\u0942/gu, '\u0941'],
  [/\u0C40/gu, '\u0C3F'],
  [/\u0C42/gu, '\u0C41'],
  [/\u0C47/gu, '\u0C46'],
  [/\u0C4B/gu, '\u0C4A'],
  // Independent long vowels as their short forms (ई / इ, ఈ / ఇ).
  [/\u0908/gu, '\u0907'],
  [/\u090A/gu, '\u0909'],
  [/\u0C08/gu, '\u0C07'],
  [/\u0C0A/gu, '\u0C09'],
  [/\u0C0F/gu, '\u0C0E'],
  [/\u0C13/gu, '\u0C12'],
];

/** Marks between words ("सीने में, बहुत दर्द"); the apostrophe and hyphen stay, as patterns use them. */
const PUNCTUATION = /[^\p{L}\p{M}\p{N}\p{Cf}'\s-]+/gu;

const ROMAN_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  [/([bcdgjkpst])h/g, '$1'],
  [/w/g, 'v'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  // Doubled letters typed once or twice (saans / sans, noppi / nopi).
  [/(\p{L})\1+/gu, '$1'],
];

/**
 * A normalised message with the spellings people vary folded together: Telugu and Devanagari vowel
 * lengths, nasal marks and nukta, and romanised Telugu and Hindi's doubled vowels and aspirates.
 * Patterns are folded the same way, so 'seene me dard' finds 'सीने में दर्द' typed as "sine me dard".
 */
export function foldSpelling(normalizedMessage: string): string {
  let folded = normalizedMessage;
  for (const [pattern, replacement] of [...INDIC_FOLDS, ...ROMAN_FOLDS]) {
    folded = folded.replace(pattern, replacement);
  }
  return folded;
}

/** Like anyOf, on messages and patterns whose spelling is folded (foldSpelling). */
export function anyOfFolded(patterns: readonly string[]): (normalizedMessage: string) => boolean {
  if (patterns.length === 0) return () => false;
  const matches = lazyMatcher(() =>
    compilePatterns(patterns.map((pattern) => foldSpelling(normalizeMessage(pattern)))),
  );
  return (normalizedMessage) =>
    matches(foldSpelling(normalizedMessage.replace(PUNCTUATION, ' ').replace(/\s+/g, ' ').trim()));
}

/**
 * What a text field may hold: text a database keeps exactly and a person reads as it was meant.
 * Refused everywhere: control characters (tab and line breaks allowed in multi-line fields), lone
 * surrogates, and the characters that embed, override or isolate a reading direction, which can
 * make a stored name read differently in the inbox and in mails. Refused in single-line fields
 * (names, subjects, product names) too: invisible characters and the Unicode line and paragraph
 * separators. Zero-width joiners stay allowed right after a virama, where Indic scripts need them.
 */

export interface TextRules {
  /** Tab and line breaks are allowed (a message, a description). */
  multiline: boolean;
}

/** U+202A–U+202E embeddings and overrides, U+2066–U+2069 isolates. */
const directionControl = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Soft hyphen, Arabic letter mark, Mongolian vowel separator, zero-width space, the left-to-right and
 * right-to-left marks, line and paragraph separators, word joiner and invisible operators, and the
 * zero-width no-break space (byte-order mark).
 */
const invisible = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u2028\u2029\u2060-\u2064\uFEFF]/u;

/** Zero-width non-joiner and joiner. */
const joiner = /[\u200C\u200D]/gu;

/** The viramas of the Indic scripts, after which a joiner chooses how a conjunct is drawn. */
const virama = /[\u094D\u09CD\u0A4D\u0ACD\u0B4D\u0BCD\u0C4D\u0CCD\u0D4D\u0DCA]/u;

function hasControlCharacter(text: string, multiline: boolean): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x7f || (code >= 0x80 && code <= 0x9f)) return true;
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d))) return true;
  }
  return false;
}

function hasStrayJoiner(text: string): boolean {
  for (const match of text.matchAll(joiner)) {
    if (!virama.test(text.charAt(match.index - 1))) return true;
  }
  return false;
}

/** Whether the text may be stored in a field that follows these rules. */
export function isPlainText(text: string, { multiline }: TextRules): boolean {
  if (!text.isWellFormed() || hasControlCharacter(text, multiline) || directionControl.test(text))
    return false;
  return multiline || !(invisible.test(text) || hasStrayJoiner(text));
}

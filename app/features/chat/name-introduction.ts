/**
 * Finds the name in 'my name is Ravi', "I'm Ravi" or 'I am Ravi Kumar'. Words that describe
 * rather than name ('I am fine', "I'm looking for...") are not taken for a name.
 */

const INTRODUCTION = /(?<![\p{L}\p{M}])(?:my name is|my name's|i'm|i am)\s+(.*)$/iu;
const NAME_WORD = /^\p{L}[\p{L}\p{M}'.-]*$/u;
const MAX_NAME_WORDS = 3;

const NOT_A_NAME = new Set(
  [
    // articles, connectors, pronouns and adverbs
    'a an the and but or so to for from of in at on with about into here there this that it is was',
    'i you your my me we our not no yes just also still really very too already currently now always',
    'never only again back new able unable going',
    // states and feelings
    'fine good great ok okay well better worse sick ill unwell tired sad happy glad sorry sure unsure',
    'worried confused interested pregnant diabetic allergic afraid scared done busy ready late old young alone',
    // roles
    'doctor pharmacist patient nurse customer student buyer retailer distributor chemist caregiver parent',
    'mother father',
  ]
    .join(' ')
    .split(' '),
);

function isNameWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (!NAME_WORD.test(word) || NOT_A_NAME.has(lower)) return false;
  // 'looking', 'having', 'feeling': an activity, not a name.
  return !(lower.length > 5 && lower.endsWith('ing'));
}

function capitalise(word: string): string {
  return word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The introduced name, capitalised when typed in lower case, or null when there is none. */
export function introducedName(text: string): string | null {
  const afterIntroduction = INTRODUCTION.exec(
    text.normalize('NFC').replace(/[\u2018\u2019\u02BC`]/g, "'"),
  )?.[1];
  if (!afterIntroduction) return null;
  const words: string[] = [];
  for (const token of afterIntroduction.split(/\s+/)) {
    const word = token.replace(/[.,!?;:]+$/u, '');
    if (words.length === MAX_NAME_WORDS || !isNameWord(word)) break;
    words.push(capitalise(word));
    if (word !== token) break; // punctuation ends the name: "I'm Ravi, ..."
  }
  return words.length > 0 ? words.join(' ') : null;
}

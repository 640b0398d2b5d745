/**
 * npm run i18n:check: every translation against its English (scripts/translations/check-catalogues.ts)
 * and against the glossary (languages/glossary.json, check-glossary.ts). Fails on a missing,
 * empty or stale message, a placeholder that differs, an id no English has and a term the glossary
 * forbids, and while languages/source-messages.json is behind the English of the code (npm run
 * i18n:collect); counts the messages still awaiting a native speaker's review. `--todo <te|hi>` prints, as
 * JSON, the English of every message that language still needs, for a translator to fill in
 * (docs/translation.md).
 */
import { type TranslatedLocale, translatedLocales } from '../languages/locales.ts';
import { translationsOf } from '../languages/catalogues.ts';
import { checkCatalogue, reviewStatesOf } from './translations/check-catalogues.ts';
import { checkGlossary, type Glossary } from './translations/check-glossary.ts';
import glossary from '../languages/glossary.json' with { type: 'json' };
import { sourceMessages, sourceMessagesAreCurrent } from './translations/source-messages.ts';
import { pageSourceMessages } from '../app/pages.ts';

const english = { ...sourceMessages(), ...pageSourceMessages() };
const todoAt = process.argv.indexOf('--todo');

if (todoAt !== -1) {
  const locale = process.argv[todoAt + 1] as TranslatedLocale;
  if (!translatedLocales.includes(locale))
    throw new Error(`--todo takes one of ${translatedLocales.join(', ')}`);
  const problems = checkCatalogue(english, translationsOf(locale));
  const todo = Object.fromEntries(
    problems.filter((problem) => problem.kind !== 'unknown').map(({ id }) => [id, { source: english[id] }]),
  );
  console.log(JSON.stringify(todo, null, 2));
} else {
  let failed = 0;
  for (const locale of translatedLocales) {
    const translations = translationsOf(locale);
    const problems = checkCatalogue(english, translations);
    for (const problem of problems)
      console.error(`${locale} ${problem.id}: ${problem.kind}, ${problem.detail}`);
    const misnamed = checkGlossary(glossary as Glossary, locale, translations);
    for (const { id, concept, variant, term } of misnamed)
      console.error(`${locale} ${id}: glossary, "${variant}" is forbidden; ${concept} is "${term}"`);
    const states = reviewStatesOf(translations);
    console.log(
      `${locale}: ${Object.keys(english).length} messages, ${problems.length + misnamed.length} problems; ` +
        `${states.draft} still draft, ${states.checked} checked by a second reader, ` +
        `${states.reviewed} reviewed by the company's native speaker`,
    );
    failed += problems.length + misnamed.length;
  }
  if (!(await sourceMessagesAreCurrent())) {
    console.error('languages/source-messages.json is behind the English of the code: npm run i18n:collect');
    failed += 1;
  }
  if (failed > 0) process.exitCode = 1;
}

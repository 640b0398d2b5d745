/**
 * npm run i18n:check: every translation against its English (app/i18n/check-catalogues.ts). Fails
 * on a missing, empty or stale message, a placeholder that differs and an id no English has.
 * `--todo <te|hi>` prints, as JSON, the English of every message that language still needs, for
 * a translator to fill in (docs/translation.md).
 */
import { type TranslatedLocale, translatedLocales } from '../app/i18n/locales.ts';
import { translationsOf } from '../app/translations/catalogues.ts';
import { checkCatalogue } from '../app/translations/check-catalogues.ts';
import { sourceMessages } from '../app/translations/source-messages.ts';
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
    const problems = checkCatalogue(english, translationsOf(locale));
    const drafts = Object.values(translationsOf(locale)).filter((entry) => entry.review === 'draft').length;
    for (const problem of problems)
      console.error(`${locale} ${problem.id}: ${problem.kind}, ${problem.detail}`);
    console.log(
      `${locale}: ${Object.keys(english).length} messages, ${problems.length} problems, ${drafts} awaiting a native speaker's review`,
    );
    failed += problems.length;
  }
  if (failed > 0) process.exitCode = 1;
}

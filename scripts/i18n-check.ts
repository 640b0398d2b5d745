/**
 * npm run i18n:check: every translation against its English (scripts/translations/check-catalogues.ts)
 * and against the glossary (languages/glossary.json, check-glossary.ts). Fails on a missing,
 * empty or stale message, a placeholder that differs, an id no English has and a term the glossary
 * forbids, and while languages/source-messages.json is behind the English of the code (npm run
 * i18n:collect); counts the messages still awaiting a native speaker's review. `--todo <te|hi>` prints, as
 * JSON, the English of every message that language still needs, for a translator to fill in
 * (docs/translation.md). `--store` checks the product master's live translations as well (missing,
 * older than their English, or against the glossary).
 */
import { type TranslatedLocale, translatedLocales } from '../languages/locales.ts';
import { translationsOf } from '../languages/catalogues.ts';
import { checkCatalogue, reviewStatesOf } from './translations/check-catalogues.ts';
import { checkGlossary } from './translations/check-glossary.ts';
import { glossary } from '../languages/glossary.ts';
import { sourceMessages, sourceMessagesAreCurrent } from './translations/source-messages.ts';
import { pageSourceMessages } from '../app/pages.ts';
import { loadConfig } from '../server/env.ts';
import { openStore } from '../server/store/store.ts';
import { checkProductMaster } from './translations/check-product-master.ts';

/**
 * `--store`: the product master's live translations too, in the configured store (DATA_DIR or
 * DATABASE_URL), which staff edit without a developer. Answers how many problems it printed.
 */
async function checkStoreTranslations(): Promise<number> {
  const config = loadConfig();
  const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const problems = await checkProductMaster(store.products);
    for (const { slug, locale, key, kind, detail } of problems)
      console.error(`${locale} product ${slug} ${key}: ${kind}, ${detail}`);
    console.log(`the product master: ${problems.length} problems in its live translations`);
    return problems.length;
  } finally {
    await store.close();
  }
}

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
    const misnamed = checkGlossary(glossary, locale, translations);
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
  if (process.argv.includes('--store')) failed += await checkStoreTranslations();
  if (!(await sourceMessagesAreCurrent())) {
    console.error('languages/source-messages.json is behind the English of the code: npm run i18n:collect');
    failed += 1;
  }
  if (failed > 0) process.exitCode = 1;
}

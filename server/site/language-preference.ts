import type { FastifyRequest } from 'fastify';
import { languageCookie } from '#contract/language-choice.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- which pages are in which language is one list, the pages' own
import { languageVersions } from '#app/i18n/language-versions.ts';
// eslint-disable-next-line import-x/no-restricted-paths -- the same list of languages as the pages'
import { isLocale, localeOfPath } from '#app/i18n/locales.ts';

/** The cookie's name: with __Host- over HTTPS, so only this site can set it. */
export function languageCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Host-${languageCookie.name}` : languageCookie.name;
}

/**
 * Where an English page opens for a visitor who chose another language in the switcher: the page
 * in that language, when it is translated. Undefined for everyone else, search engines included,
 * and for a visitor who chose English.
 */
export function rememberedLanguagePage(request: FastifyRequest, pathname: string): string | undefined {
  const chosen = request.cookies[languageCookieName(request)];
  if (!isLocale(chosen) || chosen === 'en' || localeOfPath(pathname) !== 'en') return undefined;
  return languageVersions(pathname).find((version) => version.locale === chosen)?.path;
}

/** Whether the language cookie decides what a page's address answers (then it says `Vary: Cookie`): an English page that is translated. */
export function answersByLanguageCookie(pathname: string): boolean {
  return localeOfPath(pathname) === 'en' && languageVersions(pathname).length > 0;
}

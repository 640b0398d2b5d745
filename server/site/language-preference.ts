import type { FastifyRequest } from 'fastify';
import type { FastifyReply } from 'fastify';
import { querySuffix } from '../http/request-path.ts';
import { languageCookie, languageOfferCookie } from '#contract/language-choice.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { type Locale, isLocale, localeOfPath } from '#languages/locales.ts';

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

/**
 * For a visitor who chose another language in the switcher, the redirect from an English page to
 * the same page in it, its query kept; undefined for everyone else. The one rule of every page
 * the server answers itself.
 */
export function redirectToRememberedLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
): FastifyReply | undefined {
  const remembered = rememberedLanguagePage(request, pathname);
  if (remembered === undefined) return undefined;
  return reply
    .header('vary', 'Accept-Encoding, Cookie')
    .header('cache-control', 'no-cache')
    .redirect(`${remembered}${querySuffix(request.url)}`, 302);
}

/** Whether the language cookie decides what a page's address answers (then it says `Vary: Cookie`): an English page that is translated. */
export function answersByLanguageCookie(pathname: string): boolean {
  return localeOfPath(pathname) === 'en' && languageVersions(pathname).length > 0;
}

/** The languages a browser asks for, most wanted first (RFC 9110 Accept-Language; q=0 means not wanted). */
export function preferredLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = Number(
        parameters
          .find((parameter) => parameter.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.language !== '' && entry.q > 0)
    .sort((left, right) => right.q - left.q || left.index - right.index)
    .map((entry) => entry.language);
}

/**
 * The language an English page offers itself in, once: the first of the browser's languages that
 * the site has, when that is not English, the page is translated into it, and the visitor has
 * neither chosen a language nor been offered one before. The page is never switched for them.
 */
export function languageToOffer(request: FastifyRequest, pathname: string): Locale | undefined {
  if (localeOfPath(pathname) !== 'en') return undefined;
  if (request.cookies[languageCookieName(request)] !== undefined) return undefined;
  if (request.cookies[languageOfferCookieName(request)] !== undefined) return undefined;
  const first = preferredLanguages(request.headers['accept-language']).find(isLocale);
  if (first === undefined || first === 'en') return undefined;
  return languageVersions(pathname).some((version) => version.locale === first) ? first : undefined;
}

function languageOfferCookieName(request: FastifyRequest): string {
  return request.protocol === 'https' ? `__Host-${languageOfferCookie.name}` : languageOfferCookie.name;
}

/** Remembers that the offer was made, so it is made once. */
export function rememberLanguageOffer(request: FastifyRequest, reply: FastifyReply) {
  reply.setCookie(languageOfferCookieName(request), languageOfferCookie.value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: languageOfferCookie.maxAgeSeconds,
    secure: request.protocol === 'https',
  });
}

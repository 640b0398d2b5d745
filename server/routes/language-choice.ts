import type { FastifyInstance } from 'fastify';
import { languageCookie } from '#contract/language-choice.ts';
import { languageVersions } from '#languages/language-versions.ts';
import { isLocale } from '#languages/locales.ts';
import { sendMessagePage } from '../http/message-page.ts';
import { languageCookieName } from '../site/language-preference.ts';

/** GET /language/{locale}?page=…: remembers the language and opens the page in it. */
export function registerLanguageChoice(app: FastifyInstance) {
  app.get<{ Params: { locale: string }; Querystring: { page?: string } }>(
    '/language/:locale',
    async (request, reply) => {
      const { locale } = request.params;
      const page = typeof request.query.page === 'string' ? request.query.page : '';
      // Only a published page in the chosen language: never an address elsewhere.
      const known =
        isLocale(locale) &&
        languageVersions(page).some((version) => version.locale === locale && version.path === page);
      if (!isLocale(locale) || !known) {
        reply.code(404);
        return sendMessagePage(
          reply,
          'Page not found',
          'That page is not published in that language. The links at the top of each page go to the languages it is in.',
        );
      }
      return reply
        .header('cache-control', 'no-store')
        .setCookie(languageCookieName(request), locale, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          maxAge: languageCookie.maxAgeSeconds,
          // Behind a TLS-terminating proxy this needs TRUST_PROXY, so that X-Forwarded-Proto counts.
          secure: request.protocol === 'https',
        })
        .redirect(page, 303);
    },
  );
}

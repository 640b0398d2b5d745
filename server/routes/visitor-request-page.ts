import type { FastifyInstance } from 'fastify';
import { referencePattern } from '#contract/lead-fields.ts';
import { visitorRequestPath } from '#contract/visitor-request-texts.ts';
import { locales, pathInLocale } from '#languages/locales.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import type { PageDocument, PageStore } from '../site/page-store.ts';
import { rememberedLanguagePage } from '../site/language-preference.ts';

/** The prerendered page every request's link opens; the browser reads the reference and the token. */
const pagePath = '/requests';

/**
 * `/requests/{reference}`: the one prerendered page of a visitor's request, the same for every
 * reference, so the answer says nothing of whether one exists. It is one visitor's page, so it is
 * neither cached nor indexed, and it names itself to no other site. (The token is in the fragment,
 * which no Referer carries; within the site the page keeps its Origin, which its own form posts need.)
 */
export function registerVisitorRequestPages(app: FastifyInstance, pages: PageStore) {
  // The same page in each language it is published in (/te/requests/{reference} …).
  for (const locale of locales) {
    const page = pages.pages.get(pathInLocale(pagePath, locale));
    if (page) registerPage(app, page, pathInLocale(visitorRequestPath(':reference'), locale));
  }
}

function registerPage(app: FastifyInstance, page: PageDocument, url: string) {
  app.route<{ Params: { reference: string } }>({
    method: ['GET', 'HEAD'],
    url,
    handler: async (request, reply) => {
      if (!referencePattern.test(request.params.reference.toUpperCase())) return reply.callNotFound();
      // A visitor who chose another language opens the link of a mail in it (the browser keeps the #token).
      const remembered = rememberedLanguagePage(request, request.url.split('?')[0] ?? '');
      if (remembered !== undefined)
        return reply.header('vary', 'Cookie').header('cache-control', 'no-store').redirect(remembered, 302);
      return reply
        .header('vary', 'Cookie')
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'same-origin')
        .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes))
        .send(page.html);
    },
  });
}

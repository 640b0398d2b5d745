import type { FastifyInstance } from 'fastify';
import { referencePattern } from '#contract/lead-fields.ts';
import { visitorRequestPath } from '#contract/visitor-request-texts.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import type { PageStore } from '../site/page-store.ts';

/** The prerendered page every request's link opens; the browser reads the reference and the token. */
const pagePath = '/requests';

/**
 * `/requests/{reference}`: the one prerendered page of a visitor's request, the same for every
 * reference, so the answer says nothing of whether one exists. It is one visitor's page, so it is
 * neither cached nor indexed, and it names itself to no other site. (The token is in the fragment,
 * which no Referer carries; within the site the page keeps its Origin, which its own form posts need.)
 */
export function registerVisitorRequestPages(app: FastifyInstance, pages: PageStore) {
  const page = pages.pages.get(pagePath);
  if (!page) return;
  app.route<{ Params: { reference: string } }>({
    method: ['GET', 'HEAD'],
    url: visitorRequestPath(':reference'),
    handler: async (request, reply) => {
      if (!referencePattern.test(request.params.reference.toUpperCase())) return reply.callNotFound();
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'same-origin')
        .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes))
        .send(page.html);
    },
  });
}

import type { FastifyInstance } from 'fastify';
import { leadKinds, referencePattern, submissionPaths } from '#contract/lead-fields.ts';
import type { PageStore } from '../site/page-store.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';

/** The empty element of the prerendered confirmation page that the reference is written into. */
const referenceSlot = '<strong data-lead-reference=""></strong>';

export const confirmationPaths: ReadonlySet<string> = new Set(
  leadKinds.map((kind) => submissionPaths[kind].confirmationPath),
);

/**
 * The pages a form post (no JavaScript) is redirected to: the prerendered page with the reference
 * from `?ref=` written in, so a visitor without JavaScript sees it too. Only a well-formed reference
 * is written; the page is one visitor's answer, so it is neither cached nor indexed.
 */
export function registerConfirmationPages(app: FastifyInstance, pages: PageStore) {
  for (const pathname of confirmationPaths) {
    const page = pages.pages.get(pathname);
    if (!page) continue;
    const html = page.html.toString('utf8');
    app.route<{ Querystring: { ref?: string } }>({
      method: ['GET', 'HEAD'],
      url: pathname,
      handler: (request, reply) => {
        const ref = typeof request.query.ref === 'string' ? request.query.ref : '';
        const body = referencePattern.test(ref)
          ? html.replace(referenceSlot, `<strong data-lead-reference="">${ref}</strong>`)
          : html;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes))
          .send(body);
      },
    });
  }
}

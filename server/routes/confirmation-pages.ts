import type { FastifyInstance } from 'fastify';
import { leadKinds, normalizeReference, receiptParameter, submissionPaths } from '#contract/lead-fields.ts';
import { visitorRequestPath } from '#contract/visitor-request-texts.ts';
import type { PageStore } from '../site/page-store.ts';
import { siteLanguages } from '#contract/language-choice.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { type Locale, localeOfPath, pathInLocale } from '#languages/locales.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import type { LeadRepository } from '../store/lead-repository.ts';

/** The sentence of the prerendered confirmation page that the reference is written into. */
const referenceLine = /<p\b[^>]*\bdata-lead-reference-line=""[^>]*>[\s\S]*?<\/p>/;
const referenceSlot = '<strong data-lead-reference=""></strong>';
/** The sentence with the private link of the request, and the link's slot. */
const requestLinkLine = /<p\b[^>]*\bdata-lead-request-line=""[^>]*>[\s\S]*?<\/p>/;
const requestLinkSlot = 'data-lead-request-link=""';

export const confirmationPaths: ReadonlySet<string> = new Set(
  leadKinds.flatMap((kind) => {
    const english = submissionPaths[kind].confirmationPath;
    // A confirmation page that is translated answers under each language too.
    return isTranslatedPage(english)
      ? siteLanguages.map((locale) => pathInLocale(english, locale))
      : [english];
  }),
);

/**
 * The confirmation page with the reference written in when the visitor holds its receipt, and
 * without the reference sentence otherwise: a general confirmation, never a reference that does
 * not exist or is someone else's.
 */
export function confirmationPage(
  html: string,
  shown: { reference: string; receipt: string } | undefined,
  locale: Locale = 'en',
): string {
  if (!shown) return html.replace(referenceLine, '').replace(requestLinkLine, '');
  // The request's page in the language of the confirmation.
  const link = `${pathInLocale(visitorRequestPath(shown.reference), locale)}#${shown.receipt}`;
  return html
    .replace(referenceSlot, `<strong data-lead-reference="">${shown.reference}</strong>`)
    .replace(requestLinkSlot, `${requestLinkSlot} href="${link}"`);
}

/**
 * The pages a form post (no JavaScript) is redirected to, with `?ref=` and `&receipt=`. The page is
 * one visitor's answer, so it is neither cached nor indexed.
 */
export function registerConfirmationPages(app: FastifyInstance, pages: PageStore, leads: LeadRepository) {
  for (const pathname of confirmationPaths) {
    const page = pages.pages.get(pathname);
    if (!page) continue;
    const html = page.html.toString('utf8');
    app.route<{ Querystring: Record<string, string | string[] | undefined> }>({
      method: ['GET', 'HEAD'],
      url: pathname,
      handler: async (request, reply) => {
        const { ref, [receiptParameter]: receipt } = request.query;
        const reference = typeof ref === 'string' ? normalizeReference(ref) : undefined;
        // The receipt goes back into the page only once it is known to be this reference's own.
        const shown =
          reference && typeof receipt === 'string' && (await leads.hasReceipt(reference, receipt))
            ? { reference, receipt }
            : undefined;
        return reply
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .header('referrer-policy', 'no-referrer')
          .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes))
          .send(confirmationPage(html, shown, localeOfPath(pathname)));
      },
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { leadKinds, normalizeReference, receiptParameter, submissionPaths } from '#contract/lead-fields.ts';
import { visitorRequestPath } from '#contract/visitor-request-texts.ts';
import type { PageStore } from '../site/page-store.ts';
import type { PageRenderer } from '../site/page-renderer.ts';
import { siteLanguages } from '#contract/language-choice.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { localeOfPath, pathInLocale } from '#languages/locales.ts';
import type { LeadRepository } from '../store/lead-repository.ts';
import { sendPrivatePage } from '../site/static-site.ts';

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
 * The pages a form post (no JavaScript) is redirected to, with `?ref=` and `&receipt=`. The page
 * is rendered with the reference and the request's private link when the visitor holds the
 * reference's receipt, and is the general confirmation otherwise (as built): never a reference
 * that does not exist or is someone else's. It is one visitor's answer, so it is neither cached
 * nor indexed. A build without a server part confirms in general only.
 */
export function registerConfirmationPages(
  app: FastifyInstance,
  pages: PageStore,
  leads: LeadRepository,
  renderer: PageRenderer | undefined,
) {
  for (const pathname of confirmationPaths) {
    const page = pages.pages.get(pathname);
    if (!page) continue;
    // The request's page in the language of the confirmation.
    const locale = localeOfPath(pathname);
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
        const document =
          shown && renderer
            ? (
                await renderer.render(pathname, {
                  answer: {
                    kind: 'lead-received',
                    reference: shown.reference,
                    requestLink: `${pathInLocale(visitorRequestPath(shown.reference), locale)}#${shown.receipt}`,
                  },
                })
              ).document
            : page;
        return sendPrivatePage(reply, document);
      },
    });
  }
}

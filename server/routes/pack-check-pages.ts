import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type PackCheckAnswer,
  type PackCheckAsked,
  packCheckPath,
  packCheckQuery,
  packCheckRateLimit,
  type PackCheckResult,
} from '#contract/pack-checks.ts';
import type { RateLimitPolicy } from '#contract/endpoint.ts';
import { siteLanguages } from '#contract/language-choice.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { pathInLocale } from '#languages/locales.ts';
import { limitedBy, storeNetworkCounter } from '../http/rate-limit.ts';
import { networkKey } from '../network/network-key.ts';
import { type PackQuestion, checkPack } from '../packs/pack-check.ts';
import type { PageStore } from '../site/page-store.ts';
import type { PageRenderer } from '../site/page-renderer.ts';
import type { RenderedPages } from '../site/rendered-pages.ts';
import { sendPage, sendPrivatePage } from '../site/static-site.ts';
import {
  answersByLanguageCookie,
  languageToOffer,
  rememberLanguageOffer,
  redirectToRememberedLanguage,
} from '../site/language-preference.ts';
import type { BatchRepository } from '../store/batch-repository.ts';
import type { PackSightingRepository } from '../store/pack-sighting-repository.ts';
import type { RecallRepository } from '../store/recall-repository.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';
import type { ProductRepository } from '../store/product-repository.ts';

interface PackCheckPageOptions {
  pages: PageStore;
  /** Renders the page with a check's answer; a build without a server part has none, and answers no check. */
  renderer: PageRenderer | undefined;
  /** The page without a question, from the render cache (with the language offer when made). */
  rendered: RenderedPages | undefined;
  batches: BatchRepository;
  sightings: PackSightingRepository;
  products: ProductRepository;
  recalls: RecallRepository;
  rateLimits: RateLimitRepository;
  addressKey: string;
  publicKeys: ReadonlyMap<number, KeyObject>;
  /** Told the result of each check answered (too-many: refused by the rate limit). */
  onChecked?: (result: PackCheckResult | 'too-many') => void;
}

/** The pages this part of the server answers, which the static site therefore leaves to it. */
export const packCheckPagePaths: ReadonlySet<string> = new Set(
  siteLanguages
    .filter((locale) => locale === 'en' || isTranslatedPage(packCheckPath))
    .map((locale) => pathInLocale(packCheckPath, locale)),
);

/** Checks one network may make per window, typed or scanned, in every language. */
const packCheckPolicy: RateLimitPolicy = { name: 'pack-check', ...packCheckRateLimit };

/** Codes are about 110 characters; anything much longer is not one, and is not looked at. */
const codeMax = 200;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** What the request asks about: `/verify/{code}` (a scanned label), `?code=`, or `?product=&batch=`. */
function questionOf(request: FastifyRequest<{ Params: { code?: string } }>): PackQuestion | undefined {
  const query = request.query as Record<string, unknown>;
  const code = request.params.code ?? first(query[packCheckQuery.code]);
  if (typeof code === 'string' && code.trim()) return { code: code.trim().slice(0, codeMax) };
  const product = first(query[packCheckQuery.product]);
  const batch = first(query[packCheckQuery.batch]);
  if (typeof product === 'string' && typeof batch === 'string' && product && batch.trim())
    return { productSlug: product, batchNumber: batch.slice(0, 40) };
  return undefined;
}

/** The question as the page's fields show it back. */
const askedOf = (question: PackQuestion): PackCheckAsked =>
  'code' in question
    ? { code: question.code }
    : { product: question.productSlug, batch: question.batchNumber };

/**
 * `/verify`: the page about checking a pack, and with a question the same page with its answer in
 * the HTML, so that a check works without script, from a phone's camera app or a typed form. An
 * answer is one person's: neither cached nor indexed, and its address (the code) is sent to no
 * other site. Each network has a number of checks per window, so codes cannot be tried by the
 * thousand. A translated page's forms ask its own address (`/te/verify?…`, `/te/verify/{code}`), and
 * the answer is in its language; the address printed in a pack's QR code is the English page's.
 */
export function registerPackCheckPages(app: FastifyInstance, options: PackCheckPageOptions) {
  for (const path of packCheckPagePaths) registerPackCheckPage(app, options, path);
}

function registerPackCheckPage(app: FastifyInstance, options: PackCheckPageOptions, pathname: string) {
  const page = options.pages.pages.get(pathname);
  if (!page) return;
  const { renderer } = options;
  // The English page that is translated answers a visitor who chose another language with it.
  const byLanguage = answersByLanguageCookie(pathname);

  /** The page without a question, as the static site serves an English page that is translated. */
  const plainPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const redirected = byLanguage ? redirectToRememberedLanguage(request, reply, pathname) : undefined;
    if (redirected) return redirected;
    const offered = byLanguage ? languageToOffer(request, pathname) : undefined;
    const shown = await options.rendered?.page(pathname, offered);
    if (!shown) return sendPage(request, reply, page, 200, byLanguage);
    if (offered !== undefined) rememberLanguageOffer(request, reply);
    return sendPage(request, reply, shown.document, 200, byLanguage);
  };

  /** A build without a server part cannot render an answer: nothing is checked or counted then. */
  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('content-type', 'text/plain; charset=utf-8')
      .send('Packs cannot be checked: the build has no server part to render the answer with.');

  /** The page rendered with what was asked and its answer, at the status the reply has. */
  const sendAnswer = async (reply: FastifyReply, asked: PackCheckAsked, answer: PackCheckAnswer) => {
    if (!renderer) return unavailable(reply);
    const { document } = await renderer.render(pathname, { answer: { kind: 'pack-check', asked, answer } });
    return sendPrivatePage(reply, document);
  };

  /** Only a question counts against the network's checks; the page without one is not limited. */
  const limited = limitedBy(packCheckPolicy, {
    counter: storeNetworkCounter(options.rateLimits, options.addressKey),
    refuse: (request, reply) => {
      options.onChecked?.('too-many');
      const question = questionOf(request as FastifyRequest<{ Params: { code?: string } }>);
      return sendAnswer(reply, question ? askedOf(question) : {}, { result: 'too-many' });
    },
  });

  const answer = async (request: FastifyRequest<{ Params: { code?: string } }>, reply: FastifyReply) => {
    const question = questionOf(request);
    if (!question) return plainPage(request, reply);
    if (!renderer) return unavailable(reply);
    if (await limited(request, reply)) return reply;
    const found = await checkPack(question, {
      batches: options.batches,
      sightings: options.sightings,
      products: options.products,
      publicKeys: options.publicKeys,
      network: networkKey(options.addressKey, 'pack-sighting', request.ip),
    });
    options.onChecked?.(found.result);
    const recall =
      found.result === 'recalled' && found.batch ? await options.recalls.forBatch(found.batch.id) : undefined;
    return sendAnswer(reply, askedOf(question), {
      result: found.result,
      ...(found.record && { record: found.record }),
      ...(found.serial !== undefined && { serial: found.serial }),
      ...(recall && {
        recall: {
          id: recall.id,
          recallClass: recall.recallClass,
          productName: recall.productName,
          reason: recall.reason,
          patientAction: recall.patientAction,
        },
      }),
    });
  };

  app.route({ method: ['GET', 'HEAD'], url: pathname, handler: answer });
  app.route<{ Params: { code: string } }>({
    method: ['GET', 'HEAD'],
    url: `${pathname}/:code`,
    handler: answer,
  });
}

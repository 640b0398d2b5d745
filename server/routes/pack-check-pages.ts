import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  packCheckPath,
  packCheckQuery,
  packCheckRateLimit,
  type PackCheckResult,
} from '#contract/pack-checks.ts';
import type { RateLimitPolicy } from '#contract/endpoint.ts';
import { siteLanguages } from '#contract/language-choice.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';
import { type Locale, pathInLocale } from '#languages/locales.ts';
import { limitedBy, storeNetworkCounter } from '../http/rate-limit.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import { networkKey } from '../network/network-key.ts';
import { type PackQuestion, checkPack } from '../packs/pack-check.ts';
import type { PageStore } from '../site/page-store.ts';
import { pageWithPackAnswer } from '../site/pack-answer-html.ts';
import { sendPage } from '../site/static-site.ts';
import {
  answersByLanguageCookie,
  languageToOffer,
  rememberLanguageOffer,
  redirectToRememberedLanguage,
  withLanguageOffer,
} from '../site/language-preference.ts';
import { pageVariant } from '../site/page-store.ts';
import type { BatchRepository } from '../store/batch-repository.ts';
import type { PackSightingRepository } from '../store/pack-sighting-repository.ts';
import type { RecallRepository } from '../store/recall-repository.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';

interface PackCheckPageOptions {
  pages: PageStore;
  batches: BatchRepository;
  sightings: PackSightingRepository;
  recalls: RecallRepository;
  rateLimits: RateLimitRepository;
  addressKey: string;
  publicKeys: ReadonlyMap<number, KeyObject>;
  /** Told the result of each check answered (too-many: refused by the rate limit). */
  onChecked?: (result: PackCheckResult | 'too-many') => void;
}

/** The languages the pack check page is published in, each at its address (`/verify`, `/te/verify` …). */
const packCheckPages: readonly { locale: Locale; path: string }[] = siteLanguages
  .filter((locale) => locale === 'en' || isTranslatedPage(packCheckPath))
  .map((locale) => ({ locale, path: pathInLocale(packCheckPath, locale) }));

/** The pages this part of the server answers, which the static site therefore leaves to it. */
export const packCheckPagePaths: ReadonlySet<string> = new Set(packCheckPages.map(({ path }) => path));

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

/**
 * `/verify`: the page about checking a pack, and with a question the same page with its answer in
 * the HTML, so that a check works without script, from a phone's camera app or a typed form. An
 * answer is one person's: neither cached nor indexed, and its address (the code) is sent to no
 * other site. Each network has a number of checks per window, so codes cannot be tried by the
 * thousand. A translated page's forms ask its own address (`/te/verify?…`, `/te/verify/{code}`), and
 * the answer is in its language; the address printed in a pack's QR code is the English page's.
 */
export function registerPackCheckPages(app: FastifyInstance, options: PackCheckPageOptions) {
  for (const { locale, path } of packCheckPages) registerPackCheckPage(app, options, locale, path);
}

function registerPackCheckPage(
  app: FastifyInstance,
  options: PackCheckPageOptions,
  locale: Locale,
  pathname: string,
) {
  const page = options.pages.pages.get(pathname);
  if (!page) return;
  const html = page.html.toString('utf8');
  // The English page that is translated answers a visitor who chose another language with it.
  const byLanguage = answersByLanguageCookie(pathname);

  /** The page without a question, as the static site serves an English page that is translated. */
  const plainPage = (request: FastifyRequest, reply: FastifyReply) => {
    const redirected = byLanguage ? redirectToRememberedLanguage(request, reply, pathname) : undefined;
    if (redirected) return redirected;
    const offered = byLanguage ? languageToOffer(request, pathname) : undefined;
    if (offered !== undefined) {
      rememberLanguageOffer(request, reply);
      const offer = withLanguageOffer(html, pathname, offered);
      return sendPage(request, reply, pageVariant(offer, page.scriptHashes), 200, true);
    }
    return sendPage(request, reply, page, 200, byLanguage);
  };

  /** Only a question counts against the network's checks; the page without one is not limited. */
  const limited = limitedBy(packCheckPolicy, {
    counter: storeNetworkCounter(options.rateLimits, options.addressKey),
    refuse: (_request, reply) => {
      options.onChecked?.('too-many');
      return reply.send(pageWithPackAnswer(html, 'too-many', undefined, undefined, locale));
    },
  });

  const answer = async (request: FastifyRequest<{ Params: { code?: string } }>, reply: FastifyReply) => {
    const question = questionOf(request);
    if (!question) return plainPage(request, reply);
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes));
    if (await limited(request, reply)) return reply;
    const found = await checkPack(question, {
      batches: options.batches,
      sightings: options.sightings,
      publicKeys: options.publicKeys,
      network: networkKey(options.addressKey, 'pack-sighting', request.ip),
    });
    options.onChecked?.(found.result);
    const recall =
      found.result === 'recalled' && found.batch ? await options.recalls.forBatch(found.batch.id) : undefined;
    return reply.send(
      pageWithPackAnswer(html, found, 'code' in question ? question.code : undefined, recall, locale),
    );
  };

  app.route({ method: ['GET', 'HEAD'], url: pathname, handler: answer });
  app.route<{ Params: { code: string } }>({
    method: ['GET', 'HEAD'],
    url: `${pathname}/:code`,
    handler: answer,
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  recallFeedPath,
  recallMessages,
  recallsPath,
  recallSubscriptionLimits,
  recallSubscriptionSchema,
  recallSubscriptionsPath,
} from '#contract/recalls.ts';
import type { RateLimitPolicy } from '#contract/endpoint.ts';
import { type Locale, isLocale, locales, pathInLocale } from '#languages/locales.ts';
import { localiseLeadMessage } from '#languages/lead-messages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { acceptFormPosts } from '../http/form-posts.ts';
import { limitedBy, storeNetworkCounter } from '../http/rate-limit.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { batchProduct } from '../packs/batch-products.ts';
import { recallFeed } from '../recalls/recall-feed.ts';
import {
  confirmPath,
  confirmTokenHash,
  isUnsubscribeMac,
  newConfirmToken,
  unsubscribePath,
} from '../recalls/recall-links.ts';
import { alreadySubscribedMail, confirmationMail } from '../recalls/recall-mail.ts';
import { escapeHtml } from '../site/escape-html.ts';
import { type PageStore, notFoundPageFor, pageVariant } from '../site/page-store.ts';
import {
  answersByLanguageCookie,
  languageToOffer,
  redirectToRememberedLanguage,
  rememberLanguageOffer,
  withLanguageOffer,
} from '../site/language-preference.ts';
import {
  fillSlot,
  recallListHtml,
  recallNoticeHtml,
  recallTexts,
  withNoticeHead,
} from '../site/recall-html.ts';
import { sendPage } from '../site/static-site.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';
import type { RecallRepository } from '../store/recall-repository.ts';
import type { RecallSubscriptionRepository } from '../store/recall-subscription-repository.ts';

export interface RecallPageOptions {
  pages: PageStore;
  recalls: RecallRepository;
  subscriptions: RecallSubscriptionRepository;
  rateLimits: RateLimitRepository;
  mail: MailOutbox | undefined;
  /** Keys the network counters and the unsubscribe links. */
  addressKey: string;
  siteOrigin: (request: FastifyRequest) => string;
}

type Tone = 'done' | 'problem' | 'question';

/** Subscription requests one network may send per window, in any language. */
const recallSubscriptionPolicy: RateLimitPolicy = {
  name: 'recall-subscription',
  max: recallSubscriptionLimits.rateMax,
  windowMs: recallSubscriptionLimits.rateWindowMs,
};

/** A message above the page's notices, with the button that carries out a link's request. */
function messageHtml(tone: Tone, text: string, action?: { url: string; label: string }): string {
  const button = action
    ? `<form method="post" action="${escapeHtml(action.url)}"><button type="submit" class="recall-action">${escapeHtml(action.label)}</button></form>`
    : '';
  const role = tone === 'problem' ? ' role="alert"' : ' role="status"';
  return `<div class="recall-message" data-tone="${tone}"${role}><p>${escapeHtml(text)}</p>${button}</div>`;
}

/**
 * The page without the subscription form and its lead (`data-recall-mail-lead`), saying instead that
 * subscriptions are not available: without a mail server no confirmation could be sent.
 */
function withoutSubscriptionForm(html: string, unavailable: string): string {
  return html
    .replace(/<form\b[^>]*\bdata-recall-subscribe=""[\s\S]*?<\/form>/, '')
    .replace(
      /<p\b[^>]*\bdata-recall-mail-lead=""[^>]*>[\s\S]*?<\/p>/,
      `<p data-recall-mail-unavailable="">${escapeHtml(unavailable)}</p>`,
    );
}

/** The subscription form (`data-recall-subscribe`) with what the visitor sent back in it. */
function refilled(html: string, product: string, email: string): string {
  return html.replace(/<form\b[^>]*\bdata-recall-subscribe=""[\s\S]*?<\/form>/, (form) =>
    form
      .replace(
        /(<input\b[^>]*\bname="email"[^>]*?\bvalue=")[^"]*(")/,
        (_, start: string, end: string) => `${start}${escapeHtml(email)}${end}`,
      )
      .replace(/ selected=""/g, '')
      .replace(
        new RegExp(`(<option value="${product.replace(/[^a-z0-9-]/g, '')}")`),
        (_, start: string) => `${start} selected=""`,
      ),
  );
}

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A link's or a form's language (`?lang=`), carried on from the page the visitor subscribed from. */
const languageQuery = (locale: Locale) => (locale === 'en' ? '' : `?lang=${locale}`);

/** A subscription refusal of the contract (its product's, or the address's) in a page's language. */
function localisedRefusal(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const messages = messagesFor(locale);
  if (message === recallMessages.productRequired)
    return messages['recall.refusals.productRequired'] ?? message;
  if (message === recallMessages.productUnknown) return messages['recall.refusals.productUnknown'] ?? message;
  return localiseLeadMessage(message, messages);
}

/**
 * `/recalls` and each notice's page, in every language `/recalls` is built in, read from the store
 * on every request, so a notice is in the served HTML of every instance as soon as it is published;
 * the Atom feed (English, as the notices are); and the subscription to a product's recalls by
 * email: asked for with a form, confirmed from a mailed link, ended from the link every notice mail
 * carries (one click, RFC 8058). A link's page only asks; its button posts, so a mail scanner that
 * opens links changes nothing. Answers and refusals speak the language of the page that sent the
 * form (`?lang=`), as the mails and their links do: the subscription keeps that language for the
 * notices mailed to it. Returns the pages' addresses.
 */
export async function registerRecallPages(
  app: FastifyInstance,
  options: RecallPageOptions,
): Promise<string[]> {
  const built = locales.flatMap((locale) => {
    const page = options.pages.pages.get(pathInLocale(recallsPath, locale));
    if (!page) return [];
    const html = page.html.toString('utf8');
    const offered = options.mail
      ? html
      : withoutSubscriptionForm(html, recallTexts(locale).subscription.unavailable);
    return [{ locale, page, html: offered }];
  });
  const english = built.find((version) => version.locale === 'en');
  if (!english) return [];
  const { recalls, subscriptions } = options;
  const versionIn = (locale: Locale) => built.find((version) => version.locale === locale) ?? english;

  /** The language of the page a form or link came from, when `/recalls` is built in it; English otherwise. */
  const requestLanguage = (request: FastifyRequest): Locale => {
    const { lang } = (request.query ?? {}) as { lang?: unknown };
    return isLocale(lang) && built.some((version) => version.locale === lang) ? lang : 'en';
  };

  const listed = async (locale: Locale) =>
    fillSlot(
      versionIn(locale).html,
      'recall-notices',
      recallListHtml(await recalls.list(), new Date().toISOString(), locale),
    );

  /** A visitor's own answer: neither cached nor indexed, its address sent to no other site. */
  const sendPrivate = (reply: FastifyReply, locale: Locale, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', pageContentSecurityPolicy(versionIn(locale).page.scriptHashes))
      .send(body);

  const withMessage = async (
    locale: Locale,
    tone: Tone,
    text: string,
    action?: { url: string; label: string },
  ) => fillSlot(await listed(locale), 'recall-message', messageHtml(tone, text, action));

  /**
   * An English page's answer: for a visitor who chose another language, a redirect to the page in
   * it; for a browser that prefers one, the page offering itself in it, once.
   */
  const sendPublicPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    html: string,
    scriptHashes: readonly string[],
  ) => {
    const translated = answersByLanguageCookie(pathname);
    const redirected = translated ? redirectToRememberedLanguage(request, reply, pathname) : undefined;
    if (redirected) return redirected;
    const offered = translated ? languageToOffer(request, pathname) : undefined;
    if (offered !== undefined) rememberLanguageOffer(request, reply);
    const page = offered === undefined ? html : withLanguageOffer(html, pathname, offered);
    return sendPage(request, reply, pageVariant(page, [...scriptHashes]), 200, translated);
  };

  for (const { locale, page, html } of built) {
    const listPath = pathInLocale(recallsPath, locale);
    app.route({
      method: ['GET', 'HEAD'],
      url: listPath,
      handler: async (request, reply) =>
        sendPublicPage(request, reply, listPath, await listed(locale), page.scriptHashes),
    });

    app.route<{ Params: { id: string } }>({
      method: ['GET', 'HEAD'],
      url: `${listPath}/:id`,
      handler: async (request, reply) => {
        const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
        const recall = id === undefined ? undefined : await recalls.find(id);
        if (!recall) return sendPage(request, reply, notFoundPageFor(options.pages, listPath), 404);
        // Its subscription form offers the notice's product first.
        const notice = withNoticeHead(
          refilled(
            fillSlot(html, 'recall-notices', recallNoticeHtml(recall, locale)),
            recall.productSlug,
            '',
          ),
          recall,
          options.siteOrigin(request),
          locale,
        );
        return sendPublicPage(request, reply, `${listPath}/${recall.id}`, notice, page.scriptHashes);
      },
    });
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: recallFeedPath,
    handler: async (request, reply) =>
      reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(recallFeed(await recalls.list(), options.siteOrigin(request), new Date().toISOString())),
  });

  const confirmRoute = `${recallSubscriptionsPath}/confirm/:token`;
  const unsubscribeRoute = `${recallSubscriptionsPath}/:id/:mac`;
  const productName = (slug: string | undefined) => (slug ? (batchProduct(slug)?.name ?? slug) : undefined);

  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: confirmRoute,
    handler: async (request, reply) => {
      const locale = requestLanguage(request);
      const texts = recallTexts(locale);
      return sendPrivate(
        reply,
        locale,
        200,
        await withMessage(locale, 'question', texts.subscription.confirmQuestion, {
          url: request.url,
          label: texts.page.confirm,
        }),
      );
    },
  });

  app.route<{ Params: { id: string; mac: string } }>({
    method: ['GET', 'HEAD'],
    url: unsubscribeRoute,
    handler: async (request, reply) => {
      const locale = requestLanguage(request);
      const texts = recallTexts(locale);
      const id = Number(request.params.id);
      const valid = Number.isSafeInteger(id) && isUnsubscribeMac(options.addressKey, id, request.params.mac);
      const product = valid ? productName(await subscriptions.productOf(id)) : undefined;
      if (!product)
        return sendPrivate(
          reply,
          locale,
          404,
          await withMessage(locale, 'problem', texts.subscription.linkInvalid),
        );
      return sendPrivate(
        reply,
        locale,
        200,
        await withMessage(locale, 'question', `${texts.subscription.unsubscribeQuestion} (${product})`, {
          url: request.url,
          label: texts.page.unsubscribe,
        }),
      );
    },
  });

  await app.register(async (scope) => {
    acceptFormPosts(scope, 2_048);

    /** The page answering a form post: in the form's language, the form refilled with what was sent. */
    const formAnswer = (request: FastifyRequest, reply: FastifyReply) => {
      const locale = requestLanguage(request);
      const sent = (request.body ?? {}) as Record<string, unknown>;
      const typed = { product: String(first(sent.product) ?? ''), email: String(first(sent.email) ?? '') };
      const answer = async (status: number, tone: Tone, text: string) =>
        sendPrivate(
          reply,
          locale,
          status,
          refilled(await withMessage(locale, tone, text), typed.product, typed.email),
        );
      return { locale, typed, answer };
    };

    const limited = limitedBy(recallSubscriptionPolicy, {
      counter: storeNetworkCounter(options.rateLimits, options.addressKey),
      refuse: (request, reply) => {
        const { locale, answer } = formAnswer(request, reply);
        // limitedBy has set the status and Retry-After.
        return answer(reply.statusCode, 'problem', recallTexts(locale).subscription.tooMany);
      },
    });

    scope.post(recallSubscriptionsPath, { preHandler: limited }, async (request, reply) => {
      const { locale, typed, answer } = formAnswer(request, reply);
      const texts = recallTexts(locale).subscription;
      const parsed = recallSubscriptionSchema.safeParse(typed);
      if (!parsed.success)
        return answer(400, 'problem', localisedRefusal(parsed.error.issues[0]!.message, locale));
      const product = batchProduct(parsed.data.product);
      if (!product) return answer(400, 'problem', localisedRefusal(recallMessages.productUnknown, locale));
      // The page offers no form then; a post made anyway is refused as such, not as an outage.
      if (!options.mail) return answer(409, 'problem', texts.unavailable);
      const { token, hash } = newConfirmToken();
      const outcome = await subscriptions.request(parsed.data.email, product.slug, hash, locale);
      // The same answer either way, and a mail either way: nobody learns from the form whether an
      // address is subscribed, and the page says only what happened.
      const origin = options.siteOrigin(request);
      await options.mail.queue(
        outcome.status === 'requested'
          ? confirmationMail(
              parsed.data.email,
              product.name,
              `${origin}${confirmPath(token)}${languageQuery(locale)}`,
              locale,
            )
          : alreadySubscribedMail(
              parsed.data.email,
              product.name,
              `${origin}${unsubscribePath(options.addressKey, outcome.id)}${languageQuery(locale)}`,
              locale,
            ),
        Date.now() + recallSubscriptionLimits.confirmHours * 3_600_000,
      );
      return answer(200, 'done', texts.sent);
    });

    scope.post<{ Params: { token: string } }>(confirmRoute, async (request, reply) => {
      const locale = requestLanguage(request);
      const texts = recallTexts(locale).subscription;
      const product = productName(await subscriptions.confirm(confirmTokenHash(request.params.token)));
      return product
        ? sendPrivate(
            reply,
            locale,
            200,
            await withMessage(locale, 'done', `${texts.confirmed} (${product})`),
          )
        : sendPrivate(reply, locale, 404, await withMessage(locale, 'problem', texts.linkInvalid));
    });

    // A mail program's one-click unsubscribe (RFC 8058) posts here too, with no cookie and no origin.
    scope.post<{ Params: { id: string; mac: string } }>(unsubscribeRoute, async (request, reply) => {
      const locale = requestLanguage(request);
      const texts = recallTexts(locale).subscription;
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || !isUnsubscribeMac(options.addressKey, id, request.params.mac))
        return sendPrivate(reply, locale, 404, await withMessage(locale, 'problem', texts.linkInvalid));
      await subscriptions.unsubscribe(id);
      return sendPrivate(reply, locale, 200, await withMessage(locale, 'done', texts.unsubscribed));
    });
  });

  return built.map(({ locale }) => pathInLocale(recallsPath, locale));
}

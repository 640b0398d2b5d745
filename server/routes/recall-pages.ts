import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAnswer } from '#contract/page-answers.ts';
import {
  recallFeedPath,
  recallMessages,
  recallNoticePath,
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
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { recallFeed } from '../recalls/recall-feed.ts';
import {
  confirmPath,
  confirmTokenHash,
  isUnsubscribeMac,
  newConfirmToken,
  unsubscribePath,
} from '../recalls/recall-links.ts';
import { alreadySubscribedMail, confirmationMail } from '../recalls/recall-mail.ts';
import { recallTexts } from '../recalls/recall-texts.ts';
import { type PageStore, notFoundPageFor } from '../site/page-store.ts';
import { offering, renderKey } from '../site/rendered-pages.ts';
import type { PageRenderer } from '../site/page-renderer.ts';
import type { RenderCache, RenderedPage } from '../site/render-cache.ts';
import {
  answersByLanguageCookie,
  languageToOffer,
  redirectToRememberedLanguage,
  rememberLanguageOffer,
} from '../site/language-preference.ts';
import { sendPage, sendPrivatePage } from '../site/static-site.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';
import type { RecallRepository } from '../store/recall-repository.ts';
import type { ProductRepository } from '../store/product-repository.ts';
import type { RecallSubscriptionRepository } from '../store/recall-subscription-repository.ts';

export interface RecallPageOptions {
  /** The build's pages: which languages `/recalls` is built in, and the not-found page. */
  pages: PageStore;
  /** Renders `/recalls` and the notices' pages from the store; undefined with a build that has no server part. */
  renderer: PageRenderer | undefined;
  /** Holds the public renders until a recall changes (tags `recalls`, `recall:<id>`). */
  cache: RenderCache;
  recalls: RecallRepository;
  subscriptions: RecallSubscriptionRepository;
  products: ProductRepository;
  rateLimits: RateLimitRepository;
  mail: MailOutbox | undefined;
  /** Keys the network counters and the unsubscribe links. */
  addressKey: string;
  siteOrigin: (request: FastifyRequest) => string;
}

type Message = Extract<PageAnswer, { kind: 'message' }>;
type Tone = Message['tone'];

/** Subscription requests one network may send per window, in any language. */
const recallSubscriptionPolicy: RateLimitPolicy = {
  name: 'recall-subscription',
  max: recallSubscriptionLimits.rateMax,
  windowMs: recallSubscriptionLimits.rateWindowMs,
};

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
 * `/recalls` and each notice's page, in every language `/recalls` is built in, rendered by the
 * server build from the store (app/routes/recalls.tsx, app/routes/recall-notice.tsx) and kept in the
 * render cache until a recall changes, on every instance; the Atom feed (English, as the notices
 * are); and the subscription to a product's recalls by email: asked for with a form, confirmed from
 * a mailed link, ended from the link every notice mail carries (one click, RFC 8058). A link's page
 * only asks; its button posts, so a mail scanner that opens links changes nothing. Each answer is
 * `/recalls` rendered with it (a `message` page answer), never cached, in the language of the page
 * that sent the form (`?lang=`), as the mails and their links are: the subscription keeps that
 * language for the notices mailed to it. Returns the pages' addresses.
 */
export async function registerRecallPages(
  app: FastifyInstance,
  options: RecallPageOptions,
): Promise<string[]> {
  const { recalls, subscriptions, renderer, cache } = options;

  app.route({
    method: ['GET', 'HEAD'],
    url: recallFeedPath,
    handler: async (request, reply) =>
      reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(recallFeed(await recalls.list(), options.siteOrigin(request), new Date().toISOString())),
  });

  const built = locales.filter((locale) => options.pages.pages.has(pathInLocale(recallsPath, locale)));
  // Without the server build's renderer `/recalls` is served as built, without notices or form answers.
  if (!renderer || !built.includes('en')) return [];

  /** The language of the page a form or link came from, when `/recalls` is built in it; English otherwise. */
  const requestLanguage = (request: FastifyRequest): Locale => {
    const { lang } = (request.query ?? {}) as { lang?: unknown };
    return isLocale(lang) && built.includes(lang) ? lang : 'en';
  };

  /**
   * A public page, from the render cache: for a visitor who chose another language, a redirect to
   * the page in it; for a browser that prefers one, the page offering itself in it, once; the
   * not-found page for a notice that is not there.
   */
  const sendPublicPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const translated = answersByLanguageCookie(pathname);
    const redirected = translated ? redirectToRememberedLanguage(request, reply, pathname) : undefined;
    if (redirected) return redirected;
    const offered = translated ? languageToOffer(request, pathname) : undefined;
    const rendered: RenderedPage = await cache.page(renderKey(pathname, offering(offered)), () =>
      renderer.render(pathname, { offer: offered }),
    );
    if (rendered.status === 404)
      return sendPage(request, reply, notFoundPageFor(options.pages, pathname), 404);
    if (offered !== undefined) rememberLanguageOffer(request, reply);
    return sendPage(request, reply, rendered.document, 200, translated);
  };

  /** `/recalls` in a language as the answer to one visitor: neither cached nor indexed, its address sent to no other site. */
  const sendAnswer = async (reply: FastifyReply, locale: Locale, status: number, answer: Message) => {
    const { document } = await renderer.render(pathInLocale(recallsPath, locale), { answer });
    return sendPrivatePage(reply.code(status), document);
  };

  const message = (tone: Tone, text: string, more: Partial<Message> = {}): Message => ({
    kind: 'message',
    tone,
    text,
    ...more,
  });

  for (const locale of built) {
    const listPath = pathInLocale(recallsPath, locale);
    app.route({
      method: ['GET', 'HEAD'],
      url: listPath,
      handler: (request, reply) => sendPublicPage(request, reply, listPath),
    });
    app.route<{ Params: { id: string } }>({
      method: ['GET', 'HEAD'],
      url: `${listPath}/:id`,
      handler: (request, reply) =>
        /^[1-9]\d{0,9}$/.test(request.params.id)
          ? sendPublicPage(request, reply, pathInLocale(recallNoticePath(Number(request.params.id)), locale))
          : sendPage(request, reply, notFoundPageFor(options.pages, listPath), 404),
    });
  }

  const confirmRoute = `${recallSubscriptionsPath}/confirm/:token`;
  const unsubscribeRoute = `${recallSubscriptionsPath}/:id/:mac`;
  const productName = async (slug: string | undefined) =>
    slug ? ((await options.products.bySlug(slug))?.record.name ?? slug) : undefined;

  app.route<{ Params: { token: string } }>({
    method: ['GET', 'HEAD'],
    url: confirmRoute,
    handler: async (request, reply) => {
      const locale = requestLanguage(request);
      const texts = recallTexts(locale);
      return sendAnswer(
        reply,
        locale,
        200,
        message('question', texts.subscription.confirmQuestion, {
          action: { url: request.url, label: texts.page.confirm },
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
      const product = valid ? await productName(await subscriptions.productOf(id)) : undefined;
      if (!product) return sendAnswer(reply, locale, 404, message('problem', texts.subscription.linkInvalid));
      return sendAnswer(
        reply,
        locale,
        200,
        message('question', `${texts.subscription.unsubscribeQuestion} (${product})`, {
          action: { url: request.url, label: texts.page.unsubscribe },
        }),
      );
    },
  });

  await app.register(async (scope) => {
    acceptFormPosts(scope, 2_048);

    /** The page answering a form post: in the form's language, the form filled in again with what was sent. */
    const formAnswer = (request: FastifyRequest, reply: FastifyReply) => {
      const locale = requestLanguage(request);
      const sent = (request.body ?? {}) as Record<string, unknown>;
      const typed = { product: String(first(sent.product) ?? ''), email: String(first(sent.email) ?? '') };
      const answer = (status: number, tone: Tone, text: string) =>
        sendAnswer(reply, locale, status, message(tone, text, { sent: typed }));
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
      const product = (await options.products.bySlug(parsed.data.product))?.record;
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
      const product = await productName(await subscriptions.confirm(confirmTokenHash(request.params.token)));
      return product
        ? sendAnswer(reply, locale, 200, message('done', `${texts.confirmed} (${product})`))
        : sendAnswer(reply, locale, 404, message('problem', texts.linkInvalid));
    });

    // A mail program's one-click unsubscribe (RFC 8058) posts here too, with no cookie and no origin.
    scope.post<{ Params: { id: string; mac: string } }>(unsubscribeRoute, async (request, reply) => {
      const locale = requestLanguage(request);
      const texts = recallTexts(locale).subscription;
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || !isUnsubscribeMac(options.addressKey, id, request.params.mac))
        return sendAnswer(reply, locale, 404, message('problem', texts.linkInvalid));
      await subscriptions.unsubscribe(id);
      return sendAnswer(reply, locale, 200, message('done', texts.unsubscribed));
    });
  });

  return built.map((locale) => pathInLocale(recallsPath, locale));
}

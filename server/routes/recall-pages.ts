import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  recallFeedPath,
  recallsPath,
  recallSubscriptionLimits,
  recallSubscriptionSchema,
  recallSubscriptionsPath,
  recallSubscriptionTexts,
} from '#contract/recalls.ts';
import { acceptFormPosts } from '../http/form-posts.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { networkKey } from '../network/network-key.ts';
import { retryAfterSeconds } from '../network/retry-after.ts';
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
import { type PageDocument, type PageStore, pageVariant } from '../site/page-store.ts';
import { fillSlot, recallListHtml, recallNoticeHtml, withNoticeHead } from '../site/recall-html.ts';
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

/** A message above the page's notices, with the button that carries out a link's request. */
function messageHtml(tone: Tone, text: string, action?: { url: string; label: string }): string {
  const button = action
    ? `<form method="post" action="${escapeHtml(action.url)}"><button type="submit" class="recall-action">${escapeHtml(action.label)}</button></form>`
    : '';
  const role = tone === 'problem' ? ' role="alert"' : ' role="status"';
  return `<div class="recall-message" data-tone="${tone}"${role}><p>${escapeHtml(text)}</p>${button}</div>`;
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

/**
 * `/recalls` and each notice's page, read from the store on every request, so a notice is in the
 * served HTML of every instance as soon as it is published; the Atom feed; and the subscription
 * to a product's recalls by email: asked for with a form, confirmed from a mailed link, ended from
 * the link every notice mail carries (one click, RFC 8058). A link's page only asks; its button
 * posts, so a mail scanner that opens links changes nothing.
 */
export async function registerRecallPages(app: FastifyInstance, options: RecallPageOptions) {
  const page = options.pages.pages.get(recallsPath);
  if (!page) return;
  const html = page.html.toString('utf8');
  const { recalls, subscriptions } = options;

  const listed = async () =>
    fillSlot(html, 'recall-notices', recallListHtml(await recalls.list(), new Date().toISOString()));

  /** A visitor's own answer: neither cached nor indexed, its address sent to no other site. */
  const sendPrivate = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', pageContentSecurityPolicy(page.scriptHashes))
      .send(body);

  const withMessage = async (tone: Tone, text: string, action?: { url: string; label: string }) =>
    fillSlot(await listed(), 'recall-message', messageHtml(tone, text, action));

  app.route({
    method: ['GET', 'HEAD'],
    url: recallsPath,
    handler: async (request, reply) =>
      sendPage(request, reply, pageVariant(await listed(), page.scriptHashes), 200),
  });

  app.route<{ Params: { id: string } }>({
    method: ['GET', 'HEAD'],
    url: `${recallsPath}/:id`,
    handler: async (request, reply) => {
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : undefined;
      const recall = id === undefined ? undefined : await recalls.find(id);
      if (!recall) return sendPage(request, reply, options.pages.notFound, 404);
      // Its subscription form offers the notice's product first.
      const notice = withNoticeHead(
        refilled(fillSlot(html, 'recall-notices', recallNoticeHtml(recall)), recall.productSlug, ''),
        recall,
        options.siteOrigin(request),
      );
      return sendPage(request, reply, pageVariant(notice, page.scriptHashes) satisfies PageDocument, 200);
    },
  });

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
    handler: async (request, reply) =>
      sendPrivate(
        reply,
        200,
        await withMessage('question', recallSubscriptionTexts.confirmQuestion, {
          url: request.url,
          label: 'Confirm',
        }),
      ),
  });

  app.route<{ Params: { id: string; mac: string } }>({
    method: ['GET', 'HEAD'],
    url: unsubscribeRoute,
    handler: async (request, reply) => {
      const id = Number(request.params.id);
      const valid = Number.isSafeInteger(id) && isUnsubscribeMac(options.addressKey, id, request.params.mac);
      const product = valid ? productName(await subscriptions.productOf(id)) : undefined;
      if (!product)
        return sendPrivate(reply, 404, await withMessage('problem', recallSubscriptionTexts.linkInvalid));
      return sendPrivate(
        reply,
        200,
        await withMessage('question', `${recallSubscriptionTexts.unsubscribeQuestion} (${product})`, {
          url: request.url,
          label: 'Unsubscribe',
        }),
      );
    },
  });

  await app.register(async (scope) => {
    acceptFormPosts(scope, 2_048);

    scope.post(recallSubscriptionsPath, async (request, reply) => {
      const sent = (request.body ?? {}) as Record<string, unknown>;
      const typed = { product: String(first(sent.product) ?? ''), email: String(first(sent.email) ?? '') };
      const answer = async (status: number, tone: Tone, text: string) =>
        sendPrivate(reply, status, refilled(await withMessage(tone, text), typed.product, typed.email));
      if (!options.mail) return answer(503, 'problem', recallSubscriptionTexts.unavailable);
      const { hits, windowEndsAt } = await options.rateLimits.countHit(
        networkKey(options.addressKey, 'recall-subscription', request.ip),
        recallSubscriptionLimits.rateWindowMs,
      );
      if (hits > recallSubscriptionLimits.rateMax) {
        reply.header('retry-after', retryAfterSeconds(windowEndsAt));
        return answer(429, 'problem', recallSubscriptionTexts.tooMany);
      }
      const parsed = recallSubscriptionSchema.safeParse(typed);
      if (!parsed.success) return answer(400, 'problem', parsed.error.issues[0]!.message);
      const product = batchProduct(parsed.data.product);
      if (!product) return answer(400, 'problem', 'This product is not in the catalogue');
      const { token, hash } = newConfirmToken();
      const outcome = await subscriptions.request(parsed.data.email, product.slug, hash);
      // The same answer either way, and a mail either way: nobody learns from the form whether an
      // address is subscribed, and the page says only what happened.
      const origin = options.siteOrigin(request);
      await options.mail.queue(
        outcome.status === 'requested'
          ? confirmationMail(parsed.data.email, product.name, `${origin}${confirmPath(token)}`)
          : alreadySubscribedMail(
              parsed.data.email,
              product.name,
              `${origin}${unsubscribePath(options.addressKey, outcome.id)}`,
            ),
        Date.now() + recallSubscriptionLimits.confirmHours * 3_600_000,
      );
      return answer(200, 'done', recallSubscriptionTexts.sent);
    });

    scope.post<{ Params: { token: string } }>(confirmRoute, async (request, reply) => {
      const product = productName(await subscriptions.confirm(confirmTokenHash(request.params.token)));
      return product
        ? sendPrivate(
            reply,
            200,
            await withMessage('done', `${recallSubscriptionTexts.confirmed} (${product})`),
          )
        : sendPrivate(reply, 404, await withMessage('problem', recallSubscriptionTexts.linkInvalid));
    });

    // A mail program's one-click unsubscribe (RFC 8058) posts here too, with no cookie and no origin.
    scope.post<{ Params: { id: string; mac: string } }>(unsubscribeRoute, async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isSafeInteger(id) || !isUnsubscribeMac(options.addressKey, id, request.params.mac))
        return sendPrivate(reply, 404, await withMessage('problem', recallSubscriptionTexts.linkInvalid));
      await subscriptions.unsubscribe(id);
      return sendPrivate(reply, 200, await withMessage('done', recallSubscriptionTexts.unsubscribed));
    });
  });
}

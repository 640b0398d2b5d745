import { visitorRequestPath } from '#contract/visitor-request-texts.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fieldErrors } from '#contract/api-error.ts';
import {
  type LeadKind,
  leadKinds,
  leadLimits,
  receiptParameter,
  submissionPaths,
  type SubmissionFields,
} from '#contract/lead-fields.ts';
import { leadMessages, tooManyRequestsMessage } from '#contract/lead-texts.ts';
import { submissionEndpoints, submissionFields } from '#contract/submissions.ts';
import {
  idempotencyKeyHeader,
  idempotencyKeyInvalidMessage,
  idempotencyKeyReusedMessage,
  idempotencyKeySchema,
} from '#contract/idempotency.ts';
import { replyKinds } from '#contract/inbox-replies.ts';
import type { SubmissionCounter } from '../leads/submission-limits.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { pageUrlIn } from '../mail/mail-texts.ts';
import { submissionConfirmationMail, visitorAddress } from '../mail/visitor-mails.ts';
import {
  type CreatedLead,
  type LeadRepository,
  type NewLead,
  SubmissionKeyReused,
} from '../store/lead-repository.ts';
import { submissionKeyOf } from '../leads/submission-key.ts';
import { acceptFormPosts, formContentType } from '../http/form-posts.ts';
import { countedByHandler, registerEndpoint } from '../http/endpoint.ts';
import { limitedBy } from '../http/rate-limit.ts';
import { pageContentSecurityPolicy } from '../http/security-headers.ts';
import type { PageRenderer } from '../site/page-renderer.ts';
import { type FormRefusal, formRefusalPath } from '#contract/page-answers.ts';
import { type Locale, isLocale, pathInLocale } from '#languages/locales.ts';
import { localiseFieldErrors, localiseLeadMessage } from '#languages/lead-messages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { isTranslatedPage } from '#languages/translated-pages.ts';

export interface SubmissionRouteOptions {
  leads: LeadRepository;
  /** The per-network limit, counted in the store or in Redis. */
  counter: SubmissionCounter;
  /** Submissions one network may send of one kind per window, when not the contract's (SUBMISSION_LIMIT). */
  limitMax?: number;
  /** Told of each new submission once it is stored, to alert staff browsers; never awaited. */
  onCreated?: (lead: { kind: LeadKind; reference: string; createdAt: string }) => void;
  /** Queue an email notification with each new submission (when a mail server is configured). */
  notify: (kind: LeadKind) => boolean;
  /** The mail outbox (absent without SMTP_URL): the visitor is mailed a confirmation through it. */
  mail?: MailOutbox;
  /** The site's origin, for the links of the confirmation mail. */
  siteOrigin?: (request: FastifyRequest) => string;
  /** Renders the page answering a form posted without JavaScript (absent without a server build). */
  pages?: PageRenderer;
}

/** A confirmation is worth sending for two days; after that the visitor has our reply or has called. */
const confirmationMailLifetimeMs = 2 * 24 * 60 * 60 * 1000;

/** A form post's fields; a repeated name keeps its last value, as a browser sends one per control. */
function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith(formContentType);
}

class Refusal {
  readonly status: number;
  readonly message: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, message: string, fields?: Record<string, string>) {
    this.status = status;
    this.message = message;
    this.fields = fields;
  }
}

/**
 * What was sent, as the refusal page shows it again: text as typed. When the form was valid (refused
 * for its rate), the contract has already turned its values into numbers and booleans.
 */
function typedValues(typed: unknown): Record<string, string> {
  if (typeof typed !== 'object' || typed === null) return {};
  return Object.fromEntries(
    Object.entries(typed).flatMap(([name, value]): [string, string][] => {
      if (typeof value === 'string') return [[name, value]];
      if (typeof value === 'number') return [[name, String(value)]];
      if (typeof value === 'boolean') return [[name, value ? 'on' : '']];
      return [];
    }),
  );
}

/**
 * The language of the page that sent the form (`?lang=`, which a translated page's form adds), when
 * that form's page is published in it; English otherwise.
 */
function postingLanguage(kind: LeadKind, request: FastifyRequest): Locale {
  const { lang } = request.query as { lang?: unknown };
  if (!isLocale(lang) || lang === 'en') return 'en';
  return isTranslatedPage(submissionPaths[kind].confirmationPath) ? lang : 'en';
}

/** The rate limit's words in the language of the page that sent the form. */
function rateLimitTexts(kind: LeadKind, request: FastifyRequest) {
  const locale = postingLanguage(kind, request);
  if (locale === 'en') return leadMessages;
  const messages = messagesFor(locale);
  const text = (name: 'tooManyRequests' | 'waitAMinute' | 'waitMinutes') =>
    messages[`lead.${name}`] ?? leadMessages[name];
  return {
    tooManyRequests: text('tooManyRequests'),
    waitAMinute: text('waitAMinute'),
    waitMinutes: text('waitMinutes'),
  };
}

/** A refusal in the language of the page that sent the form: its fields' messages and the sum of them. */
function localisedRefusal(refusal: Refusal, locale: Locale): Refusal {
  if (locale === 'en') return refusal;
  const messages = messagesFor(locale);
  const fields = refusal.fields && localiseFieldErrors(refusal.fields, messages);
  const message = fields ? Object.values(fields).join(' ') : localiseLeadMessage(refusal.message, messages);
  return new Refusal(refusal.status, message, fields);
}

/**
 * A refusal: JSON for the site's scripts; for a form posted without JavaScript, the form again in
 * its language with what went wrong and what was typed, rendered by the app's refusal route.
 */
async function sendRefusal(
  kind: LeadKind,
  request: FastifyRequest,
  reply: FastifyReply,
  refused: Refusal,
  typed: unknown,
  pages: PageRenderer | undefined,
) {
  const locale = postingLanguage(kind, request);
  const refusal = localisedRefusal(refused, locale);
  reply.code(refusal.status);
  if (isFormPost(request)) {
    const answer: FormRefusal = {
      kind: 'form-refusal',
      lead: kind,
      message: refusal.message,
      fieldErrors: refusal.fields ?? {},
      typed: typedValues(typed),
      action: submissionEndpoints[kind].path + (locale === 'en' ? '' : `?lang=${locale}`),
    };
    const rendered = await pages
      ?.render(pathInLocale(formRefusalPath, locale), { answer })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'the page of a refused form post could not be rendered');
        return undefined;
      });
    // Without its page (a build with no server part, or a render that failed): the reason, as plain text.
    if (!rendered)
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(refusal.message);
    const { document } = rendered;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pageContentSecurityPolicy(document.scriptHashes))
      .send(document.html);
  }
  return reply.send(
    refusal.fields ? { error: refusal.message, fields: refusal.fields } : { error: refusal.message },
  );
}

/**
 * The four public forms' endpoints. Each accepts JSON (answering 201 with the reference) and a
 * plain form post (answering 303 to the confirmation page), so the forms work without JavaScript.
 * Checks run before anything is stored: the contract's rules, the spam guards, then the
 * Idempotency-Key (a request sent again after its answer was lost is answered as the first time),
 * then the per-network limit the endpoint declares, which the store or Redis counts so that every
 * instance shares it.
 */
export async function registerSubmissionRoutes(app: FastifyInstance, options: SubmissionRouteOptions) {
  const { pages } = options;
  await app.register(async (scope) => {
    acceptFormPosts(scope);

    for (const kind of leadKinds) {
      const endpoint = submissionEndpoints[kind];
      const policy = { ...endpoint.limit, ...(options.limitMax !== undefined && { max: options.limitMax }) };
      // Past the limit, the words of the page that sent the form, with the minutes to wait.
      const limited = limitedBy(policy, {
        counter: options.counter,
        refuse: (request, reply, retryAfterSeconds) => {
          const minutes = Math.ceil(Number(retryAfterSeconds) / 60);
          const message = tooManyRequestsMessage(minutes, rateLimitTexts(kind, request));
          return sendRefusal(
            kind,
            request,
            reply,
            new Refusal(reply.statusCode, message),
            request.body,
            pages,
          );
        },
      });
      registerEndpoint(
        scope,
        endpoint,
        async (request, reply) => {
          const raw: unknown = request.body;
          const fields = checkFields(kind, raw);
          if (fields instanceof Refusal) return sendRefusal(kind, request, reply, fields, raw, pages);
          const key = idempotencyKeyOf(request);
          if (key instanceof Refusal) return sendRefusal(kind, request, reply, key, raw, pages);
          const language = postingLanguage(kind, request);
          const sentWithKey = key && submissionKeyOf(kind, key, fields, language);
          const before = sentWithKey && (await options.leads.sentBefore(sentWithKey));
          if (before === 'another request') return sendRefusal(kind, request, reply, keyReused(), raw, pages);
          // The same request sent again, its answer lost: answered as before, and not counted again.
          if (before) return answer(kind, request, reply, before, language);
          if (await limited(request, reply)) return reply;
          const confirmationMail = confirmationMailOf(kind, fields, request, language);
          const created = await options.leads
            .create({
              kind,
              fields,
              consentAt:
                kind === 'newsletter' || 'agreed' in fields || 'terms' in fields ? new Date() : undefined,
              notify: options.notify(kind),
              language,
              ...(confirmationMail ? { confirmationMail } : {}),
              ...(sentWithKey ? { sentWithKey } : {}),
            })
            .catch((error: unknown) => {
              if (error instanceof SubmissionKeyReused) return keyReused();
              throw error;
            });
          if (created instanceof Refusal) return sendRefusal(kind, request, reply, created, raw, pages);
          if (created.created)
            options.onCreated?.({ kind, reference: created.reference, createdAt: new Date().toISOString() });
          return answer(kind, request, reply, created, language);
        },
        // Refusals are answered by the handler, as a page for form posts and as JSON otherwise; a
        // request sent again with a known Idempotency-Key is not counted.
        { attachValidation: true, limit: countedByHandler },
      );
    }
  });

  /**
   * The visitor's confirmation mail, in the language of the page they sent it from: only a request
   * with a page to follow it, with an address we may mail, and when a mail server is configured.
   */
  function confirmationMailOf(
    kind: LeadKind,
    fields: SubmissionFields,
    request: FastifyRequest,
    language: Locale,
  ): NewLead['confirmationMail'] {
    const { mail, siteOrigin } = options;
    const address = visitorAddress({ kind, fields });
    if (!mail || !siteOrigin || !address || !(replyKinds as readonly LeadKind[]).includes(kind))
      return undefined;
    return ({ reference, createdAt, token }) => {
      const link = `${pageUrlIn(siteOrigin(request), visitorRequestPath(reference), language)}#${token}`;
      return {
        message: mail.seal(
          submissionConfirmationMail({ kind, reference, createdAt }, address, link, language),
        ),
        expiresAt: Date.now() + confirmationMailLifetimeMs,
      };
    };
  }

  /** The contract's rules and the spam guards: the fields to keep, or why not. */
  function checkFields(kind: LeadKind, raw: unknown): SubmissionFields | Refusal {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return new Refusal(400, 'Send the form as a JSON object or a form post.');
    }
    const parsed = submissionEndpoints[kind].body.safeParse(raw);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return new Refusal(400, Object.values(fields).join(' '), fields);
    }
    const data = parsed.data as Record<string, unknown>;
    if (typeof data.website === 'string' && data.website.trim() !== '') {
      return new Refusal(400, leadMessages.honeypotFilled);
    }
    if (typeof data.elapsedMs === 'number' && data.elapsedMs < leadLimits.minimumFillMs) {
      return new Refusal(400, leadMessages.tooFast);
    }
    return submissionFields(data);
  }
}

/** The request's Idempotency-Key (contract/idempotency.ts): none, the key, or why it is refused. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined | Refusal {
  const header = request.headers[idempotencyKeyHeader.toLowerCase()];
  if (header === undefined) return undefined;
  const key = idempotencyKeySchema.safeParse(header);
  return key.success ? key.data : new Refusal(400, idempotencyKeyInvalidMessage);
}

const keyReused = () => new Refusal(422, idempotencyKeyReusedMessage);

/**
 * The answer to a stored submission: a form post goes to the confirmation page (with the reference
 * and its receipt when there is one), JSON gets the reference and the link to the request's page.
 */
function answer(
  kind: LeadKind,
  request: FastifyRequest,
  reply: FastifyReply,
  stored: CreatedLead,
  language: Locale,
) {
  if (isFormPost(request)) {
    // A repeated newsletter address, or a request sent again, has no new receipt: its page confirms
    // without the reference.
    const query = new URLSearchParams(
      stored.receipt ? { ref: stored.reference, [receiptParameter]: stored.receipt } : {},
    ).toString();
    // The confirmation page in the language of the page the form was on.
    const confirmation = pathInLocale(submissionPaths[kind].confirmationPath, language);
    return reply.redirect(`${confirmation}${query ? `?${query}` : ''}`, 303);
  }
  const requestPath = stored.requestToken
    ? `${visitorRequestPath(stored.reference)}#${stored.requestToken}`
    : undefined;
  return reply.code(201).send({ reference: stored.reference, ...(requestPath && { requestPath }) });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { leadNotFoundMessage as notFound } from '#contract/inbox.ts';
import { inboxReplyEndpoints, replyKinds, replyMessages } from '#contract/inbox-replies.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { quotationFileName, quotationMessages } from '#contract/quotation.ts';
import { leadKindsOf } from '#contract/staff-roles.ts';
import { visitorRequestPath } from '#contract/visitor-request-texts.ts';
import { staffOf } from '../auth/admin-guards.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffActor } from '../audit/request-audit.ts';
import { pageOriginOf } from '../auth/staff-passkeys.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { RequestError } from '../http/request-error.ts';
import { quotationPdf } from '../leads/quotation-pdf.ts';
import type { MailOutbox } from '../mail/mail-outbox.ts';
import { pageUrlIn } from '../mail/mail-texts.ts';
import { replyMail, visitorAddress } from '../mail/visitor-mails.ts';
import type { LeadReplyRepository } from '../store/lead-reply-repository.ts';
import type { LeadRepository } from '../store/lead-repository.ts';
import { newReceipt, receiptHash } from '../store/lead-receipts.ts';

export interface InboxReplyOptions {
  leads: LeadRepository;
  leadReplies: LeadReplyRepository;
  audit: AuditLog;
  /** The mail outbox; absent without SMTP_URL, when replies are kept in the thread only. */
  mail?: MailOutbox;
  /** How long submissions are kept: a reply's mail is not sent after its submission is gone. */
  retentionDays: number;
}

const dayMs = 24 * 60 * 60 * 1000;
/** A mail the server could not send for this long is stale: the visitor will have called by then. */
const replyMailLifetimeMs = 14 * dayMs;

function refuse(message: string): never {
  throw new RequestError(400, message, { body: message });
}

/**
 * Staff answer submissions from the inbox: the reply stays in the thread and goes to the visitor
 * through the mail outbox. Like the rest of the inbox, a kind outside the caller's roles does not
 * exist for them (404).
 */
export function registerInboxReplyRoutes(app: FastifyInstance, options: InboxReplyOptions) {
  const { leads, leadReplies, audit, mail, retentionDays } = options;
  const kindsOf = (request: FastifyRequest) => leadKindsOf(staffOf(request).roles);

  registerEndpoint(app, inboxReplyEndpoints.reply, async (request, reply) => {
    const kinds = kindsOf(request);
    const lead = await leads.find(request.params.id, { kinds });
    if (!lead) throw new RequestError(404, notFound);
    if (!(replyKinds as readonly LeadKind[]).includes(lead.kind)) refuse(replyMessages.newsletter);
    const address = visitorAddress(lead);
    if (!address) refuse(replyMessages.noAddress);
    const { body, quotation } = request.body;
    if (quotation && lead.kind !== 'quote')
      throw new RequestError(400, quotationMessages.quoteOnly, { quotation: quotationMessages.quoteOnly });
    // Adverse-event reports are kept for good; other submissions until their retention ends.
    const keptUntil =
      lead.kind === 'adverse-event' ? Infinity : Date.parse(lead.createdAt) + retentionDays * dayMs;
    // Each mail carries a link of its own; the store keeps only its token's hash.
    const token = newReceipt();
    // In the visitor's language: the mail's words and the page its link opens.
    const language = await leads.languageOf(lead.id);
    const link = `${pageUrlIn(pageOriginOf(request), visitorRequestPath(lead.reference), language)}#${token}`;
    const queued = mail
      ? {
          message: mail.seal(
            replyMail(lead, address, { body, ...(quotation ? { quotation } : {}), link }, language),
          ),
          expiresAt: Math.min(Date.now() + replyMailLifetimeMs, keptUntil),
          accessTokenHash: receiptHash(token),
        }
      : undefined;
    const added = await leadReplies.add(
      lead.id,
      {
        body,
        by: staffOf(request).accountId,
        ...(quotation ? { quotation } : {}),
        ...(queued ? { mail: queued } : {}),
      },
      kinds,
    );
    const item = added ? await leads.find(lead.id, { kinds }) : undefined;
    if (!item) throw new RequestError(404, notFound);
    // The reply may quote the visitor, so the log keeps only that one was written, and its fate.
    await audit.record(staffActor(request), {
      action: 'submission.reply',
      recordType: 'submission',
      recordId: String(item.id),
      details: {
        mailed: queued !== undefined,
        characters: body.length,
        quotationLines: quotation?.lines.length ?? 0,
      },
    });
    return reply.code(201).send({ item, mailedTo: queued ? address : null });
  });

  registerEndpoint(app, inboxReplyEndpoints.quotationPdf, async (request, reply) => {
    const { id, message } = request.params;
    const lead = await leads.find(id, { kinds: kindsOf(request) });
    const carrier = lead?.thread[message];
    if (!lead || !carrier?.quotation) throw new RequestError(404, notFound);
    const pdf = await quotationPdf({
      reference: lead.reference,
      sentAt: carrier.at,
      quotation: carrier.quotation,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${quotationFileName(lead.reference, message)}"`)
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf));
  });
}

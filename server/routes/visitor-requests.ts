import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { visitorRequestEndpoints } from '#contract/visitor-requests.ts';
import { visitorRequestMessages } from '#contract/visitor-request-texts.ts';
import { quotationFileName } from '#contract/quotation.ts';
import { acceptFormPosts } from '../http/form-posts.ts';
import { type EndpointOptions, registerEndpoint } from '../http/endpoint.ts';
import { storeNetworkCounter } from '../http/rate-limit.ts';
import { quotationPdf } from '../leads/quotation-pdf.ts';
import type { RateLimitRepository } from '../store/rate-limit-repository.ts';
import type { VisitorRequestRepository } from '../store/visitor-request-repository.ts';

export interface VisitorRequestRouteOptions {
  requests: VisitorRequestRepository;
  rateLimits: RateLimitRepository;
  /** Keys the counters, so the store never holds a visitor's address. */
  addressKey: string;
  sameOrigin: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
}

/**
 * The visitor's page of their request: opened with the token of its link, answered there. Every
 * lookup counts against the network, right or wrong, so guessing tokens runs out long before luck
 * could help (a token has 192 random bits).
 */
export async function registerVisitorRequestRoutes(
  app: FastifyInstance,
  options: VisitorRequestRouteOptions,
) {
  const { requests, rateLimits, addressKey } = options;
  /** Same-site requests only, each counted against the network's lookups, found or not. */
  const guarded: EndpointOptions = {
    onRequest: [options.sameOrigin],
    limit: {
      counter: storeNetworkCounter(rateLimits, addressKey),
      refuse: (_request, reply) => reply.send({ error: visitorRequestMessages.tooMany }),
    },
  };

  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: visitorRequestMessages.notFound });

  registerEndpoint(
    app,
    visitorRequestEndpoints.open,
    async (request, reply) => {
      const found = await requests.open(request.params.reference, request.body.token ?? '');
      return found ?? notFound(reply);
    },
    guarded,
  );

  registerEndpoint(
    app,
    visitorRequestEndpoints.answer,
    async (request, reply) => {
      const { token = '', body, language } = request.body;
      const answered = await requests.answer(request.params.reference, token, body, language);
      return answered ? reply.code(201).send(answered) : notFound(reply);
    },
    guarded,
  );

  // A button of the page downloads the PDF with a plain form post, so no script handles the file.
  await app.register(async (scope) => {
    acceptFormPosts(scope);
    registerEndpoint(
      scope,
      visitorRequestEndpoints.quotationPdf,
      async (request, reply) => {
        const { reference } = request.params;
        const { token = '', message } = request.body;
        const found = await requests.open(reference, token);
        const carrier = found?.thread[message];
        if (!carrier?.quotation) return notFound(reply);
        const pdf = await quotationPdf({ reference, sentAt: carrier.at, quotation: carrier.quotation });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${quotationFileName(reference, message)}"`)
          .header('cache-control', 'no-store')
          .send(Buffer.from(pdf));
      },
      guarded,
    );
  });
}

import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { bodyLimitText } from '#contract/endpoint.ts';
import { StoreUnavailableError } from '../db/store-error.ts';
import { InvalidCursorError } from '../store/list-cursor.ts';
import { asksForPage, sendMessagePage } from './message-page.ts';
import { RequestError } from './request-error.ts';

/** Messages for the framework's own 4xx errors, in words a client can act on. */
function clientMessage(error: FastifyError, request: FastifyRequest): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (at most ${bodyLimitText(request.routeOptions.bodyLimit)}).`;
    default:
      return error.message;
  }
}

const storeRetryAfterSeconds = 5;
const serverFailureMessage = 'Something went wrong on our side. Please try again.';

/** One error shape for every answer: { error } (plus `fields` for validation), never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RequestError) {
      return reply
        .code(error.statusCode)
        .send(error.fields ? { error: error.message, fields: error.fields } : { error: error.message });
    }
    // A list's cursor not handed out for that list and search: the query's `cursor` is refused.
    if (error instanceof InvalidCursorError)
      return reply.code(400).send({ error: error.message, fields: { cursor: error.message } });
    if (error instanceof StoreUnavailableError) {
      request.log.error({ err: error.cause }, 'the data store failed');
      reply.code(503).header('retry-after', String(storeRetryAfterSeconds));
      // A page read from the store (recalls, a pack check, a request's page) or a form posted
      // without script fails as a page.
      if (asksForPage(request)) return sendMessagePage(reply, 'Please try again in a moment', error.message);
      return reply.send({ error: error.message });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      reply.code(status);
      if (asksForPage(request)) return sendMessagePage(reply, 'Something went wrong', serverFailureMessage);
      return reply.send({ error: serverFailureMessage });
    }
    return reply.code(status).send({ error: clientMessage(error, request) });
  });
}

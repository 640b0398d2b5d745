import type { FastifyInstance } from 'fastify';

export const oneHostMessage = 'Send one Host header.';

/** How many times a header was sent, by its raw lines (Node keeps only the first Host). */
function headerCount(rawHeaders: readonly string[], name: string): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2)
    if (rawHeaders[index]?.toLowerCase() === name) count += 1;
  return count;
}

/**
 * Refuses a request whose Host is ambiguous (RFC 9112 section 3.2: a request with more than one
 * Host header is answered 400): a proxy in front may have routed it by the other one.
 */
export function refuseAmbiguousHost(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (headerCount(request.raw.rawHeaders, 'host') > 1)
      // As text: the route's answer schemas describe its own answers, not this one.
      return reply
        .code(400)
        .header('connection', 'close')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ error: oneHostMessage }));
    return undefined;
  });
}

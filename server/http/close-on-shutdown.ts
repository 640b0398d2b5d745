import type { FastifyInstance } from 'fastify';

/**
 * Once the server is shutting down, every answer tells the client to close its connection.
 * Keep-alive clients (browsers, load balancers) would otherwise keep the connection of a request
 * that was in flight open for the whole keep-alive timeout, and the shutdown could not finish.
 */
export function registerCloseOnShutdown(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { asksForPage, sendMessagePage } from './message-page.ts';

/** What a client that asks during a shutdown is told to wait, in seconds, before asking again. */
export const shutdownRetryAfterSeconds = 1;

export const shutdownMessage = 'The site is restarting. Please try again in a moment.';

export interface CloseOnShutdownOptions {
  /**
   * How long a keep-alive connection that is idle when the shutdown begins is kept open, so that
   * a request its client is sending at that moment arrives and is answered.
   */
  idleGraceMs?: number;
}

/**
 * A shutdown that resets no request. Once it begins, the listener takes no new connections; a
 * request in flight is finished and its answer says `Connection: close`; a request that arrives on
 * an open connection is answered 503 with `Retry-After` and `Connection: close`; a connection that
 * stays idle through the grace period is ended with a FIN.
 *
 * Node's own `server.close()` destroys idle connections at once, and a connection destroyed while
 * a request's bytes are arriving on it answers them with a reset: the client cannot tell whether
 * its request was stored. So the server's `closeIdleConnections` (which `close()` calls) is
 * replaced by the graceful version here, and the app is built with `forceCloseConnections: false`.
 */
export function registerCloseOnShutdown(app: FastifyInstance, options: CloseOnShutdownOptions = {}) {
  const idleGraceMs = options.idleGraceMs ?? 1_000;
  let closing = false;
  /** Every open connection, with the number of its requests not yet answered. */
  const unanswered = new Map<Socket, number>();

  app.server.on('connection', (socket: Socket) => {
    unanswered.set(socket, 0);
    socket.once('close', () => unanswered.delete(socket));
  });
  app.server.on('request', (request, response) => {
    const { socket } = request;
    unanswered.set(socket, (unanswered.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const count = unanswered.get(socket);
      if (count !== undefined) unanswered.set(socket, count - 1);
    });
  });

  const endWhenStillIdle = (socket: Socket) => {
    const timer = setTimeout(() => {
      // A connection with a request being answered is closed by that answer's Connection: close.
      if ((unanswered.get(socket) ?? 0) > 0) return;
      socket.end();
      // A client that never closes its side must not hold the shutdown.
      setTimeout(() => socket.destroy(), idleGraceMs).unref();
    }, idleGraceMs);
    socket.once('close', () => clearTimeout(timer));
  };
  app.server.closeIdleConnections = () => {
    for (const socket of unanswered.keys()) endWhenStillIdle(socket);
  };

  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.code(503).header('retry-after', String(shutdownRetryAfterSeconds));
    if (asksForPage(request)) return sendMessagePage(reply, 'Restarting', shutdownMessage);
    // As text: the answer schema of the route (its 200, say) must not be applied to it.
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ error: shutdownMessage }));
  });
  // Keep-alive clients (browsers, load balancers) would otherwise keep the connection of a request
  // that was in flight open for the whole keep-alive timeout, and the shutdown could not finish.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}

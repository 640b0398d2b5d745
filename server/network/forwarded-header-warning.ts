import type { FastifyInstance } from 'fastify';

export const forwardedWithoutTrustProxyWarning =
  'A request came with X-Forwarded-For, but TRUST_PROXY is not set, so the header is ignored. Behind a ' +
  'reverse proxy every client then has the proxy’s address: the sign-in and form limits count all of them ' +
  'as one client, and a few wrong passwords from anyone hold back everyone. Set TRUST_PROXY to the ' +
  'proxy’s address (or its hop count).';

/**
 * Tells the operator, once per process, that requests arrive through a proxy the server was not
 * told to trust. Nothing else changes: the header stays ignored, as it must from an unknown peer.
 */
export function registerForwardedHeaderWarning(
  app: FastifyInstance,
  options: { trustProxy: false | number | string[]; log: { warn: (message: string) => void } },
) {
  if (options.trustProxy !== false && options.trustProxy !== 0) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    options.log.warn(forwardedWithoutTrustProxyWarning);
  });
}

import type { FastifyRequest } from 'fastify';

/**
 * The address of a request as the log shows it: the path, and the names of the query's parameters
 * without their values. Values can be personal data or secrets (an inbox search for a name or an
 * email, a confirmation page's receipt), and personal data never goes into the logs.
 */
export function loggedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const names = [...new URLSearchParams(url.slice(start + 1)).keys()];
  return names.length === 0
    ? url.slice(0, start)
    : `${url.slice(0, start)}?${names.map((name) => `${name}=…`).join('&')}`;
}

/**
 * What the log records of a request: its method, its address without query values, and the
 * client's address (as `TRUST_PROXY` lets the server see it), so that a run of refusals can be
 * traced to where it came from. The audit log keeps the address only as a keyed hash.
 */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggedUrl(request.url),
    address: request.ip,
  }),
};

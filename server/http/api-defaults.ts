import type { FastifyInstance } from 'fastify';
import { decodedPath, isApiPath } from './request-path.ts';

/**
 * Request bodies are JSON only: any other content type answers 415 (Fastify would otherwise also
 * take text/plain). A DELETE that announces JSON but sends nothing is fine, as fetch wrappers often
 * send the header on every call. API answers are never cached.
 */
export function registerApiDefaults(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' && request.method === 'DELETE') {
      done(null, undefined);
      return;
    }
    parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (isApiPath(decodedPath(request.url)) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';
import { decodedPath, isApiPath } from './request-path.ts';
import { RequestError } from './request-error.ts';

export const utf8OnlyMessage = 'Send the request body as application/json in UTF-8.';

/** The charset a Content-Type names, in lower case without quotes; undefined when it names none. */
function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match?.[2]?.toLowerCase();
}

/**
 * Request bodies are JSON only: any other content type answers 415 (Fastify would otherwise also
 * take text/plain), and so does JSON said to be in a charset other than UTF-8 (RFC 8259 8.1), which
 * would otherwise be read as UTF-8 into something else. A DELETE that announces JSON but sends
 * nothing is fine, as fetch wrappers often send the header on every call. API answers are never cached.
 */
export function registerApiDefaults(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new RequestError(415, utf8OnlyMessage), undefined);
      return;
    }
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

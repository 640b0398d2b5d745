import type { FastifyInstance } from 'fastify';

/** What a plain HTML form posts. */
export const formContentType = 'application/x-www-form-urlencoded';

/**
 * Lets the routes of `scope` take a plain form post (a page working without script), read as an
 * object of its fields' last values; `bodyLimit` when the scope's forms are smaller than the app's.
 */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit?: number): void {
  scope.addContentTypeParser(
    formContentType,
    { parseAs: 'string', ...(bodyLimit !== undefined && { bodyLimit }) },
    (_request, body, done) => {
      done(
        null,
        Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))),
      );
    },
  );
}

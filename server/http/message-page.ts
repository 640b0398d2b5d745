import type { FastifyReply, FastifyRequest } from 'fastify';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { pageContentSecurityPolicy } from './security-headers.ts';

/**
 * Whether a browser is waiting for a page: it follows a link or posts a form (a page working
 * without script), and says so in its Accept header. The site's own scripts ask with fetch, whose
 * Accept is any type, and get JSON.
 */
export function asksForPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

const style =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#115e59}';

/**
 * A page of one message, for when the site's own pages cannot be made (a restart, the store out of
 * reach): it needs neither the build nor the store, so it is written with React alone, here.
 */
function messagePage(title: string, message: string): string {
  return `<!doctype html>${renderToStaticMarkup(
    h(
      'html',
      { lang: 'en-IN' },
      h(
        'head',
        null,
        h('meta', { charSet: 'utf-8' }),
        h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
        h('meta', { name: 'robots', content: 'noindex' }),
        h('title', null, title),
        h('style', null, style),
      ),
      h(
        'body',
        null,
        h(
          'main',
          null,
          h('h1', null, title),
          h('p', null, message),
          h('p', null, h('a', { href: '/' }, 'Go to the home page')),
        ),
      ),
    ),
  )}`;
}

/** Answers with a page of one message: readable on a phone, not indexed, no script, and a way back home. */
export function sendMessagePage(reply: FastifyReply, title: string, message: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pageContentSecurityPolicy([]))
    .header('cache-control', 'no-store')
    .send(messagePage(title, message));
}

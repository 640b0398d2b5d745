import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageContentSecurityPolicy } from './security-headers.ts';

/**
 * Whether a browser is waiting for a page: it follows a link or posts a form (a page working
 * without script), and says so in its Accept header. The site's own scripts ask with fetch, whose
 * Accept is any type, and get JSON.
 */
export function asksForPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Answers with a page of one message, for when the site's own page cannot be made (a restart, the
 * store out of reach): readable on a phone, not indexed, no script, and a way back home.
 */
export function sendMessagePage(reply: FastifyReply, title: string, message: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('content-security-policy', pageContentSecurityPolicy([]))
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#115e59}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${message}</p>
<p><a href="/">Go to the home page</a></p>
</main>
</body>
</html>`,
    );
}

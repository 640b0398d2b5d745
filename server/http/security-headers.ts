import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** CSP for a prerendered page: scripts only from the site and the page's own hashed inline scripts. */
export function pageContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Radix positions popovers and sonner injects its stylesheet at run time: styles need inline.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    // Fonts, requests and media fall back to default-src: the site's own only.
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** For everything that is not a page (JSON, scripts, styles): nothing may run or frame it. */
const defaultPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * An image, video or audio file opened on its own is shown in a document the browser makes around
 * it, which must be allowed to load that file (and, for SVG, to apply its own styles).
 */
function policyFor(contentType: string): string {
  if (/^(video|audio)\//.test(contentType)) return `${defaultPolicy}; media-src 'self'`;
  if (contentType.startsWith('image/'))
    return `${defaultPolicy}; img-src 'self' data:; style-src 'unsafe-inline'`;
  return defaultPolicy;
}

const commonHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

/** Also used directly for answers that bypass the hooks (Fastify's framework errors). */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply) {
  // A page that carries a secret in its address (a receipt) asks for no Referer at all; it keeps that.
  const ownReferrerPolicy = reply.getHeader('referrer-policy');
  reply.headers(commonHeaders);
  if (ownReferrerPolicy !== undefined) reply.header('referrer-policy', ownReferrerPolicy);
  if (!reply.hasHeader('content-security-policy')) {
    reply.header('content-security-policy', policyFor(String(reply.getHeader('content-type') ?? '')));
  }
  if (request.protocol === 'https') {
    reply.header('strict-transport-security', 'max-age=63072000; includeSubDomains');
  }
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}

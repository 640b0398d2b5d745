import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { pages } from '../app/pages.ts';
import { test } from './test.ts';

/** The hashes of the inline scripts a page runs or follows (not its JSON-LD, a data block CSP does not govern). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/\btype="application\/ld\+json"/.test(match[1] ?? ''))
    .map((match) => match[2] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

test.describe('security headers and the strict content security policy', () => {
  test('each page is served with a CSP that allows exactly its own inline scripts', async ({ request }) => {
    for (const entry of pages) {
      const response = await request.get(entry.path);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc, entry.path).not.toContain("'unsafe-inline'");
      const hashes = new Set(inlineScriptHashes(await response.text()));
      for (const hash of hashes) expect(scriptSrc, entry.path).toContain(hash);
      expect(scriptSrc.match(/'sha256-/g)?.length ?? 0, `${entry.path}: no hash of another script`).toBe(
        hashes.size,
      );
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(policy, entry.path).toContain(directive);
      }
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toBeTruthy();
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  test('API answers carry the headers too', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxyOption } from './client-address.ts';
import { registerForwardedHeaderWarning } from './forwarded-header-warning.ts';

async function appWith(trustProxy: false | number | string[]) {
  const warnings: string[] = [];
  const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
  registerForwardedHeaderWarning(app, {
    trustProxy,
    log: { warn: (message: string) => warnings.push(message) },
  });
  app.get('/', () => ({ ok: true }));
  await app.ready();
  return { app, warnings };
}

describe('the warning about forwarded headers without TRUST_PROXY', () => {
  it('warns once when requests carry X-Forwarded-For and TRUST_PROXY is unset', async () => {
    const { app, warnings } = await appWith(false);
    await app.inject({ url: '/' });
    expect(warnings).toEqual([]);
    for (const address of ['203.0.113.9', '198.51.100.4', '192.0.2.1'])
      expect((await app.inject({ url: '/', headers: { 'x-forwarded-for': address } })).statusCode).toBe(200);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('TRUST_PROXY');
    expect(warnings[0]).toContain('X-Forwarded-For');
    await app.close();
  });

  it('says nothing when TRUST_PROXY names the proxy', async () => {
    const { app, warnings } = await appWith(['127.0.0.1']);
    await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(warnings).toEqual([]);
    await app.close();
  });
});

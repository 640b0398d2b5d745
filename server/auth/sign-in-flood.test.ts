import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '#testing/server-process.ts';
import type { SoftwareAuthenticator } from '#testing/software-authenticator.ts';
import { accountWithPasskey, signInStorm, startStormServer } from '#testing/sign-in-storm.ts';

// The production server at scrypt's full cost (128 MiB a hash), not the tests' lowered one.
describe('a flood of password sign-ins against the production server', () => {
  let server: RunningServer;
  let authenticator: SoftwareAuthenticator;

  beforeAll(async () => {
    server = await startStormServer();
    authenticator = await accountWithPasskey(server);
  }, 60_000);
  afterAll(() => server?.stop());

  it('answers 40 concurrent unknown sign-ins within 5 s without a reset, and a passkey sign-in meanwhile within 1 s', async () => {
    const figures = await signInStorm(server, authenticator, 40);
    expect(figures.resets).toBe(0);
    expect(Object.values(figures.statuses).reduce((sum, count) => sum + count, 0)).toBe(40);
    // Only refusals and "busy, retry" answers: a hash is never queued past what the server can do.
    expect(Object.keys(figures.statuses).sort()).toEqual(expect.arrayContaining(['401']));
    for (const status of Object.keys(figures.statuses)) expect(['401', '503']).toContain(status);
    expect(figures.lastAnswerMs).toBeLessThan(5_000);
    expect(figures.passkey.status).toBe(204);
    expect(figures.passkey.ms).toBeLessThan(1_000);
  }, 120_000);
});

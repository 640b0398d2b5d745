import { beforeEach, expect, it } from 'vitest';
import { freshClockStart } from '#testing/test-app.ts';
import { describeForEachEngine, useSuiteStore } from '#testing/test-stores.ts';
import { type LoginLimits, LoginThrottle } from './login-throttle.ts';

const minute = 60 * 1000;
const limits: LoginLimits = {
  perDevice: { maxFailures: 3, windowMs: 10 * minute },
  perAddress: { maxFailures: 3, windowMs: 10 * minute },
};

describeForEachEngine('LoginThrottle', (engine) => {
  const suite = useSuiteStore(engine);
  let clock: number;
  let throttle: LoginThrottle;

  beforeEach(() => {
    clock = freshClockStart();
    throttle = new LoginThrottle(suite.store.loginFailures, { limits, now: () => clock });
  });

  const stranger = (address: string) => ({ deviceId: undefined, address });

  it('refuses once a window holds the limit, until its oldest failure leaves the window', async () => {
    const client = stranger('203.0.113.5');
    for (let failure = 0; failure < 3; failure += 1) {
      expect(await throttle.check(client)).toEqual({ allowed: true });
      await throttle.recordFailure(client);
      clock += minute;
    }
    // Failures at 0, 1 and 2 minutes; now is 3 minutes: the first leaves the window at 10.
    expect(await throttle.check(client)).toEqual({ allowed: false, retryAfterSeconds: 7 * 60 });
    clock += 7 * minute - 1;
    expect((await throttle.check(client)).allowed).toBe(false);
    clock += 1;
    expect(await throttle.check(client)).toEqual({ allowed: true });
    // One failure more fills the window again: the next to leave is the one at 1 minute.
    await throttle.recordFailure(client);
    expect(await throttle.check(client)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts IPv6 clients per /64, and no stranger in any other client’s limit', async () => {
    for (let host = 1; host <= 3; host += 1) await throttle.recordFailure(stranger(`2001:db8:9::${host}`));
    expect((await throttle.check(stranger('2001:db8:9::ffff'))).allowed).toBe(false);
    expect((await throttle.check(stranger('2001:db8:a::1'))).allowed).toBe(true);
    for (let address = 1; address <= 30; address += 1)
      for (let failure = 0; failure < 3; failure += 1)
        await throttle.recordFailure(stranger(`192.0.2.${address}`));
    expect((await throttle.check(stranger('192.0.2.30'))).allowed).toBe(false);
    expect((await throttle.check(stranger('192.0.2.31'))).allowed).toBe(true);
  });

  it('limits a known device by its own failures only', async () => {
    for (let failure = 0; failure < 5; failure += 1) await throttle.recordFailure(stranger('192.0.2.10'));
    const device = { deviceId: 'device-one', address: '192.0.2.10' };
    expect((await throttle.check(device)).allowed).toBe(true);
    for (let failure = 0; failure < 3; failure += 1) await throttle.recordFailure(device);
    expect((await throttle.check(device)).allowed).toBe(false);
    expect((await throttle.check({ deviceId: 'device-two', address: '192.0.2.10' })).allowed).toBe(true);
  });

  it('forgets failures older than the longest window', async () => {
    await throttle.recordFailure(stranger('198.51.100.1'));
    const since = clock - 1;
    clock += 10 * minute;
    await throttle.recordFailure(stranger('198.51.100.1'));
    expect(await suite.store.loginFailures.latest('address:198.51.100.1', since, 10)).toEqual([clock]);
  });
});

import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.ts';

describe('LoginLimiter', () => {
  it('allows the configured failures per window and address, then tells how long to wait', () => {
    let clock = 0;
    const limiter = new LoginLimiter({ maxFailures: 3, windowMs: 60_000, now: () => clock });
    for (let failure = 0; failure < 3; failure += 1) {
      expect(limiter.check('a')).toEqual({ allowed: true });
      limiter.recordFailure('a');
    }
    clock = 20_500;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.check('b')).toEqual({ allowed: true });
    clock = 60_000;
    expect(limiter.check('a')).toEqual({ allowed: true });
  });

  it('forgets addresses whose window ended', () => {
    let clock = 0;
    const limiter = new LoginLimiter({ maxFailures: 1, windowMs: 1_000, now: () => clock });
    limiter.recordFailure('old');
    clock = 5_000;
    limiter.recordFailure('new');
    expect(limiter.trackedAddresses).toBe(1);
    expect(limiter.check('new').allowed).toBe(false);
    expect(limiter.check('old').allowed).toBe(true);
  });
});

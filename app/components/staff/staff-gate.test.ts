import { describe, expect, it } from 'vitest';
import { formatWaitTime, tooManyAttemptsMessage } from './staff-gate.tsx';

describe('formatWaitTime', () => {
  it('speaks seconds under a minute and whole minutes, rounded up, above', () => {
    expect(formatWaitTime(0)).toBe('1 second');
    expect(formatWaitTime(1)).toBe('1 second');
    expect(formatWaitTime(45)).toBe('45 seconds');
    expect(formatWaitTime(60)).toBe('1 minute');
    expect(formatWaitTime(61)).toBe('2 minutes');
    expect(formatWaitTime(900)).toBe('15 minutes');
  });
});

describe('tooManyAttemptsMessage', () => {
  it('includes the wait when the server gave one', () => {
    expect(tooManyAttemptsMessage(840)).toBe('Too many attempts. Try again in 14 minutes.');
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many attempts. Try again later.');
  });
});

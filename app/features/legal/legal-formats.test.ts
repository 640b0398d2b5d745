import { describe, expect, it } from 'vitest';
import { languageCookie } from '#contract/language-choice.ts';
import { cookieLifetime, durationOfSeconds, formatDuration, formatLegalDate } from './legal-formats.ts';
import { staffDeviceCookie, staffSessionCookie } from './staff-session-cookie.ts';

describe('the legal texts’ durations and dates', () => {
  it('writes a duration as each language does, in Western digits', () => {
    expect(formatDuration(staffSessionCookie.lifetime, 'en')).toBe('8 hours');
    expect(formatDuration(staffSessionCookie.idleTimeout, 'en')).toBe('30 minutes');
    expect(formatDuration(staffDeviceCookie.lifetime, 'en')).toBe('180 days');
    expect(formatDuration(staffSessionCookie.lifetime, 'te')).toBe('8 గంటలు');
    expect(formatDuration(staffDeviceCookie.lifetime, 'hi')).toBe('180 दिन');
  });

  it('measures a max-age in the largest whole unit', () => {
    expect(durationOfSeconds(365 * 24 * 60 * 60)).toEqual({ value: 1, unit: 'year' });
    expect(durationOfSeconds(180 * 24 * 60 * 60)).toEqual({ value: 180, unit: 'day' });
    expect(durationOfSeconds(8 * 60 * 60)).toEqual({ value: 8, unit: 'hour' });
    expect(durationOfSeconds(15 * 60)).toEqual({ value: 15, unit: 'minute' });
  });

  it('states a cookie’s lifetime in the contract’s words in English and from its max-age otherwise', () => {
    expect(cookieLifetime(languageCookie, 'en')).toBe(languageCookie.lifetime);
    expect(cookieLifetime(languageCookie, 'te')).toBe('1 సంవత్సరం');
    expect(cookieLifetime(languageCookie, 'hi')).toBe('1 वर्ष');
  });

  it('writes the review date as each language does', () => {
    expect(formatLegalDate('2026-11-26', 'en')).toBe('26 November 2026');
    expect(formatLegalDate('2026-11-26', 'te')).toMatch(/^26 నవంబర్,? 2026$/);
    expect(formatLegalDate('2026-11-26', 'hi')).toBe('26 नवंबर 2026');
  });
});

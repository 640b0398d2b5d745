import { describe, expect, it } from 'vitest';
import { hoursLine, siteConfig } from '#app/lib/site-config.ts';
import { supportChannels } from './support-channels.ts';

describe('the hours of each way in', () => {
  it('states the phone line the same way in words (SPEC §9) and day by day (JSON-LD)', () => {
    const match = /^Mon-Fri (\d{1,2}):00 (AM|PM) to (\d{1,2}):00 (AM|PM) IST$/.exec(siteConfig.salesHours);
    expect(match).not.toBeNull();
    const [, opens, opensHalf, closes, closesHalf] = match ?? [];
    expect(siteConfig.phoneHours).toEqual([
      { days: 'Monday–Friday', hours: `${opens} ${opensHalf}–${closes} ${closesHalf}` },
      { days: 'Saturday', hours: 'Closed' },
      { days: 'Sunday', hours: 'Closed' },
    ]);
  });

  it('gives every channel of the support page its hours from the site configuration', () => {
    const open = Object.fromEntries(supportChannels.map((channel) => [channel.id, channel.open]));
    expect(open).toEqual({
      phone: siteConfig.salesHours,
      email: siteConfig.anyHour,
      'contact-form': siteConfig.anyHour,
      quote: siteConfig.anyHour,
      'adverse-event': siteConfig.anyHour,
      chat: siteConfig.anyHour,
      visit: hoursLine(siteConfig.businessHours),
    });
    expect(hoursLine(siteConfig.businessHours)).toBe(
      'Monday–Friday 8 AM–6 PM, Saturday 9 AM–2 PM, Sunday closed',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { localContent } from '#languages/content.ts';
import { hoursLine, siteConfig } from '#app/lib/site-config.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { openingHoursContent, openingHoursNamespace } from '#app/data/opening-hours.ts';
import { supportChannels } from './support-channels.ts';
import { supportPageContent } from './support-content.ts';

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
    const open = Object.fromEntries(
      supportChannels(supportPageContent, openingHoursContent).map((channel) => [channel.id, channel.open]),
    );
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

describe('the ways in on a translated page', () => {
  const telugu = localContent('help.support', supportPageContent, messagesFor('te'));
  const teluguHours = localContent(openingHoursNamespace, openingHoursContent, messagesFor('te'));

  it('keeps every number, address and "24/7" of the site configuration and translates the words', () => {
    const channels = Object.fromEntries(
      supportChannels(telugu, teluguHours).map((channel) => [channel.id, channel]),
    );
    expect(channels.phone?.action).toEqual({ label: siteConfig.phone.display, href: siteConfig.phone.href });
    expect(channels.email?.action).toEqual({ label: siteConfig.email.display, href: siteConfig.email.href });
    expect(channels.email?.open).toBe(siteConfig.anyHour);
    expect(channels.phone?.open).toBe(teluguHours.phoneLine);
    expect(channels.visit?.open).toBe(teluguHours.office);
    expect(channels.visit?.text).toContain(siteConfig.address.street);
    expect(channels.email?.answer).toContain(teluguHours.replyWithin);
    for (const channel of Object.values(channels)) {
      expect(channel.title, channel.id).toMatch(/[\u0C00-\u0C7F]/);
      expect(channel.action.label, channel.id).not.toBe('');
      expect(channel.text, channel.id).not.toMatch(/\{\w+\}/);
    }
  });
});

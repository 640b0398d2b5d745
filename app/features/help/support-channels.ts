import type { OpeningHours } from '#app/data/opening-hours.ts';
import type { IconName } from '#app/components/ui/icon-names.ts';
import { fillText } from '#languages/messages.ts';
import { postalAddressLine, siteConfig } from '#app/lib/site-config.ts';
import type { SupportPageTexts } from './support-content.ts';

type ChannelId = keyof SupportPageTexts['channels'];

/** One way to reach the company: where it is and which hours it keeps; its words are content. */
interface ChannelPlace {
  id: ChannelId;
  icon: IconName;
  href: string;
  /** The link's text when it is the address itself (a phone number, an email address). */
  address?: string;
  /** Which of the site configuration's hours it keeps: the phone line's, any hour, or the office's. */
  open: 'phoneLine' | 'anyHour' | 'office';
}

const channelPlaces: readonly ChannelPlace[] = [
  {
    id: 'phone',
    icon: 'phone',
    href: siteConfig.phone.href,
    address: siteConfig.phone.display,
    open: 'phoneLine',
  },
  {
    id: 'email',
    icon: 'mail',
    href: siteConfig.email.href,
    address: siteConfig.email.display,
    open: 'anyHour',
  },
  { id: 'contact-form', icon: 'send-horizontal', href: '/contact', open: 'anyHour' },
  { id: 'quote', icon: 'clipboard-list', href: '/request-quote', open: 'anyHour' },
  { id: 'adverse-event', icon: 'shield-plus', href: '/adverse-events', open: 'anyHour' },
  { id: 'chat', icon: 'message-circle', href: '/contact', open: 'anyHour' },
  { id: 'visit', icon: 'map-pin', href: '/contact#visit', open: 'office' },
];

/** One way to reach the company as the support page shows it, with when it is open. */
export interface SupportChannel {
  id: ChannelId;
  icon: IconName;
  title: string;
  /** What it is for. */
  text: string;
  /** Where it is: a link, its text naming the channel or what it does. */
  action: { label: string; href: string };
  /** When it is open. */
  open: string;
  /** How soon we answer. */
  answer: string;
}

/** Every way in, in the words of `texts` (the page's language), with the facts of the site configuration. */
export function supportChannels(texts: SupportPageTexts, hours: OpeningHours): SupportChannel[] {
  return channelPlaces.map((place) => {
    const words: { title: string; text: string; action?: string; answer: string } = texts.channels[place.id];
    return {
      id: place.id,
      icon: place.icon,
      title: words.title,
      text: fillText(words.text, { legalName: siteConfig.legalName, address: postalAddressLine() }),
      action: { label: place.address ?? words.action ?? '', href: place.href },
      open: place.open === 'anyHour' ? siteConfig.anyHour : hours[place.open],
      answer: fillText(words.answer, { replyWithin: hours.replyWithin }),
    };
  });
}

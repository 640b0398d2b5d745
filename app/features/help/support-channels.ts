import type { IconName } from '#app/components/ui/icon-names.ts';
import { hoursLine, postalAddressLine, siteConfig } from '#app/lib/site-config.ts';

/** One way to reach the company, with when it is open: every hour comes from the site configuration. */
export interface SupportChannel {
  id: string;
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

const { anyHour, replyWithin } = siteConfig;
const written = `Within ${replyWithin}, nights, Sundays and holidays included`;

export const supportChannels: readonly SupportChannel[] = [
  {
    id: 'phone',
    icon: 'phone',
    title: 'Phone',
    text: 'Talk to our team about orders, stock, prices, or anything you would rather say than write.',
    action: { label: siteConfig.phone.display, href: siteConfig.phone.href },
    open: siteConfig.salesHours,
    answer: 'At once, while the line is open',
  },
  {
    id: 'email',
    icon: 'mail',
    title: 'Email',
    text: 'Write to us about anything, and attach what helps, such as a photo of a damaged pack.',
    action: { label: siteConfig.email.display, href: siteConfig.email.href },
    open: anyHour,
    answer: written,
  },
  {
    id: 'contact-form',
    icon: 'send-horizontal',
    title: 'Contact form',
    text: 'Send us a message from the contact page. You get a reference and a private page where our reply appears.',
    action: { label: 'Write to us', href: '/contact' },
    open: anyHour,
    answer: written,
  },
  {
    id: 'quote',
    icon: 'clipboard-list',
    title: 'Quote request',
    text: 'Prices for hospitals, clinics, pharmacies and other buyers of larger quantities.',
    action: { label: 'Request a quote', href: '/request-quote' },
    open: anyHour,
    answer: written,
  },
  {
    id: 'adverse-event',
    icon: 'shield-plus',
    title: 'Side-effect report',
    text: 'Tell our drug safety team about a suspected side effect of one of our products. They review every report.',
    action: { label: 'Report a side effect', href: '/adverse-events' },
    open: anyHour,
    answer: `${written}, when you leave an email address and agree to be contacted`,
  },
  {
    id: 'chat',
    icon: 'message-circle',
    title: 'Chat',
    text: 'A scripted assistant on the home and contact pages: quick answers about products, orders, hours and how to reach us, the same as our Help Center.',
    action: { label: 'Chat on the contact page', href: '/contact' },
    open: anyHour,
    answer: 'At once',
  },
  {
    id: 'visit',
    icon: 'map-pin',
    title: 'Visit us',
    text: `Our office: ${siteConfig.legalName}, ${postalAddressLine()}.`,
    action: { label: 'Map and directions', href: '/contact#location-heading' },
    open: hoursLine(siteConfig.businessHours),
    answer: 'In person, while the office is open',
  },
];

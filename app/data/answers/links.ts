import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';

/**
 * The pages, phone numbers and email address the answers mention, each written exactly so in the
 * answer's text (case matters): the chat's message and the help center show each mention as a link.
 */
export const chatLinks = {
  products: { text: 'Products', to: '/products' },
  supplements: { text: 'Supplements', to: '/products/supplements' },
  prescriptionMedicines: { text: 'Prescription Medicines', to: '/products/prescription-medicines' },
  requestQuote: { text: 'Request Quote', to: '/request-quote' },
  contactForm: { text: 'contact form', to: '/#contact' },
  adverseEvents: { text: 'adverse-event report page', to: '/adverse-events' },
  packCheck: { text: 'Check a Pack', to: '/verify' },
  recalls: { text: 'Product Recalls', to: '/recalls' },
  support: { text: 'Customer Support', to: '/support' },
  privacy: { text: 'Privacy Policy', to: '/privacy' },
  phone: { text: siteConfig.phone.display, to: siteConfig.phone.href },
  email: { text: siteConfig.email.display, to: siteConfig.email.href },
  pvpiHelpline: { text: publicHelplines.pvpi.display, to: publicHelplines.pvpi.href },
} as const;

export type ChatLink = (typeof chatLinks)[keyof typeof chatLinks];

/** A piece of a reply: plain text, or a mention shown as a link. */
export type ChatTextPart = string | ChatLink;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const linkByText = new Map<string, ChatLink>(Object.values(chatLinks).map((link) => [link.text, link]));
// Longest first, so a mention inside a longer one never wins; whole words only.
const mention = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...linkByText.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

/** Splits a reply into its text and its mentions of pages and contacts, in order. */
export function chatTextParts(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(mention)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(linkByText.get(match[0])!);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

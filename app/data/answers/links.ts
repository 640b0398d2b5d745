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

export type ChatLinkKey = keyof typeof chatLinks;
export type ChatLink = (typeof chatLinks)[ChatLinkKey];

/** The mentions that lead to one of the site's pages, whose names a translation puts in its words. */
export type ChatPageKey = {
  [Key in ChatLinkKey]: (typeof chatLinks)[Key]['to'] extends `/${string}` ? Key : never;
}[ChatLinkKey];

/** The pages' names as the English answers write them; a Telugu or Hindi page has its own words. */
export const chatPageNames = Object.fromEntries(
  Object.entries(chatLinks)
    .filter(([, link]) => link.to.startsWith('/'))
    .map(([key, link]) => [key, link.text]),
) as Readonly<Record<ChatPageKey, string>>;

/** A piece of a reply: plain text, or a mention shown as a link (with the words it was written in). */
export type ChatTextPart = string | { text: string; to: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function mentionsOf(localPageNames: Readonly<Record<ChatPageKey, string>>) {
  const linkByText = new Map<string, { text: string; to: string }>(
    Object.values(chatLinks).map((link) => [link.text, link]),
  );
  for (const [key, text] of Object.entries(localPageNames)) {
    if (!linkByText.has(text)) linkByText.set(text, { text, to: chatLinks[key as ChatPageKey].to });
  }
  // Longest first, so a mention inside a longer one never wins. A name in Latin letters is a whole
  // word; a Telugu or Hindi one may take an ending ("…పేజీని").
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(${[...linkByText.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => (/^[\x20-\x7E]+$/.test(name) ? `${escape(name)}(?![\\p{L}\\p{N}])` : escape(name)))
      .join('|')})`,
    'gu',
  );
  return { linkByText, pattern };
}

/** By the names' words: a page has one set of them, so this holds one or two entries. */
const mentionsByNames = new Map<string, ReturnType<typeof mentionsOf>>();

/**
 * Splits a reply into its text and its mentions of pages and contacts, in order: the English names,
 * and on a translated page also the names its language gives the pages.
 */
export function chatTextParts(
  text: string,
  localPageNames: Readonly<Record<ChatPageKey, string>> = chatPageNames,
): ChatTextPart[] {
  const key = Object.values(localPageNames).join('\n');
  let mentions = mentionsByNames.get(key);
  if (!mentions) {
    mentions = mentionsOf(localPageNames);
    mentionsByNames.set(key, mentions);
  }
  const parts: ChatTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(mentions.pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(mentions.linkByText.get(match[0])!);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

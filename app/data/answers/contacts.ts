import { hoursLine, postalAddressLine, publicHelplines, siteConfig } from '#app/lib/site-config.ts';

/**
 * The contact details the answers quote (the chat's replies, the help center's answers): the
 * company's own, from the site configuration.
 */
export interface ChatContacts {
  helpline: string;
  email: string;
  address: string;
  /** When the team answers the phone. */
  hours: string;
  /** When the office is open for visits, on one line. */
  officeHours: string;
  /** When the chat, the forms and email are open ("24/7"). */
  anyHour: string;
  /** How soon a written message is answered ("24 hours"). */
  replyWithin: string;
  /** Where side effects are reported nationally (PvPI). */
  pvpiHelpline: string;
}

export const chatContacts: ChatContacts = {
  helpline: siteConfig.phone.display,
  email: siteConfig.email.display,
  address: postalAddressLine(),
  hours: siteConfig.salesHours,
  officeHours: hoursLine(siteConfig.businessHours),
  anyHour: siteConfig.anyHour,
  replyWithin: siteConfig.replyWithin,
  pvpiHelpline: publicHelplines.pvpi.display,
};

/** Everything a reply may depend on besides the message itself. */
export interface ChatContext {
  companyName: string;
  contacts: ChatContacts;
}

export const defaultChatContext: ChatContext = {
  companyName: siteConfig.name,
  contacts: chatContacts,
};

import { postalAddressLine, publicHelplines, siteConfig } from '#app/lib/site-config.ts';

/** The contact details the chat quotes in its replies: the company's own, from the site configuration. */
export interface ChatContacts {
  helpline: string;
  email: string;
  address: string;
  /** When the team answers the phone. */
  hours: string;
  /** Where side effects are reported nationally (PvPI). */
  pvpiHelpline: string;
}

export const chatContacts: ChatContacts = {
  helpline: siteConfig.phone.display,
  email: siteConfig.email.display,
  address: postalAddressLine(),
  hours: siteConfig.salesHours,
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

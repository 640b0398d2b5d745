import { siteConfig } from '#app/lib/site-config.ts';

/**
 * The contact details the chat quotes in its replies. They are the chat's own placeholders and
 * intentionally differ from the site's contact details (siteConfig); change them here only.
 */
export interface ChatContacts {
  helpline: string;
  email: string;
  address: string;
}

export const chatContacts: ChatContacts = {
  helpline: '+91 98765 43210',
  email: 'support@example.com',
  address: 'Plot 42, Health Avenue, Hyderabad, Telangana 500001',
};

/** Hours the chat states; the spec gives the chat its own, shorter hours. */
export const chatBusinessHours = 'Monday–Friday 9 AM–6 PM IST';

/** Everything a reply may depend on besides the message itself. */
export interface ChatContext {
  companyName: string;
  contacts: ChatContacts;
}

export const defaultChatContext: ChatContext = {
  companyName: siteConfig.name,
  contacts: chatContacts,
};

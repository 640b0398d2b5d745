import { catalogue } from '#catalogue/catalogue.ts';
import { type CatalogueMentions, catalogueMentions } from './catalogue-mentions.ts';
import { type ChatContext, chatDefaults } from './contacts.ts';

/*
 * The shipped catalogue as the answers mention it: what a page prerendered at build time carries.
 * Apart from the answers themselves, so that the chat's code, which takes the page's catalogue,
 * does not carry the shipped one.
 */

export const shippedMentions: CatalogueMentions = catalogueMentions((categoryId) => catalogue[categoryId]);

/** A reply's context on a page of the shipped catalogue. */
export const shippedChatContext: ChatContext = { ...chatDefaults, catalogue: shippedMentions };

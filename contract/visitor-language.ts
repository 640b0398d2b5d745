import './zod-setup.ts';
import { z } from 'zod';
import { siteLanguages } from './language-choice.ts';

/**
 * The language a visitor wrote to us in: the language of the page their form was on. It is kept with
 * each submission and recall subscription, and every mail to them is written in it (staff mails stay
 * English). A row stored before languages were kept reads as English.
 */
export type VisitorLanguage = (typeof siteLanguages)[number];

export const defaultVisitorLanguage: VisitorLanguage = 'en';

export const visitorLanguageSchema = z
  .enum(siteLanguages)
  .meta({ description: `The language of the page it was sent from (${siteLanguages.join(', ')}).` });

/** A stored or sent language, or English for anything not in the contract's list. */
export function visitorLanguageOf(value: unknown): VisitorLanguage {
  const parsed = visitorLanguageSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultVisitorLanguage;
}

import { hoursLine, siteConfig } from '#app/lib/site-config.ts';
import { useContent } from '#languages/content.ts';

/**
 * The company's hours and reply promise, from the site configuration, as each language writes them
 * (`site.hours`): one translation that every page and the chat quote, so none of them disagrees.
 * Sentences quote them inline and in brackets, so they carry no brackets of their own.
 */
export const openingHoursContent = {
  /** When the phone line is answered. */
  phoneLine: siteConfig.salesHours,
  /** When the office is open for visits, in one line. */
  office: hoursLine(siteConfig.businessHours),
  /** How soon a written message is answered ("24 hours"). */
  replyWithin: siteConfig.replyWithin,
};

export type OpeningHours = typeof openingHoursContent;

/** The namespace of `openingHoursContent`, for `useContent` and an island's `content`. */
export const openingHoursNamespace = 'site.hours';

/** The hours in the page's language. */
export function useOpeningHours(): OpeningHours {
  return useContent(openingHoursNamespace, openingHoursContent);
}

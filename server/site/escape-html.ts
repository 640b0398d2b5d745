import { fillPlaceholders } from '#contract/fill-placeholders.ts';

const htmlEntities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an HTML element or a quoted attribute, whichever quote it uses. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => htmlEntities[character] ?? character);

/** A text with its `{name}` placeholders filled with pieces of HTML; the text itself is escaped. */
export const fillHtml = (template: string, pieces: Readonly<Record<string, string>>) =>
  fillPlaceholders(escapeHtml(template), pieces);

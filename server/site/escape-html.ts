import { fillPlaceholders } from '#contract/fill-placeholders.ts';

/** Text made safe inside an HTML element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A text with its `{name}` placeholders filled with pieces of HTML; the text itself is escaped. */
export const fillHtml = (template: string, pieces: Readonly<Record<string, string>>) =>
  fillPlaceholders(escapeHtml(template), pieces);

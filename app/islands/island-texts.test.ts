import { describe, expect, it } from 'vitest';
import { islandNames } from '#app/lib/island-names.ts';
import { messagesFor } from '#languages/catalogues.ts';
import type { LeadKind } from '#contract/lead-fields.ts';
import { formRefusalIds } from '#languages/lead-messages.ts';
import { messagesOf } from '#languages/messages.ts';
import { islandTexts, islandTextsOf } from './island-texts.ts';

/** The islands that send a form, and its kind. */
const formIslands = {
  newsletter: 'newsletter',
  'contact-form': 'contact',
  'quote-form': 'quote',
  'medical-info-form': 'medical-info',
  'distributor-form': 'distributor',
  'adverse-event-form': 'adverse-event',
} as const satisfies Partial<Record<(typeof islandNames)[number], LeadKind>>;

describe('the texts each island’s entry module carries', () => {
  it.each(islandNames)('%s: every id and namespace it declares names a text of the site', (name) => {
    const { messages = [], content = [] } = islandTexts[name];
    const english = messagesFor('en');
    const unknown = [...messages, ...content].filter(
      (entry) => Object.keys(messagesOf(english, [entry])).length === 0,
    );
    expect(unknown).toEqual([]);
  });

  it.each(Object.entries(formIslands))(
    '%s: its form’s refusals in Telugu and Hindi; in English its code holds them',
    (name, kind) => {
      const island = name as keyof typeof formIslands;
      const refusals = formRefusalIds(kind);
      for (const locale of ['te', 'hi'] as const) {
        const { messages } = islandTextsOf(island, locale);
        expect(refusals.filter((id) => messages[id] === undefined)).toEqual([]);
        expect(messages[refusals[0] ?? '']).toBe(messagesFor(locale)[refusals[0] ?? '']);
      }
      expect(
        Object.keys(islandTextsOf(island, 'en').messages).filter((id) => id.startsWith('lead.')),
      ).toEqual([]);
    },
  );

  it('in the page’s language, and only what the island declares', () => {
    const header = islandTextsOf('site-header', 'te');
    expect(header.locale).toBe('te');
    expect(header.messages['layout.menu']).toBe(messagesFor('te')['layout.menu']);
    expect(header.messages['layout.menu']).not.toBe(messagesFor('en')['layout.menu']);
    expect(Object.keys(header.messages).some((id) => id.startsWith('chat.'))).toBe(false);
    // Content its code holds in English travels only to a translated page.
    expect(Object.keys(islandTextsOf('live-chat', 'en').messages)).toEqual([]);
    expect(Object.keys(islandTextsOf('live-chat', 'hi').messages).some((id) => id.startsWith('chat.'))).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { shippedMentions } from '#app/data/answers/shipped-mentions.ts';
import { helpAnswer, helpTopics } from '#app/data/answers/help-topics.ts';
import { chatLinks } from '#app/data/answers/links.ts';
import { formatMessage } from '#languages/messages.ts';
import { formatRupees } from '#app/lib/money.ts';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { answerFacts, answerFactsIn, answerTemplate, mentionedPageNames } from './help-answers.ts';
import { statementDateIn } from './accessibility-statement.ts';

const questions = helpTopics.flatMap((topic) => topic.questions);
const linkTexts = Object.fromEntries(Object.entries(chatLinks).map(([key, link]) => [key, link.text]));

describe('the help answers as templates', () => {
  it.each(questions.map((entry) => [entry.question, entry] as const))(
    '%j, filled with the English facts and page names, is the chat’s reply word for word',
    (_, entry) => {
      const template = answerTemplate(helpAnswer(entry));
      expect(formatMessage(template, 'en', { ...answerFacts, ...linkTexts })).toBe(helpAnswer(entry));
    },
  );

  it('leaves no number, address or hours of the site configuration in the words to translate', () => {
    const templates = questions.map((entry) => answerTemplate(helpAnswer(entry))).join('\n');
    for (const fact of [
      siteConfig.phone.display,
      siteConfig.email.display,
      siteConfig.address.street,
      siteConfig.salesHours,
      siteConfig.replyWithin,
      publicHelplines.pvpi.display,
      publicHelplines.emergency.ambulance,
      publicHelplines.emergency.teleManas,
      formatRupees(shippedMentions.featured.price),
    ]) {
      expect(templates).not.toContain(fact);
    }
    expect(templates).toContain('{phone}');
    expect(templates).toContain('{support}');
  });

  it('turns a fact into a placeholder only where it stands alone, the longest first', () => {
    expect(answerTemplate(`Call ${siteConfig.phone.display} (${siteConfig.salesHours}) or 108.`)).toBe(
      'Call {phone} ({hours}) or {ambulance}.',
    );
    expect(answerTemplate('Order 11080 and 1082 are not the ambulance.')).toBe(
      'Order 11080 and 1082 are not the ambulance.',
    );
    expect(answerTemplate('See the Customer Support page, not our support.')).toBe(
      'See the {support} page, not our support.',
    );
  });

  it('names the pages the answers mention, not the phone number or the email address', () => {
    const names = mentionedPageNames(['Call {phone}, write to {email} or see {support} and {recalls}.']);
    expect(names).toEqual({ support: 'Customer Support', recalls: 'Product Recalls' });
  });

  it('gives a translated page its own words for the hours and writes the price as its language does', () => {
    const facts = answerFactsIn('hi', { phoneLine: 'फ़ोन', office: 'कार्यालय', replyWithin: '24 घंटे' });
    expect(facts).toMatchObject({
      hours: 'फ़ोन',
      officeHours: 'कार्यालय',
      replyWithin: '24 घंटे',
      anyHour: siteConfig.anyHour,
    });
    expect(facts.price).toBe(formatRupees(shippedMentions.featured.price, 'hi'));
  });
});

describe('the accessibility statement’s date', () => {
  it('is written as each language writes dates', () => {
    expect(statementDateIn('en')).toBe('27 November 2026');
    expect(statementDateIn('te')).toMatch(/^27 నవంబర్,? 2026$/);
    expect(statementDateIn('hi')).toMatch(/^27 नवंबर 2026$/);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatContext } from '#app/data/answers/contacts.ts';
import { shippedChatContext as defaultChatContext } from '#app/data/answers/shipped-mentions.ts';
import { chatPageNames, chatTextParts } from '#app/data/answers/links.ts';
import { localContent } from '#languages/content.ts';
import { openingHoursContent, openingHoursNamespace } from '#app/data/opening-hours.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { chatTexts } from './chat-texts.ts';
import { answer } from '#testing/shipped-chat.ts';
import { hindiSafetyTemplates } from './hindi-replies.ts';
import { teluguSafetyTemplates } from './telugu-replies.ts';

/** The help center's answer to each safety question (help.page.topics.3 and .4). */
const helpAnswerIds = {
  dosage: 'help.page.topics.3.questions.1.answer',
  side: 'help.page.topics.3.questions.2.answer',
  emergency: 'help.page.topics.3.questions.3.answer',
  genuine: 'help.page.topics.4.questions.0.answer',
  recall: 'help.page.topics.4.questions.1.answer',
} as const;

const templates = { te: teluguSafetyTemplates, hi: hindiSafetyTemplates } as const;

function pageContext(locale: 'te' | 'hi'): ChatContext {
  const texts = localContent('chat', chatTexts, messagesFor(locale));
  const hours = localContent(openingHoursNamespace, openingHoursContent, messagesFor(locale));
  return {
    ...defaultChatContext,
    page: { locale, pageNames: texts.pageNames, phoneHours: hours.phoneLine },
  };
}

describe.each(['te', 'hi'] as const)('the %s safety answers', (locale) => {
  const messages = messagesFor(locale);

  it.each(Object.entries(helpAnswerIds))('%s is the help center’s own answer', (topic, id) => {
    expect(templates[locale][topic as keyof typeof helpAnswerIds]).toBe(messages[id]);
  });

  it('names the pages as the help center does', () => {
    for (const key of Object.keys(chatPageNames)) {
      const helpName = messages[`help.page.pageNames.${key}`];
      if (helpName) expect(messages[`chat.pageNames.${key}`], key).toBe(helpName);
    }
  });

  it.each([
    ['emergency', locale === 'te' ? 'ఛాతి నొప్పి' : 'सीने मे दर्द'],
    ['emergency', locale === 'te' ? 'నా పిల్లవాడు మాత్రలు మింగేశాడు' : 'बच्चे ने गोलियाँ खा लीं'],
    ['dosage', locale === 'te' ? 'మోతాదు ఎంత' : 'खुराक कितनी लें'],
    ['side', locale === 'te' ? 'ఈ మందు వల్ల దద్దుర్లు వచ్చాయి' : 'दवा से साइड इफेक्ट'],
    ['genuine', locale === 'te' ? 'ఈ మందు నకిలీదా' : 'क्या यह दवा नकली है'],
  ])('answers %s (%j) in the page’s words, every page it names a link', (topic, message) => {
    const context = pageContext(locale);
    const given = answer(message, context, locale);
    expect(given.ruleId).toBe(topic);
    for (const english of Object.values(chatPageNames)) expect(given.text).not.toContain(english);
    const linked = chatTextParts(given.text, context.page!.pageNames).filter(
      (part) => typeof part !== 'string',
    );
    for (const placeholder of templates[locale][topic as keyof typeof helpAnswerIds].matchAll(/\{(\w+)\}/g)) {
      const name = context.page!.pageNames[placeholder[1] as keyof typeof chatPageNames];
      if (name) expect(linked.map((part) => part.text)).toContain(name);
    }
  });

  it('gives the emergency numbers, Tele-MANAS and "we cannot give emergency care here"', () => {
    const text = answer(locale === 'te' ? 'గుండెపోటు' : 'हार्ट अटैक', pageContext(locale), locale).text;
    for (const number of ['108', '112', '14416']) expect(text).toContain(number);
    expect(text).toContain(
      locale === 'te' ? 'మేము ఇక్కడ అత్యవసర చికిత్స ఇవ్వలేము' : 'हम यहाँ आपातकालीन इलाज नहीं दे सकते',
    );
  });
});

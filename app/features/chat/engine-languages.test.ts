import { describe, expect, it } from 'vitest';
import { shippedChatContext as defaultChatContext } from '#app/data/answers/shipped-mentions.ts';
import { chatTextParts } from '#app/data/answers/links.ts';
import { catalogue } from '#catalogue/catalogue.ts';
import { productCategories } from '#catalogue/product-categories.ts';
import { localContent } from '#languages/content.ts';
import { type Locale, translatedLocales } from '#languages/locales.ts';
import { formatRupees } from '#app/lib/money.ts';
import { postalAddressLine, publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { answer, greeting, reply } from '#testing/shipped-chat.ts';
import { chatRules, type IncomingMessage } from './rules.ts';
import { safetyTopics, type SafetyTopic } from './safety-rules.ts';
import { normalizeMessage } from './keyword-matching.ts';
import { messageLanguage } from './chat-message.ts';
import { chatTexts } from './chat-texts.ts';
import { QUICK_ACTIONS } from './chat-timing.ts';
import { hindiCategoryNames, hindiReplies } from './hindi-replies.ts';
import { teluguCategoryNames } from './telugu-replies.ts';

const teluguScript = /\p{Script=Telugu}/u;
const devanagari = /\p{Script=Devanagari}/u;
const context = defaultChatContext;
const pages: readonly Locale[] = ['en', 'te', 'hi'];

/** What SPEC's rules alone answer: the English page's chat before Hindi was added to it. */
function specAnswer(text: string) {
  const message: IncomingMessage = { original: text, normalized: normalizeMessage(text) };
  for (const rule of chatRules) {
    const ruleAnswer = rule.answer(message, context);
    if (ruleAnswer !== null) return { ruleId: rule.id, text: ruleAnswer };
  }
  return { ruleId: 'fallback', text: reply('qwerty') };
}

const englishMessages = [
  'I have chest pain',
  'Show me your products',
  'Tell me about HeartCare',
  'Anything for diabetes?',
  'What are the side effects?',
  'How can I contact you?',
  'What is your address?',
  'I want to make a complaint',
  'Any offers today?',
  'Is it available?',
  'Do you deliver in Hyderabad?',
  'What is the price?',
  'Where is my order?',
  'Is exercise good for me?',
  'What are your hours?',
  'My name is Ravi',
  'Hello',
  'hi',
  'help',
  'thanks',
  'Is my pack fake?',
  'Any recall of HeartGuard?',
  ...QUICK_ACTIONS,
];

describe('the chat on an English page', () => {
  it.each([...englishMessages, 'namaste', 'qwerty', 'రీకాల్', 'నమస్కారం', 'रिकॉल', 'kya yeh nakli hai'])(
    'answers %j as SPEC’s rules do',
    (message) => {
      expect(answer(message)).toEqual(specAnswer(message));
      expect(answer(message, context, 'en')).toEqual(specAnswer(message));
    },
  );

  it('answers in Hindi what SPEC’s rules left to the English fallback', () => {
    expect(specAnswer('dawai ki keemat').ruleId).toBe('fallback');
    expect(answer('dawai ki keemat')).toMatchObject({ ruleId: 'hindi-price' });
    expect(answer('नमस्ते')).toMatchObject({ ruleId: 'hindi-greeting' });
    expect(answer('क्या आप हिंदी में बता सकते हैं')).toMatchObject({ ruleId: 'hindi' });
  });
});

describe('the visitor’s language, on every page', () => {
  const telugu = ['మందుల ధర ఎంత?', 'mandulu dhara entha', 'ధన్యవాదాలు', 'namaskaram', 'sahayam kavali'];
  const hindi = [
    'दवाई की कीमत क्या है?',
    'dawai ki keemat',
    'kimat kitni hai',
    'dawa chahiye',
    'dhanyavad',
    'shukriya',
    'madad chahiye',
    'sampark kaise karein',
    'मुझे दवा चाहिए',
  ];

  it.each(pages.flatMap((page) => telugu.map((message) => [message, page] as const)))(
    'answers the Telugu %j in Telugu on the %s page',
    (message, page) => {
      const text = reply(message, context, page);
      expect(text).toMatch(teluguScript);
      expect(text).not.toMatch(devanagari);
    },
  );

  it.each(pages.flatMap((page) => hindi.map((message) => [message, page] as const)))(
    'answers the Hindi %j in Hindi on the %s page',
    (message, page) => {
      const text = reply(message, context, page);
      expect(text).toMatch(devanagari);
      expect(text).not.toMatch(teluguScript);
    },
  );

  it('quotes the catalogue’s price in Hindi and Telugu', () => {
    const cardio = catalogue['prescription-medicines'].find((item) => item.category === 'Cardiovascular')!;
    for (const page of pages) {
      for (const question of ['dawai ki keemat', 'mandulu dhara entha']) {
        expect(reply(question, context, page)).toContain(cardio.name);
        expect(reply(question, context, page)).toContain(formatRupees(cardio.price));
      }
    }
    expect(answer('dawai ki keemat', context, 'hi').ruleId).toBe('hindi-price');
    expect(answer('mandulu dhara entha', context, 'te').ruleId).toBe('telugu-price');
  });

  it.each(translatedLocales.flatMap((page) => englishMessages.map((message) => [message, page] as const)))(
    'answers the English %j on the %s page with SPEC’s English answer, a safety answer in the page’s language',
    (message, page) => {
      const expected = specAnswer(message);
      const given = answer(message, context, page);
      expect(given.ruleId).toBe(expected.ruleId);
      if (safetyTopics.includes(given.ruleId as SafetyTopic)) {
        // Decision 054: a visitor who chose the page's language is told what to do in it.
        expect(given.text).toMatch(page === 'te' ? teluguScript : devanagari);
      } else {
        expect(given.text).toBe(expected.text);
      }
    },
  );

  it('greets in Hindi for "namaste" only on a Hindi page; elsewhere it is SPEC’s hello', () => {
    expect(answer('namaste', context, 'hi')).toMatchObject({ ruleId: 'hindi-greeting' });
    expect(reply('namaste', context, 'hi')).toMatch(devanagari);
    for (const page of ['en', 'te'] as const) {
      expect(answer('namaste', context, page)).toEqual(specAnswer('namaste'));
      expect(answer('namaste', context, page).ruleId).toBe('hello');
    }
  });
});

describe('the page’s language', () => {
  it('greets in the page’s language', () => {
    expect(greeting(context, 'en')).toBe(`Hello! Welcome to ${siteConfig.name}. How can I help you today?`);
    expect(greeting(context, 'te')).toMatch(teluguScript);
    expect(greeting(context, 'te')).toContain(siteConfig.name);
    expect(greeting(context, 'hi')).toMatch(devanagari);
    expect(greeting(context, 'hi')).toContain(siteConfig.name);
  });

  it('answers what no rule takes with what the chat can do in the page’s language', () => {
    expect(answer('qwerty', context, 'en').text).toContain('I’m not sure I understood that');
    const telugu = answer('qwerty', context, 'te');
    expect(telugu.ruleId).toBe('fallback');
    expect(telugu.text).toMatch(teluguScript);
    expect(telugu.text).toContain(siteConfig.phone.display);
    const hindi = answer('qwerty', context, 'hi');
    expect(hindi.ruleId).toBe('fallback');
    expect(hindi.text).toMatch(devanagari);
    expect(hindi.text).toContain(siteConfig.phone.display);
  });
});

describe('an emergency', () => {
  it.each(
    pages.flatMap((page) =>
      [
        'मेरे सीने में दर्द है',
        'पिताजी को सांस नहीं आ रही',
        'वह बेहोश हो गए',
        'आत्महत्या के विचार आ रहे हैं',
        'seene mein dard ho raha hai',
        'saans nahi aa rahi',
        'behosh ho gaye',
      ].map((message) => [message, page] as const),
    ),
  )('said in Hindi, %j, is answered first and in Hindi on the %s page', (message, page) => {
    const result = answer(message, context, page);
    expect(result.ruleId).toBe('emergency');
    expect(result.text).toMatch(devanagari);
    for (const number of Object.values(publicHelplines.emergency)) expect(result.text).toContain(number);
  });

  it('is answered in the language it is said in, whatever the page; English words in the page’s', () => {
    expect(reply('chest pain', context, 'en')).toBe(specAnswer('chest pain').text);
    expect(reply('chest pain', context, 'te')).toMatch(teluguScript);
    expect(reply('chest pain', context, 'hi')).toMatch(devanagari);
    expect(reply('gunde noppi', context, 'en')).toMatch(teluguScript);
    expect(reply('seene me dard', context, 'en')).toMatch(devanagari);
    for (const page of pages) {
      expect(reply('ఛాతీ నొప్పి', context, page)).toMatch(teluguScript);
      expect(answer('दवाई की कीमत, सीने में दर्द', context, page).ruleId).toBe('emergency');
    }
  });
});

describe('the quick actions on a translated page', () => {
  const topics = ['products', 'order', 'address', 'complaint', 'offer', 'contact'];
  const language = { te: 'telugu', hi: 'hindi' } as const;
  const linksOf = (text: string) =>
    [...new Set(chatTextParts(text).flatMap((part) => (typeof part === 'string' ? [] : [part.to])))].sort();
  const numbersOf = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();

  it.each(translatedLocales)(
    'are each answered in the %s page’s language with the English facts',
    (locale) => {
      const labels = localContent('chat', chatTexts, messagesFor(locale)).quickActions;
      expect(labels).toHaveLength(QUICK_ACTIONS.length);
      labels.forEach((label, index) => {
        const english = answer(QUICK_ACTIONS[index]!);
        const translated = answer(label, context, locale);
        expect(translated.ruleId, label).toBe(`${language[locale]}-${topics[index]}`);
        expect(translated.text, label).toMatch(locale === 'te' ? teluguScript : devanagari);
        expect(linksOf(translated.text), label).toEqual(linksOf(english.text));
        expect(numbersOf(translated.text), label).toEqual(numbersOf(english.text));
      });
    },
  );

  it.each(translatedLocales)('are labelled in the %s page’s script', (locale) => {
    for (const label of localContent('chat', chatTexts, messagesFor(locale)).quickActions)
      expect(label).toMatch(locale === 'te' ? teluguScript : devanagari);
  });
});

describe('the replies in Telugu and Hindi', () => {
  it('name the catalogue’s categories as the translated pages do', () => {
    for (const category of productCategories) {
      expect(teluguCategoryNames[category.id]).toBe(messagesFor('te')[`category.${category.id}.name`]);
      expect(hindiCategoryNames[category.id]).toBe(messagesFor('hi')[`category.${category.id}.name`]);
    }
  });

  const everyHindiReply = Object.entries(hindiReplies).map(
    ([id, answerFor]) => [id, answerFor(defaultChatContext)] as const,
  );
  const cataloguePrices = Object.values(catalogue)
    .flat()
    .map((item) => formatRupees(item.price));

  it.each(everyHindiReply)('%s: is Hindi, quoting only contacts of the site configuration', (_, text) => {
    expect(text).toMatch(devanagari);
    const rest = [siteConfig.phone.display, publicHelplines.pvpi.display, postalAddressLine()].reduce(
      (remaining, known) => remaining.replaceAll(known, ''),
      text.replace(/₹[\d,.]+/g, ''),
    );
    for (const [number] of rest.matchAll(/\d{3,}/g))
      expect(Object.values(publicHelplines.emergency)).toContain(number);
    for (const [email] of text.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) {
      expect(email).toBe(siteConfig.email.display);
    }
    for (const [price] of text.matchAll(/₹[\d,]+\.\d{2}/g)) expect(cataloguePrices).toContain(price);
  });

  it.each(everyHindiReply)('%s: links every page it names', (_, text) => {
    const links = chatTextParts(text).flatMap((part) => (typeof part === 'string' ? [] : [part.text]));
    for (const [, name] of text.matchAll(/([A-Z][\w-]*(?: (?:a|[A-Z][\w-]*))*) पेज/gu)) {
      expect(links).toContain(name);
    }
  });

  it('marks each message with its language when the page’s differs, so screen readers switch voice', () => {
    expect(messageLanguage('दवाई की कीमत')).toBe('hi');
    expect(messageLanguage('మందుల ధర')).toBe('te');
    expect(messageLanguage('What is the price?')).toBeUndefined();
    expect(messageLanguage('What is the price?', 'te')).toBe('en');
    expect(messageLanguage('మందుల ధర', 'te')).toBeUndefined();
    expect(messageLanguage('दवाई की कीमत', 'te')).toBe('hi');
    expect(messageLanguage('दवाई की कीमत', 'hi')).toBeUndefined();
    expect(messageLanguage('', 'te')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { chatContacts } from '#app/data/answers/contacts.ts';
import { shippedChatContext as defaultChatContext } from '#app/data/answers/shipped-mentions.ts';
import { answer, greeting, reply } from '#testing/shipped-chat.ts';
import { chatRules } from './rules.ts';
import { catalogue } from '#catalogue/catalogue.ts';
import { formatRupees } from '#app/lib/money.ts';
import { postalAddressLine, publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { chatTextParts } from '#app/data/answers/links.ts';
import { replies } from '#app/data/answers/replies.ts';
import { teluguReplies } from './telugu-replies.ts';

const teluguScript = /\p{Script=Telugu}/u;

describe('rule order', () => {
  it('checks the rules in the spec’s order, with the safety layer first (decision 054)', () => {
    expect(chatRules.map((rule) => rule.id)).toEqual([
      'emergency',
      'side',
      'dosage',
      'recall',
      'genuine',
      'product',
      'heartcare',
      'heart',
      'diabetes',
      'supplement',
      'side',
      'dosage',
      'contact',
      'address',
      'complaint',
      'damage',
      'offer',
      'discount',
      'telugu-thanks',
      'telugu-price',
      'telugu-medicines',
      'telugu-contact',
      'telugu-greeting',
      'telugu',
      'available',
      'hyderabad',
      'price',
      'order',
      'subscribe',
      'compare',
      'exercise',
      'delay',
      'angry',
      'upset',
      'prescribe',
      'personal',
      'cricket',
      'weather',
      'hours',
      'time',
      'name',
      'hello',
      'hi',
      'help',
      'thanks',
      'recall',
      'genuine',
    ]);
  });
});

describe('which rule answers', () => {
  const cases: readonly [message: string, ruleId: string][] = [
    // one message per rule
    ['I have chest pain', 'emergency'],
    ['Show me your products', 'product'],
    ['Tell me about HeartCare', 'heartcare'],
    ['Medicines for my heart', 'heart'],
    ['Anything for diabetes?', 'diabetes'],
    ['Do you sell supplements?', 'supplement'],
    ['What are the side effects?', 'side'],
    ['What dosage should I use?', 'dosage'],
    ['How can I contact you?', 'contact'],
    ['What is your address?', 'address'],
    ['I want to make a complaint', 'complaint'],
    ['The box was damaged', 'damage'],
    ['Any offers today?', 'offer'],
    ['Can I get a discount?', 'discount'],
    ['ధన్యవాదాలు', 'telugu-thanks'],
    ['mandulu dhara entha?', 'telugu-price'],
    ['నాకు మందులు కావాలి', 'telugu-medicines'],
    ['sahayam kavali', 'telugu-contact'],
    ['నమస్కారం', 'telugu-greeting'],
    ['Can you speak Telugu?', 'telugu'],
    ['Is it available?', 'available'],
    ['Do you deliver in Hyderabad?', 'hyderabad'],
    ['What is the price?', 'price'],
    ['Where is my order?', 'order'],
    ['How do I subscribe?', 'subscribe'],
    ['Can you compare these two?', 'compare'],
    ['Is exercise good for me?', 'exercise'],
    ['Why the delay?', 'delay'],
    ['I am angry', 'angry'],
    ['I am upset', 'upset'],
    ['Can you prescribe something?', 'prescribe'],
    ['Is my personal information safe?', 'personal'],
    ['Who won the cricket?', 'cricket'],
    ['How is the weather?', 'weather'],
    ['What are your hours?', 'hours'],
    ['What time is it?', 'time'],
    ['My name is Ravi', 'name'],
    ['Hello', 'hello'],
    ['hi', 'hi'],
    ['help', 'help'],
    ['thanks', 'thanks'],
    ['qwerty', 'fallback'],
    // first match wins
    ['product price', 'product'],
    ['heartcare price', 'heartcare'],
    ['heart supplement', 'heart'],
    // The safety layer outranks SPEC's order (decision 054): a side effect is never a product answer.
    ['side effects of the diabetes medicine', 'side'],
    ['dosage of my prescription', 'dosage'],
    ['offer a discount', 'offer'],
    ['Is it available in Hyderabad?', 'available'],
    ['hi, what are the hours?', 'hours'],
    ['hello, I need help', 'hello'],
    // emergency outranks everything
    ['product price but I have chest pains', 'emergency'],
    ["hi, my father can't breathe", 'emergency'],
    ['I can’t breathe', 'emergency'],
    ['he took an overdose of tablets', 'emergency'],
    ['my friend is suicidal', 'emergency'],
    ['she is unconscious', 'emergency'],
    ['నాకు ఛాతీ నొప్పి ఉంది', 'emergency'],
    // whole words only
    ['this', 'fallback'],
    ['sometimes', 'fallback'],
    ['which one', 'fallback'],
    ['helpful people', 'fallback'],
    ['heartburn', 'fallback'],
    ['ship it', 'fallback'],
    // endings on starred keywords, any letter case
    ['PRODUCTS', 'product'],
    ['I complained twice', 'complaint'],
    ['side-effects', 'side'],
  ];

  it.each(cases)('%j is answered by the %s rule', (message, ruleId) => {
    expect(answer(message).ruleId).toBe(ruleId);
  });
});

describe('replies', () => {
  it('quotes a real catalogue item at its real price when asked the price or about HeartCare', () => {
    const cardio = catalogue['prescription-medicines'].find((item) => item.category === 'Cardiovascular')!;
    for (const message of ['price', 'HeartCare', 'dhara entha']) {
      expect(reply(message)).toContain(cardio.name);
      expect(reply(message)).toContain(formatRupees(cardio.price));
    }
    expect(reply('HeartCare')).toContain('no product called HeartCare');
  });

  it('sends a question about recalls to the recall notices, and on to the pack check', () => {
    for (const question of ['Has this batch number been recalled?', 'Any recall of HeartGuard?', 'रिकॉल']) {
      const parts = chatTextParts(reply(question));
      expect(parts, question).toContainEqual({ text: 'Product Recalls', to: '/recalls' });
      expect(parts, question).toContainEqual({ text: 'Check a Pack', to: '/verify' });
    }
  });

  it('sends a question about a fake pack to the pack check page', () => {
    for (const question of [
      'Is my pack fake?',
      'How do I verify a medicine?',
      'Where is the batch on the pack?',
      'idi nakili aa?',
      'kya yeh nakli hai',
      'क्या यह असली है',
    ]) {
      expect(chatTextParts(reply(question)), question).toContainEqual({
        text: 'Check a Pack',
        to: '/verify',
      });
    }
  });

  it('sends side-effect questions to the adverse-event report page and the PvPI helpline', () => {
    const text = reply('What are the side effects?');
    expect(text).toContain('1800-180-3024');
    expect(chatTextParts(text)).toContainEqual({ text: 'adverse-event report page', to: '/adverse-events' });
    expect(chatTextParts(text)).toContainEqual({ text: '1800-180-3024', to: 'tel:18001803024' });
  });

  it('points contact questions to the contact form and the quote request', () => {
    const links = chatTextParts(reply('How can I contact you?')).filter((part) => typeof part !== 'string');
    expect(links).toEqual(
      expect.arrayContaining([
        { text: 'contact form', to: '/#contact' },
        { text: 'Request Quote', to: '/request-quote' },
        { text: siteConfig.phone.display, to: siteConfig.phone.href },
        { text: siteConfig.email.display, to: siteConfig.email.href },
      ]),
    );
  });

  it('sends emergencies to 108 and 112', () => {
    for (const message of ['chest pain', 'I want to kill myself', 'ఛాతీ నొప్పి']) {
      expect(reply(message)).toContain('108');
      expect(reply(message)).toContain('112');
    }
  });

  it('answers an emergency written in Telugu in Telugu', () => {
    expect(reply('ఛాతీ నొప్పి')).toMatch(teluguScript);
    expect(reply('chest pain')).not.toMatch(teluguScript);
  });

  it.each([
    'What are the side effects?',
    'What dosage should I take?',
    'how many tablets per day',
    'Please prescribe me',
  ])('sends the medical question %j to a doctor or pharmacist without naming a dose', (message) => {
    const text = reply(message);
    expect(text).toMatch(/doctor/i);
    expect(text).not.toMatch(/\d+\s*(mg|ml|tablets? (a|per) day|times a day)/i);
  });

  it.each([
    ['My name is Ravi', 'Ravi'],
    ['my name is ravi kumar', 'Ravi Kumar'],
    ["I'm Priya", 'Priya'],
    ['Hi, I’m Priya!', 'Priya'],
    ['I am Lakshmi and I have a question', 'Lakshmi'],
  ])('greets %j by name', (message, name) => {
    const result = answer(message);
    expect(result.ruleId).toBe('name');
    expect(result.text).toContain(`Nice to meet you, ${name}!`);
  });

  it.each(['I am fine', "I'm looking for something", 'I am a doctor', 'I am not sure'])(
    'does not take %j for a name',
    (message) => {
      expect(answer(message).ruleId).not.toBe('name');
    },
  );

  it.each(['ధన్యవాదాలు', 'dhara entha', 'మందులు', 'sahayam', 'namaskaram', 'తెలుగులో చెప్పండి', 'Telugu please'])(
    'answers the Telugu message %j in Telugu',
    (message) => {
      expect(reply(message)).toMatch(teluguScript);
    },
  );

  it('states the hours of the site configuration', () => {
    expect(reply('What are your hours?')).toContain(siteConfig.salesHours);
    expect(reply('what time do you close')).toContain(siteConfig.salesHours);
    expect(reply('sahayam')).toContain(siteConfig.salesHours);
  });

  it('quotes the company’s own phone, email and address', () => {
    const text = reply('How can I contact you?');
    expect(text).toContain(siteConfig.phone.display);
    expect(text).toContain(siteConfig.email.display);
    expect(reply('What is your address?')).toContain(postalAddressLine());
    expect(postalAddressLine()).toContain(siteConfig.address.street);
  });

  it('falls back to a representative and the list of topics', () => {
    const text = reply('qwerty');
    expect(text).toContain('representative');
    expect(text).toContain(chatContacts.helpline);
    expect(text).toMatch(/products, prices, orders/);
  });

  it('uses the contacts of the context it is given', () => {
    const context = { ...defaultChatContext, contacts: { ...chatContacts, helpline: '+91 11111 22222' } };
    expect(reply('contact', context)).toContain('+91 11111 22222');
  });

  it('greets with the company name', () => {
    expect(greeting()).toBe(`Hello! Welcome to ${siteConfig.name}. How can I help you today?`);
  });
});

describe('every reply', () => {
  const everyReply = [
    ...Object.entries(replies).map(([id, answerFor]) => [id, answerFor(defaultChatContext)] as const),
    ...Object.entries(teluguReplies).map(
      ([id, answerFor]) => [`telugu ${id}`, answerFor(defaultChatContext)] as const,
    ),
  ];
  const emergencyNumbers = Object.values(publicHelplines.emergency);
  const cataloguePrices = Object.values(catalogue)
    .flat()
    .map((item) => formatRupees(item.price));

  it.each(everyReply)('%s: quotes only phone numbers and emails of the site configuration', (_, text) => {
    for (const [number] of text.matchAll(/\+?\d[\d -]{5,}\d/g)) {
      expect([siteConfig.phone.display, publicHelplines.pvpi.display]).toContain(number);
    }
    // Any other short number is an emergency number (the address and prices are checked elsewhere).
    const rest = [siteConfig.phone.display, publicHelplines.pvpi.display, postalAddressLine()].reduce(
      (remaining, known) => remaining.replaceAll(known, ''),
      text.replace(/₹[\d,.]+/g, ''),
    );
    for (const [number] of rest.matchAll(/\d{3,}/g)) expect(emergencyNumbers).toContain(number);
    for (const [email] of text.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) {
      expect(email).toBe(siteConfig.email.display);
    }
  });

  it.each(everyReply)('%s: quotes only prices of the catalogue', (_, text) => {
    for (const [price] of text.matchAll(/₹[\d,]+\.\d{2}/g)) expect(cataloguePrices).toContain(price);
  });

  it.each(everyReply)('%s: links every page it names', (_, text) => {
    const links = chatTextParts(text).flatMap((part) => (typeof part === 'string' ? [] : [part.text]));
    for (const [, name] of text.matchAll(/(?:the|our) ([A-Z][\w-]*(?: [A-Z][\w-]*)*) page/g)) {
      expect(links).toContain(name);
    }
    for (const [, name] of text.matchAll(/([A-Z][\w-]*(?: (?:a|[A-Z][\w-]*))*) పేజీ/gu)) {
      expect(links).toContain(name);
    }
  });
});

import type { ChatContext } from '#app/data/answers/contacts.ts';
import type { Locale } from '#languages/locales.ts';
import { anyOf, containsDevanagariScript, containsTeluguScript } from './keyword-matching.ts';
import { introducedName } from './name-introduction.ts';
import { nameGreeting, replies } from '#app/data/answers/replies.ts';
import type { ChatRule } from './chat-rule.ts';
import { hindiReplies } from './hindi-replies.ts';
import { safetyRulesFor } from './safety-rules.ts';
import { teluguReplies } from './telugu-replies.ts';

export type { ChatRule, IncomingMessage } from './chat-rule.ts';

function keywordRule(
  id: string,
  patterns: readonly string[],
  reply: (context: ChatContext) => string,
): ChatRule {
  const matches = anyOf(patterns);
  return { id, answer: (message, context) => (matches(message.normalized) ? reply(context) : null) };
}

const nameRule: ChatRule = {
  id: 'name',
  answer: (message) => {
    const name = introducedName(message.original);
    return name ? nameGreeting(name) : null;
  },
};

const mentionsTelugu = anyOf(['telugu', 'తెలుగు', 'meeru', 'kavali', 'kaavali', 'cheppandi', 'cheppagalara']);

/** Anything written in Telugu script, or asking for Telugu, gets a Telugu answer. */
const teluguRule: ChatRule = {
  id: 'telugu',
  answer: (message, context) =>
    containsTeluguScript(message.original) || mentionsTelugu(message.normalized)
      ? teluguReplies.general(context)
      : null,
};

const teluguThanksRule = keywordRule(
  'telugu-thanks',
  ['ధన్యవాదాలు', 'ధన్యవాదములు', 'dhanyavadalu', 'dhanyavaadaalu', 'dhanyavaadalu', 'dhanyavadamulu'],
  teluguReplies.thanks,
);
const teluguPriceRule = keywordRule(
  'telugu-price',
  // Not a bare 'ఎంత' (how much): "how much should I take" is a question about a dose.
  [
    'ధర*',
    'ఖరీదు*',
    'ఎంత ధర*',
    'ఎంత అవుతుంది',
    'ఎంత ఖర్చు*',
    'ఎంతకు .. వస్తుంది',
    'dhara',
    'dharalu',
    'dharulu',
    'kharidu',
    'entha avutundi',
    'entha kharchu',
  ],
  teluguReplies.price,
);
const teluguMedicinesRule = keywordRule(
  'telugu-medicines',
  ['మందు*', 'మాత్ర*', 'mandu', 'mandulu', 'mathralu', 'matralu', 'maatralu'],
  teluguReplies.medicines,
);
const teluguContactRule = keywordRule(
  'telugu-contact',
  ['సహాయ*', 'సంప్రదించ*', 'ఫోన్*', 'sahayam', 'sahaayam', 'sampradinchandi'],
  teluguReplies.contact,
);
const teluguGreetingRule = keywordRule(
  'telugu-greeting',
  [
    'నమస్కారం',
    'నమస్తే',
    'బాగున్నారా',
    'namaskaram',
    'namaskaaram',
    'namaskaramandi',
    'bagunnara',
    'baagunnara',
    'ela unnaru',
  ],
  teluguReplies.greeting,
);

/**
 * The quick actions' topics in Telugu (their labels on a Telugu page, and the words for them), so
 * that each is answered in Telugu with the facts of its English answer.
 */
const teluguTopicRules: readonly ChatRule[] = [
  keywordRule('telugu-order', ['ఆర్డర్*', 'డెలివరీ*'], teluguReplies.order),
  keywordRule('telugu-complaint', ['ఫిర్యాదు*'], teluguReplies.complaint),
  keywordRule('telugu-offer', ['ఆఫర్*'], teluguReplies.offer),
  keywordRule('telugu-address', ['స్టోర్*', 'దుకాణ*', 'చిరునామా*', 'అడ్రస్*'], teluguReplies.address),
  keywordRule('telugu-products', ['ఉత్పత్త*', 'ప్రొడక్ట్*', 'ప్రోడక్ట్*'], teluguReplies.products),
];

const mentionsHindi = anyOf([
  'hindi',
  'हिंदी',
  'हिन्दी',
  'chahiye',
  'chaahiye',
  'bataiye',
  'batayiye',
  'batao',
  'kripya',
]);

/** Anything written in Devanagari, or asking for Hindi, gets a Hindi answer. */
const hindiRule: ChatRule = {
  id: 'hindi',
  answer: (message, context) =>
    containsDevanagariScript(message.original) || mentionsHindi(message.normalized)
      ? hindiReplies.general(context)
      : null,
};

/**
 * The Hindi variants, most specific first, then anything else written in Hindi. "namaste" greets
 * in Hindi only on a Hindi page: elsewhere it is one of SPEC's words for the English hello.
 */
function hindiRules(pageLocale: Locale): readonly ChatRule[] {
  return [
    keywordRule(
      'hindi-thanks',
      ['धन्यवाद', 'शुक्रिया', 'dhanyavad', 'dhanyawad', 'dhanyavaad', 'shukriya', 'shukriyaa', 'sukriya'],
      hindiReplies.thanks,
    ),
    keywordRule(
      'hindi-price',
      [
        'कीमत*',
        'क़ीमत*',
        'दाम',
        'मूल्य',
        'कितने का',
        'कितने की',
        'कितने के',
        'keemat',
        'kimat',
        'keemath',
        'qeemat',
        'daam',
        'kitne ka',
        'kitne ki',
        'kitne ke',
      ],
      hindiReplies.price,
    ),
    keywordRule('hindi-order', ['ऑर्डर*', 'आर्डर*', 'डिलीवरी'], hindiReplies.order),
    keywordRule('hindi-complaint', ['शिकायत*', 'shikayat*', 'shikaayat*'], hindiReplies.complaint),
    keywordRule('hindi-offer', ['ऑफ़र*', 'ऑफर*'], hindiReplies.offer),
    keywordRule(
      'hindi-address',
      ['स्टोर*', 'दुकान*', 'आपका पता', 'का पता', 'dukan', 'dukaan'],
      hindiReplies.address,
    ),
    keywordRule('hindi-products', ['उत्पाद*', 'प्रोडक्ट*'], hindiReplies.products),
    keywordRule(
      'hindi-medicines',
      ['दवा*', 'गोली*', 'dawa', 'dawai', 'dawaai', 'dawaiyan', 'dava', 'davai', 'davaiyan'],
      hindiReplies.medicines,
    ),
    keywordRule(
      'hindi-contact',
      ['संपर्क*', 'सम्पर्क*', 'मदद', 'सहायता', 'फ़ोन*', 'फोन*', 'sampark', 'madad', 'sahayata'],
      hindiReplies.contact,
    ),
    keywordRule(
      'hindi-greeting',
      ['नमस्ते', 'नमस्कार', 'प्रणाम', 'namaskar', ...(pageLocale === 'hi' ? ['namaste'] : [])],
      hindiReplies.greeting,
    ),
    hindiRule,
  ];
}

/** SPEC §9 "Scripted chat": its rules before the Telugu variants, in its order. */
const rulesBeforeTeluguVariants: readonly ChatRule[] = [
  keywordRule('product', ['product*'], replies.product),
  keywordRule('heartcare', ['heartcare', 'heart care'], replies.heartcare),
  keywordRule(
    'heart',
    ['heart', 'cardio*', 'cardiac', 'blood pressure', 'bp', 'hypertension', 'cholesterol'],
    replies.heart,
  ),
  keywordRule('diabetes', ['diabet*', 'sugar', 'blood sugar', 'glucose', 'insulin'], replies.diabetes),
  keywordRule(
    'supplement',
    ['supplement*', 'vitamin*', 'multivitamin*', 'omega*', 'calcium', 'protein', 'coq10'],
    replies.supplement,
  ),
  keywordRule('side', ['side', 'adverse', 'allergic reaction*'], replies.side),
  keywordRule(
    'dosage',
    [
      'dosage*',
      'dose',
      'doses',
      'dosing',
      'how many tablets',
      'how much should i take',
      'how often should i take',
    ],
    replies.dosage,
  ),
  keywordRule(
    'contact',
    ['contact*', 'phone', 'call', 'email', 'e-mail', 'helpline', 'reach you', 'customer care'],
    replies.contact,
  ),
  keywordRule(
    'address',
    [
      'address*',
      'location',
      'locate',
      'store locator',
      'stores',
      'nearest store',
      'where are you',
      'directions',
    ],
    replies.address,
  ),
  keywordRule('complaint', ['complain*', 'grievance*'], replies.complaint),
  keywordRule('damage', ['damage*', 'broken', 'leaking', 'torn', 'crushed', 'expired'], replies.damage),
  keywordRule('offer', ['offer*', 'deal', 'deals', 'coupon*', 'promo*'], replies.offer),
  keywordRule('discount', ['discount*', 'cashback', 'cheaper', 'bulk'], replies.discount),
];

/** SPEC's Telugu variants: most specific first, then anything else written in Telugu. */
const teluguVariants: readonly ChatRule[] = [
  teluguThanksRule,
  teluguPriceRule,
  teluguMedicinesRule,
  teluguContactRule,
  teluguGreetingRule,
  teluguRule,
];

/** SPEC's rules after the Telugu variants, in its order, then two of issue 28. */
const rulesAfterTeluguVariants: readonly ChatRule[] = [
  keywordRule('available', ['availab*', 'in stock', 'stock'], replies.available),
  keywordRule('hyderabad', ['hyderabad', 'hyd', 'secunderabad', 'telangana'], replies.hyderabad),
  keywordRule(
    'price',
    ['price*', 'pricing', 'cost', 'costs', 'costly', 'how much', 'mrp', 'rate', 'rates'],
    replies.price,
  ),
  keywordRule(
    'order',
    ['order*', 'track*', 'buy', 'purchas*', 'delivery', 'shipping', 'shipment*'],
    replies.order,
  ),
  keywordRule('subscribe', ['subscri*', 'newsletter*'], replies.subscribe),
  keywordRule('compare', ['compar*', 'difference between', 'vs', 'versus', 'better than'], replies.compare),
  keywordRule('exercise', ['exercis*', 'workout*', 'yoga', 'walking', 'gym', 'fitness'], replies.exercise),
  keywordRule(
    'delay',
    ['delay*', 'late', 'not arrived', "hasn't arrived", 'not received', 'still waiting'],
    replies.delay,
  ),
  keywordRule('angry', ['angry', 'furious', 'frustrat*', 'annoyed', 'fed up'], replies.angry),
  keywordRule('upset', ['upset', 'disappoint*', 'unhappy'], replies.upset),
  keywordRule('prescribe', ['prescri*'], replies.prescribe),
  keywordRule('personal', ['personal*', 'privacy', 'private', 'my data', 'confidential*'], replies.personal),
  keywordRule('cricket', ['cricket', 'ipl'], replies.cricket),
  keywordRule('weather', ['weather', 'forecast', 'rain', 'raining', 'monsoon'], replies.weather),
  keywordRule(
    'hours',
    ['hours', 'opening*', 'are you open', 'closing', 'timings', 'working days'],
    replies.hours,
  ),
  keywordRule('time', ['time'], replies.time),
  nameRule,
  keywordRule(
    'hello',
    ['hello', 'hey', 'namaste', 'good morning', 'good afternoon', 'good evening'],
    replies.hello,
  ),
  keywordRule('hi', ['hi', 'hii', 'hiya'], replies.hi),
  keywordRule('help', ['help', 'assist*'], replies.help),
  keywordRule('thanks', ['thanks', 'thank*', 'thx'], replies.thanks),
  // After SPEC's rules, so that none of their answers changes: recalls and checking a pack (issue 28).
  // On an English page Telugu script is answered by the Telugu rule above; romanised Telugu and
  // Hindi reach these.
  keywordRule('recall', ['recall*', 'रिकॉल*', 'वापस मंगा*'], replies.recall),
  keywordRule(
    'genuine',
    [
      'genuine',
      'fake*',
      'counterfeit*',
      'spurious',
      'authentic*',
      'verify*',
      'qr code',
      'batch number',
      'batch',
      'nakili',
      'नकली',
      'nakli',
      'असली',
      'asli',
    ],
    replies.genuine,
  ),
];

/**
 * SPEC §9 "Scripted chat": checked in this order, the first rule that applies answers; the safety
 * layer before them all (decision 054).
 */
export const chatRules: readonly ChatRule[] = [
  ...safetyRulesFor('en'),
  ...rulesBeforeTeluguVariants,
  ...teluguVariants,
  ...rulesAfterTeluguVariants,
];

/** The Telugu rules of a translated page: SPEC's variants with the quick actions' topics among them. */
const teluguRules: readonly ChatRule[] = [
  teluguThanksRule,
  teluguPriceRule,
  ...teluguTopicRules,
  teluguMedicinesRule,
  teluguContactRule,
  teluguGreetingRule,
  teluguRule,
];

const rulesByPage: Readonly<Record<Locale, readonly ChatRule[]>> = {
  // SPEC's rules exactly as they are; Hindi, which SPEC has not, only after them, so that none of
  // their answers changes and only what went unanswered gets a Hindi answer.
  en: [...chatRules, ...hindiRules('en')],
  // The safety layer first, then the visitor's language (the page's first) in its script or romanised,
  // then SPEC's rules for a message written in English.
  te: [
    ...safetyRulesFor('te'),
    ...teluguRules,
    ...hindiRules('te'),
    ...rulesBeforeTeluguVariants,
    ...rulesAfterTeluguVariants,
  ],
  hi: [
    ...safetyRulesFor('hi'),
    ...hindiRules('hi'),
    ...teluguRules,
    ...rulesBeforeTeluguVariants,
    ...rulesAfterTeluguVariants,
  ],
};

/** The rules the chat of a page in `pageLocale` checks, in order. */
export function chatRulesFor(pageLocale: Locale): readonly ChatRule[] {
  return rulesByPage[pageLocale];
}

import type { ChatContext } from '#app/data/answers/contacts.ts';
import { anyOf, containsTeluguScript } from './keyword-matching.ts';
import { introducedName } from './name-introduction.ts';
import { nameGreeting, replies } from '#app/data/answers/replies.ts';
import { teluguReplies } from './telugu-replies.ts';

export interface IncomingMessage {
  /** As typed. */
  original: string;
  /** Lower case with single spaces (see normalizeMessage). */
  normalized: string;
}

export interface ChatRule {
  id: string;
  /** The answer when the rule applies to the message, otherwise null. */
  answer: (message: IncomingMessage, context: ChatContext) => string | null;
}

function keywordRule(
  id: string,
  patterns: readonly string[],
  reply: (context: ChatContext) => string,
): ChatRule {
  const matches = anyOf(patterns);
  return { id, answer: (message, context) => (matches(message.normalized) ? reply(context) : null) };
}

const mentionsEmergency = anyOf([
  'chest pain*',
  'pain in my chest',
  'chest hurts',
  "can't breathe",
  'cant breathe',
  'cannot breathe',
  'can not breathe',
  "can't breath",
  'cant breath',
  'unable to breathe',
  'not breathing',
  'stopped breathing',
  'struggling to breathe',
  'overdos*',
  'over dose',
  'took too many',
  'suicid*',
  'kill myself',
  'end my life',
  'want to die',
  'unconscious*',
  'passed out',
  'unresponsive',
  'heart attack',
  'ఛాతీ* నొప్పి*',
  'ఊపిరి ఆడ*',
  'ఆత్మహత్య*',
  'స్పృహ*',
]);

/** Always first: a possible emergency outranks every other rule. */
const emergencyRule: ChatRule = {
  id: 'emergency',
  answer: (message) => {
    if (!mentionsEmergency(message.normalized)) return null;
    return containsTeluguScript(message.original) ? teluguReplies.emergency() : replies.emergency();
  },
};

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

/** SPEC §9 "Scripted chat": checked in this order, the first rule that applies answers. */
export const chatRules: readonly ChatRule[] = [
  emergencyRule,
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
  // The Telugu variants: most specific first, then anything else written in Telugu.
  keywordRule(
    'telugu-thanks',
    ['ధన్యవాదాలు', 'ధన్యవాదములు', 'dhanyavadalu', 'dhanyavaadaalu', 'dhanyavaadalu', 'dhanyavadamulu'],
    teluguReplies.thanks,
  ),
  keywordRule(
    'telugu-price',
    ['ధర*', 'ఎంత*', 'dhara', 'dharalu', 'dharulu', 'entha', 'enta', 'yentha'],
    teluguReplies.price,
  ),
  keywordRule(
    'telugu-medicines',
    ['మందు*', 'మాత్ర*', 'mandu', 'mandulu', 'mathralu', 'matralu', 'maatralu'],
    teluguReplies.medicines,
  ),
  keywordRule(
    'telugu-contact',
    ['సహాయ*', 'సంప్రదించ*', 'ఫోన్*', 'sahayam', 'sahaayam', 'sampradinchandi'],
    teluguReplies.contact,
  ),
  keywordRule(
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
  ),
  teluguRule,
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
  // Telugu script is answered by the Telugu rule above; romanised Telugu and Hindi reach these.
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

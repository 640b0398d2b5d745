import { formatRupees } from '#app/lib/money.ts';
import { replyPromiseHours } from '#contract/reply-rules.ts';
import { productCategories, type CategoryId } from '#catalogue/product-categories.ts';
import { wordsFor, type ChatContext } from '#app/data/answers/contacts.ts';
import { safetyReply } from './safety-reply.ts';

type Reply = (context: ChatContext) => string;

/** The catalogue's categories as the Telugu pages name them (`category.<id>.name` in messages/te). */
export const teluguCategoryNames: Readonly<Record<CategoryId, string>> = {
  'prescription-medicines': 'ప్రిస్క్రిప్షన్ మందులు',
  'otc-products': 'OTC ఉత్పత్తులు',
  supplements: 'సప్లిమెంట్లు',
  'medical-devices': 'వైద్య పరికరాలు',
};

/** 'a, b, c': spoken Telugu lists without the formal 'మరియు'. */
function listInTelugu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}, ${items.at(-1)}`;
}

const categoryNames = listInTelugu(productCategories.map((category) => teluguCategoryNames[category.id]));

/**
 * The safety answers in the help center's Telugu words (`help.page.topics.3` and `.4` in
 * messages/te/help.json; chat-safety.test.ts keeps the two the same), with the same placeholders.
 */
export const teluguSafetyTemplates = {
  emergency:
    'ఇది అత్యవసర పరిస్థితిలా అనిపిస్తోంది. దయచేసి వెంటనే అంబులెన్స్ కోసం {ambulance} కు లేదా అత్యవసర సహాయం కోసం {emergency} కు కాల్ చేయండి, లేదా దగ్గరలోని ఆసుపత్రికి వెళ్లండి. మీకు మీరే హాని చేసుకోవాలనే ఆలోచనలు వస్తుంటే, Tele-MANAS {teleManas} కు ఎప్పుడైనా కాల్ చేయవచ్చు. మేము ఇక్కడ అత్యవసర చికిత్స ఇవ్వలేము.',
  side: 'ఏ మందుకైనా దుష్ప్రభావాలు ఉండవచ్చు, అవి ఒక్కొక్కరిలో ఒక్కోలా ఉంటాయి. మీరు గమనించిన వాటి గురించి దయచేసి మీ డాక్టర్ లేదా ఫార్మసిస్ట్‌తో మాట్లాడండి, ప్యాక్‌లోని కరపత్రాన్ని చదవండి. ప్రతిచర్య తీవ్రంగా ఉంటే వెంటనే {ambulance} కు కాల్ చేయండి. మా ఉత్పత్తులలో ఒకదాని దుష్ప్రభావాన్ని తెలియజేయడానికి మా {adverseEvents}ని ఉపయోగించండి, లేదా జాతీయ PvPI హెల్ప్‌లైన్ {pvpiHelpline} కు కాల్ చేయండి.',
  dosage:
    'మోతాదు గురించి మేము సలహా ఇవ్వలేము: సరైన మోతాదు మీపై, మీ ఆరోగ్యంపై ఆధారపడి ఉంటుంది. దయచేసి మీ ప్రిస్క్రిప్షన్‌ను పాటించండి, మీ డాక్టర్ లేదా ఫార్మసిస్ట్‌ను అడగండి; వారి సలహా లేకుండా ఏ మందునూ మార్చకండి, ఆపకండి.',
  genuine:
    'మా ప్యాక్ అసలైనదని, దాని గడువు ముగియలేదని, అది రీకాల్ కాలేదని తనిఖీ చేయడానికి, దానిపై ఉన్న QR కోడ్‌ను మీ ఫోన్ కెమెరాతో స్కాన్ చేయండి, లేదా దాని కోడ్ లేదా బ్యాచ్ నంబర్‌ను మా {packCheck} పేజీలో టైప్ చేయండి. ఏదైనా తేడాగా అనిపిస్తే ఆ ప్యాక్‌ను వాడకండి: {contactForm} ద్వారా మాకు రాయండి లేదా {phone} కు కాల్ చేయండి.',
  recall:
    'మా ప్రతి రీకాల్ {recalls} పేజీలో ఉంటుంది: ఏ బ్యాచ్‌లు, ఎందుకు, ఏమి చేయాలి; అక్కడ ఒక ఉత్పత్తి నోటీసులను ఈమెయిల్ ద్వారా కూడా పొందవచ్చు. ఒక ప్యాక్‌ను తనిఖీ చేయడానికి {packCheck} పేజీని ఉపయోగించండి. ప్రశ్నలుంటే {phone} కు కాల్ చేయండి.',
} as const;

/** The chat's answers to messages in Telugu, written in Telugu, naming pages as Telugu pages do. */
export const teluguReplies = {
  emergency: safetyReply('te', teluguSafetyTemplates.emergency),
  side: safetyReply('te', teluguSafetyTemplates.side),
  dosage: safetyReply('te', teluguSafetyTemplates.dosage),
  genuine: safetyReply('te', teluguSafetyTemplates.genuine),
  recall: safetyReply('te', teluguSafetyTemplates.recall),

  thanks: () => 'సంతోషం! ఇంకా ఏమైనా సహాయం కావాలా?',

  price: (context) => {
    const { pageNames } = wordsFor(context, 'te');
    return (
      'మా కేటలాగ్‌లో ధరలు రూపాయలలో ఉన్నాయి. ఉదాహరణకు, ' +
      `${context.catalogue.featured.name} ధర ${formatRupees(context.catalogue.featured.price, 'te')} (${pageNames.prescriptionMedicines} పేజీ). ` +
      `బల్క్ ధరల కోసం ${pageNames.requestQuote} పేజీని ఉపయోగించండి.`
    );
  },

  medicines: (context) =>
    `మా దగ్గర ${categoryNames} ఉన్నాయి. పూర్తి జాబితా ${wordsFor(context, 'te').pageNames.products} పేజీలో ` +
    'చూడండి. ఏ మందు అయినా వాడే ముందు మీ డాక్టర్ లేదా ఫార్మసిస్ట్‌ను సంప్రదించండి.',

  products: (context) =>
    `మా దగ్గర ${categoryNames} ఉన్నాయి. వాటిని ${wordsFor(context, 'te').pageNames.products} పేజీలో చూడండి, ` +
    'లేదా మీకు ఏమి కావాలో చెప్పండి, ఉదాహరణకు గుండె ఆరోగ్యం, డయాబెటిస్ సంరక్షణ లేదా సప్లిమెంట్లు.',

  order: (context) => {
    const { contacts } = context;
    const { pageNames, phoneHours } = wordsFor(context, 'te');
    return (
      `ఆర్డర్ స్థితి తెలుసుకోవడానికి మీ ఆర్డర్ నంబర్‌ను ${contacts.email} కు పంపండి లేదా ${contacts.helpline} కు ` +
      `కాల్ చేయండి. ఆర్డర్ చేయడానికి మాకు కాల్ చేయండి (${phoneHours}) లేదా అదే ఈమెయిల్‌కు రాయండి; ` +
      `బల్క్ ఆర్డర్ కోసం ${pageNames.requestQuote} పేజీని ఉపయోగించండి.`
    );
  },

  address: (context) =>
    `మా కార్యాలయం చిరునామా: ${context.contacts.address}. మీకు దగ్గరలోని భాగస్వామి ఫార్మసీని తెలుసుకోవడానికి ` +
    `${context.contacts.helpline} కు కాల్ చేయండి (${wordsFor(context, 'te').phoneHours}).`,

  complaint: (context) =>
    'ఏదో తప్పు జరిగినందుకు క్షమించండి. దయచేసి మీ ఆర్డర్ నంబర్, ఏమి జరిగిందో ' +
    `${wordsFor(context, 'te').pageNames.contactForm} ద్వారా లేదా ${context.contacts.email} కు పంపండి, లేదా ` +
    `${context.contacts.helpline} కు కాల్ చేయండి. ప్రతి ఫిర్యాదును నమోదు చేసి ${replyPromiseHours} గంటల్లో సమాధానం ఇస్తాము.`,

  offer: (context) =>
    'మా న్యూస్‌లెటర్ సభ్యులకు ప్రస్తుత ఆఫర్ల గురించి ముందుగా తెలుస్తుంది: ఏ పేజీ కిందనైనా సైన్ అప్ చేయండి. ' +
    `బల్క్‌గా కొంటున్నారా? మీకు ఏమి, ఎంత కావాలో ${wordsFor(context, 'te').pageNames.requestQuote} పేజీలో తెలియజేయండి.`,

  contact: (context) => {
    const { contacts } = context;
    const { pageNames, phoneHours } = wordsFor(context, 'te');
    return (
      `మాకు ${pageNames.contactForm} ద్వారా రాయవచ్చు, లేదా ${pageNames.requestQuote} పేజీలో ధర అడగవచ్చు. ` +
      `మా సహాయ బృందాన్ని ${contacts.helpline} నంబర్‌కు కాల్ చేసి లేదా ${contacts.email} కు ఈమెయిల్ చేసి ` +
      `సంప్రదించండి. పని వేళలు: ${phoneHours}. ప్రతి సందేశానికి ${replyPromiseHours} గంటల్లో సమాధానం ఇస్తాము.`
    );
  },

  greeting: ({ companyName }) =>
    `నమస్కారం! ${companyName} కు స్వాగతం. మందులు, ధరలు, ఆర్డర్లు లేదా ఆఫర్ల గురించి అడగండి, ` + 'మీకు తెలుగులో సహాయం చేస్తాము.',

  general: ({ contacts }) =>
    'మీకు తెలుగులో సహాయం చేయగలము. ఉత్పత్తులు, ధరలు, ఆర్డర్లు లేదా మమ్మల్ని సంప్రదించడం గురించి అడగండి. ' +
    `ప్రతినిధితో మాట్లాడాలంటే ${contacts.helpline} కు కాల్ చేయండి.`,
} satisfies Record<string, Reply>;

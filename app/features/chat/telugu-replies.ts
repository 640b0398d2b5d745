import { formatRupees } from '#app/lib/money.ts';
import { publicHelplines } from '#app/lib/site-config.ts';
import { replyPromiseHours } from '#contract/reply-rules.ts';
import { productCategories, type CategoryId } from '#app/data/product-categories.ts';
import type { ChatContext } from '#app/data/answers/contacts.ts';
import { chatLinks } from '#app/data/answers/links.ts';
import { featuredHeartProduct } from '#app/data/answers/catalogue-mentions.ts';

const { ambulance, emergency, teleManas } = publicHelplines.emergency;
const { contactForm, prescriptionMedicines, products, requestQuote } = chatLinks;

type Reply = (context: ChatContext) => string;

/** The catalogue's categories as the Telugu pages name them (`category.<id>.name` in messages/te). */
export const teluguCategoryNames: Readonly<Record<CategoryId, string>> = {
  'prescription-medicines': 'ప్రిస్క్రిప్షన్ మందులు',
  'otc-products': 'OTC ఉత్పత్తులు',
  supplements: 'సప్లిమెంట్లు',
  'medical-devices': 'వైద్య పరికరాలు',
};

/** 'a, b మరియు c' */
function listInTelugu(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} మరియు ${items.at(-1)}`;
}

const categoryNames = listInTelugu(productCategories.map((category) => teluguCategoryNames[category.id]));

/** The chat's answers to messages in Telugu, written in Telugu. */
export const teluguReplies = {
  emergency: () =>
    `ఇది అత్యవసర పరిస్థితిలా అనిపిస్తోంది. వెంటనే అంబులెన్స్ కోసం ${ambulance} కి లేదా అత్యవసర సహాయం కోసం ${emergency} కి ` +
    'కాల్ చేయండి, లేదా దగ్గరలోని ఆసుపత్రికి వెళ్ళండి. మీకు మీరే హాని చేసుకోవాలనే ఆలోచనలు వస్తుంటే, ' +
    `Tele-MANAS ${teleManas} కి ఎప్పుడైనా కాల్ చేయవచ్చు.`,

  thanks: () => 'సంతోషం! ఇంకా ఏమైనా సహాయం కావాలా?',

  price: () =>
    'మా కేటలాగ్‌లో ధరలు రూపాయలలో ఉన్నాయి. ఉదాహరణకు, ' +
    `${featuredHeartProduct.name} ధర ${formatRupees(featuredHeartProduct.price, 'te')} (${prescriptionMedicines.text} పేజీ). ` +
    `బల్క్ ధరల కోసం ${requestQuote.text} పేజీని ఉపయోగించండి.`,

  medicines: () =>
    `మా దగ్గర ${categoryNames} ఉన్నాయి. పూర్తి జాబితా ` +
    `${products.text} పేజీలో చూడండి. ఏ మందు అయినా వాడే ముందు మీ డాక్టర్ లేదా ఫార్మసిస్ట్‌ను సంప్రదించండి.`,

  products: () =>
    `మా దగ్గర ${categoryNames} ఉన్నాయి. వాటిని ${products.text} పేజీలో చూడండి, లేదా మీకు ఏమి కావాలో ` +
    'చెప్పండి, ఉదాహరణకు గుండె ఆరోగ్యం, డయాబెటిస్ సంరక్షణ లేదా సప్లిమెంట్లు.',

  order: ({ contacts }) =>
    `ఆర్డర్ స్థితి తెలుసుకోవడానికి మీ ఆర్డర్ నంబర్‌ను ${contacts.email} కు పంపండి లేదా ${contacts.helpline} కు ` +
    `కాల్ చేయండి. ఆర్డర్ చేయడానికి మాకు కాల్ చేయండి (${contacts.hours}) లేదా అదే ఈమెయిల్‌కు రాయండి; ` +
    `బల్క్ ఆర్డర్ కోసం ${requestQuote.text} పేజీని ఉపయోగించండి.`,

  address: ({ contacts }) =>
    `మా కార్యాలయం చిరునామా: ${contacts.address}. మీకు దగ్గరలోని భాగస్వామి ఫార్మసీని తెలుసుకోవడానికి ` +
    `${contacts.helpline} కు కాల్ చేయండి (${contacts.hours}).`,

  complaint: ({ contacts }) =>
    'ఏదో తప్పు జరిగినందుకు క్షమించండి. దయచేసి మీ ఆర్డర్ నంబర్, ఏమి జరిగిందో ' +
    `${contactForm.text} ద్వారా లేదా ${contacts.email} కు పంపండి, లేదా ${contacts.helpline} కు కాల్ చేయండి. ` +
    `ప్రతి ఫిర్యాదును నమోదు చేసి ${replyPromiseHours} గంటల్లో సమాధానం ఇస్తాము.`,

  offer: () =>
    'మా న్యూస్‌లెటర్ సభ్యులకు ప్రస్తుత ఆఫర్ల గురించి ముందుగా తెలుస్తుంది: ఏ పేజీ కిందనైనా సైన్ అప్ చేయండి. ' +
    `బల్క్‌గా కొంటున్నారా? ${requestQuote.text} పేజీలో కొటేషన్ అడగండి.`,

  contact: ({ contacts }) =>
    `మాకు ${contactForm.text} ద్వారా రాయవచ్చు, లేదా ${requestQuote.text} పేజీలో ధర అడగవచ్చు. ` +
    `మా సహాయ బృందాన్ని ${contacts.helpline} నంబర్‌కు కాల్ చేసి లేదా ${contacts.email} కు ఈమెయిల్ చేసి ` +
    `సంప్రదించండి. పని వేళలు: ${contacts.hours}. ప్రతి సందేశానికి ${replyPromiseHours} గంటల్లో సమాధానం ఇస్తాము.`,

  greeting: ({ companyName }) =>
    `నమస్కారం! ${companyName} కు స్వాగతం. మందులు, ధరలు, ఆర్డర్లు లేదా ఆఫర్ల గురించి అడగండి, ` + 'మీకు తెలుగులో సహాయం చేస్తాము.',

  general: ({ contacts }) =>
    'మీకు తెలుగులో సహాయం చేయగలము. ఉత్పత్తులు, ధరలు, ఆర్డర్లు లేదా మమ్మల్ని సంప్రదించడం గురించి అడగండి. ' +
    `ప్రతినిధితో మాట్లాడాలంటే ${contacts.helpline} కు కాల్ చేయండి.`,
} satisfies Record<string, Reply>;

import { formatRupees } from '#app/lib/money.ts';
import { publicHelplines } from '#app/lib/site-config.ts';
import type { ChatContext } from '#app/data/answers/contacts.ts';
import { chatLinks } from '#app/data/answers/links.ts';
import { featuredHeartProduct } from '#app/data/answers/catalogue-mentions.ts';

const { ambulance, emergency, teleManas } = publicHelplines.emergency;
const { prescriptionMedicines, products, requestQuote } = chatLinks;

type Reply = (context: ChatContext) => string;

/** The chat's answers to messages in Telugu, written in Telugu. */
export const teluguReplies = {
  emergency: () =>
    `ఇది అత్యవసర పరిస్థితిలా అనిపిస్తోంది. వెంటనే అంబులెన్స్ కోసం ${ambulance} కి లేదా అత్యవసర సహాయం కోసం ${emergency} కి ` +
    'కాల్ చేయండి, లేదా దగ్గరలోని ఆసుపత్రికి వెళ్ళండి. మీకు మీరే హాని చేసుకోవాలనే ఆలోచనలు వస్తుంటే, ' +
    `Tele-MANAS ${teleManas} కి ఎప్పుడైనా కాల్ చేయవచ్చు.`,

  thanks: () => 'సంతోషం! ఇంకా ఏమైనా సహాయం కావాలా?',

  price: () =>
    'మా కేటలాగ్‌లో ధరలు రూపాయలలో ఉన్నాయి. ఉదాహరణకు, ' +
    `${featuredHeartProduct.name} ధర ${formatRupees(featuredHeartProduct.price)} (${prescriptionMedicines.text} పేజీ). ` +
    `బల్క్ ధరల కోసం ${requestQuote.text} పేజీని ఉపయోగించండి.`,

  medicines: () =>
    'మా దగ్గర ప్రిస్క్రిప్షన్ మందులు, OTC ఉత్పత్తులు, సప్లిమెంట్లు మరియు వైద్య పరికరాలు ఉన్నాయి. పూర్తి జాబితా ' +
    `${products.text} పేజీలో చూడండి. ఏ మందు అయినా వాడే ముందు మీ డాక్టర్ లేదా ఫార్మసిస్ట్‌ను సంప్రదించండి.`,

  contact: ({ contacts }) =>
    `మా సహాయ బృందాన్ని ${contacts.helpline} నంబర్‌కు కాల్ చేసి లేదా ${contacts.email} కు ఈమెయిల్ చేసి ` +
    `సంప్రదించండి. పని వేళలు: ${contacts.hours}.`,

  greeting: ({ companyName }) =>
    `నమస్కారం! ${companyName} కు స్వాగతం. మందులు, ధరలు, ఆర్డర్లు లేదా ఆఫర్ల గురించి అడగండి, ` + 'మీకు తెలుగులో సహాయం చేస్తాము.',

  general: ({ contacts }) =>
    'మీకు తెలుగులో సహాయం చేయగలము. ఉత్పత్తులు, ధరలు, ఆర్డర్లు లేదా మమ్మల్ని సంప్రదించడం గురించి అడగండి. ' +
    `ప్రతినిధితో మాట్లాడాలంటే ${contacts.helpline} కు కాల్ చేయండి.`,
} satisfies Record<string, Reply>;

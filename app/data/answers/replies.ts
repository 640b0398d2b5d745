import { publicHelplines } from '#app/lib/site-config.ts';
import type { ChatContext } from './contacts.ts';
import { chatLinks } from './links.ts';
import { categoryNames, featuredPrice, listInWords, productsInCategories } from './catalogue-mentions.ts';

const { ambulance, emergency, teleManas } = publicHelplines.emergency;
const {
  adverseEvents,
  contactForm,
  packCheck,
  prescriptionMedicines,
  privacy,
  products,
  recalls,
  requestQuote,
  supplements,
  support,
} = chatLinks;

type Reply = (context: ChatContext) => string;

/** When each way in is open, from the site configuration: the answer to "hours" and to "time". */
const hoursAnswer: Reply = ({ contacts }) =>
  `Our phone line, ${contacts.helpline}, is open ${contacts.hours}, and our office in Hyderabad is open ` +
  `for visits ${contacts.officeHours}. The chat, the ${contactForm.text} and ${contacts.email} are open ` +
  `${contacts.anyHour}: we reply within ${contacts.replyWithin}, nights and Sundays included. Every way to ` +
  `reach us is on our ${support.text} page.`;

/**
 * The English answers, one per rule: the chat replies with them, and the help center
 * (app/data/answers/help-topics.ts) shows them, so the two never disagree.
 */
export const replies = {
  greeting: ({ companyName }) => `Hello! Welcome to ${companyName}. How can I help you today?`,

  emergency: () =>
    `This sounds like an emergency. Please call ${ambulance} for an ambulance or ${emergency} for emergency help right now, ` +
    'or go to the nearest hospital. If you are thinking of harming yourself, you can also call Tele-MANAS ' +
    `on ${teleManas} at any hour. We cannot give emergency care here.`,

  product: () =>
    `We offer ${categoryNames}. Browse them on the ${products.text} page, or tell me what you are looking for, ` +
    'for example heart health, diabetes care or supplements.',

  heartcare: ({ contacts, catalogue }) =>
    `We have no product called HeartCare. For heart health, ${featuredPrice(catalogue)}` +
    `${catalogue.featured.prescriptionRequired ? ', on prescription only' : ''}: see the ` +
    `${prescriptionMedicines.text} page. Take it only as your doctor advises. To check availability near you, ` +
    `call ${contacts.helpline}.`,

  heart: ({ catalogue }) =>
    `For heart health we offer ${productsInCategories(catalogue, ['Cardiovascular', 'Heart Health'])}. ` +
    'Which heart medicine is right for you is your doctor’s decision, so please talk to them first.',

  diabetes: ({ catalogue }) =>
    `For diabetes and metabolic care we offer ${productsInCategories(catalogue, ['Metabolic Health', 'Diabetes Care'])}. ` +
    'Please follow the plan your doctor has made for you for any diabetes medicine.',

  supplement: ({ catalogue }) =>
    `Our supplements are ${listInWords(catalogue.supplements)}. See the ${supplements.text} page, and check with your doctor or ` +
    'pharmacist before starting one, especially if you already take other medicines.',

  side: ({ contacts }) =>
    'Any medicine can have side effects, and they differ from person to person. Please speak to your ' +
    'doctor or pharmacist about what you notice, and read the leaflet in the pack. If a reaction is severe, ' +
    `call ${ambulance} at once. To report a side effect of one of our products, use our ${adverseEvents.text} ` +
    `or call the national PvPI helpline on ${contacts.pvpiHelpline}.`,

  dosage: () =>
    'I can’t advise on doses: the right dose depends on you and your health. Please follow your ' +
    'prescription and ask your doctor or pharmacist, and don’t change or stop a medicine without their advice.',

  contact: ({ contacts }) =>
    `You can write to us with the ${contactForm.text}, or ask for a price on the ${requestQuote.text} page. ` +
    `Our support team is on ${contacts.helpline} (${contacts.hours}) and at ${contacts.email}. ` +
    'We answer every message within 24 hours.',

  address: ({ contacts }) =>
    `Our office is at ${contacts.address}. To find a partner pharmacy near you, call ${contacts.helpline} ` +
    `(${contacts.hours}).`,

  genuine: ({ contacts }) =>
    'To check that a pack of ours is genuine and has not expired or been recalled, scan the QR code on it ' +
    `with your phone’s camera, or type its code or batch number on our ${packCheck.text} page. If anything ` +
    `looks wrong, don’t use the pack: write to us with the ${contactForm.text} or call ${contacts.helpline}.`,

  recall: ({ contacts }) =>
    `Every recall of ours is on the ${recalls.text} page: which batches, why, and what to do; you can also ` +
    `get the notices of a product by email there. To check one pack, use the ${packCheck.text} page. ` +
    `Questions: call ${contacts.helpline}.`,

  complaint: ({ contacts }) =>
    'I’m sorry something went wrong. Please send your order number and what happened with the ' +
    `${contactForm.text}, to ${contacts.email}, or call ${contacts.helpline}. We record every complaint and ` +
    'reply within 24 hours.',

  damage: ({ contacts }) =>
    'I’m sorry your order arrived damaged. Please don’t use medicine from a damaged or opened pack. ' +
    `Keep the package, take a photo and email it with your order number to ${contacts.email}; ` +
    'we will arrange a replacement.',

  offer: () =>
    'Our newsletter subscribers hear about current offers first: sign up at the bottom of any page. ' +
    `Buying in bulk? Ask for a quote on the ${requestQuote.text} page.`,

  discount: () =>
    'Hospitals, clinics and pharmacies get discounts on bulk and repeat orders. Tell us what you need on ' +
    `the ${requestQuote.text} page and our team will reply within 24 hours.`,

  available: ({ contacts }) =>
    'Most of our products are in stock and we ship across India. Tell me the product name, or call ' +
    `${contacts.helpline} to check a particular item.`,

  hyderabad: ({ contacts }) =>
    `We are based in Hyderabad, Telangana, and deliver across the city and all over India. Our office is at ${contacts.address}.`,

  price: ({ catalogue }) =>
    `Prices are listed in rupees in our catalogue. For example, ${featuredPrice(catalogue)} on the ` +
    `${prescriptionMedicines.text} page. For bulk pricing, use the ${requestQuote.text} page.`,

  order: ({ contacts }) =>
    `To check an order, send your order number to ${contacts.email} or call ${contacts.helpline}. ` +
    `To place one, call us (${contacts.hours}) or write to the same address; for a bulk order, use the ` +
    `${requestQuote.text} page.`,

  subscribe: () =>
    'Enter your email address in the newsletter box at the bottom of any page to hear about new products and offers.',

  compare: () =>
    'Each product page lists its ingredients, manufacturer and price, so you can compare them side by side. ' +
    'Which one suits you best is a question for your doctor or pharmacist.',

  exercise: () =>
    'Regular activity is good for your heart, blood sugar and mood. Please check with your doctor before ' +
    'starting a new exercise plan, especially if you have a heart condition or diabetes.',

  delay: ({ contacts }) =>
    `I’m sorry your delivery is late. Send your order number to ${contacts.email} or call ${contacts.helpline} ` +
    'and we will check with the courier straight away.',

  angry: ({ contacts }) =>
    'I’m sorry we have let you down. Please tell me what went wrong, or call ' +
    `${contacts.helpline} to speak to a member of our team directly.`,

  upset: ({ contacts }) =>
    'I’m sorry to hear you are upset. Tell me what happened and I will point you to the right person, ' +
    `or call ${contacts.helpline} to talk to our team.`,

  prescribe: () =>
    'Only a registered doctor can prescribe medicines, so please consult your doctor. We supply ' +
    'prescription medicines only against a valid prescription.',

  personal: () =>
    'Your personal information stays private: we use it only to answer your request and never sell it. ' +
    'We share it only with the services that help us run our business, such as email hosting, and with ' +
    `authorities when the law requires it. Our ${privacy.text} page says what we keep, for how long, and ` +
    'how to have it corrected or erased.',

  cricket: () =>
    'I’ll leave the cricket scores to the commentators! Staying active is great for your heart, though. ' +
    'Can I help with products, orders or offers?',

  weather: () =>
    'I can’t check the weather, but on hot Hyderabad days drink plenty of water and keep medicines away ' +
    'from heat and sunlight, as the pack says.',

  hours: hoursAnswer,

  time: hoursAnswer,

  hello: () =>
    'Hello! How can I help you today? You can ask about products, prices, orders, offers or how to reach us.',

  hi: () => 'Hi there! What can I help you with today?',

  help: () =>
    'Of course. I can help with products, prices, orders and delivery, complaints, offers and contact details. ' +
    'What do you need?',

  thanks: () => 'You’re welcome! Is there anything else I can help you with?',

  fallback: ({ contacts }) =>
    'I’m not sure I understood that. I can help with products, prices, orders and delivery, complaints, ' +
    `offers, our address and contact details. To talk to a representative, call ${contacts.helpline} ` +
    `or email ${contacts.email}.`,
} satisfies Record<string, Reply>;

export function nameGreeting(name: string): string {
  return `Nice to meet you, ${name}! How can I help you today?`;
}

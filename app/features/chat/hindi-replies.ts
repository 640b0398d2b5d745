import { formatRupees } from '#app/lib/money.ts';
import { publicHelplines } from '#app/lib/site-config.ts';
import { replyPromiseHours } from '#contract/reply-rules.ts';
import { productCategories, type CategoryId } from '#app/data/product-categories.ts';
import type { ChatContext } from '#app/data/answers/contacts.ts';
import { chatLinks } from '#app/data/answers/links.ts';
import { featuredHeartProduct } from '#app/data/answers/catalogue-mentions.ts';

const { ambulance, emergency, teleManas } = publicHelplines.emergency;
const { contactForm, packCheck, prescriptionMedicines, products, recalls, requestQuote } = chatLinks;

type Reply = (context: ChatContext) => string;

/** The catalogue's categories as the Hindi pages name them (`category.<id>.name` in messages/hi). */
export const hindiCategoryNames: Readonly<Record<CategoryId, string>> = {
  'prescription-medicines': 'प्रिस्क्रिप्शन दवाएँ',
  'otc-products': 'OTC उत्पाद',
  supplements: 'सप्लीमेंट्स',
  'medical-devices': 'मेडिकल उपकरण',
};

/** 'a, b और c' */
function listInHindi(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`;
}

const categoryNames = listInHindi(productCategories.map((category) => hindiCategoryNames[category.id]));

/** The chat's answers to messages in Hindi, written in Hindi: the same facts as the Telugu and English ones. */
export const hindiReplies = {
  emergency: () =>
    `यह आपातकालीन स्थिति लगती है। अभी एम्बुलेंस के लिए ${ambulance} पर या आपातकालीन सहायता के लिए ${emergency} पर ` +
    'कॉल करें, या नज़दीकी अस्पताल जाएँ। अगर आपके मन में ख़ुद को नुकसान पहुँचाने के विचार आ रहे हैं, तो आप ' +
    `किसी भी समय Tele-MANAS ${teleManas} पर भी कॉल कर सकते हैं। हम यहाँ आपातकालीन इलाज नहीं दे सकते।`,

  thanks: () => 'आपका स्वागत है! क्या आपको और कोई मदद चाहिए?',

  price: () =>
    'हमारे कैटलॉग में कीमतें रुपये में दी गई हैं। उदाहरण के लिए, ' +
    `${featuredHeartProduct.name} की कीमत ${formatRupees(featuredHeartProduct.price, 'hi')} है (${prescriptionMedicines.text} पेज)। ` +
    `थोक कीमतों के लिए ${requestQuote.text} पेज का उपयोग करें।`,

  medicines: () =>
    `हमारे पास ${categoryNames} हैं। पूरी सूची ${products.text} पेज पर देखें। ` +
    'कोई भी दवा लेने से पहले अपने डॉक्टर या फ़ार्मासिस्ट से सलाह लें।',

  products: () =>
    `हमारे पास ${categoryNames} हैं। इन्हें ${products.text} पेज पर देखें, या बताइए कि आप क्या ढूँढ रहे हैं, ` +
    'जैसे दिल की सेहत, डायबिटीज़ की देखभाल या सप्लीमेंट्स।',

  order: ({ contacts }) =>
    `ऑर्डर की स्थिति जानने के लिए अपना ऑर्डर नंबर ${contacts.email} पर भेजें या ${contacts.helpline} पर कॉल करें। ` +
    `ऑर्डर देने के लिए हमें कॉल करें (${contacts.hours}) या इसी ईमेल पर लिखें; थोक ऑर्डर के लिए ` +
    `${requestQuote.text} पेज का उपयोग करें।`,

  address: ({ contacts }) =>
    `हमारा कार्यालय ${contacts.address} पर है। अपने नज़दीक कोई पार्टनर फ़ार्मेसी ढूँढने के लिए ` +
    `${contacts.helpline} पर कॉल करें (${contacts.hours})।`,

  complaint: ({ contacts }) =>
    'हमें खेद है कि कुछ गड़बड़ हुई। कृपया अपना ऑर्डर नंबर और जो हुआ वह ' +
    `${contactForm.text} से या ${contacts.email} पर भेजें, या ${contacts.helpline} पर कॉल करें। ` +
    `हम हर शिकायत दर्ज करते हैं और ${replyPromiseHours} घंटे के अंदर जवाब देते हैं।`,

  offer: () =>
    'हमारे न्यूज़लेटर के सदस्यों को मौजूदा ऑफ़र की जानकारी सबसे पहले मिलती है: किसी भी पेज के नीचे साइन अप करें। ' +
    `थोक में ख़रीदना है? ${requestQuote.text} पेज पर कोटेशन माँगें।`,

  contact: ({ contacts }) =>
    `आप हमें ${contactForm.text} से लिख सकते हैं, या ${requestQuote.text} पेज पर कीमत पूछ सकते हैं। ` +
    `हमारी सहायता टीम से ${contacts.helpline} पर कॉल करके या ${contacts.email} पर ईमेल करके संपर्क करें। ` +
    `काम के घंटे: ${contacts.hours}। हम हर संदेश का जवाब ${replyPromiseHours} घंटे के अंदर देते हैं।`,

  recall: ({ contacts }) =>
    `हमारे हर रिकॉल की जानकारी ${recalls.text} पेज पर है: कौन-से बैच, क्यों, और क्या करना है; वहाँ आप किसी ` +
    `उत्पाद की सूचनाएँ ईमेल से भी पा सकते हैं। किसी एक पैक की जाँच के लिए ${packCheck.text} पेज का उपयोग करें। ` +
    `सवालों के लिए ${contacts.helpline} पर कॉल करें।`,

  genuine: ({ contacts }) =>
    'हमारा कोई पैक असली है और उसकी अवधि ख़त्म नहीं हुई है या उसे रिकॉल नहीं किया गया है, यह जाँचने के लिए उस पर ' +
    `दिया QR कोड अपने फ़ोन के कैमरे से स्कैन करें, या उसका कोड या बैच नंबर हमारे ${packCheck.text} पेज पर लिखें। ` +
    `अगर कुछ भी ठीक न लगे, तो वह पैक इस्तेमाल न करें: हमें ${contactForm.text} से लिखें या ${contacts.helpline} पर कॉल करें।`,

  greeting: ({ companyName }) =>
    `नमस्ते! ${companyName} में आपका स्वागत है। दवाओं, कीमतों, ऑर्डर या ऑफ़र के बारे में पूछें, ` + 'हम हिंदी में आपकी मदद करेंगे।',

  general: ({ contacts }) =>
    'हम हिंदी में आपकी मदद कर सकते हैं। उत्पादों, कीमतों, ऑर्डर या हमसे संपर्क करने के बारे में पूछें। ' +
    `प्रतिनिधि से बात करने के लिए ${contacts.helpline} पर कॉल करें।`,
} satisfies Record<string, Reply>;

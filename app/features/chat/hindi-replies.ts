import { formatRupees } from '#app/lib/money.ts';
import { replyPromiseHours } from '#contract/reply-rules.ts';
import { productCategories, type CategoryId } from '#catalogue/product-categories.ts';
import { wordsFor, type ChatContext } from '#app/data/answers/contacts.ts';
import { safetyReply } from './safety-reply.ts';

type Reply = (context: ChatContext) => string;

/** The catalogue's categories as the Hindi pages name them (`category.<id>.name` in messages/hi). */
export const hindiCategoryNames: Readonly<Record<CategoryId, string>> = {
  'prescription-medicines': 'प्रिस्क्रिप्शन दवाएँ',
  'otc-products': 'OTC उत्पाद',
  supplements: 'सप्लीमेंट',
  'medical-devices': 'चिकित्सा उपकरण',
};

/** 'a, b और c' */
function listInHindi(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} और ${items.at(-1)}`;
}

const categoryNames = listInHindi(productCategories.map((category) => hindiCategoryNames[category.id]));

/**
 * The safety answers in the help center's Hindi words (`help.page.topics.3` and `.4` in
 * messages/hi/help.json; chat-safety.test.ts keeps the two the same), with the same placeholders.
 */
export const hindiSafetyTemplates = {
  emergency:
    'यह आपातकालीन स्थिति लगती है। कृपया अभी एम्बुलेंस के लिए {ambulance} पर या आपातकालीन सहायता के लिए {emergency} पर कॉल करें, या नज़दीकी अस्पताल जाएँ। अगर आपके मन में ख़ुद को नुक़सान पहुँचाने के विचार आ रहे हैं, तो आप किसी भी समय Tele-MANAS {teleManas} पर भी कॉल कर सकते हैं। हम यहाँ आपातकालीन इलाज नहीं दे सकते।',
  side: 'किसी भी दवा के दुष्प्रभाव (साइड इफ़ेक्ट) हो सकते हैं, और वे हर व्यक्ति में अलग होते हैं। आप जो महसूस करें उसके बारे में कृपया अपने डॉक्टर या फ़ार्मासिस्ट से बात करें, और पैक में दिया पर्चा पढ़ें। अगर प्रतिक्रिया गंभीर हो, तो तुरंत {ambulance} पर कॉल करें। हमारे किसी उत्पाद के दुष्प्रभाव की सूचना देने के लिए हमारे {adverseEvents} का उपयोग करें या राष्ट्रीय PvPI हेल्पलाइन {pvpiHelpline} पर कॉल करें।',
  dosage:
    'हम ख़ुराक के बारे में सलाह नहीं दे सकते: सही ख़ुराक आप पर और आपकी सेहत पर निर्भर करती है। कृपया अपने प्रिस्क्रिप्शन का पालन करें और अपने डॉक्टर या फ़ार्मासिस्ट से पूछें, और उनकी सलाह के बिना कोई दवा न बदलें और न बंद करें।',
  genuine:
    'हमारा कोई पैक असली है, एक्सपायर नहीं हुआ है और रिकॉल नहीं हुआ है, यह जाँचने के लिए उस पर दिया QR कोड अपने फ़ोन के कैमरे से स्कैन करें, या उसका कोड या बैच नंबर हमारे {packCheck} पेज पर लिखें। अगर कुछ भी ठीक न लगे, तो वह पैक इस्तेमाल न करें: हमें {contactForm} से लिखें या {phone} पर कॉल करें।',
  recall:
    'हमारे हर रिकॉल की जानकारी {recalls} पेज पर है: कौन-से बैच, क्यों, और क्या करना है; वहाँ आप किसी उत्पाद के रिकॉल नोटिस ईमेल से भी पा सकते हैं। किसी एक पैक की जाँच के लिए {packCheck} पेज का उपयोग करें। सवालों के लिए {phone} पर कॉल करें।',
} as const;

/** The chat's answers to messages in Hindi, written in Hindi: the same facts as the Telugu and English ones. */
export const hindiReplies = {
  emergency: safetyReply('hi', hindiSafetyTemplates.emergency),
  side: safetyReply('hi', hindiSafetyTemplates.side),
  dosage: safetyReply('hi', hindiSafetyTemplates.dosage),
  genuine: safetyReply('hi', hindiSafetyTemplates.genuine),
  recall: safetyReply('hi', hindiSafetyTemplates.recall),

  thanks: () => 'कोई बात नहीं! बताइए, और कोई मदद चाहिए?',

  price: (context) => {
    const { pageNames } = wordsFor(context, 'hi');
    return (
      'हमारे कैटलॉग में क़ीमतें रुपये में दी गई हैं। उदाहरण के लिए, ' +
      `${context.catalogue.featured.name} की क़ीमत ${formatRupees(context.catalogue.featured.price, 'hi')} है (${pageNames.prescriptionMedicines} पेज)। ` +
      `थोक क़ीमतों के लिए ${pageNames.requestQuote} पेज का उपयोग करें।`
    );
  },

  medicines: (context) =>
    `हमारे पास ${categoryNames} हैं। पूरी सूची ${wordsFor(context, 'hi').pageNames.products} पेज पर देखें। ` +
    'कोई भी दवा लेने से पहले अपने डॉक्टर या फ़ार्मासिस्ट से सलाह लें।',

  products: (context) =>
    `हमारे पास ${categoryNames} हैं। इन्हें ${wordsFor(context, 'hi').pageNames.products} पेज पर देखें, या बताइए ` +
    'कि आप क्या ढूँढ रहे हैं, जैसे दिल की सेहत, डायबिटीज़ की देखभाल या सप्लीमेंट।',

  order: (context) => {
    const { contacts } = context;
    const { pageNames, phoneHours } = wordsFor(context, 'hi');
    return (
      `ऑर्डर की स्थिति जानने के लिए अपना ऑर्डर नंबर ${contacts.email} पर भेजें या ${contacts.helpline} पर कॉल करें। ` +
      `ऑर्डर देने के लिए हमें कॉल करें (${phoneHours}) या इसी ईमेल पर लिखें; थोक ऑर्डर के लिए ` +
      `${pageNames.requestQuote} पेज का उपयोग करें।`
    );
  },

  address: (context) =>
    `हमारा कार्यालय ${context.contacts.address} पर है। अपने नज़दीक कोई पार्टनर फ़ार्मेसी ढूँढने के लिए ` +
    `${context.contacts.helpline} पर कॉल करें (${wordsFor(context, 'hi').phoneHours})।`,

  complaint: (context) =>
    'हमें खेद है कि कुछ गड़बड़ हुई। कृपया अपना ऑर्डर नंबर और जो हुआ वह ' +
    `${wordsFor(context, 'hi').pageNames.contactForm} से या ${context.contacts.email} पर भेजें, या ` +
    `${context.contacts.helpline} पर कॉल करें। हम हर शिकायत दर्ज करते हैं और ${replyPromiseHours} घंटे के अंदर जवाब देते हैं।`,

  offer: (context) =>
    'हमारे न्यूज़लेटर के सदस्यों को मौजूदा ऑफ़र की जानकारी सबसे पहले मिलती है: किसी भी पेज के नीचे इसकी सदस्यता लें। ' +
    `थोक में ख़रीदना है? ${wordsFor(context, 'hi').pageNames.requestQuote} पेज पर कोटेशन माँगें।`,

  contact: (context) => {
    const { contacts } = context;
    const { pageNames, phoneHours } = wordsFor(context, 'hi');
    return (
      `आप हमें ${pageNames.contactForm} से लिख सकते हैं, या ${pageNames.requestQuote} पेज पर क़ीमत पूछ सकते हैं। ` +
      `हमारी सहायता टीम से ${contacts.helpline} पर कॉल करके या ${contacts.email} पर ईमेल करके संपर्क करें। ` +
      `काम के घंटे: ${phoneHours}। हम हर संदेश का जवाब ${replyPromiseHours} घंटे के अंदर देते हैं।`
    );
  },

  greeting: ({ companyName }) =>
    `नमस्ते! ${companyName} में आपका स्वागत है। दवाओं, क़ीमतों, ऑर्डर या ऑफ़र के बारे में पूछें, ` + 'हम हिंदी में आपकी मदद करेंगे।',

  general: ({ contacts }) =>
    'हम हिंदी में आपकी मदद कर सकते हैं। उत्पादों, क़ीमतों, ऑर्डर या हमसे संपर्क करने के बारे में पूछें। ' +
    `प्रतिनिधि से बात करने के लिए ${contacts.helpline} पर कॉल करें।`,
} satisfies Record<string, Reply>;

import { describe, expect, it } from 'vitest';
import { mentionsSideEffect } from './professional-texts.ts';

describe('a question that tells of a side effect', () => {
  it.each([
    'Patient developed a rash after the second dose',
    'Any ADRs reported with NeuroVital?',
    'రెండో మాత్ర తర్వాత దద్దుర్లు వచ్చాయి',
    'ఈ మందుకు సైడ్ ఎఫెక్ట్స్ ఉన్నాయా?',
    'दूसरी खुराक के बाद एलर्जी हो गई',
    'क्या इस दवा का कोई दुष्प्रभाव है?',
    'मरीज़ को साइड इफेक्ट हुआ',
  ])('is recognised: %s', (question) => {
    expect(mentionsSideEffect(question)).toBe(true);
  });

  it.each([
    'What is the shelf life of the syrup?',
    'ఈ సిరప్ ఎంత కాలం నిల్వ ఉంటుంది?',
    'इस सिरप की शेल्फ़ लाइफ़ कितनी है?',
  ])('is not seen where there is none: %s', (question) => {
    expect(mentionsSideEffect(question)).toBe(false);
  });
});

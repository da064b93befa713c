import type { ErrorScreenCopy } from '@/lib/catalogue/content-types';

// The Hindi pages' error screen: a student who came in Hindi is not switched to English when
// something breaks. Kept apart from admission-ui.ts, which the error chunk must not carry.
export const errorScreenCopyHi: ErrorScreenCopy = {
  title: 'कुछ गड़बड़ हो गई',
  text: 'यह पेज अभी नहीं खुल पाया। कृपया दोबारा कोशिश करें; अगर फिर भी न खुले, तो हमें कॉल या ईमेल करें।',
  retry: 'दोबारा कोशिश करें',
  home: 'होम पेज पर जाएँ',
  contactLabels: { call: 'कॉल करें', email: 'ईमेल करें' },
};

import type { AdmissionMessages } from '@/lib/validations/admission';
import { MAX_LENGTH } from '@/lib/validations/fields';

// What the Hindi admission form says when a field needs fixing: the same rules and limits as the
// English messages (content/form-messages.ts), said the way a student would be told.
// Kept apart from the rest of the Hindi copy because the browser loads it with the schema.

const notAllowed = (field: string) =>
  `${field} में कुछ ऐसे चिह्न हैं जो यहाँ नहीं लिखे जा सकते; कृपया उन्हें हटा दें`;

/** The limit comes from the rule itself (MAX_LENGTH), so the message cannot state another. */
const tooLong = (field: string, max: number) => `${field} ${max} अक्षरों से ज़्यादा का नहीं हो सकता`;

export const admissionMessagesHi: AdmissionMessages = {
  name: {
    required: 'कृपया अपना नाम लिखें',
    tooLong: tooLong('नाम', MAX_LENGTH.name),
    notAllowed: notAllowed('नाम'),
  },
  email: {
    required: 'कृपया अपना ईमेल लिखें',
    tooLong: tooLong('ईमेल', MAX_LENGTH.email),
    notAllowed: notAllowed('ईमेल'),
    invalid: 'कृपया सही ईमेल पता लिखें',
  },
  phone: {
    required: 'कृपया अपना मोबाइल नंबर लिखें',
    digits: 'मोबाइल नंबर पूरे 10 अंकों का होना चाहिए',
    start: 'मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए',
  },
  course: {
    required: 'कृपया एक कोर्स चुनें',
    tooLong: tooLong('कोर्स का नाम', MAX_LENGTH.course),
    notAllowed: notAllowed('कोर्स'),
  },
  city: {
    required: 'कृपया अपना शहर लिखें',
    tooLong: tooLong('शहर का नाम', MAX_LENGTH.city),
    notAllowed: notAllowed('शहर के नाम'),
  },
  consent: 'हम आपकी मदद कर सकें, इसके लिए संपर्क की सहमति ज़रूरी है; कृपया सहमति वाले बॉक्स पर टिक करें',
  adult: 'कृपया बताएँ कि छात्र/छात्रा की उम्र 18 साल या उससे ज़्यादा है या नहीं',
  guardianName: {
    required: 'कृपया माता-पिता या अभिभावक का नाम लिखें',
    tooLong: tooLong('अभिभावक का नाम', MAX_LENGTH.name),
    notAllowed: notAllowed('अभिभावक के नाम'),
  },
  guardianPhone: {
    required: 'कृपया माता-पिता या अभिभावक का मोबाइल नंबर लिखें',
    digits: 'अभिभावक का मोबाइल नंबर पूरे 10 अंकों का होना चाहिए',
    start: 'अभिभावक का मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए',
  },
};

import type { AdmissionUi } from '@/lib/catalogue/content-types';
import {
  admissionConsentHi,
  admissionNoticeHi,
  guardianConsentHi,
  guardianNoticeHi,
} from './consent';

// Interface text of the Hindi admission pages: landing page, form-only page, the form, the
// admission pages' bars and footer, the thank-you page and structured data. Its validation messages are
// in admission-messages.ts, its consent texts in consent.ts.

export const admissionUiHi: AdmissionUi = {
  locale: { htmlLang: 'hi', ogLocale: 'hi_IN' },
  landing: {
    formHeading: 'एडमिशन के लिए मुफ़्त गाइडेंस पाएँ',
    programmesHeading: (name) => `${name} के कोर्स`,
    whyUsHeading: 'हमसे एंक्वायरी क्यों करें',
    stepsHeading: 'यह कैसे काम करता है',
    faqHeading: 'छात्र अक्सर ये पूछते हैं',
  },
  formPage: {
    title: (name) => `${name}: एडमिशन के लिए एंक्वायरी`,
    intro: 'एक स्वतंत्र काउंसलर से मुफ़्त गाइडेंस पाएँ। हम एक वर्किंग डे के अंदर आपको कॉल करेंगे।',
  },
  form: {
    labels: {
      name: 'पूरा नाम',
      phone: 'मोबाइल नंबर',
      email: 'ईमेल',
      course: 'आप कौन-सा कोर्स करना चाहते हैं?',
      city: 'आपका शहर',
    },
    courseEmptyOption: 'कोर्स चुनें',
    submit: 'मुफ़्त गाइडेंस पाएँ',
    submitting: 'भेजा जा रहा है…',
    consent: admissionConsentHi,
    notice: admissionNoticeHi,
    minor: {
      question: 'क्या छात्र/छात्रा की उम्र 18 साल या उससे ज़्यादा है?',
      yes: 'हाँ',
      no: 'नहीं',
      guardian: 'माता-पिता या अभिभावक (सिर्फ़ तब, जब छात्र/छात्रा 18 साल से कम के हों)',
      guardianName: 'माता-पिता या अभिभावक का नाम',
      guardianPhone: 'माता-पिता या अभिभावक का फ़ोन नंबर',
      consent: guardianConsentHi,
      notice: guardianNoticeHi,
    },
    toasts: {
      success: 'आपका फ़ॉर्म जमा हो गया।',
      rejected: 'फ़ॉर्म जमा नहीं हो सका। कृपया दोबारा कोशिश करें।',
      error: 'सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचें और दोबारा कोशिश करें।',
    },
    saved: {
      notice: 'आपकी एंक्वायरी इस डिवाइस पर सेव हो गई है। कनेक्शन वापस आते ही यह अपने-आप भेज दी जाएगी।',
      sent: 'आपकी सेव की हुई एंक्वायरी अब भेज दी गई है।',
      refused: 'आपकी सेव की हुई एंक्वायरी भेजी नहीं जा सकी। कृपया फ़ॉर्म दोबारा भरें।',
    },
    problems: {
      fields: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
      unavailable: 'हम अभी आपका फ़ॉर्म सेव नहीं कर पाए। कृपया थोड़ी देर बाद दोबारा कोशिश करें।',
      limited: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ी देर बाद दोबारा कोशिश करें।',
    },
  },
  stickyBar: {
    label: 'तुरंत संपर्क के विकल्प',
    call: 'कॉल करें',
    whatsapp: 'WhatsApp',
    apply: 'फ़ॉर्म भरें',
  },
  topBar: { callPrefix: 'कॉल करें' },
  footer: {
    copyright: (year, brand) => `© ${year} ${brand}, एक स्वतंत्र एडमिशन हेल्प डेस्क।`,
    privacyPolicy: 'प्राइवेसी पॉलिसी',
  },
  thankYou: {
    metaTitle: 'धन्यवाद: आपकी एंक्वायरी हमें मिल गई',
    metaDescription:
      'आपकी एंक्वायरी के लिए धन्यवाद। Leadwise Digital के काउंसलर एक वर्किंग डे के अंदर आपको कॉल करेंगे और एडमिशन के अगले कदम समझाएँगे।',
    title: 'धन्यवाद!',
    message: (name) => `${name} में एडमिशन के बारे में आपकी एंक्वायरी हमें मिल गई है।`,
    messageGeneric: 'आपकी एंक्वायरी हमें मिल गई है।',
    nextHeading: 'आगे क्या होगा',
    nextText:
      'एक वर्किंग डे के अंदर हमारे काउंसलर आपको कॉल करेंगे। वे आपका लक्ष्य समझेंगे, आपकी योग्यता देखेंगे और आगे के कदम बताएँगे, इसलिए अपनी मार्कशीट पास में रखें। अभी बात करना चाहें, तो सीधे हमसे संपर्क करें।',
    whatsapp: 'WhatsApp पर बात करें',
    call: (phone) => `${phone} पर कॉल करें`,
    home: 'होम पेज पर वापस जाएँ',
  },
  languageSwitch: { label: 'भाषा' },
  jsonLd: {
    serviceName: (name) => `${name} में एडमिशन के लिए गाइडेंस`,
    serviceType: 'एडमिशन एंक्वायरी में सहायता',
    breadcrumbHome: 'होम',
    breadcrumbAdmissions: (shortName) => `${shortName} एडमिशन`,
  },
};

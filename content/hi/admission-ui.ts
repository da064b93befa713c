// Interface text of the Hindi admission funnels: landing page, form-only page, the form and its
// validation messages, the funnel's bars and footer, the thank-you page and structured data.
// Parts that wrap a link (consent, notice) are split into before / link text / after; the spaces
// that join them are included in the strings, so they can be rendered side by side as they are.

export const admissionUiHi = {
  /** Language codes for <html lang>, JSON-LD inLanguage and Open Graph. */
  locale: {
    htmlLang: 'hi',
    ogLocale: 'hi_IN',
    ogAlternateLocale: 'en_IN',
  },
  skipLink: 'सीधे मुख्य जानकारी पर जाएँ',
  landing: {
    formHeading: 'एडमिशन के लिए मुफ़्त गाइडेंस पाएँ',
    programmesHeading: (name: string) => `${name} के कोर्स`,
    whyUsHeading: 'हमसे एंक्वायरी क्यों करें',
    stepsHeading: 'यह कैसे काम करता है',
    faqHeading: 'छात्र अक्सर ये पूछते हैं',
  },
  formPage: {
    title: (name: string) => `${name}: एडमिशन के लिए एंक्वायरी`,
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
    placeholders: {
      name: 'जैसे: प्रिया शर्मा',
      phone: '10 अंकों का मोबाइल नंबर',
      email: 'जैसे: aapkanaam@example.com',
      city: 'जैसे: लखनऊ',
    },
    courseEmptyOption: 'कोर्स चुनें',
    submit: 'मुफ़्त गाइडेंस पाएँ',
    submitting: 'भेजा जा रहा है…',
    consent: 'मैं सहमत हूँ कि एडमिशन के बारे में मुझसे फ़ोन, SMS, WhatsApp और ईमेल पर संपर्क किया जाए',
    consentBefore: ' (हमारी ',
    consentLinkText: 'प्राइवेसी पॉलिसी',
    consentAfter: ' देखें)।',
  },
  /** One sentence under the fields: what is collected and why, with the privacy policy link. */
  notice: {
    before:
      'हम आपका नाम, मोबाइल नंबर, ईमेल, कोर्स, शहर और यह जानकारी लेते हैं कि आप किस विज्ञापन या पेज से यहाँ पहुँचे, ताकि हमारे काउंसलर एडमिशन के बारे में आपको कॉल कर सकें; ज़्यादा जानकारी के लिए हमारी ',
    linkText: 'प्राइवेसी पॉलिसी',
    after: ' पढ़ें।',
  },
  /** The admission schema's messages (same keys and rules as the English), and the form's toasts. */
  errors: {
    nameRequired: 'कृपया अपना नाम लिखें',
    nameTooLong: 'नाम 100 अक्षरों से ज़्यादा का नहीं हो सकता',
    emailRequired: 'कृपया अपना ईमेल लिखें',
    emailInvalid: 'कृपया सही ईमेल पता लिखें',
    emailTooLong: 'ईमेल 254 अक्षरों से ज़्यादा का नहीं हो सकता',
    phoneRequired: 'कृपया अपना मोबाइल नंबर लिखें',
    phoneDigits: 'मोबाइल नंबर पूरे 10 अंकों का होना चाहिए',
    phoneStart: 'मोबाइल नंबर 6, 7, 8 या 9 से शुरू होना चाहिए',
    courseRequired: 'कृपया एक कोर्स चुनें',
    courseTooLong: 'कोर्स का नाम 120 अक्षरों से ज़्यादा का नहीं हो सकता',
    cityRequired: 'कृपया अपना शहर लिखें',
    cityTooLong: 'शहर का नाम 100 अक्षरों से ज़्यादा का नहीं हो सकता',
    consentRequired:
      'हम आपकी मदद कर सकें, इसके लिए संपर्क की सहमति ज़रूरी है; कृपया सहमति वाले बॉक्स पर टिक करें',
    submitFailed: 'फ़ॉर्म जमा नहीं हो सका। कृपया दोबारा कोशिश करें।',
    networkError: 'सर्वर से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन जाँचें और दोबारा कोशिश करें।',
    submitted: 'आपका फ़ॉर्म जमा हो गया।',
  },
  stickyBar: {
    label: 'तुरंत संपर्क के विकल्प',
    call: 'कॉल करें',
    whatsapp: 'WhatsApp',
    apply: 'फ़ॉर्म भरें',
  },
  topBar: {
    /** Shown before the phone number (visually hidden on the narrowest screens). */
    callPrefix: 'कॉल करें',
  },
  footer: {
    copyright: (year: number, brand: string) => `© ${year} ${brand}, एक स्वतंत्र एडमिशन हेल्प डेस्क।`,
    privacyPolicy: 'प्राइवेसी पॉलिसी',
  },
  thankYou: {
    metaTitle: 'धन्यवाद: आपकी एंक्वायरी हमें मिल गई',
    metaDescription:
      'आपकी एंक्वायरी के लिए धन्यवाद। Leadwise Digital के काउंसलर एक वर्किंग डे के अंदर आपको कॉल करेंगे और एडमिशन के अगले कदम समझाएँगे।',
    title: 'धन्यवाद!',
    message: (name: string) => `${name} में एडमिशन के बारे में आपकी एंक्वायरी हमें मिल गई है।`,
    messageGeneric: 'आपकी एंक्वायरी हमें मिल गई है।',
    nextHeading: 'आगे क्या होगा',
    nextText:
      'एक वर्किंग डे के अंदर हमारे काउंसलर आपको कॉल करेंगे। वे आपका लक्ष्य समझेंगे, आपकी योग्यता देखेंगे और आगे के कदम बताएँगे, इसलिए अपनी मार्कशीट पास में रखें। अभी बात करना चाहें, तो सीधे हमसे संपर्क करें।',
    whatsapp: 'WhatsApp पर बात करें',
    call: (phone: string) => `${phone} पर कॉल करें`,
    home: 'होम पेज पर वापस जाएँ',
  },
  languageSwitch: {
    label: 'भाषा चुनें',
    english: 'English',
    hindi: 'हिन्दी',
  },
  jsonLd: {
    serviceName: (name: string) => `${name} में एडमिशन के लिए गाइडेंस`,
    serviceType: 'एडमिशन एंक्वायरी में सहायता',
    breadcrumbHome: 'होम',
    breadcrumbAdmissions: (shortName: string) => `${shortName} एडमिशन`,
  },
} as const;

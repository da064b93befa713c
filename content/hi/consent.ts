import type { LinkedText } from '@/lib/catalogue/content-types';

// What the Hindi admission form asks the student to agree to, and tells them it collects and
// why. Stored with every Hindi lead exactly as written here, like the English texts in
// content/consent.ts: editing a text gives it a new version (lib/leads/consent.ts).

/** Under the Hindi admission forms' fields. */
export const admissionNoticeHi: LinkedText = {
  before:
    'हम आपका नाम, मोबाइल नंबर, ईमेल, कोर्स, शहर और यह जानकारी कि आप किस विज्ञापन या पेज से यहाँ पहुँचे, सिर्फ़ इसलिए लेते हैं ताकि हमारे काउंसलर एडमिशन में आपकी मदद कर सकें; ज़्यादा जानकारी के लिए हमारी ',
  link: 'प्राइवेसी पॉलिसी',
  after: ' पढ़ें।',
};

/** The Hindi admission forms' checkbox, unticked until the student ticks it. */
export const admissionConsentHi: LinkedText = {
  before: 'मैं सहमत हूँ कि एडमिशन के बारे में मुझसे फ़ोन, SMS, WhatsApp और ईमेल पर संपर्क किया जाए (हमारी ',
  link: 'प्राइवेसी पॉलिसी',
  after: ' देखें)।',
};

/** After the Hindi notice: where the itemised Hindi notice is (/hi/privacy/notice). */
export const noticeLinkHi: LinkedText = {
  before: 'हम क्या रखते हैं, क्यों, कब तक और किसे देते हैं, यह एक-एक करके हमारे ',
  link: 'प्राइवेसी नोटिस',
  after: ' में लिखा है।',
};

/** The Hindi checkbox when the student is under 18: the parent or guardian consents. */
export const guardianConsentHi: LinkedText = {
  before:
    'मैं ऊपर लिखे छात्र/छात्रा का माता-पिता या अभिभावक हूँ, और मैं सहमति देता/देती हूँ कि एडमिशन के लिए उनकी और मेरी जानकारी ली जाए और उनके एडमिशन के बारे में हमसे फ़ोन, SMS, WhatsApp और ईमेल पर संपर्क किया जाए (हमारी ',
  link: 'प्राइवेसी पॉलिसी',
  after: ' देखें)।',
};

/** Under the Hindi fields when the student is under 18, addressed to the guardian. */
export const guardianNoticeHi: LinkedText = {
  before:
    'छात्र/छात्रा की उम्र 18 साल से कम है, इसलिए हम सिर्फ़ माता-पिता या अभिभावक के तौर पर आपकी सहमति से काम करते हैं: छात्र/छात्रा का नाम, मोबाइल नंबर, ईमेल, कोर्स और शहर, आपका नाम और मोबाइल नंबर, और वे किस विज्ञापन या पेज से यहाँ पहुँचे, यह सब सिर्फ़ इसलिए लेते हैं ताकि काउंसलर एडमिशन में उनकी मदद कर सकें; 18 साल से कम उम्र वालों की जानकारी हम किसी विज्ञापन कंपनी को कभी नहीं भेजते। ज़्यादा जानकारी के लिए हमारी ',
  link: 'प्राइवेसी पॉलिसी',
  after: ' पढ़ें।',
};

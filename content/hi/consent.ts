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

import type { Language } from '@/lib/config/language';

// The mail that carries a rights request's one-time code to the email it names
// (lib/server/privacy/contact-code-email.ts), in the request's language. It says what the code is
// for, so a person who asked nothing knows to ignore it, and never what we hold.
type CodeMail = {
  subject: (reference: string) => string;
  text: (code: string, reference: string, hours: number) => string;
};

export const contactCodeEmail: Record<Language, CodeMail> = {
  en: {
    subject: (reference) => `Your code for privacy request ${reference}`,
    text: (code, reference, hours) =>
      [
        `Someone asked Leadwise Digital about the personal data held under this email address (request ${reference}).`,
        '',
        `If it was you, your code is: ${code}`,
        '',
        `Tell it to our team when they call, or reply to this mail with it, within ${hours} hours. Until then we show or erase nothing under this address.`,
        '',
        'If it was not you, ignore this mail: nothing happens without the code.',
      ].join('\n'),
  },
  hi: {
    subject: (reference) => `गोपनीयता अनुरोध ${reference} के लिए आपका कोड`,
    text: (code, reference, hours) =>
      [
        `किसी ने Leadwise Digital से इस ईमेल पते के तहत रखे गए व्यक्तिगत डेटा के बारे में पूछा है (अनुरोध ${reference})।`,
        '',
        `अगर यह आप थे, तो आपका कोड है: ${code}`,
        '',
        `${hours} घंटों के भीतर यह कोड हमारी टीम को फ़ोन पर बताएँ, या इस ईमेल के जवाब में भेजें। तब तक हम इस पते के तहत कुछ भी न दिखाते हैं, न मिटाते हैं।`,
        '',
        'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कोड के बिना कुछ नहीं होता।',
      ].join('\n'),
  },
};

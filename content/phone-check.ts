import type { Language } from '@/lib/config/language';

// The thank-you page's phone check (issue 73; docs/operations.md#phone-codes), in each language:
// what the student reads when a code was sent, and what each outcome says.

/** What a step on the page came to, as its answer's address carries it (`?code=`). */
export type PhoneCheckNotice =
  | 'sent'
  | 'failed'
  | 'limited'
  | 'skipped'
  | 'too-soon'
  | 'bad-phone'
  | 'malformed'
  | 'wrong'
  | 'expired'
  | 'used-up'
  | 'no-code';

export type PhoneCheckCopy = {
  heading: string;
  optional: string;
  sentTo: (phone: string) => string;
  sentToGuardian: (phone: string) => string;
  notSent: string;
  codeLabel: string;
  confirm: string;
  sendAgain: string;
  sendAgainNote: string;
  changeNumber: string;
  newNumberLabel: string;
  sendToNumber: string;
  verified: string;
  verifiedGuardian: string;
  notices: Record<Exclude<PhoneCheckNotice, 'wrong'>, string>;
  wrong: (triesLeft: number) => string;
};

const en: PhoneCheckCopy = {
  heading: 'Confirm your mobile number',
  optional:
    'Your enquiry has already reached us. Confirming the number helps your counsellor reach you first time.',
  sentTo: (phone) => `We sent a 6-digit code by SMS to ${phone}.`,
  sentToGuardian: (phone) =>
    `We sent a 6-digit code by SMS to your parent's or guardian's number, ${phone}.`,
  notSent: 'We could not send the code just now. Please use Send again.',
  codeLabel: '6-digit code',
  confirm: 'Confirm number',
  sendAgain: 'Send again',
  sendAgainNote: 'You can ask for a new code 30 seconds after the last one.',
  changeNumber: 'Change number',
  newNumberLabel: 'Correct mobile number',
  sendToNumber: 'Send the code to this number',
  verified: 'Thank you: your mobile number is confirmed.',
  verifiedGuardian: "Thank you: your parent's or guardian's number is confirmed.",
  notices: {
    sent: 'We sent a new code. It works for 10 minutes.',
    failed: 'We could not send the code just now. Please try Send again in a minute.',
    limited:
      'Too many codes were asked for from here or for this number. Please try again in an hour: your enquiry is already with us.',
    skipped:
      'We cannot send codes just now. Your enquiry is already with us and a counsellor will call you.',
    'too-soon': 'Please wait 30 seconds after the last code before asking for another.',
    'bad-phone': 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
    malformed: 'Enter the 6 digits of the code from the SMS.',
    expired: 'This code has expired: codes work for 10 minutes. Use Send again for a new one.',
    'used-up':
      'That was the fifth wrong code, so this code no longer works. Use Send again for a new one.',
    'no-code': 'There is no code waiting for this number. Use Send again for a new one.',
  },
  wrong: (triesLeft) =>
    `That code is not right. Check the SMS and try again (${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left).`,
};

const hi: PhoneCheckCopy = {
  heading: 'अपना मोबाइल नंबर पक्का करें',
  optional: 'आपकी पूछताछ हम तक पहुँच चुकी है। नंबर पक्का करने से आपके काउंसलर आपसे पहली बार में ही बात कर पाएँगे।',
  sentTo: (phone) => `हमने ${phone} पर SMS से 6 अंकों का कोड भेजा है।`,
  sentToGuardian: (phone) =>
    `हमने आपके माता-पिता या अभिभावक के नंबर ${phone} पर SMS से 6 अंकों का कोड भेजा है।`,
  notSent: 'अभी कोड नहीं भेजा जा सका। कृपया "फिर से भेजें" दबाएँ।',
  codeLabel: '6 अंकों का कोड',
  confirm: 'नंबर पक्का करें',
  sendAgain: 'फिर से भेजें',
  sendAgainNote: 'पिछले कोड के 30 सेकंड बाद आप नया कोड माँग सकते हैं।',
  changeNumber: 'नंबर बदलें',
  newNumberLabel: 'सही मोबाइल नंबर',
  sendToNumber: 'इस नंबर पर कोड भेजें',
  verified: 'धन्यवाद: आपका मोबाइल नंबर पक्का हो गया है।',
  verifiedGuardian: 'धन्यवाद: आपके माता-पिता या अभिभावक का नंबर पक्का हो गया है।',
  notices: {
    sent: 'हमने नया कोड भेजा है। यह 10 मिनट तक चलेगा।',
    failed: 'अभी कोड नहीं भेजा जा सका। कृपया एक मिनट बाद "फिर से भेजें" दबाएँ।',
    limited:
      'यहाँ से या इस नंबर के लिए बहुत सारे कोड माँगे गए हैं। कृपया एक घंटे बाद कोशिश करें: आपकी पूछताछ हम तक पहुँच चुकी है।',
    skipped: 'अभी कोड नहीं भेजे जा सकते। आपकी पूछताछ हम तक पहुँच चुकी है और काउंसलर आपको कॉल करेंगे।',
    'too-soon': 'नया कोड माँगने से पहले पिछले कोड के बाद 30 सेकंड रुकें।',
    'bad-phone': '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर लिखें।',
    malformed: 'SMS में आए कोड के 6 अंक लिखें।',
    expired: 'इस कोड का समय निकल गया है: कोड 10 मिनट तक चलता है। नए कोड के लिए "फिर से भेजें" दबाएँ।',
    'used-up': 'यह पाँचवाँ गलत कोड था, इसलिए यह कोड अब नहीं चलेगा। नए कोड के लिए "फिर से भेजें" दबाएँ।',
    'no-code': 'इस नंबर के लिए कोई कोड बाकी नहीं है। नए कोड के लिए "फिर से भेजें" दबाएँ।',
  },
  wrong: (triesLeft) => `यह कोड सही नहीं है। SMS देखकर फिर से लिखें (${triesLeft} कोशिश बाकी)।`,
};

export const phoneCheckCopy: Record<Language, PhoneCheckCopy> = { en, hi };

/**
 * A proposal's code step (SMS_PROPOSALS), in English as the proposal form is: the admission
 * step's words, but a business is called back by the agency's team, not a counsellor.
 */
export const proposalPhoneCheckCopy: PhoneCheckCopy = {
  ...en,
  optional:
    'Your enquiry has already reached us. Confirming the number helps our team reach you first time.',
  notices: {
    ...en.notices,
    skipped:
      'We cannot send codes just now. Your enquiry is already with us and our team will be in touch within one working day.',
  },
};

/** The phone check on a lead's page in the inbox (English only, as the inbox is). */
export const leadPhoneCheckCopy = {
  verified: 'Verified',
  verifiedBy: (whose: string, at: string) => `Code sent by SMS to ${whose} typed back on ${at}.`,
  notVerified: (whose: string, sentAt: string | null, delivery: string | null) =>
    `Not verified. ${sentAt ? `Last code sent to ${whose} on ${sentAt}` : `No code sent to ${whose}`}${delivery ? `; the gateway says: ${delivery}` : ''}.`,
  /** Whose phone the code went to, by its role: a proposal's is its enquirer's (SMS_PROPOSALS). */
  whosePhone: (role: string | null) =>
    role === 'guardian'
      ? "the parent's or guardian's phone"
      : role === 'contact'
        ? "the enquirer's phone"
        : "the student's phone",
  /** Who corrects a number on the thank-you page: the student, or a proposal's enquirer. */
  corrector: (role: string | null) => (role === 'contact' ? 'the enquirer' : 'the student'),
  changed: (who: string, at: string) =>
    `${who[0].toUpperCase()}${who.slice(1)} corrected the number on the thank-you page on ${at}.`,
  /** The timeline's row for "Change number" (kind 'phone'). */
  timelineChanged: (whose: string) =>
    `Changed ${whose} on the thank-you page; a new code went to the new number`,
};

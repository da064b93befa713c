import { admissionMessagesHi } from '@/content/hi/admission-messages';
import type { Language } from '@/lib/config/language';
import type { AdmissionMessages } from './admission';
import { admissionMessagesEn } from '../../content/form-messages';

/**
 * The admission form's messages by language, for the API, which answers a lead in the language
 * of the form it came from. The browser loads only its page's (components/admission/admission-form.tsx).
 */
export const admissionMessages: Record<Language, AdmissionMessages> = {
  en: admissionMessagesEn,
  hi: admissionMessagesHi,
};

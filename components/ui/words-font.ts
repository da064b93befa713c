import type { Language } from '@/lib/config/language';

/**
 * The font class for a language's words on another language's page, whose own fonts may lack
 * their letters: Hindi on an English page (app/fonts-hindi-words.ts).
 */
export const WORDS_FONT: Partial<Record<Language, string>> = { hi: 'font-hindi-words' };

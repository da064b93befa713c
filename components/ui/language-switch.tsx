import { cn } from '@/lib/ui/cn';
import { HREFLANG, LANGUAGE_NAMES, LANGUAGES, type Language } from '@/lib/config/language';
import type { LanguagePaths } from '@/lib/seo/metadata';
import { WORDS_FONT } from './words-font';

type Props = {
  /** The page's language, shown as the current one. */
  language: Language;
  /** This page in each language. */
  paths: LanguagePaths;
  /** The switch's accessible name, in the page's language. */
  label: string;
  className?: string;
};

const item = 'inline-block rounded px-2 py-1 font-semibold';

/**
 * English / हिन्दी: each language's name in itself. A plain link, not next/link: the other
 * language is another root layout, which the browser loads as a new document anyway.
 */
export function LanguageSwitch({ language, paths, label, className }: Props) {
  return (
    <nav aria-label={label} className={cn('text-sm', className)}>
      <ul className="flex items-center">
        {LANGUAGES.map((code, index) => (
          <li key={code} className="flex items-center">
            {index > 0 && (
              <span aria-hidden="true" className="text-gray-500">
                /
              </span>
            )}
            {code === language ? (
              <span lang={code} aria-current="page" className={cn(item, 'text-ink')}>
                {LANGUAGE_NAMES[code]}
              </span>
            ) : (
              <a
                href={paths[code]}
                lang={code}
                hrefLang={HREFLANG[code]}
                className={cn(item, 'text-brand-800 underline', WORDS_FONT[code])}
              >
                {LANGUAGE_NAMES[code]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

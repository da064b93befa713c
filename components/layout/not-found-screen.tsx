import { Fragment } from 'react';
import { contactLabels } from '@/content/error-screen';
import { admissionLinksLineHi } from '@/content/hi/not-found';
import { admissionLinksLine } from '@/content/not-found';
import { admissionPaths } from '@/lib/admission/admission-pages';
import { cn } from '@/lib/ui/cn';
import type { AdmissionLinksLine } from '@/lib/catalogue/content-types';
import type { Language } from '@/lib/config/language';
import { universities } from '@/lib/catalogue/universities';
import { ContactList } from '../content/contact-list';
import { Logo } from '../ui/logo';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';
import { WORDS_FONT } from '../ui/words-font';

const admissionLines: { language: Language; copy: AdmissionLinksLine }[] = [
  { language: 'en', copy: admissionLinksLine },
  { language: 'hi', copy: admissionLinksLineHi },
];

/**
 * Students arrive from ads, some on the Hindi pages: a mistyped or stale admission link ends here
 * (unknown /hi/… URLs too: Next gives them this document), so both languages' admission pages are offered.
 * The Hindi line says lang="hi" and is drawn in the system's Devanagari font, else in the small
 * cut of English pages' Hindi words (app/fonts-hindi-words.ts), never the Hindi pages' web font:
 * that made it the 404's largest paint and added its two files to what the paint waits for.
 */
function AdmissionLinks() {
  return (
    <nav aria-label="Admission guidance" className="flex max-w-xl flex-col gap-2 text-gray-700">
      {admissionLines.map(({ language, copy }) => (
        <p
          key={language}
          lang={language === 'hi' ? 'hi' : undefined}
          className={WORDS_FONT[language]}
        >
          {copy.lead}{' '}
          {universities.map(({ id, shortName }, index) => (
            <Fragment key={id}>
              {index > 0 && ' · '}
              <a
                href={admissionPaths.admission(id, language)}
                className={cn(textLink, 'whitespace-nowrap')}
              >
                {copy.label(shortName)}
              </a>
            </Fragment>
          ))}
        </p>
      ))}
    </nav>
  );
}

// Outside the main layout (it answers for every unknown path, /college/… and /hi/… too), so it
// brings its own logo and contacts rather than the header and footer. Top-aligned, not centred
// on the screen: a paragraph rewrapping when the web font arrives must not move everything above.
// Its links are plain <a>s: every page is under another root layout than this document, which
// the browser leaves by loading a new one, and next/link prefetched each target for nothing (15
// requests on every 404).
export function NotFoundScreen() {
  return (
    <div className="min-h-dvh">
      <header className="px-4 py-3 sm:px-6">
        <Logo plain />
      </header>
      <main className="flex flex-col items-center gap-6 px-4 pb-16 pt-8 text-center md:pt-16">
        <svg
          role="img"
          aria-labelledby="not-found-art"
          viewBox="0 0 240 160"
          className="h-auto w-64 motion-safe:animate-[float_3s_ease-in-out_infinite]"
        >
          <title id="not-found-art">A lost magnifying glass: page not found</title>
          <rect x="20" y="30" width="200" height="110" rx="16" fill="#ede9fe" />
          <text x="120" y="105" textAnchor="middle" fontSize="56" fontWeight="800" fill="#6d28d9">
            404
          </text>
          <circle cx="180" cy="40" r="22" fill="none" stroke="#1f1b2e" strokeWidth="8" />
          <path d="M196 56l22 22" stroke="#1f1b2e" strokeWidth="10" strokeLinecap="round" />
        </svg>
        <h1 className="text-3xl font-bold text-ink">Page not found</h1>
        <p className="max-w-md text-gray-700">
          The page you were looking for does not exist or has moved.
        </p>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants()}>
          Back to the home page
        </a>
        <AdmissionLinks />
        <p className="max-w-md text-gray-700">Looking for something in particular? Ask us.</p>
        <ContactList labels={contactLabels} />
      </main>
    </div>
  );
}

import { Suspense, type ReactNode } from 'react';
import { admissionUi } from '@/lib/admission/admission-pages';
import type { Language } from '@/lib/config/language';
import { siteConfig, telHref, whatsappHref } from '@/lib/config/site-config';
import { universities } from '@/lib/catalogue/universities';
import { ThankYouLines } from './thank-you-lines';
import { ThankYouMessage } from './thank-you-message';
import { buttonVariants } from '../ui/button-variants';
import { textLink } from '../ui/text-link';

/**
 * After an admission enquiry: thanks, the phone check when a code was sent (components/phone-check),
 * what happens next, and ways to talk now.
 */
export function ThankYouScreen({
  language,
  phoneCheck,
}: {
  language: Language;
  phoneCheck?: ReactNode;
}) {
  const copy = admissionUi[language].thankYou;
  const { phone } = siteConfig.contact;
  // Only this language's sentences reach the browser, one per university.
  const messages = Object.fromEntries(
    universities.map((university) => [university.id, copy.message(university.name)]),
  );
  const generic = (
    <ThankYouLines
      lines={[copy.messageGeneric, ...Object.values(messages)]}
      shown={copy.messageGeneric}
    />
  );
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 text-center">
      <h1 className="text-3xl font-bold text-ink md:text-4xl">{copy.title}</h1>
      <Suspense fallback={generic}>
        <ThankYouMessage messages={messages} generic={copy.messageGeneric} />
      </Suspense>
      {phoneCheck}
      <h2 className="mt-10 text-xl font-semibold text-ink">{copy.nextHeading}</h2>
      <p className="mt-2 text-gray-700">{copy.nextText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants()}
        >
          {copy.whatsapp}
        </a>
        <a href={telHref(phone)} className={buttonVariants({ variant: 'outline' })}>
          {copy.call(phone)}
        </a>
      </div>
      <p className="mt-10">
        {/* Plain: from /hi/thank-you home is another root layout's document. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={textLink}>
          {copy.home}
        </a>
      </p>
    </div>
  );
}

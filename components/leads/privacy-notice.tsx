import { noticeLinkEn } from '@/content/consent';
import { noticeLinkHi } from '@/content/hi/consent';
import type { LinkedText } from '@/lib/catalogue/content-types';
import type { Language } from '@/lib/config/language';
import { privacyPaths } from '@/lib/privacy/privacy-paths';
import { textLink } from '../ui/text-link';

/** Each language's link to its itemised notice, said after a form's notice. */
const noticeLinks: Record<Language, LinkedText> = { en: noticeLinkEn, hi: noticeLinkHi };

/**
 * A sentence about the visitor's data with its link (the privacy policy unless said). A plain
 * link: from the Hindi forms the policy is another root layout's document, and next/link would
 * prefetch it whenever a form is on screen.
 */
export function PrivacyText({
  text,
  href = '/privacy-policy',
}: {
  text: LinkedText;
  href?: string;
}) {
  return (
    <>
      {text.before}
      <a href={href} className={textLink}>
        {text.link}
      </a>
      {text.after}
    </>
  );
}

/**
 * Under a form's fields: what is collected and why, then the link to the itemised notice in the
 * form's language (both stored with the lead by their version).
 */
export function PrivacyNotice({ text, language }: { text: LinkedText; language: Language }) {
  return (
    <p className="text-sm text-gray-700">
      <PrivacyText text={text} />{' '}
      <PrivacyText text={noticeLinks[language]} href={privacyPaths.notice(language)} />
    </p>
  );
}

import type { LinkedText } from '@/lib/catalogue/content-types';
import { textLink } from '../ui/text-link';

/**
 * A sentence about the visitor's data with its link to the privacy policy. A plain link: from the
 * Hindi forms the policy is another root layout's document, and next/link would prefetch it
 * whenever a form is on screen.
 */
export function PrivacyText({ text }: { text: LinkedText }) {
  return (
    <>
      {text.before}
      <a href="/privacy-policy" className={textLink}>
        {text.link}
      </a>
      {text.after}
    </>
  );
}

/** Under a form's fields: what is collected and why (stored with the lead by its version). */
export function PrivacyNotice({ text }: { text: LinkedText }) {
  return (
    <p className="text-sm text-gray-700">
      <PrivacyText text={text} />
    </p>
  );
}

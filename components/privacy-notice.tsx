import Link from 'next/link';
import type { LinkedText } from '@/lib/content-types';

/** A sentence about the visitor's data with its link to the privacy policy. */
export function PrivacyText({ text }: { text: LinkedText }) {
  return (
    <>
      {text.before}
      <Link href="/privacy-policy" className="font-semibold text-brand-800 underline">
        {text.link}
      </Link>
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

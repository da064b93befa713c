import Link from 'next/link';
import { Suspense } from 'react';
import { ThankYouMessage } from '@/components/thank-you-message';
import { buttonVariants } from '@/components/ui/button-variants';
import { universities } from '@/content/universities';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig, telHref, whatsappHref } from '@/lib/site-config';

export const metadata = pageMetadata({
  title: 'Thank you',
  description:
    'Thank you for your enquiry. A Leadwise Digital counsellor will call you within one working day.',
  path: '/thank-you',
  noindex: true,
});

const names = Object.fromEntries(
  universities.map((university) => [university.id, university.name]),
);

export default function ThankYouPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-14 text-center">
      <h1 className="text-3xl font-bold text-ink md:text-4xl">Thank you!</h1>
      <Suspense
        fallback={<p className="mt-4 text-lg text-gray-700">Your enquiry has reached us.</p>}
      >
        <ThankYouMessage names={names} />
      </Suspense>
      <h2 className="mt-10 text-xl font-semibold text-ink">What happens next</h2>
      <p className="mt-2 text-gray-700">
        A counsellor will call you within one working day to understand your goals, check your
        eligibility and walk you through the next steps. Keep your marksheets handy. If you would
        rather talk now, reach us directly.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        <a
          href={whatsappHref()}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants()}
        >
          Chat on WhatsApp
        </a>
        <a
          href={telHref(siteConfig.contact.phone)}
          className={buttonVariants({ variant: 'outline' })}
        >
          Call {siteConfig.contact.phone}
        </a>
      </div>
      <p className="mt-10">
        <Link href="/" className="font-semibold text-brand-800 underline">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}

import { ContentSection } from '@/components/content/content-section';
import { LazyProposalForm } from '@/components/proposal/lazy-proposal-form';
import { PageHero } from '@/components/content/page-hero';
import { textLink } from '@/components/ui/text-link';
import { contactContent as content } from '@/content/pages/contact';
import { CONFIRMATION_PATHS } from '@/lib/leads/form-post';
import { proposalRequest } from '@/lib/proposal/proposal-requests';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatAddress, mailtoHref, siteConfig, telHref } from '@/lib/config/site-config';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: '/contact',
});

export default function ContactPage() {
  const { phone, email } = siteConfig.contact;
  return (
    <>
      <PageHero title={content.title} intro={content.intro} wide />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-5">
        <div className="flex flex-col gap-10 lg:col-span-2">
          <section className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-6">
            <h2 className="text-xl font-bold text-ink">Reach us</h2>
            <p>
              Phone:{' '}
              <a href={telHref(phone)} className={textLink}>
                {phone}
              </a>
            </p>
            <p>
              Email:{' '}
              <a href={mailtoHref(email)} className={textLink}>
                {email}
              </a>
            </p>
            <address className="not-italic">{formatAddress()}</address>
            <h3 className="mt-2 font-semibold text-ink">Hours</h3>
            {/* The hours on one line each, however narrow the phone: the days wrap instead. */}
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-gray-700">
              {content.hours.map((slot) => (
                <div key={slot.days} className="contents">
                  <dt>{slot.days}</dt>
                  <dd className="whitespace-nowrap">{slot.time}</dd>
                </div>
              ))}
            </dl>
          </section>
          {content.sections.map((section) => (
            <ContentSection key={section.heading} section={section} />
          ))}
        </div>
        <section
          id="proposal"
          className="scroll-mt-24 rounded-2xl border border-brand-100 p-6 shadow-sm lg:col-span-3 lg:self-start"
          aria-labelledby="contact-form-heading"
        >
          <h2 id="contact-form-heading" className="text-2xl font-bold text-ink">
            {content.formHeading}
          </h2>
          <p className="mb-6 mt-2 text-gray-700">{content.formText}</p>
          <LazyProposalForm
            purpose={proposalRequest.purpose}
            idPrefix="contact"
            thankYouPath={CONFIRMATION_PATHS.proposal}
          />
        </section>
      </div>
    </>
  );
}

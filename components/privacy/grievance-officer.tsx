import { mailtoHref, siteConfig } from '@/lib/config/site-config';
import type { OfficerCopy } from '@/lib/privacy/privacy-copy';
import { textLink } from '../ui/text-link';

/**
 * Who answers questions and complaints about personal data (DPDP Rules 2025, rule 9), from the
 * settings: the name when one is set, else the role; the email, else the contact email.
 */
export function GrievanceOfficer({ copy }: { copy: OfficerCopy }) {
  const { name, email } = siteConfig.grievanceOfficer;
  return (
    <section
      aria-labelledby="grievance-officer"
      className="rounded-xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="grievance-officer" className="text-xl font-bold text-ink">
        {copy.heading}
      </h2>
      <p className="mt-2 text-gray-700">{copy.text}</p>
      <p className="mt-2 font-semibold text-ink">{name ? `${name}, ${copy.role}` : copy.role}</p>
      <p className="mt-1 text-gray-700">
        {copy.email}:{' '}
        <a href={mailtoHref(email)} className={textLink} lang="en">
          {email}
        </a>
      </p>
    </section>
  );
}

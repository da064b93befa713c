import Link from 'next/link';
import type { ReactNode } from 'react';
import { contactLabels } from '@/content/error-screen';
import type { ConfirmationContent } from '@/lib/catalogue/content-types';
import { ContactList } from '../content/contact-list';
import { PageHero } from '../content/page-hero';
import { textLink } from '../ui/text-link';

/**
 * After a form posted without its script: the server has it, and what the visitor can do now;
 * with the phone check when a proposal's code was sent (components/phone-check).
 */
export function ConfirmationScreen({
  content,
  phoneCheck,
}: {
  content: ConfirmationContent;
  phoneCheck?: ReactNode;
}) {
  return (
    <PageHero title={content.title} intro={content.intro}>
      {phoneCheck}
      <div className="mt-8 flex flex-col items-start gap-6">
        <ContactList labels={contactLabels} align="start" />
        <ul className="flex flex-wrap gap-6">
          {content.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={textLink}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </PageHero>
  );
}

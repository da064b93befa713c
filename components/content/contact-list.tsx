import { contact, mailtoHref, telHref } from '@/lib/config/contact-details';
import { cn } from '@/lib/ui/cn';
import type { ContactLabels } from '@/lib/catalogue/content-types';
import { textLink } from '../ui/text-link';

type Props = {
  labels: ContactLabels;
  /** `start` under left-aligned copy (a confirmation page); centred on an error or a 404. */
  align?: 'center' | 'start';
};

/**
 * The phone and email as links, the way out of an error or a 404. One line each on phones and a
 * row above: a font swap changes their widths but never how they wrap.
 */
export function ContactList({ labels, align = 'center' }: Props) {
  return (
    <ul
      className={cn(
        'flex flex-col gap-2 text-gray-700 sm:flex-row sm:gap-6',
        align === 'center' ? 'items-center' : 'items-start',
      )}
    >
      <li>
        {labels.call}{' '}
        <a href={telHref(contact.phone)} className={textLink}>
          {contact.phone}
        </a>
      </li>
      <li>
        {labels.email}{' '}
        <a href={mailtoHref(contact.email)} className={textLink}>
          {contact.email}
        </a>
      </li>
    </ul>
  );
}

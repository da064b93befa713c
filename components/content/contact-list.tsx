import { contact, mailtoHref, telHref } from '@/lib/config/contact-details';
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
    // An attribute, not cn(): the error screen is client code, and tailwind-merge would join
    // every page's first load.
    <ul
      data-align={align}
      className="flex flex-col items-center gap-2 text-gray-700 data-[align=start]:items-start sm:flex-row sm:gap-6"
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

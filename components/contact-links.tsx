import { contact, mailtoHref, telHref } from '@/lib/contact';

const link = 'font-semibold text-brand-800 underline';

/** "call us on {phone} or write to {email}", as links: the way out of an error or a 404. */
export function ContactLinks() {
  return (
    <>
      call us on{' '}
      <a href={telHref(contact.phone)} className={link}>
        {contact.phone}
      </a>{' '}
      or write to{' '}
      <a href={mailtoHref(contact.email)} className={link}>
        {contact.email}
      </a>
    </>
  );
}

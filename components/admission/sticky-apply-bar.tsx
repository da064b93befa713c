import type { AdmissionUi } from '@/lib/catalogue/content-types';
import { cn } from '@/lib/ui/cn';
import { siteConfig, telHref, whatsappHref } from '@/lib/config/site-config';

const item = 'flex flex-1 items-center justify-center py-3 text-sm font-semibold';

type Props = { formId: string; copy: AdmissionUi['stickyBar'] };

/** Call, WhatsApp and apply, always in reach on a phone. */
export function StickyApplyBar({ formId, copy }: Props) {
  return (
    <nav
      aria-label={copy.label}
      className="fixed inset-x-0 bottom-0 z-30 flex border-t border-brand-100 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)] md:hidden"
    >
      <a href={telHref(siteConfig.contact.phone)} className={cn(item, 'text-ink')}>
        {copy.call}
      </a>
      <a
        href={whatsappHref()}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(item, 'text-[#136c3e]')}
      >
        {copy.whatsapp}
      </a>
      <a href={`#${formId}`} className={cn(item, 'bg-brand-700 text-white')}>
        {copy.apply}
      </a>
    </nav>
  );
}

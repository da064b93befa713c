import { siteConfig, telHref } from '@/lib/config/site-config';
import { Logo } from '../ui/logo';

/** The admission pages' compact bar: the logo and a call link, not the main header. */
export function CollegeTopBar({ callPrefix }: { callPrefix: string }) {
  const { phone } = siteConfig.contact;
  return (
    <div className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2.5">
        <Logo plain />
        <a href={telHref(phone)} className="text-sm font-semibold text-brand-800">
          <span className="sr-only xs:not-sr-only">{callPrefix} </span>
          {phone}
        </a>
      </div>
    </div>
  );
}

import { proposalRequest } from '@/lib/contact-requests';
import { headerMenu, siteConfig, telHref } from '@/lib/site-config';
import { primaryButton } from './button-styles';
import { ContactButton } from './contact-button';
import { DesktopNav } from './desktop-nav';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

function CallUs({ className }: { className?: string }) {
  const { phone } = siteConfig.contact;
  return (
    <a href={telHref(phone)} className={`flex flex-col leading-tight ${className ?? ''}`}>
      <span className="text-xs font-medium text-brand-800">Call Us</span>
      <span className="font-semibold text-ink">{phone}</span>
    </a>
  );
}

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <DesktopNav items={headerMenu} />
        <div className="flex items-center gap-4">
          <CallUs className="hidden xl:flex" />
          <ContactButton
            request={proposalRequest}
            className={`${primaryButton} hidden sm:inline-flex`}
          >
            Get a proposal
          </ContactButton>
          <MobileMenu
            items={headerMenu}
            footer={
              <>
                <CallUs className="rounded-lg bg-brand-50 px-3 py-2" />
                <ContactButton request={proposalRequest} className={primaryButton}>
                  Get a proposal
                </ContactButton>
              </>
            }
          />
        </div>
      </div>
    </HeaderShell>
  );
}

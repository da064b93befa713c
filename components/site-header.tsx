import { cn } from '@/lib/cn';
import { proposalRequest } from '@/lib/contact-modal-requests';
import { headerMenu } from '@/lib/site-config';
import { CallUsLink } from './call-us-link';
import { ContactButton } from './contact-button';
import { DesktopNav } from './desktop-nav';
import { HeaderShell } from './header-shell';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { buttonVariants } from './ui/button-variants';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <DesktopNav items={headerMenu} />
        <div className="flex items-center gap-3">
          <CallUsLink compact className="hidden sm:flex" />
          {/* On phones the proposal button waits in the menu panel: the row keeps one line. */}
          <ContactButton
            request={proposalRequest}
            className={cn(buttonVariants(), 'hidden shrink-0 whitespace-nowrap sm:inline-flex')}
          >
            Get a proposal
          </ContactButton>
          <MobileMenu
            items={headerMenu}
            footer={
              <>
                <CallUsLink className="bg-brand-50 px-3 py-2" />
                <ContactButton request={proposalRequest} className={buttonVariants()}>
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

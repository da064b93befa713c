import { cn } from '@/lib/ui/cn';
import { proposalRequest } from '@/lib/proposal/proposal-requests';
import { headerMenu } from '@/lib/config/site-config';
import { CallUsLink } from './call-us-link';
import { ProposalButton } from '../proposal/proposal-button';
import { DesktopNav } from './desktop-nav';
import { HeaderShell } from './header-shell';
import { Logo } from '../ui/logo';
import { MobileMenu } from './mobile-menu';
import { buttonVariants } from '../ui/button-variants';

export function SiteHeader() {
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <DesktopNav items={headerMenu} />
        <div className="flex items-center gap-3">
          <CallUsLink compact className="hidden sm:flex" />
          {/* On phones the proposal button waits in the menu panel: the row keeps one line. */}
          <ProposalButton
            request={proposalRequest}
            className={cn(buttonVariants(), 'hidden shrink-0 whitespace-nowrap sm:inline-flex')}
          >
            Get a proposal
          </ProposalButton>
          <MobileMenu
            items={headerMenu}
            footer={
              <>
                <CallUsLink className="bg-brand-50 px-3 py-2" />
                <ProposalButton request={proposalRequest} className={buttonVariants()}>
                  Get a proposal
                </ProposalButton>
              </>
            }
          />
        </div>
      </div>
    </HeaderShell>
  );
}

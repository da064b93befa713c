import type { ReactNode } from 'react';
import { ChatButtons } from '@/components/layout/chat-buttons';
import { ProposalModalLoader } from '@/components/proposal/proposal-modal-loader';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { organizationJsonLd } from '@/lib/seo/structured-data';

export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      {/* Without scripts, nothing reveals a block or looks under the chat buttons: both show. */}
      <noscript>
        <style>
          {
            '[data-reveal]{opacity:1!important;transform:none!important}[data-chat-dock]>a{translate:none!important}'
          }
        </style>
      </noscript>
      <SiteHeader />
      <main id="main">{children}</main>
      <ChatButtons />
      <SiteFooter />
      <ProposalModalLoader />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}

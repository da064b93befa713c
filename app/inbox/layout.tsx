import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { inboxTitle } from '@/content/inbox';
import { inter } from '@/app/fonts';
import { siteMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/ui/cn';
import '@/app/globals.css';
import '@/app/inter-fallback.css';

export const metadata: Metadata = {
  metadataBase: siteMetadata.metadataBase,
  title: { default: inboxTitle, template: `%s · ${inboxTitle}` },
  robots: { index: false, follow: false },
  // Installable on its own (public/inbox/): the public site has no manifest and no worker.
  manifest: '/inbox/manifest.webmanifest',
  icons: { apple: '/inbox/apple-touch-icon.png' },
  appleWebApp: { capable: true, title: inboxTitle, statusBarStyle: 'default' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#6d28d9',
};

/**
 * The operators' side: its own root, outside the public pages' header, chat buttons, footer
 * and scripts. Every page renders per request for its signed-in operator (never cached).
 */
export default function InboxRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className={cn('min-h-screen bg-gray-50 font-sans text-ink')}>{children}</body>
    </html>
  );
}

import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { portalTitle } from '@/content/portal';
import { inter } from '@/app/fonts';
import { devanagari } from '@/app/fonts-devanagari';
import { siteMetadata } from '@/lib/seo/metadata';
import '@/app/globals.css';
import '@/app/inter-fallback.css';
import '@/app/system-devanagari.css';

export const metadata: Metadata = {
  metadataBase: siteMetadata.metadataBase,
  title: { default: portalTitle, template: `%s · ${portalTitle}` },
  robots: { index: false, follow: false },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#6d28d9' };

/**
 * The universities' portal (docs/product.md#the-university-portal): its own root, outside the
 * public pages and the inbox. Every page renders per request for who signed in (never cached).
 */
export default function PortalRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={`${inter.variable} ${devanagari.variable}`}>
      {/* A student's Hindi answers are shown as written: Devanagari in the system's font, else
          Noto Sans Devanagari, fetched only by a page that has some (its unicode-range). */}
      <body className="min-h-screen bg-gray-50 font-hindi text-ink">{children}</body>
    </html>
  );
}

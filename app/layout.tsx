import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppStateProvider } from '@/components/app-state-provider';
import { NavigationPending } from '@/components/navigation-pending';
import { ToasterLoader } from '@/components/toaster-loader';
import { TouchRecorder } from '@/components/touch-recorder';
import { siteConfig } from '@/lib/site-config';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name}: Digital Marketing Agency in Gurugram`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  themeColor: '#6d28d9',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="font-sans">
        <AppStateProvider>{children}</AppStateProvider>
        <ToasterLoader />
        <NavigationPending />
        <TouchRecorder />
      </body>
    </html>
  );
}

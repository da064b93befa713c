import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/root-document';
import { admissionUiHi } from '@/content/hi/admission-ui';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { devanagari } from '../fonts-devanagari';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/**
 * The Hindi pages' root, apart from the English one so that the served HTML says lang="hi", and
 * so that only these pages load the Devanagari font.
 */
export default function HindiRootLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument
      lang={admissionUiHi.locale.htmlLang}
      fontVariables={devanagari.variable}
      fontClass="font-hindi"
    >
      {children}
    </RootDocument>
  );
}

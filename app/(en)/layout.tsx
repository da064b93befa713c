import type { ReactNode } from 'react';
import { RootDocument } from '@/components/layout/root-document';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The English pages' root: every page but the Hindi admission pages (app/(hi)). */
export default function EnglishRootLayout({ children }: { children: ReactNode }) {
  return <RootDocument lang="en-IN">{children}</RootDocument>;
}

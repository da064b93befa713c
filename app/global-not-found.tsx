import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/not-found-screen';
import { RootDocument } from '@/components/root-document';
import { notFoundText, siteMetadata, siteViewport } from '@/lib/metadata';

// Every unknown URL. With two root layouts (app/(en), app/(hi)) no single layout could compose
// a 404 for paths that match neither, so Next serves this whole document instead
// (experimental.globalNotFound in next.config.ts). Next marks it noindex itself.
export const metadata: Metadata = { ...siteMetadata, ...notFoundText };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument lang="en-IN">
      <NotFoundScreen />
    </RootDocument>
  );
}

import type { Metadata } from 'next';
import { NotFoundScreen } from '@/components/layout/not-found-screen';
import { RootDocument } from '@/components/layout/root-document';
import { notFoundText, siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { NOT_FOUND_ROUTE } from '@/lib/vitals/route-pattern';

// Every unknown URL. With two root layouts (app/(en), app/(hi)) no single layout could compose
// a 404 for paths that match neither, so Next serves this whole document instead
// (experimental.globalNotFound in next.config.ts). Next marks it noindex itself.
// Unknown posts, services and colleges come here too (their routes set dynamicParams = false), so
// the root layouts have no not-found.tsx of their own: Next writes a root layout's not-found into
// the flight data of every page under it (the 404 screen cost each English page 0.7–1.3 KB of
// gzipped HTML).
export const metadata: Metadata = { ...siteMetadata, ...notFoundText };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument lang="en-IN" vitalsRoute={NOT_FOUND_ROUTE}>
      <NotFoundScreen />
    </RootDocument>
  );
}

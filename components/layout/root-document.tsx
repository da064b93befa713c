import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { hindiWords } from '@/app/fonts-hindi-words';
import { cn } from '@/lib/ui/cn';
import { webFontScript } from '@/lib/ui/web-font';
import { HeadScript } from '../leads/head-script';
import { AppStateProvider } from '../proposal/app-state-provider';
import { NavigationPending } from './navigation-pending';
import { ResumeSavedSends } from '../leads/resume-saved-sends';
import { ToasterLoader } from './toaster-loader';
import { VitalsReporter } from '../vitals/vitals-reporter';
import { WebFontLater } from './web-font-later';
import '@/app/globals.css';
import '@/app/inter-fallback.css';

type Props = {
  /** The document's language, in the served HTML (each root layout knows its own). */
  lang: string;
  /** Font variables besides Inter's, on <html>. */
  fontVariables?: string;
  /** The font stack utility of the body. */
  fontClass?: string;
  /** The route its speed is reported under when Next's params cannot tell (the 404 document). */
  vitalsRoute?: string;
  children: ReactNode;
};

/**
 * The html and body every root layout renders: the head scripts, fonts, shared state, toaster and
 * page hooks (the resending of what the device kept among them, the web font for later pages,
 * the page's speed as the visitor's browser measures it).
 */
export function RootDocument({
  lang,
  fontVariables,
  fontClass = 'font-sans',
  vitalsRoute,
  children,
}: Props) {
  return (
    // The web font's script may add Inter's class before React takes the document over.
    <html lang={lang} className={cn(hindiWords.variable, fontVariables)} suppressHydrationWarning>
      {/* The App Router's root layout writes its own head; next/head is the Pages Router's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <HeadScript />
        <script dangerouslySetInnerHTML={{ __html: webFontScript(inter.variable) }} />
      </head>
      <body className={fontClass}>
        <AppStateProvider>{children}</AppStateProvider>
        <ToasterLoader />
        <NavigationPending />
        <ResumeSavedSends />
        <WebFontLater />
        <VitalsReporter route={vitalsRoute} />
      </body>
    </html>
  );
}

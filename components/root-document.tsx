import type { ReactNode } from 'react';
import { inter } from '@/app/fonts';
import { cn } from '@/lib/cn';
import { AppStateProvider } from './app-state-provider';
import { NavigationPending } from './navigation-pending';
import { ToasterLoader } from './toaster-loader';
import { TouchRecorder } from './touch-recorder';
import '@/app/globals.css';

type Props = {
  /** The document's language, in the served HTML (each root layout knows its own). */
  lang: string;
  /** Font variables besides Inter's, on <html>. */
  fontVariables?: string;
  /** The font stack utility of the body. */
  fontClass?: string;
  children: ReactNode;
};

/** The html and body every root layout renders: fonts, shared state, toaster and page hooks. */
export function RootDocument({ lang, fontVariables, fontClass = 'font-sans', children }: Props) {
  return (
    <html lang={lang} className={cn(inter.variable, fontVariables)}>
      <body className={fontClass}>
        <AppStateProvider>{children}</AppStateProvider>
        <ToasterLoader />
        <NavigationPending />
        <TouchRecorder />
      </body>
    </html>
  );
}

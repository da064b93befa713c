'use client';

import { type ErrorBoundaryProps, ErrorScreen } from '@/components/layout/error-screen';
import { errorScreenCopy } from '@/content/error-screen';

// Only when a root layout itself fails, which leaves no language to go by: English. It imports no
// stylesheet: with the CSS inlined (next.config.ts), Next would write the whole stylesheet into
// every page's flight data a second time for it. Replacing a page in the browser, it keeps that
// page's inlined styles (React leaves hoisted styles in place); rendered by the server it shows
// unstyled, its message, contacts and Try again still there.
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <ErrorScreen {...props} copy={errorScreenCopy} />
      </body>
    </html>
  );
}

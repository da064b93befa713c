'use client';

import { type ErrorBoundaryProps, ErrorScreen } from '@/components/error-screen';
import { errorScreenCopy } from '@/content/error-screen';
import './globals.css';

// Only when a root layout itself fails, which leaves no language to go by: English.
export default function GlobalError(props: ErrorBoundaryProps) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <ErrorScreen {...props} copy={errorScreenCopy} />
      </body>
    </html>
  );
}

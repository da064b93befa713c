'use client';

import { ErrorScreen } from '@/components/error-screen';
import './globals.css';

export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en-IN">
      <body className="font-sans">
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}

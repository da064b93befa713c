'use client';

import { type ErrorBoundaryProps, ErrorScreen } from '@/components/layout/error-screen';
import { errorScreenCopyHi } from '@/content/hi/error-screen';

// Inside the Hindi root layout (lang="hi", its font and contacts), where global-error would
// replace the whole document in English.
export default function HindiError(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} copy={errorScreenCopyHi} />;
}

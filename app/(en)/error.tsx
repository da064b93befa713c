'use client';

import { type ErrorBoundaryProps, ErrorScreen } from '@/components/layout/error-screen';
import { errorScreenCopy } from '@/content/error-screen';

export default function EnglishError(props: ErrorBoundaryProps) {
  return <ErrorScreen {...props} copy={errorScreenCopy} />;
}

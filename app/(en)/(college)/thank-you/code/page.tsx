import { CodeStepPage, type ThankYouSearch } from '@/components/phone-check/code-step-page';
import { thankYouMetadata } from '@/lib/admission/admission-metadata';

export const metadata = thankYouMetadata('en');

// Reached by the proxy's rewrite of /thank-you, only for a visitor whose lead awaits its code.
export default function ThankYouCodeStepPage({ searchParams }: { searchParams: ThankYouSearch }) {
  return <CodeStepPage language="en" searchParams={searchParams} />;
}

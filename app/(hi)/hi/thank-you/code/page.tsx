import { CodeStepPage, type ThankYouSearch } from '@/components/phone-check/code-step-page';
import { thankYouMetadata } from '@/lib/admission/admission-metadata';

export const metadata = thankYouMetadata('hi');

// Reached by the proxy's rewrite of /hi/thank-you, only for a visitor whose lead awaits its code.
export default function HindiThankYouCodeStepPage({
  searchParams,
}: {
  searchParams: ThankYouSearch;
}) {
  return <CodeStepPage language="hi" searchParams={searchParams} />;
}

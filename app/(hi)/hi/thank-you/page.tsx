import { ThankYouPage, type ThankYouSearch } from '@/components/phone-check/thank-you-page';
import { thankYouMetadata } from '@/lib/admission/admission-metadata';

export const metadata = thankYouMetadata('hi');

export default function HindiThankYouPage({ searchParams }: { searchParams: ThankYouSearch }) {
  return <ThankYouPage language="hi" searchParams={searchParams} />;
}

import {
  ThankYouPage as ThankYou,
  type ThankYouSearch,
} from '@/components/phone-check/thank-you-page';
import { thankYouMetadata } from '@/lib/admission/admission-metadata';

export const metadata = thankYouMetadata('en');

export default function ThankYouPage({ searchParams }: { searchParams: ThankYouSearch }) {
  return <ThankYou language="en" searchParams={searchParams} />;
}

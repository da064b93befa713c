import { ThankYouScreen } from '@/components/admission/thank-you-screen';
import { thankYouMetadata } from '@/lib/admission/admission-metadata';

export const metadata = thankYouMetadata('en');

export default function ThankYouPage() {
  return <ThankYouScreen language="en" />;
}

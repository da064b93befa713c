import { ThankYouScreen } from '@/components/thank-you-screen';
import { thankYouMetadata } from '@/lib/admission-metadata';

export const metadata = thankYouMetadata('en');

export default function ThankYouPage() {
  return <ThankYouScreen language="en" />;
}

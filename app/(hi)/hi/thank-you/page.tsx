import { ThankYouScreen } from '@/components/thank-you-screen';
import { thankYouMetadata } from '@/lib/admission-metadata';

export const metadata = thankYouMetadata('hi');

export default function HindiThankYouPage() {
  return <ThankYouScreen language="hi" />;
}

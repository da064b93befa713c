import { ThankYouScreen } from '@/components/admission/thank-you-screen';
import { thankYouMetadata } from '@/lib/admission/admission-metadata';

export const metadata = thankYouMetadata('hi');

export default function HindiThankYouPage() {
  return <ThankYouScreen language="hi" />;
}

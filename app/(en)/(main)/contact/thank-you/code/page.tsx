import { ConfirmationScreen } from '@/components/leads/confirmation-screen';
import { CodeStep, type ThankYouSearch } from '@/components/phone-check/code-step-page';
import { proposalConfirmation as content } from '@/content/pages/confirmations';
import { proposalConfirmationMetadata } from '@/lib/proposal/proposal-metadata';

export const metadata = proposalConfirmationMetadata;

// Reached by the proxy's rewrite of /contact/thank-you, only for a visitor whose proposal awaits
// its code (SMS_PROPOSALS).
export default function ProposalCodeStepPage({ searchParams }: { searchParams: ThankYouSearch }) {
  return (
    <ConfirmationScreen
      content={content}
      phoneCheck={<CodeStep kind="proposal" language="en" searchParams={searchParams} />}
    />
  );
}

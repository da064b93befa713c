import { ConfirmationScreen } from '@/components/leads/confirmation-screen';
import { proposalConfirmation as content } from '@/content/pages/confirmations';
import { proposalConfirmationMetadata } from '@/lib/proposal/proposal-metadata';

export const metadata = proposalConfirmationMetadata;

export default function ProposalConfirmationPage() {
  return <ConfirmationScreen content={content} />;
}

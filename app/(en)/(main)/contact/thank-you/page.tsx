import { ConfirmationScreen } from '@/components/confirmation-screen';
import { proposalConfirmation as content } from '@/content/pages/confirmations';
import { CONFIRMATION_PATHS } from '@/lib/form-post';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: CONFIRMATION_PATHS.proposal,
  noindex: true,
});

export default function ProposalConfirmationPage() {
  return <ConfirmationScreen content={content} />;
}

import { ConfirmationScreen } from '@/components/leads/confirmation-screen';
import { proposalConfirmation as content } from '@/content/pages/confirmations';
import { CONFIRMATION_PATHS } from '@/lib/leads/form-post';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.metaDescription,
  path: CONFIRMATION_PATHS.proposal,
  noindex: true,
});

export default function ProposalConfirmationPage() {
  return <ConfirmationScreen content={content} />;
}

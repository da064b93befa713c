import type { Metadata } from 'next';
import { proposalConfirmation } from '../../content/pages/confirmations';
import { CONFIRMATION_PATHS } from '../leads/form-post';
import { pageMetadata } from '../seo/metadata';

/** The proposal's thank-you page's head, its code step's too: never indexed. */
export const proposalConfirmationMetadata: Metadata = pageMetadata({
  title: proposalConfirmation.metaTitle,
  description: proposalConfirmation.metaDescription,
  path: CONFIRMATION_PATHS.proposal,
  noindex: true,
});

import { noticeLinkEn, proposalNotice } from '@/content/consent';
import { consentStatement } from '../leads/consent-statement';
import { PRIVACY_NOTICE_VERSION } from '../privacy/notice-version';

/** What the proposal form (modal and contact page) shows under its fields, with its notice's link. */
export const proposalConsent = consentStatement(
  'proposal-en',
  [proposalNotice, noticeLinkEn],
  PRIVACY_NOTICE_VERSION.en,
);

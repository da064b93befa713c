import { proposalNotice } from '@/content/consent';
import { consentStatement } from '../leads/consent-statement';

/** What the proposal form (modal and contact page) shows under its fields. */
export const proposalConsent = consentStatement('proposal-en', [proposalNotice]);

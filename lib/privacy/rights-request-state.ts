import type { FormPostState } from '@/lib/leads/form-post';

/** The hidden field that says which language's page the request was sent from. */
export const RIGHTS_LANGUAGE_FIELD = 'language';

/** What the person is told once the request is stored: the same whoever they are. */
export type RightsReceiptState = { reference: string; dueDate: string };

/**
 * The rights request page's answer to a post: the receipt, or the form again with what was
 * typed and why it was not taken (lib/leads/form-post.ts), or nothing yet.
 */
export type RightsRequestState = { receipt: RightsReceiptState } | FormPostState;

// What the proposal form (the modal's and the contact page's) says besides its labels and messages.
// Only the form's on-demand code imports it (the dialog's words are in proposal-modal.ts).

/** Above its fields: every field is required (docs/product.md#proposal-modal), each marked *. */
export const proposalRequiredNote = 'All five fields are required (marked *).';

/** Under the modal's form (docs/product.md#proposal-modal). */
export const proposalTrustMarks = { confidential: '100% Confidential', nda: 'We Sign NDA' };

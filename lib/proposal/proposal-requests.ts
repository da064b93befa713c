/** Where the proposal form is when the modal cannot open (before the page's code has arrived). */
export const PROPOSAL_FORM_HREF = '/contact#proposal';

/** What opens the proposal modal: the lead's reason and the modal's headings. */
export type ProposalRequest = { purpose: string; heading: string; subHeading: string };

/** The header's "Get a proposal" opener (docs/product.md#proposal-modal). */
export const proposalRequest: ProposalRequest = {
  purpose: 'Get a Proposal',
  heading: 'get in touch',
  subHeading: 'Receive tailored solutions, expert advice, and precise estimates',
};

const SERVICE_PREFIX = 'Service enquiry: ';

export const serviceRequest = (serviceName: string): ProposalRequest => ({
  purpose: `${SERVICE_PREFIX}${serviceName}`,
  heading: `Talk to us about ${serviceName}`,
  subHeading: 'Tell us about your business and we will reply within one working day',
});

/** The service a proposal lead's reason names (as `serviceRequest` made it), or null. */
export const serviceNamed = (reason: string) =>
  reason.startsWith(SERVICE_PREFIX) ? reason.slice(SERVICE_PREFIX.length) : null;

import type { ConfirmationContent } from '@/lib/catalogue/content-types';

// The pages a form posted without its script leads to once the server has the lead (with the
// script, a toast says the same and the visitor stays where they were).

export const proposalConfirmation: ConfirmationContent = {
  metaTitle: 'Thank you: your enquiry has reached us',
  metaDescription:
    'Your enquiry has reached Leadwise Digital. A member of our team will reply within one working day.',
  title: 'Thank you: your enquiry has reached us',
  intro:
    'A member of our team reads every enquiry and will get back to you within one working day, by phone or email, with a first view of what we would do for your business. If it is urgent, call or message us now.',
  links: [
    { label: 'Read our blog', href: '/blogs' },
    { label: 'Back to the home page', href: '/' },
  ],
};

export const newsletterConfirmation: ConfirmationContent = {
  metaTitle: 'You are subscribed',
  metaDescription: 'You are subscribed to the Leadwise Digital newsletter.',
  title: 'Thank you for subscribing!',
  intro:
    'You will receive our newsletter: practical notes on search, ads, social media and lead follow-up for Indian businesses, a few times a month at most. Every issue has a link to unsubscribe.',
  links: [
    { label: 'Read our blog', href: '/blogs' },
    { label: 'Back to the home page', href: '/' },
  ],
};

import type { ContactLabels, ErrorScreenCopy } from '@/lib/catalogue/content-types';

// Kept apart from the other page copy: the error chunk that every page loads carries it.

/** Before the phone and email on the English error and 404 screens. */
export const contactLabels: ContactLabels = { call: 'Call', email: 'Email' };

export const errorScreenCopy: ErrorScreenCopy = {
  title: 'Something went wrong',
  text: 'This page could not be shown. Please try again; if it keeps happening, call or write to us.',
  retry: 'Try again',
  home: 'Go to the home page',
  contactLabels,
};

import type { SavedCopy } from '@/lib/catalogue/content-types';

// What a visitor reads when a send reached no verdict and the browser keeps it (lib/saved-sends):
// beside the form while it waits, and as a toast on a later page when it goes through or is given
// up. The Hindi admission forms' words are in content/hi/admission-ui.ts.

export const savedEnquiryEn: SavedCopy = {
  notice:
    'Your enquiry is saved on this device and will be sent automatically when the connection is back.',
  sent: 'Your saved enquiry has now been sent.',
  refused: 'Your saved enquiry could not be sent. Please fill in the form again.',
};

export const savedSubscriptionEn: SavedCopy = {
  notice:
    'Your subscription is saved on this device and will be sent automatically when the connection is back.',
  sent: 'Your saved newsletter subscription has now been sent.',
  refused: 'Your saved newsletter subscription could not be sent. Please subscribe again.',
};

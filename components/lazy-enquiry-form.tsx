'use client';

import dynamic from 'next/dynamic';

// next/dynamic with server rendering and no loading state: the server writes the form into the
// page itself (no Suspense boundary, which without scripts would leave it hidden), while its code
// (the form and react-hook-form, ~15 KB gzipped) is not among the scripts the page loads first.
export const LazyEnquiryForm = dynamic(() =>
  import('./enquiry-form').then(({ EnquiryForm }) => EnquiryForm),
);

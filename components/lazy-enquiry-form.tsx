'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

// React.lazy: the server renders the form into the page as before, but its code (the form and
// react-hook-form, ~15 KB gzipped) is not among the scripts the page loads first. The browser
// fetches it while the page hydrates; until then the server's markup stays as it is.
const EnquiryForm = lazy(() =>
  import('./enquiry-form').then(({ EnquiryForm }) => ({ default: EnquiryForm })),
);

/** The enquiry form for a page whose form is not the first thing seen (`/contact`). */
export function LazyEnquiryForm(props: ComponentProps<typeof EnquiryForm>) {
  return (
    <Suspense fallback={null}>
      <EnquiryForm {...props} />
    </Suspense>
  );
}

'use client';

import { Activity, type ComponentProps, lazy } from 'react';

// Its code (react-hook-form with it) arrives after the rest of the page's.
const RightsRequestForm = lazy(() =>
  import('./rights-request-form').then(({ RightsRequestForm }) => ({
    default: RightsRequestForm,
  })),
);

/**
 * The rights page's form, taken over once its own chunk has loaded; until then the server's markup
 * posts natively. An Activity boundary, as the contact page's form (lazy-proposal-form.tsx) says why.
 */
export function LazyRightsRequestForm(props: ComponentProps<typeof RightsRequestForm>) {
  return (
    <Activity>
      <RightsRequestForm {...props} />
    </Activity>
  );
}

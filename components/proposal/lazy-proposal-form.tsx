'use client';

import { Activity, type ComponentProps, lazy } from 'react';

// Its code (react-hook-form with it) arrives after the rest of the page's.
const ProposalForm = lazy(() =>
  import('./proposal-form').then(({ ProposalForm }) => ({ default: ProposalForm })),
);

/**
 * The contact page's proposal form, taken over once its own chunk has loaded; until then the
 * server's markup stays in place and posts natively, as before any script has run. An Activity
 * boundary, not Suspense: the server writes it in place (React streams a Suspense boundary this
 * far down the page after the rest), and the browser hydrates it on its own when the code is there.
 */
export function LazyProposalForm(props: ComponentProps<typeof ProposalForm>) {
  return (
    <Activity>
      <ProposalForm {...props} />
    </Activity>
  );
}

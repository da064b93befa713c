'use client';

import { Toaster } from 'sonner';

/** The toast area of SPEC section 4: top-center, at most 20 at once. */
export function AppToaster() {
  return <Toaster position="top-center" visibleToasts={20} richColors closeButton />;
}

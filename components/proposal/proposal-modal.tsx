'use client';

import { lazy, Suspense, useEffect, useRef } from 'react';
import { proposalFormLoading } from '@/content/proposal-modal';
import { keepTabInside } from '@/lib/ui/focus-trap';
import { CloseIcon } from '../ui/close-icon';
import { useAppState } from './app-state-provider';

// The form's code (react-hook-form with it) arrives on demand; the dialog does not wait for it.
const loadBody = () => import('./proposal-modal-body');

/** Fetches the form's code ahead of a likely click (hover or focus on an opener). */
export const preloadProposalModal = () => {
  loadBody().catch(() => undefined);
};

// React.lazy rather than next/dynamic: the same on-demand chunk without next/dynamic's own code.
const ProposalModalBody = lazy(() =>
  loadBody().then(({ ProposalModalBody }) => ({ default: ProposalModalBody })),
);

/**
 * The proposal modal (docs/product.md#proposal-modal): a native modal <dialog> driven by the
 * shared state. A tap on an opener is answered at once, with the dialog, its heading and the
 * badge's reserved place, while the form's code arrives on a slow phone. The dialog keeps its top
 * where it opened (5 % of the viewport down), so the form arriving below moves nothing on screen.
 */
export function ProposalModal() {
  const { state, closeProposal } = useAppState();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { isModalOpen, purpose, Heading } = state;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isModalOpen && !dialog.open) dialog.showModal();
    if (!isModalOpen && dialog.open) dialog.close();
  }, [isModalOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="proposal-modal-heading"
      className="modal-dialog mx-auto mb-auto mt-[5vh] max-h-[90vh] w-[min(42rem,calc(100%-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-2xl"
      onKeyDown={keepTabInside}
      onClose={closeProposal}
      onClick={(event) => {
        // A click on the dialog element itself is a click on its backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="relative flex flex-col gap-5 p-6 sm:p-8">
        <button
          type="button"
          aria-label="Close"
          onClick={() => dialogRef.current?.close()}
          className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-brand-50"
        >
          <CloseIcon className="h-5 w-5" />
        </button>
        <div className="flex items-start gap-4 pr-8">
          {/* A small SVG needs no optimising, and next/image's code would join every page's first
              load. Its box is fixed, so its late arrival moves nothing. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src="/images/response-badge.svg"
            alt="We reply within one working day"
            width={64}
            height={64}
            className="h-16 w-16 shrink-0"
          />
          <div>
            <h2 id="proposal-modal-heading" className="text-2xl font-bold capitalize">
              {Heading.heading}
            </h2>
            <p className="mt-1 text-gray-700">{Heading.subHeading}</p>
          </div>
        </div>
        {isModalOpen ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-3 py-4 text-gray-700">
                <span
                  aria-hidden="true"
                  className="h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
                />
                {proposalFormLoading}
              </p>
            }
          >
            <ProposalModalBody purpose={purpose} onSuccess={closeProposal} />
          </Suspense>
        ) : null}
      </div>
    </dialog>
  );
}

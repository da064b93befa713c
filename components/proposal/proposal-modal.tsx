'use client';

import Image from 'next/image';
import { useEffect, useRef } from 'react';
import { keepTabInside } from '@/lib/ui/focus-trap';
import { CloseIcon } from '../ui/close-icon';
import { useAppState } from './app-state-provider';
import { ProposalForm } from './proposal-form';

/** The proposal modal (docs/product.md#proposal-modal): a native modal <dialog> driven by the shared state. */
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
      className="modal-dialog m-auto max-h-[90vh] w-[min(42rem,calc(100%-2rem))] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-2xl"
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
          <Image
            src="/images/response-badge.svg"
            alt="We reply within one working day"
            width={64}
            height={64}
          />
          <div>
            <h2 id="proposal-modal-heading" className="text-2xl font-bold capitalize">
              {Heading.heading}
            </h2>
            <p className="mt-1 text-gray-700">{Heading.subHeading}</p>
          </div>
        </div>
        {isModalOpen ? (
          <ProposalForm purpose={purpose} idPrefix="modal" onSuccess={closeProposal} />
        ) : null}
        <ul className="flex flex-wrap gap-4 text-sm font-semibold text-brand-800">
          <li className="flex items-center gap-2">
            <span aria-hidden="true">🔒</span>100% Confidential
          </li>
          <li className="flex items-center gap-2">
            <span aria-hidden="true">✍️</span>We Sign NDA
          </li>
        </ul>
      </div>
    </dialog>
  );
}

'use client';

import { proposalTrustMarks } from '@/content/proposal-form';
import { LockIcon } from '../ui/lock-icon';
import { PenIcon } from '../ui/pen-icon';
import { ProposalForm } from './proposal-form';

type Props = { purpose: string | null; onSuccess: () => void };

/** What the modal's own code adds once it arrives: the form and, under it, the trust marks. */
export function ProposalModalBody({ purpose, onSuccess }: Props) {
  return (
    <>
      <ProposalForm purpose={purpose} idPrefix="modal" onSuccess={onSuccess} />
      <ul className="flex flex-wrap gap-4 text-sm font-semibold text-brand-800">
        <li className="flex items-center gap-2">
          <LockIcon />
          {proposalTrustMarks.confidential}
        </li>
        <li className="flex items-center gap-2">
          <PenIcon />
          {proposalTrustMarks.nda}
        </li>
      </ul>
    </>
  );
}

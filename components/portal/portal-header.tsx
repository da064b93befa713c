import Link from 'next/link';
import { portalCopy as copy, portalTitle } from '@/content/portal';
import { portalPath } from '@/lib/portal/portal-paths';
import type { PortalActor } from '@/lib/server/portal/portal-services';
import { SignOutButton } from '../inbox/sign-out-button';

/**
 * The portal's own bar: its name, the university, who is signed in and the way out. An agency
 * admin's look at a university's portal is marked on every page under it.
 */
export function PortalHeader({ actor }: { actor: PortalActor }) {
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <div className="flex flex-col">
          <Link href={portalPath(actor.university.id)} className="font-bold text-brand-800">
            {actor.university.name}
          </Link>
          <span className="text-sm text-gray-700">{portalTitle}</span>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p>
            {copy.signedInAs} <strong>{actor.operator.name}</strong>
          </p>
          <SignOutButton />
        </div>
      </div>
      {actor.agencyView && (
        <p
          data-testid="agency-view"
          className="border-t-2 border-amber-600 bg-amber-50 px-4 py-2 text-center text-sm font-semibold text-amber-900"
        >
          {copy.agencyView(actor.university.name)}
        </p>
      )}
    </header>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { textLink } from '@/components/ui/text-link';
import { portalCopy as copy } from '@/content/portal';
import { universities } from '@/lib/catalogue/universities';
import { portalPath } from '@/lib/portal/portal-paths';
import { portalLanding } from '@/lib/server/inbox-entries/operator-guard';

export const metadata: Metadata = { title: copy.landingTitle };

/**
 * Where a sign-in lands a university user: the guard sends it on to its own university's list.
 * An agency admin chooses a university to see its portal as it does.
 */
export default async function PortalLandingPage() {
  await portalLanding();
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{copy.landingTitle}</h1>
      <p>{copy.landingIntro}</p>
      <ul className="flex flex-col gap-2">
        {universities.map((university) => (
          <li key={university.id}>
            <Link href={portalPath(university.id)} className={textLink}>
              {university.name}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}

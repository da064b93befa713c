import { inboxHomeCopy } from '@/content/inbox';

/** A counsellor at the portal: answered 403 (operator-guard.ts). */
export default function PortalForbidden() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{inboxHomeCopy.forbiddenTitle}</h1>
      <p>{inboxHomeCopy.forbidden}</p>
    </main>
  );
}

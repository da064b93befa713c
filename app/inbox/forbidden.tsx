import Link from 'next/link';
import { textLink } from '@/components/ui/text-link';
import { inboxHomeCopy } from '@/content/inbox';
import { inboxHome } from '@/lib/inbox/inbox-paths';

/** An operator whose role may not see a page: answered 403 (operator-guard.ts). */
export default function InboxForbidden() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{inboxHomeCopy.forbiddenTitle}</h1>
      <p>{inboxHomeCopy.forbidden}</p>
      <Link href={inboxHome} className={textLink}>
        {inboxHomeCopy.back}
      </Link>
    </main>
  );
}

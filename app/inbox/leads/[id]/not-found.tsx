import Link from 'next/link';
import { textLink } from '@/components/ui/text-link';
import { leadNotFoundCopy } from '@/content/inbox-lead';
import { inboxHome } from '@/lib/inbox/inbox-paths';

/** A lead's address with no lead behind it (a mistyped id, an erased lead): said, with the way back. */
export default function LeadNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{leadNotFoundCopy.title}</h1>
      <p>{leadNotFoundCopy.text}</p>
      <Link href={inboxHome} className={textLink}>
        {leadNotFoundCopy.back}
      </Link>
    </main>
  );
}

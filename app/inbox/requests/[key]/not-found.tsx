import Link from 'next/link';
import { textLink } from '@/components/ui/text-link';
import { requestNotFoundCopy, requestPageCopy } from '@/content/inbox-requests';
import { rightsRequestsPath } from '@/lib/inbox/inbox-paths';

/** A request's address with no request behind it (a mistyped reference): said, with the way back. */
export default function RightsRequestNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-10">
      <h1 className="text-2xl font-bold">{requestNotFoundCopy.title}</h1>
      <p>{requestNotFoundCopy.text}</p>
      <Link href={rightsRequestsPath} className={textLink}>
        {requestPageCopy.back}
      </Link>
    </main>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { queueCopy } from '@/content/inbox-queue';
import { queueUpdatesPath } from '@/lib/inbox/inbox-paths';
import { useHydrated } from '../ui/use-hydrated';

/** How often an open, visible queue asks for news. */
export const POLL_MS = 15_000;

const COUNTED = /^\(\d+\) /;

/** How long an announcement stays: emptied after, the same words next time are a change again. */
const ANNOUNCED_MS = 5_000;

/**
 * Brings new leads into the open queue without a reload: while the tab is visible it asks the
 * server every 15 s whether leads came after the newest it shows (`after`, under the same
 * `query`), and if so re-renders the page on the server. Leads that arrive while the operator
 * looks elsewhere (another tab or window) are unseen: the tab's title counts them until they
 * come back. Each arrival is announced to screen readers.
 */
export function QueueLive({ after, query }: { after: number; query: string }) {
  const router = useRouter();
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  // Marks the status once the page's code runs: before, a look elsewhere goes unheard.
  const enhanced = useHydrated();
  const newest = useRef(after);

  useEffect(() => {
    newest.current = Math.max(newest.current, after);
  }, [after]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let said: ReturnType<typeof setTimeout> | undefined;
    let looking = document.visibilityState === 'visible' && document.hasFocus();
    let asking = false;

    const poll = async () => {
      clearTimeout(timer);
      if (asking || document.visibilityState === 'hidden') return;
      asking = true;
      try {
        const search = new URLSearchParams(query);
        search.set('after', String(newest.current));
        const response = await fetch(`${queueUpdatesPath}?${search}`, { cache: 'no-store' });
        if (response.ok) {
          const { newest: id, newer } = (await response.json()) as {
            newest: number | null;
            newer: number;
          };
          if (newer > 0 && id !== null) {
            newest.current = id;
            if (!looking) setUnseen((count) => count + newer);
            setAnnouncement(queueCopy.newLeads(newer));
            clearTimeout(said);
            said = setTimeout(() => setAnnouncement(''), ANNOUNCED_MS);
            router.refresh();
          }
        }
      } catch {
        // Offline or the server restarting: the next poll asks again.
      } finally {
        asking = false;
      }
      if (document.visibilityState === 'visible') timer = setTimeout(poll, POLL_MS);
    };

    const back = () => {
      looking = true;
      setUnseen(0);
    };
    const away = () => {
      looking = false;
    };
    const visibility = () => {
      if (document.visibilityState === 'hidden') {
        away();
        clearTimeout(timer);
      } else {
        back();
        void poll();
      }
    };

    timer = setTimeout(poll, POLL_MS);
    window.addEventListener('focus', back);
    window.addEventListener('blur', away);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      clearTimeout(timer);
      clearTimeout(said);
      window.removeEventListener('focus', back);
      window.removeEventListener('blur', away);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [query, router]);

  // Whenever the title changes too: a refreshed page's metadata sets it back, at a moment of
  // Next's choosing (at times after this component's effects have run).
  useEffect(() => {
    const count = () => {
      const title = document.title.replace(COUNTED, '');
      const counted = unseen ? `(${unseen}) ${title}` : title;
      if (document.title !== counted) document.title = counted;
    };
    count();
    const titleSet = new MutationObserver(count);
    titleSet.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => titleSet.disconnect();
  }, [unseen]);

  return (
    <p role="status" className="sr-only" data-enhanced={enhanced || undefined}>
      {announcement}
    </p>
  );
}

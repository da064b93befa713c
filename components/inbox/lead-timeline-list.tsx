import { leadPageCopy, timelineCopy } from '@/content/inbox-lead';
import type { TimelineEntry } from '@/lib/server/inbox/lead-timeline';

/** The lead's timeline, oldest first: each change with who made it and when (India time). */
export function LeadTimelineList({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="lead-timeline-title" className="flex flex-col gap-3">
      <h2 id="lead-timeline-title" className="text-lg font-bold">
        {leadPageCopy.timelineTitle}
      </h2>
      <ol className="flex flex-col gap-3 border-l-2 border-brand-200 pl-4">
        {entries.map((entry) => (
          <li key={entry.key} data-testid="timeline-entry" className="flex flex-col gap-1 text-sm">
            <p className="text-gray-700">
              <time dateTime={entry.at}>{entry.when}</time>
              {entry.who !== null && <>, {timelineCopy.by(entry.who)}</>}
            </p>
            {entry.lines.map((line) => (
              <p key={line} className="font-semibold break-words">
                {line}
              </p>
            ))}
            {entry.note && (
              <blockquote className="rounded-lg bg-white p-2 break-words whitespace-pre-wrap shadow-sm">
                <span className="sr-only">{timelineCopy.note}: </span>
                {entry.note}
              </blockquote>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

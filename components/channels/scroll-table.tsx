import type { ReactNode } from 'react';

export const CELL = 'px-2 py-1 text-left align-top';

/** A captioned table that scrolls sideways on a phone, in a region keyboard users can focus. */
export function ScrollTable({
  caption,
  headings,
  children,
}: {
  caption: string;
  headings: string[];
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="pb-1 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300">
            {headings.map((heading) => (
              <th key={heading} scope="col" className={CELL}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

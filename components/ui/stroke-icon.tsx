import type { ReactNode } from 'react';

type Props = { className: string; children: ReactNode };

/** A 24-unit outline icon in the text's colour, hidden from screen readers: words say its meaning. */
export function StrokeIcon({ className, children }: Props) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

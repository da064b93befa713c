/**
 * The disclosure arrow of menus and accordions; it turns over while its section is open. Beside a
 * question that wraps it keeps its size.
 */
export function ChevronIcon({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      data-state={open ? 'open' : 'closed'}
      className="h-4 w-4 shrink-0 transition-transform duration-200 data-[state=open]:rotate-180"
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}

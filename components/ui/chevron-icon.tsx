/**
 * The disclosure arrow of menus and accordions (`chevron`, app/globals.css); it turns over while
 * its section is open. Beside a question that wraps it keeps its size.
 */
export function ChevronIcon({ open }: { open: boolean }) {
  return <span aria-hidden="true" data-state={open ? 'open' : 'closed'} className="chevron" />;
}

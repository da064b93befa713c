import type { ReactNode } from 'react';

type Props = { id: string; open: boolean; className: string; children: ReactNode };

/**
 * The part of a menu group that opens and closes. data-state drives its CSS transition; closed,
 * it is inert, so its links are out of reach while it animates away and after.
 */
export function DisclosurePanel({ id, open, className, children }: Props) {
  return (
    <div id={id} data-state={open ? 'open' : 'closed'} inert={!open} className={className}>
      {children}
    </div>
  );
}

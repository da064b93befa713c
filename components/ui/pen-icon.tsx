import { StrokeIcon } from './stroke-icon';

/** A pen: a document signed. */
export function PenIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z" />
      <path d="M13 21h8" />
    </StrokeIcon>
  );
}

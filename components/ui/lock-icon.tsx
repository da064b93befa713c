import { StrokeIcon } from './stroke-icon';

/** A padlock: what is shared stays private. */
export function LockIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </StrokeIcon>
  );
}

import { StrokeIcon } from './stroke-icon';

export function CloseIcon({ className = 'h-6 w-6' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}

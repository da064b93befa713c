import { cn } from '@/lib/cn';

type Props = { id: string; message?: string; className?: string };

/** A field's message, tied to it by `aria-describedby` through its id. */
export function FieldError({ id, message, className }: Props) {
  if (!message) return null;
  return (
    <p id={id} className={cn('text-sm text-red-700', className)}>
      {message}
    </p>
  );
}

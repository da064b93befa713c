/** A form's answer from the server, read out as it appears and focused when the page loads with it. */
export function FormMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      tabIndex={-1}
      autoFocus
      className="rounded-lg border-2 border-red-700 bg-red-50 p-3 text-sm font-semibold text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      {message}
    </p>
  );
}

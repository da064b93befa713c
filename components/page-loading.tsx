/** The pages' loading fallback (SPEC "Global behaviour"): a centred spinner filling the viewport. */
export function PageLoading() {
  // It fades in only after 300 ms, so a fast page change never flashes a spinner.
  return (
    <div
      role="status"
      aria-label="Loading page"
      className="flex min-h-dvh w-full items-center justify-center opacity-0 animate-[fade-in_0.2s_ease-out_0.3s_forwards]"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
    </div>
  );
}

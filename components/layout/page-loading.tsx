/** The pages' loading fallback (docs/product.md#global-behaviour): a centred spinner filling the viewport. */
export function PageLoading() {
  return (
    <div
      role="status"
      aria-label="Loading page"
      className="flex min-h-dvh w-full items-center justify-center"
    >
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
    </div>
  );
}

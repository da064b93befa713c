// The access log is never changed or removed (migration 009), so it must never hold what a
// person's erasure has to remove: an operator's search (often a phone or an email) is logged as
// `q=(search)`, in a page's address and in an export's filter alike.

/** The text with the value of every `q` parameter replaced. */
export const withoutSearch = (text: string | null) =>
  text === null ? null : text.replace(/(^|[?&\s])q=[^&\s;]*/g, '$1q=(search)');

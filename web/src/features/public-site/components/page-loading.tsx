/**
 * Shown in the layout while a page's code loads on the first visit: the header and footer paint at
 * once, and the page keeps a screen's height so the footer does not jump when it arrives.
 */
export function PageLoading() {
  return (
    <div role="status" className="min-h-dvh bg-white">
      <span className="sr-only">Loading the page…</span>
      <div aria-hidden className="h-64 bg-brand sm:h-80" />
    </div>
  );
}

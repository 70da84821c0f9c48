/**
 * Holds the clicks that land on a prerendered page before React has hydrated it, and replays them once it
 * has. The page is painted from HTML at once, but its buttons (the menus, the FAQ's sections, the sliders)
 * only work when the page's code has loaded and hydrated, up to a few hundred milliseconds later on a busy
 * machine; a click in between did nothing and was lost. Held: clicks on buttons and on links that wait for
 * the session (`data-await-session`, see AuthAwareLink); plain links load their page as they always do.
 * Hydration reuses the painted elements, so the held ones are the hydrated ones.
 *
 * Returns the release: stop holding, and click each held element again, in order.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [data-await-session]') : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('click', hold, true);
    for (const element of held.splice(0)) if (element.isConnected) element.click();
  };
}

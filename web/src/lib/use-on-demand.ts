import { useCallback, useState } from 'react';

const loading = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/**
 * Code a page does not need until the visitor reaches for it (a menu, a dialog): `[module, request]`.
 * `module` is undefined until `request()` has loaded it; the load starts once per loader, however many
 * components ask. Call `request` on the first sign of interest (pointer over, focus) so the code is
 * usually there by the time of the click.
 */
export function useOnDemand<T>(load: () => Promise<T>): [T | undefined, () => void] {
  const [module, setModule] = useState<T>();
  const request = useCallback(() => {
    let promise = loading.get(load) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      loading.set(load, promise);
      // A failed load (the network dropped) may be tried again on the next sign of interest.
      promise.catch(() => loading.delete(load));
    }
    promise.then(setModule, (error: unknown) => console.warn('Loading part of the page failed.', error));
  }, [load]);
  return [module, request];
}

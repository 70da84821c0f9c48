import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, following its changes. The first value is read synchronously, so a
 * client-rendered page never shows the other layout for a frame. False where `matchMedia` is missing.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}

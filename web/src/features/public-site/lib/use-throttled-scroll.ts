import { timing } from '@creds/contract';
import { useEffect, useRef } from 'react';

/**
 * Calls `onScroll` at most once per `timing.scrollThrottleMs` while the window scrolls, and once more
 * after the last event, so the final position is never missed. Also runs once on mount.
 */
export function useThrottledScroll(onScroll: () => void, intervalMs: number = timing.scrollThrottleMs): void {
  const callback = useRef(onScroll);
  useEffect(() => {
    callback.current = onScroll;
  });

  useEffect(() => {
    let lastRun = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      lastRun = Date.now();
      trailing = undefined;
      callback.current();
    };
    const handle = () => {
      const wait = intervalMs - (Date.now() - lastRun);
      if (wait <= 0) {
        clearTimeout(trailing);
        run();
      } else {
        trailing ??= setTimeout(run, wait);
      }
    };
    run();
    window.addEventListener('scroll', handle, { passive: true });
    return () => {
      window.removeEventListener('scroll', handle);
      clearTimeout(trailing);
    };
  }, [intervalMs]);
}

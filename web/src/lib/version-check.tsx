import { timing } from '@creds/contract';
import { Suspense, useEffect, useState, type ComponentType } from 'react';

/** The build time of the web app the server currently serves. Never answered from a cache. */
export async function fetchServerBuildTime(currentBuildTime: string): Promise<string> {
  const query = new URLSearchParams({ version: currentBuildTime });
  const response = await fetch(`/meta.json?${query}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`GET /meta.json answered ${response.status}`);
  const { buildTime } = ((await response.json()) ?? {}) as { buildTime?: unknown };
  if (typeof buildTime !== 'string') throw new Error('GET /meta.json answered without a buildTime.');
  return buildTime;
}

export interface VersionWarningProps {
  onClose: () => void;
}

/**
 * Compares this build with the server's on load and every `timing.versionCheckIntervalMs`; on a
 * difference shows the closable `Warning` for `timing.versionToastMs`. A failed check is only logged.
 * The app passes `VersionWarning` (version-warning.tsx); the prerendered public pages a lazy one,
 * loaded only on a difference, to keep it out of their first load.
 */
export function VersionCheck({ Warning, buildTime = __BUILD_TIME__ }: { Warning: ComponentType<VersionWarningProps>; buildTime?: string }) {
  const [isWarningVisible, setWarningVisible] = useState(false);

  useEffect(() => {
    let isActive = true;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;

    async function check() {
      try {
        const serverBuildTime = await fetchServerBuildTime(buildTime);
        if (!isActive || serverBuildTime === buildTime) return;
        setWarningVisible(true);
        clearTimeout(hideTimer);
        hideTimer = setTimeout(() => setWarningVisible(false), timing.versionToastMs);
      } catch (error) {
        console.warn('Version check failed', error);
      }
    }

    void check();
    const interval = setInterval(() => void check(), timing.versionCheckIntervalMs);
    return () => {
      isActive = false;
      clearInterval(interval);
      clearTimeout(hideTimer);
    };
  }, [buildTime]);

  return (
    <div
      role="status"
      className="pointer-events-none fixed bottom-4 left-4 right-24 z-50 flex sm:right-auto sm:w-96"
    >
      {isWarningVisible ? (
        <Suspense>
          <Warning onClose={() => setWarningVisible(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

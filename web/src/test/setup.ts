import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s (not 1 s): on a loaded CI machine a render can take longer.
configure({ asyncUtilTimeout: 5_000 });

if (typeof window !== 'undefined') {
  // jsdom does not implement scrolling; tests that care spy on it.
  window.scrollTo = () => {};
}

afterEach(() => {
  cleanup();
});

// Radix popovers and menus measure their anchors; jsdom has no ResizeObserver.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (typeof window !== 'undefined') {
  // Account pages load lazily in the app; tests render them at once, as if their code had arrived.
  const { accountRoutes } = await import('../app/account-routes');
  const { resolveLazyRoutes } = await import('./resolve-lazy-routes');
  await resolveLazyRoutes(accountRoutes);
  await resolveLazyRoutes((await import('../app/evaluation-routes')).evaluationRoutes);
  await resolveLazyRoutes((await import('../app/review-routes')).reviewRoutes);
}

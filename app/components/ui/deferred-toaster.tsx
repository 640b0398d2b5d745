import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.AppToaster })));

/**
 * Mounts the toast layer once the browser is idle after hydration, so its code is not part of
 * any page's first load. Toasts raised before it mounts are shown as soon as it does.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, []);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}

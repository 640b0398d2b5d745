import { Toaster } from 'sonner';

/**
 * The one toast layer. sonner's defaults are the spec's notification defaults:
 * 4000 ms, 3 visible, 200 ms removal delay, Alt+T to focus the toasts.
 */
export function AppToaster() {
  return <Toaster position="bottom-right" richColors closeButton />;
}

import type { ExternalToast } from 'sonner';

/**
 * Shows a success toast, loading the toast library on first use: public pages that only might
 * show a toast do not pay for it on their first load. Screens that toast constantly import it.
 */
export async function notifySuccess(title: string, options?: ExternalToast): Promise<void> {
  const { toast } = await import('sonner');
  toast.success(title, options);
}

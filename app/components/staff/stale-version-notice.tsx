import { Button } from '#app/components/ui/button.tsx';
import { cn } from '#app/components/ui/class-names.ts';
import { Icon } from '#app/components/ui/icon.tsx';

/**
 * Someone else saved the record first: the server's message, and a button that loads their version
 * into the form (a tablet, a recall notice, a product's draft).
 */
export function StaleVersionNotice({
  message,
  action,
  busyAction = action,
  reloading = false,
  onReload,
  className,
}: {
  message: string;
  /** The button's words ("Reload the product"). */
  action: string;
  /** Its words while the latest version is on its way. */
  busyAction?: string;
  reloading?: boolean;
  onReload: () => void;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3',
        className,
      )}
    >
      <p className="text-sm text-amber-950">{message}</p>
      <Button variant="secondary" size="sm" aria-disabled={reloading || undefined} onClick={onReload}>
        <Icon name="refresh-cw" className={reloading ? 'motion-safe:animate-spin' : undefined} />
        {reloading ? busyAction : action}
      </Button>
    </div>
  );
}

import { Icon } from '#app/components/ui/icon.tsx';
import { secondaryButton } from '../ui-classes.ts';

/** Shown when someone else saved the tablet first: their version can be loaded into the form. */
export function StaleVersionNotice({
  message,
  reloading,
  onReload,
}: {
  message: string;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto mt-6 flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-amber-950">{message}</p>
      <button
        type="button"
        onClick={onReload}
        aria-disabled={reloading || undefined}
        className={secondaryButton}
      >
        <Icon name="refresh-cw" className={`size-4 ${reloading ? 'motion-safe:animate-spin' : ''}`} />
        Reload latest version
      </button>
    </div>
  );
}

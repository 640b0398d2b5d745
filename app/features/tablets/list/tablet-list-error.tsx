import { Icon } from '#app/components/ui/icon.tsx';
import { secondaryButton } from '../ui-classes.ts';

export const listLoadFallbackMessage = 'Failed to load tablets. Please try again.';

export function TabletListError({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <section
      aria-labelledby="tablet-list-error-heading"
      className="mt-6 rounded-xl border border-red-300 bg-red-50 p-6 text-center"
    >
      <Icon name="triangle-exclamation-point" className="mx-auto size-8 text-red-700" />
      <h2 id="tablet-list-error-heading" className="mt-3 text-xl font-semibold text-red-900">
        Error Loading Tablets
      </h2>
      <p className="mt-2 break-words text-red-900">{message || listLoadFallbackMessage}</p>
      <button
        type="button"
        onClick={() => {
          if (!retrying) onRetry();
        }}
        aria-disabled={retrying || undefined}
        className={`mt-4 ${secondaryButton}`}
      >
        <Icon name="refresh-cw" className={`size-4 ${retrying ? 'motion-safe:animate-spin' : ''}`} />
        Retry
      </button>
    </section>
  );
}

import { Icon } from '#app/components/ui/icon.tsx';
import { secondaryButton } from '../ui-classes.ts';

interface TabletPagerProps {
  page: number;
  pages: number;
  onPrevious?: () => void;
  onNext?: () => void;
}

/** Previous and next page; a missing handler means there is no page that way. */
export function TabletPager({ page, pages, onPrevious, onNext }: TabletPagerProps) {
  if (!onPrevious && !onNext) return null;
  return (
    <nav aria-label="Pages of tablets" className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <button type="button" className={secondaryButton} disabled={!onPrevious} onClick={onPrevious}>
        <Icon name="chevron-left" className="size-4" />
        Previous page
      </button>
      <p className="text-sm text-slate-700">
        Page {page} of {Math.max(pages, page)}
      </p>
      <button type="button" className={secondaryButton} disabled={!onNext} onClick={onNext}>
        Next page
        <Icon name="chevron-right" className="size-4" />
      </button>
    </nav>
  );
}

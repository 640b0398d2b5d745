const placeholderRows = [0, 1, 2, 3];

/** Shown while the list loads; shaped like the list so it does not jump when the data arrives. */
export function TabletListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">Loading tablets…</span>
      <div aria-hidden="true" className="space-y-3 motion-safe:animate-pulse">
        <div className="flex flex-wrap gap-3">
          <div className="h-10 w-full rounded-md bg-slate-200 sm:w-72" />
          <div className="h-10 w-48 rounded-md bg-slate-200" />
        </div>
        <div className="hidden h-11 rounded-t-xl bg-slate-100 md:block" />
        {placeholderRows.map((row) => (
          <div key={row} className="h-32 rounded-xl bg-slate-100 md:h-14 md:rounded-none" />
        ))}
      </div>
    </div>
  );
}

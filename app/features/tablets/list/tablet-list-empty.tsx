import { Icon } from '#app/components/ui/icon.tsx';

export function TabletListEmpty({ query }: { query: string }) {
  const searching = query.trim() !== '';
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <Icon name="package-open" className="mx-auto size-10 text-slate-500" />
      <p className="mt-3 text-lg font-semibold text-slate-900">No tablets found</p>
      <p className="mt-1 text-slate-700">
        {searching
          ? `No tablet name or generic name contains “${query.trim()}”.`
          : 'Add the first tablet with the Add New Tablet button.'}
      </p>
    </div>
  );
}

import type { ChangeEvent, FormEvent, Ref } from 'react';
import { Icon } from './icon.tsx';

interface SearchFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  /** The button's label, in the page's language. */
  submitLabel?: string;
  /** Without it the form sends every search to the server, which searches the list (one of many pages). */
  onChange?: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  describedBy?: string;
  className?: string;
}

/**
 * A labelled search field that filters as the user types. It is a GET form sending `?q=` with a
 * Search button, so Enter or the button searches before the scripts have run too; once they run,
 * the list filters in place instead.
 */
export function SearchField({
  id,
  label,
  value,
  placeholder,
  submitLabel = 'Search',
  onChange,
  inputRef,
  describedBy,
  className,
}: SearchFieldProps) {
  const stayOnPage = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" method="get" onSubmit={onChange && stayOnPage} className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="mt-2 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={inputRef}
            id={id}
            name="q"
            type="search"
            {...(onChange
              ? { value, onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value) }
              : { defaultValue: value })}
            placeholder={placeholder}
            autoComplete="off"
            aria-describedby={describedBy}
            className="w-full rounded-lg border border-slate-400 bg-white py-3 pr-4 pl-10 text-base text-ink placeholder:text-slate-500 focus:border-brand-700"
          />
        </div>
        {/* Before the scripts run it sends the search; after, the list has already filtered as typed. */}
        <button
          type="submit"
          className="rounded-lg border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

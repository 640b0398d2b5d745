import type { FormEvent, ReactNode } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';

/**
 * A staff list's search, above its table: the words to look for, one field beside them (a filter
 * or the list's order), and the button. The server searches, so the form only hands on what it holds.
 */
export function StaffSearchForm({
  label,
  wordsField,
  onSearch,
  children,
}: {
  /** The search landmark's name: "Search the batches". */
  label: string;
  /** The words' field, as the list's query names it. */
  wordsField: FieldBinding;
  /** Told the words, trimmed, and the rest of what the form holds. */
  onSearch: (words: string, values: FormData) => void;
  /** The one field beside the words. */
  children: ReactNode;
}) {
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    onSearch(String(values.get(wordsField.name) ?? '').trim(), values);
  }

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={search}
      className="grid grid-cols-1 gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
    >
      <BoundField field={wordsField}>
        {(control) => <TextInput {...control({ type: 'search', autoComplete: 'off' })} />}
      </BoundField>
      {children}
      <Button type="submit" size="field">
        Search
      </Button>
    </form>
  );
}

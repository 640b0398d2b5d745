import type { ChangeEventHandler } from 'react';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';

/** A staff import's file field: a CSV file, with the columns it takes in its hint. */
export function CsvFileField({
  field,
  hint,
  onChange,
}: {
  field: FieldBinding;
  hint: string;
  /** Told when another file is chosen, so what was found in the last one can be forgotten. */
  onChange?: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <BoundField field={field} hint={hint}>
      {(control) => (
        <TextInput
          {...control({
            type: 'file',
            accept: '.csv,text/csv',
            className: 'h-auto py-2',
            ...(onChange === undefined ? {} : { onChange }),
          })}
        />
      )}
    </BoundField>
  );
}

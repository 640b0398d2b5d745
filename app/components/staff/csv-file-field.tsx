import type { ChangeEventHandler } from 'react';
import { BoundField, TextInput } from '#app/components/ui/form.tsx';
import { isApiError } from '#app/lib/api-client.ts';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';

/**
 * The file a staff import's form holds under `csv`, or why it is not sent: `noFile` when none is
 * chosen (or it is empty), `tooLarge` when it is over the endpoint's limit.
 */
export function chosenCsvFile(
  form: HTMLFormElement,
  maxBytes: number,
  refusals: { noFile: string; tooLarge: string },
): { file: File } | { refusal: string } {
  const file = new FormData(form).get('csv');
  if (!(file instanceof File) || file.size === 0) return { refusal: refusals.noFile };
  if (file.size > maxBytes) return { refusal: refusals.tooLarge };
  return { file };
}

/** "line 10" after "line 9": the rows at fault in the order of the file. */
const byLine = ([left]: [string, string], [right]: [string, string]) =>
  left.localeCompare(right, 'en', { numeric: true });

/** The rows of an import file the server refused, each named by its line, in the file's order. */
export function ImportProblems({ refusal }: { refusal: unknown }) {
  const problems = isApiError(refusal) && refusal.fields ? Object.entries(refusal.fields).sort(byLine) : [];
  if (problems.length === 0) return null;
  return (
    <ul aria-label="Rows to correct" className="list-disc space-y-1 pl-6 text-sm text-red-800">
      {problems.map(([line, problem]) => (
        <li key={line}>
          {line.startsWith('line ') && <span className="font-semibold">Line {line.slice(5)}: </span>}
          <bdi>{problem}</bdi>
        </li>
      ))}
    </ul>
  );
}

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

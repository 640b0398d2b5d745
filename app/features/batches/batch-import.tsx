import { type FormEvent, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { CsvFileField } from '#app/components/staff/csv-file-field.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { batchImportSchema, batchLimits } from '#contract/batches.ts';
import { useImportBatches } from './batch-queries.ts';

const noFile = 'Choose a CSV file to import';
const tooLarge = `The file is larger than ${batchLimits.importBytesMax / 1024} KiB: split it and import the parts`;

/** "line 10" after "line 9": the rows at fault in the order of the file. */
const byLine = ([left]: [string, string], [right]: [string, string]) =>
  left.localeCompare(right, 'en', { numeric: true });

interface BatchImportProps {
  onImported: (count: number) => void;
}

/** Imports a CSV file of batches: all of them or, when a row is wrong, none, with each wrong row named by its line. */
export function BatchImport({ onImported }: BatchImportProps) {
  const [fileError, setFileError] = useState<string>();
  const importFile = useImportBatches();
  const refusal = importFile.error;
  const failure = refusal ? failureMessage(refusal, 'Failed to import the batches') : undefined;
  // The file's text is what the endpoint takes as `csv`, so its input has that name.
  const field = staffFormFields(batchImportSchema, { csv: 'CSV file' }, { csv: fileError });
  const problems = isApiError(refusal) && refusal.fields ? Object.entries(refusal.fields).sort(byLine) : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (importFile.isPending) return;
    const form = event.currentTarget;
    const file = new FormData(form).get('csv');
    importFile.reset();
    if (!(file instanceof File) || file.size === 0) return setFileError(noFile);
    if (file.size > batchLimits.importBytesMax) return setFileError(tooLarge);
    setFileError(undefined);
    importFile.mutate(file, {
      onSuccess: ({ imported }) => {
        form.reset();
        onImported(imported);
      },
    });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="batch-import-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="batch-import-heading" className="text-xl font-semibold text-slate-900">
        Import batches from a file
      </h2>
      <CsvFileField
        field={field('csv')}
        hint="A header row naming product, batch_number, manufactured_on, expires_on, quantity, site and (if you like) status; then one row per batch. Dates as 2026-11-02."
      />
      <FormAlert message={failure} />
      {problems.length > 0 && (
        <ul aria-label="Rows to correct" className="list-disc space-y-1 pl-6 text-sm text-red-800">
          {problems.map(([line, problem]) => (
            <li key={line}>
              {line.startsWith('line ') && <span className="font-semibold">Line {line.slice(5)}: </span>}
              <bdi>{problem}</bdi>
            </li>
          ))}
        </ul>
      )}
      <SubmitButton busy={importFile.isPending} busyLabel="Importing…" size="field">
        Import
      </SubmitButton>
    </form>
  );
}

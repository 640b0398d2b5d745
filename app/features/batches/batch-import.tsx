import { type FormEvent, useState } from 'react';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { chosenCsvFile, CsvFileField, ImportProblems } from '#app/components/staff/csv-file-field.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { batchImportSchema, batchLimits } from '#contract/batches.ts';
import { useImportBatches } from './batch-queries.ts';

const noFile = 'Choose a CSV file to import';
const tooLarge = `The file is larger than ${batchLimits.importBytesMax / 1024} KiB: split it and import the parts`;

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (importFile.isPending) return;
    const form = event.currentTarget;
    const chosen = chosenCsvFile(form, batchLimits.importBytesMax, { noFile, tooLarge });
    importFile.reset();
    if ('refusal' in chosen) return setFileError(chosen.refusal);
    setFileError(undefined);
    importFile.mutate(chosen.file, {
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
      <ImportProblems refusal={refusal} />
      <SubmitButton busy={importFile.isPending} busyLabel="Importing…" size="field">
        Import
      </SubmitButton>
    </form>
  );
}

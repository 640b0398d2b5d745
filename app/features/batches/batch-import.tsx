import { CsvImportForm } from '#app/components/staff/csv-import-form.tsx';
import { ImportProblems } from '#app/components/staff/csv-file-field.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import { batchImportSchema, batchLimits } from '#contract/batches.ts';
import { useImportBatches } from './batch-queries.ts';

const refusals = {
  noFile: 'Choose a CSV file to import',
  tooLarge: `The file is larger than ${batchLimits.importBytesMax / 1024} KiB: split it and import the parts`,
};

interface BatchImportProps {
  onImported: (count: number) => void;
}

/** Imports a CSV file of batches: all of them or, when a row is wrong, none, with each wrong row named by its line. */
export function BatchImport({ onImported }: BatchImportProps) {
  const importFile = useImportBatches();
  const refusal = importFile.error;
  const failure = refusal ? failureMessage(refusal, 'Failed to import the batches') : undefined;

  return (
    <CsvImportForm
      title="Import batches from a file"
      headingId="batch-import-heading"
      schema={batchImportSchema}
      hint="A header row naming product, batch_number, manufactured_on, expires_on, quantity, site and (if you like) status; then one row per batch. Dates as 2026-11-02."
      maxBytes={batchLimits.importBytesMax}
      refusals={refusals}
      busy={importFile.isPending}
      onSubmitStart={() => importFile.reset()}
      onSend={(file, form) =>
        importFile.mutate(file, {
          onSuccess: ({ imported }) => {
            form.reset();
            onImported(imported);
          },
        })
      }
    >
      <FormAlert message={failure} />
      <ImportProblems refusal={refusal} />
      <SubmitButton busy={importFile.isPending} busyLabel="Importing…" size="field">
        Import
      </SubmitButton>
    </CsvImportForm>
  );
}

import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { chosenCsvFile, CsvFileField } from './csv-file-field.tsx';
import { staffFormFields } from './staff-form-fields.ts';

interface CsvImportFormProps {
  /** The form's name, in its heading. */
  title: string;
  headingId: string;
  /**
   * Part of a staff panel, under its h2: an h3 below a rule. Otherwise the form is a card of its
   * own, named by an h2.
   */
  inPanel?: boolean;
  /** The import endpoint's body, which takes the file's text as `csv`. */
  schema: z.ZodObject<{ csv: z.ZodString }>;
  /** The columns the file takes. */
  hint: string;
  maxBytes: number;
  /** Why no file is sent: none chosen (or an empty one), or one over `maxBytes`. */
  refusals: { noFile: string; tooLarge: string };
  /** A file is on its way: another submit is ignored. */
  busy: boolean;
  /** Told at each submit, before the file is checked, so the last file's outcome can be forgotten. */
  onSubmitStart: () => void;
  /** Told when another file is chosen. */
  onFileChange?: () => void;
  /** Sends the file once it passes the checks here; given the form too, to clear it after the import. */
  onSend: (file: File, form: HTMLFormElement) => void;
  /** What follows the file's field: the button, the server's refusals and what the import found. */
  children: ReactNode;
}

/**
 * A staff import's form: its heading, the CSV file's field, and the checks of the file before it is
 * sent (one is chosen, and is not too large), each refusal shown under the field.
 */
export function CsvImportForm({
  title,
  headingId,
  inPanel = false,
  schema,
  hint,
  maxBytes,
  refusals,
  busy,
  onSubmitStart,
  onFileChange,
  onSend,
  children,
}: CsvImportFormProps) {
  const [fileError, setFileError] = useState<string>();
  // The file's text is what the endpoint takes as `csv`, so its input has that name.
  const field = staffFormFields(schema, { csv: 'CSV file' }, { csv: fileError });
  const Heading = inPanel ? 'h3' : 'h2';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const chosen = chosenCsvFile(form, maxBytes, refusals);
    onSubmitStart();
    if ('refusal' in chosen) return setFileError(chosen.refusal);
    setFileError(undefined);
    onSend(chosen.file, form);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className={
        inPanel
          ? 'mt-6 space-y-4 border-t border-slate-200 pt-6'
          : 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6'
      }
    >
      <Heading
        id={headingId}
        className={inPanel ? 'text-lg font-semibold text-slate-900' : 'text-xl font-semibold text-slate-900'}
      >
        {title}
      </Heading>
      <CsvFileField field={field('csv')} hint={hint} onChange={onFileChange} />
      {children}
    </form>
  );
}

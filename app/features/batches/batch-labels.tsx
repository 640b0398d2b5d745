import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { fieldErrors } from '#contract/api-error.ts';
import { type Batch, batchLimits, labelRequestSchema, typedWholeNumber } from '#contract/batches.ts';
import { useMakeLabels } from './batch-queries.ts';
import type { LabelSheet } from './batches-api.ts';

const packs = new Intl.NumberFormat('en-IN');

/** One printed label: the QR code of the pack's address, its serial, the Schedule H2 record and the code itself. */
function PackLabel({ label, record }: { label: LabelSheet['labels'][number]; record: LabelSheet['record'] }) {
  return (
    <li className="flex break-inside-avoid gap-3 rounded-md border border-slate-300 p-3 text-[11px] leading-snug">
      <img
        src={label.qrCode}
        alt={`QR code of serial ${label.serial}`}
        width={112}
        height={112}
        className="size-28 shrink-0"
      />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">Serial {label.serial}</p>
        <dl>
          {record.map((field) => (
            <div key={field.label}>
              <dt className="inline font-semibold">{field.label}: </dt>
              <dd className="inline">{field.value}</dd>
            </div>
          ))}
        </dl>
        <p className="font-mono break-all">{label.code}</p>
      </div>
    </li>
  );
}

interface BatchLabelsProps {
  batch: Batch;
  onClose: () => void;
}

/** Makes a sheet of labels for the next packs of a batch, to print. */
export function BatchLabels({ batch, onClose }: BatchLabelsProps) {
  const [invalid, setInvalid] = useState<string>();
  const makeLabels = useMakeLabels();
  // The last sheet made stays on screen, with its count, while the next one is being made.
  const [sheet, setSheet] = useState<LabelSheet>();
  const heading = useRef<HTMLHeadingElement>(null);
  const left = (sheet?.batch ?? batch).quantity - (sheet?.batch ?? batch).labelsIssued;
  const refusedCount = isApiError(makeLabels.error) ? makeLabels.error.fields?.count : undefined;
  const error = invalid ?? refusedCount;
  const field = staffFormFields(labelRequestSchema, { count: 'Number of labels' }, { count: error });
  const failure =
    makeLabels.error && !refusedCount
      ? failureMessage(makeLabels.error, 'Failed to make the labels')
      : undefined;

  useEffect(() => heading.current?.focus(), [batch.id]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (makeLabels.isPending) return;
    const count = String(new FormData(event.currentTarget).get('count') ?? '');
    const parsed = labelRequestSchema.safeParse({ count: typedWholeNumber(count) });
    makeLabels.reset();
    if (!parsed.success) return setInvalid(fieldErrors(parsed.error).count);
    setInvalid(undefined);
    makeLabels.mutate({ id: batch.id, count: parsed.data.count }, { onSuccess: setSheet });
  }

  return (
    <section
      aria-labelledby="batch-labels-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2
        id="batch-labels-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-semibold text-slate-900 outline-none"
      >
        Labels for batch <bdi>{batch.batchNumber}</bdi>
      </h2>
      <p className="text-sm text-slate-700">
        {packs.format((sheet?.batch ?? batch).labelsIssued)} of {packs.format(batch.quantity)} packs labelled.
        Each label has the next serial of the batch; a serial is never given twice.
      </p>
      <form noValidate onSubmit={submit} aria-label="Make labels" className="flex flex-wrap items-end gap-4">
        <BoundField field={field('count')} hint={`Up to ${batchLimits.labelsMax} on one sheet`}>
          {(control) => (
            <TextInput
              {...control({
                inputMode: 'numeric',
                autoComplete: 'off',
                defaultValue: String(Math.min(20, Math.max(left, 1))),
                className: 'w-32',
              })}
            />
          )}
        </BoundField>
        <SubmitButton
          busy={makeLabels.isPending}
          busyLabel="Making labels…"
          size="field"
          disabled={left === 0 || makeLabels.isPending}
        >
          Make labels
        </SubmitButton>
        <Button type="button" variant="ghost" size="field" onClick={onClose}>
          Close
        </Button>
      </form>
      <FormAlert message={failure} />
      {sheet && (
        <div data-label-sheet className="space-y-4">
          <div data-no-print className="flex flex-wrap items-center gap-4">
            <p role="status" className="text-sm font-semibold text-green-900">
              Labels for serials {sheet.labels[0]?.serial} to {sheet.labels.at(-1)?.serial} are ready.
            </p>
            <Button type="button" size="field" onClick={() => window.print()}>
              Print labels
            </Button>
          </div>
          <ul aria-label="Label sheet" className="grid grid-cols-1 gap-3 md:grid-cols-2 print:grid-cols-2">
            {sheet.labels.map((label) => (
              <PackLabel key={label.serial} label={label} record={sheet.record} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { type FormEvent, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert, Select } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { useProductChoices } from '#app/components/staff/product-choices.ts';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import { fieldErrors } from '#contract/api-error.ts';
import { type Batch, batchInputSchema, batchStatuses, typedWholeNumber } from '#contract/batches.ts';
import { manufacturingSites } from '#contract/company.ts';
import { useSaveBatch } from './batch-queries.ts';
import { batchStatusLabels } from './batch-status.tsx';

const siteOptions = manufacturingSites.map((site) => ({ value: site.id, label: site.name }));
const statusOptions = batchStatuses.map((status) => ({ value: status, label: batchStatusLabels[status] }));

const batchFieldLabels = {
  productSlug: 'Product',
  batchNumber: 'Batch number',
  quantity: 'Packs made',
  manufacturedOn: 'Date of manufacture',
  expiresOn: 'Date of expiry',
  siteId: 'Manufacturing site',
  status: 'Status',
} as const;

/** The form's fields as the contract reads them; a quantity that is not a whole number stays text, to be refused. */
function batchCandidate(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    productSlug: text('productSlug'),
    batchNumber: text('batchNumber'),
    manufacturedOn: text('manufacturedOn'),
    expiresOn: text('expiresOn'),
    quantity: typedWholeNumber(text('quantity')),
    siteId: text('siteId'),
    status: text('status'),
  };
}

interface BatchFormProps {
  /** The batch being changed; none records a new one. */
  editing?: Batch;
  onSaved: (batch: Batch, created: boolean) => void;
  onCancel: () => void;
}

/** Records a batch, or changes the one chosen in the list: checked here with the contract's rules, then by the server. */
export function BatchForm({ editing, onSaved, onCancel }: BatchFormProps) {
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const save = useSaveBatch();
  const products = useProductChoices();
  const refusedFields = isApiError(save.error) ? save.error.fields : undefined;
  const errors = refusedFields ?? invalid;
  const failure =
    save.error && !refusedFields ? failureMessage(save.error, 'Failed to save the batch') : undefined;
  const field = staffFormFields(batchInputSchema, batchFieldLabels, errors);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const form = event.currentTarget;
    const parsed = batchInputSchema.safeParse(batchCandidate(form));
    save.reset();
    if (!parsed.success) {
      setInvalid(fieldErrors(parsed.error));
      return;
    }
    setInvalid({});
    save.mutate(
      { input: parsed.data, editing },
      {
        onSuccess: ({ batch }) => {
          if (!editing) form.reset();
          onSaved(batch, !editing);
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="batch-form-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="batch-form-heading" className="text-xl font-semibold text-slate-900">
        {editing ? `Change batch ${editing.batchNumber}` : 'Record a batch'}
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <BoundField field={field('productSlug')}>
          {(control) => (
            <Select
              {...control()}
              // Made anew once the list is in, so the batch's own product is the one chosen.
              key={products.ready ? 'ready' : 'waiting'}
              disabled={!products.ready}
              options={products.options}
              placeholder={products.placeholder}
              defaultValue={editing?.productSlug ?? ''}
            />
          )}
        </BoundField>
        <BoundField field={field('batchNumber')} hint="As printed on the pack">
          {(control) => (
            <TextInput {...control({ autoComplete: 'off', defaultValue: editing?.batchNumber })} />
          )}
        </BoundField>
        <BoundField field={field('quantity')}>
          {(control) => (
            <TextInput
              {...control({ inputMode: 'numeric', autoComplete: 'off', defaultValue: editing?.quantity })}
            />
          )}
        </BoundField>
        <BoundField field={field('manufacturedOn')}>
          {(control) => <TextInput {...control({ type: 'date', defaultValue: editing?.manufacturedOn })} />}
        </BoundField>
        <BoundField field={field('expiresOn')}>
          {(control) => <TextInput {...control({ type: 'date', defaultValue: editing?.expiresOn })} />}
        </BoundField>
        <BoundField field={field('siteId')}>
          {(control) => (
            <Select
              {...control()}
              options={siteOptions}
              defaultValue={editing?.siteId ?? siteOptions[0]?.value}
            />
          )}
        </BoundField>
        <BoundField field={field('status')}>
          {(control) => (
            <Select {...control()} options={statusOptions} defaultValue={editing?.status ?? 'released'} />
          )}
        </BoundField>
      </div>
      <FormAlert message={failure} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton busy={save.isPending} busyLabel="Saving…" size="field">
          {editing ? 'Save changes' : 'Record batch'}
        </SubmitButton>
        {editing && (
          <Button type="button" variant="secondary" size="field" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

import { type FormEvent, type Ref, useEffect, useRef, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { BoundField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { type ProductChoices, useProductChoices } from '#app/components/staff/product-choices.ts';
import { StaleVersionNotice } from '#app/components/staff/stale-version-notice.tsx';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import {
  type Recall,
  type RecallInput,
  recallInputSchema,
  recallLimits,
  recallReasonLabels,
  recallReasons,
  recallStatuses,
  recallUpdateSchema,
} from '#contract/recalls.ts';
import { RecallClassField } from './recall-class-field.tsx';
import {
  defaultRecallActions,
  recallFieldErrors,
  recallStatusLabels,
  splitBatchNumbers,
} from './recall-texts.ts';
import { usePublishRecall, useUpdateRecall } from './recalls-api.ts';

const reasonOptions = recallReasons.map((reason) => ({ value: reason, label: recallReasonLabels[reason] }));
const statusOptions = recallStatuses.map((status) => ({ value: status, label: recallStatusLabels[status] }));

const noticeFieldLabels = {
  recallClass: 'Class',
  reason: 'Reason',
  details: 'What was found',
  patientAction: 'What patients should do',
  pharmacyAction: 'What pharmacies and distributors should do',
  doctorAction: 'What doctors and hospitals should do',
} as const;

const publishFieldLabels = {
  productSlug: 'Product',
  batchNumbers: 'Batch numbers',
  ...noticeFieldLabels,
} as const;

const correctionFieldLabels = { status: 'Status' } as const;

/** The fields the form shows an error beside; the server's errors about others go above the buttons. */
const shownFields = new Set([
  'productSlug',
  'batchNumbers',
  'recallClass',
  'reason',
  'details',
  'patientAction',
  'pharmacyAction',
  'doctorAction',
  'status',
]);

/** The form's fields as the contract reads them: the batch numbers split, a class not chosen left out. */
function recallCandidate(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const batchNumbers = splitBatchNumbers(text('batchNumbers'));
  return {
    batchNumbers,
    productSlug: text('productSlug'),
    texts: {
      recallClass: data.get('recallClass') ?? undefined,
      reason: text('reason'),
      details: text('details'),
      patientAction: text('patientAction'),
      pharmacyAction: text('pharmacyAction'),
      doctorAction: text('doctorAction'),
    },
    status: text('status'),
  };
}

const issueEntries = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map(
    (issue) => [issue.path.length > 0 ? issue.path.map(String).join('.') : '_root', issue.message] as const,
  );

/** What the confirmation names: the product and the batches, as they will be published. */
interface PendingPublish {
  input: RecallInput;
  typedBatches: string[];
}

/** "A, B and C". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function PublishDialog({
  pending,
  products,
  busy,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  pending: PendingPublish | undefined;
  products: ProductChoices;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const productName =
    products.options.find((option) => option.value === pending?.input.productSlug)?.label ??
    pending?.input.productSlug;
  const batches = pending?.input.batchNumbers ?? [];
  return (
    <ConfirmDialog
      open={pending !== undefined}
      onClose={onCancel}
      title="Publish this recall now?"
      busy={busy}
      onCloseAutoFocus={onCloseAutoFocus}
      description={
        <>
          The notice about <bdi>{productName}</bdi>, {batches.length === 1 ? 'batch' : 'batches'}{' '}
          <bdi className="font-mono font-semibold">{listed(batches)}</bdi>, goes public at once: on the
          recalls page, the product’s page and every pack check of{' '}
          {batches.length === 1 ? 'this batch' : 'these batches'}, and its subscribers are emailed.{' '}
          {batches.length === 1 ? 'The batch is' : 'The batches are'} marked recalled. A published notice
          cannot be taken back: it can only be corrected or marked completed.
        </>
      }
    >
      {/* A plain button, not a closing action: the dialog stays until the server has answered. */}
      <Button
        variant="danger"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onConfirm();
        }}
      >
        {busy ? 'Publishing…' : 'Publish now'}
      </Button>
    </ConfirmDialog>
  );
}

/** After a refusal, focus goes to the first field in error, else to the submit button. */
function focusFirstInvalid(form: HTMLFormElement | null, submit: HTMLButtonElement | null) {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid] input');
  (invalid ?? submit)?.focus();
}

/** What the form shows of the server's refusal: the fields' errors beside them, a stale version, or the message. */
interface Refusal {
  fields?: Record<string, string>;
  /** Someone else saved the notice first. */
  stale?: string;
  message?: string;
}

function refusalOf(caught: unknown, typedBatches: readonly string[], fallback: string): Refusal {
  if (!caught) return {};
  if (isApiError(caught) && caught.status === 409) return { stale: caught.message };
  if (isApiError(caught) && caught.fields) {
    const fields = recallFieldErrors(Object.entries(caught.fields), typedBatches);
    const unshown = Object.keys(fields).some((field) => !shownFields.has(field));
    return { fields, message: unshown ? caught.message : undefined };
  }
  return { message: failureMessage(caught, fallback) };
}

interface RecallFormProps {
  /** The notice being corrected; none publishes a new one. */
  editing?: Recall;
  /** The form's heading, which the screen focuses when it opens a notice in the form. */
  headingRef?: Ref<HTMLHeadingElement>;
  onSaved: (recall: Recall, published: boolean) => void;
  onCancel: () => void;
  /** Replaces the form with the notice's latest version. */
  onLoadLatest: (id: number) => void;
}

/**
 * Publishes a recall notice, after a confirmation, or corrects the one chosen in the list: checked
 * here with the contract's rules, then by the server.
 */
export function RecallForm({ editing, headingRef, onSaved, onCancel, onLoadLatest }: RecallFormProps) {
  const publishing = usePublishRecall();
  const saving = useUpdateRecall();
  const products = useProductChoices();
  // The form either publishes a new notice or corrects one: the screen gives each its own form.
  const sending = editing ? saving : publishing;
  /** The form's own check of the fields, before anything is sent. */
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<PendingPublish>();
  /** After a refusal by the form's own check, focus goes as after the server's (focusFirstInvalid). */
  const [focusRequest, setFocusRequest] = useState(0);
  /** Whether the dialog closed with the server's answer (focus is placed here) or by Cancel (back where it was). */
  const answered = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const refusal = refusalOf(
    sending.error,
    publishing.variables?.typedBatches ?? [],
    editing ? 'Failed to save the recall notice' : 'Failed to publish the recall',
  );
  const errors = refusal.fields ?? checkErrors;
  // The notice's own fields are the same in both schemas; only a correction has a status.
  const field = staffFormFields(recallInputSchema, publishFieldLabels, errors);
  const correctionField = staffFormFields(recallUpdateSchema, correctionFieldLabels, errors);

  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(formRef.current, submitRef.current);
  }, [focusRequest]);

  // Each refusal by the server is a new error, shown (and its fields marked) by the time this runs.
  useEffect(() => {
    if (sending.error) focusFirstInvalid(formRef.current, submitRef.current);
  }, [sending.error]);

  function save(form: HTMLFormElement, recall: Recall) {
    const candidate = recallCandidate(form);
    const parsed = recallUpdateSchema.safeParse({
      ...candidate.texts,
      status: candidate.status,
      version: recall.version,
    });
    if (!parsed.success) {
      setCheckErrors(recallFieldErrors(issueEntries(parsed.error.issues), []));
      setFocusRequest((count) => count + 1);
      return;
    }
    setCheckErrors({});
    saving.mutate(
      { recall, update: parsed.data },
      { onSuccess: ({ recall: saved }) => onSaved(saved, false) },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.isPending) return;
    const form = event.currentTarget;
    sending.reset();
    if (editing) {
      save(form, editing);
      return;
    }
    const candidate = recallCandidate(form);
    const parsed = recallInputSchema.safeParse({
      productSlug: candidate.productSlug,
      batchNumbers: candidate.batchNumbers,
      ...candidate.texts,
    });
    if (!parsed.success) {
      setCheckErrors(recallFieldErrors(issueEntries(parsed.error.issues), candidate.batchNumbers));
      setFocusRequest((count) => count + 1);
      return;
    }
    setCheckErrors({});
    answered.current = false;
    setPending({ input: parsed.data, typedBatches: candidate.batchNumbers });
  }

  function publish() {
    if (!pending || publishing.isPending) return;
    publishing.mutate(pending, {
      onSuccess: ({ recall }) => {
        formRef.current?.reset();
        answered.current = true;
        setPending(undefined);
        onSaved(recall, true);
      },
      onError: () => {
        answered.current = true;
        setPending(undefined);
      },
    });
  }

  const headingId = editing ? `recall-form-heading-${editing.id}` : 'recall-form-heading';

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-labelledby={headingId}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none"
        >
          {editing ? (
            <>
              Edit the recall of <bdi>{editing.productName}</bdi>
            </>
          ) : (
            'Publish a recall'
          )}
        </h2>
        {editing ? (
          <p className="text-sm text-slate-700">
            {editing.batches.length === 1 ? 'Batch' : 'Batches'}{' '}
            <bdi className="font-mono font-semibold">
              {editing.batches.map((batch) => batch.batchNumber).join(', ')}
            </bdi>
            . The batches of a notice stay as published; another batch needs a notice of its own.
          </p>
        ) : (
          <p className="text-sm text-slate-700">
            A published notice is public at once, and its batches are marked recalled.
          </p>
        )}
        {!editing && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <BoundField field={field('productSlug')}>
              {(control) => (
                <Select
                  {...control()}
                  disabled={!products.ready}
                  options={products.options}
                  placeholder={products.placeholder}
                  defaultValue=""
                />
              )}
            </BoundField>
            <BoundField
              field={field('batchNumbers')}
              hint={`As printed on the packs, separated by commas or spaces; at most ${recallLimits.batchesMax}.`}
            >
              {(control) => (
                <TextInput {...control({ autoComplete: 'off', spellCheck: false, className: 'font-mono' })} />
              )}
            </BoundField>
          </div>
        )}
        <RecallClassField field={field('recallClass')} defaultValue={editing?.recallClass} />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <BoundField field={field('reason')}>
            {(control) => (
              <Select
                {...control()}
                options={reasonOptions}
                placeholder="Choose the reason"
                defaultValue={editing?.reason ?? ''}
              />
            )}
          </BoundField>
          {editing && (
            <BoundField
              field={correctionField('status')}
              hint="Completed once the packs of these batches are back."
            >
              {(control) => <Select {...control()} options={statusOptions} defaultValue={editing.status} />}
            </BoundField>
          )}
        </div>
        <BoundField
          field={field('details')}
          hint="In words the public can read: what the test or the report showed, and in which packs."
        >
          {(control) => <Textarea {...control({ rows: 4, defaultValue: editing?.details })} />}
        </BoundField>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <BoundField field={field('patientAction')}>
            {(control) => (
              <Textarea
                {...control({
                  rows: 7,
                  defaultValue: editing?.patientAction ?? defaultRecallActions.patientAction,
                })}
              />
            )}
          </BoundField>
          <BoundField field={field('pharmacyAction')}>
            {(control) => (
              <Textarea
                {...control({
                  rows: 7,
                  defaultValue: editing?.pharmacyAction ?? defaultRecallActions.pharmacyAction,
                })}
              />
            )}
          </BoundField>
          <BoundField field={field('doctorAction')}>
            {(control) => (
              <Textarea
                {...control({
                  rows: 7,
                  defaultValue: editing?.doctorAction ?? defaultRecallActions.doctorAction,
                })}
              />
            )}
          </BoundField>
        </div>
        {editing && refusal.stale && (
          <StaleVersionNotice
            message={refusal.stale}
            action="Load the latest version"
            onReload={() => onLoadLatest(editing.id)}
          />
        )}
        <FormAlert message={refusal.message} />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            ref={submitRef}
            busy={sending.isPending}
            busyLabel={editing ? 'Saving…' : 'Publishing…'}
            size="field"
          >
            {editing ? 'Save changes' : 'Publish the recall…'}
          </SubmitButton>
          {editing && (
            <Button type="button" variant="secondary" size="field" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
      <PublishDialog
        pending={pending}
        products={products}
        busy={publishing.isPending}
        onConfirm={publish}
        onCancel={() => setPending(undefined)}
        onCloseAutoFocus={(event) => {
          // Answered: focus goes to the saved message or to the first field in error, not back to the button.
          if (answered.current) event.preventDefault();
        }}
      />
    </>
  );
}

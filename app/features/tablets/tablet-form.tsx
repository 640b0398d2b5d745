import {
  type Tablet,
  type TabletInput,
  fieldErrors,
  tabletInputSchema,
  tabletLimits,
  tabletMessages,
} from '#contract/tablet.ts';
import { type ReactNode, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { fieldError, fieldLabel, primaryButton, secondaryButton, textInput } from './ui-classes.ts';
import { toast } from 'sonner';
import { AlertDialog } from 'radix-ui';
import { Icon } from '#app/components/ui/icon.tsx';
import { isSessionExpired, isTabletApiError, findTablet, hasTabletNamed } from './tablets-api.ts';
import { useSaveTablet, notifyTabletsChanged } from './tablet-queries.ts';

/** What the form's fields hold: the raw text of each input. */
export interface TabletFormValues {
  name: string;
  genericName: string;
  price: string;
  description: string;
}

export type TabletFormField = keyof TabletFormValues;
export type TabletFormErrors = Partial<Record<TabletFormField, string>>;

export const tabletFormFields: readonly TabletFormField[] = ['name', 'genericName', 'price', 'description'];

export const emptyTabletFormValues: TabletFormValues = {
  name: '',
  genericName: '',
  price: '',
  description: '',
};

export function tabletFormValues(tablet: Tablet): TabletFormValues {
  return {
    name: tablet.name,
    genericName: tablet.genericName,
    price: String(tablet.price),
    description: tablet.description ?? '',
  };
}

/** SPEC §5: an empty or non-numeric price counts as 0. */
export function parsePrice(raw: string): number {
  const trimmed = raw.trim();
  if (trimmed === '') return 0;
  const price = Number(trimmed);
  return Number.isFinite(price) ? price : 0;
}

function isFormField(key: string): key is TabletFormField {
  return (tabletFormFields as readonly string[]).includes(key);
}

/** Keeps the messages that belong to a field of the form. */
export function formFieldErrors(fields: Readonly<Record<string, string>> | undefined): TabletFormErrors {
  const errors: TabletFormErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (isFormField(key)) errors[key] = message;
  }
  return errors;
}

export type TabletFormValidation = { ok: true; input: TabletInput } | { ok: false; errors: TabletFormErrors };

/** Validates the form with the schema the server enforces. */
export function validateTabletForm(values: TabletFormValues): TabletFormValidation {
  const result = tabletInputSchema.safeParse({
    name: values.name,
    genericName: values.genericName,
    price: parsePrice(values.price),
    description: values.description,
  });
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: formFieldErrors(fieldErrors(result.error)) };
}

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  hint?: string;
  /** Receives the ids the control must reference in aria-describedby. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A label, a control and the control's error message under it. */
export function FormField({ id, label, optional, error, hint, children }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children(describedBy)}</div>
      {error && (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

export const validationToast = {
  title: 'Validation Error',
  description: 'Please fill in all required fields correctly.',
} as const;

/** What became of a save: done, or refused with messages for some fields. */
export type TabletSaveOutcome = { saved: true } | { saved: false; fieldErrors?: TabletFormErrors };

interface TabletFormProps {
  heading: string;
  submitLabel: string;
  initialValues: TabletFormValues;
  saving: boolean;
  onSave: (input: TabletInput) => Promise<TabletSaveOutcome>;
  onCancel: () => void;
}

/** The add and edit form: validated with the shared schema, each message under its field. */
export function TabletForm({
  heading,
  submitLabel,
  initialValues,
  saving,
  onSave,
  onCancel,
}: TabletFormProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<TabletFormErrors>({});
  const ids = useId();
  const fieldId = (field: TabletFormField) => `${ids}-${field}`;
  const firstInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  function focusFirstError(fieldsWithErrors: TabletFormErrors) {
    const first = tabletFormFields.find((field) => fieldsWithErrors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  function change(field: TabletFormField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const validation = validateTabletForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      toast.error(validationToast.title, { description: validationToast.description });
      focusFirstError(validation.errors);
      return;
    }
    setErrors({});
    const outcome = await onSave(validation.input);
    if (!outcome.saved && outcome.fieldErrors) {
      setErrors(outcome.fieldErrors);
      focusFirstError(outcome.fieldErrors);
    }
  }

  const inputProps = (field: TabletFormField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <section aria-labelledby={`${ids}-heading`} className="mx-auto mt-6 max-w-2xl">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <form noValidate onSubmit={submit} aria-busy={saving || undefined} className="mt-6 space-y-5">
        <FormField id={fieldId('name')} label="Medicine name" error={errors.name}>
          {(describedBy) => (
            <input
              ref={firstInput}
              type="text"
              required
              maxLength={tabletLimits.nameMax}
              autoComplete="off"
              placeholder="e.g. Paracetamol 650"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('name')}
            />
          )}
        </FormField>
        <FormField id={fieldId('genericName')} label="Generic name" error={errors.genericName}>
          {(describedBy) => (
            <input
              type="text"
              required
              maxLength={tabletLimits.nameMax}
              autoComplete="off"
              placeholder="e.g. Paracetamol"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('genericName')}
            />
          )}
        </FormField>
        <FormField id={fieldId('price')} label="Price (₹)" error={errors.price}>
          {(describedBy) => (
            <input
              type="number"
              required
              step="0.01"
              min={tabletLimits.priceMin}
              max={tabletLimits.priceMax}
              inputMode="decimal"
              placeholder="0.00"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('price')}
            />
          )}
        </FormField>
        <FormField id={fieldId('description')} label="Description" optional error={errors.description}>
          {(describedBy) => (
            <textarea
              rows={4}
              maxLength={tabletLimits.descriptionMax}
              placeholder="What it treats, strength, pack size…"
              aria-describedby={describedBy}
              className={textInput}
              {...inputProps('description')}
            />
          )}
        </FormField>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
          <button type="button" onClick={onCancel} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" aria-disabled={saving || undefined} className={primaryButton}>
            {saving ? 'Saving…' : submitLabel}
          </button>
        </div>
      </form>
    </section>
  );
}

export const duplicateNameQuestion = 'A tablet with this name already exists. Save anyway?';

interface DuplicateNameDialogProps {
  open: boolean;
  /** True to save anyway; false (Cancel, Escape) to go back to the form. */
  onAnswer: (saveAnyway: boolean) => void;
}

/** Asks before a second tablet with the same name and generic name is saved. */
export function DuplicateNameDialog({ open, onAnswer }: DuplicateNameDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            Possible duplicate
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-slate-700">
            {duplicateNameQuestion}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel className={secondaryButton}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={primaryButton} onClick={() => onAnswer(true)}>
              Save anyway
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** Shown when someone else saved the tablet first: their version can be loaded into the form. */
export function StaleVersionNotice({
  message,
  reloading,
  onReload,
}: {
  message: string;
  reloading: boolean;
  onReload: () => void;
}) {
  return (
    <div
      role="alert"
      className="mx-auto mt-6 flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-amber-950">{message}</p>
      <button
        type="button"
        onClick={onReload}
        aria-disabled={reloading || undefined}
        className={secondaryButton}
      >
        <Icon name="refresh-cw" className={`size-4 ${reloading ? 'motion-safe:animate-spin' : ''}`} />
        Reload latest version
      </button>
    </div>
  );
}

export const saveTexts = {
  added: 'Tablet added successfully!',
  updated: 'Tablet updated successfully!',
  addFailed: 'Failed to add tablet. Please try again.',
  updateFailed: 'Failed to update tablet. Please try again.',
} as const;

interface TabletEditorProps {
  /** The tablet to edit; none to add a new one. */
  tablet?: Tablet;
  onSaved: () => void;
  onCancel: () => void;
  onSessionExpired: () => void;
}

/** The add or edit form with its save: toasts, refresh, the stale-version case and session expiry. */
export function TabletEditor({
  tablet: initialTablet,
  onSaved,
  onCancel,
  onSessionExpired,
}: TabletEditorProps) {
  const saveTablet = useSaveTablet();
  const [askingDuplicate, setAskingDuplicate] = useState(false);
  const answerDuplicate = useRef<(saveAnyway: boolean) => void>(undefined);
  const [tablet, setTablet] = useState(initialTablet);
  const [staleMessage, setStaleMessage] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const editing = tablet !== undefined;

  /** Asks before saving a second tablet with the same name and generic name as another. */
  async function confirmedNotDuplicate(input: TabletInput): Promise<boolean> {
    const unchanged =
      tablet !== undefined && tablet.name === input.name && tablet.genericName === input.genericName;
    if (unchanged) return true;
    let duplicate = false;
    try {
      duplicate = await hasTabletNamed(input, tablet?.id);
    } catch {
      // The check is a courtesy: when it cannot be made, the save itself still reports any failure.
    }
    if (!duplicate) return true;
    setAskingDuplicate(true);
    const saveAnyway = await new Promise<boolean>((resolve) => {
      answerDuplicate.current = resolve;
    });
    setAskingDuplicate(false);
    return saveAnyway;
  }

  async function save(input: TabletInput): Promise<TabletSaveOutcome> {
    if (!(await confirmedNotDuplicate(input))) return { saved: false };
    try {
      await saveTablet.mutateAsync(
        tablet ? { mode: 'edit', id: tablet.id, version: tablet.version, input } : { mode: 'add', input },
      );
    } catch (error) {
      if (isSessionExpired(error)) {
        onSessionExpired();
        return { saved: false };
      }
      const message = error instanceof Error && error.message ? error.message : undefined;
      toast.error('Error', {
        description: message ?? (editing ? saveTexts.updateFailed : saveTexts.addFailed),
      });
      if (isTabletApiError(error) && error.status === 409) setStaleMessage(error.message);
      return {
        saved: false,
        fieldErrors: isTabletApiError(error) ? formFieldErrors(error.fields) : undefined,
      };
    }
    toast.success(editing ? saveTexts.updated : saveTexts.added);
    onSaved();
    window.scrollTo({ top: 0 });
    notifyTabletsChanged();
    return { saved: true };
  }

  async function reloadLatest() {
    if (!tablet || reloading) return;
    setReloading(true);
    try {
      const latest = await findTablet(tablet);
      if (!latest) {
        toast.error('Error', { description: tabletMessages.notFound });
        onCancel();
        return;
      }
      setTablet(latest);
      setStaleMessage(undefined);
    } catch (error) {
      toast.error('Error', { description: error instanceof Error ? error.message : saveTexts.updateFailed });
    } finally {
      setReloading(false);
    }
  }

  return (
    <>
      {staleMessage && (
        <StaleVersionNotice message={staleMessage} reloading={reloading} onReload={reloadLatest} />
      )}
      <TabletForm
        // A reloaded version starts the form afresh from the latest values.
        key={tablet ? `${tablet.id}@${tablet.version}` : 'new'}
        heading={editing ? 'Edit Tablet' : 'Add New Tablet'}
        submitLabel={editing ? 'Update Tablet' : 'Add Tablet'}
        initialValues={tablet ? tabletFormValues(tablet) : emptyTabletFormValues}
        saving={saveTablet.isPending}
        onSave={save}
        onCancel={onCancel}
      />
      <DuplicateNameDialog
        open={askingDuplicate}
        onAnswer={(saveAnyway) => answerDuplicate.current?.(saveAnyway)}
      />
    </>
  );
}

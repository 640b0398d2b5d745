/**
 * Adding and editing a tablet: the form's values and validation (the contract's schema), the form,
 * and the editor around it that saves, asks about duplicate names and offers a newer version after a 409.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fieldErrors } from '#contract/api-error.ts';
import { type TabletInput, tabletInputSchema, tabletLimits, tabletMessages } from '#contract/tablet.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog, ConfirmDialogAction } from '#app/components/ui/confirm-dialog.tsx';
import { FormField, TextInput } from '#app/components/ui/form.tsx';
import { Textarea } from '#app/components/ui/form-controls.tsx';
import { Icon } from '#app/components/ui/icon.tsx';
import { isApiError, isSessionExpired } from '#app/lib/api-client.ts';
import { findTablet, hasTabletNamed, type ListedTablet } from './tablets-api.ts';
import { useSaveTablet, notifyTabletsChanged } from './tablet-queries.ts';

/** What the form's fields hold: the raw text of each input. */
interface TabletFormValues {
  name: string;
  genericName: string;
  price: string;
  description: string;
}

type TabletFormField = keyof TabletFormValues;
type TabletFormErrors = Partial<Record<TabletFormField, string>>;

const tabletFormFields: readonly TabletFormField[] = ['name', 'genericName', 'price', 'description'];

export const emptyTabletFormValues: TabletFormValues = {
  name: '',
  genericName: '',
  price: '',
  description: '',
};

function tabletFormValues(tablet: ListedTablet): TabletFormValues {
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

type TabletFormValidation = { ok: true; input: TabletInput } | { ok: false; errors: TabletFormErrors };

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

const validationToast = {
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
  const headingId = `${useId()}-heading`;
  const form = useRef<HTMLFormElement>(null);
  const firstInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstInput.current?.focus();
  }, []);

  function focusFirstError(fieldsWithErrors: TabletFormErrors) {
    const first = tabletFormFields.find((field) => fieldsWithErrors[field]);
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (!(control instanceof HTMLElement)) return;
    // In the middle of the screen, below the toast that says what is wrong (at the top).
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center' });
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

  /** A field's name, value and change handler; editing a field clears its error only. */
  const bind = (field: TabletFormField) => ({
    name: field,
    value: values[field],
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
    },
  });

  return (
    <section aria-labelledby={headingId} className="mx-auto mt-6 max-w-2xl">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        aria-busy={saving || undefined}
        className="mt-6 space-y-5"
      >
        <FormField label="Medicine name" required error={errors.name}>
          <TextInput
            ref={firstInput}
            maxLength={tabletLimits.nameMax}
            placeholder="e.g. Paracetamol 650"
            {...bind('name')}
          />
        </FormField>
        <FormField label="Generic name" required error={errors.genericName}>
          <TextInput
            maxLength={tabletLimits.nameMax}
            placeholder="e.g. Paracetamol"
            {...bind('genericName')}
          />
        </FormField>
        <FormField label="Price (₹)" required error={errors.price}>
          <TextInput
            type="number"
            step="0.01"
            min={tabletLimits.priceMin}
            max={tabletLimits.priceMax}
            inputMode="decimal"
            placeholder="0.00"
            {...bind('price')}
          />
        </FormField>
        <FormField label="Description" error={errors.description}>
          <Textarea
            rows={4}
            maxLength={tabletLimits.descriptionMax}
            placeholder="What it treats, strength, pack size…"
            {...bind('description')}
          />
        </FormField>
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-5">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={saving || undefined}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}

export const duplicateNameQuestion = 'A tablet with this name already exists. Save anyway?';

/** Asks before a second tablet with the same name and generic name is saved: true to save anyway. */
function DuplicateNameDialog({ open, onAnswer }: { open: boolean; onAnswer: (saveAnyway: boolean) => void }) {
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onAnswer(false)}
      title="Possible duplicate"
      description={duplicateNameQuestion}
    >
      <ConfirmDialogAction onClick={() => onAnswer(true)}>Save anyway</ConfirmDialogAction>
    </ConfirmDialog>
  );
}

/** Shown when someone else saved the tablet first: their version can be loaded into the form. */
function StaleVersionNotice({
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
      <Button variant="secondary" onClick={onReload} aria-disabled={reloading || undefined}>
        <Icon name="refresh-cw" className={reloading ? 'motion-safe:animate-spin' : undefined} />
        Reload latest version
      </Button>
    </div>
  );
}

const saveTexts = {
  added: 'Tablet added successfully!',
  updated: 'Tablet updated successfully!',
  addFailed: 'Failed to add tablet. Please try again.',
  updateFailed: 'Failed to update tablet. Please try again.',
} as const;

interface TabletEditorProps {
  /** The tablet to edit; none to add a new one. */
  tablet?: ListedTablet;
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
      if (isApiError(error) && error.status === 409) setStaleMessage(error.message);
      return {
        saved: false,
        fieldErrors: isApiError(error) ? formFieldErrors(error.fields) : undefined,
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
        key={tablet ? `${tablet.id}@${tablet.version ?? ''}` : 'new'}
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

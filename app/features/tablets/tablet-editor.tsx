/**
 * The editor around the tablet form: it saves, asks before a second tablet of the same names, and
 * offers the newer version after a 409.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { type TabletInput, tabletMessages } from '#contract/tablet.ts';
import { StaleVersionNotice } from '#app/components/staff/stale-version-notice.tsx';
import { ConfirmDialog, ConfirmDialogAction } from '#app/components/ui/confirm-dialog.tsx';
import { isApiError } from '#app/lib/api-client.ts';
import { emptyTabletFormValues, formFieldErrors, tabletFormValues } from './tablet-form-values.ts';
import { TabletForm, type TabletSaveOutcome } from './tablet-form.tsx';
import { findTablet, hasTabletNamed, type ListedTablet } from './tablets-api.ts';
import { notifyTabletsChanged, useSaveTablet } from './tablet-queries.ts';

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
}

/** The add or edit form with its save: toasts, refresh and the stale-version case. */
export function TabletEditor({ tablet: initialTablet, onSaved, onCancel }: TabletEditorProps) {
  const [askingDuplicate, setAskingDuplicate] = useState(false);
  const answerDuplicate = useRef<(saveAnyway: boolean) => void>(undefined);
  const [tablet, setTablet] = useState(initialTablet);
  const [staleMessage, setStaleMessage] = useState<string>();
  const [reloading, setReloading] = useState(false);
  const editing = tablet !== undefined;
  const saveTablet = useSaveTablet(editing ? saveTexts.updateFailed : saveTexts.addFailed);

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
      // The staff query client has shown the error toast, or locked the screen on a 401.
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
        <StaleVersionNotice
          message={staleMessage}
          action="Reload latest version"
          reloading={reloading}
          onReload={reloadLatest}
          className="mx-auto mt-6 max-w-2xl"
        />
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

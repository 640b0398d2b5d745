import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Icon } from '#app/components/ui/icon.tsx';
import type { Tablet } from '#contract/tablet.ts';
import { isSessionExpired } from './api/api-error.ts';
import { DeleteTabletDialog } from './delete/delete-tablet-dialog.tsx';
import { TabletEditor } from './form/tablet-editor.tsx';
import { TabletList } from './list/tablet-list.tsx';
import { useDeleteTablet } from './query/use-tablets.ts';
import { TabletsPageHeader } from './tablets-page-header.tsx';
import { primaryButton, secondaryButton } from './ui-classes.ts';

export const deleteTexts = {
  deleted: (name: string) => `Tablet "${name}" deleted successfully!`,
  failed: 'Failed to delete tablet. Please try again.',
} as const;

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; tablet: Tablet };

interface TabletManagementProps {
  title: string;
  onLock: () => Promise<void>;
  onSessionExpired: () => void;
}

/** The unlocked screen: the list, or the add/edit form in its place, and the delete confirmation. */
export function TabletManagement({ title, onLock, onSessionExpired }: TabletManagementProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [pendingDelete, setPendingDelete] = useState<Tablet>();
  const [locking, setLocking] = useState(false);
  const deleteTablet = useDeleteTablet();
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  /** Back to the list; focus goes to `target` when it is still on the page, else to Add New Tablet. */
  function showList(target: HTMLElement | null) {
    setView({ kind: 'list' });
    requestAnimationFrame(() => (target?.isConnected ? target : addButton.current)?.focus());
  }

  function openForm(next: View) {
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setView(next);
  }

  function confirmDelete(tablet: Tablet) {
    deleteTablet.mutate(tablet, {
      onSuccess: () => {
        setPendingDelete(undefined);
        toast.success(deleteTexts.deleted(tablet.name));
      },
      onError: (error) => {
        setPendingDelete(undefined);
        if (isSessionExpired(error)) {
          onSessionExpired();
          return;
        }
        toast.error('Error', { description: error.message || deleteTexts.failed });
      },
    });
  }

  async function lock() {
    if (locking) return;
    setLocking(true);
    try {
      await onLock();
    } catch (error) {
      setLocking(false);
      toast.error('Error', {
        description: error instanceof Error ? error.message : 'Failed to lock the admin panel.',
      });
    }
  }

  const actions = (
    <>
      {view.kind === 'list' && (
        <button
          ref={addButton}
          type="button"
          className={primaryButton}
          onClick={() => openForm({ kind: 'add' })}
        >
          <Icon name="plus" className="size-4" />
          Add New Tablet
        </button>
      )}
      <button type="button" className={secondaryButton} aria-disabled={locking || undefined} onClick={lock}>
        <Icon name="lock" className="size-4" />
        Lock
      </button>
    </>
  );

  return (
    <>
      <TabletsPageHeader title={title} actions={actions} />
      {/* Kept mounted while the form shows, so search and sort survive an edit. */}
      <div hidden={view.kind !== 'list'}>
        <TabletList
          onEdit={(tablet) => openForm({ kind: 'edit', tablet })}
          onDelete={(tablet, opener) => {
            returnFocusTo.current = opener;
            setPendingDelete(tablet);
          }}
        />
      </div>
      {view.kind !== 'list' && (
        <TabletEditor
          key={view.kind === 'edit' ? view.tablet.id : 'new'}
          tablet={view.kind === 'edit' ? view.tablet : undefined}
          // After a save the page scrolls to the top, so focus starts there too.
          onSaved={() => showList(addButton.current)}
          onCancel={() => showList(returnFocusTo.current)}
          onSessionExpired={onSessionExpired}
        />
      )}
      <DeleteTabletDialog
        tablet={pendingDelete}
        deleting={deleteTablet.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(undefined)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = returnFocusTo.current;
          (target?.isConnected ? target : addButton.current)?.focus();
        }}
      />
    </>
  );
}

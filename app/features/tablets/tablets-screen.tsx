/**
 * /tablets: the session check, the admin gate, then the management view (header, list or form, and
 * the delete confirmation).
 */
import { type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Icon } from '#app/components/ui/icon.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { StaffGate } from '#app/components/staff/staff-gate.tsx';
import { tabletEndpoints } from '#contract/tablet.ts';
import type { ListedTablet } from './tablets-api.ts';
import { DeleteTabletDialog } from './delete-tablet-dialog.tsx';
import { TabletEditor } from './tablet-editor.tsx';
import { TabletList } from './tablet-list.tsx';
import { useDeleteTablet } from './tablet-queries.ts';

const tabletsSubtitle = 'Manage your medicine inventory';

/** The heading block of /tablets; the same height in every state, so nothing jumps when the state changes. */
function TabletsPageHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <header className="flex min-h-24 flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-slate-700">{tabletsSubtitle}</p>
      </div>
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
    </header>
  );
}

const deleteTexts = {
  deleted: (name: string) => `Tablet "${name}" deleted successfully!`,
  failed: 'Failed to delete tablet. Please try again.',
} as const;

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; tablet: ListedTablet };

interface TabletManagementProps {
  title: string;
  onLock: () => Promise<void>;
}

/** The unlocked screen: the list, or the add/edit form in its place, and the delete confirmation. */
function TabletManagement({ title, onLock }: TabletManagementProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const [pendingDelete, setPendingDelete] = useState<ListedTablet>();
  const [locking, setLocking] = useState(false);
  const deleteTablet = useDeleteTablet(deleteTexts.failed);
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

  function confirmDelete(tablet: ListedTablet) {
    deleteTablet.mutate(tablet, {
      onSuccess: () => {
        setPendingDelete(undefined);
        toast.success(deleteTexts.deleted(tablet.name));
      },
      // The staff query client shows the error toast, or locks the screen on a 401.
      onError: () => setPendingDelete(undefined),
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
        <Button ref={addButton} onClick={() => openForm({ kind: 'add' })}>
          <Icon name="plus" className="size-4" />
          Add New Tablet
        </Button>
      )}
      <Button variant="secondary" aria-disabled={locking || undefined} onClick={lock}>
        <Icon name="lock" className="size-4" />
        Lock
      </Button>
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

/** /tablets: the staff gate, then tablet management. */
export function TabletsScreen({ title }: { title: string }) {
  return (
    <div className="mx-auto min-h-[40rem] max-w-6xl px-4 py-10 sm:py-14">
      <StaffGate
        purpose="manage the tablet catalogue"
        roles={tabletEndpoints.create.access.roles}
        header={<TabletsPageHeader title={title} />}
      >
        {(session) => <TabletManagement title={title} onLock={session.lock} />}
      </StaffGate>
    </div>
  );
}

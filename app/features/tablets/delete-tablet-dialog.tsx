import { AlertDialog } from 'radix-ui';
import type { Tablet } from '#contract/tablet.ts';
import { dangerButton, secondaryButton } from './ui-classes.ts';

export function deleteConfirmationText(name: string): string {
  return `Are you sure you want to delete "${name}"?`;
}

interface DeleteTabletDialogProps {
  /** The tablet to confirm; none keeps the dialog closed. */
  tablet: Tablet | undefined;
  deleting: boolean;
  onConfirm: (tablet: Tablet) => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes. */
  onCloseAutoFocus: (event: Event) => void;
}

/** Asks before deleting; stays open until the server has answered. */
export function DeleteTabletDialog({
  tablet,
  deleting,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: DeleteTabletDialogProps) {
  return (
    <AlertDialog.Root
      open={tablet !== undefined}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (deleting) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-[61] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <AlertDialog.Title className="text-xl font-semibold text-slate-900">
            Delete tablet
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-3 break-words text-slate-700">
            {tablet ? deleteConfirmationText(tablet.name) : ''}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel
              className={secondaryButton}
              aria-disabled={deleting || undefined}
              onClick={(event) => {
                if (deleting) event.preventDefault();
              }}
            >
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has confirmed. */}
            <button
              type="button"
              className={dangerButton}
              aria-disabled={deleting || undefined}
              onClick={() => {
                if (tablet && !deleting) onConfirm(tablet);
              }}
            >
              {deleting ? 'Deleting…' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

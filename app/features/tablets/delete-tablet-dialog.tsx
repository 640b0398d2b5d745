import type { ListedTablet } from './tablets-api.ts';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';

/** SPEC §8's question; the stored name is isolated, so it cannot turn the sentence around it. */
function deleteConfirmationText(name: string) {
  return (
    <>
      Are you sure you want to delete &quot;<bdi>{name}</bdi>&quot;?
    </>
  );
}

interface DeleteTabletDialogProps {
  /** The tablet to confirm; none keeps the dialog closed. */
  tablet: ListedTablet | undefined;
  deleting: boolean;
  onConfirm: (tablet: ListedTablet) => void;
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
    <ConfirmDialog
      open={tablet !== undefined}
      onClose={onCancel}
      title="Delete tablet"
      description={tablet ? deleteConfirmationText(tablet.name) : ''}
      busy={deleting}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {/* A plain button, not a closing action: the dialog stays until the server has confirmed. */}
      <Button
        variant="danger"
        aria-disabled={deleting || undefined}
        onClick={() => {
          if (tablet && !deleting) onConfirm(tablet);
        }}
      >
        {deleting ? 'Deleting…' : 'Delete'}
      </Button>
    </ConfirmDialog>
  );
}

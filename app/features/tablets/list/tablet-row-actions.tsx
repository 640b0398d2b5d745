import type { MouseEvent } from 'react';
import { Icon } from '#app/components/ui/icon.tsx';
import type { Tablet } from '#contract/tablet.ts';
import { smallDangerOutlineButton, smallOutlineButton } from '../ui-classes.ts';

export interface TabletRowHandlers {
  onEdit: (tablet: Tablet) => void;
  /** The button is passed so focus can return to it when the dialog closes. */
  onDelete: (tablet: Tablet, opener: HTMLElement) => void;
}

export function TabletRowActions({ tablet, onEdit, onDelete }: { tablet: Tablet } & TabletRowHandlers) {
  return (
    <div className="flex gap-2">
      <button
        type="button"
        aria-label={`Edit ${tablet.name}`}
        className={smallOutlineButton}
        onClick={() => onEdit(tablet)}
      >
        <Icon name="pencil" className="size-4" />
        Edit
      </button>
      <button
        type="button"
        aria-label={`Delete ${tablet.name}`}
        className={smallDangerOutlineButton}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onDelete(tablet, event.currentTarget)}
      >
        <Icon name="trash" className="size-4" />
        Delete
      </button>
    </div>
  );
}

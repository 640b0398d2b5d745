import { useRef, useState } from 'react';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ConfirmDialog } from '#app/components/ui/confirm-dialog.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { productEndpoints } from '#contract/products.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import type { HeldProduct, People, ProductVersions } from './product-editor-api.ts';
import { useProductVersions, useRestoreVersion } from './product-editor-queries.ts';
import { personName, personOf } from './product-editor-values.ts';
import { FieldChanges } from './product-field-changes.tsx';

type ProductVersion = ProductVersions[number];

function VersionEntry({
  entry,
  liveVersion,
  self,
  people,
  onRestore,
}: {
  entry: ProductVersion;
  liveVersion: number;
  self: string;
  people: People;
  /** Absent for the live version, and for someone whose roles do not restore. */
  onRestore: (() => void) | undefined;
}) {
  const headingId = `product-version-${entry.version}`;
  const live = entry.version === liveVersion;
  const count = entry.changes.length;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          Version {entry.version}
          {live && ' (live)'}
        </h3>
        {onRestore && !live && (
          <Button variant="secondary" size="sm" onClick={onRestore}>
            Restore this version<span className="sr-only"> ({entry.version})</span>
          </Button>
        )}
      </div>
      <p className="text-sm text-slate-700">
        Published by <bdi>{personName(entry.editedBy, self, people)}</bdi> on{' '}
        <time dateTime={entry.createdAt}>{istDateTime(entry.createdAt)}</time>
        {entry.restoredFrom !== null && `, restoring version ${entry.restoredFrom}`}.
      </p>
      {count > 0 && (
        // The shipped version lists every field it set: closed, so the history stays short.
        <details open={entry.editedBy !== null} className="group">
          <summary className="cursor-pointer text-sm font-medium text-teal-800 underline">
            {count === 1 ? '1 change' : `${count} changes`}
            <span className="sr-only"> in version {entry.version}</span>
          </summary>
          <div className="mt-3">
            <FieldChanges caption={`Changes in version ${entry.version}`} changes={entry.changes} />
          </div>
        </details>
      )}
    </li>
  );
}

interface ProductHistoryProps {
  product: HeldProduct;
  staff: StaffMember;
  /** Told the product as it is once a version is restored. */
  onRestored: (product: HeldProduct, version: number) => void;
}

/** Every published version of a product, newest first, with what each changed, and the way back to one. */
export function ProductHistory({ product, staff, onRestored }: ProductHistoryProps) {
  const versions = useProductVersions(product.slug);
  const restoring = useRestoreVersion(product.slug);
  const [pending, setPending] = useState<number>();
  /** Restored: focus goes to what the screen says of it, not back to the button that asked. */
  const restored = useRef(false);
  const self = personOf(staff);
  const mayRestore = rolesAllow(staff.roles, productEndpoints.restore.access.roles);
  const failure =
    (versions.error && failureMessage(versions.error, 'Failed to load the product’s history')) ||
    (restoring.error && failureMessage(restoring.error, 'Failed to restore the version')) ||
    undefined;

  function restore() {
    if (pending === undefined || restoring.isPending) return;
    const version = pending;
    restoring.mutate(
      { version, baseVersion: product.version },
      {
        onSuccess: (answer) => {
          restored.current = true;
          setPending(undefined);
          onRestored(answer, version);
        },
        onError: () => setPending(undefined),
      },
    );
  }

  return (
    <StaffPanel
      headingId="product-history-heading"
      title="History"
      intro="Every published version, newest first, with what it changed in each language."
    >
      <div className="mt-4 space-y-4">
        <FormAlert message={failure} />
        <p role="status" className="text-sm text-slate-700">
          {versions.isPending && !versions.error ? 'Loading the history…' : ''}
          {versions.data?.versions.length === 0 ? 'No version has been published yet.' : ''}
        </p>
        {versions.data && versions.data.versions.length > 0 && (
          <ol className="space-y-4">
            {versions.data.versions.map((entry) => (
              <VersionEntry
                key={entry.version}
                entry={entry}
                people={versions.data.people}
                liveVersion={product.version}
                self={self}
                onRestore={
                  mayRestore
                    ? () => {
                        restored.current = false;
                        restoring.reset();
                        setPending(entry.version);
                      }
                    : undefined
                }
              />
            ))}
          </ol>
        )}
      </div>
      <ConfirmDialog
        open={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={`Restore version ${pending ?? ''}?`}
        busy={restoring.isPending}
        onCloseAutoFocus={(event) => {
          if (restored.current) event.preventDefault();
        }}
        description={
          <>
            Its fields and translations become the live version {product.version + 1}, on every page in every
            language at once; text once published needs no second approval.
            {product.draft && ' The draft being made is kept: save it again before publishing it.'}
          </>
        }
      >
        {/* A plain button, not a closing action: the dialog stays until the server has answered. */}
        <Button aria-disabled={restoring.isPending || undefined} onClick={restore}>
          {restoring.isPending ? 'Restoring…' : `Restore version ${pending ?? ''}`}
        </Button>
      </ConfirmDialog>
    </StaffPanel>
  );
}

import type { ReactNode } from 'react';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { istDateTime } from '#contract/ist-date-time.ts';
import { productEndpoints } from '#contract/products.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import type { HeldDraft, HeldProduct } from './product-editor-api.ts';
import { useApproveDraft, usePublishDraft } from './product-editor-queries.ts';
import { keyLabel, languageNames, personName, personOf } from './product-editor-values.ts';

function Finding({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

function Listed({ items, none }: { items: readonly string[]; none: string }) {
  if (items.length === 0) return <>{none}</>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** What must happen before the draft is published, in the words of the Publish button's hint. */
function publishBlockers(draft: HeldDraft, liveVersion: number): string[] {
  const { review } = draft;
  const blocking = review.staleTranslations.filter((stale) => stale.blocking);
  return [
    ...(draft.baseVersion === liveVersion
      ? []
      : [`the draft saved again over the live version ${liveVersion}`]),
    ...(review.needsMedicalApproval && !draft.approvedBy
      ? ['the approval of its medical text by someone with the medical role who did not write it']
      : []),
    ...(blocking.length > 0
      ? [
          `updated translations of ${blocking
            .map((stale) => `${keyLabel(stale.key)} (${languageNames[stale.locale]})`)
            .join(', ')}`,
        ]
      : []),
  ];
}

interface DraftReviewProps {
  product: HeldProduct;
  staff: StaffMember;
  /** The form holds changes that are not in the saved draft. */
  unsaved: boolean;
  /** Told what became live, once the draft is published. */
  onPublished: (product: HeldProduct) => void;
}

/**
 * The review of the saved draft (what it changes, the approval it needs, the words to weigh, the
 * translations to update) with the approval and the publication.
 */
export function DraftReview({ product, staff, unsaved, onPublished }: DraftReviewProps) {
  const approving = useApproveDraft(product.slug);
  const publishing = usePublishDraft(product.slug);
  const self = personOf(staff);
  const { draft } = product;
  const mayApprove = rolesAllow(staff.roles, productEndpoints.approve.access.roles);
  const mayPublish = rolesAllow(staff.roles, productEndpoints.publish.access.roles);
  const failure =
    (approving.error && failureMessage(approving.error, 'Failed to approve the draft')) ||
    (publishing.error && failureMessage(publishing.error, 'Failed to publish the draft')) ||
    undefined;

  function publish() {
    if (unsaved || publishing.isPending) return;
    approving.reset();
    publishing.mutate(undefined, { onSuccess: onPublished });
  }

  function approve() {
    if (!draft || draft.author === self || approving.isPending) return;
    publishing.reset();
    approving.mutate();
  }

  return (
    <StaffPanel
      headingId="product-review-heading"
      title="Review and publish"
      intro="What the saved draft changes and what must happen before it is published."
    >
      {draft ? (
        <div className="mt-4 space-y-5">
          <p className="text-sm text-slate-700">
            Saved by <bdi>{personName(draft.author, self, product.people)}</bdi> on{' '}
            <time dateTime={draft.savedAt}>{istDateTime(draft.savedAt)}</time>, over version{' '}
            {draft.baseVersion}.
          </p>
          {draft.baseVersion !== product.version && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              The live version is now {product.version}: save the draft again before publishing it.
            </p>
          )}
          <dl className="space-y-3">
            <Finding term="Changes">
              <Listed
                items={draft.review.changedFields.map(keyLabel)}
                none="None: the draft reads as the live version."
              />
            </Finding>
            <Finding term="Medical approval">
              {draft.approvedBy
                ? `Approved by ${personName(draft.approvedBy, self, product.people)}.`
                : draft.review.needsMedicalApproval
                  ? 'Needed: it changes the medical text of a prescription product. Someone with the medical role who did not write the draft approves it.'
                  : 'Not needed.'}
            </Finding>
            <Finding term="Claims to weigh">
              <Listed
                items={draft.review.claims.map((claim) => `${keyLabel(claim.key)}: ${claim.why}`)}
                none="None found."
              />
            </Finding>
            <Finding term="Terms the glossary names otherwise">
              <Listed
                items={draft.review.terms.map(
                  (misnamed) =>
                    `${keyLabel(misnamed.key)} in ${languageNames[misnamed.locale]}: “${misnamed.variant}”, the glossary’s term is “${misnamed.term}”`,
                )}
                none="None."
              />
            </Finding>
            <Finding term="Translations to update">
              <Listed
                items={draft.review.staleTranslations.map(
                  (stale) =>
                    `${keyLabel(stale.key)} in ${languageNames[stale.locale]}: ${
                      stale.blocking ? 'publishing waits for it' : 'publishing does not wait for it'
                    }`,
                )}
                none="None."
              />
            </Finding>
          </dl>
          <DraftActions
            draft={draft}
            self={self}
            blockers={publishBlockers(draft, product.version)}
            unsaved={unsaved}
            approve={
              mayApprove && draft.review.needsMedicalApproval && !draft.approvedBy
                ? { busy: approving.isPending, onApprove: approve }
                : undefined
            }
            publish={mayPublish ? { busy: publishing.isPending, onPublish: publish } : undefined}
          />
          <FormAlert message={failure} />
        </div>
      ) : (
        <p className="mt-4 text-slate-800">
          No draft: the form shows the live version. Save a change to make a draft, then publish it here.
        </p>
      )}
    </StaffPanel>
  );
}

function DraftActions({
  draft,
  self,
  blockers,
  unsaved,
  approve,
  publish,
}: {
  draft: HeldDraft;
  self: string;
  blockers: string[];
  unsaved: boolean;
  approve: { busy: boolean; onApprove: () => void } | undefined;
  publish: { busy: boolean; onPublish: () => void } | undefined;
}) {
  const ownDraft = draft.author === self;
  return (
    <div className="space-y-3">
      {approve && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            aria-disabled={ownDraft || approve.busy || undefined}
            aria-describedby={ownDraft ? 'product-approve-refusal' : undefined}
            onClick={approve.onApprove}
          >
            {approve.busy ? 'Approving…' : 'Approve medical text'}
          </Button>
          {ownDraft && (
            <p id="product-approve-refusal" className="text-sm text-slate-700">
              You wrote this draft: someone else with the medical role approves it.
            </p>
          )}
        </div>
      )}
      {publish ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            aria-disabled={unsaved || publish.busy || undefined}
            aria-describedby="product-publish-hint"
            onClick={publish.onPublish}
          >
            {publish.busy ? 'Publishing…' : 'Publish'}
          </Button>
          <p id="product-publish-hint" className="text-sm text-slate-700">
            {unsaved
              ? 'Save the draft first: Publish makes the saved draft live, not the form.'
              : blockers.length > 0
                ? `Publishing waits for ${blockers.join('; and for ')}.`
                : 'Every page that shows the product, in every language, shows the draft within a second.'}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-700">Someone with the catalogue role publishes it.</p>
      )}
    </div>
  );
}

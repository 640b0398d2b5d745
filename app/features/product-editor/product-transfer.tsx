import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { FormAlert } from '#app/components/ui/form-controls.tsx';
import { ImportProblems } from '#app/components/staff/csv-file-field.tsx';
import { CsvImportForm } from '#app/components/staff/csv-import-form.tsx';
import { SubmitButton } from '#app/components/ui/form.tsx';
import { failureMessage } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { bodyLimitText } from '#contract/endpoint.ts';
import {
  productEndpoints,
  type ProductImportAnswer,
  productImportSchema,
  productLimits,
} from '#contract/products.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import { productExportUrl } from './product-editor-api.ts';
import { useImportProducts } from './product-editor-queries.ts';
import { keyLabel, languageNames } from './product-editor-values.ts';
import { FieldChanges } from './product-field-changes.tsx';

const refusals = {
  noFile: 'Choose a CSV file to check',
  tooLarge: `The file is larger than ${bodyLimitText(productLimits.importBytesMax)}: import it in parts`,
};

const count = new Intl.NumberFormat('en-IN');
const productCount = (products: number) =>
  `${count.format(products)} ${products === 1 ? 'product' : 'products'}`;

type ImportedProduct = ProductImportAnswer['products'][number];

/** What a product's draft needs before it is published, and what to weigh, in the review's words. */
function reviewNotes({ review, replacesDraft }: ImportedProduct): string[] {
  const stale = review.staleTranslations.map(
    ({ key, locale, blocking }) =>
      `${keyLabel(key)} in ${languageNames[locale]}${blocking ? ' (publishing waits for it)' : ''}`,
  );
  return [
    ...(review.needsMedicalApproval
      ? ['Needs medical approval: it changes the medical text of a prescription product.']
      : []),
    ...(stale.length > 0 ? [`Translations to update: ${stale.join('; ')}.`] : []),
    ...review.claims.map((claim) => `Claim to weigh in ${keyLabel(claim.key)}: ${claim.why}.`),
    ...(replacesDraft ? ['Its draft being made is replaced, and any approval of it withdrawn.'] : []),
  ];
}

/** The file's outcome in a sentence: what would change, or what was saved. */
function outcome({ dryRun, counts }: ProductImportAnswer): string {
  const unchanged = `${productCount(counts.unchanged)} unchanged`;
  if (dryRun)
    return counts.changed === 0
      ? `Nothing would change: the file’s ${productCount(counts.rows)} are as their live versions.`
      : `${productCount(counts.changed)} would change, ${unchanged}. Nothing is saved yet.`;
  return counts.changed === 0
    ? 'Nothing was saved: the file changes no product.'
    : `Saved ${counts.changed === 1 ? 'a draft' : `${count.format(counts.changed)} drafts`}, ${unchanged}. Each is published from its product’s page, after its review and any approval.`;
}

function ImportedProducts({ answer }: { answer: ProductImportAnswer }) {
  return (
    <ul aria-label={answer.dryRun ? 'What the file would change' : 'The drafts saved'} className="space-y-4">
      {answer.products.map((product) => {
        const notes = reviewNotes(product);
        return (
          <li key={product.slug} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <h4 className="text-lg font-semibold text-slate-900">
              <bdi>{product.name}</bdi>
            </h4>
            {notes.length > 0 && (
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            )}
            <FieldChanges caption={`Changes to ${product.name}`} changes={product.changes} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Imports a CSV file of products in two steps: a check that shows what it would change (or its wrong
 * rows, by line), then the save of its changes as drafts.
 */
function ProductImport() {
  const check = useImportProducts();
  const save = useImportProducts();
  const refusal = save.error ?? check.error;
  const failure = save.error
    ? failureMessage(save.error, 'Failed to save the drafts')
    : check.error
      ? failureMessage(check.error, 'Failed to check the file')
      : undefined;
  const checked = check.data;
  const shown = save.data ?? checked;
  const busy = check.isPending || save.isPending;

  function forget() {
    check.reset();
    save.reset();
  }

  function saveDrafts() {
    const file = check.variables?.file;
    if (!file || busy) return;
    save.mutate({ file, dryRun: false });
  }

  return (
    <CsvImportForm
      title="Import changes from a file"
      headingId="product-import-heading"
      inPanel
      schema={productImportSchema}
      hint="The downloaded file, changed in a spreadsheet and saved as CSV UTF-8. Only the slug column is needed: a column left out leaves its field as it is. Categories are not changed here."
      maxBytes={productLimits.importBytesMax}
      refusals={refusals}
      busy={busy}
      onSubmitStart={forget}
      onFileChange={forget}
      onSend={(file) => check.mutate({ file, dryRun: true })}
    >
      <SubmitButton busy={check.isPending} busyLabel="Checking…" size="field" variant="secondary">
        Check the file
      </SubmitButton>
      <FormAlert message={failure} />
      <ImportProblems refusal={refusal} />
      <p role="status" className="text-sm font-semibold text-slate-900">
        {shown ? outcome(shown) : ''}
      </p>
      {shown && shown.products.length > 0 && <ImportedProducts answer={shown} />}
      {checked && !save.data && checked.products.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            aria-disabled={busy || undefined}
            aria-describedby="product-import-save-hint"
            onClick={saveDrafts}
          >
            {save.isPending ? 'Saving…' : 'Save as drafts'}
          </Button>
          <p id="product-import-save-hint" className="text-sm text-slate-700">
            Each product’s draft is replaced; nothing is published.
          </p>
        </div>
      )}
    </CsvImportForm>
  );
}

/**
 * The whole catalogue as a CSV file to download and, for the catalogue role, the way back: a file
 * of changes checked against the master, then saved as drafts.
 */
export function ProductTransfer({ staff }: { staff: StaffMember }) {
  const mayImport = rolesAllow(staff.roles, productEndpoints.importCsv.access.roles);
  return (
    <StaffPanel
      headingId="product-transfer-heading"
      title="Export and import"
      intro={
        mayImport
          ? 'Download every product’s live version, in English, Telugu and Hindi, to change in a spreadsheet; then check the file and save its changes as drafts.'
          : 'Download every product’s live version, in English, Telugu and Hindi.'
      }
    >
      <p className="mt-4">
        <a
          href={productExportUrl()}
          download
          className="inline-flex min-h-6 items-center font-medium text-teal-800 underline"
        >
          Download the catalogue (CSV)
        </a>
      </p>
      {mayImport && <ProductImport />}
    </StaffPanel>
  );
}

import { type FormEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { staffFormFields } from '#app/components/staff/staff-form-fields.ts';
import { StaffPanel } from '#app/components/staff/staff-panel.tsx';
import { StaleVersionNotice } from '#app/components/staff/stale-version-notice.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Checkbox, FormAlert, Select, Textarea } from '#app/components/ui/form-controls.tsx';
import { hasPrescribingInfo } from '#catalogue/medicines.ts';
import { BoundField, FormField, SubmitButton, TextInput } from '#app/components/ui/form.tsx';
import { type CategoryId, productCategories } from '#catalogue/product-categories.ts';
import { failureMessage, isApiError } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { productEndpoints, productLimits, productRecordSchema } from '#contract/products.ts';
import { rolesAllow } from '#contract/staff-roles.ts';
import type { HeldProduct } from './product-editor-api.ts';
import { useSaveDraft } from './product-editor-queries.ts';
import {
  amountKey,
  checkDraft,
  editorValues,
  type EditorValues,
  emptyLeaflet,
  emptyText,
  englishTexts,
  fieldLabels,
  isOptionalText,
  keyLabel,
  leafletError,
  leafletLabels,
  type LeafletPart,
  leafletParts,
  newLineId,
  sameDraft,
  type SingleTextField,
  singleTextFields,
  staleByKey,
  substanceKey,
  type TextValue,
  usageKey,
} from './product-editor-values.ts';
import { DraftReview } from './product-draft-review.tsx';
import { TextRow } from './product-text-row.tsx';

/** Texts long enough to be read in a box of several lines. */
const longTexts: ReadonlySet<SingleTextField> = new Set(['description', 'storage', 'materials']);

const textHints: Partial<Record<SingleTextField, string>> = {
  materials: 'What a device is made of; a medicine or supplement leaves it empty.',
  badge: 'The word on the product’s card in the home page’s showcase; a list product leaves it empty.',
};

/** The form's values at the start: the draft being made, else the live version. */
function openingValues(product: HeldProduct): EditorValues {
  return product.draft
    ? editorValues(product.draft.record, product.draft.translations)
    : editorValues(product.record, product.translations);
}

/** What the form shows of the server's refusal of a save. */
function refusalOf(caught: unknown): { stale?: string; message?: string } {
  if (!caught) return {};
  if (isApiError(caught) && caught.status === 409) return { stale: caught.message };
  if (isApiError(caught) && caught.fields)
    return { message: Object.values(caught.fields).join(' ') || caught.message };
  return { message: failureMessage(caught, 'Failed to save the draft') };
}

/**
 * A list of lines a person adds to and removes from (ingredients, usage lines): after a removal,
 * focus goes to the add button, which stays in place; `full` keeps it from adding more.
 */
function EditableLines<Line extends { id: number }>({
  lines,
  full,
  addLabel,
  onAdd,
  removeLabel,
  onRemove,
  children,
}: {
  lines: readonly Line[];
  full: boolean;
  addLabel: string;
  onAdd: () => void;
  removeLabel: (index: number) => string;
  /** Absent when no line may be removed now. */
  onRemove: ((id: number) => void) | undefined;
  /** A line's fields, given the button that removes it to place among them. */
  children: (line: Line, index: number, remove: ReactNode) => ReactNode;
}) {
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <ol className="space-y-5">
        {lines.map((line, index) => (
          <li key={line.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
            {children(
              line,
              index,
              onRemove && (
                <Button
                  variant="dangerOutline"
                  size="field"
                  onClick={() => {
                    onRemove(line.id);
                    addRef.current?.focus();
                  }}
                >
                  {removeLabel(index)}
                </Button>
              ),
            )}
          </li>
        ))}
      </ol>
      <Button
        ref={addRef}
        variant="secondary"
        aria-disabled={full || undefined}
        onClick={() => {
          if (!full) onAdd();
        }}
      >
        {addLabel}
      </Button>
    </>
  );
}

/** A section of the form, named by its h3. */
function FormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4 border-t border-slate-200 pt-5">
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{intro}</p>
      {children}
    </section>
  );
}

interface DraftEditorProps {
  /** The product as last read; the form keeps the version it was opened on whatever is read later. */
  product: HeldProduct;
  staff: StaffMember;
  headingRef: Ref<HTMLHeadingElement>;
  reload: { busy: boolean; failure: string | undefined; onReload: () => void };
  onPublished: (product: HeldProduct) => void;
}

/**
 * The form of one product's draft, every field with the Telugu and Hindi of its texts beside it,
 * then the review of the saved draft with its approval and publication.
 */
export function DraftEditor({ product, staff, headingRef, reload, onPublished }: DraftEditorProps) {
  const saving = useSaveDraft(product.slug);
  const [opened] = useState(() => ({ version: product.version, values: openingValues(product) }));
  // A product made on /tablets and never published has no page: its name and category are still to choose.
  const unpublished = opened.version === 0;
  const [categoryId, setCategoryId] = useState(product.categoryId);
  const [values, setValues] = useState(opened.values);
  const [saved, setSaved] = useState(opened.values);
  const [checkErrors, setCheckErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState<{ line?: number; invalid?: boolean }>();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const canEdit = rolesAllow(staff.roles, productEndpoints.saveDraft.access.roles);
  const unsaved = !sameDraft(values, saved);
  const refusal = refusalOf(saving.error);
  const field = staffFormFields(productRecordSchema, fieldLabels, checkErrors);
  const stale = staleByKey(product.draft?.review);
  const leafletBegun =
    values.leafletWritten || leafletParts.some((part) => values.leaflet[part].trim() !== '');
  const medicine = hasPrescribingInfo((unpublished ? categoryId : product.categoryId) as CategoryId);
  const liveTexts = englishTexts(product.record);
  const draftTexts = product.draft ? englishTexts(product.draft.record) : liveTexts;

  useEffect(() => {
    if (!focusRequest) return;
    const form = formRef.current;
    if (focusRequest.line !== undefined)
      form?.querySelector<HTMLElement>(`[data-line="${focusRequest.line}"]`)?.focus();
    else (form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? submitRef.current)?.focus();
  }, [focusRequest]);

  // Each refusal by the server is a new error, shown by the time this runs.
  useEffect(() => {
    if (saving.error && !refusalOf(saving.error).stale) submitRef.current?.focus();
  }, [saving.error]);

  function update(change: (current: EditorValues) => EditorValues, key?: string) {
    setValues(change);
    if (key && checkErrors[key]) setCheckErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  const setText = (name: SingleTextField) => (language: keyof TextValue, text: string) =>
    update(
      (current) => ({
        ...current,
        texts: { ...current.texts, [name]: { ...current.texts[name], [language]: text } },
      }),
      language === 'en' ? name : undefined,
    );

  const setLeaflet = (part: LeafletPart) => (typed: string) => {
    setValues((current) => ({ ...current, leaflet: { ...current.leaflet, [part]: typed } }));
    setCheckErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith(`leaflet.${part}`))),
    );
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.isPending || !canEdit) return;
    saving.reset();
    // A product chosen to be no medicine has no leaflet, whatever its boxes held before.
    const check = checkDraft(
      medicine ? values : { ...values, leaflet: emptyLeaflet, leafletWritten: false },
      opened.version,
    );
    if (!check.ok) {
      setCheckErrors(check.errors);
      setFocusRequest({ invalid: true });
      return;
    }
    setCheckErrors({});
    const sent = values;
    saving.mutate(unpublished ? { ...check.draft, categoryId } : check.draft, {
      onSuccess: () => setSaved(sent),
    });
  }

  const listError = (name: 'usage' | 'composition') =>
    checkErrors[name] ? (
      <p className="text-sm font-medium text-red-700">
        <span aria-hidden="true">⚠ </span>
        {checkErrors[name]}
      </p>
    ) : null;

  return (
    <>
      <StaffPanel
        headingId="product-form-heading"
        headingRef={headingRef}
        title={
          <>
            Edit <bdi>{product.record.name}</bdi>
          </>
        }
        intro="Changes are saved as a draft beside the live version: the public pages change only once it is published."
      >
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-labelledby="product-form-heading"
          className="mt-5 space-y-6"
        >
          {!canEdit && (
            <p className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
              Only the catalogue role changes a product: the form is for reading.
            </p>
          )}
          <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
            <legend className="sr-only">The product’s fields</legend>
            <FormSection id="product-facts-heading" title="Facts" intro="The same in every language.">
              <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                <BoundField
                  field={field('name')}
                  hint={
                    unpublished
                      ? 'It has no page yet: the name is still to choose.'
                      : 'Its page keeps its address; once published, the new name is on every page, list and form that names it.'
                  }
                >
                  {(control) => (
                    <TextInput
                      {...control({
                        value: values.name,
                        onChange: (event: { target: { value: string } }) => {
                          const name = event.target.value;
                          update((current) => ({ ...current, name }), 'name');
                        },
                      })}
                    />
                  )}
                </BoundField>
                {unpublished && (
                  <FormField
                    label="Category"
                    required
                    hint="Where its page will be: its address names the category, so it stays once published."
                  >
                    <Select
                      value={categoryId}
                      onChange={(event) => setCategoryId(event.target.value as typeof categoryId)}
                      options={productCategories.map((category) => ({
                        value: category.id,
                        label: category.name,
                      }))}
                    />
                  </FormField>
                )}
                <BoundField field={field('price')} hint="In rupees, with at most two decimals.">
                  {(control) => (
                    <TextInput
                      {...control({
                        type: 'number',
                        step: '0.01',
                        min: 0,
                        max: productLimits.priceMax,
                        inputMode: 'decimal',
                        autoComplete: 'off',
                        value: values.price,
                        onChange: (event: { target: { value: string } }) => {
                          const price = event.target.value;
                          update((current) => ({ ...current, price }), 'price');
                        },
                      })}
                    />
                  )}
                </BoundField>
                <BoundField field={field('manufacturer')}>
                  {(control) => (
                    <TextInput
                      {...control({
                        value: values.manufacturer,
                        autoComplete: 'off',
                        onChange: (event: { target: { value: string } }) => {
                          const manufacturer = event.target.value;
                          update((current) => ({ ...current, manufacturer }), 'manufacturer');
                        },
                      })}
                    />
                  )}
                </BoundField>
              </div>
              <Checkbox
                label={fieldLabels.prescriptionRequired}
                checked={values.prescriptionRequired}
                onChange={(event) => {
                  const prescriptionRequired = event.target.checked;
                  update((current) => ({ ...current, prescriptionRequired }));
                }}
              />
            </FormSection>

            <FormSection
              id="product-texts-heading"
              title="Texts"
              intro="Each English text with its Telugu and Hindi. A translation left empty shows the English."
            >
              {singleTextFields.map((name) => (
                <TextRow
                  key={name}
                  field={{
                    ...field(name),
                    // An optional text left empty is left out of the product.
                    required: !isOptionalText(name),
                  }}
                  hint={textHints[name]}
                  value={values.texts[name]}
                  long={longTexts.has(name)}
                  onChange={setText(name)}
                  stale={stale.get(name)}
                  live={liveTexts[name]}
                  drafted={draftTexts[name]}
                />
              ))}
            </FormSection>

            <FormSection
              id="product-composition-heading"
              title={fieldLabels.composition}
              intro="The active ingredients and their amount per dose unit; a device lists its materials instead."
            >
              {listError('composition')}
              <EditableLines
                lines={values.composition}
                full={values.composition.length >= productLimits.compositionMax}
                addLabel="Add an ingredient"
                onAdd={() => {
                  const id = newLineId();
                  update((current) => ({
                    ...current,
                    composition: [...current.composition, { id, substance: emptyText, amount: '' }],
                  }));
                  setFocusRequest({ line: id });
                }}
                removeLabel={(index) => `Remove ingredient ${index + 1}`}
                onRemove={(id) =>
                  update((current) => ({
                    ...current,
                    composition: current.composition.filter((shown) => shown.id !== id),
                  }))
                }
              >
                {(ingredient, index, remove) => (
                  <>
                    <TextRow
                      field={{
                        label: keyLabel(substanceKey(index)),
                        required: true,
                        error: checkErrors[substanceKey(index)],
                        name: substanceKey(index),
                        maxLength: productLimits.shortTextMax,
                      }}
                      value={ingredient.substance}
                      long={false}
                      lineId={ingredient.id}
                      onChange={(language, text) =>
                        update(
                          (current) => ({
                            ...current,
                            composition: current.composition.map((shown) =>
                              shown.id === ingredient.id
                                ? { ...shown, substance: { ...shown.substance, [language]: text } }
                                : shown,
                            ),
                          }),
                          language === 'en' ? substanceKey(index) : undefined,
                        )
                      }
                      stale={stale.get(substanceKey(index))}
                      live={liveTexts[substanceKey(index)]}
                      drafted={draftTexts[substanceKey(index)]}
                    />
                    <div className="grid grid-cols-1 items-end gap-4 lg:grid-cols-3">
                      <BoundField
                        field={{
                          label: keyLabel(amountKey(index)),
                          required: true,
                          error: checkErrors[amountKey(index)],
                          name: amountKey(index),
                          maxLength: productLimits.shortTextMax,
                        }}
                        hint="The same in every language."
                      >
                        {(control) => (
                          <TextInput
                            {...control({
                              value: ingredient.amount,
                              autoComplete: 'off',
                              onChange: (event: { target: { value: string } }) => {
                                const amount = event.target.value;
                                update(
                                  (current) => ({
                                    ...current,
                                    composition: current.composition.map((shown) =>
                                      shown.id === ingredient.id ? { ...shown, amount } : shown,
                                    ),
                                  }),
                                  amountKey(index),
                                );
                              },
                            })}
                          />
                        )}
                      </BoundField>
                      <div>{remove}</div>
                    </div>
                  </>
                )}
              </EditableLines>
            </FormSection>

            <FormSection
              id="product-usage-heading"
              title={fieldLabels.usage}
              intro={`General information that sends the reader to a doctor or pharmacist, never dosing advice: from 1 to ${productLimits.usageMax} lines.`}
            >
              {listError('usage')}
              <EditableLines
                lines={values.usage}
                full={values.usage.length >= productLimits.usageMax}
                addLabel="Add a usage line"
                onAdd={() => {
                  const id = newLineId();
                  update((current) => ({ ...current, usage: [...current.usage, { id, text: emptyText }] }));
                  setFocusRequest({ line: id });
                }}
                removeLabel={(index) => `Remove line ${index + 1}`}
                // A product keeps at least one usage line.
                onRemove={
                  values.usage.length > 1
                    ? (id) =>
                        update((current) => ({
                          ...current,
                          usage: current.usage.filter((shown) => shown.id !== id),
                        }))
                    : undefined
                }
              >
                {(line, index, remove) => (
                  <>
                    <TextRow
                      field={{
                        label: keyLabel(usageKey(index)),
                        required: true,
                        error: checkErrors[usageKey(index)],
                        name: usageKey(index),
                        maxLength: productLimits.lineMax,
                      }}
                      value={line.text}
                      long
                      lineId={line.id}
                      onChange={(language, text) =>
                        update(
                          (current) => ({
                            ...current,
                            usage: current.usage.map((shown) =>
                              shown.id === line.id
                                ? { ...shown, text: { ...shown.text, [language]: text } }
                                : shown,
                            ),
                          }),
                          language === 'en' ? usageKey(index) : undefined,
                        )
                      }
                      stale={stale.get(usageKey(index))}
                      live={liveTexts[usageKey(index)]}
                      drafted={draftTexts[usageKey(index)]}
                    />
                    {remove}
                  </>
                )}
              </EditableLines>
            </FormSection>
            {medicine && (
              <FormSection
                id="product-leaflet-heading"
                title={fieldLabels.leaflet}
                intro={
                  values.leafletWritten
                    ? 'For healthcare professionals, in English. A change here is published only once someone with the medical role, not its author, has approved it; the leaflet then says it was revised that day.'
                    : 'This medicine has no prescribing information yet: its page sends professionals to the medical information team. Write every part, in English, to publish one; someone with the medical role, not its author, approves it first.'
                }
              >
                {leafletParts.map((part) => (
                  <BoundField
                    key={part}
                    field={{
                      label: leafletLabels[part],
                      // Optional while none is written; once begun, every part of it.
                      required: leafletBegun,
                      error: leafletError(checkErrors, part),
                      name: `leaflet.${part}`,
                      maxLength: part === 'therapeuticClass' ? productLimits.leafletParagraphMax : undefined,
                    }}
                    hint={
                      part === 'therapeuticClass'
                        ? 'One paragraph: the pharmacological class, as the leaflet’s first clinical line.'
                        : `A paragraph a line, from 1 to ${productLimits.leafletParagraphsMax}.`
                    }
                  >
                    {(control) => (
                      <Textarea
                        {...control({
                          value: values.leaflet[part],
                          lang: 'en',
                          rows: part === 'therapeuticClass' ? 2 : 6,
                          onChange: (event: { target: { value: string } }) =>
                            setLeaflet(part)(event.target.value),
                        })}
                      />
                    )}
                  </BoundField>
                ))}
              </FormSection>
            )}
          </fieldset>

          {canEdit && (
            <div className="space-y-3 border-t border-slate-200 pt-5">
              {refusal.stale && (
                <StaleVersionNotice
                  message={`${refusal.stale} Reloading shows the product as it now is; the changes in this form are lost.`}
                  action="Reload the product"
                  busyAction="Reloading…"
                  reloading={reload.busy}
                  onReload={reload.onReload}
                />
              )}
              <FormAlert message={refusal.message ?? reload.failure} />
              <div className="flex flex-wrap items-center gap-4">
                <SubmitButton ref={submitRef} busy={saving.isPending} busyLabel="Saving…" size="field">
                  Save draft
                </SubmitButton>
                <p role="status" className="text-sm text-slate-700">
                  {unsaved
                    ? 'Changes not saved yet.'
                    : saving.isSuccess
                      ? 'The draft is saved: its review is below.'
                      : ''}
                </p>
              </div>
            </div>
          )}
        </form>
      </StaffPanel>
      <DraftReview product={product} staff={staff} unsaved={unsaved} onPublished={onPublished} />
    </>
  );
}

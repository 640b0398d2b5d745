/**
 * What the product editor says of a product and how it reads its form: the fields' names, the
 * form's values (each text with its Telugu and Hindi beside it), and the draft they make.
 */
import {
  productLimits,
  productRecordSchema,
  type ProductRecordInput,
  type ProductReview,
} from '#contract/products.ts';
import { productSingleTextFields } from '#catalogue/catalogue.ts';
import { type LeafletSection, leafletSections } from '#catalogue/product-leaflet.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import type {
  HeldProduct,
  HeldRecord,
  ListedProduct,
  People,
  ProductDraftInput,
} from './product-editor-api.ts';

export const fieldLabels: Record<keyof ProductRecordInput, string> = {
  name: 'Name',
  category: 'Category',
  description: 'Description',
  price: 'Price (₹)',
  manufacturer: 'Manufacturer',
  prescriptionRequired: 'Prescription required',
  composition: 'Composition',
  materials: 'Materials',
  strength: 'Strength',
  dosageForm: 'Dosage form',
  packSize: 'Pack size',
  storage: 'Storage',
  shelfLife: 'Shelf life',
  usage: 'Usage',
  badge: 'Badge',
  leaflet: 'Prescribing information',
};

/** The parts of a leaflet as the form and the history name them. */
export const leafletLabels: Record<LeafletPart, string> = {
  therapeuticClass: 'Therapeutic class',
  indications: 'Indications',
  dosage: 'Dosage and administration',
  contraindications: 'Contraindications',
  warnings: 'Warnings and precautions',
  interactions: 'Interactions',
  pregnancyAndLactation: 'Pregnancy and lactation',
  undesirableEffects: 'Undesirable effects',
  overdose: 'Overdose',
};

export const languageNames = { en: 'English', te: 'Telugu', hi: 'Hindi' } as const;
export type TranslatedLanguage = 'te' | 'hi';
export const translatedLanguages: readonly TranslatedLanguage[] = ['te', 'hi'];

const isRecordField = (field: string): field is keyof ProductRecordInput => field in fieldLabels;

/**
 * A key of a product's fields in words: `usage.1` → "Usage, line 2", `composition.0.amount` →
 * "Ingredient 1, amount"; the keys are those of the review, the translations and the history.
 */
export function keyLabel(key: string): string {
  const [field = key, index, part] = key.split('.');
  const position = index === undefined ? undefined : Number(index) + 1;
  if (field === 'usage' && position !== undefined) return `Usage, line ${position}`;
  if (field === 'composition' && position !== undefined)
    return `Ingredient ${position}${part ? `, ${part}` : ''}`;
  if (field === 'packShot') return 'Pack shot';
  if (field === 'leaflet' && index !== undefined) {
    if (index === 'revised') return 'Prescribing information, revised on';
    const label = leafletLabels[index as LeafletPart] ?? index;
    const paragraph = part === undefined ? '' : `, paragraph ${Number(part) + 1}`;
    return `Prescribing information: ${label}${paragraph}`;
  }
  return isRecordField(field) ? fieldLabels[field] : key;
}

/** The single texts of a product, in the order of productTexts (catalogue/catalogue.ts). */
export const singleTextFields = productSingleTextFields;
export type SingleTextField = (typeof singleTextFields)[number];

/** Fields the schema lets a product leave out: an empty one is left out of the draft. */
const optionalTextFields: ReadonlySet<SingleTextField> = new Set(['materials', 'badge']);
export const isOptionalText = (field: SingleTextField) => optionalTextFields.has(field);

/** A text in English with its Telugu and Hindi, as the form holds it. */
export interface TextValue {
  en: string;
  te: string;
  hi: string;
}

/** A line of a list; its id stays with it when another line is removed, so its inputs keep their state. */
interface IngredientValue {
  id: number;
  substance: TextValue;
  amount: string;
}

interface UsageValue {
  id: number;
  text: TextValue;
}

/** A leaflet's parts: its class, then its sections of paragraphs. */
export type LeafletPart = 'therapeuticClass' | LeafletSection;
export const leafletParts: readonly LeafletPart[] = ['therapeuticClass', ...leafletSections];

/** The form's values as typed. */
export interface EditorValues {
  name: string;
  price: string;
  manufacturer: string;
  prescriptionRequired: boolean;
  texts: Record<SingleTextField, TextValue>;
  composition: IngredientValue[];
  usage: UsageValue[];
  /** Each part of the leaflet as typed, a section's paragraphs a line each; all empty while none is written. */
  leaflet: Record<LeafletPart, string>;
  /** The leaflet is written: emptying its parts is refused rather than taken as leaving it as it is. */
  leafletWritten: boolean;
}

export const usageKey = (index: number) => `usage.${index}`;
export const substanceKey = (index: number) => `composition.${index}.substance`;
export const amountKey = (index: number) => `composition.${index}.amount`;

type Translations = HeldProduct['translations'];

let lastLineId = 0;
/** An id for a line of a list, unique on the page. */
export const newLineId = () => ++lastLineId;

export const emptyText: TextValue = { en: '', te: '', hi: '' };

export const emptyLeaflet = Object.fromEntries(leafletParts.map((part) => [part, ''])) as Record<
  LeafletPart,
  string
>;

/** The form's values of a record and its translations. */
export function editorValues(record: HeldRecord, translations: Translations): EditorValues {
  const text = (key: string, english: string | undefined): TextValue => ({
    en: english ?? '',
    te: translations.te?.[key] ?? '',
    hi: translations.hi?.[key] ?? '',
  });
  return {
    name: record.name,
    price: String(record.price),
    manufacturer: record.manufacturer,
    prescriptionRequired: record.prescriptionRequired,
    texts: Object.fromEntries(singleTextFields.map((field) => [field, text(field, record[field])])) as Record<
      SingleTextField,
      TextValue
    >,
    composition: record.composition.map((ingredient, index) => ({
      id: newLineId(),
      substance: text(substanceKey(index), ingredient.substance),
      amount: ingredient.amount,
    })),
    usage: record.usage.map((line, index) => ({ id: newLineId(), text: text(usageKey(index), line) })),
    leaflet: Object.fromEntries(
      leafletParts.map((part) => {
        const written = record.leaflet?.[part];
        return [part, typeof written === 'string' ? written : (written ?? []).join('\n')];
      }),
    ) as Record<LeafletPart, string>,
    leafletWritten: record.leaflet !== undefined,
  };
}

/** The leaflet the form makes: none while nothing of it is written; a section's lines its paragraphs. */
function leafletCandidate({ leaflet, leafletWritten }: EditorValues) {
  if (!leafletWritten && leafletParts.every((part) => leaflet[part].trim() === '')) return {};
  const paragraphs = (typed: string) =>
    typed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '');
  return {
    leaflet: {
      therapeuticClass: leaflet.therapeuticClass,
      ...Object.fromEntries(leafletSections.map((section) => [section, paragraphs(leaflet[section])])),
    },
  };
}

/** Whether an optional text is left out: it has no English. */
const leftOut = (field: SingleTextField, value: TextValue) => isOptionalText(field) && value.en.trim() === '';

/**
 * Every text of the form by its key (the keys of productTexts), in that order, with its field:
 * what is translated, and what the review's stale translations name.
 */
export function textEntries(values: EditorValues): { key: string; value: TextValue }[] {
  return [
    ...singleTextFields
      .filter((field) => !leftOut(field, values.texts[field]))
      .map((field) => ({ key: field, value: values.texts[field] })),
    ...values.usage.map((line, index) => ({ key: usageKey(index), value: line.text })),
    ...values.composition.map((ingredient, index) => ({
      key: substanceKey(index),
      value: ingredient.substance,
    })),
  ];
}

/** A record's texts in English by key, as productTexts gives them. */
export function englishTexts(record: HeldRecord): Record<string, string> {
  return Object.fromEntries(textEntries(editorValues(record, {})).map(({ key, value }) => [key, value.en]));
}

/** A typed price in rupees; what is not a number is refused by the schema with its own message. */
function parsePrice(typed: string): number {
  const trimmed = typed.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The draft the form makes, before any check. */
function draftCandidate(values: EditorValues) {
  const { texts } = values;
  const optional = (field: SingleTextField) =>
    leftOut(field, texts[field]) ? {} : { [field]: texts[field].en };
  const record = {
    name: values.name,
    category: texts.category.en,
    description: texts.description.en,
    price: parsePrice(values.price),
    manufacturer: values.manufacturer,
    prescriptionRequired: values.prescriptionRequired,
    composition: values.composition.map((ingredient) => ({
      substance: ingredient.substance.en,
      amount: ingredient.amount,
    })),
    ...optional('materials'),
    strength: texts.strength.en,
    dosageForm: texts.dosageForm.en,
    packSize: texts.packSize.en,
    storage: texts.storage.en,
    shelfLife: texts.shelfLife.en,
    usage: values.usage.map((line) => line.text.en),
    ...optional('badge'),
    ...leafletCandidate(values),
  };
  const translations = Object.fromEntries(
    translatedLanguages.map((language) => [
      language,
      Object.fromEntries(
        textEntries(values)
          .map(({ key, value }) => [key, value[language].trim()] as const)
          .filter(([, text]) => text !== ''),
      ),
    ]),
  ) as Required<Translations>;
  return { record, translations };
}

/** Whether two sets of values make the same draft: the form has nothing unsaved. */
export function sameDraft(left: EditorValues, right: EditorValues): boolean {
  return JSON.stringify(draftCandidate(left)) === JSON.stringify(draftCandidate(right));
}

type DraftCheck = { ok: true; draft: ProductDraftInput } | { ok: false; errors: Record<string, string> };

/**
 * The form's draft checked with the contract's schema, over the live version it was opened on; each
 * refusal under its key (`price`, `usage.2`, `composition.0.amount`), the first per key.
 */
export function checkDraft(values: EditorValues, baseVersion: number): DraftCheck {
  const { record, translations } = draftCandidate(values);
  const parsed = productRecordSchema.safeParse(record);
  if (parsed.success) return { ok: true, draft: { baseVersion, record: parsed.data, translations } };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * The refusal of a part of the leaflet: the part's own, else its first paragraph's, named by its
 * place (the form shows a section's paragraphs in one box, a line each).
 */
export function leafletError(
  errors: Readonly<Record<string, string>>,
  part: LeafletPart,
): string | undefined {
  const own = errors[`leaflet.${part}`];
  if (own) return own;
  const prefix = `leaflet.${part}.`;
  const first = Object.keys(errors).find((key) => key.startsWith(prefix));
  return first && `Paragraph ${Number(first.slice(prefix.length)) + 1}: ${errors[first]}`;
}

export const translationMax = productLimits.descriptionMax;

/**
 * Who authored, approved or published, as the server names them: an account's id, or the admin key,
 * which has none and counts as one person.
 */
export const personOf = (staff: StaffMember) => staff.accountId ?? 'admin key';

/** A person as the screen names them to the one signed in, by the names the answer gave. */
export function personName(person: string | null, self: string, people: People): string {
  if (person === null) return 'the shipped catalogue';
  if (person === self) return 'you';
  return people[person] ?? (person === 'admin key' ? 'the admin key' : 'a former member of staff');
}

/** What stands between a draft and its publication, as the list's status column says it. */
export function draftStatus(product: ListedProduct, self: string): string {
  const status = draftState(product, self);
  // Made on /tablets: no page until the catalogue team completes and publishes it.
  return product.version === 0 ? `Not yet published · ${status}` : status;
}

function draftState(product: ListedProduct, self: string): string {
  const { draft } = product;
  if (!draft) return 'Published';
  if (draft.needsMedicalApproval && !draft.approvedBy) return 'Draft — needs medical approval';
  if (draft.staleTranslations > 0) return 'Draft — translations to update';
  if (draft.approvedBy) return `Draft — approved by ${personName(draft.approvedBy, self, product.people)}`;
  return 'Draft';
}

/** The stale translations of a draft by key and language: whether each blocks publishing. */
export function staleByKey(review: ProductReview | undefined) {
  const stale = new Map<string, Partial<Record<TranslatedLanguage, boolean>>>();
  for (const { key, locale, blocking } of review?.staleTranslations ?? [])
    stale.set(key, { ...stale.get(key), [locale]: blocking });
  return stale;
}

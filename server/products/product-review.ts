import { type CatalogueProduct, type ProductTranslations, productTexts } from '#catalogue/catalogue.ts';
import type { ProductReview } from '#contract/products.ts';
import { glossaryMisnamings } from '#languages/glossary.ts';
import { leafletClaims } from '#catalogue/leaflet-claims.ts';
import { changedKeys, fieldOf, productFields } from './product-fields.ts';

/**
 * The text of a medicine that a second, medically qualified person approves before it is
 * published (the medical–legal review every manufacturer runs): what it contains, what it is for,
 * how it is used and kept. Keys as productTexts names them, by their first part.
 */
const medicalFields = new Set([
  // A prescription medicine's name is the one its licence gives it.
  'name',
  'description',
  'composition',
  'usage',
  'storage',
  'strength',
  'dosageForm',
  // Whether a medicine needs a prescription is a regulatory fact, not a catalogue choice.
  'prescriptionRequired',
  // The prescribing information, which is clinical text through and through.
  'leaflet',
]);

/** Texts whose stale translation would tell a patient something the English no longer says. */
const safetyFields = new Set(['composition', 'usage', 'storage']);

/**
 * Words the Uniform Code for Pharmaceutical Marketing Practices 2024 and the Drugs and Magic
 * Remedies (Objectionable Advertisements) Act, 1954 restrict (DOMAIN.md): each with why. "safe" is
 * flagged unless qualified ("safe when used as directed"); "new" always, as the master does not know
 * since when a product is sold (the code allows it for a year).
 */
const restrictedClaims: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\bsafe\b(?!\s+(?:when|if|for)\b)/i,
    why: '“safe” needs a qualification (UCPMP 2024)',
  },
  { pattern: /\bnew\b/i, why: '“new” only for a product sold for less than a year (UCPMP 2024)' },
  { pattern: /\bcures?\b/i, why: 'a claim to cure (Drugs and Magic Remedies Act, 1954)' },
  { pattern: /\bguarantee(?:d|s)?\b/i, why: 'a guarantee of effect (UCPMP 2024)' },
  { pattern: /\b(?:100\s*%|completely|permanently)\b/i, why: 'an absolute claim (UCPMP 2024)' },
  {
    pattern: /\b(?:cancer|diabetes|obesity|infertility|impotence|epilepsy|paralysis|blindness)\b/i,
    why: 'a disease the Drugs and Magic Remedies Act, 1954 names: only as the approved prescribing information says',
  },
];

/** What a draft changes in a product, and what must happen before it is published. */
export function reviewDraft(
  live: { record: CatalogueProduct; translations: ProductTranslations },
  draft: { record: CatalogueProduct; translations: ProductTranslations },
): ProductReview {
  const changed = changedKeys(productFields(live.record), productFields(draft.record));
  const changedFields = [...new Set(changed.map(fieldOf))];
  // An ingredient's amount is medical text too, though it reads the same in every language.
  const medicalChanges = changed.filter((key) => medicalFields.has(fieldOf(key)));
  const before = productTexts(live.record);
  const after = productTexts(draft.record);
  const changedTexts = Object.keys(after).filter((key) => after[key] !== before[key]);
  const staleTranslations = (['te', 'hi'] as const).flatMap((locale) =>
    changedTexts
      .filter((key) => (draft.translations[locale]?.[key] ?? '') === (live.translations[locale]?.[key] ?? ''))
      .map((key) => ({ locale, key, blocking: safetyFields.has(fieldOf(key)) })),
  );
  // A leaflet names diseases and effects as prescribing information must: it is held to the
  // rules of its own wording instead of those of the public texts.
  const claims = [
    ...Object.entries({ name: draft.record.name, ...after }).flatMap(([key, text]) =>
      restrictedClaims.filter(({ pattern }) => pattern.test(text)).map(({ why }) => ({ key, why })),
    ),
    ...leafletClaims(draft.record.leaflet),
  ];
  const terms = (['te', 'hi'] as const).flatMap((locale) =>
    Object.entries(draft.translations[locale] ?? {}).flatMap(([key, text]) =>
      glossaryMisnamings(text, locale).map(({ variant, term }) => ({ locale, key, variant, term })),
    ),
  );
  return {
    changedFields,
    // A product that was or becomes a prescription medicine: no change of its text slips out
    // unapproved; nor any medicine's prescribing information.
    needsMedicalApproval:
      ((live.record.prescriptionRequired || draft.record.prescriptionRequired) &&
        medicalChanges.length > 0) ||
      changedFields.includes('leaflet'),
    staleTranslations,
    claims,
    terms,
  };
}

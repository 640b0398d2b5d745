import { describe, expect, it } from 'vitest';
import { catalogue, catalogueEntries } from '#catalogue/catalogue.ts';
import { documentTitle } from '#app/lib/document-title.ts';
import { pages } from '#app/pages.ts';
import { declarationPath, prescribingInfoPath, prescribingInfoPathOf } from '#contract/prescribing-info.ts';
import { shippedLeaflets } from '#catalogue/shipped-leaflets.ts';
import { hasPrescribingInfo } from '#catalogue/medicines.ts';
import { leafletClaims } from '#catalogue/leaflet-claims.ts';
import {
  type PrescribingInfo,
  medicineEntries,
  prescribingInfoAt,
  prescribingInfoGroups,
  prescribingInfoOf,
  professionalLinkOf,
} from './prescribing-info.ts';
import { prescribingInfoTitle } from './leaflet-heads.ts';

const medicines = medicineEntries();
const leaflets = medicines.map((entry) => [entry.product.name, entry, prescribingInfoOf(entry)] as const);

/** Every clinical section of a leaflet, by its heading. */
const clinicalSections = (leaflet: PrescribingInfo) => ({
  indications: leaflet.indications,
  'dosage and administration': leaflet.dosage,
  contraindications: leaflet.contraindications,
  'warnings and precautions': leaflet.warnings,
  interactions: leaflet.interactions,
  'pregnancy and lactation': leaflet.pregnancyAndLactation,
  'undesirable effects': leaflet.undesirableEffects,
  overdose: leaflet.overdose,
});

const allText = (leaflet: PrescribingInfo) =>
  [leaflet.therapeuticClass, ...Object.values(clinicalSections(leaflet)).flat()].join('\n');

describe('which products have prescribing information', () => {
  it('is every prescription and OTC medicine, and no supplement or device', () => {
    expect(medicines.map(({ product }) => product.name)).toEqual([
      ...catalogue['prescription-medicines'].map((product) => product.name),
      ...catalogue['otc-products'].map((product) => product.name),
    ]);
    // Supplements say on their own pages that they are foods, not medicines; devices have no composition.
    for (const { categoryId, product } of catalogueEntries().filter(
      (entry) => !hasPrescribingInfo(entry.categoryId),
    )) {
      expect(['supplements', 'medical-devices']).toContain(categoryId);
      if (categoryId === 'medical-devices') expect(product.composition).toEqual([]);
    }
    for (const product of catalogue.supplements)
      expect(product.usage.join(' ')).toContain('A food supplement, not a medicine');
  });

  it('holds a text for each medicine and none for anything else', () => {
    expect(Object.keys(shippedLeaflets).sort()).toEqual(medicines.map(({ product }) => product.slug).sort());
  });

  it('sends a professional from a product page to its leaflet, to the medical information team when it has none yet, or nowhere', () => {
    const [shipped] = medicines;
    const supplement = catalogueEntries().find((entry) => entry.categoryId === 'supplements');
    expect(professionalLinkOf(shipped!)).toBe('prescribing-info');
    // A medicine published before its leaflet is written and approved.
    const { leaflet: _, ...unwritten } = shipped!.product;
    const published = { ...shipped!, product: { ...unwritten, slug: 'dolo-relief' } };
    expect(professionalLinkOf(published)).toBe('medical-info');
    expect(medicineEntries([published])).toEqual([]);
    // Its leaflet written in the product master: the page links to it.
    const written = { ...published, product: { ...published.product, leaflet: shipped!.product.leaflet! } };
    expect(professionalLinkOf(written)).toBe('prescribing-info');
    expect(prescribingInfoAt('/prescribing-info/dolo-relief', [written]).indications).toEqual(
      shipped!.product.leaflet!.indications,
    );
    expect(professionalLinkOf(supplement!)).toBeUndefined();
  });

  it('lists the medicines under their catalogue lists', () => {
    expect(
      prescribingInfoGroups().map((group) => [group.title, group.items.map((item) => item.path)]),
    ).toEqual([
      [
        'Prescription Medicines',
        catalogue['prescription-medicines'].map((product) => prescribingInfoPathOf(product.slug)),
      ],
      ['OTC Products', catalogue['otc-products'].map((product) => prescribingInfoPathOf(product.slug))],
    ]);
  });
});

describe.each(leaflets)('the prescribing information of %s', (_name, entry, leaflet) => {
  const { product } = entry;

  it('has every section, none empty', () => {
    for (const [section, items] of Object.entries(clinicalSections(leaflet))) {
      expect(items.length, section).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.trim(), section).not.toBe('');
        expect(item, section).toMatch(/[.)]$/);
      }
    }
    expect(leaflet.therapeuticClass.trim()).not.toBe('');
    expect(leaflet.compositionLead).toMatch(/contains:$/i);
    expect(leaflet.composition.length).toBeGreaterThan(0);
    for (const field of [
      'strength',
      'dosageForm',
      'packSize',
      'storage',
      'shelfLife',
      'manufacturer',
    ] as const)
      expect(leaflet[field].trim(), field).not.toBe('');
    expect(leaflet.revised.iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${leaflet.revised.iso}T00:00:00Z`).toISOString().slice(0, 10)).toBe(leaflet.revised.iso);
    expect(leaflet.revised.display).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  });

  it('states the label facts exactly as the catalogue does', () => {
    expect(leaflet).toMatchObject({
      composition: product.composition,
      strength: product.strength,
      dosageForm: product.dosageForm,
      packSize: product.packSize,
      storage: product.storage,
      shelfLife: product.shelfLife,
      manufacturer: product.manufacturer,
      prescriptionRequired: product.prescriptionRequired,
      productPath: entry.path,
      path: prescribingInfoPathOf(product.slug),
    });
    expect(leaflet.prescriptionRequired).toBe(entry.categoryId === 'prescription-medicines');
  });

  it('never contradicts the label in its text', () => {
    const text = allText(leaflet);
    const form = product.dosageForm.toLowerCase();
    const dosage = leaflet.dosage.join(' ').toLowerCase();
    // The unit a dose is counted in is the product's own dosage form.
    if (form.endsWith('tablet')) {
      expect(dosage).toMatch(/\btablets?\b/);
      expect(text.toLowerCase()).not.toMatch(/\b(capsules?|drops?)\b/);
    } else if (form.endsWith('capsule')) {
      expect(dosage).toMatch(/\bcapsules?\b/);
      expect(text.toLowerCase()).not.toMatch(/\btablets?\b/);
    } else {
      expect(form).toContain('eye drops');
      expect(dosage).toMatch(/\bdrops?\b/);
      expect(text.toLowerCase()).not.toMatch(/\b(tablets?|capsules?)\b/);
    }
    if (form.startsWith('chewable')) expect(dosage).toContain('chewed');
    if (form.startsWith('extended-release')) expect(dosage).toContain('do not crush, chew or split');
    if (form.startsWith('film-coated') || form.startsWith('extended-release'))
      expect(leaflet.compositionLead).toBe(`Each ${form} contains:`);
    // A dose given as "one tablet (500 mg)" is the strength of that tablet.
    for (const [, amount] of dosage.matchAll(/\bone (?:tablet|capsule) \(([^)]+)\)/g))
      expect(product.composition.map((ingredient) => ingredient.amount.toLowerCase())).toContain(amount);
    // Storage and temperatures are the label's: the text names no other.
    for (const [temperature] of text.matchAll(/\d+\s?°C/g)) expect(product.storage).toContain(temperature);
    // Every active substance of the label is in the text's pharmacological class.
    for (const ingredient of product.composition) {
      const name = ingredient.substance.split(/[ (]/)[0]!.toLowerCase();
      expect(`${leaflet.therapeuticClass} ${leaflet.indications.join(' ')}`.toLowerCase()).toContain(name);
    }
  });

  it('words its indications for use under medical supervision, claiming to treat, cure or prevent nothing, and promotes nothing', () => {
    expect(leaflet.indications.length).toBeGreaterThan(0);
    // The same check the product master's review runs on a leaflet staff write (catalogue/leaflet-claims.ts).
    expect(leafletClaims(entry.product.leaflet)).toEqual([]);
  });

  it('has a page of its own, not indexed, with a short title and a 70–160 character description', () => {
    const page = pages.find((candidate) => candidate.path === leaflet.path);
    expect(page).toMatchObject({
      kind: 'prescribing-info',
      title: prescribingInfoTitle(product),
      indexable: false,
    });
    expect(documentTitle(page!.title).length).toBeLessThanOrEqual(60);
    expect(page!.description.length).toBeGreaterThanOrEqual(70);
    expect(page!.description.length).toBeLessThanOrEqual(160);
    expect(prescribingInfoAt(leaflet.path)).toEqual(leaflet);
  });
});

describe('the pages of prescribing information', () => {
  it('are the list, the declaration and one per medicine, none of them indexed', () => {
    const published = pages.filter((page) => page.kind === 'prescribing-info');
    expect(published.map((page) => page.path)).toEqual([
      prescribingInfoPath,
      declarationPath,
      ...medicines.map(({ product }) => prescribingInfoPathOf(product.slug)),
    ]);
    for (const page of published) expect(page.indexable, page.path).toBe(false);
    // Nothing else lives under the path the server gates.
    const underTree = pages.filter((page) => page.path.startsWith(prescribingInfoPath));
    expect(underTree).toEqual(published);
  });

  it('answers an address with no leaflet with an error, not another leaflet', () => {
    expect(() => prescribingInfoAt(prescribingInfoPathOf('heartguard-coq10'))).toThrow(
      /No prescribing information/,
    );
  });
});

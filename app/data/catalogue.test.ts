import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type CatalogueProduct,
  catalogue,
  catalogueEntries,
  productCategories,
  showcaseProducts,
  type ShowcaseProduct,
} from '#catalogue/catalogue.ts';
import catalogueData from '#catalogue/catalogue.json' with { type: 'json' };
import { findPage, pages, productDescription } from '#app/pages.ts';
import { documentTitle } from '#app/lib/document-title.ts';

const entries = catalogueEntries();

/** Every product page's address, written out: a published address must never move. */
const publishedPaths = [
  '/products/prescription-medicines/cardiohealth-plus',
  '/products/prescription-medicines/neurovital',
  '/products/prescription-medicines/metabobalance',
  '/products/prescription-medicines/respiclear',
  '/products/prescription-medicines/immunoboost',
  '/products/otc-products/painrelief-extra-strength',
  '/products/otc-products/allerclear',
  '/products/otc-products/eyecare-lubricant',
  '/products/otc-products/digestiease',
  '/products/otc-products/energyboost-b12',
  '/products/supplements/vitacomplete-multivitamin',
  '/products/supplements/omega-3-fish-oil',
  '/products/supplements/bonestrength-calcium',
  '/products/supplements/heartguard-coq10',
  '/products/supplements/proteinplus-whey',
  '/products/medical-devices/digital-thermometer',
  '/products/medical-devices/blood-pressure-monitor',
  '/products/medical-devices/pulse-oximeter',
  '/products/medical-devices/glucose-meter',
  '/products/medical-devices/insulin-pen',
  '/products/supplements/coq10-antioxidant-tablets',
  '/products/supplements/neuronourish-softgel-capsules',
  '/products/supplements/vitamin-d3-60000-iu-oral-nano-shot',
  '/products/supplements/vitamin-d3-60000-iu-softgel-capsules',
];

describe('the catalogue', () => {
  it('keeps SPEC §3: five items per list, with their names, categories and prices', () => {
    const summary = Object.fromEntries(
      productCategories.map((category) => [
        category.id,
        catalogue[category.id].map((item) => `${item.name} (${item.category}, ${item.price})`),
      ]),
    );
    expect(summary).toEqual({
      'prescription-medicines': [
        'CardioHealth Plus (Cardiovascular, 299)',
        'NeuroVital (Neurological, 349)',
        'MetaboBalance (Metabolic Health, 279)',
        'RespiClear (Respiratory, 329)',
        'ImmunoBoost (Immune Support, 199)',
      ],
      'otc-products': [
        'PainRelief Extra Strength (Pain Management, 89)',
        'AllerClear (Allergy Relief, 129)',
        'EyeCare Lubricant (Eye Care, 199)',
        'DigestiEase (Digestive Health, 149)',
        'EnergyBoost B12 (Vitamins & Supplements, 249)',
      ],
      supplements: [
        'VitaComplete Multivitamin (Multivitamins, 399)',
        'Omega-3 Fish Oil (Omega Fatty Acids, 449)',
        'BoneStrength Calcium (Bone Health, 299)',
        'HeartGuard CoQ10 (Heart Health, 599)',
        'ProteinPlus Whey (Sports Nutrition, 699)',
      ],
      'medical-devices': [
        'Digital Thermometer (Temperature Monitoring, 299)',
        'Blood Pressure Monitor (Cardiovascular, 1299)',
        'Pulse Oximeter (Respiratory, 799)',
        'Glucose Meter (Diabetes Care, 899)',
        'Insulin Pen (Diabetes Care, 499)',
      ],
    });
    const prescription = entries.filter((entry) => entry.product.prescriptionRequired);
    expect(prescription.map((entry) => entry.product.name)).toEqual([
      ...catalogue['prescription-medicines'].map((item) => item.name),
      'Insulin Pen',
    ]);
  });

  it('gives the four showcase products a page under supplements', () => {
    expect(showcaseProducts).toHaveLength(4);
    const showcased = entries.filter((entry) => showcaseProducts.includes(entry.product as never));
    expect(showcased.map((entry) => entry.categoryId)).toEqual(Array(4).fill('supplements'));
  });

  it('publishes every product at its stable, unique address', () => {
    expect(entries.map((entry) => entry.path)).toEqual(publishedPaths);
    const slugs = entries.map((entry) => entry.product.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const ids = entries.map((entry) => entry.product.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe.each(entries.map((entry) => [entry.product.name, entry] as const))('%s', (_name, entry) => {
    const { product, categoryId } = entry;

    it('has every fact its page shows', () => {
      for (const field of [
        'strength',
        'dosageForm',
        'packSize',
        'storage',
        'shelfLife',
        'manufacturer',
      ] as const)
        expect(product[field].trim(), field).not.toBe('');
      if (categoryId === 'medical-devices') {
        expect(product.composition).toEqual([]);
        expect(product.materials?.trim()).toBeTruthy();
      } else {
        expect(product.composition.length).toBeGreaterThan(0);
        for (const ingredient of product.composition) {
          expect(ingredient.substance.trim()).not.toBe('');
          expect(ingredient.amount).toMatch(/\d/);
        }
      }
      expect(product.price).toBeGreaterThan(0);
      expect(Math.round(product.price * 100)).toBe(product.price * 100);
    });

    it('writes its usage notes as general information that sends the reader to a professional', () => {
      expect(product.usage.length).toBeGreaterThan(0);
      expect(product.usage.join(' ')).toMatch(/doctor|pharmacist/i);
    });

    it('has a page in the page list with a short title and a 70–160 character description', () => {
      const page = findPage(entry.path);
      expect(page).toMatchObject({ kind: 'product', title: product.name, indexable: true });
      expect(documentTitle(product.name).length).toBeLessThanOrEqual(60);
      const description = productDescription(product);
      expect(page?.description).toBe(description);
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  });

  it('places every list item under its list, where its card links to it', () => {
    for (const category of productCategories) {
      for (const item of catalogue[category.id]) {
        const entry = entries.find((candidate) => candidate.product.slug === item.slug);
        expect(entry?.path).toBe(`${category.link}/${item.slug}`);
      }
    }
  });

  it('lists no product page that the catalogue does not hold', () => {
    const productPaths = pages
      .filter((page) => page.kind === 'product' && page.locale === 'en')
      .map((page) => page.path);
    expect(productPaths).toEqual(publishedPaths);
  });
});

/** The types of catalogue.ts as a schema: the JSON records are cast to them, so each must fit. */
const text = z.string().trim().min(1);
const productSchema = z.strictObject({
  id: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: text,
  category: text,
  description: text,
  price: z.number().positive(),
  manufacturer: text,
  prescriptionRequired: z.boolean(),
  composition: z.array(z.strictObject({ substance: text, amount: text })),
  materials: text.optional(),
  strength: text,
  dosageForm: text,
  packSize: text,
  storage: text,
  shelfLife: text,
  usage: z.array(text).min(1),
  pack: z.enum(['carton', 'strip', 'bottle']),
  icon: z.enum([
    'heart',
    'brain',
    'activity',
    'wind',
    'shield',
    'pill',
    'flower',
    'eye',
    'leaf',
    'zap',
    'sparkles',
    'fish',
    'bone',
    'dumbbell',
    'thermometer',
    'gauge',
    'droplet',
    'syringe',
  ]),
  colour: z.enum(['rose', 'violet', 'amber', 'sky', 'emerald', 'teal', 'indigo', 'orange']),
}) satisfies z.ZodType<CatalogueProduct>;
const catalogueSchema = z.strictObject({
  catalogue: z.record(
    z.enum(productCategories.map((category) => category.id)),
    z.array(productSchema).min(1),
  ),
  showcase: z.array(productSchema.extend({ badge: text }) satisfies z.ZodType<ShowcaseProduct>),
});

describe('catalogue.json', () => {
  it('holds only records of the catalogue’s types, every category with its products', () => {
    const parsed = catalogueSchema.safeParse(catalogueData);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(Object.keys(catalogueData.catalogue)).toEqual(productCategories.map((category) => category.id));
  });

  it('refuses a record that does not fit the types', () => {
    const [first] = catalogueData.showcase;
    const broken = { ...catalogueData, showcase: [{ ...first, pack: 'tube', price: -1 }] };
    const paths = catalogueSchema.safeParse(broken).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['showcase.0.price', 'showcase.0.pack']);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogue, type CatalogueProduct, catalogueEntries } from '#catalogue/catalogue.ts';
import { filterCatalogue, ingredientsOf, resultCountText } from './catalogue-search.ts';
import { translator } from '#languages/messages.ts';
import { messagesFor } from '#languages/catalogues.ts';

const devices = catalogue['medical-devices'];
const otc = catalogue['otc-products'];
const searchable = (items: readonly CatalogueProduct[]) =>
  items.map((item) => ({ ...item, ingredients: ingredientsOf(item) }));
const supplements = searchable(catalogue.supplements);
const everything = searchable(catalogueEntries().map((entry) => entry.product));
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('filterCatalogue', () => {
  it('returns every item for an empty or blank query', () => {
    expect(filterCatalogue(devices, '')).toEqual(devices);
    expect(filterCatalogue(devices, '   ')).toEqual(devices);
  });

  it('matches a substring of the name', () => {
    expect(names(filterCatalogue(devices, 'meter'))).toEqual([
      'Digital Thermometer',
      'Pulse Oximeter',
      'Glucose Meter',
    ]);
  });

  it('matches a substring of the category', () => {
    expect(names(filterCatalogue(devices, 'diabetes'))).toEqual(['Glucose Meter', 'Insulin Pen']);
    expect(names(filterCatalogue(otc, 'allergy'))).toEqual(['AllerClear']);
  });

  it('ignores case in the query and in the data', () => {
    expect(names(filterCatalogue(devices, 'INSULIN'))).toEqual(['Insulin Pen']);
    expect(names(filterCatalogue(devices, 'rEsPiRaToRy'))).toEqual(['Pulse Oximeter']);
  });

  it('matches the name, category or ingredient, not the description or manufacturer', () => {
    expect(filterCatalogue(devices, 'memory')).toEqual([]);
    expect(filterCatalogue(devices, 'Deccan')).toEqual([]);
  });

  it('matches an active ingredient, by its chemical or its common name', () => {
    const d3Products = [
      'VitaComplete Multivitamin',
      'BoneStrength Calcium',
      'Vitamin D3 60,000 IU Oral Nano Shot',
      'Vitamin D3 60,000 IU Softgel Capsules',
    ];
    expect(names(filterCatalogue(everything, 'cholecalciferol'))).toEqual(d3Products);
    expect(names(filterCatalogue(everything, 'Vitamin D3'))).toEqual(d3Products);
    expect(names(filterCatalogue(supplements, 'cholecalciferol'))).toEqual([
      'VitaComplete Multivitamin',
      'BoneStrength Calcium',
    ]);
    expect(names(filterCatalogue(searchable(otc), 'paracetamol'))).toEqual(['PainRelief Extra Strength']);
  });

  it('ignores spaces around the query', () => {
    expect(names(filterCatalogue(otc, '  eye care  '))).toEqual(['EyeCare Lubricant']);
  });

  it('returns nothing when no item matches', () => {
    expect(filterCatalogue(otc, 'xyz-not-here')).toEqual([]);
  });

  const asciiItem = fc.record({
    name: fc.string({ unit: fc.constantFrom(...'abcXYZ -&') }),
    category: fc.string({ unit: fc.constantFrom(...'abcXYZ -&') }),
  });

  it('gives the same result whatever the letter case of the query', () => {
    fc.assert(
      fc.property(fc.array(asciiItem), fc.string({ unit: fc.constantFrom(...'abcxyz') }), (items, query) => {
        expect(filterCatalogue(items, query.toUpperCase())).toEqual(filterCatalogue(items, query));
      }),
    );
  });

  it('always finds an item by a piece of its own name or category', () => {
    fc.assert(
      fc.property(fc.array(asciiItem, { minLength: 1 }), fc.nat(), fc.boolean(), (items, pick, byName) => {
        const item = items[pick % items.length]!;
        const field = byName ? item.name : item.category;
        const piece = field.slice(0, Math.ceil(field.length / 2));
        expect(filterCatalogue(items, piece)).toContain(item);
      }),
    );
  });

  it('returns a subsequence of the items, keeping their order', () => {
    fc.assert(
      fc.property(fc.array(asciiItem), fc.string({ maxLength: 3 }), (items, query) => {
        const result = filterCatalogue(items, query);
        let cursor = 0;
        for (const found of result) {
          cursor = items.indexOf(found, cursor) + 1;
          expect(cursor).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('resultCountText', () => {
  it('describes all, some and none', () => {
    const t = translator({ locale: 'en', messages: messagesFor('en') });
    expect(resultCountText(5, 5, t)).toBe('Showing all 5 products');
    expect(resultCountText(2, 5, t)).toBe('Showing 2 of 5 products');
    expect(resultCountText(0, 5, t)).toBe('No products found');
  });
});

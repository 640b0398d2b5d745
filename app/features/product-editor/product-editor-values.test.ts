import { describe, expect, it } from 'vitest';
import { catalogueEntries, productTexts } from '#catalogue/catalogue.ts';
import { productMessages } from '#contract/products.ts';
import type { ListedProduct } from './product-editor-api.ts';
import {
  checkDraft,
  draftStatus,
  editorValues,
  englishTexts,
  keyLabel,
  sameDraft,
  textEntries,
} from './product-editor-values.ts';

const heldRecord = (slug: string) => {
  const entry = catalogueEntries().find(({ product }) => product.slug === slug)!;
  return { ...entry.product, composition: [...entry.product.composition], usage: [...entry.product.usage] };
};

describe('the editor’s texts', () => {
  it('are those of productTexts, by the same keys and in the same order, for every product', () => {
    for (const { product } of catalogueEntries()) {
      const record = { ...product, composition: [...product.composition], usage: [...product.usage] };
      expect(Object.entries(englishTexts(record))).toEqual(Object.entries(productTexts(product)));
    }
  });

  it('name each key in words', () => {
    expect(keyLabel('usage.1')).toBe('Usage, line 2');
    expect(keyLabel('composition.0.substance')).toBe('Ingredient 1, substance');
    expect(keyLabel('composition.2.amount')).toBe('Ingredient 3, amount');
    expect(keyLabel('dosageForm')).toBe('Dosage form');
    expect(keyLabel('prescriptionRequired')).toBe('Prescription required');
  });
});

describe('the draft a form makes', () => {
  it('sends the record and each non-empty translation by its key, a line’s translation moving with it', () => {
    const record = heldRecord('cardiohealth-plus');
    const values = editorValues(record, {
      te: { 'usage.0': 'మొదటి', 'usage.1': 'రెండవ', storage: ' నిల్వ ' },
      hi: { 'usage.1': 'दूसरी', description: '' },
    });
    const withoutFirstLine = { ...values, usage: values.usage.slice(1) };
    const check = checkDraft(withoutFirstLine, 4);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.draft.baseVersion).toBe(4);
    expect(check.draft.record.usage).toEqual(record.usage.slice(1));
    expect(check.draft.translations).toEqual({
      te: { storage: 'నిల్వ', 'usage.0': 'రెండవ' },
      hi: { 'usage.0': 'दूसरी' },
    });
    expect(sameDraft(values, withoutFirstLine)).toBe(false);
    // Spaces around a translation, and an empty one, make no difference to the draft.
    const tidied = editorValues(record, {
      te: { 'usage.0': 'మొదటి', 'usage.1': 'రెండవ', storage: 'నిల్వ' },
      hi: { 'usage.1': 'दूसरी' },
    });
    expect(sameDraft(values, tidied)).toBe(true);
  });

  it('leaves out an optional text left empty, and refuses a bad price or an empty line under its key', () => {
    const values = editorValues(heldRecord('digital-thermometer'), {});
    const emptied = {
      ...values,
      price: '12.345',
      texts: { ...values.texts, materials: { en: ' ', te: 'వస్తువులు', hi: '' } },
      usage: values.usage.map((line, index) =>
        index === 1 ? { ...line, text: { ...line.text, en: '' } } : line,
      ),
    };
    const check = checkDraft(emptied, 1);
    expect(check).toEqual({
      ok: false,
      errors: { price: productMessages.price, 'usage.1': productMessages.textRequired },
    });
    const fixed = checkDraft({ ...emptied, price: '12.5', usage: values.usage }, 1);
    expect(fixed.ok && fixed.draft.record).not.toHaveProperty('materials');
    expect(fixed.ok && fixed.draft.translations.te).not.toHaveProperty('materials');
    expect(textEntries(emptied).map(({ key }) => key)).not.toContain('materials');
  });
});

describe('the status of a product', () => {
  const product = (draft: Partial<NonNullable<ListedProduct['draft']>> | null): ListedProduct => ({
    slug: 'heartguard-coq10',
    categoryId: 'supplements',
    version: 1,
    name: 'HeartGuard CoQ10',
    category: 'Cardiovascular support',
    price: 599,
    prescriptionRequired: false,
    people: { 'acc-2': 'Meena Iyer' },
    draft: draft && {
      author: 'acc-1',
      approvedBy: null,
      needsMedicalApproval: false,
      staleTranslations: 0,
      ...draft,
    },
  });

  it('says what stands between the draft and its publication', () => {
    expect(draftStatus(product(null), 'acc-1')).toBe('Published');
    expect(draftStatus(product({}), 'acc-1')).toBe('Draft');
    expect(draftStatus(product({ needsMedicalApproval: true }), 'acc-1')).toBe(
      'Draft — needs medical approval',
    );
    expect(draftStatus(product({ needsMedicalApproval: true, approvedBy: 'acc-2' }), 'acc-1')).toBe(
      'Draft — approved by Meena Iyer',
    );
    expect(draftStatus(product({ approvedBy: 'acc-1' }), 'acc-1')).toBe('Draft — approved by you');
    expect(draftStatus(product({ staleTranslations: 1 }), 'acc-1')).toBe('Draft — translations to update');
    expect(draftStatus({ ...product({}), version: 0 }, 'acc-1')).toBe('Not yet published · Draft');
  });
});

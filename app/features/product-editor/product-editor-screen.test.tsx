// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { catalogueEntries } from '#catalogue/catalogue.ts';
import { productMessages, type ProductReview } from '#contract/products.ts';
import * as api from './product-editor-api.ts';
import type {
  HeldDraft,
  HeldProduct,
  HeldRecord,
  ListedProduct,
  ProductHistory,
  ProductVersions,
} from './product-editor-api.ts';
import { ProductEditor } from './product-editor-screen.tsx';

vi.mock('./product-editor-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    productPreviewUrl: actual.productPreviewUrl,
    productExportUrl: actual.productExportUrl,
    importProducts: vi.fn(),
    fetchProductPage: vi.fn(),
    fetchProduct: vi.fn(),
    fetchProductVersions: vi.fn(),
    saveProductDraft: vi.fn(),
    approveProductDraft: vi.fn(),
    publishProductDraft: vi.fn(),
    restoreProductVersion: vi.fn(),
  };
});

const mocked = vi.mocked(api);

const editor: StaffMember = { accountId: 'acc-ravi', displayName: 'Ravi', roles: ['catalogue'] };
const doctor: StaffMember = { accountId: 'acc-meena', displayName: 'Meena', roles: ['medical'] };
const both: StaffMember = { accountId: 'acc-ravi', displayName: 'Ravi', roles: ['catalogue', 'medical'] };

/** A product of the shipped catalogue as the master holds it. */
function recordOf(slug: string) {
  const { product } = catalogueEntries().find((entry) => entry.product.slug === slug)!;
  // A record as it comes over the wire: lists and all, copied.
  return JSON.parse(JSON.stringify(product)) as HeldRecord;
}

const supplement = 'heartguard-coq10';
const prescription = 'cardiohealth-plus';

const translations = {
  te: { storage: 'పాత నిల్వ సూచన', description: 'తెలుగు వివరణ' },
  hi: { storage: 'पुराना भंडारण निर्देश' },
};

const review = (change: Partial<ProductReview> = {}): ProductReview => ({
  changedFields: [],
  needsMedicalApproval: false,
  staleTranslations: [],
  claims: [],
  terms: [],
  ...change,
});

function draftOf(slug: string, change: Partial<HeldDraft> = {}): HeldDraft {
  return {
    baseVersion: 1,
    record: recordOf(slug),
    translations,
    review: review(),
    author: 'acc-ravi',
    approvedBy: null,
    savedAt: '2026-11-25T05:00:00.000Z',
    ...change,
  };
}

function held(slug: string, change: Partial<HeldProduct> = {}): HeldProduct {
  const entry = catalogueEntries().find(({ product }) => product.slug === slug)!;
  return {
    slug,
    categoryId: entry.categoryId,
    place: 'list',
    version: 1,
    record: recordOf(slug),
    translations,
    editedBy: null,
    draft: null,
    people,
    ...change,
  };
}

/** The names the server gives beside the ids it names people by. */
const people = { 'acc-ravi': 'Ravi', 'acc-meena': 'Meena' };

const versions = (entries: Partial<ProductVersions[number]>[]): ProductHistory => ({
  versions: entries.map((entry, index) => ({
    version: entries.length - index,
    editedBy: null,
    createdAt: '2026-11-20T04:30:00.000Z',
    restoredFrom: null,
    changes: [],
    ...entry,
  })),
  people,
});

/** A product as the list's answer gives it. */
const listed = ({ slug, categoryId, version, record, draft }: HeldProduct): ListedProduct => ({
  slug,
  categoryId,
  version,
  name: record.name,
  category: record.category,
  price: record.price,
  prescriptionRequired: record.prescriptionRequired,
  draft: draft && {
    author: draft.author,
    approvedBy: draft.approvedBy,
    needsMedicalApproval: draft.review.needsMedicalApproval,
    staleTranslations: draft.review.staleTranslations.length,
  },
  people,
});

/**
 * The master as the mocked API answers it: the list a page of two at a time, searched by name;
 * reads find a product by its slug; and `put` stores what a change answers, so the reads after it
 * see it as the server's would.
 */
function serve(products: HeldProduct[], history: ProductHistory = versions([{}])) {
  let stored = [...products];
  mocked.fetchProductPage.mockImplementation(async ({ q }, cursor) => {
    const found = stored.filter((product) => product.record.name.toLowerCase().includes(q.toLowerCase()));
    const from = Number(cursor ?? 0);
    return {
      products: found.slice(from, from + 2).map(listed),
      nextCursor: from + 2 < found.length ? String(from + 2) : null,
      total: found.length,
      drafts: found.filter((product) => product.draft).length,
    };
  });
  mocked.fetchProduct.mockImplementation(async (slug) => {
    const found = stored.find((product) => product.slug === slug);
    if (!found) throw new ApiError(productMessages.notFound, { status: 404 });
    return found;
  });
  mocked.fetchProductVersions.mockResolvedValue(history);
  return {
    put: (product: HeldProduct) => {
      stored = stored.map((shown) => (shown.slug === product.slug ? product : shown));
      return product;
    },
  };
}

function renderScreen(staff: StaffMember, address = '/admin/products') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <StaffQueries onSessionExpired={vi.fn()}>
        <ProductEditor staff={staff} onLock={async () => undefined} />
      </StaffQueries>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('the product list', () => {
  it('says it is loading, then lists every product with its price, version and the state of its draft', async () => {
    serve([
      held(supplement, { version: 3 }),
      held(prescription, {
        draft: draftOf(prescription, {
          review: review({ changedFields: ['usage'], needsMedicalApproval: true }),
        }),
      }),
      held('neurovital', {
        draft: draftOf('neurovital', {
          review: review({ changedFields: ['usage'], needsMedicalApproval: true }),
          approvedBy: 'acc-meena',
        }),
      }),
      held('omega-3-fish-oil', {
        draft: draftOf('omega-3-fish-oil', {
          review: review({
            changedFields: ['storage'],
            staleTranslations: [{ locale: 'te', key: 'storage', blocking: true }],
          }),
        }),
      }),
    ]);
    const user = userEvent.setup();
    renderScreen(editor);
    expect(screen.getByText('Loading the products…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'Products, in the catalogue’s order' });
    expect(screen.getByText('Showing 2 of 4 products, 3 with a draft.')).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    const [coq10, cardio, neuro, omega] = bodyRows(table);
    expect(within(coq10!).getByRole('rowheader')).toHaveTextContent('HeartGuard CoQ10');
    expect(coq10).toHaveTextContent('₹599.00');
    expect(coq10).toHaveTextContent('3');
    expect(coq10).toHaveTextContent('No prescription');
    expect(coq10).toHaveTextContent('Published');
    expect(cardio).toHaveTextContent('Prescription required');
    expect(cardio).toHaveTextContent('Draft — needs medical approval');
    expect(neuro).toHaveTextContent('Draft — approved by Meena');
    expect(omega).toHaveTextContent('Draft — translations to update');
    expect(within(coq10!).getByRole('link', { name: /^Edit ?HeartGuard CoQ10$/ })).toHaveAttribute(
      'href',
      '/admin/products?product=heartguard-coq10',
    );
    expect(screen.getByText('Showing 4 of 4 products, 3 with a draft.')).toHaveAttribute('role', 'status');
  });

  it('searches the products on the server, and says when none match', async () => {
    serve([held(supplement), held(prescription)]);
    const user = userEvent.setup();
    renderScreen(editor);
    await screen.findByRole('table', { name: 'Products, in the catalogue’s order' });
    const search = screen.getByRole('search', { name: 'Search the products' });
    await user.type(within(search).getByRole('searchbox', { name: /^Name or address/ }), 'cardio');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(mocked.fetchProductPage).toHaveBeenLastCalledWith(
      { q: 'cardio', sort: 'catalogue' },
      undefined,
      expect.anything(),
    );
    const found = await screen.findByRole('table', { name: 'Products, in the catalogue’s order' });
    await waitFor(() => expect(bodyRows(found)).toHaveLength(1));
    expect(found).toHaveTextContent('CardioHealth Plus');
    expect(screen.getByText('Showing 1 of 1 product, 0 with a draft.')).toBeInTheDocument();

    await user.clear(within(search).getByRole('searchbox', { name: /^Name or address/ }));
    await user.type(within(search).getByRole('searchbox', { name: /^Name or address/ }), 'zinc');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No products match this search.')).toBeInTheDocument();
  });

  it('asks the server for the list by name, from the sort field or the Product header, either way', async () => {
    serve([held(supplement), held(prescription)]);
    const user = userEvent.setup();
    renderScreen(editor);
    await screen.findByRole('table', { name: 'Products, in the catalogue’s order' });
    const search = screen.getByRole('search', { name: 'Search the products' });
    await user.selectOptions(within(search).getByRole('combobox', { name: /^Sort by/ }), 'Name, A to Z');
    expect(mocked.fetchProductPage).toHaveBeenLastCalledWith(
      { q: '', sort: 'name' },
      undefined,
      expect.anything(),
    );
    const byName = await screen.findByRole('table', { name: 'Products, by name, A to Z' });
    expect(within(byName).getByRole('columnheader', { name: 'Product' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(byName).getByRole('button', { name: 'Product' }));
    expect(mocked.fetchProductPage).toHaveBeenLastCalledWith(
      { q: '', sort: '-name' },
      undefined,
      expect.anything(),
    );
    expect(await screen.findByRole('table', { name: 'Products, by name, Z to A' })).toBeInTheDocument();
    expect(within(search).getByRole('combobox', { name: /^Sort by/ })).toHaveValue('-name');
  });

  it('shows a card per product on a narrow screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    serve([held(supplement)]);
    renderScreen(editor);
    const cards = await screen.findByRole('list', { name: 'Products' });
    expect(within(cards).getByRole('heading', { name: 'HeartGuard CoQ10' })).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: /^Edit ?HeartGuard CoQ10$/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the list failed to load', async () => {
    mocked.fetchProductPage.mockRejectedValue(new ApiError('Your roles do not allow this.', { status: 403 }));
    renderScreen(editor);
    expect(await screen.findByText('Your roles do not allow this.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('the editor', () => {
  it('opens from the list, and saves a changed price as a draft over the version it was opened on', async () => {
    const server = serve([held(supplement, { version: 2 })]);
    mocked.saveProductDraft.mockImplementation(async (slug, draft) =>
      server.put(
        held(slug, {
          version: 2,
          draft: draftOf(slug, {
            baseVersion: draft.baseVersion,
            record: { ...recordOf(slug), price: draft.record.price },
            review: review({ changedFields: ['price'] }),
          }),
        }),
      ),
    );
    const user = renderScreen(editor);
    await user.click(await screen.findByRole('link', { name: /^Edit ?HeartGuard CoQ10$/ }));

    const form = await screen.findByRole('form', { name: 'Edit HeartGuard CoQ10' });
    expect(screen.getByRole('heading', { name: 'Edit HeartGuard CoQ10' })).toHaveFocus();
    // A published product can be renamed: its page keeps its address.
    expect(within(form).getByLabelText(/^Name/)).not.toHaveAttribute('readonly');
    expect(within(form).getByLabelText(/^Name/)).toHaveAccessibleDescription(/keeps its address/);
    const price = within(form).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '649.5');
    expect(within(form).getByText('Changes not saved yet.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));

    expect(await within(form).findByText('The draft is saved: its review is below.')).toBeInTheDocument();
    const {
      id: _id,
      slug: _slug,
      pack: _pack,
      icon: _icon,
      colour: _colour,
      ...fields
    } = recordOf(supplement);
    expect(mocked.saveProductDraft).toHaveBeenCalledWith(supplement, {
      baseVersion: 2,
      record: { ...fields, price: 649.5 },
      translations,
    });
    const reviewPanel = screen.getByRole('region', { name: 'Review and publish' });
    expect(within(reviewPanel).getByText('Price (₹)')).toBeInTheDocument();
    expect(within(reviewPanel).getByText('Not needed.')).toBeInTheDocument();
  });

  it('shows the refusal of an empty price beside the field, and sends nothing', async () => {
    serve([held(supplement)]);
    const user = renderScreen(editor, `/admin/products?product=${supplement}`);
    const form = await screen.findByRole('form', { name: 'Edit HeartGuard CoQ10' });
    await user.clear(within(form).getByLabelText(/^Price/));
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    const price = within(form).getByLabelText(/^Price/);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(expect.stringContaining(productMessages.price));
    expect(price).toHaveFocus();
    expect(mocked.saveProductDraft).not.toHaveBeenCalled();
  });

  it('edits a medicine’s prescribing information a paragraph a line, refuses an emptied section, and offers none for a supplement', async () => {
    serve([held(prescription), held(supplement)]);
    mocked.saveProductDraft.mockImplementation(async (slug) => held(slug));
    const user = renderScreen(editor, `/admin/products?product=${prescription}`);
    const form = await screen.findByRole('form', { name: 'Edit CardioHealth Plus' });
    const section = within(form).getByRole('region', { name: 'Prescribing information' });
    const shipped = recordOf(prescription).leaflet!;
    const warnings = within(section).getByLabelText(/^Warnings and precautions/);
    expect(warnings).toHaveValue(shipped.warnings.join('\n'));
    expect(warnings).toHaveAccessibleDescription(/A paragraph a line/);

    await user.clear(warnings);
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(warnings).toHaveAttribute('aria-invalid', 'true');
    expect(warnings).toHaveAccessibleDescription(expect.stringContaining(productMessages.leafletParagraphs));
    expect(warnings).toHaveFocus();
    expect(mocked.saveProductDraft).not.toHaveBeenCalled();

    await user.type(warnings, 'First warning.{Enter}{Enter}  Second warning.  ');
    expect(warnings).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await within(form).findByText('The draft is saved: its review is below.');
    const { revised: _revised, ...text } = shipped;
    expect(mocked.saveProductDraft).toHaveBeenCalledWith(
      prescription,
      expect.objectContaining({
        record: expect.objectContaining({
          leaflet: { ...text, warnings: ['First warning.', 'Second warning.'] },
        }),
      }),
    );
    cleanup();

    renderScreen(editor, `/admin/products?product=${supplement}`);
    const supplementForm = await screen.findByRole('form', { name: 'Edit HeartGuard CoQ10' });
    expect(within(supplementForm).queryByRole('region', { name: 'Prescribing information' })).toBeNull();
  });

  it('adds and removes usage lines, their translations moving with them', async () => {
    serve([held(prescription, { translations: { te: { 'usage.1': 'రెండవ వరుస' }, hi: {} } })]);
    mocked.saveProductDraft.mockImplementation(async (slug) => held(slug));
    const user = renderScreen(editor, `/admin/products?product=${prescription}`);
    const form = await screen.findByRole('form', { name: 'Edit CardioHealth Plus' });
    await user.click(within(form).getByRole('button', { name: 'Remove line 1' }));
    expect(within(form).getByLabelText(/^Usage, line 1 in Telugu/)).toHaveValue('రెండవ వరుస');
    await user.click(within(form).getByRole('button', { name: 'Add a usage line' }));
    const added = within(form).getByLabelText(/^Usage, line 3 ?\*?$/);
    expect(added).toHaveFocus();
    await user.type(added, 'Keep every appointment with your doctor.');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(mocked.saveProductDraft).toHaveBeenCalled());
    const [, sent] = mocked.saveProductDraft.mock.calls[0]!;
    expect(sent.record.usage).toEqual([
      ...recordOf(prescription).usage.slice(1),
      'Keep every appointment with your doctor.',
    ]);
    expect(sent.translations).toEqual({ te: { 'usage.0': 'రెండవ వరుస' }, hi: {} });
  });

  it('says when someone else changed the product first, and reloads it', async () => {
    serve([held(supplement)]);
    mocked.saveProductDraft.mockRejectedValue(new ApiError(productMessages.staleVersion, { status: 409 }));
    const user = renderScreen(editor, `/admin/products?product=${supplement}`);
    const form = await screen.findByRole('form', { name: 'Edit HeartGuard CoQ10' });
    await user.type(within(form).getByLabelText(/^Manufacturer/), ' Ltd');
    await user.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(/^This product was changed by someone else/)).toBeInTheDocument();

    serve([held(supplement, { version: 2, record: { ...recordOf(supplement), price: 650 } })]);
    await user.click(within(form).getByRole('button', { name: 'Reload the product' }));
    const reloaded = await screen.findByRole('form', { name: 'Edit HeartGuard CoQ10' });
    await waitFor(() => expect(within(reloaded).getByLabelText(/^Price/)).toHaveValue(650));
    expect(within(reloaded).getByLabelText(/^Manufacturer/)).toHaveValue('Aarogya Life Sciences');
    expect(screen.getByText(/^Live version 2/)).toBeInTheDocument();
  });

  it('shows a stale translation beside its input with both Englishes, and the refusal to publish', async () => {
    const newStorage = 'Store below 25 °C, away from light.';
    serve([
      held(supplement, {
        draft: draftOf(supplement, {
          record: { ...recordOf(supplement), storage: newStorage },
          review: review({
            changedFields: ['storage'],
            staleTranslations: [
              { locale: 'te', key: 'storage', blocking: true },
              { locale: 'hi', key: 'storage', blocking: true },
            ],
          }),
        }),
      }),
    ]);
    mocked.publishProductDraft.mockRejectedValue(
      new ApiError(productMessages.staleTranslations, { status: 409 }),
    );
    const user = renderScreen(editor, `/admin/products?product=${supplement}`);
    const form = await screen.findByRole('form', { name: 'Edit HeartGuard CoQ10' });

    const telugu = within(form).getByLabelText(/^Storage in Telugu/);
    expect(telugu).toHaveValue(translations.te.storage);
    expect(telugu).toHaveAttribute('lang', 'te');
    expect(telugu).toHaveAccessibleDescription(expect.stringContaining('publishing waits for it'));
    expect(telugu).toHaveAccessibleDescription(
      expect.stringContaining(`Live English${recordOf(supplement).storage}`),
    );
    expect(telugu).toHaveAccessibleDescription(expect.stringContaining(`Draft English${newStorage}`));
    expect(within(form).getByLabelText(/^Storage ?\*?$/)).toHaveValue(newStorage);

    const reviewPanel = screen.getByRole('region', { name: 'Review and publish' });
    expect(within(reviewPanel).getByText('Storage in Telugu: publishing waits for it')).toBeInTheDocument();
    const publish = within(reviewPanel).getByRole('button', { name: 'Publish' });
    expect(publish).toHaveAccessibleDescription(
      'Publishing waits for updated translations of Storage (Telugu), Storage (Hindi).',
    );
    await user.click(publish);
    expect(await within(reviewPanel).findByRole('alert')).toHaveTextContent(
      productMessages.staleTranslations,
    );
  });

  it('publishes the saved draft, and opens the form again on the new live version', async () => {
    const server = serve([
      held(supplement, {
        draft: draftOf(supplement, {
          record: { ...recordOf(supplement), price: 649.5 },
          review: review({ changedFields: ['price'] }),
        }),
      }),
    ]);
    mocked.publishProductDraft.mockImplementation(async () =>
      server.put(
        held(supplement, {
          version: 2,
          record: { ...recordOf(supplement), price: 649.5 },
          editedBy: 'acc-ravi',
        }),
      ),
    );
    const user = renderScreen(editor, `/admin/products?product=${supplement}`);
    const reviewPanel = await screen.findByRole('region', { name: 'Review and publish' });
    await user.click(within(reviewPanel).getByRole('button', { name: 'Publish' }));
    const notice = await screen.findByText(
      'Published: version 2 of HeartGuard CoQ10 is live on every page in every language.',
    );
    expect(notice).toHaveFocus();
    expect(screen.getByText(/^Live version 2/)).toHaveTextContent('Live version 2, published by you.');
    expect(
      within(screen.getByRole('region', { name: 'Review and publish' })).getByText(/^No draft/),
    ).toBeInTheDocument();
  });

  it('offers no approval to the draft’s author, and lets another member of the medical role approve it', async () => {
    const waiting = held(prescription, {
      draft: draftOf(prescription, {
        review: review({
          changedFields: ['usage'],
          needsMedicalApproval: true,
          claims: [{ key: 'description', why: 'a claim to cure (Drugs and Magic Remedies Act, 1954)' }],
        }),
      }),
    });
    serve([waiting]);
    const user = renderScreen(both, `/admin/products?product=${prescription}`);
    const reviewPanel = await screen.findByRole('region', { name: 'Review and publish' });
    expect(
      within(reviewPanel).getByText('Description: a claim to cure (Drugs and Magic Remedies Act, 1954)'),
    ).toBeInTheDocument();
    const approve = within(reviewPanel).getByRole('button', { name: 'Approve medical text' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveAccessibleDescription(
      'You wrote this draft: someone else with the medical role approves it.',
    );
    await user.click(approve);
    expect(mocked.approveProductDraft).not.toHaveBeenCalled();
    cleanup();

    const server = serve([waiting]);
    mocked.approveProductDraft.mockImplementation(async () =>
      server.put({ ...waiting, draft: { ...waiting.draft!, approvedBy: 'acc-meena' } }),
    );
    const medical = renderScreen(doctor, `/admin/products?product=${prescription}`);
    const asDoctor = await screen.findByRole('region', { name: 'Review and publish' });
    // The medical role reads the form but does not change it, and does not publish.
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(within(asDoctor).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await medical.click(within(asDoctor).getByRole('button', { name: 'Approve medical text' }));
    expect(await within(asDoctor).findByText('Approved by you.')).toBeInTheDocument();
    expect(mocked.approveProductDraft).toHaveBeenCalledWith(prescription);
  });

  it('says a product that is not in the catalogue is not there', async () => {
    serve([]);
    renderScreen(editor, '/admin/products?product=no-such-product');
    expect(await screen.findByText(productMessages.notFound)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'All products' })).toBeInTheDocument();
  });
});

describe('the history', () => {
  it('lists each version’s changes before and after, and restores an earlier one after asking', async () => {
    const server = serve(
      [held(supplement, { version: 2, editedBy: 'acc-meena' })],
      versions([
        {
          editedBy: 'acc-meena',
          createdAt: '2026-11-25T05:00:00.000Z',
          changes: [
            { field: 'price', locale: 'en', before: '599.00', after: '649.50' },
            { field: 'storage', locale: 'te', before: 'పాత', after: null },
          ],
        },
        { changes: [{ field: 'name', locale: 'en', before: null, after: 'HeartGuard CoQ10' }] },
      ]),
    );
    mocked.restoreProductVersion.mockImplementation(async () =>
      server.put(held(supplement, { version: 3, editedBy: 'acc-ravi' })),
    );
    const user = renderScreen(editor, `/admin/products?product=${supplement}`);
    const history = await screen.findByRole('region', { name: 'History' });
    const changes = await within(history).findByRole('table', { name: 'Changes in version 2' });
    const [price, storage] = bodyRows(changes);
    expect(price).toHaveTextContent('Price (₹)');
    expect(price).toHaveTextContent('English');
    expect(within(price!).getByRole('deletion')).toHaveTextContent('₹599.00');
    expect(within(price!).getByRole('insertion')).toHaveTextContent('₹649.50');
    expect(storage).toHaveTextContent('Telugu');
    expect(within(storage!).getByRole('insertion')).toHaveTextContent('none');
    // In India's time and named so, whatever the browser's own zone.
    expect(within(history).getByText('2026-11-25 10:30 IST').closest('p')).toHaveTextContent(
      'Published by Meena on 2026-11-25 10:30 IST.',
    );
    expect(within(history).getByText('the shipped catalogue')).toBeInTheDocument();

    // The live version is not offered back; the one before it is.
    const [live, first] = within(history).getAllByRole('listitem');
    expect(within(live!).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    await user.click(within(first!).getByRole('button', { name: /^Restore this version/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    expect(dialog).toHaveTextContent('become the live version 3');
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));

    expect(mocked.restoreProductVersion).toHaveBeenCalledWith(supplement, 1, 2);
    const notice = await screen.findByText('Version 1 is restored: it is live again as version 3.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(notice).toHaveFocus());
  });

  it('offers no restoration to the medical role', async () => {
    serve([held(supplement, { version: 2 })], versions([{}, {}]));
    renderScreen(doctor, `/admin/products?product=${supplement}`);
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByRole('heading', { name: 'Version 1' });
    expect(within(history).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
  });
});

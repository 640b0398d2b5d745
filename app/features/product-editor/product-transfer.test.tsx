// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import type { StaffMember } from '#app/lib/staff-session.ts';
import { productMessages, type ProductImportAnswer, type ProductReview } from '#contract/products.ts';
import * as api from './product-editor-api.ts';
import { ProductEditor } from './product-editor-screen.tsx';

vi.mock('./product-editor-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof api>();
  return {
    productPreviewUrl: actual.productPreviewUrl,
    productExportUrl: actual.productExportUrl,
    fetchProductPage: vi.fn(),
    importProducts: vi.fn(),
  };
});

const mocked = vi.mocked(api);

const editor: StaffMember = { accountId: 'acc-ravi', displayName: 'Ravi', roles: ['catalogue'] };
const doctor: StaffMember = { accountId: 'acc-meena', displayName: 'Meena', roles: ['medical'] };
const safety: StaffMember = { accountId: 'acc-asha', displayName: 'Asha', roles: ['safety'] };

const review = (change: Partial<ProductReview> = {}): ProductReview => ({
  changedFields: [],
  needsMedicalApproval: false,
  staleTranslations: [],
  claims: [],
  terms: [],
  ...change,
});

/** A file whose price of HeartGuard and storage of CardioHealth Plus change, as the server reads it. */
const answer = (dryRun: boolean): ProductImportAnswer => ({
  dryRun,
  products: [
    {
      slug: 'heartguard-coq10',
      name: 'HeartGuard CoQ10',
      changes: [
        { field: 'price', locale: 'en', before: '599.00', after: '649.50' },
        { field: 'description', locale: 'te', before: 'పాత వివరణ', after: 'కొత్త వివరణ' },
      ],
      review: review({ changedFields: ['price'] }),
      replacesDraft: false,
    },
    {
      slug: 'cardiohealth-plus',
      name: 'CardioHealth Plus',
      changes: [
        { field: 'storage', locale: 'en', before: 'Store below 30 °C.', after: 'Store below 25 °C.' },
      ],
      review: review({
        changedFields: ['storage'],
        needsMedicalApproval: true,
        staleTranslations: [{ locale: 'te', key: 'storage', blocking: true }],
        claims: [{ key: 'description', why: 'a claim to cure (Drugs and Magic Remedies Act, 1954)' }],
      }),
      replacesDraft: true,
    },
  ],
  counts: { rows: 24, changed: 2, unchanged: 22 },
});

const csvFile = (text: string) => new File([text], 'products.csv', { type: 'text/csv' });

/** jsdom's FormData does not see the files user-event puts in an input; a browser's does. */
class FormDataWithFiles extends FormData {
  constructor(form?: HTMLFormElement) {
    super(form);
    for (const input of form?.querySelectorAll<HTMLInputElement>('input[type=file]') ?? []) {
      this.delete(input.name);
      for (const file of input.files ?? []) this.append(input.name, file);
    }
  }
}

function renderScreen(staff: StaffMember) {
  render(
    <MemoryRouter initialEntries={['/admin/products']}>
      <StaffQueries onSessionExpired={vi.fn()}>
        <ProductEditor staff={staff} onLock={async () => undefined} />
      </StaffQueries>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.stubGlobal('FormData', FormDataWithFiles);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  mocked.fetchProductPage.mockResolvedValue({ products: [], nextCursor: null, total: 0, drafts: 0 });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const panel = () => screen.getByRole('region', { name: 'Export and import' });
const importForm = () => screen.getByRole('form', { name: 'Import changes from a file' });

describe('exporting and importing the products', () => {
  it('links the catalogue’s download', () => {
    renderScreen(editor);
    expect(within(panel()).getByRole('link', { name: 'Download the catalogue (CSV)' })).toHaveAttribute(
      'href',
      '/api/products/export',
    );
  });

  it('checks a file and shows what would change, product by product, then saves it as drafts', async () => {
    const user = renderScreen(editor);
    const form = importForm();
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(within(form).getByText('Choose a CSV file to check')).toBeInTheDocument();
    expect(mocked.importProducts).not.toHaveBeenCalled();

    mocked.importProducts.mockResolvedValueOnce(answer(true));
    await user.upload(
      within(form).getByLabelText(/^CSV file/),
      csvFile('slug,price\nheartguard-coq10,649.50\n'),
    );
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(mocked.importProducts).toHaveBeenCalledWith('slug,price\nheartguard-coq10,649.50\n', true);
    expect(
      await within(form).findByText('2 products would change, 22 products unchanged. Nothing is saved yet.'),
    ).toHaveAttribute('role', 'status');

    const changes = within(form).getByRole('list', { name: 'What the file would change' });
    const product = (name: string) => within(changes).getByRole('heading', { name }).closest('li')!;
    const coq10 = product('HeartGuard CoQ10');
    const cardio = product('CardioHealth Plus');
    const priceTable = within(coq10).getByRole('table', { name: 'Changes to HeartGuard CoQ10' });
    const [price, telugu] = within(priceTable).getAllByRole('row').slice(1);
    expect(price).toHaveTextContent(/Price \(₹\)\s*English\s*₹599\.00\s*₹649\.50/);
    expect(telugu).toHaveTextContent(/Description\s*Telugu\s*పాత వివరణ\s*కొత్త వివరణ/);
    expect(cardio).toHaveTextContent('Needs medical approval');
    expect(cardio).toHaveTextContent('Translations to update: Storage in Telugu (publishing waits for it).');
    expect(cardio).toHaveTextContent('Claim to weigh in Description: a claim to cure');
    expect(cardio).toHaveTextContent('Its draft being made is replaced');

    mocked.importProducts.mockResolvedValueOnce(answer(false));
    mocked.fetchProductPage.mockClear();
    await user.click(within(form).getByRole('button', { name: 'Save as drafts' }));
    expect(mocked.importProducts).toHaveBeenLastCalledWith('slug,price\nheartguard-coq10,649.50\n', false);
    expect(await within(form).findByText(/^Saved 2 drafts, 22 products unchanged\./)).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(form).getByRole('list', { name: 'The drafts saved' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save as drafts' })).not.toBeInTheDocument();
    // The list is read again, with the new drafts.
    await vi.waitFor(() => expect(mocked.fetchProductPage).toHaveBeenCalled());
  });

  it('names the rows to correct by line, and offers nothing to save', async () => {
    mocked.importProducts.mockRejectedValueOnce(
      new ApiError(productMessages.importInvalid, {
        status: 400,
        fields: {
          'line 12': `slug: ${productMessages.notFound}`,
          'line 3': `price: ${productMessages.price}`,
        },
      }),
    );
    const user = renderScreen(editor);
    const form = importForm();
    await user.upload(within(form).getByLabelText(/^CSV file/), csvFile('slug,price\n'));
    await user.click(within(form).getByRole('button', { name: 'Check the file' }));
    expect(await within(form).findByText(productMessages.importInvalid)).toHaveAttribute('role', 'alert');
    expect(
      within(within(form).getByRole('list', { name: 'Rows to correct' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`Line 3: price: ${productMessages.price}`, `Line 12: slug: ${productMessages.notFound}`]);
    expect(within(form).queryByRole('button', { name: 'Save as drafts' })).not.toBeInTheDocument();
  });

  it('offers the medical role the download only, and the safety role neither', async () => {
    renderScreen(doctor);
    expect(within(panel()).getByRole('link', { name: 'Download the catalogue (CSV)' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Import changes from a file' })).not.toBeInTheDocument();
    cleanup();
    renderScreen(safety);
    expect(screen.queryByRole('region', { name: 'Export and import' })).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { StaffQueries } from '#app/components/staff/staff-queries.tsx';
import { ApiError } from '#app/lib/api-client.ts';
import { type Batch, batchMessages } from '#contract/batches.ts';
import {
  type BatchPage,
  createBatch,
  fetchBatchPage,
  importBatches,
  makeLabels,
  updateBatch,
} from './batches-api.ts';
import { Batches } from './batches-screen.tsx';

vi.mock('./batches-api.ts', () => ({
  fetchBatchPage: vi.fn(),
  createBatch: vi.fn(),
  updateBatch: vi.fn(),
  importBatches: vi.fn(),
  makeLabels: vi.fn(),
}));

// The products the forms offer: the shipped catalogue, as the product master starts.
vi.mock('#app/components/staff/product-choices.ts', async () => {
  const { productChoices } = await import('#catalogue/catalogue.ts');
  return {
    useProductChoices: () => ({ options: productChoices(), placeholder: 'Choose a product', ready: true }),
  };
});

function batch(id: number, batchNumber: string, extra: Partial<Batch> = {}): Batch {
  return {
    id,
    productSlug: 'cardiohealth-plus',
    productName: 'CardioHealth Plus',
    batchNumber,
    manufacturedOn: '2026-11-02',
    expiresOn: '2028-10-31',
    quantity: 12_000,
    siteId: 'nacharam',
    licenceNumber: 'To be confirmed',
    status: 'released',
    labelsIssued: 0,
    packsSeenOften: 0,
    expired: false,
    version: 1,
    createdAt: '2026-11-02T04:00:00.000Z',
    updatedAt: '2026-11-02T04:00:00.000Z',
    ...extra,
  };
}

const page = (batches: Batch[], nextCursor: string | null = null, total = batches.length) => ({
  batches,
  nextCursor,
  total,
});

const refused = (status: number, message: string, fields?: Record<string, string>) =>
  new ApiError(message, { status, fields });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderScreen() {
  const expire = vi.fn();
  render(
    <StaffQueries onSessionExpired={expire}>
      <Batches onLock={async () => undefined} />
    </StaffQueries>,
  );
  return { expire, user: userEvent.setup() };
}

// jsdom's accessible names leave out the space before the visually hidden part of a row's buttons.
const changeB7 = /^Change ?batch B7$/;
const labelsForB7 = /^Labels ?for batch B7$/;
const listStatus = () => screen.getByText(/^(Loading batches…|Showing|No batches)/);
const table = () => screen.getByRole('table', { name: /^Batches, / });

describe('the batch list', () => {
  it('reads "Loading batches…", then shows the rows, newest first, with the count', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(
      page([batch(2, 'B2', { status: 'recalled', packsSeenOften: 3 }), batch(1, 'B1')]),
    );
    renderScreen();
    expect(listStatus()).toHaveTextContent('Loading batches…');
    expect(await screen.findByText('Showing 2 of 2 batches, newest first.')).toBeInTheDocument();
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['B2', 'B1']);
    expect(rows[0]).toHaveTextContent('Recalled');
    expect(rows[0]).toHaveTextContent('3 packs seen often');
    expect(rows[1]).toHaveTextContent('12,000');
    expect(fetchBatchPage).toHaveBeenCalledWith(
      { q: '', state: '', sort: 'newest' },
      undefined,
      expect.any(AbortSignal),
    );
  });

  it('says when there are no batches at all, and when a search finds none', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([]));
    const { user } = renderScreen();
    expect(await screen.findByText('No batches recorded yet.')).toBeInTheDocument();

    const search = screen.getByRole('search', { name: 'Search the batches' });
    await user.type(within(search).getByLabelText(/^Batch number or product/), '  zz9 ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No batches match this search.')).toBeInTheDocument();
    expect(fetchBatchPage).toHaveBeenLastCalledWith(
      { q: 'zz9', state: '', sort: 'newest' },
      undefined,
      expect.any(AbortSignal),
    );
  });

  it('asks the server again when the same search is repeated', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(1, 'B1')]));
    const { user } = renderScreen();
    await screen.findByText('Showing 1 of 1 batch, newest first.');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(fetchBatchPage).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Showing 1 of 1 batch, newest first.')).toBeInTheDocument();
  });

  it('shows the message of a failed read, without a count', async () => {
    vi.mocked(fetchBatchPage).mockRejectedValue(refused(400, 'state is not one of the states'));
    const { expire } = renderScreen();
    expect(await screen.findByText('state is not one of the states')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/^(Loading batches…|Showing|No batches)/)).not.toBeInTheDocument();
    expect(fetchBatchPage).toHaveBeenCalledTimes(1);
    expect(expire).not.toHaveBeenCalled();
  });

  it('ends the session when the server answers 401', async () => {
    vi.mocked(fetchBatchPage).mockRejectedValue(refused(401, 'Your session has ended.'));
    const { expire } = renderScreen();
    await waitFor(() => expect(expire).toHaveBeenCalledTimes(1));
  });

  it('adds the next page with the cursor of the last one', async () => {
    vi.mocked(fetchBatchPage).mockImplementation(async (_filter, cursor) =>
      cursor === 'after-B2'
        ? page([batch(1, 'B1')], null, 3)
        : page([batch(3, 'B3'), batch(2, 'B2')], 'after-B2', 3),
    );
    const { user } = renderScreen();
    await screen.findByText('Showing 2 of 3 batches, newest first.');
    await user.click(screen.getByRole('button', { name: 'Show more batches' }));
    expect(await screen.findByText('Showing 3 of 3 batches, newest first.')).toBeInTheDocument();
    expect(fetchBatchPage).toHaveBeenLastCalledWith(
      { q: '', state: '', sort: 'newest' },
      'after-B2',
      expect.any(AbortSignal),
    );
    expect(screen.queryByRole('button', { name: /more batches/ })).not.toBeInTheDocument();
  });
});

describe('the batch list’s order', () => {
  it('asks the server for a column’s order when its header is pressed, the other way when pressed again, keeping the rows and the focus meanwhile', async () => {
    let answer: (value: BatchPage) => void = () => undefined;
    vi.mocked(fetchBatchPage).mockImplementation((filter) =>
      filter.sort === 'newest'
        ? Promise.resolve(page([batch(2, 'B2'), batch(1, 'B1')]))
        : new Promise((resolve) => (answer = resolve)),
    );
    const { user } = renderScreen();
    await screen.findByText('Showing 2 of 2 batches, newest first.');
    const expires = within(table()).getByRole('button', { name: 'Expires' });
    expect(within(table()).getByRole('columnheader', { name: 'Expires' })).not.toHaveAttribute('aria-sort');

    await user.click(expires);
    expect(fetchBatchPage).toHaveBeenLastCalledWith(
      { q: '', state: '', sort: 'expiresOn' },
      undefined,
      expect.any(AbortSignal),
    );
    // The rows stay while the server answers; the header keeps the focus.
    expect(within(table()).getAllByRole('row')).toHaveLength(3);
    expect(within(table()).getByRole('button', { name: 'Expires' })).toHaveFocus();
    answer(page([batch(1, 'B1'), batch(2, 'B2')]));
    expect(await screen.findByText('Showing 2 of 2 batches, soonest to expire first.')).toBeInTheDocument();
    expect(within(table()).getByRole('columnheader', { name: 'Expires' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(within(table()).getByRole('button', { name: 'Expires' })).toHaveFocus();

    await user.click(within(table()).getByRole('button', { name: 'Expires' }));
    expect(fetchBatchPage).toHaveBeenLastCalledWith(
      { q: '', state: '', sort: '-expiresOn' },
      undefined,
      expect.any(AbortSignal),
    );
    answer(page([batch(2, 'B2'), batch(1, 'B1')]));
    expect(await screen.findByText('Showing 2 of 2 batches, latest to expire first.')).toBeInTheDocument();
  });
});

describe('recording and changing a batch', () => {
  it('refuses a form the contract refuses, without asking the server', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([]));
    const { user } = renderScreen();
    const form = screen.getByRole('form', { name: 'Record a batch' });
    await user.click(within(form).getByRole('button', { name: 'Record batch' }));
    expect(within(form).getByText(batchMessages.batchNumberRequired)).toBeInTheDocument();
    expect(within(form).getByText(batchMessages.productRequired)).toBeInTheDocument();
    expect(createBatch).not.toHaveBeenCalled();
  });

  it('records a batch, says so, empties the form and refreshes the list', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([]));
    let answer!: (value: { batch: Batch }) => void;
    vi.mocked(createBatch).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderScreen();
    await screen.findByText('No batches recorded yet.');

    const form = screen.getByRole('form', { name: 'Record a batch' });
    await user.selectOptions(within(form).getByLabelText(/^Product/), 'CardioHealth Plus');
    await user.type(within(form).getByLabelText(/^Batch number/), 'e1');
    await user.type(within(form).getByLabelText(/^Packs made/), '12,000');
    await user.type(within(form).getByLabelText(/^Date of manufacture/), '2026-11-02');
    await user.type(within(form).getByLabelText(/^Date of expiry/), '2028-10-31');
    await user.click(within(form).getByRole('button', { name: 'Record batch' }));
    expect(within(form).getByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(createBatch).toHaveBeenCalledWith(
      expect.objectContaining({ productSlug: 'cardiohealth-plus', batchNumber: 'E1', quantity: 12_000 }),
    );

    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(1, 'E1')]));
    answer({ batch: batch(1, 'E1') });
    expect(await screen.findByText('Batch E1 recorded.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Batch number/)).toHaveValue('');
    expect(await screen.findByText('Showing 1 of 1 batch, newest first.')).toBeInTheDocument();
  });

  it('changes a batch at the version last seen, and shows the server’s field messages', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(7, 'B7', { version: 4 })]));
    vi.mocked(updateBatch).mockRejectedValueOnce(
      refused(400, 'Correct the marked fields.', { batchNumber: 'Another batch has this number.' }),
    );
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: changeB7 }));
    const form = screen.getByRole('form', { name: 'Change batch B7' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Another batch has this number.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
    expect(updateBatch).toHaveBeenCalledWith(7, expect.objectContaining({ batchNumber: 'B7' }), 4);

    vi.mocked(updateBatch).mockRejectedValueOnce(refused(409, 'Someone else changed this batch.'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Someone else changed this batch.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(within(form).queryByText('Another batch has this number.')).not.toBeInTheDocument();

    vi.mocked(updateBatch).mockResolvedValueOnce({
      batch: batch(7, 'B7', { version: 5, status: 'recalled' }),
    });
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(7, 'B7', { version: 5, status: 'recalled' })]));
    await user.selectOptions(within(form).getByLabelText(/^Status/), 'Recalled');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Batch B7 saved.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Record a batch' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(table()).getByRole('row', { name: /B7/ })).toHaveTextContent('Recalled'),
    );
  });

  it('ends the session when a save is answered 401', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(7, 'B7')]));
    vi.mocked(updateBatch).mockRejectedValue(refused(401, 'Your session has ended.'));
    const { user, expire } = renderScreen();
    await user.click(await screen.findByRole('button', { name: changeB7 }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(expire).toHaveBeenCalledTimes(1));
    expect(updateBatch).toHaveBeenCalledTimes(1);
  });
});

describe('labels', () => {
  const sheet = (from: number, to: number, labelsIssued: number) => ({
    batch: batch(7, 'B7', { labelsIssued, quantity: 50 }),
    record: [{ label: 'Batch number', value: 'B7' }],
    labels: Array.from({ length: to - from + 1 }, (_, index) => ({
      serial: from + index,
      code: `code-${from + index}`,
      url: `https://example.com/verify/code-${from + index}`,
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    })),
  });

  it('makes a sheet, counts the labels made, and keeps the count when the panel opens again', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(7, 'B7', { quantity: 50 })]));
    vi.mocked(makeLabels).mockResolvedValueOnce(sheet(1, 3, 3));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: labelsForB7 }));
    // The list asked again after the labels are made has not answered yet when the panel opens again.
    vi.mocked(fetchBatchPage).mockReturnValue(new Promise(() => undefined));
    const panel = screen.getByRole('region', { name: 'Labels for batch B7' });
    expect(within(panel).getByRole('heading', { name: 'Labels for batch B7' })).toHaveFocus();
    expect(panel).toHaveTextContent('0 of 50 packs labelled.');

    await user.clear(within(panel).getByLabelText(/^Number of labels/));
    await user.type(within(panel).getByLabelText(/^Number of labels/), '3');
    await user.click(within(panel).getByRole('button', { name: 'Make labels' }));
    expect(await within(panel).findByText('Labels for serials 1 to 3 are ready.')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('list', { name: 'Label sheet' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(panel).toHaveTextContent('3 of 50 packs labelled.');
    expect(makeLabels).toHaveBeenCalledWith(7, 3);

    vi.mocked(makeLabels).mockRejectedValueOnce(
      refused(400, 'Correct the marked fields.', { count: 'Only 47 packs are left.' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Make labels' }));
    expect(await within(panel).findByText('Only 47 packs are left.')).toBeInTheDocument();
    expect(panel).toHaveTextContent('3 of 50 packs labelled.');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Labels for batch B7' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labelsForB7 }));
    expect(screen.getByRole('region', { name: 'Labels for batch B7' })).toHaveTextContent(
      '3 of 50 packs labelled.',
    );
  });

  it('shows a failure that names no field as the panel’s alert', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(7, 'B7')]));
    vi.mocked(makeLabels).mockRejectedValueOnce(refused(404, 'This batch no longer exists.'));
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: labelsForB7 }));
    const panel = screen.getByRole('region', { name: 'Labels for batch B7' });
    await user.click(within(panel).getByRole('button', { name: 'Make labels' }));
    expect(await within(panel).findByText('This batch no longer exists.')).toHaveAttribute('role', 'alert');
  });
});

describe('importing a file', () => {
  const csv = (text: string) => new File([text], 'batches.csv', { type: 'text/csv' });

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
  beforeEach(() => vi.stubGlobal('FormData', FormDataWithFiles));

  it('asks for a file, names each wrong row by its line, then says how many were imported', async () => {
    vi.mocked(fetchBatchPage).mockResolvedValue(page([]));
    const { user } = renderScreen();
    const form = screen.getByRole('form', { name: 'Import batches from a file' });
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(within(form).getByText('Choose a CSV file to import')).toBeInTheDocument();

    vi.mocked(importBatches).mockRejectedValueOnce(
      refused(400, 'No batch was imported: correct the rows named.', {
        'line 10': 'quantity: too many',
        'line 3': 'expires_on: before manufacture',
      }),
    );
    await user.upload(within(form).getByLabelText(/^CSV file/), csv('header\nrow'));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByText('No batch was imported: correct the rows named.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(
      within(within(form).getByRole('list', { name: 'Rows to correct' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Line 3: expires_on: before manufacture', 'Line 10: quantity: too many']);
    expect(importBatches).toHaveBeenCalledWith('header\nrow');

    vi.mocked(importBatches).mockResolvedValueOnce({ imported: 2 });
    vi.mocked(fetchBatchPage).mockResolvedValue(page([batch(2, 'G2'), batch(1, 'F1')]));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('2 batches imported.')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toBeEmptyDOMElement();
    expect(within(form).queryByRole('list', { name: 'Rows to correct' })).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 2 of 2 batches, newest first.')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { type Recall, recallMessages } from '#contract/recalls.ts';
import { RecallsScreen } from './recalls-screen.tsx';

// The products the forms offer: the shipped catalogue, as the product master starts.
vi.mock('#app/components/staff/product-choices.ts', async () => {
  const { productChoices } = await import('#catalogue/catalogue.ts');
  return {
    useProductChoices: () => ({ options: productChoices(), placeholder: 'Choose a product', ready: true }),
  };
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recall(id: number, productName: string, extra: Partial<Recall> = {}): Recall {
  return {
    id,
    productSlug: 'omega-3-fish-oil',
    productName,
    batches: [{ id: id * 10, batchNumber: `B${id}`, expiresOn: '2028-08-31' }],
    recallClass: 'II',
    reason: 'not-of-standard-quality',
    details: 'Capsules failed the peroxide value test.',
    patientAction: 'Return the packs.',
    pharmacyAction: 'Stop selling them.',
    doctorAction: 'Do not prescribe them.',
    status: 'open',
    publishedAt: '2026-11-25T05:00:00.000Z',
    completedAt: null,
    version: 1,
    updatedAt: '2026-11-25T05:00:00.000Z',
    ...extra,
  };
}

type Handler = (method: string, url: URL, body: unknown) => Response | undefined;

/** The API as the screen meets it: an owner's session and a store of notices, with hooks to refuse calls. */
function fakeServer(initial: Recall[], options: { recalls?: Handler } = {}) {
  const state = { recalls: [...initial] };
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (url.pathname === '/api/admin/session' && method === 'GET')
        return json({
          admin: true,
          staff: { accountId: null, displayName: 'Admin key', roles: ['owner'], viaAdminKey: true },
        });
      if (url.pathname === '/api/admin/session' && method === 'DELETE')
        return new Response(null, { status: 204 });
      if (!url.pathname.startsWith('/api/recalls')) return json({ error: 'Not found' }, 404);
      calls.push({ method, path: url.pathname, body });
      const override = options.recalls?.(method, url, body);
      if (override) return override;
      if (method === 'GET') return json({ recalls: state.recalls });
      if (method === 'PUT') {
        const id = Number(url.pathname.split('/').at(-1));
        const update = body as Partial<Recall>;
        const stored = state.recalls.find((shown) => shown.id === id)!;
        if (update.version !== stored.version) return json({ error: recallMessages.staleVersion }, 409);
        const saved: Recall = {
          ...stored,
          ...update,
          version: stored.version + 1,
          completedAt: update.status === 'completed' ? '2026-11-26T05:00:00.000Z' : null,
        };
        state.recalls = state.recalls.map((shown) => (shown.id === id ? saved : shown));
        return json({ recall: saved });
      }
      const { batchNumbers, ...texts } = body as { batchNumbers: string[] } & Partial<Recall>;
      const published = recall(100, 'Omega-3 Fish Oil', {
        ...texts,
        batches: batchNumbers.map((batchNumber, index) => ({
          id: 1000 + index,
          batchNumber,
          expiresOn: '2028-08-31',
        })),
      });
      state.recalls = [published, ...state.recalls];
      return json({ recall: published }, 201);
    }),
  );
  return { state, calls };
}

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/admin/recalls']}>
      <RecallsScreen title="Recalls" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const listCalls = (calls: ReturnType<typeof fakeServer>['calls']) =>
  calls.filter((call) => call.method === 'GET');

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RecallsScreen', () => {
  it('says it is loading, then lists the notices with how many are open', async () => {
    fakeServer([recall(2, 'Omega-3 Fish Oil'), recall(1, 'BoneStrength Calcium', { status: 'completed' })]);
    renderScreen();
    expect(await screen.findByText('Loading recall notices…')).toHaveAttribute('role', 'status');
    const table = await screen.findByRole('table', { name: 'Recall notices, newest first' });
    const [omega, calcium] = within(table).getAllByRole('row').slice(1);
    expect(omega).toHaveTextContent('Omega-3 Fish Oil');
    expect(omega).toHaveTextContent('B2');
    expect(omega).toHaveTextContent('Class II');
    expect(within(omega!).getByRole('button', { name: /^Mark completed/ })).toBeInTheDocument();
    expect(calcium).toHaveTextContent('Completed');
    expect(screen.getByText('2 notices, 1 open, newest first.')).toBeInTheDocument();
  });

  it('sorts the notices, all of them loaded, by the header pressed, and says how in its caption and status', async () => {
    fakeServer([
      recall(3, 'Omega-3 Fish Oil', { publishedAt: '2026-11-27T05:00:00.000Z' }),
      recall(2, 'BoneStrength Calcium', {
        recallClass: 'I',
        status: 'completed',
        publishedAt: '2026-11-26T05:00:00.000Z',
      }),
      recall(1, 'Cardio Guard', { recallClass: 'III', publishedAt: '2026-11-25T05:00:00.000Z' }),
    ]);
    const user = renderScreen();
    const table = await screen.findByRole('table', { name: 'Recall notices, newest first' });
    const products = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    const header = (name: string) => within(table).getByRole('columnheader', { name });
    expect(header('Published')).toHaveAttribute('aria-sort', 'descending');
    expect(products()).toEqual(['Omega-3 Fish Oil', 'BoneStrength Calcium', 'Cardio Guard']);

    await user.click(within(header('Class')).getByRole('button', { name: 'Class' }));
    expect(products()).toEqual(['BoneStrength Calcium', 'Omega-3 Fish Oil', 'Cardio Guard']);
    expect(header('Class')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Published')).not.toHaveAttribute('aria-sort');
    expect(table).toHaveAccessibleName('Recall notices, Class I first');
    expect(screen.getByText('3 notices, 2 open, Class I first.')).toHaveAttribute('role', 'status');

    within(header('Product')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(products()).toEqual(['BoneStrength Calcium', 'Cardio Guard', 'Omega-3 Fish Oil']);
    expect(header('Product')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard('{Enter}');
    expect(products()).toEqual(['Omega-3 Fish Oil', 'Cardio Guard', 'BoneStrength Calcium']);
    expect(screen.getByText('3 notices, 2 open, by product, Z to A.')).toBeInTheDocument();

    await user.click(within(header('Status')).getByRole('button'));
    expect(products()).toEqual(['Omega-3 Fish Oil', 'Cardio Guard', 'BoneStrength Calcium']);
    await user.click(within(header('Status')).getByRole('button'));
    expect(products()[0]).toBe('BoneStrength Calcium');
    expect(table).toHaveAccessibleName('Recall notices, completed first');

    await user.click(within(header('Published')).getByRole('button'));
    expect(header('Published')).toHaveAttribute('aria-sort', 'descending');
    await user.click(within(header('Published')).getByRole('button'));
    expect(products()).toEqual(['Cardio Guard', 'BoneStrength Calcium', 'Omega-3 Fish Oil']);
    expect(table).toHaveAccessibleName('Recall notices, oldest first');
  });

  it('says so when there is no notice yet', async () => {
    fakeServer([]);
    renderScreen();
    expect(await screen.findByText('No recall notices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks again after a server error, and shows why the list failed to load once the retries are spent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = fakeServer([], {
      recalls: () => json({ error: 'The store is unavailable' }, 503),
    });
    renderScreen();
    expect(await screen.findByText('Loading recall notices…')).toBeInTheDocument();
    // SPEC §9: three retries, 1, 2 and 4 seconds apart.
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(await screen.findByText('The store is unavailable')).toBeInTheDocument();
    expect(listCalls(calls)).toHaveLength(4);
    expect(screen.queryByText('Loading recall notices…')).not.toBeInTheDocument();
  });

  it('goes back to the gate when the session has ended', async () => {
    fakeServer([], { recalls: () => json({ error: 'No valid staff session.' }, 401) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('marks a notice completed, says so, and reads the list again', async () => {
    const { calls } = fakeServer([recall(2, 'Omega-3 Fish Oil')]);
    const user = renderScreen();
    const table = await screen.findByRole('table', { name: 'Recall notices, newest first' });
    await user.click(within(table).getByRole('button', { name: /^Mark completed/ }));
    expect(
      await screen.findByText('The recall of Omega-3 Fish Oil is marked completed.'),
    ).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Completed');
    expect(within(row).queryByRole('button', { name: /^Mark completed/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'completed',
      version: 1,
    });
    expect(await screen.findByText('1 notice, 0 open, newest first.')).toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
    expect(within(row).getByRole('button', { name: /^Edit/ })).toHaveFocus();
  });

  it('shows why a notice could not be marked completed', async () => {
    fakeServer([recall(2, 'Omega-3 Fish Oil')], {
      recalls: (method) =>
        method === 'PUT' ? json({ error: 'Your roles do not allow this.' }, 403) : undefined,
    });
    const user = renderScreen();
    const table = await screen.findByRole('table', { name: 'Recall notices, newest first' });
    await user.click(within(table).getByRole('button', { name: /^Mark completed/ }));
    expect(await screen.findByText('Your roles do not allow this.')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Open');
  });

  it('publishes after the confirmation, naming a batch the server refused beside the batch numbers', async () => {
    let refuse = true;
    fakeServer([], {
      recalls: (method) => {
        if (method !== 'POST' || !refuse) return undefined;
        refuse = false;
        return json(
          { error: 'Invalid input', fields: { 'batchNumbers.1': recallMessages.batchUnknown } },
          400,
        );
      },
    });
    const user = renderScreen();
    await screen.findByText('No recall notices yet.');
    const form = screen.getByRole('form', { name: 'Publish a recall' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Product/ }), 'Omega-3 Fish Oil');
    await user.type(within(form).getByLabelText(/^Batch numbers/), 'R1, NOT-OURS-1');
    await user.click(within(form).getByRole('radio', { name: /^Class II —/ }));
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /^Reason/ }),
      'Not of standard quality',
    );
    await user.type(
      within(form).getByLabelText(/^What was found/),
      'Capsules failed the peroxide value test.',
    );
    await user.click(within(form).getByRole('button', { name: 'Publish the recall…' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Publish this recall now?' });
    expect(dialog).toHaveTextContent('R1 and NOT-OURS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Publish now' }));
    expect(await within(form).findByText(`NOT-OURS-1: ${recallMessages.batchUnknown}`)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^Batch numbers/)).toHaveFocus();

    await user.clear(within(form).getByLabelText(/^Batch numbers/));
    await user.type(within(form).getByLabelText(/^Batch numbers/), 'R1');
    await user.click(within(form).getByRole('button', { name: 'Publish the recall…' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish now' }),
    );
    const saved = await screen.findByText(
      'The recall of Omega-3 Fish Oil is published, and its batch is marked recalled.',
    );
    expect(saved).toHaveFocus();
    expect(within(form).queryByText(`NOT-OURS-1: ${recallMessages.batchUnknown}`)).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Recall notices, newest first' })).toHaveTextContent(
      'R1',
    );
  });

  it('offers the latest version when someone else saved the notice first, and loads it into the form', async () => {
    const { state } = fakeServer([recall(2, 'Omega-3 Fish Oil')]);
    const user = renderScreen();
    const table = await screen.findByRole('table', { name: 'Recall notices, newest first' });
    await user.click(within(table).getByRole('button', { name: /^Edit/ }));
    const form = screen.getByRole('form', { name: 'Edit the recall of Omega-3 Fish Oil' });
    state.recalls = [{ ...state.recalls[0]!, details: 'Someone else’s words.', version: 2 }];

    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(recallMessages.staleVersion)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Load the latest version' }));

    const latest = await screen.findByRole('form', { name: 'Edit the recall of Omega-3 Fish Oil' });
    expect(await within(latest).findByDisplayValue('Someone else’s words.')).toBeInTheDocument();
    expect(screen.queryByText(recallMessages.staleVersion)).not.toBeInTheDocument();
    await user.click(within(latest).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The recall notice of Omega-3 Fish Oil is saved.')).toBeInTheDocument();
  });
});

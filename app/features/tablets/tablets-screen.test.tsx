// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { toast } from 'sonner';
import type { Tablet } from '#contract/tablet.ts';
import { duplicateNameQuestion } from './tablet-editor.tsx';
import { TabletsScreen } from './tablets-screen.tsx';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

type Handler = (method: string, path: string, body: unknown) => Response | undefined;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const noContent = () => new Response(null, { status: 204 });

/** A tablet id as the contract has them (a UUID), from a short number. */
const idOf = (short: string) => `00000000-0000-4000-8000-${short.padStart(12, '0')}`;

function tablet(short: string, name: string, price: number, extra: Partial<Tablet> = {}): Tablet {
  return {
    id: idOf(short),
    name,
    genericName: `${name} generic`,
    price,
    version: 1,
    createdAt: '2025-06-01T00:00:00.000Z',
    updatedAt: '2025-06-01T00:00:00.000Z',
    ...extra,
  };
}

/** What the server answers for GET /api/tablets?q=&sort= (all matches on one page). */
function listAnswer(tablets: Tablet[], path: string) {
  const params = new URL(path, 'http://localhost').searchParams;
  const q = (params.get('q') ?? '').toLowerCase();
  const sort = params.get('sort') ?? 'name';
  const key = (entry: Tablet) => (sort.endsWith('price') ? entry.price : entry.name.toLowerCase());
  const sign = sort.startsWith('-') ? -1 : 1;
  const shown = tablets
    .filter((entry) => `${entry.name}\n${entry.genericName}`.toLowerCase().includes(q))
    .sort((left, right) => sign * (key(left) < key(right) ? -1 : key(left) > key(right) ? 1 : 0));
  return { tablets: shown, nextCursor: null, total: shown.length };
}

/** Pretends the screen is `wide` (768 px or more) or narrower, for the layout's media query. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A fake API: the session and tablet store of the server, with hooks to make calls fail. */
function fakeServer(initial: Tablet[], options: { admin?: boolean } = {}) {
  const state = { admin: options.admin ?? true, tablets: [...initial], nextId: 100 };
  const overrides: Handler[] = [];
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    for (const override of overrides) {
      const answer = override(method, path, body);
      if (answer) return answer;
    }
    if (path === '/api/admin/session') {
      if (method === 'GET') return json({ admin: state.admin });
      if (method === 'DELETE') {
        state.admin = false;
        return noContent();
      }
      if (body.key !== 'right-key') return json({ error: 'Invalid admin key' }, 401);
      state.admin = true;
      return noContent();
    }
    if (path.startsWith('/api/tablets') && method === 'GET') return json(listAnswer(state.tablets, path));
    if (!state.admin) return json({ error: 'Your admin session has ended.' }, 401);
    if (path === '/api/tablets' && method === 'POST') {
      const created = tablet(String(state.nextId++), body.name, body.price, body);
      state.tablets.push(created);
      return json({ tablet: created }, 201);
    }
    const id = decodeURIComponent(path.split('/').pop() ?? '');
    const index = state.tablets.findIndex((candidate) => candidate.id === id);
    if (index < 0) return json({ error: 'Tablet not found' }, 404);
    if (method === 'DELETE') {
      state.tablets.splice(index, 1);
      return noContent();
    }
    const { version, ...fields } = body;
    if (version !== state.tablets[index]!.version) {
      return json({ error: 'This tablet was changed by someone else. Reload and try again.' }, 409);
    }
    state.tablets[index] = { ...state.tablets[index]!, ...fields, version: version + 1 };
    return json({ tablet: state.tablets[index] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { state, overrides, calls };
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  screenWidth(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  delete window.__tabletRefreshHooks;
});

function renderScreen() {
  render(
    <MemoryRouter initialEntries={['/tablets']}>
      <TabletsScreen title="Tablet Management" />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

describe('the admin gate', () => {
  it('checks the session first, then shows the gate; a wrong key says only "Invalid admin key"', async () => {
    fakeServer([], { admin: false });
    const user = renderScreen();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tablet Management');
    expect(screen.getByRole('status')).toHaveTextContent('Checking admin access…');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Admin Access Required' }),
    ).toBeInTheDocument();
    const key = screen.getByLabelText(/^Enter Admin Key/);
    expect(key).toHaveAttribute('type', 'password');
    expect(key).toHaveAttribute('placeholder', 'Enter Admin Key');

    await user.type(key, 'wrong-key');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid admin key');
    expect(key).toHaveAccessibleDescription('Invalid admin key');
    expect(screen.queryByRole('button', { name: 'Add New Tablet' })).not.toBeInTheDocument();
  });

  it('opens the management page with the right key and locks again', async () => {
    fakeServer([tablet('1', 'Dolo 650', 30)], { admin: false });
    const user = renderScreen();
    await user.type(await screen.findByLabelText(/^Enter Admin Key/), 'right-key');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('button', { name: 'Add New Tablet' })).toBeInTheDocument();
    expect(screen.getByText('Manage your medicine inventory')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: 'Edit Dolo 650' })).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
  });

  it('tells how long to wait after too many attempts', async () => {
    const server = fakeServer([], { admin: false });
    server.overrides.push((method, path) =>
      method === 'POST' && path === '/api/admin/session'
        ? json({ error: 'Too many attempts. Try again later.' }, 429, { 'Retry-After': '600' })
        : undefined,
    );
    const user = renderScreen();
    await user.type(await screen.findByLabelText(/^Enter Admin Key/), 'any');
    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 10 minutes.');
  });

  it('asks for a key instead of sending an empty one', async () => {
    const server = fakeServer([], { admin: false });
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Access Admin Panel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the admin key.');
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('the tablet list', () => {
  it('shows name, generic name, rupee price and description, searchable and sortable', async () => {
    const server = fakeServer([
      tablet('1', 'Dolo 650', 30, { genericName: 'Paracetamol', description: 'Fever' }),
      tablet('2', 'Azee 500', 1234.5, { genericName: 'Azithromycin' }),
    ]);
    const user = renderScreen();
    const table = await screen.findByRole('table', { name: 'Tablets' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Azee 500',
      'Dolo 650',
    ]);
    expect(within(rows[0]!).getByText('₹1,234.50')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Paracetamol')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Fever')).toBeInTheDocument();
    // Only the layout for the width is rendered: the table here, no cards.
    expect(screen.queryByRole('list', { name: 'Tablets' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'price');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Dolo 650', 'Azee 500']),
    );

    await user.type(screen.getByLabelText('Search tablets'), 'azith');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Azee 500']),
    );
    expect(screen.getByText('1 tablet')).toBeInTheDocument();
    // The search went to the server once typing paused, not once per key.
    const searches = server.calls.filter((call) => call.path.includes('q='));
    expect(searches.map((call) => call.path)).toEqual(['/api/tablets?q=azith&sort=price']);
  });

  it('shows cards, and no table, below 768 px', async () => {
    screenWidth(false);
    fakeServer([tablet('1', 'Dolo 650', 30)]);
    renderScreen();
    expect(await screen.findByRole('list', { name: 'Tablets' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    fakeServer([]);
    renderScreen();
    expect(await screen.findByText('No tablets found')).toBeInTheDocument();
  });

  it('shows the error panel and toast, and Retry loads again', async () => {
    const server = fakeServer([tablet('1', 'Dolo 650', 30)]);
    let failing = true;
    server.overrides.push((method, path) =>
      failing && method === 'GET' && path === '/api/tablets'
        ? json({ error: 'Store is read-only' }, 403)
        : undefined,
    );
    const user = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Error Loading Tablets' })).toBeInTheDocument();
    expect(screen.getByText('Store is read-only')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Store is read-only' });

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Tablets' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Tablets' })).not.toBeInTheDocument();
  });
});

describe('adding, editing and deleting', () => {
  it('adds a tablet: toast, list refresh, scroll to top, refresh hooks', async () => {
    const server = fakeServer([]);
    const hook = vi.fn();
    const changed = vi.fn();
    window.__tabletRefreshHooks = [hook];
    window.addEventListener('tablets:changed', changed);
    const user = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Add New Tablet' }));
    expect(screen.getByRole('heading', { name: 'Add New Tablet', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Medicine name/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Medicine name/), 'Metformin 500');
    await user.type(screen.getByLabelText(/^Generic name/), 'Metformin');
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '45.5');
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));

    expect(await screen.findAllByRole('button', { name: 'Edit Metformin 500' })).not.toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Tablet added successfully!');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(hook).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Metformin 500',
      genericName: 'Metformin',
      price: 45.5,
    });
    window.removeEventListener('tablets:changed', changed);
  });

  it('edits with the version last seen and says so', async () => {
    const server = fakeServer([tablet('7', 'Dolo 650', 30, { version: 3 })]);
    const user = renderScreen();
    await user.click((await screen.findAllByRole('button', { name: 'Edit Dolo 650' }))[0]!);
    expect(screen.getByRole('heading', { name: 'Edit Tablet' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Price \(₹\)/)).toHaveValue(30);
    await user.clear(screen.getByLabelText(/^Price \(₹\)/));
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '32');
    await user.click(screen.getByRole('button', { name: 'Update Tablet' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tablet updated successfully!'));
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `/api/tablets/${idOf('7')}`,
      body: { name: 'Dolo 650', price: 32, version: 3 },
    });
    expect(await screen.findByText('₹32.00', { selector: 'td' })).toBeInTheDocument();
  });

  it('asks before saving a second tablet with the same names, and Cancel saves nothing', async () => {
    const server = fakeServer([tablet('1', 'Dolo 650', 30, { genericName: 'Paracetamol' })]);
    const user = renderScreen();
    const addAgain = async () => {
      await user.click(await screen.findByRole('button', { name: 'Add New Tablet' }));
      await user.type(screen.getByLabelText(/^Medicine name/), 'dolo 650');
      await user.type(screen.getByLabelText(/^Generic name/), 'PARACETAMOL');
      await user.type(screen.getByLabelText(/^Price \(₹\)/), '31');
      await user.click(screen.getByRole('button', { name: 'Add Tablet' }));
      return screen.findByRole('alertdialog');
    };

    let dialog = await addAgain();
    expect(dialog).toHaveAccessibleDescription(duplicateNameQuestion);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    dialog = await addAgain();
    await user.click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tablet added successfully!'));
    expect(server.state.tablets).toHaveLength(2);
  });

  it('offers the latest version after a 409', async () => {
    const server = fakeServer([tablet('7', 'Dolo 650', 30)]);
    const user = renderScreen();
    await user.click((await screen.findAllByRole('button', { name: 'Edit Dolo 650' }))[0]!);
    // Someone else saves first.
    server.state.tablets[0] = { ...server.state.tablets[0]!, price: 35, version: 2 };
    await user.click(screen.getByRole('button', { name: 'Update Tablet' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This tablet was changed by someone else. Reload and try again.');
    expect(toast.error).toHaveBeenCalledWith('Error', {
      description: 'This tablet was changed by someone else. Reload and try again.',
    });
    await user.click(within(notice).getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(screen.getByLabelText(/^Price \(₹\)/)).toHaveValue(35));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Tablet' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Tablet updated successfully!'));
  });

  it('shows the fallback when a save fails without a message', async () => {
    const server = fakeServer([]);
    server.overrides.push((method) => (method === 'POST' ? new Response('', { status: 500 }) : undefined));
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add New Tablet' }));
    await user.type(screen.getByLabelText(/^Medicine name/), 'X');
    await user.type(screen.getByLabelText(/^Generic name/), 'Y');
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '1');
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to create tablet: 500' }),
    );
    expect(screen.getByRole('heading', { name: 'Add New Tablet', level: 2 })).toBeInTheDocument();
  });

  it('sends an expired session back to the gate with a message', async () => {
    const server = fakeServer([]);
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Add New Tablet' }));
    server.state.admin = false;
    await user.type(screen.getByLabelText(/^Medicine name/), 'X');
    await user.type(screen.getByLabelText(/^Generic name/), 'Y');
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '1');
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));

    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your admin session has ended. Enter the admin key again.',
    );
  });

  it('confirms, then removes a tablet only after the server agreed', async () => {
    const server = fakeServer([tablet('1', 'Dolo 650', 30), tablet('2', 'Azee 500', 120)]);
    // Holds the DELETE answer back to see the state while the server has not confirmed yet.
    let releaseDelete: () => void = () => undefined;
    const deleteGate = new Promise<void>((resolve) => (releaseDelete = resolve));
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') await deleteGate;
      return realFetch(input, init);
    });
    const user = renderScreen();
    const deleteButton = (await screen.findAllByRole('button', { name: 'Delete Dolo 650' }))[0]!;
    await user.click(deleteButton);

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "Dolo 650"?');
    // Stored names are isolated, in the question as in the list, so none can turn the text around it.
    expect(within(dialog).getByText('Dolo 650').tagName).toBe('BDI');
    for (const name of screen.getAllByText('Azee 500')) expect(name.tagName).toBe('BDI');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(within(dialog).getByRole('button', { name: 'Deleting…' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete Dolo 650', hidden: true }).length).toBeGreaterThan(
      0,
    );

    releaseDelete();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(toast.success).toHaveBeenCalledWith('Tablet "Dolo 650" deleted successfully!');
    expect(screen.queryAllByRole('button', { name: 'Delete Dolo 650' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Delete Azee 500' }).length).toBeGreaterThan(0);
    expect(server.state.tablets.map((entry) => entry.name)).toEqual(['Azee 500']);
  });

  it('keeps the tablet and reports the server’s message when a delete fails', async () => {
    const server = fakeServer([tablet('1', 'Dolo 650', 30)]);
    server.overrides.push((method) =>
      method === 'DELETE' ? json({ error: 'Tablet is locked by an audit' }, 423) : undefined,
    );
    const user = renderScreen();
    await user.click((await screen.findAllByRole('button', { name: 'Delete Dolo 650' }))[0]!);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Tablet is locked by an audit' }),
    );
    expect(screen.getAllByRole('button', { name: 'Delete Dolo 650' }).length).toBeGreaterThan(0);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const server = fakeServer([tablet('1', 'Dolo 650', 30)]);
    const user = renderScreen();
    await user.click((await screen.findAllByRole('button', { name: 'Delete Dolo 650' }))[0]!);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });
});

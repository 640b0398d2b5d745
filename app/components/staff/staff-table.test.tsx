// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen, within } from '@testing-library/react';
import { pretendScreenWidth } from '#testing/screen-width.ts';
import {
  type NextPageQuery,
  type StaffColumn,
  StaffRows,
  type StaffRowsProps,
  type StaffSort,
  StaffTable,
  type StaffTableProps,
  sortParameterOf,
  staffSortOf,
  useLoadedRowsSort,
} from './staff-table.tsx';

interface Fruit {
  id: number;
  name: string;
  boxes: number;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Mango', boxes: 12 },
  { id: 2, name: 'Guava', boxes: 3 },
];

const columns: StaffColumn<Fruit>[] = [
  { header: 'Fruit', cell: (fruit) => fruit.name, className: 'font-mono' },
  { header: 'Boxes', headerClassName: 'text-right', className: 'text-right', cell: (fruit) => fruit.boxes },
];

function renderTable(props: Partial<StaffTableProps<Fruit>> = {}) {
  render(
    <StaffTable
      caption="Fruit, newest first"
      scrollLabel="Fruit, scrolling sideways"
      columns={columns}
      rows={fruits}
      rowKey={(fruit) => fruit.id}
      status={{
        loading: 'Loading fruit…',
        empty: 'No fruit yet.',
        shown: (rows) => `Showing ${rows.length} fruit.`,
      }}
      {...props}
    />,
  );
  return userEvent.setup();
}

function nextPage(overrides: Partial<NextPageQuery> = {}): NextPageQuery {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(async () => undefined),
    ...overrides,
  };
}

const table = () => screen.getByRole('table', { name: 'Fruit, newest first' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('StaffTable', () => {
  it('shows the headers and a row per item, each named by its first cell, inside a scrolling region', () => {
    renderTable({ rowClassName: 'align-top' });
    expect(screen.getByRole('region', { name: 'Fruit, scrolling sideways' })).toContainElement(table());
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fruit', 'Boxes']);
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Mango', 'Guava']);
    expect(within(rows[0]!).getByRole('cell')).toHaveTextContent('12');
    expect(within(rows[0]!).getByRole('cell')).toHaveClass('text-right');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveClass('font-mono');
    expect(rows[0]).toHaveClass('align-top');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 fruit.');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says it is loading, without a table, while there are no rows yet', () => {
    renderTable({
      rows: undefined,
      pager: { query: nextPage(), label: 'Show more fruit', loadingLabel: '…' },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit…');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there is nothing to show, without a table', () => {
    renderTable({ rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No fruit yet.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the list’s failure in the alert, leaves the status empty, and offers a retry', async () => {
    const retry = vi.fn();
    const user = renderTable({
      rows: undefined,
      error: { message: 'The store is unavailable', retry: { label: 'Try again', onRetry: retry } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The store is unavailable');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows another failure of the screen in the alert while the list has none, and keeps the status', () => {
    renderTable({ otherFailure: 'Failed to load the staff accounts' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load the staff accounts');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 fruit.');
    cleanup();
    renderTable({
      error: { message: 'The store is unavailable' },
      otherFailure: 'Failed to load the staff accounts',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The store is unavailable');
  });

  it('keeps the row actions’ refusals in an alert of their own, below the list’s', () => {
    renderTable({ error: { message: 'The store is unavailable' }, actionAlert: { message: 'Refused' } });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'The store is unavailable',
      'Refused',
    ]);
    cleanup();
    renderTable({ actionAlert: { message: undefined } });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 fruit.');
  });

  it('asks for the next page without cancelling one under way, and says when it is loading', async () => {
    const query = nextPage();
    const user = renderTable({
      pager: { query, label: 'Show more fruit', loadingLabel: 'Loading more fruit…' },
    });
    await user.click(screen.getByRole('button', { name: 'Show more fruit' }));
    expect(query.fetchNextPage).toHaveBeenCalledWith({ cancelRefetch: false });
    cleanup();

    const loading = nextPage({ isFetchingNextPage: true });
    const again = renderTable({
      pager: { query: loading, label: 'Show more fruit', loadingLabel: 'Loading more fruit…' },
    });
    const button = screen.getByRole('button', { name: 'Loading more fruit…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await again.click(button);
    expect(loading.fetchNextPage).not.toHaveBeenCalled();
  });

  it('has no pager when there is no next page', () => {
    renderTable({
      pager: { query: nextPage({ hasNextPage: false }), label: 'Show more fruit', loadingLabel: '…' },
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('hands a row action the row it stands in', async () => {
    const onPick = vi.fn();
    const user = renderTable({
      columns: [
        ...columns,
        {
          header: <span className="sr-only">Actions</span>,
          cell: (fruit) => <button onClick={() => onPick(fruit)}>Pick {fruit.name}</button>,
        },
      ],
    });
    expect(within(table()).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pick Guava' }));
    expect(onPick).toHaveBeenCalledWith(fruits[1]);
  });
});

function renderRows(props: Partial<StaffRowsProps<Fruit>> = {}) {
  render(
    <StaffRows
      caption="Fruit"
      columns={columns}
      rows={fruits}
      rowKey={(fruit) => fruit.id}
      frameClassName="overflow-x-auto"
      {...props}
    />,
  );
}

const fruitCards = { label: 'Fruit cards', card: (fruit: Fruit) => <h3>{fruit.name}</h3> };

describe('StaffRows', () => {
  it('shows a card per row, and no table, below 768 px', () => {
    pretendScreenWidth(false);
    renderRows({ cards: fruitCards });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Fruit cards' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Mango', 'Guava']);
  });

  it('shows the table, and no cards, from 768 px', () => {
    pretendScreenWidth(true);
    renderRows({ cards: fruitCards });
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Fruit' })).getAllByRole('row')).toHaveLength(3);
  });

  it('frames the table in a plain box without a scroll label, and spaces roomy cells wider', () => {
    renderRows({ cells: 'roomy' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    const frame = screen.getByRole('table').parentElement;
    expect(frame).toHaveClass('overflow-x-auto');
    expect(frame).not.toHaveAttribute('tabindex');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveClass('px-4', 'py-3', 'font-mono');
    expect(within(row).getByRole('cell')).toHaveClass('px-4', 'py-3', 'text-right');
    expect(within(row).getByRole('cell')).not.toHaveClass('text-slate-800');
  });

  it('draws a ruled summary without a box: a visible caption, rules, and only its columns’ classes', () => {
    const { container } = render(
      <StaffRows
        caption="Fruit"
        captionShown
        id="fruit-table"
        tableClassName="mt-2 w-full"
        columns={[
          { header: 'Fruit', cell: (fruit) => fruit.name },
          {
            header: 'Boxes',
            headerClassName: 'text-right',
            className: (fruit) => (fruit.boxes > 10 ? 'text-right font-semibold' : 'text-right'),
            cell: (fruit) => fruit.boxes,
          },
        ]}
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        ruled
      />,
    );
    const ruled = screen.getByRole('table', { name: 'Fruit' });
    expect(ruled.parentElement).toBe(container);
    expect(ruled).toHaveAttribute('id', 'fruit-table');
    expect(ruled).toHaveAttribute('class', 'mt-2 w-full');
    expect(ruled.querySelector('caption')).not.toHaveClass('sr-only');
    expect(ruled.querySelector('thead')).not.toHaveAttribute('class');
    expect(ruled.querySelector('tbody')).not.toHaveAttribute('class');
    const [header, mango, guava] = within(ruled).getAllByRole('row');
    expect(header).toHaveClass('border-b', 'border-slate-300');
    expect(within(header!).getByRole('columnheader', { name: 'Fruit' })).not.toHaveAttribute('class');
    expect(within(header!).getByRole('columnheader', { name: 'Boxes' })).toHaveAttribute(
      'class',
      'text-right',
    );
    expect(mango).toHaveAttribute('class', 'border-b border-slate-200');
    expect(within(mango!).getByRole('rowheader')).not.toHaveAttribute('class');
    expect(within(mango!).getByRole('cell')).toHaveAttribute('class', 'text-right font-semibold');
    expect(within(guava!).getByRole('cell')).toHaveAttribute('class', 'text-right');
  });

  it('keeps the banded look’s caption, header band and dividers, and no class on rows without one', () => {
    renderRows();
    const banded = screen.getByRole('table', { name: 'Fruit' });
    expect(banded).toHaveAttribute('class', 'w-full text-left text-sm');
    expect(banded.querySelector('caption')).toHaveClass('sr-only');
    expect(banded.querySelector('thead')).toHaveAttribute('class', 'bg-slate-50 text-slate-700');
    expect(banded.querySelector('tbody')).toHaveAttribute('class', 'divide-y divide-slate-200');
    expect(within(banded).getAllByRole('row')[1]).not.toHaveAttribute('class');
  });
});

const sortableColumns: StaffColumn<Fruit>[] = [
  {
    header: 'Fruit',
    cell: (fruit) => fruit.name,
    sort: { key: 'name', compare: (a, b) => a.name.localeCompare(b.name) },
  },
  {
    header: 'Boxes',
    cell: (fruit) => fruit.boxes,
    sort: { key: 'boxes', first: 'descending', compare: (a, b) => a.boxes - b.boxes },
  },
  { header: 'Colour', cell: () => 'green' },
];

/** A list that is not paged, its loaded rows sorted in the browser; it starts in the order they came in. */
function SortedFruit({ rows, initial }: { rows: Fruit[]; initial: StaffSort }) {
  const sorted = useLoadedRowsSort(rows, sortableColumns, initial);
  return (
    <StaffTable
      caption="Fruit"
      scrollLabel="Fruit, scrolling sideways"
      columns={sortableColumns}
      rows={sorted.rows}
      rowKey={(fruit) => fruit.id}
      status={{ loading: '…', empty: '…', shown: () => `Sorted by ${sorted.sorting.sort.key}.` }}
      sorting={sorted.sorting}
    />
  );
}

const names = () =>
  within(screen.getByRole('table', { name: 'Fruit' }))
    .getAllByRole('rowheader')
    .map((header) => header.textContent);

const header = (name: string) =>
  within(screen.getByRole('table', { name: 'Fruit' })).getByRole('columnheader', { name });

describe('sorting', () => {
  const papaya = { id: 3, name: 'Papaya', boxes: 12 };

  it('makes a sortable header a button, with aria-sort on the header of the order shown only', () => {
    render(<SortedFruit rows={[...fruits, papaya]} initial={{ key: 'boxes', direction: 'descending' }} />);
    expect(header('Boxes')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Fruit')).not.toHaveAttribute('aria-sort');
    expect(within(header('Fruit')).getByRole('button', { name: 'Fruit' })).toBeInTheDocument();
    expect(within(header('Colour')).queryByRole('button')).not.toBeInTheDocument();
    // Mango and Papaya tie on 12 boxes and keep the order they came in.
    expect(names()).toEqual(['Mango', 'Papaya', 'Guava']);
  });

  it('sorts by a column when its header is pressed, its first way, then the other way', async () => {
    const user = userEvent.setup();
    render(<SortedFruit rows={[...fruits, papaya]} initial={{ key: 'boxes', direction: 'descending' }} />);
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(names()).toEqual(['Guava', 'Mango', 'Papaya']);
    expect(header('Fruit')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Boxes')).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('status')).toHaveTextContent('Sorted by name.');

    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(names()).toEqual(['Papaya', 'Mango', 'Guava']);
    expect(header('Fruit')).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Boxes' }));
    expect(header('Boxes')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Mango', 'Papaya', 'Guava']);
  });

  it('sorts from the keyboard: Enter and Space on the focused header', async () => {
    const user = userEvent.setup();
    render(<SortedFruit rows={fruits} initial={{ key: 'boxes', direction: 'descending' }} />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Guava', 'Mango']);
    expect(header('Fruit')).toHaveAttribute('aria-sort', 'ascending');
    await user.keyboard(' ');
    expect(header('Fruit')).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Mango', 'Guava']);
  });

  it('hands a list the API sorts the order asked for, and shows its rows as they come', async () => {
    const onSort = vi.fn();
    const user = renderTable({
      columns: sortableColumns.map(({ sort, ...column }) =>
        sort ? { ...column, sort: { key: sort.key, first: sort.first } } : column,
      ),
      sorting: { sort: { key: 'name', direction: 'ascending' }, onSort },
    });
    await user.click(screen.getByRole('button', { name: 'Boxes' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'boxes', direction: 'descending' });
    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(onSort).toHaveBeenLastCalledWith({ key: 'name', direction: 'descending' });
    expect(
      within(table())
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mango', 'Guava']);
  });

  it('has plain headers when the list is not sortable', () => {
    renderTable({ columns: sortableColumns });
    expect(within(table()).queryByRole('button')).not.toBeInTheDocument();
    for (const cell of within(table()).getAllByRole('columnheader'))
      expect(cell).not.toHaveAttribute('aria-sort');
  });

  it('gives a list with cards a card per row below 768 px, under its status line', () => {
    pretendScreenWidth(false);
    renderTable({ cards: fruitCards });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 fruit.');
    const items = within(screen.getByRole('list', { name: 'Fruit cards' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Mango', 'Guava']);
  });
});

describe('an API’s sort parameter and the table’s order', () => {
  it('reads a leading minus as descending, and writes it back the same', () => {
    expect(staffSortOf('expiresOn')).toEqual({ key: 'expiresOn', direction: 'ascending' });
    expect(staffSortOf('-expiresOn')).toEqual({ key: 'expiresOn', direction: 'descending' });
    for (const parameter of ['name', '-name', 'newest'])
      expect(sortParameterOf(staffSortOf(parameter))).toBe(parameter);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PageLinks, pageNumbersAround } from './page-links.tsx';

afterEach(cleanup);

describe('pageNumbersAround', () => {
  it('shows every page of a short list', () => {
    expect(pageNumbersAround(1, 1)).toEqual([1]);
    expect(pageNumbersAround(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last and the neighbours of the current page, a gap for two or more left out', () => {
    expect(pageNumbersAround(1, 11)).toEqual([1, 2, 'gap', 11]);
    expect(pageNumbersAround(6, 11)).toEqual([1, 'gap', 5, 6, 7, 'gap', 11]);
    expect(pageNumbersAround(4, 11)).toEqual([1, 2, 3, 4, 5, 'gap', 11]);
    expect(pageNumbersAround(11, 11)).toEqual([1, 'gap', 10, 11]);
  });
});

describe('PageLinks', () => {
  const links = (page: number) =>
    render(
      <PageLinks
        label="Pages of supplements"
        page={page}
        pageCount={3}
        hrefOf={(number) => (number === 1 ? '/list' : `/list?page=${number}`)}
        previous="Previous page"
        next="Next page"
        pageName={(number) => `Page ${number}`}
      />,
    );

  it('is a named navigation of plain links, the current page marked', () => {
    links(2);
    const nav = screen.getByRole('navigation', { name: 'Pages of supplements' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=3');
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    links(1);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    cleanup();
    links(3);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });
});

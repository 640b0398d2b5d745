// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field.tsx';

afterEach(cleanup);

describe('SearchField', () => {
  it('is a GET search form with a labelled field and a submit button (WCAG H32)', () => {
    render(<SearchField id="q" label="Search products" value="" onChange={() => undefined} />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('name', 'q');
    const submit = screen.getByRole('button', { name: 'Search' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(form).toContainElement(submit);
  });

  it('stays on the page when the scripts run: the list has already filtered as typed', async () => {
    const onChange = vi.fn();
    render(<SearchField id="q" label="Search products" value="eye" onChange={onChange} />);
    // Heard above React's root, after React's own handler has run.
    const submitted = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    document.removeEventListener('submit', submitted);
    expect(submitted).toHaveReturnedWith(true);
  });

  it('without onChange sends the search to the server, the field starting from the searched text', async () => {
    render(<SearchField id="q" label="Search products" value="eye" />);
    expect(screen.getByRole('searchbox')).toHaveValue('eye');
    await userEvent.type(screen.getByRole('searchbox'), 's');
    expect(screen.getByRole('searchbox')).toHaveValue('eyes');
    const submitted = vi.fn((event: Event) => {
      const prevented = event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
      return prevented;
    });
    document.addEventListener('submit', submitted);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    document.removeEventListener('submit', submitted);
    expect(submitted).toHaveReturnedWith(false);
  });
});

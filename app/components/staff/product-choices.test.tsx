// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StaffQueries } from './staff-queries.tsx';
import { useProductChoices } from './product-choices.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function ProductField() {
  const products = useProductChoices();
  return (
    <label>
      Product
      <select disabled={!products.ready} defaultValue="">
        <option value="">{products.placeholder}</option>
        {products.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const renderField = () =>
  render(
    <StaffQueries onSessionExpired={() => {}}>
      <ProductField />
    </StaffQueries>,
  );

describe('a staff form’s product choices', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offer the product master’s products by name, the field waiting until they are in', async () => {
    let answer: (response: Response) => void = () => {};
    const fetched = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetched);
    renderField();
    const field = screen.getByRole('combobox', { name: 'Product' });
    expect(field).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading the products…' })).toBeInTheDocument();

    // The names of the published products only: a product never published has no batches yet.
    expect(fetched.mock.calls[0]?.[0]).toBe('/api/products/names');
    answer(
      json({
        products: [
          { slug: 'zinc-plus', name: 'Zinc Plus' },
          { slug: 'a-new-tablet', name: 'Acetra 10' },
        ],
      }),
    );
    expect(await screen.findByRole('option', { name: 'Acetra 10' })).toHaveValue('a-new-tablet');
    expect(field).toBeEnabled();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a product',
      'Acetra 10',
      'Zinc Plus',
    ]);
  });

  it('say when the list could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'Your role does not allow this.' }, 403)),
    );
    renderField();
    expect(
      await screen.findByRole('option', {
        name: 'The products could not be loaded: reload the page to try again',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Product' })).toBeDisabled();
  });
});

// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leadMessages } from '#contract/lead-texts.ts';
import { quoteConfirmationContent as quoteConfirmation } from './quote-content.ts';
import { QuoteForm, quoteProcessingMs } from './quote-form.tsx';
import { setUpLeadFormTests } from '#testing/lead-form-setup.ts';

/** Renders the form at /request-quote, with `?product=` when a product is given. */
function renderForm(product?: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const query = product === undefined ? '' : `?product=${encodeURIComponent(product)}`;
  window.history.replaceState(null, '', `/request-quote${query}`);
  render(<QuoteForm />);
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /submit quote request|processing/i });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/full name/i), 'Priya Reddy');
  await user.type(screen.getByLabelText(/email address/i), 'priya@example.in');
  await user.type(screen.getByLabelText(/quantity/i), '250');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
}

const fetchMock = setUpLeadFormTests();

describe('QuoteForm', () => {
  it('is a real form posting to the quote endpoint, and fills the product in from the given name', () => {
    renderForm('Insulin Pen');
    expect(screen.getByLabelText(/product name/i)).toHaveValue('Insulin Pen');
    const form = screen.getByRole('form', { name: 'Quote request' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/quote-requests');
  });

  it('shows the contract messages beside each field, focuses the first and sends nothing', async () => {
    const user = renderForm();
    await user.click(submitButton());
    const fullName = await screen.findByLabelText(/full name/i);
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription(expect.stringContaining(leadMessages.fullNameRequired));
    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(
      expect.stringContaining(leadMessages.emailRequired),
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      expect.stringContaining(leadMessages.agreementRequired),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('processes for at least 1.5 s while sending, then confirms with the reference and clears the form', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reference: 'Q-2026-000123' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = renderForm('Glucose Meter');
    await fillRequired(user);
    await user.click(submitButton());

    await waitFor(() => expect(submitButton()).toHaveTextContent('Processing...'));
    expect(submitButton()).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/quote-requests');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      fullName: 'Priya Reddy',
      email: 'priya@example.in',
      productName: 'Glucose Meter',
      quantity: 250,
      agreed: true,
    });
    act(() => vi.advanceTimersByTime(quoteProcessingMs - 300));
    expect(screen.queryByText(quoteConfirmation.title)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(400));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(quoteConfirmation.title));
    expect(status).toHaveTextContent(`${quoteConfirmation.text} Your reference is Q-2026-000123.`);
    expect(submitButton()).toHaveTextContent('Submit Quote Request');
    expect(screen.getByLabelText(/full name/i)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });

  it('offers nineteen further lines, each input with the placeholder the reveal rule reads, and sends those filled', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ reference: 'Q-2026-7K3M9PXD' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = renderForm('Glucose Meter');
    const lines = screen.getByRole('group', { name: 'More products' });
    const inputs = lines.querySelectorAll('input');
    expect(inputs).toHaveLength(38);
    for (const input of inputs) expect(input.placeholder).not.toBe('');
    expect(screen.getByLabelText(/^Product name/)).toHaveAttribute('list', 'quote-product-names');

    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Product 2\b/), 'Insulin Pen');
    await user.type(screen.getByLabelText(/^How many of product 2\b/), '300');
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({
      productName: 'Glucose Meter',
      productName2: 'Insulin Pen',
      quantity2: 300,
    });
  });

  it('shows what the server refused and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: 'Too many requests from your network.' }), {
        status: 429,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const user = renderForm('Glucose Meter');
    await fillRequired(user);
    await user.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(quoteProcessingMs + 100));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests from your network.');
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Priya Reddy');
  });
});

// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteConfirmation } from './quote-confirmation.tsx';
import { QuoteForm, quoteProcessingMs } from './quote-form.tsx';
import { quoteMessages } from './quote-request.ts';

function renderForm(initialProduct?: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(
    <MemoryRouter>
      <QuoteForm initialProduct={initialProduct} />
    </MemoryRouter>,
  );
  return user;
}

const submitButton = () => screen.getByRole('button', { name: /submit quote request|processing/i });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/full name/i), 'Priya Reddy');
  await user.type(screen.getByLabelText(/email address/i), 'priya@example.in');
  await user.type(screen.getByLabelText(/quantity/i), '250');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
}

beforeEach(() => {
  // The clock also runs on its own, as Testing Library waits on real zero-delay timeouts.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('QuoteForm', () => {
  it('fills the product in from the given name', () => {
    renderForm('Insulin Pen');
    expect(screen.getByLabelText(/product name/i)).toHaveValue('Insulin Pen');
  });

  it('shows every required field error, marks the fields invalid and focuses the first', async () => {
    const user = renderForm();
    await user.click(submitButton());

    const fullName = screen.getByLabelText(/full name/i);
    expect(fullName).toHaveFocus();
    expect(fullName).toHaveAttribute('aria-invalid', 'true');
    expect(fullName).toHaveAccessibleDescription(quoteMessages.fullNameRequired);
    expect(screen.getByLabelText(/email address/i)).toHaveAccessibleDescription(quoteMessages.emailRequired);
    expect(screen.getByLabelText(/product name/i)).toHaveAccessibleDescription(
      quoteMessages.productNameRequired,
    );
    expect(screen.getByLabelText(/quantity/i)).toHaveAccessibleDescription(
      expect.stringContaining(quoteMessages.quantityRequired),
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(quoteMessages.agreementRequired);
    expect(screen.getByLabelText(/phone number/i)).not.toHaveAttribute('aria-invalid');
    expect(submitButton()).toHaveTextContent('Submit Quote Request');
  });

  it('blocks an invalid email and clears the message once it is corrected', async () => {
    const user = renderForm('Glucose Meter');
    await fillRequired(user);
    const email = screen.getByLabelText(/email address/i);
    await user.clear(email);
    await user.type(email, 'priya@example');
    await user.click(submitButton());

    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(quoteMessages.emailInvalid);
    expect(submitButton()).not.toBeDisabled();

    await user.type(email, '.in');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('processes for 1.5 s, then confirms in a focused status region and clears the form', async () => {
    const user = renderForm('Glucose Meter');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/company/i), 'Sunrise Hospitals');
    await user.selectOptions(screen.getByLabelText(/timeline/i), 'Within a month');
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Processing...');
    expect(screen.queryByText(quoteConfirmation.title)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(quoteProcessingMs - 200));
    expect(submitButton()).toHaveTextContent('Processing...');

    act(() => vi.advanceTimersByTime(200));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(quoteConfirmation.title);
    expect(status).toHaveTextContent(quoteConfirmation.text);
    expect(status).toHaveFocus();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Submit Quote Request');
    for (const label of [/full name/i, /email address/i, /company/i, /product name/i, /timeline/i]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(screen.getByLabelText(/quantity/i)).toHaveValue(null);
    expect(screen.getByRole('checkbox')).not.toBeChecked();
  });
});

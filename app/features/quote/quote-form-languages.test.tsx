// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TranslatedLocale } from '#languages/locales.ts';
import { MessagesContext, messagesOf } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { timelineOptions } from '#contract/lead-options.ts';
import { QuoteForm, quoteFormTexts, quoteProcessingMs } from './quote-form.tsx';
import { setUpLeadFormTests } from '#testing/lead-form-setup.ts';

/** The form as its island hydrates on a page in `locale`: with only the texts the island declares. */
function renderOnPage(locale: TranslatedLocale) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  window.history.replaceState(null, '', `/${locale}/request-quote?product=Glucose%20Meter`);
  const messages = messagesOf(messagesFor(locale), ['form', ...quoteFormTexts]);
  const view = render(
    <MessagesContext value={{ locale, messages }}>
      <QuoteForm />
    </MessagesContext>,
  );
  return { user, view };
}

/** A field by its whole label, which the form kit follows with ' *' or ' (optional)'. */
function labelled(label: string | undefined): RegExp {
  return new RegExp(`^${(label ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*| \\(|$)`);
}

const fetchMock = setUpLeadFormTests();

describe('the quote form on a Telugu or Hindi page', () => {
  it.each(['te', 'hi'] as const)(
    'shows every word of the form in %s, from the texts its island carries',
    (locale) => {
      const t = messagesFor(locale);
      const { view } = renderOnPage(locale);
      const form = screen.getByRole('form', { name: t['quote.form.formName'] });
      expect(form).toHaveAttribute('action', `/api/quote-requests?lang=${locale}`);
      expect(screen.getByLabelText(labelled(t['field.quote.productName']))).toHaveValue('Glucose Meter');
      expect(screen.getByLabelText(labelled(t['field.quote.quantity']))).toHaveAccessibleDescription(
        t['quote.form.quantityHint'],
      );
      const lines = screen.getByRole('group', { name: t['quote.form.moreProducts'] });
      expect(within(lines).getByLabelText(labelled(t['field.quote.productName2']))).toHaveAttribute(
        'placeholder',
        t['quote.form.productPlaceholder'],
      );
      expect(lines).toHaveAccessibleDescription(t['quote.form.moreProductsHint']!.replace('{count}', '19'));
      const timeline = screen.getByLabelText(labelled(t['field.quote.timeline']));
      expect(
        within(timeline)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        t['quote.form.timelinePlaceholder'],
        ...timelineOptions.map(({ value }) => t[`option.timeline.${value}`]),
      ]);
      expect(screen.getByRole('link', { name: t['termsAgreement.termsLink'] })).toHaveAttribute(
        'href',
        localHref('/terms', locale),
      );
      expect(screen.getByRole('button', { name: t['quote.form.submit'] })).toBeInTheDocument();
      // Names of products and numbers aside, nothing is left in English.
      expect(view.container.textContent).not.toMatch(/[A-Za-z]{3,}/);
    },
  );

  it('refuses in Hindi beside each field, then processes and confirms in Hindi', async () => {
    const t = messagesFor('hi');
    const { user } = renderOnPage('hi');
    const submit = () => screen.getByRole('button', { name: /./ });
    await user.click(submit());
    const fullName = screen.getByLabelText(labelled(t['field.quote.fullName']));
    await waitFor(() => expect(fullName).toHaveFocus());
    expect(fullName).toHaveAccessibleDescription(t['lead.fullNameRequired']);
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(t['lead.agreementRequired']);
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ reference: 'Q-2026-7K3M9PXD', requestPath: '/requests/Q-2026-7K3M9PXD#key' }),
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    await user.type(fullName, 'प्रिया रेड्डी');
    await user.type(screen.getByLabelText(labelled(t['field.quote.email'])), 'priya@example.in');
    await user.type(screen.getByLabelText(labelled(t['field.quote.quantity'])), '250');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await waitFor(() => expect(submit()).toHaveTextContent(t['quote.form.processing']!));
    // Sent with the page's language, so the confirmation mail and every reply are in Hindi.
    expect(new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost').search).toBe('?lang=hi');

    await act(() => vi.advanceTimersByTimeAsync(quoteProcessingMs + 100));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(t['quote.confirmation.title']!));
    expect(status).toHaveTextContent(
      `${t['quote.confirmation.text']} ${t['form.reference']!.replace('{reference}', 'Q-2026-7K3M9PXD')}`,
    );
    // The request's private page in the form's language.
    expect(within(status).getByRole('link', { name: t['form.followLink'] })).toHaveAttribute(
      'href',
      '/hi/requests/Q-2026-7K3M9PXD#key',
    );
    expect(submit()).toHaveTextContent(t['quote.form.submit']!);
  });
});

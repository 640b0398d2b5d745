// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceField, EmailField, FieldGroup, PhoneField, SendRow } from './lead-form-fields.tsx';

afterEach(cleanup);

const binding = (name: string, label: string) => ({
  label,
  required: true,
  error: undefined,
  name,
  maxLength: 254,
});

describe('the lead forms’ parts', () => {
  it('groups fields under their legend', () => {
    render(
      <FieldGroup legend="About you">
        <EmailField field={binding('email', 'Email')} />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'About you' });
    expect(group).toHaveClass('md:col-span-2');
    expect(group).toContainElement(screen.getByRole('textbox', { name: /Email/ }));
  });

  it('asks for a mail address and a phone number the browser may fill in, with the field’s hint', () => {
    render(
      <>
        <EmailField field={binding('reporterEmail', 'Email')} hint="Only to ask you more." />
        <PhoneField field={binding('reporterPhone', 'Phone')} />
      </>,
    );
    const email = screen.getByRole('textbox', { name: /Email/ });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('name', 'reporterEmail');
    expect(email).toHaveAccessibleDescription('Only to ask you more.');
    const phone = screen.getByRole('textbox', { name: /Phone/ });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).toHaveAttribute('name', 'reporterPhone');
  });

  it('offers a contract’s choices by their labels, none chosen at first', () => {
    render(
      <ChoiceField
        field={binding('urgency', 'Urgency')}
        choices={[{ value: 'routine' }, { value: 'urgent' }]}
        labels={{ routine: 'Routine' }}
        placeholder="Choose one"
      />,
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: /Urgency/ });
    expect(select).toHaveAttribute('name', 'urgency');
    expect(select.value).toBe('');
    expect(Array.from(select.options, (option) => [option.value, option.text])).toEqual([
      ['', 'Choose one'],
      ['routine', 'Routine'],
      ['urgent', 'urgent'],
    ]);
  });

  it('shows the form’s refusal above its send button, which says it is busy while sending', () => {
    const { rerender } = render(
      <SendRow formError="Please check the form." busy={false} busyLabel="Sending…" className="mt-6">
        Send
      </SendRow>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    rerender(
      <SendRow busy busyLabel="Sending…" className="mt-6">
        Send
      </SendRow>,
    );
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});

// @vitest-environment jsdom
import { describe, expect, it, afterEach, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import {
  emptyTabletFormValues,
  formFieldErrors,
  parsePrice,
  validateTabletForm,
} from './tablet-form-values.ts';
import { TabletForm, type TabletSaveOutcome } from './tablet-form.tsx';

describe('parsePrice', () => {
  it('reads numbers and counts empty or non-numeric text as 0', () => {
    expect(parsePrice('12.5')).toBe(12.5);
    expect(parsePrice(' 7 ')).toBe(7);
    expect(parsePrice('')).toBe(0);
    expect(parsePrice('   ')).toBe(0);
    expect(parsePrice('abc')).toBe(0);
    expect(parsePrice('Infinity')).toBe(0);
  });
});

describe('validateTabletForm', () => {
  it('gives the trimmed input when every rule holds', () => {
    expect(
      validateTabletForm({ name: ' Dolo 650 ', genericName: 'Paracetamol', price: '30.50', description: '' }),
    ).toEqual({ ok: true, input: { name: 'Dolo 650', genericName: 'Paracetamol', price: 30.5 } });
  });

  it('keeps a description', () => {
    const result = validateTabletForm({
      name: 'A',
      genericName: 'B',
      price: '1',
      description: ' For fever ',
    });
    expect(result).toEqual({
      ok: true,
      input: { name: 'A', genericName: 'B', price: 1, description: 'For fever' },
    });
  });

  it('reports the spec messages for blank names and a missing price', () => {
    expect(validateTabletForm({ name: '  ', genericName: '', price: '', description: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Medicine name is required',
        genericName: 'Generic name is required',
        price: 'Price must be greater than 0',
      },
    });
  });

  it('rejects zero, negative and non-numeric prices with the spec message', () => {
    for (const price of ['0', '-5', 'abc']) {
      const result = validateTabletForm({ name: 'A', genericName: 'B', price, description: '' });
      expect(result).toEqual({ ok: false, errors: { price: 'Price must be greater than 0' } });
    }
  });

  it('applies the shared limits', () => {
    const result = validateTabletForm({ name: 'A', genericName: 'B', price: '1.005', description: '' });
    expect(result).toEqual({ ok: false, errors: { price: 'Price can have at most 2 decimal places' } });
  });
});

describe('formFieldErrors', () => {
  it('keeps only the fields the form has', () => {
    expect(formFieldErrors({ name: 'Too long', version: 'version is required', _root: 'x' })).toEqual({
      name: 'Too long',
    });
    expect(formFieldErrors(undefined)).toEqual({});
  });
});

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderForm(onSave = vi.fn(async (): Promise<TabletSaveOutcome> => ({ saved: true }))) {
  const onCancel = vi.fn();
  render(
    <TabletForm
      heading="Add New Tablet"
      submitLabel="Add Tablet"
      initialValues={emptyTabletFormValues}
      saving={false}
      onSave={onSave}
      onCancel={onCancel}
    />,
  );
  return { onSave, onCancel, user: userEvent.setup() };
}

describe('TabletForm', () => {
  it('shows every spec message under its field and the validation toast on an empty submit', async () => {
    const { onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));

    const name = screen.getByLabelText(/^Medicine name/);
    expect(name).toHaveAccessibleDescription('Medicine name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Generic name/)).toHaveAccessibleDescription('Generic name is required');
    expect(screen.getByLabelText(/^Price \(₹\)/)).toHaveAccessibleDescription('Price must be greater than 0');
    expect(screen.getByLabelText(/Description/)).not.toHaveAttribute('aria-invalid');
    expect(toast.error).toHaveBeenCalledWith('Validation Error', {
      description: 'Please fill in all required fields correctly.',
    });
    expect(onSave).not.toHaveBeenCalled();
    expect(name).toHaveFocus();
  });

  it('clears only the edited field’s error', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));
    await user.type(screen.getByLabelText(/^Medicine name/), 'D');

    expect(screen.queryByText('Medicine name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Medicine name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Generic name is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Price \(₹\)/), '5');
    expect(screen.queryByText('Price must be greater than 0')).not.toBeInTheDocument();
    expect(screen.getByText('Generic name is required')).toBeInTheDocument();
  });

  it('treats blank names and a zero price as invalid', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText(/^Medicine name/), '   ');
    await user.type(screen.getByLabelText(/^Generic name/), 'Paracetamol');
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '0');
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));

    expect(screen.getByText('Medicine name is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be greater than 0')).toBeInTheDocument();
    expect(screen.queryByText('Generic name is required')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed input when valid', async () => {
    const { onSave, user } = renderForm();
    await user.type(screen.getByLabelText(/^Medicine name/), ' Dolo 650 ');
    await user.type(screen.getByLabelText(/^Generic name/), 'Paracetamol');
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '30.5');
    await user.type(screen.getByLabelText(/Description/), 'For fever');
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));

    expect(onSave).toHaveBeenCalledWith({
      name: 'Dolo 650',
      genericName: 'Paracetamol',
      price: 30.5,
      description: 'For fever',
    });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under their fields', async () => {
    const onSave = vi.fn(async (): Promise<TabletSaveOutcome> => ({
      saved: false,
      fieldErrors: { genericName: 'Generic name must be at most 120 characters' },
    }));
    const { user } = renderForm(onSave);
    await user.type(screen.getByLabelText(/^Medicine name/), 'Dolo 650');
    await user.type(screen.getByLabelText(/^Generic name/), 'Paracetamol');
    await user.type(screen.getByLabelText(/^Price \(₹\)/), '30');
    await user.click(screen.getByRole('button', { name: 'Add Tablet' }));

    const genericName = screen.getByLabelText(/^Generic name/);
    expect(genericName).toHaveAccessibleDescription('Generic name must be at most 120 characters');
    expect(genericName).toHaveFocus();
  });

  it('cancels without validating', async () => {
    const { onCancel, onSave, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('has a number price input with step 0.01 and min 0.01, and no browser validation', () => {
    renderForm();
    const price = screen.getByLabelText(/^Price \(₹\)/);
    expect(price).toHaveAttribute('type', 'number');
    expect(price).toHaveAttribute('step', '0.01');
    expect(price).toHaveAttribute('min', '0.01');
    expect(price.closest('form')).toHaveAttribute('novalidate');
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select, Textarea } from './form-controls.tsx';
import type { FieldBinding } from '#app/lib/use-lead-form.ts';
import { BoundChoiceGroup, BoundField, TextInput } from './form.tsx';

const binding = { label: 'Address', required: true, error: undefined, name: 'address', maxLength: 500 };

describe('BoundField', () => {
  it('labels its control, and gives it the field’s name first and its maxLength last', () => {
    const html = renderToStaticMarkup(
      <BoundField field={binding}>
        {(control) => <Textarea {...control({ rows: 3, autoComplete: 'street-address' })} />}
      </BoundField>,
    );
    expect(html).toMatch(/<label[^>]*>Address<span[^>]*> \*<\/span><\/label>/);
    expect(html).toMatch(
      /<textarea rows="3" id="[^"]+" required="" name="address" autoComplete="street-address" maxLength="500" class=/,
    );
  });

  it('leaves the maxLength to the call when the contract gives none, and marks an optional field', () => {
    const html = renderToStaticMarkup(
      <BoundField
        field={{ ...binding, label: 'PIN code', name: 'pinCode', required: false, maxLength: undefined }}
      >
        {(control) => <TextInput {...control({ inputMode: 'numeric', maxLength: 6 })} />}
      </BoundField>,
    );
    expect(html).toContain('PIN code<span class="font-normal text-slate-600"> (optional)</span>');
    expect(html).toMatch(
      /<input type="text" id="[^"]+" inputMode="numeric" maxLength="6" class="[^"]+" name="pinCode"\/>/,
    );
    expect(html).not.toContain('required');
  });

  it('gives a choice its name and no maxLength, which a <select> does not have', () => {
    const html = renderToStaticMarkup(
      <BoundField field={{ ...binding, label: 'Product', name: 'productSlug', maxLength: 100 }}>
        {(control) => <Select {...control()} options={[{ value: 'neurovital', label: 'NeuroVital' }]} />}
      </BoundField>,
    );
    expect(html).toMatch(/<select id="[^"]+" required="" name="productSlug" class=/);
    expect(html.toLowerCase()).not.toContain('maxlength');
  });
});

describe('BoundChoiceGroup', () => {
  const choices = (field: FieldBinding, hint?: string) =>
    renderToStaticMarkup(
      <BoundChoiceGroup field={field} hint={hint}>
        {(choice) =>
          ['a', 'b'].map((value) => {
            const { id, ...bound } = choice(value);
            return <input key={value} id={id} type="radio" {...bound} />;
          })
        }
      </BoundChoiceGroup>,
    );

  it('names the group by the field’s label and gives every choice its name, value and required', () => {
    const html = choices({ ...binding, label: 'Class', name: 'recallClass' }, 'As the guidelines define it.');
    expect(html).toMatch(/^<fieldset><legend[^>]*>Class<span[^>]*> \*<\/span><\/legend><p id="([^"]+)-hint"/);
    const hintId = /<p id="([^"]+)"/.exec(html)?.[1];
    const inputs = html.match(/<input [^>]*>/g) ?? [];
    expect(inputs).toHaveLength(2);
    for (const [index, value] of ['a', 'b'].entries()) {
      expect(inputs[index]).toMatch(new RegExp(`^<input id="[^"]+-${value}" type="radio" `));
      for (const attribute of [
        'name="recallClass"',
        `value="${value}"`,
        'required=""',
        `aria-describedby="${hintId}"`,
      ])
        expect(inputs[index]).toContain(attribute);
    }
  });

  it('marks the group invalid and describes every choice by its error as well', () => {
    const html = choices({ ...binding, name: 'recallClass', error: 'Choose the class' }, 'A hint.');
    expect(html).toMatch(/^<fieldset data-invalid="true">/);
    const errorId =
      /<p id="([^"]+-error)"[^>]*><span aria-hidden="true">⚠ <\/span>Choose the class<\/p>/.exec(html)?.[1];
    expect(errorId).toBeDefined();
    expect(html).toContain(`aria-describedby="${errorId?.replace(/-error$/, '-hint')} ${errorId}"`);
  });

  it('marks an optional group, and describes choices without a hint or error by nothing', () => {
    const html = choices({ ...binding, required: false });
    expect(html).toContain('Address<span class="font-normal text-slate-600"> (optional)</span></legend>');
    expect(html).not.toContain('required');
    expect(html).not.toContain('aria-describedby');
  });
});

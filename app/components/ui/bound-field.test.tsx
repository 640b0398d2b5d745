import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Textarea } from './form-controls.tsx';
import { BoundField, TextInput } from './form.tsx';

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
});

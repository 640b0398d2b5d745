// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TitledSection } from './titled-section.tsx';

afterEach(cleanup);

describe('TitledSection', () => {
  it('is a region named by its h2, holding what it is given', () => {
    render(
      <TitledSection headingId="mail-heading" title="Recall notices by mail" className="space-y-4">
        <p>Choose a product.</p>
      </TitledSection>,
    );
    const section = screen.getByRole('region', { name: 'Recall notices by mail' });
    expect(screen.getByRole('heading', { level: 2, name: 'Recall notices by mail' })).toHaveAttribute(
      'id',
      'mail-heading',
    );
    expect(section).toHaveClass('space-y-4');
    expect(section).toHaveTextContent('Choose a product.');
    expect(section).not.toHaveAttribute('id');
  });

  it('carries its own id where a link points at the section', () => {
    render(
      <TitledSection id="recall-mail" headingId="recall-mail-heading" title="By mail">
        <p>Text</p>
      </TitledSection>,
    );
    expect(screen.getByRole('region', { name: 'By mail' })).toHaveAttribute('id', 'recall-mail');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HeadedSection } from './section-heading.tsx';

afterEach(cleanup);

describe('HeadedSection', () => {
  it('is a region at its anchor, named by its centred heading, with the lead and its content', () => {
    render(
      <HeadedSection
        id="contact"
        className="bg-mist px-4"
        heading={{ eyebrow: 'Get in touch', title: 'Contact Us', lead: 'We reply.' }}
      >
        <p>The cards</p>
      </HeadedSection>,
    );
    const section = screen.getByRole('region', { name: 'Contact Us' });
    expect(section).toHaveAttribute('id', 'contact');
    expect(section).toHaveClass('bg-mist', 'px-4');
    expect(screen.getByRole('heading', { level: 2, name: 'Contact Us' })).toHaveAttribute(
      'id',
      'contact-title',
    );
    expect(section.querySelector('hgroup')).toHaveClass('mx-auto', 'text-center');
    expect(section).toHaveTextContent('Get in touchContact UsWe reply.The cards');
  });
});

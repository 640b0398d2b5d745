// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon } from './icon.tsx';

afterEach(cleanup);

function renderIcon(element: React.ReactElement) {
  const { container } = render(element);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no svg rendered');
  return svg;
}

describe('Icon', () => {
  it('points a <use> at its symbol in the sprite and hides itself from assistive tech', () => {
    const svg = renderIcon(<Icon name="map-pin" />);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    const href = svg.querySelector('use')?.getAttribute('href') ?? '';
    // A file URL (in the build /assets/icons-<hash>.svg), never an inlined data: URI.
    expect(href).toMatch(/^\/.*icons[^/]*\.svg(\?[^#]*)?#map-pin$/);
  });

  it('is 16 px by default and takes the caller’s size instead of adding its own', () => {
    expect(renderIcon(<Icon name="phone" />)).toHaveClass('size-4', 'shrink-0');
    const large = renderIcon(<Icon name="phone" className="mt-0.5 size-3.5 text-teal-700" />);
    expect(large).toHaveClass('size-3.5', 'mt-0.5', 'text-teal-700', 'shrink-0');
    expect(large).not.toHaveClass('size-4');
  });

  it('sets the stroke width on its own svg, for the symbol to inherit', () => {
    expect(renderIcon(<Icon name="x" />)).toHaveAttribute('stroke-width', '2');
    expect(renderIcon(<Icon name="x" strokeWidth={1.5} />)).toHaveAttribute('stroke-width', '1.5');
  });
});

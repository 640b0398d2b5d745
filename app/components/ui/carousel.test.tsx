// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, CarouselSlide, CarouselSlides } from './carousel.tsx';
import { CarouselDots, CarouselNext, CarouselPlayPause, CarouselPrevious } from './carousel-controls.tsx';

function renderCarousel() {
  render(
    <Carousel label="Highlights" slideCount={3} stopOnManualAction={false}>
      <CarouselSlides>
        {['First', 'Second', 'Third'].map((title, index) => (
          <CarouselSlide key={title} index={index}>
            <h2>{title}</h2>
            <a href={`#${title}`}>Read about {title}</a>
          </CarouselSlide>
        ))}
      </CarouselSlides>
      <CarouselPlayPause />
      <CarouselPrevious />
      <CarouselDots />
      <CarouselNext />
    </Carousel>,
  );
  return screen.getByRole('region', { name: 'Highlights' });
}

const slideLabelled = (region: HTMLElement, label: string) =>
  within(region).getByRole('group', { name: label, hidden: true });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('follows the WAI-ARIA carousel pattern', () => {
    const region = renderCarousel();
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    for (const label of ['1 of 3', '2 of 3', '3 of 3']) {
      expect(slideLabelled(region, label)).toHaveAttribute('aria-roledescription', 'slide');
    }
    expect(slideLabelled(region, '1 of 3')).not.toHaveAttribute('inert');
    expect(slideLabelled(region, '2 of 3')).toHaveAttribute('inert');
    const slides = slideLabelled(region, '1 of 3').parentElement;
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveAttribute('aria-controls', slides?.id);
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).not.toHaveAttribute('aria-current');
  });

  it('announces slide changes only while it is not rotating', () => {
    const region = renderCarousel();
    const slides = slideLabelled(region, '1 of 3').parentElement;
    expect(slides).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    expect(slides).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });

  it('moves the active slide with the controls and by itself', () => {
    const region = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(slideLabelled(region, '3 of 3')).toHaveAttribute('data-active', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(slideLabelled(region, '2 of 3')).toHaveAttribute('data-active', 'true');
    expect(slideLabelled(region, '3 of 3')).toHaveAttribute('inert');

    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(slideLabelled(region, '3 of 3')).toHaveAttribute('data-active', 'true');
  });

  it('holds rotation while focus is inside', () => {
    const region = renderCarousel();
    fireEvent.focus(screen.getByRole('button', { name: 'Next slide' }));
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(slideLabelled(region, '1 of 3')).toHaveAttribute('data-active', 'true');
  });
});

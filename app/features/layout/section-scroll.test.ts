// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToSection, sectionIdFromHash } from './section-scroll.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

describe('sectionIdFromHash', () => {
  it('reads the id of a hash', () => {
    expect(sectionIdFromHash('#contact')).toBe('contact');
    expect(sectionIdFromHash('about')).toBe('about');
    expect(sectionIdFromHash('#caf%C3%A9')).toBe('café');
  });

  it('has no id for an empty or broken hash', () => {
    expect(sectionIdFromHash('')).toBeUndefined();
    expect(sectionIdFromHash('#')).toBeUndefined();
    expect(sectionIdFromHash('#%E0%A4%A')).toBeUndefined();
  });
});

describe('scrollToSection', () => {
  it('scrolls the section into view and leaves focus alone by default', () => {
    const section = addSection('about');
    expect(scrollToSection('about')).toBe(true);
    expect(section.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the section when asked, without making it a tab stop', () => {
    const section = addSection('contact');
    expect(scrollToSection('contact', { focus: true })).toBe(true);
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(section);
  });

  it('keeps a tabindex the section already has', () => {
    const section = addSection('services');
    section.tabIndex = 0;
    scrollToSection('services', { focus: true });
    expect(section.getAttribute('tabindex')).toBe('0');
  });

  it('does nothing for a missing section', () => {
    expect(scrollToSection('nowhere')).toBe(false);
  });
});

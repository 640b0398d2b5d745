// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Locale } from '#languages/locales.ts';
import { MessagesContext } from '#languages/messages.ts';
import { SectionLink } from './section-link.tsx';

function renderIn(locale: Locale) {
  render(
    <MessagesContext value={{ locale, messages: {} }}>
      <SectionLink section="about">About</SectionLink>
      <SectionLink section="contact">Contact</SectionLink>
    </MessagesContext>,
  );
}

afterEach(cleanup);

describe('SectionLink', () => {
  it.each([
    ['en', '/#about', '/#contact'],
    ['te', '/te#about', '/te#contact'],
    ['hi', '/hi#about', '/hi#contact'],
  ] as const)('leads to the home page in the page language (%s)', (locale, about, contact) => {
    renderIn(locale);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', about);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', contact);
  });
});

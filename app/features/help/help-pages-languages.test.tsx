import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#languages/locales.ts';
import { MessagesContext } from '#languages/messages.ts';
import { localHref } from '#languages/translated-pages.ts';
import { publicHelplines, siteConfig } from '#app/lib/site-config.ts';
import { messagesFor } from '#languages/catalogues.ts';
import { AccessibilityPage } from './accessibility-page.tsx';
import { HelpPage } from './help-page.tsx';
import { SupportPage } from './support-page.tsx';
import { shippedMentions } from '#app/data/answers/shipped-mentions.ts';

/** A page as the build renders it in `locale`, with all of that language's texts. */
function html(locale: Locale, page: ReactNode): string {
  return renderToStaticMarkup(
    <MessagesContext value={{ locale, messages: messagesFor(locale) }}>{page}</MessagesContext>,
  );
}

const pages = {
  help: <HelpPage title="t" lead="l" catalogue={shippedMentions} />,
  support: <SupportPage title="t" lead="l" />,
  accessibility: <AccessibilityPage title="t" lead="l" />,
};

describe('the help pages in Telugu and Hindi', () => {
  it.each(['te', 'hi'] as const)('fill every placeholder of the %s texts', (locale) => {
    for (const [name, page] of Object.entries(pages)) {
      expect(html(locale, page), name).not.toMatch(/\{\w+\}/);
    }
  });

  it('answer in Telugu with the facts of the site configuration, linking to Telugu pages where there are some', () => {
    const help = html('te', pages.help);
    const telugu = messagesFor('te');
    expect(help).toContain(telugu['help.page.topics.0.title']);
    expect(help).toContain(`href="${siteConfig.phone.href}"`);
    expect(help).toContain(`href="${publicHelplines.pvpi.href}"`);
    expect(help).toContain(`>${telugu['help.page.pageNames.support']}</a>`);
    expect(help).toContain('href="/te/support"');
    expect(help).toContain('href="/te/adverse-events"');
    expect(help).toContain(`href="${localHref('/verify', 'te')}"`);
    expect(help).not.toContain('Customer Support');
  });

  it('give the Hindi support page its hours in Hindi and its numbers as they are', () => {
    const support = html('hi', pages.support);
    expect(support).toContain(siteConfig.phone.display);
    expect(support).toContain(messagesFor('hi')['site.hours.phoneLine']);
    expect(support).not.toContain(siteConfig.salesHours);
    expect(support).toContain('href="/hi/contact#visit"');
  });

  it('date the Telugu statement as Telugu writes dates', () => {
    const statement = html('te', pages.accessibility);
    expect(statement).toMatch(/<time datetime="2026-11-27">27 నవంబర్,? 2026<\/time>/i);
    expect(statement).toContain('href="/te/services/drug-manufacturing"');
  });
});

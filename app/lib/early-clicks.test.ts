// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlyClicksScript } from './early-clicks.ts';

/** The prerendered markup: a closed disclosure, a plain button and a submit button. */
function renderPage() {
  document.body.innerHTML = `
    <button type="button" id="menu-button" aria-expanded="false" aria-controls="menu"><span>Menu</span></button>
    <div id="menu" hidden>links</div>
    <button type="button" id="next">Next slide</button>
    <form><button id="send">Send</button></form>
    <div data-island="story-carousel"><button type="button" id="story-next">Next story</button></div>
    <div data-island="site-header" data-island-load="on-use"><button type="button" id="header-toggle">Products</button></div>`;
}

const byId = (id: string) => document.getElementById(id)!;

/** What hydration adds: handlers that log what they see. */
function hydrate(log: string[]) {
  byId('menu-button').addEventListener('click', () =>
    log.push(`menu saw ${byId('menu-button').getAttribute('aria-expanded')}`),
  );
  byId('next').addEventListener('click', () => log.push('next'));
}

describe('the inline early-clicks script', () => {
  beforeEach(() => {
    renderPage();
    // Run exactly as the page's head does, from its source text.
    window.eval(earlyClicksScript());
  });
  afterEach(() => {
    window.earlyClicks?.stop();
    delete window.earlyClicks;
  });

  it('opens a disclosure at once, before any handler exists', () => {
    byId('menu-button').querySelector('span')!.click();
    expect(byId('menu-button').getAttribute('aria-expanded')).toBe('true');
    expect(byId('menu').hidden).toBe(false);
    byId('menu-button').click();
    expect(byId('menu-button').getAttribute('aria-expanded')).toBe('false');
    expect(byId('menu').hidden).toBe(true);
  });

  it('on replay restores the rendered state and clicks each button again, in order', () => {
    byId('menu-button').click();
    byId('next').click();
    byId('next').click();
    const log: string[] = [];
    hydrate(log);
    window.earlyClicks!.replay();
    // The handler meets the state React rendered, so its own toggle lands on what the visitor saw.
    expect(log).toEqual(['menu saw false', 'next', 'next']);
    expect(byId('menu').hidden).toBe(true);
  });

  it('ignores submit buttons, which work without scripts', () => {
    byId('send').addEventListener('click', (event) => event.preventDefault());
    byId('send').click();
    const log: string[] = [];
    hydrate(log);
    window.earlyClicks!.replay();
    expect(log).toEqual([]);
  });

  it('records nothing once stopped, when React listens itself', () => {
    window.earlyClicks!.stop();
    byId('menu-button').click();
    expect(byId('menu-button').getAttribute('aria-expanded')).toBe('false');
    const log: string[] = [];
    hydrate(log);
    window.earlyClicks!.replay();
    expect(log).toEqual([]);
  });

  it('replays only once', () => {
    byId('next').click();
    const log: string[] = [];
    hydrate(log);
    window.earlyClicks!.replay();
    window.earlyClicks!.replay();
    expect(log).toEqual(['next']);
  });

  it('keeps recording inside an island until it has hydrated, and replays its clicks then', () => {
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    byId('story-next').click();
    byId('next').click();
    const log: string[] = [];
    byId('story-next').addEventListener('click', () => log.push('story next'));
    island.dataset.islandListening = 'true';
    island.dataset.islandHydrated = 'true';
    window.earlyClicks!.release(island);
    // The island's own click is replayed; the one outside every island waits for the whole page.
    expect(log).toEqual(['story next']);
    // Hydrated now: its buttons have their handlers, and nothing is recorded for it.
    byId('story-next').click();
    window.earlyClicks!.release(island);
    expect(log).toEqual(['story next', 'story next']);
    hydrate(log);
    window.earlyClicks!.replay();
    expect(log).toEqual(['story next', 'story next', 'next']);
  });

  it('counts a tap once when it lands after an island has its handlers but before its effects have run', () => {
    const island = document.querySelector<HTMLElement>('[data-island="story-carousel"]')!;
    const log: string[] = [];
    // Hydrated: the handler is there, but the effects that mark the island hydrated wait a task.
    byId('story-next').addEventListener('click', () => log.push('story next'));
    island.dataset.islandListening = 'true';
    byId('story-next').click();
    island.dataset.islandHydrated = 'true';
    window.earlyClicks!.release(island);
    expect(log).toEqual(['story next']);
  });

  it('keeps the clicks in a part that loads on use when the rest of the page has hydrated, until that part has', () => {
    const log: string[] = [];
    byId('header-toggle').click();
    window.earlyClicks!.replay();
    expect(log).toEqual([]);
    // Still waiting for its code: a further tap is kept too.
    byId('header-toggle').click();
    byId('header-toggle').addEventListener('click', () => log.push('header toggle'));
    const part = document.querySelector<HTMLElement>('[data-island="site-header"]')!;
    part.dataset.islandListening = 'true';
    part.dataset.islandHydrated = 'true';
    window.earlyClicks!.release(part);
    expect(log).toEqual(['header toggle', 'header toggle']);
  });
});

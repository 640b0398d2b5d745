// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { islandStartScript, startIslands } from './island-start.ts';

/** A footer newsletter island, prerendered: its form posts without script. */
function renderPage() {
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div data-island="newsletter" data-island-load="on-use">
      <form action="/newsletter" method="post"><input name="email" required /><button id="send">Subscribe</button></form>
    </div>`;
  delete document.documentElement.dataset.hydrated;
}

const newsletter = {
  name: 'newsletter',
  entry: '/assets/islands/newsletter.en-a.js',
  imports: ['/assets/islands/runtime-b.js'],
};
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const part = () => document.querySelector<HTMLElement>('[data-island="newsletter"]')!;
const form = () => document.querySelector('form')!;

describe('the inline script that starts the islands', () => {
  beforeEach(renderPage);
  afterEach(() => vi.useRealTimers());

  it('is the function itself, called with the page’s modules and its import()', () => {
    const script = islandStartScript({ imports: [], entries: [], onUse: [newsletter] });
    expect(script).toContain('"/assets/islands/newsletter.en-a.js"');
    expect(script.endsWith(', (url) => import(url));')).toBe(true);
    expect(() => new Function(script)).not.toThrow();
  });

  it('marks a page whose parts all wait for use ready, and loads nothing until one is used', () => {
    const load = vi.fn(() => new Promise(() => {}));
    startIslands({ imports: [], entries: [], onUse: [newsletter] }, load);
    expect(document.documentElement.dataset.hydrated).toBe('true');
    expect(load).not.toHaveBeenCalled();
    part().dispatchEvent(new Event('pointerover'));
    part().dispatchEvent(new Event('focusin'));
    expect(load.mock.calls).toEqual([[newsletter.entry]]);
    expect(preloaded()).toEqual(newsletter.imports);
  });

  it('holds a form sent before its part’s code has started, then sends it through that code', () => {
    const load = vi.fn(() => new Promise(() => {}));
    startIslands({ imports: [], entries: [], onUse: [newsletter] }, load);
    const requestSubmit = vi.spyOn(form(), 'requestSubmit').mockImplementation(() => {});
    const submitted = new Event('submit', { cancelable: true });
    form().dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(load).toHaveBeenCalledTimes(1);
    part().dataset.islandHydrated = 'true';
    part().dispatchEvent(new Event('island-hydrated'));
    expect(requestSubmit).toHaveBeenCalledTimes(1);
    expect(form().hasAttribute('aria-busy')).toBe(false);
  });

  it('posts the form as the browser would when the code has not started within six seconds', () => {
    vi.useFakeTimers();
    startIslands({ imports: [], entries: [], onUse: [newsletter] }, () => new Promise(() => {}));
    const submit = vi.spyOn(form(), 'submit').mockImplementation(() => {});
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    // A second send while the first waits is the same send.
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    vi.advanceTimersByTime(5_999);
    expect(submit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('posts the form at once when the code cannot load', async () => {
    startIslands({ imports: [], entries: [], onUse: [newsletter] }, () =>
      Promise.reject(new Error('offline')),
    );
    const submit = vi.spyOn(form(), 'submit').mockImplementation(() => {});
    form().dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  });

  it('preloads what the islands that load at once import, then starts their entries once the page has painted', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve());
    startIslands(
      {
        imports: ['/assets/islands/runtime-b.js'],
        entries: ['/assets/islands/site-header.te-c.js'],
        onUse: [],
      },
      load,
    );
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    for (const frame of frames) frame(0);
    vi.runAllTimers();
    expect(preloaded()).toEqual(['/assets/islands/runtime-b.js']);
    expect(load.mock.calls).toEqual([['/assets/islands/site-header.te-c.js']]);
  });
});

import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from './paint-first.ts';

const head =
  '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/manifest-a76b247a.js"/>' +
  '<link rel="modulepreload" href="/assets/framework.js"/>' +
  '<link rel="stylesheet" href="/assets/site.css"/>';

/** React Router's start-up script, as its build writes it into every prerendered page. */
const bootBody = `import "/assets/manifest-a76b247a.js";
import * as route0 from "/assets/root-BFuvm9Nj.js";
import * as route1 from "/assets/coming-soon-Dy-LUyBI.js";
  
  window.__reactRouterRouteModules = {"root":route0,"about":route1};

import("/assets/entry.client-VgmI-w_A.js");`;
const page = `<html><head>${head}</head><body><main>Hello</main><script>window.__context = {};</script><script type="module" async="">${bootBody}</script></body></html>`;
const bootScriptOf = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

/** Runs the rewritten start-up script against stand-ins for the browser. */
async function runBootScript(visibilityState: 'visible' | 'hidden') {
  const events: string[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  const document = {
    visibilityState,
    createElement: () => ({ rel: '', href: '' }),
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  const requestAnimationFrame = (callback: () => void) => {
    events.push('frame');
    setTimeout(callback);
  };
  const load = (href: string) => {
    events.push(`import ${href}`);
    return Promise.resolve({ href });
  };
  const source = `return ${bootScriptOf(hydrateAfterFirstPaint(page)).replaceAll('import(', 'load(')}`;
  const run = new Function('window', 'document', 'requestAnimationFrame', 'load', source) as (
    ...args: unknown[]
  ) => Promise<unknown>;
  await run(window, document, requestAnimationFrame, load);
  return { events, routeModules: window.__reactRouterRouteModules };
}

describe('hydrateAfterFirstPaint', () => {
  it('takes the module preloads out of the HTML and leaves the stylesheet and the image preload', () => {
    const html = hydrateAfterFirstPaint(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
  });

  it('after the next frame, preloads the modules, imports the route modules, then the client entry', async () => {
    const { events, routeModules } = await runBootScript('visible');
    expect(events).toEqual([
      'frame',
      'modulepreload /assets/manifest-a76b247a.js',
      'modulepreload /assets/framework.js',
      'import /assets/manifest-a76b247a.js',
      'import /assets/root-BFuvm9Nj.js',
      'import /assets/coming-soon-Dy-LUyBI.js',
      'import /assets/entry.client-VgmI-w_A.js',
    ]);
    expect(routeModules).toEqual({
      root: { href: '/assets/root-BFuvm9Nj.js' },
      about: { href: '/assets/coming-soon-Dy-LUyBI.js' },
    });
  });

  it('does not wait for a frame in a hidden tab, where frames do not come', async () => {
    const { events } = await runBootScript('hidden');
    expect(events).not.toContain('frame');
    expect(events.at(-1)).toBe('import /assets/entry.client-VgmI-w_A.js');
  });

  it('keeps every other script and leaves pages without a start-up script alone', () => {
    expect(hydrateAfterFirstPaint(page)).toContain('<script>window.__context = {};</script>');
    expect(hydrateAfterFirstPaint(head)).toBe(head);
  });

  it('fails the build when the start-up script changes form', () => {
    const changed = page.replace('window.__reactRouterRouteModules', 'window.__routeModules');
    expect(() => hydrateAfterFirstPaint(changed)).toThrow(/unexpected form/);
  });
});

import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority.ts';

describe('lowerScriptPriority', () => {
  const head =
    '<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>' +
    '<link rel="modulepreload" href="/assets/framework.js"/>' +
    '<link rel="modulepreload" href="/assets/home.js"/>' +
    '<link rel="stylesheet" href="/assets/site.css"/>';

  it('fetches every module preload at low priority', () => {
    const html = lowerScriptPriority(head);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href="[^"]+"\/>/g)).toHaveLength(2);
  });

  it('leaves the stylesheet, the image preload and inline scripts as they are', () => {
    const html = lowerScriptPriority(`${head}<script type="module">import "/assets/home.js";</script>`);
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain('<script type="module">import "/assets/home.js";</script>');
  });

  it('is idempotent', () => {
    expect(lowerScriptPriority(lowerScriptPriority(head))).toBe(lowerScriptPriority(head));
  });
});

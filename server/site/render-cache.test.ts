import { describe, expect, it, vi } from 'vitest';
import { pageVariant } from './page-store.ts';
import { RenderCache, type RenderedPage } from './render-cache.ts';

const rendered = (html: string, ...tags: string[]): RenderedPage => ({
  document: pageVariant(html, []),
  status: 200,
  tags: new Set(tags),
});

/** A render that ends when the test says so. */
function heldRender(page: RenderedPage) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const render = vi.fn(async () => {
    await done;
    return page;
  });
  return { render, finish };
}

describe('RenderCache', () => {
  it('renders a page once and answers the same bytes until a change of its tags', async () => {
    const cache = new RenderCache(() => {});
    const render = vi.fn(async () => rendered('<p>NeuroVital</p>', 'product:neurovital'));
    const first = await cache.page('/products/a/neurovital', render);
    const again = await cache.page('/products/a/neurovital', render);
    expect(again.document.etag).toBe(first.document.etag);
    expect(render).toHaveBeenCalledTimes(1);

    expect(cache.invalidate(['product:neurovital'])).toBe(1);
    await cache.page('/products/a/neurovital', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps no page that is not there, so made-up addresses do not fill it', async () => {
    const cache = new RenderCache(() => {});
    const render = vi.fn(async () => ({ ...rendered('<p>Not found</p>', 'recall:999'), status: 404 }));
    expect((await cache.page('/recalls/999', render)).status).toBe(404);
    await cache.page('/recalls/999', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('drops exactly the pages carrying a changed tag', async () => {
    const cache = new RenderCache(() => {});
    const renders = { a: 0, b: 0 };
    const renderA = async () => {
      renders.a += 1;
      return rendered('<p>A</p>', 'product:a');
    };
    const renderB = async () => {
      renders.b += 1;
      return rendered('<p>B</p>', 'product:b');
    };
    await cache.page('/a', renderA);
    await cache.page('/te/a', renderA);
    await cache.page('/b', renderB);

    expect(cache.invalidate(['product:a', 'recall:9'])).toBe(2);
    await cache.page('/a', renderA);
    await cache.page('/te/a', renderA);
    await cache.page('/b', renderB);
    expect(renders).toEqual({ a: 4, b: 1 });
    expect(cache.invalidate([])).toBe(0);
  });

  it('renders a page once for a burst of requests on a cold cache', async () => {
    const cache = new RenderCache(() => {});
    const { render, finish } = heldRender(rendered('<p>A</p>', 'product:a'));
    const burst = Array.from({ length: 32 }, () => cache.page('/a', render));
    finish();
    const pages = await Promise.all(burst);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages.map((page) => page.document.etag)).size).toBe(1);
  });

  it('does not keep as current a render that read before a change made while it ran', async () => {
    const cache = new RenderCache(() => {});
    const { render, finish } = heldRender(rendered('<p>old</p>', 'product:a'));
    const running = cache.page('/a', render);
    cache.invalidate(['product:a']);
    finish();
    expect((await running).document.html.toString()).toBe('<p>old</p>');

    const fresh = vi.fn(async () => rendered('<p>new</p>', 'product:a'));
    expect((await cache.page('/a', fresh)).document.html.toString()).toBe('<p>new</p>');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('answers the last good page when a render fails, and reports the failure', async () => {
    const failures: string[] = [];
    const cache = new RenderCache((key) => failures.push(key));
    await cache.page('/a', async () => rendered('<p>good</p>', 'product:a'));
    cache.invalidate(['product:a']);
    const failing = async (): Promise<RenderedPage> => {
      throw new Error('the store is down');
    };
    expect((await cache.page('/a', failing)).document.html.toString()).toBe('<p>good</p>');
    expect(failures).toEqual(['/a']);
    // Still stale: the next request tries again.
    expect((await cache.page('/a', async () => rendered('<p>back</p>'))).document.html.toString()).toBe(
      '<p>back</p>',
    );
  });

  it('lets a failure through when there is no good page to answer', async () => {
    const cache = new RenderCache(() => {});
    await expect(
      cache.page('/a', async () => {
        throw new Error('the store is down');
      }),
    ).rejects.toThrow('the store is down');
  });
});

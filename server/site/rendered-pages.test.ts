import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from './page-renderer.ts';
import { RenderCache } from './render-cache.ts';
import { renderedPages } from './rendered-pages.ts';

const renderer: PageRenderer = {
  render: () => Promise.reject(new Error('not rendered in this test')),
  searchable: () => false,
  paged: () => false,
};

function pagesWith(productAt: (englishPath: string) => Promise<boolean>) {
  const log = { warn: vi.fn(), error: vi.fn() };
  const pages = renderedPages(
    renderer,
    new RenderCache(() => undefined),
    log as unknown as FastifyBaseLogger,
    productAt,
  );
  return { pages, log };
}

describe('whether an address is a product page', () => {
  it('asks the master for the English address of a page in any language', async () => {
    const asked: string[] = [];
    const { pages } = pagesWith(async (englishPath) => {
      asked.push(englishPath);
      return englishPath === '/products/supplements/heartguard-coq10';
    });
    expect(await pages.isProductPage('/te/products/supplements/heartguard-coq10')).toBe(true);
    expect(await pages.isProductPage('/hi/products/supplements/no-such-product')).toBe(false);
    expect(asked).toEqual([
      '/products/supplements/heartguard-coq10',
      '/products/supplements/no-such-product',
    ]);
  });

  it('leaves the answer to the render when the store cannot say, and logs why', async () => {
    const { pages, log } = pagesWith(() => Promise.reject(new Error('store unavailable')));
    expect(await pages.isProductPage('/products/supplements/heartguard-coq10')).toBe(true);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});

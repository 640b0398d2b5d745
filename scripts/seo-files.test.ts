import { describe, expect, it } from 'vitest';
import { robotsTxt } from './seo-files.ts';

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and the staff screen, and names the sitemap', () => {
    const text = robotsTxt('https://www.example.in');
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /tablets');
    expect(text).toContain('Sitemap: https://www.example.in/sitemap.xml');
  });
});

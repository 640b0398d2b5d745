import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadScripts, measurePage, stylesheets } from './page-weight.ts';

const gzip = (content: string) => gzipSync(content, { level: 9 }).length;

const files = {
  'assets/framework.js': 'export const framework = "react and the router";'.repeat(20),
  'assets/page.js': 'import "./framework.js"; export default function Page() {}',
  'assets/entry.js': 'import "./framework.js"; hydrate();',
  'assets/chat.js': 'export const chat = "loaded only when opened";',
  'assets/site.css': 'body { color: black; }'.repeat(10),
};
const inlineScript = 'window.__context = { basename: "/" };';
const moduleScript = 'import "/assets/page.js"; import("/assets/entry.js");';
const jsonLd = '{"@context":"https://schema.org","@type":"Organization","name":"Example"}';
const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/framework.js"/>
<link rel="stylesheet" href="/assets/site.css#"/>
<script type="application/ld+json">${jsonLd}</script>
</head><body><script>${inlineScript}</script><script type="module">${moduleScript}</script></body></html>`;

const clientDir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), content);
}
writeFileSync(path.join(clientDir, 'index.html'), html);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe('page weight', () => {
  it('finds the scripts a page loads first: modulepreloads and imports in inline scripts', () => {
    expect(firstLoadScripts(html).sort()).toEqual([
      '/assets/entry.js',
      '/assets/framework.js',
      '/assets/page.js',
    ]);
  });

  it('reads stylesheet hrefs without the fragment React Router adds to shared CSS', () => {
    expect(stylesheets(html)).toEqual(['/assets/site.css']);
  });

  it('counts the first-load files and the inline scripts that run, not JSON-LD data blocks', () => {
    const weight = measurePage(clientDir, '/');
    expect(weight.jsGzip).toBe(
      gzip(files['assets/framework.js']) +
        gzip(files['assets/page.js']) +
        gzip(files['assets/entry.js']) +
        gzip(inlineScript) +
        gzip(moduleScript),
    );
    expect(weight.cssGzip).toBe(gzip(files['assets/site.css']));
    expect(weight.jsFiles).not.toContain('/assets/chat.js');
  });
});

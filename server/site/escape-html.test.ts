import { describe, expect, it } from 'vitest';
import { escapeHtml, fillHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the characters that end an element text or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays text', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Paracetamol 500 mg — बैच 12')).toBe('Paracetamol 500 mg — बैच 12');
  });
});

describe('fillHtml', () => {
  it('escapes the template but not the pieces of HTML put into it', () => {
    expect(fillHtml("Batch {batch} isn't <safe>", { batch: '<strong>A1</strong>' })).toBe(
      'Batch <strong>A1</strong> isn&#39;t &lt;safe&gt;',
    );
  });
});

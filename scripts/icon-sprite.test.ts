import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../app/components/ui/icon-names.ts';
import { generateSprite, loadIconData, spritePath, spriteSvg } from './icon-sprite.ts';

describe('the icon sprite', () => {
  it('is what `npm run icons` writes now: not stale against icon-names.ts or lucide-react', async () => {
    expect(await readFile(spritePath, 'utf8')).toBe(await generateSprite());
  });

  it('has exactly one symbol per icon name, in list order', async () => {
    const sprite = await readFile(spritePath, 'utf8');
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([...iconNames]);
    expect(new Set(iconNames).size).toBe(iconNames.length);
    expect([...iconNames]).toEqual([...iconNames].sort());
  });

  it('credits Lucide and its licence at the top', async () => {
    const sprite = await readFile(spritePath, 'utf8');
    expect(sprite).toMatch(/^<!-- Icons from Lucide v\d+\.\d+\.\d+ \(https:\/\/lucide\.dev\), ISC licence/);
    expect(sprite).toContain('npm run icons');
  });
});

describe('spriteSvg', () => {
  const release = { version: 'v1.2.3', copyright: ['Copyright (c) Someone'] };

  it('drops React keys, escapes attribute values and leaves the stroke width to <Icon>', () => {
    const svg = spriteSvg(
      [
        {
          name: 'sample',
          size: 24,
          node: [
            ['path', { d: 'M0 0h24', key: 'a1' }],
            ['circle', { cx: 12, cy: 12, r: 10, title: 'a "b" & <c>', key: 'b2' }],
          ],
        },
      ],
      release,
    );
    expect(svg).toContain(
      '<symbol id="sample" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">' +
        '<path d="M0 0h24"/><circle cx="12" cy="12" r="10" title="a &quot;b&quot; &amp; &lt;c>"/></symbol>',
    );
    expect(svg).not.toContain('key=');
    expect(svg).not.toContain('stroke-width');
    expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg">');
  });

  it('names the current name of a renamed Lucide icon', async () => {
    await expect(loadIconData('triangle-alert')).rejects.toThrow('use "triangle-exclamation-point"');
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packKeyringFile } from '../server/packs/pack-keyring.ts';
import { packSigningKeyFile, resolvePackSigningKeys } from '../server/packs/pack-signing-key.ts';
import { backedUpFlag, keysRotate } from './keys-rotate.ts';

const quietLog = { info: () => undefined, warn: () => undefined };
const now = new Date('2027-03-01T05:00:00Z');

function capture() {
  const lines: { info: string[]; error: string[] } = { info: [], error: [] };
  return {
    lines,
    out: { info: (line: string) => lines.info.push(line), error: (line: string) => lines.error.push(line) },
  };
}

describe('npm run keys:rotate', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'keys-rotate-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('without the backup flag, names what to back up and changes nothing', async () => {
    const before = resolvePackSigningKeys({ dataDir }, quietLog);
    const seed = await readFile(path.join(dataDir, packSigningKeyFile), 'utf8');
    const { lines, out } = capture();
    expect(keysRotate([], { DATA_DIR: dataDir }, now, out)).toBe(1);
    const said = lines.error.join('\n');
    expect(said).toContain(path.join(dataDir, packSigningKeyFile));
    expect(said).toContain(path.join(dataDir, packKeyringFile));
    expect(said).toContain(backedUpFlag);
    expect(await readFile(path.join(dataDir, packSigningKeyFile), 'utf8')).toBe(seed);
    expect(resolvePackSigningKeys({ dataDir }, quietLog).published).toEqual(before.published);
  });

  it('with the flag, makes a new key current, keeps the old one, and prints the new key id', async () => {
    const before = resolvePackSigningKeys({ dataDir }, quietLog);
    const { lines, out } = capture();
    expect(keysRotate([backedUpFlag], { DATA_DIR: dataDir }, now, out)).toBe(0);
    expect(lines.info[0]).toMatch(/^Key 2 is now the current pack signing key/);
    // The private key stays in its file, never on the screen.
    const seed = (await readFile(path.join(dataDir, packSigningKeyFile), 'utf8')).trim();
    expect(lines.info.join('\n')).not.toContain(seed);
    const after = resolvePackSigningKeys({ dataDir }, quietLog);
    expect(after.signing.number).toBe(2);
    expect(after.published.keys.map((key) => [key.kid, key.x])).toEqual([
      ['2', after.signing.x],
      ['1', before.signing.x],
    ]);

    expect(keysRotate([backedUpFlag], { DATA_DIR: dataDir }, now, capture().out)).toBe(0);
    expect(resolvePackSigningKeys({ dataDir }, quietLog).published.keys.map((key) => key.kid)).toEqual([
      '3',
      '2',
      '1',
    ]);
  });

  it('with PACK_SIGNING_KEY, writes the keyring and prints the value to set on every instance', () => {
    const oldSeed = Buffer.alloc(32, 4).toString('base64url');
    const { lines, out } = capture();
    expect(keysRotate([backedUpFlag], { DATA_DIR: dataDir, PACK_SIGNING_KEY: oldSeed }, now, out)).toBe(0);
    const newSeed = /^PACK_SIGNING_KEY=([\w-]{43})$/m.exec(lines.info.join('\n'))?.[1];
    expect(newSeed).toBeDefined();
    const keys = resolvePackSigningKeys({ dataDir, packSigningKey: newSeed }, quietLog);
    expect(keys.signing.number).toBe(2);
    expect(keys.publicKeys.size).toBe(2);
    // Rotating again before the instances run the new key would leave them behind: refused.
    const again = capture();
    expect(keysRotate([backedUpFlag], { DATA_DIR: dataDir, PACK_SIGNING_KEY: oldSeed }, now, again.out)).toBe(
      2,
    );
    expect(again.lines.error.join(' ')).toMatch(/key 2 is already current/);
  });

  it('refuses when there is no key to rotate', () => {
    const { lines, out } = capture();
    expect(keysRotate([backedUpFlag], { DATA_DIR: dataDir }, now, out)).toBe(2);
    expect(lines.error.join(' ')).toMatch(/no pack signing key to rotate/);
  });
});

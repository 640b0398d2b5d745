import { createPublicKey } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packSigningKeySet } from '#contract/pack-codes.ts';
import { ConfigError } from '../env.ts';
import { issuePackCode, readPackCode } from './pack-code.ts';
import { packKeyringFile } from './pack-keyring.ts';
import { rotatePackSigningKey } from './pack-key-rotation.ts';
import { packSigningKeyFile, packSigningKeyFromSeed, resolvePackSigningKeys } from './pack-signing-key.ts';

const quietLog = { info: () => undefined, warn: () => undefined };

describe('the pack signing key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pack-key-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publishes the public key of RFC 8037’s example key as the first key', () => {
    const seed = 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A';
    const keys = resolvePackSigningKeys({ dataDir, packSigningKey: seed }, quietLog);
    expect(keys.signing.number).toBe(1);
    expect(packSigningKeySet.parse(keys.published)).toEqual({
      keys: [
        {
          kty: 'OKP',
          crv: 'Ed25519',
          x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
          kid: '1',
          use: 'sig',
          alg: 'EdDSA',
          status: 'current',
        },
      ],
    });
  });

  it('is generated on first start, kept readable only by its owner, and the same on the next start', async () => {
    const warnings: string[] = [];
    const first = resolvePackSigningKeys(
      { dataDir },
      { info: () => undefined, warn: (line) => warnings.push(line) },
    );
    expect(warnings.join(' ')).toMatch(/Keep a copy/);
    const file = path.join(dataDir, packSigningKeyFile);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[\w-]{43}$/);
    const again = resolvePackSigningKeys({ dataDir }, quietLog);
    expect(again.published).toEqual(first.published);
    // A code signed before the restart is read after it.
    const code = issuePackCode({ batchId: 3, serial: 9 }, first.signing.privateKey, first.signing.number);
    expect(readPackCode(code, again.publicKeys)).toEqual({ valid: true, batchId: 3, serial: 9 });
  });

  it('comes from PACK_SIGNING_KEY when set, and the published key checks its codes', () => {
    const seed = Buffer.alloc(32, 7).toString('base64url');
    const keys = resolvePackSigningKeys({ dataDir, packSigningKey: seed }, quietLog);
    const published = createPublicKey({ key: keys.published.keys[0]!, format: 'jwk' });
    const code = issuePackCode({ batchId: 1, serial: 2 }, keys.signing.privateKey);
    expect(readPackCode(code, new Map([[1, published]]))).toEqual({ valid: true, batchId: 1, serial: 2 });
  });

  it('after a rotation, signs with the new key and still reads the codes of the old one', async () => {
    const before = resolvePackSigningKeys({ dataDir }, quietLog);
    const oldCode = issuePackCode(
      { batchId: 5, serial: 1 },
      before.signing.privateKey,
      before.signing.number,
    );
    const rotation = rotatePackSigningKey({ dataDir }, new Date('2027-01-15T06:30:00Z'));
    expect(rotation).toMatchObject({ number: 2, keyFile: path.join(dataDir, packSigningKeyFile) });
    expect((await stat(path.join(dataDir, packSigningKeyFile))).mode & 0o777).toBe(0o600);

    const after = resolvePackSigningKeys({ dataDir }, quietLog);
    expect(after.signing.number).toBe(2);
    expect(after.signing.x).not.toBe(before.signing.x);
    const newCode = issuePackCode({ batchId: 5, serial: 2 }, after.signing.privateKey, after.signing.number);
    expect(readPackCode(oldCode, after.publicKeys)).toEqual({ valid: true, batchId: 5, serial: 1 });
    expect(readPackCode(newCode, after.publicKeys)).toEqual({ valid: true, batchId: 5, serial: 2 });
    expect(readPackCode(newCode, before.publicKeys)).toEqual({ valid: false });
    expect(
      after.published.keys.map(({ kid, status, since, until }) => ({ kid, status, since, until })),
    ).toEqual([
      { kid: '2', status: 'current', since: '2027-01-15T06:30:00.000Z', until: undefined },
      { kid: '1', status: 'previous', since: undefined, until: '2027-01-15T06:30:00.000Z' },
    ]);
  });

  it('refuses to start with a key its keyring does not name, or a damaged keyring', async () => {
    resolvePackSigningKeys({ dataDir }, quietLog);
    rotatePackSigningKey({ dataDir }, new Date('2027-01-15T06:30:00Z'));
    const stranger = Buffer.alloc(32, 9).toString('base64url');
    expect(() => resolvePackSigningKeys({ dataDir, packSigningKey: stranger }, quietLog)).toThrow(
      /not one of the keys in pack-signing-keys\.json/,
    );
    await writeFile(path.join(dataDir, packKeyringFile), '{"keys":[]}');
    expect(() => resolvePackSigningKeys({ dataDir }, quietLog)).toThrow(ConfigError);
    await writeFile(path.join(dataDir, packKeyringFile), 'not json');
    expect(() => resolvePackSigningKeys({ dataDir }, quietLog)).toThrow(/is not JSON/);
  });

  it('an instance still on the previous key signs with its number, and says so', () => {
    const oldSeed = Buffer.alloc(32, 3).toString('base64url');
    const rotation = rotatePackSigningKey(
      { dataDir, packSigningKey: oldSeed },
      new Date('2027-01-15T06:30:00Z'),
    );
    expect(rotation.keyFile).toBeUndefined();
    const warnings: string[] = [];
    const lagging = resolvePackSigningKeys(
      { dataDir, packSigningKey: oldSeed },
      { info: () => undefined, warn: (line) => warnings.push(line) },
    );
    expect(lagging.signing.number).toBe(1);
    expect(warnings.join(' ')).toMatch(/key 2 is current/);
    const updated = resolvePackSigningKeys({ dataDir, packSigningKey: rotation.seed }, quietLog);
    expect(updated.signing.number).toBe(2);
    expect(updated.signing.x).toBe(packSigningKeyFromSeed(rotation.seed).x);
  });

  it('refuses a seed that is not 32 bytes of base64url', () => {
    for (const seed of ['short', `${'A'.repeat(42)}=`, 'B'.repeat(44), `${'A'.repeat(42)}B`]) {
      expect(() => packSigningKeyFromSeed(seed), seed).toThrow(ConfigError);
    }
  });
});

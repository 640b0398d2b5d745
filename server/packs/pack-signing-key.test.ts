import { createPublicKey } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../env.ts';
import { issuePackCode, readPackCode } from './pack-code.ts';
import { packSigningKeyFile, packSigningKeyFromSeed, resolvePackSigningKey } from './pack-signing-key.ts';

const quietLog = { info: () => undefined, warn: () => undefined };

describe('the pack signing key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pack-key-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('publishes the public key and thumbprint of RFC 8037’s example key', () => {
    const key = packSigningKeyFromSeed('nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A');
    expect(key.jwk).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
      kid: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
      use: 'sig',
      alg: 'EdDSA',
    });
  });

  it('is generated on first start, kept readable only by its owner, and the same on the next start', async () => {
    const warnings: string[] = [];
    const first = resolvePackSigningKey(
      { dataDir },
      { info: () => undefined, warn: (line) => warnings.push(line) },
    );
    expect(warnings.join(' ')).toMatch(/Keep a copy/);
    const file = path.join(dataDir, packSigningKeyFile);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[\w-]{43}$/);
    const again = resolvePackSigningKey({ dataDir }, quietLog);
    expect(again.jwk).toEqual(first.jwk);
    // A code signed before the restart is read after it.
    const code = issuePackCode({ batchId: 3, serial: 9 }, first.privateKey);
    expect(readPackCode(code, again.publicKey)).toEqual({ valid: true, batchId: 3, serial: 9 });
  });

  it('comes from PACK_SIGNING_KEY when set, and the published key checks its codes', () => {
    const seed = Buffer.alloc(32, 7).toString('base64url');
    const key = resolvePackSigningKey({ dataDir, packSigningKey: seed }, quietLog);
    const published = createPublicKey({ key: key.jwk, format: 'jwk' });
    const code = issuePackCode({ batchId: 1, serial: 2 }, key.privateKey);
    expect(readPackCode(code, published)).toEqual({ valid: true, batchId: 1, serial: 2 });
  });

  it('refuses a seed that is not 32 bytes of base64url', () => {
    for (const seed of ['short', `${'A'.repeat(42)}=`, 'B'.repeat(44), `${'A'.repeat(42)}B`]) {
      expect(() => packSigningKeyFromSeed(seed), seed).toThrow(ConfigError);
    }
  });
});

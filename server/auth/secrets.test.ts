import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../env.ts';
import { adminKeyFile, resolveSecrets, type SecretsLog, sessionSecretFile } from './secrets.ts';

function recordingLog() {
  const lines: string[] = [];
  const log: SecretsLog = { info: (message) => lines.push(message), warn: (message) => lines.push(message) };
  return { log, lines };
}

describe('resolveSecrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'pharma-secrets-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  const unset = () => ({ dataDir, adminKey: undefined, sessionSecret: undefined });

  it('uses the configured values and writes nothing', () => {
    const { log, lines } = recordingLog();
    const secrets = resolveSecrets(
      { dataDir, adminKey: 'configured-key-123', sessionSecret: 's'.repeat(40) },
      log,
    );
    expect(secrets).toEqual({ adminKey: 'configured-key-123', sessionSecret: 's'.repeat(40) });
    expect(lines).toEqual([]);
    expect(() => statSync(dataDir)).toThrow();
  });

  it('with ADMIN_KEY=off keeps a key only to derive other keys from, never prints it and says the key is off', () => {
    const { log, lines } = recordingLog();
    const secrets = resolveSecrets({ dataDir, adminKey: 'off', sessionSecret: 's'.repeat(40) }, log);
    expect(secrets.adminKey).toMatch(/^[\w-]{43}$/);
    expect(lines.some((line) => line.includes(secrets.adminKey))).toBe(false);
    expect(lines).toContain(
      'ADMIN_KEY=off: the admin key is switched off; staff sign in with their own accounts.',
    );
  });

  it('generates strong values into the data directory, readable only by this user, and prints the key once', () => {
    const first = recordingLog();
    const secrets = resolveSecrets(unset(), first.log);
    expect(secrets.adminKey).toMatch(/^[\w-]{43}$/);
    expect(secrets.sessionSecret).toMatch(/^[\w-]{43}$/);
    expect(secrets.sessionSecret).not.toBe(secrets.adminKey);

    for (const file of [adminKeyFile, sessionSecretFile]) {
      expect(statSync(path.join(dataDir, file)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(dataDir, adminKeyFile), 'utf8').trim()).toBe(secrets.adminKey);
    expect(first.lines.filter((line) => line.includes(secrets.adminKey))).toHaveLength(1);
    expect(first.lines.some((line) => line.includes('set ADMIN_KEY'))).toBe(true);
    expect(first.lines.some((line) => line.includes(secrets.sessionSecret))).toBe(false);

    const second = recordingLog();
    expect(resolveSecrets(unset(), second.log)).toEqual(secrets);
    expect(second.lines.some((line) => line.includes(secrets.adminKey))).toBe(false);
  });

  it('keeps a configured admin key while generating only the session secret', () => {
    const secrets = resolveSecrets({ ...unset(), adminKey: 'my-own-admin-key' }, recordingLog().log);
    expect(secrets.adminKey).toBe('my-own-admin-key');
    expect(() => statSync(path.join(dataDir, adminKeyFile))).toThrow();
    expect(statSync(path.join(dataDir, sessionSecretFile)).isFile()).toBe(true);
  });

  it('refuses a stored key that is too short, naming the file', () => {
    resolveSecrets(unset(), recordingLog().log);
    writeFileSync(path.join(dataDir, adminKeyFile), 'short\n');
    expect(() => resolveSecrets(unset(), recordingLog().log)).toThrow(ConfigError);
    expect(() => resolveSecrets(unset(), recordingLog().log)).toThrow(
      /admin-key holds a value shorter than 16/,
    );
  });

  it('warns when a stored secret is readable by others', () => {
    resolveSecrets(unset(), recordingLog().log);
    const file = path.join(dataDir, sessionSecretFile);
    writeFileSync(file, `${'x'.repeat(40)}\n`, { mode: 0o644 });
    chmodSync(file, 0o644);
    const { log, lines } = recordingLog();
    expect(resolveSecrets(unset(), log).sessionSecret).toBe('x'.repeat(40));
    expect(lines.some((line) => line.includes(`chmod 600 ${file}`))).toBe(true);
  });
});

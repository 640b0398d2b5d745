import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      adminKey: undefined,
      sessionSecret: undefined,
      logLevel: 'info',
      trustProxy: false,
      clientDir: path.resolve('build', 'client'),
      redisUrl: undefined,
      redisKeyPrefix: 'aarogya:submissions:',
      auditRetentionDays: 400,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/pharma',
      DATABASE_URL: 'postgresql://app:secret@db:5432/pharma',
      ADMIN_KEY: 'a-long-admin-key',
      SESSION_SECRET: 's'.repeat(32),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.2, 10.1.0.0/16',
      BUILD_DIR: 'build-api',
      REDIS_URL: 'rediss://:secret@cache:6380/2',
      REDIS_KEY_PREFIX: 'staging:',
      AUDIT_RETENTION_DAYS: '730',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/pharma',
      databaseUrl: 'postgresql://app:secret@db:5432/pharma',
      adminKey: 'a-long-admin-key',
      sessionSecret: 's'.repeat(32),
      logLevel: 'warn',
      trustProxy: ['10.0.0.2', '10.1.0.0/16'],
      clientDir: path.resolve('build-api', 'client'),
      redisUrl: 'rediss://:secret@cache:6380/2',
      redisKeyPrefix: 'staging:',
      auditRetentionDays: 730,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ ADMIN_KEY: '', DATABASE_URL: '', PORT: '' })).toMatchObject({
      adminKey: undefined,
      databaseUrl: undefined,
      port: 3000,
    });
  });

  it('names every invalid variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/pharma',
        ADMIN_KEY: 'short',
        SESSION_SECRET: 'too-short',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'cache:6379',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT: must be a port number');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('ADMIN_KEY: must be at least 16 characters long');
    expect(message).toContain('SESSION_SECRET: must be at least 32 characters long');
    expect(message).toContain('LOG_LEVEL:');
    expect(message).toContain('REDIS_URL: must start with redis:// or rediss://');
  });

  it('takes a proxy hop count or proxy addresses, and refuses to trust every hop', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: "(true|yes)" is refused: write the number of proxies in front of this server \(e\.g\. 1\)/,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.2,proxy.local' })).toThrow(
      /TRUST_PROXY: "proxy.local" is not an address or range/,
    );
  });

  it('requires a chosen admin key of at least 16 characters', () => {
    expect(() => loadConfig({ ADMIN_KEY: 'fifteen-chars-x' })).toThrow(/ADMIN_KEY: must be at least 16/);
    expect(loadConfig({ ADMIN_KEY: 'sixteen-chars-xx' }).adminKey).toBe('sixteen-chars-xx');
  });

  it('keeps audit entries for a whole, positive number of days', () => {
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '1' }).auditRetentionDays).toBe(1);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: 'a year' })).toThrow(
      /AUDIT_RETENTION_DAYS: must be a number of days/,
    );
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '1.5' })).toThrow(
      /AUDIT_RETENTION_DAYS: must be a whole number of days/,
    );
    for (const value of ['0', '-30']) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value })).toThrow(
        /AUDIT_RETENTION_DAYS: must be at least 1 day/,
      );
    }
  });

  it('refuses ports out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
  });
});

/**
 * The deployment files of deploy/ as the tools that run them read them: systemd's own check of the
 * units, Caddy's of the Caddyfile, Prometheus's of its configuration, and an environment template
 * that names every variable the site and its scripts read.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const deployDir = path.join(root, 'deploy');
const systemdAnalyze = '/usr/bin/systemd-analyze';
const caddy = '/usr/bin/caddy';
const units = ['aarogya@.service', 'aarogya-backup.service', 'aarogya-backup.timer'];

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'pharma-deploy-files-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

if (!existsSync(systemdAnalyze))
  console.info(`Skipping the systemd unit check: ${systemdAnalyze} is missing.`);
describe.skipIf(!existsSync(systemdAnalyze))('the systemd units', () => {
  it('pass systemd-analyze verify', async () => {
    // verify also checks that each command exists: the unit's /opt/aarogya is this checkout here.
    const folder = path.join(scratch, 'units');
    await mkdir(folder);
    for (const unit of units) {
      const text = await readFile(path.join(deployDir, unit), 'utf8');
      await writeFile(path.join(folder, unit), text.replaceAll('/opt/aarogya/', `${root}/`));
    }
    const run = spawnSync(systemdAnalyze, ['verify', ...units.map((unit) => path.join(folder, unit))], {
      cwd: folder,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('confine the site to its data folder', async () => {
    const unit = await readFile(path.join(deployDir, 'aarogya@.service'), 'utf8');
    const settings = new Map(
      unit
        .split('\n')
        .filter((line) => /^\w+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(settings.get('User')).toBe('aarogya');
    expect(settings.get('ProtectSystem')).toBe('strict');
    expect(settings.get('ReadWritePaths')).toBe('/var/lib/aarogya');
    expect(settings.get('NoNewPrivileges')).toBe('yes');
    expect(settings.get('PrivateTmp')).toBe('yes');
    expect(settings.get('Restart')).toBe('on-failure');
    expect(settings.get('MemoryMax')).toMatch(/^\d+[MG]$/);
    expect(settings.get('TasksMax')).toMatch(/^\d+$/);
  });
});

if (!existsSync(caddy))
  console.info(`Skipping the Caddyfile check: ${caddy} is missing (apt-get install caddy).`);
describe.skipIf(!existsSync(caddy))('the Caddyfile', () => {
  it('passes caddy validate with the placeholders of deploy/caddy.env', async () => {
    const placeholders = Object.fromEntries(
      (await readFile(path.join(deployDir, 'caddy.env'), 'utf8'))
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => {
          const [name, value] = [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)];
          return [name, value.replace(/^"(.*)"$/, '$1')];
        }),
    );
    expect(Object.keys(placeholders).sort()).toEqual(['AAROGYA_UPSTREAMS', 'CADDY_TLS', 'SITE_ADDRESS']);
    const run = spawnSync(
      caddy,
      ['validate', '--adapter', 'caddyfile', '--config', path.join(deployDir, 'Caddyfile')],
      {
        cwd: scratch,
        encoding: 'utf8',
        // Its own storage: validating provisions the TLS app, which would otherwise use ~/.local.
        env: { ...process.env, ...placeholders, XDG_DATA_HOME: scratch, XDG_CONFIG_HOME: scratch },
      },
    );
    expect(run.stdout + run.stderr).toMatch(/Valid configuration/);
    expect(run.status).toBe(0);
  });
});

const promtool = '/usr/bin/promtool';
if (!existsSync(promtool))
  console.info(`Skipping the Prometheus configuration check: ${promtool} is missing.`);
describe.skipIf(!existsSync(promtool))('the Prometheus configuration', () => {
  it('passes promtool check config, with the alert rules it names', async () => {
    // Its rule file is this checkout's deploy/alerts.yml here, /opt/aarogya's on the server.
    const config = path.join(scratch, 'prometheus.yml');
    const text = await readFile(path.join(deployDir, 'prometheus.yml'), 'utf8');
    await writeFile(config, text.replaceAll('/opt/aarogya/', `${root}/`));
    const run = spawnSync(promtool, ['check', 'config', config], { encoding: 'utf8' });
    expect(run.stdout).toMatch(/SUCCESS: 1 rule files found/);
    expect(run.status).toBe(0);
  });
});

describe('the environment template', () => {
  it('names every variable the server and its scripts read', async () => {
    const template = await readFile(path.join(deployDir, 'aarogya.env'), 'utf8');
    const named = new Set([...template.matchAll(/^#?([A-Z][A-Z_]+)=/gm)].map((match) => match[1]));
    const environment = await readFile(path.join(root, 'server', 'env.ts'), 'utf8');
    const schema = environment.slice(environment.indexOf('const envSchema'));
    const read = new Set([...schema.matchAll(/^ {2}([A-Z][A-Z_]+):/gm)].map((match) => match[1]));
    for (const script of await readdir(path.join(root, 'scripts'))) {
      if (!/^(backup|restore|audit-verify|keys-rotate)\.ts$/.test(script)) continue;
      const text = await readFile(path.join(root, 'scripts', script), 'utf8');
      for (const match of text.matchAll(/process\.env\.([A-Z][A-Z_]+)/g)) read.add(match[1]);
    }
    const backupKey = await readFile(path.join(root, 'server', 'backup', 'backup-key.ts'), 'utf8');
    for (const match of backupKey.matchAll(/\b(BACKUP_KEY(?:_FILE)?)\b/g)) read.add(match[1]);
    // Set by the unit from the instance name, and said so in the template.
    for (const name of ['PORT', 'HOST']) {
      expect(template).toContain(name);
      read.delete(name);
    }
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !named.has(name))).toEqual([]);
  });
});

import { execFile, spawnSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const deployDir = path.resolve(import.meta.dirname, '../../deploy');
const promtoolMissing = spawnSync('promtool', ['--version']).error !== undefined;
if (promtoolMissing)
  console.info(
    'Skipping the alert rule checks: promtool is not installed (Debian: apt-get install prometheus).',
  );

describe.skipIf(promtoolMissing)('deploy/alerts.yml', () => {
  it('passes promtool check rules', async () => {
    const { stdout } = await run('promtool', ['check', 'rules', 'alerts.yml'], { cwd: deployDir });
    expect(stdout).toMatch(/SUCCESS: \d+ rules found/);
  });

  it('fires every alert, and only when it should, in promtool test rules', async () => {
    // promtool exits 1 on a failed case, which rejects with its output.
    const { stdout } = await run('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: deployDir });
    expect(stdout).toMatch(/SUCCESS/);
  });
});

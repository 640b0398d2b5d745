/**
 * Lints the OpenAPI document the server generates (part of npm test): the app is built as production
 * serves it (on the smallest client build, so the site's own routes are registered too) without a
 * listening port, GET /api/openapi.json is injected, and the answer is checked by Redocly's
 * recommended rules and Spectral's spectral:oas. Any error or warning from either fails.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/env.ts';
import { smallestSiteFiles, writeClientBuild } from '../testing/client-build.ts';

const bin = (name: string) => path.resolve('node_modules', '.bin', name);
const workDir = mkdtempSync(path.join(tmpdir(), 'openapi-lint-'));

async function generatedDocument(): Promise<string> {
  const buildDir = path.join(workDir, 'build');
  await writeClientBuild(path.join(buildDir, 'client'), smallestSiteFiles);
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: workDir, BUILD_DIR: buildDir, LOG_LEVEL: 'silent' }),
    logger: false,
    secrets: { adminKey: 'openapi-lint-admin-key', sessionSecret: 'openapi-lint-session-secret-0123456789' },
  });
  try {
    const answer = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    if (answer.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${answer.statusCode}`);
    return answer.body;
  } finally {
    await app.close();
  }
}

/** Redocly exits 0 on warnings, so its JSON report is counted; the readable report is printed on failure. */
function redocly(file: string): boolean {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const report = spawnSync(bin('redocly'), ['lint', file, '--format=json'], { env, encoding: 'utf8' });
  const totals = (JSON.parse(report.stdout) as { totals: { errors: number; warnings: number } }).totals;
  if (totals.errors === 0 && totals.warnings === 0) {
    console.log('Redocly (recommended): 0 errors, 0 warnings');
    return true;
  }
  spawnSync(bin('redocly'), ['lint', file, '--format=stylish'], { env, stdio: 'inherit' });
  return false;
}

function spectral(file: string): boolean {
  try {
    execFileSync(bin('spectral'), ['lint', file, '--fail-severity=warn', '--quiet'], { stdio: 'inherit' });
    console.log('Spectral (spectral:oas): 0 errors, 0 warnings');
    return true;
  } catch {
    return false;
  }
}

try {
  const file = path.join(workDir, 'openapi.json');
  writeFileSync(file, await generatedDocument());
  const passed = [redocly(file), spectral(file)].every(Boolean);
  if (!passed) process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

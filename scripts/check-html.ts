/**
 * Every built page through the Nu HTML Checker (vnu-jar, run with the machine's Java), as part of
 * npm test. Any error fails; a warning fails unless it is listed in `allowedWarnings` with the
 * reason it is acceptable.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { listFiles } from './page-weight.ts';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** Warnings we accept, each with the reason. Empty: none is accepted today. */
const allowedWarnings: ReadonlyArray<{ message: RegExp; reason: string }> = [];

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const clientDir = path.resolve(process.env.BUILD_DIR ?? 'build', 'client');
// React Router's SPA fallback is never served (unknown paths get the not-found page), so it is no page.
const pages = listFiles(clientDir).filter(
  (file) => file.endsWith('.html') && path.basename(file) !== '__spa-fallback.html',
);

if (pages.length === 0) {
  console.error(`No HTML files under ${clientDir}: run npm run build first.`);
  process.exit(1);
}

// vnu writes its JSON report to stderr, and exits 1 when it found errors; the report decides here.
let report: string;
try {
  execFileSync('java', ['-jar', vnuJar, '--format', 'json', '--stdout', ...pages], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  report = '{"messages":[]}';
} catch (error) {
  const { stdout } = error as { stdout?: string };
  if (!stdout) throw error;
  report = stdout;
}

const { messages } = JSON.parse(report) as { messages: VnuMessage[] };
const failures = messages.filter(
  (message) =>
    message.type !== 'info' ||
    (message.subType === 'warning' &&
      !allowedWarnings.some((allowed) => allowed.message.test(message.message))),
);

for (const message of failures) {
  const page = message.url ? path.relative(clientDir, new URL(message.url).pathname) : '?';
  console.error(`${page}:${message.lastLine ?? '?'} ${message.subType ?? message.type}: ${message.message}`);
  if (message.extract) console.error(`    ${message.extract.replaceAll('\n', ' ')}`);
}
console.log(`Nu HTML Checker: ${pages.length} pages, ${failures.length} problems`);
if (failures.length > 0) process.exit(1);

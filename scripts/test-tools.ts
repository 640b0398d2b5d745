/**
 * The first step of `npm test`: makes sure the machine has the two programs the tests use from
 * outside npm, a Chromium for the end-to-end tests and a Java runtime for the HTML checker, and,
 * where it can, Debian's Chromium headless shell, which runs the end-to-end tests faster. As
 * root on Debian it installs the missing ones from Debian's packages; elsewhere it says what to
 * install and stops, instead of letting a later step fail with a less clear message.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium.ts';

const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

const missing: { debianPackage: string; what: string }[] = [];
if (!chromiumPath() && !existsSync(chromium.executablePath())) {
  missing.push({
    debianPackage: 'chromium',
    what: 'Chromium for the end-to-end tests (or set CHROMIUM_PATH)',
  });
}
// Wanted, not needed: the end-to-end tests run a third faster in it, and in the full Chromium without it.
const headlessShellWanted =
  !process.env.CHROMIUM_HEADLESS_SHELL_PATH && !existsSync('/usr/bin/chromium-headless-shell');
if (headlessShellWanted && process.getuid?.() === 0 && works('apt-get', ['--version'])) {
  missing.push({
    debianPackage: 'chromium-headless-shell',
    what: 'the headless Chromium the end-to-end tests run in',
  });
}
if (!works('java', ['-version'])) {
  missing.push({ debianPackage: 'default-jre-headless', what: 'a Java runtime for the HTML checker' });
}

if (missing.length > 0) {
  const packages = missing.map((tool) => tool.debianPackage);
  if (process.getuid?.() === 0 && works('apt-get', ['--version'])) {
    console.log(`Installing from Debian's packages: ${packages.join(', ')}`);
    const environment = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const steps = [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...packages],
    ];
    for (const step of steps) {
      if (spawnSync('apt-get', step, { stdio: 'inherit', env: environment }).status !== 0) {
        console.error(
          `apt-get ${step.join(' ')} failed: install ${packages.join(' ')} by hand, then run npm test again.`,
        );
        process.exit(1);
      }
    }
  } else {
    for (const tool of missing) console.error(`npm test needs ${tool.what}: install ${tool.debianPackage}.`);
    process.exit(1);
  }
}

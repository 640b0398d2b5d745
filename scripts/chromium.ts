/** The browser used by the end-to-end tests, the benchmarks and the image renderer. */
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH (or CHROME_PATH), else Debian's Chromium, else undefined: Playwright's own download. */
export function chromiumPath(): string | undefined {
  const configured = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH;
  if (configured) return configured;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell` (CHROMIUM_HEADLESS_SHELL_PATH
 * names another), the old headless mode Playwright itself prefers, which runs the suite in about two
 * thirds of the full Chromium's time (docs/reliability.md). Without it, the full Chromium.
 */
export function headlessShellPath(): string | undefined {
  const configured = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (configured) return configured;
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath();
}

/** Flags for a headless run on a build machine: no sandbox as root, no GPU, no calls home. */
export const chromiumFlags: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminKeyMinLength, adminKeyOff, ConfigError } from '../env.ts';

export interface Secrets {
  /** What staff type to unlock /tablets. */
  adminKey: string;
  /** Signs admin session cookies; the same on every instance behind one load balancer. */
  sessionSecret: string;
}

export interface SecretsLog {
  info(message: string): void;
  warn(message: string): void;
}

export const adminKeyFile = 'admin-key';
export const sessionSecretFile = 'session-secret';
export const sessionSecretMinLength = 32;

interface StoredSecret {
  value: string;
  file: string;
  generated: boolean;
}

function readSecret(file: string, minLength: number, variable: string, log: SecretsLog): string {
  const value = readFileSync(file, 'utf8').trim();
  if (value.length < minLength) {
    throw new ConfigError(
      `${file} holds a value shorter than ${minLength} characters: delete the file to generate a new one, or set ${variable}.`,
    );
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    log.warn(`${file} can be read by other users of this machine; restrict it with: chmod 600 ${file}`);
  }
  return value;
}

/**
 * Reads the secret stored in the data directory, or creates it. The file appears atomically with
 * mode 0600 (written beside it, then hard-linked into place), so two processes starting at once
 * agree on one value and nobody reads a half-written file.
 */
export function readOrCreateSecret(
  dataDir: string,
  name: string,
  minLength: number,
  variable: string,
  log: SecretsLog,
): StoredSecret {
  const file = path.join(dataDir, name);
  try {
    return { value: readSecret(file, minLength, variable, log), file, generated: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const value = randomBytes(32).toString('base64url');
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, `${value}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, file);
    return { value, file, generated: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return { value: readSecret(file, minLength, variable, log), file, generated: false };
  } finally {
    unlinkSync(draft);
  }
}

/**
 * The admin key and session secret: from the environment when set, else from (or newly into)
 * the data directory. A generated admin key is printed once, the first time.
 */
export function resolveSecrets(
  config: { dataDir: string; adminKey: string | undefined; sessionSecret: string | undefined },
  log: SecretsLog,
): Secrets {
  const switchedOff = config.adminKey === adminKeyOff;
  let adminKey = switchedOff ? undefined : config.adminKey;
  if (adminKey === undefined && switchedOff) {
    // Still needed to derive the device-cookie key; never printed, and it opens nothing.
    adminKey = readOrCreateSecret(config.dataDir, adminKeyFile, adminKeyMinLength, 'ADMIN_KEY', log).value;
    log.info('ADMIN_KEY=off: the admin key is switched off; staff sign in with their own accounts.');
  } else if (adminKey === undefined) {
    const stored = readOrCreateSecret(config.dataDir, adminKeyFile, adminKeyMinLength, 'ADMIN_KEY', log);
    adminKey = stored.value;
    if (stored.generated) {
      log.warn(`Generated an admin key: ${adminKey}`);
      log.warn(
        `The admin key is saved in ${stored.file} (readable only by this user) and is not printed again. ` +
          `To choose your own, set ADMIN_KEY (at least ${adminKeyMinLength} characters) and restart.`,
      );
    } else {
      log.info(`Using the admin key saved in ${stored.file} (set ADMIN_KEY to choose your own).`);
    }
  }

  let sessionSecret = config.sessionSecret;
  if (sessionSecret === undefined) {
    const stored = readOrCreateSecret(
      config.dataDir,
      sessionSecretFile,
      sessionSecretMinLength,
      'SESSION_SECRET',
      log,
    );
    sessionSecret = stored.value;
    if (stored.generated) {
      log.info(
        `Generated a session secret in ${stored.file}. Instances behind one load balancer need the same SESSION_SECRET.`,
      );
    }
  }
  return { adminKey, sessionSecret };
}

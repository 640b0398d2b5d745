/**
 * Makes a new pack signing key current and keeps the old one's public key, so every code printed
 * so far still verifies: `npm run keys:rotate -- --backed-up` (docs/pack-codes.md, "Rotating the
 * signing key"). Without the flag it only says what to back up first and exits 1; 2 when the keys
 * cannot be read or written.
 */
import { ConfigError, loadConfig } from '../server/env.ts';
import { packKeyFiles, rotatePackSigningKey } from '../server/packs/pack-key-rotation.ts';

export const backedUpFlag = '--backed-up';

interface Output {
  info(line: string): void;
  error(line: string): void;
}

export function keysRotate(args: readonly string[], env: NodeJS.ProcessEnv, now: Date, out: Output): number {
  try {
    const config = loadConfig(env);
    if (!args.includes(backedUpFlag)) {
      out.error('Rotating the pack signing key replaces the private key that signs new pack codes.');
      out.error('First keep a copy, away from this server, of:');
      if (config.packSigningKey !== undefined) out.error('  - the value of PACK_SIGNING_KEY');
      for (const file of packKeyFiles(config)) out.error(`  - ${file} (if it exists)`);
      out.error(`Then run: npm run keys:rotate -- ${backedUpFlag}`);
      return 1;
    }
    const rotation = rotatePackSigningKey(config, now);
    out.info(
      `Key ${rotation.number} is now the current pack signing key: new codes carry key id ${rotation.number}.`,
    );
    out.info(`Every earlier key stays in ${rotation.keyringFile}, so codes printed with it still verify.`);
    if (rotation.keyFile) {
      out.info(`The new private key is in ${rotation.keyFile}. Keep a copy of it and of the keyring, then`);
      out.info(
        'restart the site; instances that share this data directory sign with the new key once restarted.',
      );
    } else {
      out.info(
        'The key comes from PACK_SIGNING_KEY: on every instance, copy the keyring into its data directory,',
      );
      out.info('set the new value below, and restart the instances one at a time. Keep a copy of the value.');
      out.info(`PACK_SIGNING_KEY=${rotation.seed}`);
    }
    return 0;
  } catch (error) {
    out.error(
      error instanceof ConfigError ? error.message : `The keys could not be rotated: ${String(error)}`,
    );
    return 2;
  }
}

if (import.meta.main) process.exitCode = keysRotate(process.argv.slice(2), process.env, new Date(), console);

import { createECDH, hkdfSync } from 'node:crypto';

/** The key pair that signs this site's Web Push requests (VAPID, RFC 8292), URL-safe base64. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair, derived from the session secret: every instance that shares the secret shares
 * the keys (browsers' subscriptions are bound to the public key), and nothing more is kept on
 * disk. A new session secret means new keys, and staff turn alerts on again.
 */
export function vapidKeysFrom(sessionSecret: string): VapidKeys {
  for (let attempt = 0; ; attempt += 1) {
    const scalar = Buffer.from(hkdfSync('sha256', sessionSecret, 'web-push', `vapid-key-${attempt}`, 32));
    const ecdh = createECDH('prime256v1');
    try {
      // Refused only for the rare value that is not a valid P-256 private key: derive the next one.
      ecdh.setPrivateKey(scalar);
    } catch {
      continue;
    }
    return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: scalar.toString('base64url') };
  }
}

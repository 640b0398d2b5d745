import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a TOTP secret), kept in the database encrypted with a key
 * derived from the session secret, which the database does not hold: a copy of the database alone
 * gives no one the codes. AES-256-GCM, so a changed value fails to open rather than opening wrong.
 */
export class SealedText {
  readonly #key: Buffer;

  constructor(sessionSecret: string, purpose: string) {
    this.#key = createHmac('sha256', sessionSecret).update(`sealed-text\0${purpose}`).digest();
  }

  seal(text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
  }

  /** The text, or undefined when the value was not sealed with this key or was changed. */
  open(sealed: string): string | undefined {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

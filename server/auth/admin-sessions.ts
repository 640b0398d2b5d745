import { createHash, randomBytes } from 'node:crypto';
import type { AdminSessionRepository } from '../store/admin-session-repository.ts';
import { decodeCanonicalBase64url } from './staff-cookies.ts';

/** A session ends 8 hours after sign-in, or after 30 minutes without a request, whichever is first. */
export const sessionLifetimeMs = 8 * 60 * 60 * 1000;
export const sessionIdleTimeoutMs = 30 * 60 * 1000;
/** Uses closer together than this are not written again: the idle timeout is that much coarser. */
const touchIntervalMs = 60 * 1000;

const sessionIdBytes = 32;
const sessionIdLength = 43;

export interface SessionClient {
  address: string;
  userAgent: string | undefined;
}

function idHash(id: Buffer): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Staff sessions kept in the store. The cookie holds 32 random bytes; the store holds only their
 * SHA-256, so a copy of the database opens no session. Signing out deletes the row, which every
 * instance sees at once; a row opened with another admin key counts as ended.
 */
export class AdminSessions {
  readonly #repository: AdminSessionRepository;
  readonly #keyFingerprint: string;
  readonly #now: () => number;

  constructor(repository: AdminSessionRepository, options: { keyFingerprint: string; now: () => number }) {
    this.#repository = repository;
    this.#keyFingerprint = options.keyFingerprint;
    this.#now = options.now;
  }

  /** Opens a session and answers the value for the cookie. Ended sessions are purged first. */
  async open(client: SessionClient): Promise<string> {
    const now = this.#now();
    await this.#repository.purge({
      now,
      idleSince: now - sessionIdleTimeoutMs,
      keyFingerprint: this.#keyFingerprint,
    });
    const id = randomBytes(sessionIdBytes);
    await this.#repository.create({
      idHash: idHash(id),
      keyFingerprint: this.#keyFingerprint,
      clientAddress: client.address,
      userAgent: client.userAgent?.slice(0, 200) ?? null,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: now + sessionLifetimeMs,
    });
    return id.toString('base64url');
  }

  /** True when the cookie names a live session; records the use for the idle timeout. */
  async isValid(cookie: string | undefined): Promise<boolean> {
    const id = cookie === undefined ? undefined : decodeCanonicalBase64url(cookie, sessionIdLength);
    if (!id) return false;
    const hash = idHash(id);
    const session = await this.#repository.find(hash);
    const now = this.#now();
    if (
      !session ||
      session.keyFingerprint !== this.#keyFingerprint ||
      now >= session.expiresAt ||
      now >= session.lastUsedAt + sessionIdleTimeoutMs
    ) {
      return false;
    }
    if (now - session.lastUsedAt >= touchIntervalMs) await this.#repository.touch(hash, now);
    return true;
  }

  /** Ends the session the cookie names, on every instance. */
  async end(cookie: string | undefined): Promise<void> {
    const id = cookie === undefined ? undefined : decodeCanonicalBase64url(cookie, sessionIdLength);
    if (id) await this.#repository.remove(idHash(id));
  }
}

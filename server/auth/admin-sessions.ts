import { createHash, randomBytes } from 'node:crypto';
import { confirmationLifetimeMinutes } from '#contract/endpoint.ts';
import { staffRoles, type StaffRole } from '#contract/staff-roles.ts';
import type { AdminSessionRecord, AdminSessionRepository } from '../store/admin-session-repository.ts';
import { decodeCanonicalBase64url } from './staff-cookies.ts';

/** A session ends 8 hours after sign-in, or after 30 minutes without a request, whichever is first. */
export const sessionLifetimeMs = 8 * 60 * 60 * 1000;
export const sessionIdleTimeoutMs = 30 * 60 * 1000;
/** Uses closer together than this are not written again: the idle timeout is that much coarser. */
const touchIntervalMs = 60 * 1000;
const confirmationLifetimeMs = confirmationLifetimeMinutes * 60 * 1000;

const sessionIdBytes = 32;
const sessionIdLength = 43;

export interface SessionClient {
  address: string;
  userAgent: string | undefined;
}

/** Who a live session belongs to, as every staff endpoint sees it. */
export interface StaffPrincipal {
  /** A short, non-secret name of the session (for the audit log): the start of its id's hash. */
  sessionRef: string;
  /** The staff account; null when the session was opened with the admin key. */
  accountId: string | null;
  displayName: string;
  roles: StaffRole[];
  /**
   * Until when the person may change how they sign in without proving who they are again (ms since
   * 1970): a sign-in or a confirmation, plus `confirmationLifetimeMinutes`. Null for the admin key.
   */
  confirmedUntil: number | null;
}

/** The admin key is the owner's break-glass credential: its sessions hold the owner role. */
export const adminKeyPrincipalName = 'Admin key';

const sessionRefLength = 16;

function idHash(id: Buffer): string {
  return createHash('sha256').update(id).digest('hex');
}

/** The session reference of a cookie value that `open` answered. */
export function sessionRefOf(cookie: string): string {
  return idHash(Buffer.from(cookie, 'base64url')).slice(0, sessionRefLength);
}

/**
 * Staff sessions kept in the store. The cookie holds 32 random bytes; the store holds only their
 * SHA-256, so a copy of the database opens no session. Signing out deletes the row, which every
 * instance sees at once; an admin-key session opened with another admin key counts as ended, and an
 * account's session ends with the account.
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

  /**
   * Opens a session, for the account or (without one) for the admin key, and answers the value for
   * the cookie. Ended sessions are purged first. Every way an account signs in takes both factors
   * (or a passkey), so its session starts confirmed.
   */
  async open(client: SessionClient, accountId: string | null = null): Promise<string> {
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
      accountId,
      confirmedAt: accountId === null ? null : now,
    });
    return id.toString('base64url');
  }

  /**
   * Who the cookie's session belongs to while it is live, else undefined; records the use for the
   * idle timeout. An account's session ends as soon as the account is disabled or deleted.
   */
  async authenticate(cookie: string | undefined): Promise<StaffPrincipal | undefined> {
    const id = cookie === undefined ? undefined : decodeCanonicalBase64url(cookie, sessionIdLength);
    if (!id) return undefined;
    const hash = idHash(id);
    const session = await this.#repository.findWithAccount(hash);
    const now = this.#now();
    if (!session || now >= session.expiresAt || now >= session.lastUsedAt + sessionIdleTimeoutMs) {
      return undefined;
    }
    let principal: StaffPrincipal;
    if (session.accountId === null) {
      if (session.keyFingerprint !== this.#keyFingerprint) return undefined;
      principal = {
        sessionRef: hash.slice(0, sessionRefLength),
        accountId: null,
        displayName: adminKeyPrincipalName,
        roles: ['owner'],
        confirmedUntil: null,
      };
    } else {
      if (!session.account || session.account.disabled) return undefined;
      const held = session.account.roles.split(',');
      principal = {
        sessionRef: hash.slice(0, sessionRefLength),
        accountId: session.accountId,
        displayName: session.account.displayName,
        roles: staffRoles.filter((role) => held.includes(role)),
        confirmedUntil: session.confirmedAt === null ? null : session.confirmedAt + confirmationLifetimeMs,
      };
    }
    if (now - session.lastUsedAt >= touchIntervalMs) await this.#repository.touch(hash, now);
    return principal;
  }

  /** Whether the person behind the session proved who they are recently enough to change how they sign in. */
  isConfirmed(principal: StaffPrincipal): boolean {
    return principal.confirmedUntil !== null && this.#now() < principal.confirmedUntil;
  }

  /** Records that the person behind the cookie's session proved who they are again; answers until when it holds. */
  async confirm(cookie: string): Promise<number> {
    const id = decodeCanonicalBase64url(cookie, sessionIdLength);
    const now = this.#now();
    if (id) await this.#repository.confirm(idHash(id), now);
    return now + confirmationLifetimeMs;
  }

  #isLive(session: AdminSessionRecord, now: number) {
    return now < session.expiresAt && now < session.lastUsedAt + sessionIdleTimeoutMs;
  }

  /** The account's live sessions, most recently used first, each with its reference. */
  async listOf(accountId: string): Promise<(AdminSessionRecord & { sessionRef: string })[]> {
    const now = this.#now();
    const sessions = await this.#repository.listOf(accountId);
    return sessions
      .filter((session) => this.#isLive(session, now))
      .map((session) => ({ ...session, sessionRef: session.idHash.slice(0, sessionRefLength) }));
  }

  /** Ends every session of the account but the one named, on every instance; answers how many live ones ended. */
  async endOthersOf(accountId: string, keptSessionRef: string): Promise<number> {
    const now = this.#now();
    const others = (await this.#repository.listOf(accountId)).filter(
      (session) => session.idHash.slice(0, sessionRefLength) !== keptSessionRef,
    );
    for (const session of others) await this.#repository.remove(session.idHash);
    return others.filter((session) => this.#isLive(session, now)).length;
  }

  /** Ends the account's sessions whose reference is listed; answers how many ended. */
  async endOf(accountId: string, sessionRefs: readonly string[]): Promise<number> {
    const sessions = await this.#repository.listOf(accountId);
    const ending = sessions.filter((session) =>
      sessionRefs.includes(session.idHash.slice(0, sessionRefLength)),
    );
    for (const session of ending) await this.#repository.remove(session.idHash);
    return ending.length;
  }

  /** Ends every session of the account, on every instance. */
  endAllOf(accountId: string): Promise<number> {
    return this.#repository.removeAllOf(accountId);
  }

  /** Ends every session, of every account and of the admin key, but the one the cookie names. */
  async endAllBut(cookie: string): Promise<number> {
    const id = decodeCanonicalBase64url(cookie, sessionIdLength);
    if (!id) return 0;
    return this.#repository.removeAllBut(idHash(id));
  }

  /** Ends the session the cookie names, on every instance. */
  async end(cookie: string | undefined): Promise<void> {
    const id = cookie === undefined ? undefined : decodeCanonicalBase64url(cookie, sessionIdLength);
    if (id) await this.#repository.remove(idHash(id));
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { companyName } from '#contract/company.ts';
import { authenticatorSetupLifetimeMinutes } from '#contract/staff-own-account.ts';
import { clientAddressKey } from '../network/client-address.ts';
import type { StaffAccount, StaffAccountRepository } from '../store/staff-account-repository.ts';
import type { StaffCredentialRepository, StaffCredentials } from '../store/staff-credential-repository.ts';
import type { NewPasskey } from '../store/staff-passkey-repository.ts';
import type { FailureLimit, LoginThrottle } from './login-throttle.ts';
import { hashPassword, passwordMatches, passwordProblem } from './passwords.ts';
import type { LimitedOutcome } from './limited-answer.ts';
import { hashingBusyRetryAfterSeconds, PasswordHashingGate } from './password-hashing-gate.ts';
import type { SealedText } from './sealed-text.ts';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUri,
} from './second-factor.ts';
import { qrCodeDataUrl } from '../qr/qr-code.ts';

export const invitationLifetimeMs = 72 * 60 * 60 * 1000;

const fifteenMinutes = 15 * 60 * 1000;
/** Failed sign-ins, per client address: slows guessing from one place. */
const perAddress: FailureLimit = { maxFailures: 10, windowMs: fifteenMinutes };
/**
 * Failed sign-ins, per email address named, from browsers that never signed in: caps guessing of
 * one account however many addresses are used. Whatever failed counts, the password or the code,
 * so a limit reached says nothing about whether the password was right.
 */
const perAccount: FailureLimit = { maxFailures: 10, windowMs: fifteenMinutes };
/** Failed sign-ins from a browser that signed in before (its device cookie): its own budget. */
const perDevice: FailureLimit = { maxFailures: 10, windowMs: fifteenMinutes };

/** The email's bucket key: a hash, so the failures table holds no email address. */
const emailKey = (email: string) =>
  createHash('sha256').update(`staff-sign-in\0${email.trim().toLowerCase()}`).digest('hex').slice(0, 32);

const tokenHash = (token: string) => createHash('sha256').update(`staff-invitation\0${token}`).digest('hex');

export interface Invitation {
  token: string;
  expiresAt: number;
}

export interface InvitationDetails {
  account: StaffAccount;
  expiresAt: number;
  totpSecret: string;
  totpUri: string;
  totpQrCode: string;
}

export type RegistrationOutcome =
  | { status: 'registered'; account: StaffAccount; recoveryCodes: string[] }
  | { status: 'invalid-invitation' }
  | { status: 'bad-password'; problem: string }
  | { status: 'bad-code' }
  | Limited;

/** Refused for now: too many failures, or (`busy`) too many passwords being hashed at this moment. */
type Limited = { status: 'limited' } & LimitedOutcome;
const busy: Limited = { status: 'limited', retryAfterSeconds: hashingBusyRetryAfterSeconds, busy: true };
/** The account signs in with passkeys only: it has no password to check or change. */
type NoPassword = { status: 'no-password' };

export type PasswordChangeOutcome =
  | { status: 'changed' }
  /** The current password was wrong; `problem` is what is wrong with the new one as well, if anything. */
  | { status: 'refused'; problem: string | undefined }
  | { status: 'bad-password'; problem: string }
  | NoPassword
  | Limited;

export type AuthenticatorSetupOutcome =
  | {
      status: 'started';
      totpSecret: string;
      totpUri: string;
      totpQrCode: string;
      pending: string;
      expiresAt: number;
    }
  | NoPassword;

export type AuthenticatorChangeOutcome =
  { status: 'changed' } | { status: 'expired' } | { status: 'bad-code' };

/** What a sealed authenticator setup holds (see `startAuthenticatorChange`). */
interface PendingAuthenticator {
  accountId: string;
  secret: string;
  basis: number;
  expiresAt: number;
}

const authenticatorSetupLifetimeMs = authenticatorSetupLifetimeMinutes * 60 * 1000;

/** Which part of a refused sign-in was wrong: for the audit log only, never for the answer. */
export type SignInStage = 'password' | 'code';

export type SignInOutcome =
  | { status: 'signed-in'; account: StaffAccount; method: 'password+totp' | 'password+recovery-code' }
  | { status: 'refused'; accountId: string | null; stage: SignInStage }
  | Limited;

/**
 * Invitations and the password + authenticator sign-in of staff accounts. A password alone never
 * signs anyone in: every sign-in needs the current authenticator code or an unused recovery code.
 */
export class StaffSignIn {
  readonly #accounts: StaffAccountRepository;
  readonly #credentials: StaffCredentialRepository;
  readonly #throttle: LoginThrottle;
  readonly #sealed: SealedText;
  readonly #sealedSetup: SealedText;
  readonly #now: () => number;
  readonly #hashing: PasswordHashingGate;
  /** Compared against when an email has no account, so the answer takes as long as for one that has. */
  #decoyHash: Promise<string> | undefined;

  constructor(options: {
    accounts: StaffAccountRepository;
    credentials: StaffCredentialRepository;
    throttle: LoginThrottle;
    /** Seals TOTP secrets kept in the store. */
    sealed: SealedText;
    /** Seals authenticator setups handed to the browser: another key, so neither opens the other. */
    sealedSetup: SealedText;
    now: () => number;
    /** Bounds the password hashes computed and waiting at once (a default per core without it). */
    hashing?: PasswordHashingGate;
  }) {
    this.#accounts = options.accounts;
    this.#credentials = options.credentials;
    this.#throttle = options.throttle;
    this.#sealed = options.sealed;
    this.#sealedSetup = options.sealedSetup;
    this.#now = options.now;
    this.#hashing = options.hashing ?? new PasswordHashingGate();
    // Made at start, so that the first sign-ins do not wait for it.
    void this.#decoy();
  }

  /** A new one-time invitation for the account, replacing its credentials and earlier links. */
  async invite(accountId: string): Promise<Invitation> {
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    const expiresAt = now + invitationLifetimeMs;
    await this.#credentials.invite({
      accountId,
      tokenHash: tokenHash(token),
      totpSecret: this.#sealed.seal(newTotpSecret()),
      now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** Withdraws the account's unused invitation (the account is being disabled); a new one is sent again later. */
  withdrawInvitation(accountId: string): Promise<void> {
    return this.#credentials.withdrawInvitations(accountId);
  }

  async #invitation(token: string) {
    const invitation = await this.#credentials.openInvitation(tokenHash(token), this.#now());
    if (!invitation) return undefined;
    const [account, credentials] = await Promise.all([
      this.#accounts.find(invitation.accountId),
      this.#credentials.find(invitation.accountId),
    ]);
    const totpSecret = credentials?.totpSecret ? this.#sealed.open(credentials.totpSecret) : undefined;
    if (!account || account.disabledAt !== null || !totpSecret) return undefined;
    return { account, expiresAt: invitation.expiresAt, totpSecret };
  }

  /** What an unused, unexpired invitation offers; undefined for any other token. */
  async openInvitation(token: string): Promise<InvitationDetails | undefined> {
    const invitation = await this.#invitation(token);
    if (!invitation) return undefined;
    const uri = totpUri(invitation.totpSecret, invitation.account.email, companyName);
    return { ...invitation, totpUri: uri, totpQrCode: await qrCodeDataUrl(uri) };
  }

  /** The account an unused, unexpired invitation is for; undefined for any other token. */
  async invitedAccount(token: string): Promise<StaffAccount | undefined> {
    return (await this.#invitation(token))?.account;
  }

  /**
   * Keeps a verified passkey as the account's only credential (no password, no recovery codes:
   * a lost passkey is replaced through a new invitation); the invitation then cannot be used again.
   */
  async registerPasskey(token: string, passkey: NewPasskey): Promise<StaffAccount | undefined> {
    const invitation = await this.#invitation(token);
    if (invitation?.account.id !== passkey.accountId) return undefined;
    const registered = await this.#credentials.registerPasskey({
      tokenHash: tokenHash(token),
      accountId: passkey.accountId,
      passkey,
      now: this.#now(),
    });
    return registered ? invitation.account : undefined;
  }

  /** Sets the password and confirms the authenticator; the invitation then cannot be used again. */
  async register(token: string, password: string, code: string): Promise<RegistrationOutcome> {
    const invitation = await this.#invitation(token);
    if (!invitation) return { status: 'invalid-invitation' };
    const { account } = invitation;
    const problem = passwordProblem(password, [account.displayName, account.email, companyName]);
    if (problem) return { status: 'bad-password', problem };
    const step = await acceptedTotpStep(invitation.totpSecret, code, { now: this.#now(), usedStep: null });
    if (step === undefined) return { status: 'bad-code' };
    const hashed = await this.#hashing.run(account.id, () => hashPassword(password));
    if (hashed.busy) return busy;
    const recoveryCodes = newRecoveryCodes();
    const registered = await this.#credentials.register({
      tokenHash: tokenHash(token),
      accountId: account.id,
      passwordHash: hashed.value,
      totpStep: step,
      recoveryCodeHashes: recoveryCodes.map(recoveryCodeHash),
      now: this.#now(),
    });
    return registered ? { status: 'registered', account, recoveryCodes } : { status: 'invalid-invitation' };
  }

  /**
   * Whether the password is the account's own, for a change to its credentials. Wrong passwords
   * count against the address like a failed sign-in, and share its limit. An account that signs
   * in with passkeys only has no password, and so nothing a password unlocks.
   */
  async #ownPassword(
    accountId: string,
    password: string,
    address: string,
  ): Promise<{ status: 'right'; stored: StaffCredentials } | { status: 'refused' } | NoPassword | Limited> {
    const addressBucket: [string, FailureLimit] = [`staff-address:${clientAddressKey(address)}`, perAddress];
    const allowance = await this.#throttle.checkBuckets([addressBucket]);
    if (!allowance.allowed) return { status: 'limited', retryAfterSeconds: allowance.retryAfterSeconds };
    const stored = await this.#credentials.find(accountId);
    if (!stored?.passwordHash) return { status: 'no-password' };
    const { passwordHash } = stored;
    const matched = await this.#hashing.run(accountId, () => passwordMatches(password, passwordHash));
    if (matched.busy) return busy;
    if (!matched.value) {
      await this.#throttle.recordBucketFailure([addressBucket]);
      return { status: 'refused' };
    }
    return { status: 'right', stored };
  }

  /** The decoy hash, made once per process outside the gate's places. */
  #decoy(): Promise<string> {
    this.#decoyHash ??= this.#hashing.warm(() => hashPassword(randomBytes(16).toString('hex')));
    return this.#decoyHash;
  }

  /** Whether the account signs in with a password and an authenticator app (else with passkeys only). */
  async hasPassword(accountId: string): Promise<boolean> {
    return Boolean((await this.#credentials.find(accountId))?.passwordHash);
  }

  /** Ten new recovery codes for an account that has a password; the old ones stop working. */
  async replaceRecoveryCodes(
    accountId: string,
  ): Promise<{ status: 'replaced'; recoveryCodes: string[] } | NoPassword> {
    const stored = await this.#credentials.find(accountId);
    if (!stored?.passwordHash) return { status: 'no-password' };
    const recoveryCodes = newRecoveryCodes();
    await this.#credentials.replaceRecoveryCodes(accountId, recoveryCodes.map(recoveryCodeHash));
    return { status: 'replaced', recoveryCodes };
  }

  /**
   * Replaces the password when the current one is right and the new one keeps the rules of
   * registration (ASVS 5.0 6.2.2, 6.2.3). Ending the other sessions is the caller's part.
   */
  async changePassword(
    accountId: string,
    passwords: { current: string; next: string },
    address: string,
  ): Promise<PasswordChangeOutcome> {
    const account = await this.#accounts.find(accountId);
    const problem = account
      ? passwordProblem(passwords.next, [account.displayName, account.email, companyName])
      : undefined;
    const check = await this.#ownPassword(accountId, passwords.current, address);
    if (check.status === 'limited' || check.status === 'no-password') return check;
    if (check.status === 'refused' || !account) return { status: 'refused', problem };
    if (problem) return { status: 'bad-password', problem };
    const hashed = await this.#hashing.run(accountId, () => hashPassword(passwords.next));
    if (hashed.busy) return busy;
    const changed = await this.#credentials.changePassword({
      accountId,
      passwordHash: hashed.value,
      basis: check.stored.updatedAt,
      now: this.#now(),
    });
    // Changed meanwhile (another tab, another instance): the password checked is no longer current.
    return changed ? { status: 'changed' } : { status: 'refused', problem: undefined };
  }

  /**
   * A new TOTP secret that replaces the old one only once a code of
   * it comes back (`confirmAuthenticatorChange`), so a mistyped setup never locks anyone out.
   *
   * The secret waiting for its code is not written to the store: it goes to the browser sealed
   * (AES-256-GCM, under a key of its own) with the account, the credentials' `updatedAt` and an
   * expiry, and the browser sends it back with the code. That needs no new column or migration,
   * and is as safe as a stored one: the browser sees the secret anyway (it shows it), the seal
   * stops anyone from choosing a secret or using another account's setup,
   * and the switch is a conditional update on `updatedAt`, so a setup works once, for 10 minutes
   * at most, and not after the password or authenticator changed (or a new invitation) since.
   */
  async startAuthenticatorChange(accountId: string): Promise<AuthenticatorSetupOutcome> {
    const [account, stored] = await Promise.all([
      this.#accounts.find(accountId),
      this.#credentials.find(accountId),
    ]);
    if (!account || !stored?.passwordHash) return { status: 'no-password' };
    const secret = newTotpSecret();
    const expiresAt = this.#now() + authenticatorSetupLifetimeMs;
    const setup: PendingAuthenticator = { accountId, secret, basis: stored.updatedAt, expiresAt };
    const uri = totpUri(secret, account.email, companyName);
    return {
      status: 'started',
      totpSecret: secret,
      totpUri: uri,
      totpQrCode: await qrCodeDataUrl(uri),
      pending: this.#sealedSetup.seal(JSON.stringify(setup)),
      expiresAt,
    };
  }

  #openSetup(pending: string): PendingAuthenticator | undefined {
    const text = this.#sealedSetup.open(pending);
    if (text === undefined) return undefined;
    const setup = JSON.parse(text) as Partial<PendingAuthenticator>;
    const { accountId, secret, basis, expiresAt } = setup;
    if (typeof accountId !== 'string' || typeof secret !== 'string') return undefined;
    if (typeof basis !== 'number' || typeof expiresAt !== 'number') return undefined;
    return { accountId, secret, basis, expiresAt };
  }

  /** Switches to the setup's secret when the code is one of it; the old secret's codes stop working. */
  async confirmAuthenticatorChange(
    accountId: string,
    pending: string,
    code: string,
  ): Promise<AuthenticatorChangeOutcome> {
    const setup = this.#openSetup(pending);
    const now = this.#now();
    if (!setup || setup.accountId !== accountId || now >= setup.expiresAt) return { status: 'expired' };
    // A secret never used before: any current code of it is new.
    const step = await acceptedTotpStep(setup.secret, code, { now, usedStep: null });
    if (step === undefined) return { status: 'bad-code' };
    const changed = await this.#credentials.changeTotpSecret({
      accountId,
      totpSecret: this.#sealed.seal(setup.secret),
      totpStep: step,
      basis: setup.basis,
      now,
    });
    return changed ? { status: 'changed' } : { status: 'expired' };
  }

  /**
   * Email, password and a code. Every failure counts once, whatever part of it was wrong, against
   * the client's address and the email named (or, for a browser that signed in before, against
   * that browser alone), and both limits are checked before anything else: a right password with a
   * wrong code answers exactly like a wrong password, and a limit reached answers the same whatever
   * was sent. Passkeys are never limited by it.
   */
  async signIn(credentials: {
    email: string;
    password: string;
    code: string;
    address: string;
    /** The id of a valid device cookie, when the browser sent one. */
    deviceId?: string | undefined;
  }): Promise<SignInOutcome> {
    const buckets: [string, FailureLimit][] =
      credentials.deviceId === undefined
        ? [
            [`staff-address:${clientAddressKey(credentials.address)}`, perAddress],
            [`staff-account:${emailKey(credentials.email)}`, perAccount],
          ]
        : [[`staff-device:${credentials.deviceId}`, perDevice]];
    const allowance = await this.#throttle.checkBuckets(buckets);
    if (!allowance.allowed) return { status: 'limited', retryAfterSeconds: allowance.retryAfterSeconds };

    const account = await this.#accounts.findByEmail(credentials.email);
    const stored =
      account && account.disabledAt === null ? await this.#credentials.find(account.id) : undefined;
    // The decoy is made before the place is taken, so a place never holds two hashes.
    const passwordHash = stored?.passwordHash ?? (await this.#decoy());
    const matched = await this.#hashing.run(`staff-account:${emailKey(credentials.email)}`, () =>
      passwordMatches(credentials.password, passwordHash),
    );
    if (matched.busy) return busy;
    const rightPassword = matched.value && stored?.passwordHash;
    const refused = async (stage: SignInStage): Promise<SignInOutcome> => {
      await this.#throttle.recordBucketFailure(buckets);
      return { status: 'refused', accountId: account?.id ?? null, stage };
    };
    if (!account || !stored || !rightPassword) return refused('password');

    const secret = stored.totpSecret ? this.#sealed.open(stored.totpSecret) : undefined;
    const step = secret
      ? await acceptedTotpStep(secret, credentials.code, { now: this.#now(), usedStep: stored.totpStep })
      : undefined;
    if (step !== undefined && (await this.#credentials.useTotpStep(account.id, step)))
      return { status: 'signed-in', account, method: 'password+totp' };
    if (await this.#credentials.useRecoveryCode(account.id, recoveryCodeHash(credentials.code), this.#now()))
      return { status: 'signed-in', account, method: 'password+recovery-code' };
    return refused('code');
  }
}

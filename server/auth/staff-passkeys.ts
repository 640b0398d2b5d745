import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { companyName } from '#contract/company.ts';
import type { StaffAccount, StaffAccountRepository } from '../store/staff-account-repository.ts';
import type { StaffPasskey, StaffPasskeyRepository } from '../store/staff-passkey-repository.ts';

const challengeLifetimeMs = 5 * 60 * 1000;

/** Where the browser is: WebAuthn binds a passkey to the site's host name and checks the page's origin. */
export interface RelyingParty {
  /** The host name, e.g. aarogya.example (never an address with a port). */
  id: string;
  /** The page's origin, e.g. https://aarogya.example. */
  origin: string;
}

/**
 * Passkeys through SimpleWebAuthn: registration for the signed-in account, sign-in with any passkey
 * of this site (the browser offers the ones it holds). User verification is required, so a passkey
 * is two factors at once (something held, unlocked by something known or a fingerprint).
 */
export class StaffPasskeys {
  readonly #passkeys: StaffPasskeyRepository;
  readonly #accounts: StaffAccountRepository;
  readonly #now: () => number;

  constructor(options: {
    passkeys: StaffPasskeyRepository;
    accounts: StaffAccountRepository;
    now: () => number;
  }) {
    this.#passkeys = options.passkeys;
    this.#accounts = options.accounts;
    this.#now = options.now;
  }

  async registrationOptions(account: StaffAccount, party: RelyingParty) {
    const existing = await this.#passkeys.listOf(account.id);
    const options = await generateRegistrationOptions({
      rpName: companyName,
      rpID: party.id,
      userName: account.email,
      userDisplayName: account.displayName,
      userID: new TextEncoder().encode(account.id),
      attestationType: 'none',
      excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    await this.#passkeys.saveChallenge({
      challenge: options.challenge,
      accountId: account.id,
      purpose: 'register',
      expiresAt: this.#now() + challengeLifetimeMs,
    });
    return options;
  }

  /** Keeps the new passkey when it answers a challenge just issued to this account; undefined otherwise. */
  async register(
    accountId: string,
    name: string,
    response: RegistrationResponseJSON,
    party: RelyingParty,
  ): Promise<StaffPasskey | undefined> {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) =>
        this.#passkeys.takeChallenge(challenge, 'register', accountId, this.#now()),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    const { credential } = verification.registrationInfo;
    const passkey = {
      id: credential.id,
      accountId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: this.#now(),
    };
    await this.#passkeys.add(passkey);
    return { ...passkey, lastUsedAt: null };
  }

  async signInOptions(party: RelyingParty) {
    const options = await generateAuthenticationOptions({ rpID: party.id, userVerification: 'required' });
    await this.#passkeys.saveChallenge({
      challenge: options.challenge,
      accountId: null,
      purpose: 'sign-in',
      expiresAt: this.#now() + challengeLifetimeMs,
    });
    return options;
  }

  /** The active account whose passkey signed a challenge just issued; undefined otherwise. */
  async signIn(response: AuthenticationResponseJSON, party: RelyingParty): Promise<StaffAccount | undefined> {
    const passkey = await this.#passkeys.find(response.id);
    if (!passkey) return undefined;
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => this.#passkeys.takeChallenge(challenge, 'sign-in', null, this.#now()),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      credential: {
        id: passkey.id,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    const account = await this.#accounts.find(passkey.accountId);
    if (!account || account.disabledAt !== null) return undefined;
    await this.#passkeys.used(passkey.id, verification.authenticationInfo.newCounter, this.#now());
    return account;
  }
}

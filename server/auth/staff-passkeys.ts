import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { COSEALG } from '@simplewebauthn/server/helpers';
import type { FastifyRequest } from 'fastify';
import { companyName } from '#contract/company.ts';
import type { StaffAccount, StaffAccountRepository } from '../store/staff-account-repository.ts';
import type {
  ChallengePurpose,
  NewPasskey,
  StaffPasskey,
  StaffPasskeyRepository,
} from '../store/staff-passkey-repository.ts';

const challengeLifetimeMs = 5 * 60 * 1000;

/**
 * The signature algorithms a new passkey may use, most preferred first, as offered and as accepted:
 * the three every authenticator offers. Named here, not left to the library, whose default adds
 * ML-DSA-44 when the runtime's Web Crypto has it; Node's is experimental, and asking for it writes a
 * warning to the log.
 */
export const passkeyAlgorithms = [COSEALG.EdDSA, COSEALG.ES256, COSEALG.RS256];

/** Where the browser is: WebAuthn binds a passkey to the site's host name and checks the page's origin. */
export interface RelyingParty {
  /** The host name, e.g. aarogya.example (never an address with a port). */
  id: string;
  /** The page's origin, e.g. https://aarogya.example. */
  origin: string;
}

/** The page's origin as a browser writes it (no default port), for the host the request named. */
export function pageOriginOf(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  try {
    return new URL(origin).origin;
  } catch {
    // A Host no URL can hold matches no origin a browser sends, so the check fails as it should.
    return origin;
  }
}

/** The site as the browser addressed it (behind a proxy, as TRUST_PROXY lets the proxy say). */
export const relyingPartyOf = (request: FastifyRequest): RelyingParty => ({
  id: request.hostname,
  origin: pageOriginOf(request),
});

/** A passkey comes either to a signed-in account or with an invitation, each with its own challenges. */
type RegistrationPurpose = Extract<ChallengePurpose, 'register' | 'invitation'>;

/**
 * Passkeys through SimpleWebAuthn: registration for the signed-in or invited account, sign-in with any passkey
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

  async registrationOptions(
    account: StaffAccount,
    party: RelyingParty,
    purpose: RegistrationPurpose = 'register',
  ) {
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
      supportedAlgorithmIDs: passkeyAlgorithms,
    });
    await this.#passkeys.saveChallenge({
      challenge: options.challenge,
      accountId: account.id,
      purpose,
      expiresAt: this.#now() + challengeLifetimeMs,
    });
    return options;
  }

  /**
   * The new passkey, not yet kept, when it answers a challenge just issued to this account for
   * this purpose and no passkey has its id; undefined otherwise.
   */
  async verifyRegistration(
    accountId: string,
    name: string,
    response: RegistrationResponseJSON,
    party: RelyingParty,
    purpose: RegistrationPurpose,
  ): Promise<NewPasskey | undefined> {
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) =>
        this.#passkeys.takeChallenge(challenge, purpose, accountId, this.#now()),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: passkeyAlgorithms,
    }).catch(() => undefined);
    if (!verification?.verified) return undefined;
    const { credential } = verification.registrationInfo;
    if (await this.#passkeys.find(credential.id)) return undefined;
    return {
      id: credential.id,
      accountId,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name,
      createdAt: this.#now(),
    };
  }

  /** Keeps the new passkey when it answers a challenge just issued to this account; undefined otherwise. */
  async register(
    accountId: string,
    name: string,
    response: RegistrationResponseJSON,
    party: RelyingParty,
  ): Promise<StaffPasskey | undefined> {
    const passkey = await this.verifyRegistration(accountId, name, response, party, 'register');
    if (!passkey) return undefined;
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

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey authenticator in software, for server tests: it answers the WebAuthn JSON options the
 * server hands out the way a browser with a platform authenticator would (a discoverable ES256
 * credential, user present and verified, attestation "none"), and signs sign-in challenges with
 * the credential it made. Like a browser it refuses options for another relying party, a
 * credential it already holds in `excludeCredentials`, and a sign-in for which it holds none.
 */
export interface SoftwareAuthenticator {
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON;
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON;
}

interface Credential {
  id: Uint8Array;
  privateKey: KeyObject;
  userHandle: string;
  signCount: number;
}

/** COSE algorithm -7: ECDSA with SHA-256 on P-256. */
const es256 = -7;
const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 } as const;

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue>;

/** Major type and argument of a CBOR data item (RFC 8949 §3), in the shortest form. */
function cborHead(major: number, argument: number): Uint8Array {
  const type = major << 5;
  if (argument < 24) return Uint8Array.of(type | argument);
  if (argument < 0x100) return Uint8Array.of(type | 24, argument);
  if (argument < 0x1_0000) return Uint8Array.of(type | 25, argument >> 8, argument & 0xff);
  throw new RangeError(`CBOR argument out of range: ${argument}`);
}

/**
 * The few CBOR types WebAuthn needs (integers, byte and text strings, maps), definite lengths only;
 * map entries are written in the order given, as the authenticators' canonical form expects of the caller.
 */
function encodeCbor(value: CborValue): Uint8Array {
  if (typeof value === 'number') {
    if (!Number.isInteger(value)) throw new TypeError('Only integers are encoded');
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  const entries = [...value].flatMap(([key, item]) => [encodeCbor(key), encodeCbor(item)]);
  return concat(cborHead(5, value.size), ...entries);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

/** The public key as a COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const { x, y } = publicKey.export({ format: 'jwk' });
  if (!x || !y) throw new Error('Not an EC public key');
  return encodeCbor(
    new Map<CborValue, CborValue>([
      [1, 2],
      [3, es256],
      [-1, 1],
      [-2, Buffer.from(x, 'base64url')],
      [-3, Buffer.from(y, 'base64url')],
    ]),
  );
}

export function createSoftwareAuthenticator(options: {
  origin: string;
  rpId: string;
  /** False for an authenticator that checks presence only (no PIN or biometric): the server must refuse it. */
  userVerified?: boolean;
}): SoftwareAuthenticator {
  const { rpId } = options;
  const verified = options.userVerified === false ? 0 : flags.userVerified;
  const origin = new URL(options.origin).origin;
  const host = new URL(origin).hostname;
  if (host !== rpId && !host.endsWith(`.${rpId}`))
    throw new Error(`The relying party ${rpId} is not ${host} or a domain it belongs to`);
  const rpIdHash = sha256(rpId);
  const credentials: Credential[] = [];

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const checkRelyingParty = (requested: string | undefined) => {
    if ((requested ?? host) !== rpId)
      throw new Error(`SecurityError: this authenticator serves ${rpId}, not ${requested ?? host}`);
  };

  return {
    register(creation) {
      checkRelyingParty(creation.rp.id);
      if (!creation.pubKeyCredParams.some((param) => param.type === 'public-key' && param.alg === es256))
        throw new Error('NotSupportedError: the relying party does not accept ES256');
      const excluded = new Set((creation.excludeCredentials ?? []).map((descriptor) => descriptor.id));
      if (credentials.some((credential) => excluded.has(base64url(credential.id))))
        throw new Error('InvalidStateError: this authenticator already holds an excluded credential');

      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential: Credential = {
        id: new Uint8Array(randomBytes(32)),
        privateKey,
        userHandle: creation.user.id,
        signCount: 0,
      };
      const publicKeyCose = coseKey(publicKey);
      const authenticatorData = concat(
        rpIdHash,
        Uint8Array.of(flags.userPresent | verified | flags.attestedCredentialData),
        uint32(credential.signCount),
        new Uint8Array(16),
        Uint8Array.of(credential.id.length >> 8, credential.id.length & 0xff),
        credential.id,
        publicKeyCose,
      );
      const attestationObject = encodeCbor(
        new Map<CborValue, CborValue>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData],
        ]),
      );
      credentials.push(credential);
      const id = base64url(credential.id);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', creation.challenge)),
          attestationObject: base64url(attestationObject),
          authenticatorData: base64url(authenticatorData),
          publicKey: base64url(publicKey.export({ format: 'der', type: 'spki' })),
          publicKeyAlgorithm: es256,
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: creation.extensions?.credProps ? { credProps: { rk: true } } : {},
      };
    },

    authenticate(request) {
      checkRelyingParty(request.rpId);
      const allowed = (request.allowCredentials ?? []).map((descriptor) => descriptor.id);
      // With no list the site asks for a discoverable credential: the newest, as a browser offers it first.
      const credential = credentials.findLast(
        (candidate) => allowed.length === 0 || allowed.includes(base64url(candidate.id)),
      );
      if (!credential)
        throw new Error('NotAllowedError: this authenticator holds no credential for the request');

      credential.signCount += 1;
      const authenticatorData = concat(
        rpIdHash,
        Uint8Array.of(flags.userPresent | verified),
        uint32(credential.signCount),
      );
      const clientDataJSON = clientData('webauthn.get', request.challenge);
      // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON); Node answers the DER form WebAuthn uses.
      const signature = sign(
        'sha256',
        concat(authenticatorData, sha256(clientDataJSON)),
        credential.privateKey,
      );
      const id = base64url(credential.id);
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientDataJSON),
          authenticatorData: base64url(authenticatorData),
          signature: base64url(signature),
          userHandle: credential.userHandle,
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}

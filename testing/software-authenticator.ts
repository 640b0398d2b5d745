import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * A passkey authenticator in software, for server tests: it answers the WebAuthn options the
 * server hands out as a browser with a platform authenticator would (ES256 keys, "none"
 * attestation, discoverable credentials), so the server's real verification runs on real
 * signatures.
 */

export interface SoftwareAuthenticator {
  /** navigator.credentials.create(): a new passkey for the options' user. */
  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON;
  /** navigator.credentials.get(): signs the challenge with a passkey the options allow (any, when they list none). */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): AuthenticationResponseJSON;
}

export interface SoftwareAuthenticatorOptions {
  /** The page's origin as the browser writes it, e.g. http://localhost. */
  origin: string;
  /** The relying party's id: the host name. */
  rpId: string;
  /** Whether the person unlocks the passkey (fingerprint, PIN): the UV flag. True unless told. */
  userVerified?: boolean;
}

interface HeldCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  signCount: number;
}

const es256 = -7;
const flags = { userPresent: 0x01, userVerified: 0x04, attestedCredentialData: 0x40 };

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const base64url = (data: Buffer) => data.toString('base64url');

/** A WebAuthn ceremony the browser itself refuses throws a DOMException-like error of that name. */
function refused(name: 'NotAllowedError' | 'InvalidStateError' | 'SecurityError', message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

/** CBOR (RFC 8949) for the few types an attestation object needs: integers, byte and text strings, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const bytes = Buffer.alloc(5);
    bytes[0] = (major << 5) | 26;
    bytes.writeUInt32BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

/** The public key as a COSE_Key (RFC 9053): EC2, ES256, P-256, x and y. */
function coseKey(publicKey: KeyObject): Buffer {
  const jwk = publicKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y) throw new Error('an EC public key has x and y');
  return cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, es256],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
}

function counter(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
}

export function createSoftwareAuthenticator({
  origin,
  rpId,
  userVerified = true,
}: SoftwareAuthenticatorOptions): SoftwareAuthenticator {
  const held: HeldCredential[] = [];
  const rpIdHash = sha256(rpId);
  const verification = userVerified ? flags.userVerified : 0;
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const checkRelyingParty = (id: string | undefined) => {
    if ((id ?? rpId) !== rpId)
      throw refused('SecurityError', `this page may not use the relying party ${id}`);
  };

  return {
    register(options) {
      checkRelyingParty(options.rp.id);
      if (!options.pubKeyCredParams.some((parameter) => parameter.alg === es256))
        throw refused('NotAllowedError', 'the relying party does not accept ES256 keys');
      const excluded = new Set(options.excludeCredentials?.map((credential) => credential.id));
      if (held.some((credential) => excluded.has(base64url(credential.id))))
        throw refused('InvalidStateError', 'this authenticator already holds a passkey for the account');
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const credential = { id: randomBytes(32), privateKey, userHandle: options.user.id, signCount: 0 };
      held.push(credential);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      const authenticatorData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags.userPresent | verification | flags.attestedCredentialData]),
        counter(credential.signCount),
        Buffer.alloc(16), // AAGUID: all zero with "none" attestation
        idLength,
        credential.id,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData],
        ]),
      );
      return {
        id: base64url(credential.id),
        rawId: base64url(credential.id),
        type: 'public-key',
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', options.challenge)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    authenticate(options) {
      checkRelyingParty(options.rpId);
      const allowed = new Set(options.allowCredentials?.map((credential) => credential.id));
      const credential = held.find((each) => allowed.size === 0 || allowed.has(base64url(each.id)));
      if (!credential)
        throw refused('NotAllowedError', 'this authenticator holds no passkey the site allows');
      credential.signCount += 1;
      const authenticatorData = Buffer.concat([
        rpIdHash,
        Buffer.from([flags.userPresent | verification]),
        counter(credential.signCount),
      ]);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), {
        key: credential.privateKey,
        dsaEncoding: 'der',
      });
      return {
        id: base64url(credential.id),
        rawId: base64url(credential.id),
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

import { createHash, createPublicKey } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import {
  cose,
  decodeAttestationObject,
  decodeClientDataJSON,
  decodeCredentialPublicKey,
  isoBase64URL,
  parseAuthenticatorData,
} from '@simplewebauthn/server/helpers';
import { describe, expect, it } from 'vitest';
import { passkeyAlgorithms } from '#server/auth/staff-passkeys.ts';
import { createSoftwareAuthenticator } from './software-authenticator.ts';

const rpId = 'staff.aarogya.example';
const origin = 'https://staff.aarogya.example';
const fromBase64url = (value: string) => new Uint8Array(Buffer.from(value, 'base64url'));

const creationOptions = (excludeCredentials: { id: string }[] = []) =>
  generateRegistrationOptions({
    rpName: 'Aarogya',
    rpID: rpId,
    userName: 'meena@aarogya.example',
    userDisplayName: 'Meena Iyer',
    userID: new TextEncoder().encode('account-1'),
    attestationType: 'none',
    excludeCredentials,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: passkeyAlgorithms,
  });

const verifyRegistration = async (response: RegistrationResponseJSON, challenge: string) => {
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpId,
    requireUserVerification: true,
    supportedAlgorithmIDs: passkeyAlgorithms,
  });
  expect(verification.verified).toBe(true);
  if (!verification.verified) throw new Error('not verified');
  return verification.registrationInfo;
};

describe('the software authenticator', () => {
  it('registers a discoverable ES256 credential that the WebAuthn verifier accepts', async () => {
    const authenticator = createSoftwareAuthenticator({ origin, rpId });
    const options = await creationOptions();
    const response = authenticator.register(options);

    const info = await verifyRegistration(response, options.challenge);
    expect(info).toMatchObject({
      fmt: 'none',
      userVerified: true,
      credentialDeviceType: 'singleDevice',
      credentialBackedUp: false,
      origin,
      rpID: rpId,
      aaguid: '00000000-0000-0000-0000-000000000000',
    });
    expect(info.credential).toMatchObject({ id: response.id, counter: 0, transports: ['internal'] });
    expect(response).toMatchObject({
      rawId: response.id,
      type: 'public-key',
      authenticatorAttachment: 'platform',
    });
    expect(response.clientExtensionResults).toEqual({ credProps: { rk: true } });
    expect(decodeClientDataJSON(response.response.clientDataJSON)).toEqual({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
  });

  it('writes the attestation object and authenticator data byte for byte as WebAuthn lays them out', async () => {
    const authenticator = createSoftwareAuthenticator({ origin, rpId });
    const response = authenticator.register(await creationOptions());
    const attestation = fromBase64url(response.response.attestationObject);
    const text = (value: string) => [...new TextEncoder().encode(value)];
    // A map of three (0xa3): "fmt" → "none", "attStmt" → an empty map (0xa0), "authData" → 164 bytes (0x58 0xa4).
    expect([...attestation.subarray(0, 30)]).toEqual([
      0xa3,
      0x63,
      ...text('fmt'),
      0x64,
      ...text('none'),
      0x67,
      ...text('attStmt'),
      0xa0,
      0x68,
      ...text('authData'),
      0x58,
      164,
    ]);
    const authData = attestation.subarray(30);
    expect(authData).toHaveLength(164);
    expect(isoBase64URL.fromBuffer(authData)).toBe(response.response.authenticatorData);

    const decoded = decodeAttestationObject(attestation);
    expect(decoded.get('fmt')).toBe('none');
    expect(decoded.get('attStmt').size).toBe(0);
    const parsed = parseAuthenticatorData(decoded.get('authData'));
    expect(Buffer.from(parsed.rpIdHash)).toEqual(createHash('sha256').update(rpId).digest());
    expect(parsed.flags.flagsInt).toBe(0x45);
    expect(parsed.counter).toBe(0);
    expect([...parsed.aaguid!]).toEqual(new Array(16).fill(0));
    expect(isoBase64URL.fromBuffer(parsed.credentialID!)).toBe(response.id);
    expect(parsed.extensionsData).toBeUndefined();

    // The COSE key, a map of five (0xa5): kty (1) EC2 (2), alg (3) ES256 (-7 = 0x26), crv (-1 = 0x20)
    // P-256 (1), x (-2 = 0x21) and y (-3 = 0x22) as 32-byte strings (0x58 0x20).
    const coseBytes = parsed.credentialPublicKey!;
    expect(coseBytes).toHaveLength(77);
    expect([...coseBytes.subarray(0, 10)]).toEqual([
      0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20,
    ]);
    expect([...coseBytes.subarray(42, 45)]).toEqual([0x22, 0x58, 0x20]);
    const key = decodeCredentialPublicKey(coseBytes);
    expect(key.get(cose.COSEKEYS.kty)).toBe(cose.COSEKTY.EC2);
    expect(key.get(cose.COSEKEYS.alg)).toBe(cose.COSEALG.ES256);
    if (!cose.isCOSEPublicKeyEC2(key)) throw new Error('not an EC2 key');
    expect(key.get(cose.COSEKEYS.crv)).toBe(cose.COSECRV.P256);
    // The point is the one of the SPKI public key the response also carries.
    const jwk = createPublicKey({
      key: Buffer.from(response.response.publicKey!, 'base64url'),
      format: 'der',
      type: 'spki',
    }).export({ format: 'jwk' });
    expect(isoBase64URL.fromBuffer(key.get(cose.COSEKEYS.x)!)).toBe(jwk.x);
    expect(isoBase64URL.fromBuffer(key.get(cose.COSEKEYS.y)!)).toBe(jwk.y);
    expect(response.response.publicKeyAlgorithm).toBe(-7);
  });

  it('signs sign-in challenges that the verifier accepts, counting each signature', async () => {
    const authenticator = createSoftwareAuthenticator({ origin, rpId });
    const registration = await creationOptions();
    const info = await verifyRegistration(authenticator.register(registration), registration.challenge);
    const credential: WebAuthnCredential = { ...info.credential };

    for (const expectedCounter of [1, 2]) {
      const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required' });
      const response = authenticator.authenticate(options);
      expect(response.id).toBe(credential.id);
      expect(response.response.userHandle).toBe(registration.user.id);
      expect(decodeClientDataJSON(response.response.clientDataJSON)).toMatchObject({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin,
      });
      // The signature is DER: a SEQUENCE of two INTEGERs.
      expect(fromBase64url(response.response.signature)[0]).toBe(0x30);
      const parsed = parseAuthenticatorData(fromBase64url(response.response.authenticatorData));
      expect(parsed.flags.flagsInt).toBe(0x05);
      const verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: options.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        credential,
        requireUserVerification: true,
      });
      expect(verification.verified).toBe(true);
      expect(verification.authenticationInfo).toMatchObject({
        newCounter: expectedCounter,
        userVerified: true,
      });
      credential.counter = verification.authenticationInfo.newCounter;
    }

    // Another key's signature, or a signature over another challenge, does not verify.
    const other = createSoftwareAuthenticator({ origin, rpId });
    const otherRegistration = await creationOptions();
    other.register(otherRegistration);
    const options = await generateAuthenticationOptions({ rpID: rpId, userVerification: 'required' });
    const genuine = authenticator.authenticate(options);
    const forged = {
      ...genuine,
      response: { ...genuine.response, signature: other.authenticate(options).response.signature },
    };
    const check = (response: typeof genuine) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge: options.challenge,
        expectedOrigin: origin,
        expectedRPID: rpId,
        credential,
        requireUserVerification: true,
      });
    expect((await check(forged)).verified).toBe(false);
    const replayed = authenticator.authenticate({
      ...options,
      challenge: isoBase64URL.fromUTF8String('other'),
    });
    await expect(check(replayed)).rejects.toThrow(/challenge/i);
    expect((await check(genuine)).verified).toBe(true);
  });

  it('answers a sign-in with the allowed credential, or the newest when any may answer', async () => {
    const authenticator = createSoftwareAuthenticator({ origin, rpId });
    const first = authenticator.register(await creationOptions());
    const second = authenticator.register(await creationOptions());
    const options = await generateAuthenticationOptions({ rpID: rpId });
    expect(authenticator.authenticate(options).id).toBe(second.id);
    expect(
      authenticator.authenticate({ ...options, allowCredentials: [{ id: first.id, type: 'public-key' }] }).id,
    ).toBe(first.id);
    expect(() =>
      authenticator.authenticate({
        ...options,
        allowCredentials: [{ id: 'c29tZW9uZS1lbHNl', type: 'public-key' }],
      }),
    ).toThrow(/NotAllowedError/);
  });

  it('refuses what a browser refuses: another site, an excluded credential, a sign-in with nothing registered', async () => {
    expect(() => createSoftwareAuthenticator({ origin: 'https://evil.example', rpId })).toThrow(
      /relying party/,
    );
    // A site may use a domain its host name belongs to.
    expect(() => createSoftwareAuthenticator({ origin, rpId: 'aarogya.example' })).not.toThrow();

    const authenticator = createSoftwareAuthenticator({ origin, rpId });
    const options = await creationOptions();
    expect(() =>
      authenticator.register({ ...options, rp: { ...options.rp, id: 'aarogya.example' } }),
    ).toThrow(/SecurityError/);
    expect(() =>
      authenticator.register({ ...options, pubKeyCredParams: [{ type: 'public-key', alg: -257 }] }),
    ).toThrow(/NotSupportedError/);
    expect(() => authenticator.authenticate({ challenge: options.challenge, rpId })).toThrow(
      /NotAllowedError/,
    );

    const held = authenticator.register(options);
    const again = await creationOptions([{ id: held.id }]);
    expect(() => authenticator.register(again)).toThrow(/InvalidStateError/);
    expect(() => authenticator.authenticate({ challenge: again.challenge, rpId: 'aarogya.example' })).toThrow(
      /SecurityError/,
    );
  });
});

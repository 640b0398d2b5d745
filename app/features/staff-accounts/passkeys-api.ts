/** Passkeys through the one API client and the browser's WebAuthn (SimpleWebAuthn turns its JSON into calls). */
import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { staffPasskeyEndpoints } from '#contract/staff-passkeys.ts';

const { list, registrationOptions, add, remove, signInOptions, signIn } = staffPasskeyEndpoints;

/** The browser's credential as the contract's loose WebAuthn JSON (the server's verifier checks it in full). */
const asCredential = (credential: object) => credential as EndpointRequestBody<typeof signIn>['credential'];

export async function fetchPasskeys() {
  return (await callEndpoint(list, { failure: 'Failed to load your passkeys' })).passkeys;
}

/** Asks the browser for a new passkey (it shows its own dialog) and keeps it under that name. */
export async function addPasskey(name: string) {
  const options = await callEndpoint(registrationOptions, { failure: 'Failed to start adding a passkey' });
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return (
    await callEndpoint(add, {
      body: { name, credential: asCredential(credential) },
      failure: 'Failed to add the passkey',
    })
  ).passkey;
}

export function removePasskey(id: string) {
  return callEndpoint(remove, { params: { id }, failure: 'Failed to remove the passkey' });
}

/** Signs in with a passkey the browser holds for this site (it shows its own chooser). */
export async function signInWithPasskey() {
  const options = await callEndpoint(signInOptions, { failure: 'Failed to start signing in' });
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  await callEndpoint(signIn, {
    body: { credential: asCredential(credential) },
    failure: 'Failed to sign in',
  });
}

/** The browser's own refusal (the person closed its dialog, or no passkey matched) in plain words. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

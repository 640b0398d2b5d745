/** Passkeys through the one API client and the browser's WebAuthn (SimpleWebAuthn turns its JSON into calls). */
import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { callEndpoint } from '#app/lib/api-client.ts';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import { confirmationEndpoints } from '#contract/staff-confirmation.ts';
import { invitationPasskeyEndpoints, staffPasskeyEndpoints } from '#contract/staff-passkeys.ts';

const { list, registrationOptions, add, remove, signInOptions, signIn } = staffPasskeyEndpoints;
const { invitationOptions, registerWithInvitation } = invitationPasskeyEndpoints;

/** Whether this browser can make and use passkeys at all (it may still find no authenticator). */
export const passkeysAvailable = (): boolean => browserSupportsWebAuthn();

/** The browser's credential as the contract's loose WebAuthn JSON (the server's verifier checks it in full). */
const asCredential = (credential: object) => credential as EndpointRequestBody<typeof signIn>['credential'];

export async function fetchPasskeys(signal?: AbortSignal) {
  return (await callEndpoint(list, { signal, failure: 'Failed to load your passkeys' })).passkeys;
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

/**
 * Registers a new passkey with the invitation (the browser shows its own dialog): the invitation is
 * then used up and the browser signed in.
 */
export async function registerPasskeyWithInvitation(token: string, name: string) {
  const options = await callEndpoint(invitationOptions, {
    body: { token },
    failure: 'Failed to start registering a passkey',
  });
  const credential = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  await callEndpoint(registerWithInvitation, {
    body: { token, name, credential: asCredential(credential) },
    failure: 'Failed to register the passkey',
  });
}

export function removePasskey(id: string) {
  return callEndpoint(remove, { params: { id }, failure: 'Failed to remove the passkey' });
}

/** A passkey the browser holds for this site signs a fresh challenge (the browser shows its own chooser). */
async function passkeyAnswer(failure: string) {
  const options = await callEndpoint(signInOptions, { failure });
  const credential = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return asCredential(credential);
}

/** Signs in with a passkey the browser holds for this site. */
export async function signInWithPasskey() {
  const credential = await passkeyAnswer('Failed to start signing in');
  await callEndpoint(signIn, { body: { credential }, failure: 'Failed to sign in' });
}

/** Confirms who the signed-in person is with one of their passkeys. */
export async function confirmWithPasskey() {
  const credential = await passkeyAnswer('Failed to start confirming');
  return callEndpoint(confirmationEndpoints.confirm, {
    body: { credential },
    failure: 'Failed to confirm it is you',
  });
}

/** The browser's own refusal (the person closed its dialog, or no passkey matched) in plain words. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}

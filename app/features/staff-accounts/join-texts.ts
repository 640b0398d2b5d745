import { passkeyMessages } from '#contract/staff-passkeys.ts';
import { staffAccountMessages } from '#contract/staff-accounts.ts';
import { passwordRules } from '#contract/staff-credentials.ts';

/** The words of the invitation page, for both ways of registering. */
export const joinTexts = {
  checking: 'Opening your invitation…',
  passkeyHeading: 'Register a passkey',
  passkeyIntro:
    'A passkey signs you in with this device’s screen lock, fingerprint or face, or with your phone: nothing to type, and it is both steps of signing in at once.',
  passkeyRecovery:
    'Your account then has no password and no recovery codes. If you lose your passkey, ask the owner for a new invitation.',
  passkeyName: 'Name of this passkey',
  passkeyNameHint: 'The device that keeps it, so you can tell your passkeys apart later.',
  passkeyNamePlaceholder: 'Work laptop',
  passkeySubmit: 'Register a passkey',
  passkeyBusy: 'Waiting for your device…',
  passkeyCancelled:
    'No passkey was registered: the browser’s dialog was closed or timed out. Try again, or use a password and an authenticator app below.',
  passkeyUnavailable:
    'Passkeys are not available in this browser. Use a password and an authenticator app below, or open the link in a browser that supports passkeys.',
  passkeyNameRequired: passkeyMessages.nameRequired,
  passwordHeading: 'Or use a password and an authenticator app',
  step1: 'Add this account to your authenticator app',
  step2: 'Choose your password and confirm the code',
  password: 'New password',
  passwordHint: `At least ${passwordRules.minLength} characters: a few unrelated words make a good one.`,
  code: 'Code from your authenticator app',
  submit: 'Create my sign-in',
  busy: 'Creating…',
  doneHeading: 'You are signed in',
  codesIntro:
    'These ten recovery codes each let you sign in once without your authenticator app. They are shown only now: print them or keep them in a password manager.',
  passkeyDone:
    'Next time, choose “Sign in with a passkey” on the sign-in page and unlock it as you just did.',
  passkeyDoneRecovery:
    'Your account has no password and no recovery codes: if you lose your passkey, ask the owner for a new invitation. A passkey on a second device, such as your phone, keeps you in when one device is lost.',
  toStaffScreens: 'Go to the staff screens',
  addPasskey: 'Add a passkey to sign in without a password next time',
  addAnotherPasskey: 'Add a passkey on another device',
  noToken: staffAccountMessages.invitationInvalid,
  needsScript:
    'Accepting an invitation needs JavaScript. Turn it on in your browser and open the link again.',
} as const;

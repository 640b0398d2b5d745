/**
 * The two ways of signing in as TanStack Query sends them. Each answers where to go next: the page
 * that sent the person here, else the first screen their roles open.
 */
import { useMutation } from '@tanstack/react-query';
import type { EndpointRequestBody } from '#contract/endpoint.ts';
import type { staffSignInEndpoints } from '#contract/staff-accounts.ts';
import { signInWithPasskey } from './passkeys-api.ts';
import { landingPathAfterSignIn, signInAsStaff } from './staff-sign-in-api.ts';

/** Email, password and authenticator code (or a recovery code). */
export function usePasswordSignIn(next: string | null) {
  return useMutation({
    mutationFn: async (credentials: EndpointRequestBody<typeof staffSignInEndpoints.signIn>) => {
      await signInAsStaff(credentials);
      return landingPathAfterSignIn(next);
    },
  });
}

/** A passkey the browser holds for this site (the browser shows its own chooser). */
export function usePasskeySignIn(next: string | null) {
  return useMutation({
    mutationFn: async () => {
      await signInWithPasskey();
      return landingPathAfterSignIn(next);
    },
  });
}

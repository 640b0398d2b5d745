import type { Duration } from './legal-formats.ts';

/**
 * The cookies the site sets, both only for staff who sign in (server/auth/staff-cookies.ts names
 * them; the lifetimes are the server's). The cookie policy and the privacy policy describe them
 * from here, each in its page's language (formatDuration).
 */
export const staffSessionCookie = {
  name: 'admin_session',
  lifetime: { value: 8, unit: 'hour' },
  idleTimeout: { value: 30, unit: 'minute' },
} as const satisfies { name: string; lifetime: Duration; idleTimeout: Duration };

export const staffDeviceCookie = {
  name: 'admin_device',
  lifetime: { value: 180, unit: 'day' },
} as const satisfies { name: string; lifetime: Duration };

/** How long the server keeps the network address of a failed staff sign-in. */
export const failedSignInRetention: Duration = { value: 15, unit: 'minute' };

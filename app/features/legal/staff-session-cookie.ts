/**
 * The cookies the site sets, both only for staff who sign in (server/auth/staff-cookies.ts names
 * them; the lifetimes are the server's). The cookie policy and the privacy policy describe them
 * from here.
 */
export const staffSessionCookie = {
  name: 'admin_session',
  lifetime: '8 hours',
  idleTimeout: '30 minutes',
} as const;

export const staffDeviceCookie = {
  name: 'admin_device',
  lifetime: '180 days',
} as const;

/** How long the server keeps the network address of a failed staff sign-in. */
export const failedSignInRetention = '15 minutes';

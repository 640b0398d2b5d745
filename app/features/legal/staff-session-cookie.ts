/**
 * The one cookie the site sets (server/auth/session-token.ts names it; the 8-hour lifetime is the
 * server's session lifetime). The cookie policy and the privacy policy describe it from here.
 */
export const staffSessionCookie = {
  name: 'admin_session',
  lifetime: '8 hours',
} as const;

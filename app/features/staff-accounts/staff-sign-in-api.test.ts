import { describe, expect, it } from 'vitest';
import { landingPath } from './staff-sign-in-api.ts';

describe('where a member of staff lands after signing in', () => {
  it('goes to the page that sent them to sign in, if it is on this site', () => {
    expect(landingPath('/admin/audit', ['catalogue'])).toBe('/admin/audit');
    expect(landingPath('//evil.example/x', ['owner'])).toBe('/admin/dashboard');
    expect(landingPath('/\\evil.example', ['sales'])).toBe('/admin/dashboard');
  });

  it('else opens the inbox for roles that read it, and the tablet catalogue for catalogue staff', () => {
    for (const roles of [['owner'], ['sales'], ['safety'], ['catalogue', 'sales']] as const)
      expect(landingPath(null, roles)).toBe('/admin/dashboard');
    expect(landingPath(null, ['catalogue'])).toBe('/tablets');
  });
});

import { describe, expect, it } from 'vitest';
import { closedNav, navReducer, type NavState } from './nav-state.ts';

const productsOpen: NavState = { mobileMenuOpen: false, openDropdown: 'products' };

describe('navReducer', () => {
  it('opens one dropdown at a time', () => {
    const state = navReducer(productsOpen, { type: 'open-dropdown', id: 'services' });
    expect(state.openDropdown).toBe('services');
  });

  it('toggles a dropdown open and closed', () => {
    const opened = navReducer(closedNav, { type: 'toggle-dropdown', id: 'services' });
    expect(opened.openDropdown).toBe('services');
    expect(navReducer(opened, { type: 'toggle-dropdown', id: 'services' }).openDropdown).toBeNull();
  });

  it('closes a named dropdown only when it is the open one', () => {
    expect(navReducer(productsOpen, { type: 'close-dropdown', id: 'services' })).toBe(productsOpen);
    expect(navReducer(productsOpen, { type: 'close-dropdown', id: 'products' }).openDropdown).toBeNull();
  });

  it('keeps the same state object when opening the dropdown that is already open', () => {
    expect(navReducer(productsOpen, { type: 'open-dropdown', id: 'products' })).toBe(productsOpen);
  });

  it('toggles the mobile menu and collapses its submenus either way', () => {
    const opened = navReducer(productsOpen, { type: 'toggle-mobile-menu' });
    expect(opened).toEqual({ mobileMenuOpen: true, openDropdown: null });
    const withSubmenu = navReducer(opened, { type: 'toggle-dropdown', id: 'services' });
    expect(navReducer(withSubmenu, { type: 'toggle-mobile-menu' })).toEqual(closedNav);
  });

  it('closes everything after a choice', () => {
    const state: NavState = { mobileMenuOpen: true, openDropdown: 'services' };
    expect(navReducer(state, { type: 'close-all' })).toEqual(closedNav);
    expect(navReducer(closedNav, { type: 'close-all' })).toBe(closedNav);
  });
});

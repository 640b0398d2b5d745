import type { DropdownId } from './navigation.ts';

/** The header's open parts (SPEC §4): the mobile menu, and at most one dropdown. */
export interface NavState {
  mobileMenuOpen: boolean;
  openDropdown: DropdownId | null;
}

export type NavAction =
  | { type: 'toggle-mobile-menu' }
  | { type: 'toggle-dropdown'; id: DropdownId }
  | { type: 'open-dropdown'; id: DropdownId }
  /** Closes the named dropdown if it is the open one (a late pointer-leave must not close another). */
  | { type: 'close-dropdown'; id: DropdownId }
  | { type: 'close-all' };

export const closedNav: NavState = { mobileMenuOpen: false, openDropdown: null };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggle-mobile-menu':
      return { mobileMenuOpen: !state.mobileMenuOpen, openDropdown: null };
    case 'toggle-dropdown':
      return { ...state, openDropdown: state.openDropdown === action.id ? null : action.id };
    case 'open-dropdown':
      return state.openDropdown === action.id ? state : { ...state, openDropdown: action.id };
    case 'close-dropdown':
      return state.openDropdown === action.id ? { ...state, openDropdown: null } : state;
    case 'close-all':
      return state.mobileMenuOpen || state.openDropdown ? closedNav : state;
  }
}

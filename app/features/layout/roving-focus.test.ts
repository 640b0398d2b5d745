import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './roving-focus.ts';

describe('nextFocusIndex', () => {
  it('moves down and wraps to the first item', () => {
    expect(nextFocusIndex('ArrowDown', 0, 4)).toBe(1);
    expect(nextFocusIndex('ArrowDown', 3, 4)).toBe(0);
  });

  it('moves up and wraps to the last item', () => {
    expect(nextFocusIndex('ArrowUp', 2, 4)).toBe(1);
    expect(nextFocusIndex('ArrowUp', 0, 4)).toBe(3);
  });

  it('starts at the ends when no item has focus', () => {
    expect(nextFocusIndex('ArrowDown', -1, 4)).toBe(0);
    expect(nextFocusIndex('ArrowUp', -1, 4)).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(nextFocusIndex('Home', 2, 4)).toBe(0);
    expect(nextFocusIndex('End', 1, 4)).toBe(3);
  });

  it('ignores other keys and empty lists', () => {
    expect(nextFocusIndex('Tab', 1, 4)).toBeUndefined();
    expect(nextFocusIndex('ArrowDown', -1, 0)).toBeUndefined();
  });
});

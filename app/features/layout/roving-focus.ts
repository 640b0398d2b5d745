/**
 * Which item of a list of `count` links gets focus after `key` when item `current` has it:
 * ArrowDown/ArrowUp move and wrap, Home/End jump. `current` is -1 when no item has focus.
 * Undefined for any other key.
 */
export function nextFocusIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

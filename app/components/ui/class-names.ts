import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names. Callers never pass two utilities for the same property: without a merge
 * library the stylesheet order, not the argument order, would decide which one wins.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

import { describe, expect, it } from 'vitest';
import { readListAddress, writeListAddress } from './list-address.ts';

describe('the list address', () => {
  it('reads the search and sort, falling back to all tablets by name', () => {
    expect(readListAddress(new URLSearchParams('q=%20Para%20&sort=-price'))).toEqual({
      q: 'Para',
      sort: '-price',
    });
    expect(readListAddress(new URLSearchParams('sort=cost'))).toEqual({ q: '', sort: 'name' });
    expect(readListAddress(new URLSearchParams(`q=${'a'.repeat(300)}`)).q).toHaveLength(120);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const start = new URLSearchParams('utm_source=mail&q=old&sort=price');
    expect(writeListAddress(start, { q: ' amlo ', sort: '-updated' }).toString()).toBe(
      'utm_source=mail&q=amlo&sort=-updated',
    );
    expect(writeListAddress(start, { q: '', sort: 'name' }).toString()).toBe('utm_source=mail');
  });
});

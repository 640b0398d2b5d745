import { describe, expect, it } from 'vitest';
import { clientAddressKey, isAddressOrRange } from './client-address.ts';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const key = clientAddressKey('2001:db8:5:7::1');
    expect(key).toBe('2001:db8:5:7::/64');
    expect(clientAddressKey('2001:0DB8:0005:0007:ffff:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:db8:5:8::1')).not.toBe(key);
  });

  it('passes through what is not an address', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
  });
});

describe('isAddressOrRange', () => {
  it('accepts addresses and CIDR ranges only', () => {
    for (const valid of ['10.0.0.5', '10.0.0.0/8', '::1', 'fd00::/8'])
      expect(isAddressOrRange(valid)).toBe(true);
    for (const invalid of ['true', '10.0.0', '10.0.0.0/33', 'proxy.local', ''])
      expect(isAddressOrRange(invalid)).toBe(false);
  });
});

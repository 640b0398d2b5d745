import ipaddr from 'ipaddr.js';

/**
 * The key under which requests from one client are counted (login failures, form rate limits).
 * An IPv4 address is its own key (an IPv4-mapped IPv6 address counts as the IPv4 address); an
 * IPv6 address counts by its /64 network, because one subscriber usually holds a whole /64 and
 * could otherwise pick a fresh address for every try.
 */
export function clientAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

/** True for one address or a CIDR range, IPv4 or IPv6 (what a TRUST_PROXY list may hold). */
export function isAddressOrRange(text: string): boolean {
  // Only the usual IPv4 spellings: ipaddr.js would also take legacy forms such as 10.0.0 or 0x0a.0.0.1.
  return (
    ipaddr.IPv4.isValidFourPartDecimal(text) ||
    ipaddr.IPv4.isValidCIDRFourPartDecimal(text) ||
    ipaddr.IPv6.isValid(text) ||
    ipaddr.IPv6.isValidCIDR(text)
  );
}

/**
 * Fastify's trustProxy for a TRUST_PROXY value. Fastify takes addresses and ranges as they are; a
 * hop count becomes a function trusting the nearest n hops (Fastify itself trusts no hop for a
 * number), so the client is the address the outermost trusted proxy saw.
 */
export function trustProxyOption(
  trustProxy: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return hops === 0 ? false : (_address, hop) => hop < hops;
}

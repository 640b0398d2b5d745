import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The push services browsers subscribe through: Firebase Cloud Messaging (Chrome, Edge on Android),
 * Mozilla's autopush (Firefox), Apple's (Safari) and Windows' (Edge). A staff browser's push address
 * is on one of them; any other address would make the server send requests wherever a member of
 * staff pointed it.
 */
const pushServiceHosts: readonly (string | RegExp)[] = [
  'fcm.googleapis.com',
  /^[\w-]+(\.[\w-]+)*\.push\.services\.mozilla\.com$/,
  /^[\w-]+(\.[\w-]+)*\.push\.apple\.com$/,
  /^[\w-]+(\.[\w-]+)*\.notify\.windows\.com$/,
];

/** Whether a push address is on a known push service: https on the default port, a listed host name. */
export function isPushServiceEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '')
    return false;
  const host = url.hostname.toLowerCase();
  return pushServiceHosts.some((allowed) =>
    typeof allowed === 'string' ? host === allowed : allowed.test(host),
  );
}

/**
 * Whether an address is on the public internet: not loopback, private, link-local, unique-local,
 * carrier-grade NAT, multicast or otherwise reserved (an IPv4 address written as IPv6 counts as itself).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATEADDRESS';

  constructor(host: string) {
    super(`${host} resolves to an address that is not public`);
  }
}

type Resolve = (
  host: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolve: Resolve = (host, callback) => dnsLookup(host, { all: true }, callback);

/**
 * A `lookup` for sockets that refuses a host any of whose addresses is not public: the check is
 * made on the addresses the socket then connects to, so a name that resolves to a public address
 * when checked and to an internal one when used (DNS rebinding) is refused too.
 */
export function publicOnlyLookup(
  resolve: Resolve = systemResolve,
  isAllowed: (address: string) => boolean = isPublicAddress,
): LookupFunction {
  return (host, options, callback) => {
    resolve(host, (error, addresses) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const wanted = addresses.filter((entry) => !options.family || entry.family === options.family);
      if (wanted.length === 0 || wanted.some((entry) => !isAllowed(entry.address))) {
        callback(new PrivateAddressError(host), '', 0);
        return;
      }
      if (options.all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, wanted);
      else callback(null, wanted[0]!.address, wanted[0]!.family);
    });
  };
}

/** The HTTPS agent alerts go out through: it connects to public addresses only. */
export function publicOnlyAgent(resolve?: Resolve, isAllowed?: (address: string) => boolean): Agent {
  return new Agent({ keepAlive: false, lookup: publicOnlyLookup(resolve, isAllowed) });
}

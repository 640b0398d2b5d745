import { createHmac } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';

/**
 * A counter's key for one network (an IPv4 address or an IPv6 /64, as @fastify/rate-limit
 * normalises them) and one purpose, as an HMAC so that the address itself is never stored.
 */
export function networkKey(addressKey: string, purpose: string, ip: string): string {
  return createHmac('sha256', addressKey)
    .update(`${purpose}\n${normalizeIP(ip)}`)
    .digest('base64url');
}

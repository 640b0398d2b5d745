import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { recallSubscriptionsPath } from '#contract/recalls.ts';
import type { VisitorLanguage } from '#contract/visitor-language.ts';

/** A confirmation link's token, and the hash the store keeps of it. */
export function newConfirmToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: confirmTokenHash(token) };
}

export const confirmTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const confirmPath = (token: string) => `${recallSubscriptionsPath}/confirm/${token}`;

const unsubscribeMac = (key: string, id: number) =>
  createHmac('sha256', key).update(`recall-unsubscribe\n${id}`).digest('base64url');

/**
 * A subscription's unsubscribe link: its id and a keyed hash of it, so every notice mailed can
 * carry one without the store keeping a token, and no one can unsubscribe another's address.
 */
export const unsubscribePath = (key: string, id: number) =>
  `${recallSubscriptionsPath}/${id}/${unsubscribeMac(key, id)}`;

/** Whether the link's keyed hash is the subscription's. */
export function isUnsubscribeMac(key: string, id: number, mac: string): boolean {
  const expected = Buffer.from(unsubscribeMac(key, id));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * A subscription link's page in a language: the links live under one address whatever the
 * language, so it travels as `?lang=`, as the subscription form posts it.
 */
export const inLanguage = (path: string, language: VisitorLanguage) =>
  language === 'en' ? path : `${path}?lang=${language}`;

import { describe, expect, it } from 'vitest';
import { loggedUrl, requestLogSerializers } from './request-log.ts';

describe('the request log', () => {
  it('keeps the path and the names of the query parameters, never their values', () => {
    expect(loggedUrl('/api/inbox')).toBe('/api/inbox');
    expect(loggedUrl('/api/inbox?q=priya%40example.in&kind=quote')).toBe('/api/inbox?q=…&kind=…');
    expect(loggedUrl('/contact/received?ref=C-2026-7K3M9PXD&receipt=secret')).toBe(
      '/contact/received?ref=…&receipt=…',
    );
    expect(loggedUrl('/products?')).toBe('/products');
    expect(loggedUrl('/api/tablets?in-flight-create-0')).toBe('/api/tablets?in-flight-create-0=…');
  });

  it('records the method, that address and the client address', () => {
    const request = { method: 'GET', url: '/api/inbox?q=9848012345', ip: '203.0.113.9' };
    expect(requestLogSerializers.req(request as never)).toEqual({
      method: 'GET',
      url: '/api/inbox?q=…',
      address: '203.0.113.9',
    });
  });
});

import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';

/** A push message as the push service got it: its headers and the decrypted text. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  text: string;
}

/** Decrypts an `aes128gcm` Web Push message (RFC 8291, RFC 8188) with the browser's keys. */
function decrypt(body: Buffer, browser: { privateKey: Buffer; publicKey: Buffer; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const keyLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyLength);
  const cipherText = body.subarray(21 + keyLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  return padded.subarray(0, padded.lastIndexOf(2)).toString('utf8');
}

/**
 * A push service on a local port, over HTTPS with a certificate of its own (`agent` trusts it), and
 * browsers subscribed to it: each subscription has its own keys as a browser makes them, so the test
 * reads what the server sent as the browser would. A path listed in `gone` answers 410, as a push
 * service does for an ended subscription.
 */
export async function startPushEndpoint() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
  });
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const failing = new Set<string>();
  const browsers = new Map<string, { privateKey: Buffer; publicKey: Buffer; auth: Buffer }>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const browser = browsers.get(path);
      if (gone.has(path) || !browser) {
        response.writeHead(410).end();
        return;
      }
      if (failing.has(path)) {
        response.writeHead(503).end();
        return;
      }
      received.push({ path, headers: request.headers, text: decrypt(Buffer.concat(chunks), browser) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let count = 0;
  return {
    received,
    gone,
    failing,
    /** A new browser's subscription, as PushManager.subscribe() answers it (toJSON()). */
    subscribe() {
      count += 1;
      const path = `/push/${count}`;
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      browsers.set(path, { privateKey: ecdh.getPrivateKey(), publicKey, auth });
      return {
        endpoint: `https://127.0.0.1:${port}${path}`,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /**
     * Accepts this service's own addresses, in place of the known push services' check: the app
     * takes it only from code, as a test gives it.
     */
    acceptsEndpoint: (endpoint: string) => endpoint.startsWith(`https://127.0.0.1:${port}/`),
    /** Trusts this service's certificate alone (its name is an address, so it is not checked). */
    agent: new Agent({ ca: pems.cert, checkServerIdentity: () => undefined }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

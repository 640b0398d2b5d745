import { request } from 'node:https';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress, isPushServiceEndpoint, publicOnlyAgent } from './push-endpoint-guard.ts';

describe('which push addresses alerts may go to', () => {
  it('takes the known push services only, over https on the default port', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
      'https://web.push.apple.com/QGuQyavXutnMq',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(true);
    for (const endpoint of [
      'https://127.0.0.1:4619/internal/admin',
      'https://127.0.0.1/push',
      'https://10.0.0.5/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      'https://user@fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.attacker.example/x',
      'https://evil-push.services.mozilla.com.example/x',
      'https://push.services.mozilla.com.evil.example/x',
      'https://notify.windows.com.evil.example/x',
      'not a url',
    ])
      expect(isPushServiceEndpoint(endpoint), endpoint).toBe(false);
  });

  it('calls only public unicast addresses public', () => {
    for (const address of ['142.250.183.10', '2a00:1450:4001:80b::200a', '::ffff:142.250.183.10'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.5.3.2',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('the agent alerts go out through', () => {
  let connections = 0;
  const listener = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  let port: number;
  beforeAll(async () => {
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  /** Posts to fcm.googleapis.com on the listener's port, with that name resolving to 127.0.0.1. */
  const post = (isAllowed?: (address: string) => boolean) =>
    new Promise<string>((resolve) => {
      const agent = publicOnlyAgent(
        (_host, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]),
        isAllowed,
      );
      const sent = request(`https://fcm.googleapis.com:${port}/fcm/send/x`, { method: 'POST', agent });
      sent.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      sent.on('response', () => resolve('answered'));
      sent.end('{}');
    });

  it('refuses to connect where the push service name resolves to a loopback address', async () => {
    expect(await post()).toBe('EPRIVATEADDRESS');
    expect(connections).toBe(0);
  });

  it('connects where the address is allowed (the check is what stopped it)', async () => {
    expect(await post(() => true)).not.toBe('EPRIVATEADDRESS');
    expect(connections).toBe(1);
  });
});

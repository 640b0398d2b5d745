import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a local port, keeping every message it accepts as its raw text, and
 * handing each to `onMessage` too (acknowledged once that is done).
 */
export async function startMailServer(port = 0, onMessage?: (raw: string) => Promise<void>) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push(raw);
        if (!onMessage) return callback();
        onMessage(raw).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A raw message as a person reads it: quoted-printable soft line breaks joined and its escaped
 * bytes decoded as UTF-8 (₹, ×, Telugu), so tests can look for the text they expect.
 */
export function readableMail(raw: string): string {
  const bytes = raw
    .replaceAll('=\r\n', '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

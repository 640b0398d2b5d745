import net from 'node:net';

/**
 * A TCP relay on 127.0.0.1 between a server and its database, which a test can break in the two
 * ways a database goes away: refused (the database is down: connections reset, new ones refused)
 * and blackholed (the network is gone: connections stay open but no byte gets through, until the
 * network comes back and the held bytes are delivered, as TCP would after a partition).
 */
export interface FaultyProxy {
  port: number;
  refuse(): Promise<void>;
  blackhole(): void;
  /** Back to normal on the same port; held bytes are delivered. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket | undefined;
  heldForUpstream: Buffer[];
  heldForClient: Buffer[];
}

export async function startFaultyProxy(targetHost: string, targetPort: number): Promise<FaultyProxy> {
  let mode: 'open' | 'refusing' | 'blackhole' = 'open';
  const links = new Set<Link>();

  const connectUpstream = (link: Link) => {
    const upstream = net.connect(targetPort, targetHost);
    link.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => {
      if (mode === 'blackhole') link.heldForClient.push(chunk);
      else link.client.write(chunk);
    });
    upstream.on('error', () => upstream.destroy());
    upstream.on('close', () => link.client.destroy());
    for (const chunk of link.heldForUpstream.splice(0)) upstream.write(chunk);
  };

  const server = net.createServer((client) => {
    const link: Link = { client, upstream: undefined, heldForUpstream: [], heldForClient: [] };
    links.add(link);
    client.on('data', (chunk: Buffer) => {
      if (mode === 'blackhole' || !link.upstream) link.heldForUpstream.push(chunk);
      else link.upstream.write(chunk);
    });
    client.on('error', () => client.destroy());
    client.on('close', () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    if (mode === 'open') connectUpstream(link);
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const link of links) link.client.destroy();
      if (server.listening) server.close(() => resolve());
      else resolve();
    });

  const port = await listen(0);
  return {
    port,
    async refuse() {
      mode = 'refusing';
      await stopListening();
    },
    blackhole() {
      mode = 'blackhole';
    },
    async restore() {
      const wasRefusing = mode === 'refusing';
      mode = 'open';
      if (wasRefusing) await listen(port);
      for (const link of links) {
        for (const chunk of link.heldForClient.splice(0)) link.client.write(chunk);
        if (!link.upstream) connectUpstream(link);
        else for (const chunk of link.heldForUpstream.splice(0)) link.upstream.write(chunk);
      }
    },
    close: stopListening,
  };
}

import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { adminCookie, startServer } from '#testing/server-process.ts';
import { integrityCheck } from '#testing/sqlite-file.ts';

const rounds = Number(process.env.LEAD_CRASH_ROUNDS ?? 3);
const writers = 4;

/** Sends quote requests one after another until told to stop, keeping each acknowledged reference. */
async function submitUntilStopped(
  url: string,
  writer: number,
  acknowledged: string[],
  stopped: () => boolean,
) {
  for (let index = 0; !stopped(); index += 1) {
    try {
      const response = await fetch(`${url}/api/quote-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          fullName: `Writer ${writer}`,
          email: `writer${writer}@example.in`,
          productName: `Burst ${writer}-${index}`,
          quantity: index + 1,
          agreed: true,
        }),
      });
      if (response.status === 201)
        acknowledged.push(((await response.json()) as { reference: string }).reference);
      else await response.body?.cancel();
    } catch {
      return; // the server was killed mid-request: that write was never acknowledged
    }
  }
}

it(`keeps every acknowledged submission through ${rounds} SIGKILLs during a burst (SQLite)`, async () => {
  let dataDir: string | undefined;
  const acknowledged: string[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const server = await startServer({ dataDir, env: { SUBMISSION_LIMIT: '1000000' } });
    dataDir = server.dataDir;
    let stopped = false;
    const burst = Array.from({ length: writers }, (_, writer) =>
      submitUntilStopped(server.url, writer, acknowledged, () => stopped),
    );
    await sleep(300 + Math.floor(Math.random() * 500));
    await server.kill('SIGKILL');
    stopped = true;
    await Promise.all(burst);
    expect(integrityCheck(server.dataDir)).toBe('ok');
  }

  const server = await startServer({ dataDir });
  try {
    const cookie = await adminCookie(server.url);
    const missing: string[] = [];
    for (const reference of acknowledged) {
      const response = await fetch(`${server.url}/api/inbox?q=${reference}`, { headers: { cookie } });
      const body = (await response.json()) as { items: { reference: string }[] };
      if (body.items[0]?.reference !== reference) missing.push(reference);
    }
    console.info(`lead crash: ${acknowledged.length} acknowledged submissions over ${rounds} kills`);
    expect(acknowledged.length).toBeGreaterThan(rounds);
    expect(missing).toEqual([]);
  } finally {
    await server.stop();
  }
}, 120_000);

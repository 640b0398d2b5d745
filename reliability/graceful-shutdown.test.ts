import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tablet } from '#contract/tablet.ts';
import { adminCookie, type RunningServer, startServer } from '#testing/server-process.ts';
import { ApiClient } from '#testing/api-client.ts';
import {
  createTestDatabase,
  postgresSkipReason,
  postgresTestUrl,
  type TestDatabase,
} from '#testing/postgres.ts';
import { startSlowRequest, tryNewConnection } from '#testing/slow-request.ts';
import {
  addedTabletsCount,
  countAddedTablets,
  hasWriteAheadLog,
  integrityCheck,
} from '#testing/sqlite-file.ts';

async function addedTabletsIn(database: TestDatabase): Promise<number> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ total: string }>(addedTabletsCount);
    return Number(rows[0]?.total);
  } finally {
    await client.end();
  }
}

/** Waits (at most 3 s) for PostgreSQL to see the server's sessions gone: they end asynchronously. */
async function connectionsLeft(database: TestDatabase): Promise<number> {
  let count = await database.connectionCount();
  for (let attempt = 0; attempt < 30 && count > 0; attempt += 1) {
    await sleep(100);
    count = await database.connectionCount();
  }
  return count;
}

/** What the keep-alive clients saw while the server shut down under their load. */
interface LoadTally {
  answered: Record<string, number>;
  /** The connection was refused: nothing was sent, the client knows to try elsewhere. */
  refused: number;
  /** Sent, then the connection was reset or closed with no answer: the client cannot know what happened. */
  lost: string[];
  /** Answers during shutdown that lacked Connection: close, or a 503 without Retry-After. */
  malformed: string[];
}

/**
 * Clients that each keep one connection alive and send requests back to back, as a load balancer
 * or a busy browser would, until the server refuses their connection.
 */
function keepAliveLoad(url: string, clients: number) {
  const tally: LoadTally = { answered: {}, refused: 0, lost: [], malformed: [] };
  let sent = 0;
  let shuttingDown = false;
  const one = (agent: http.Agent, path: string) =>
    new Promise<'again' | 'stop'>((resolve) => {
      sent += 1;
      const request = http.get(`${url}${path}`, { agent, timeout: 15_000 }, (response) => {
        response.resume();
        response.on('end', () => {
          const status = String(response.statusCode);
          tally.answered[status] = (tally.answered[status] ?? 0) + 1;
          const closing = response.headers.connection === 'close';
          if (response.statusCode === 503 && (!closing || !response.headers['retry-after']))
            tally.malformed.push(`503 with ${JSON.stringify(response.headers)}`);
          if (response.statusCode !== 200 && response.statusCode !== 503) tally.malformed.push(status);
          resolve('again');
        });
      });
      request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && shuttingDown) {
          tally.refused += 1;
          resolve('stop');
        } else {
          tally.lost.push(`${error.code ?? ''} ${error.message}`);
          resolve(shuttingDown ? 'stop' : 'again');
        }
      });
    });
  const done = Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const paths = ['/api/health', '/api/tablets?limit=5', '/'];
      for (let n = 0; (await one(agent, paths[(index + n) % paths.length]!)) === 'again'; n += 1);
      agent.destroy();
    }),
  );
  return {
    tally,
    sent: () => sent,
    shutdownBegins: () => {
      shuttingDown = true;
    },
    done,
  };
}

for (const engine of ['sqlite', 'postgres'] as const) {
  const skip = engine === 'postgres' && !postgresTestUrl;
  if (skip) console.info(`Skipping graceful shutdown on PostgreSQL: ${postgresSkipReason}.`);

  describe.skipIf(skip)(`graceful shutdown [${engine}]`, () => {
    let server: RunningServer | undefined;
    let database: TestDatabase | undefined;

    afterEach(async () => {
      await server?.kill('SIGKILL');
      if (server) await rm(server.dataDir, { recursive: true, force: true });
      await database?.drop();
      server = database = undefined;
    });

    it('under keep-alive load, answers every request that reached it and resets none', async () => {
      database = engine === 'postgres' ? await createTestDatabase('shutdown_load') : undefined;
      server = await startServer({
        output: 'capture',
        env: database ? { DATABASE_URL: database.url } : {},
      });
      const load = keepAliveLoad(server.url, 12);
      while (load.sent() < 300) await sleep(10);
      load.shutdownBegins();
      server.process.kill('SIGTERM');
      await load.done;
      const exit = await Promise.race([server.exited, sleep(12_000).then(() => 'still running')]);
      console.info(
        `graceful shutdown under load [${engine}]: ${load.sent()} requests, answered ` +
          `${JSON.stringify(load.tally.answered)}, ${load.tally.refused} connections refused, ` +
          `${load.tally.lost.length} lost`,
      );
      expect(load.tally.lost).toEqual([]);
      expect(load.tally.malformed).toEqual([]);
      expect(exit).toEqual({ code: 0, signal: null });
    });

    it('on SIGTERM finishes the requests in flight, takes no new ones, closes the store and exits 0 within 10 s', async () => {
      database = engine === 'postgres' ? await createTestDatabase('shutdown') : undefined;
      server = await startServer({
        output: 'capture',
        // Info level logs each request as it arrives, which tells when all are in flight.
        env: { LOG_LEVEL: 'info', ...(database ? { DATABASE_URL: database.url } : {}) },
      });
      const { url } = server;
      const cookie = await adminCookie(url);
      const client = new ApiClient(url, cookie);
      const existing: Tablet[] = [];
      for (const name of ['Metformin 500 mg', 'Azithromycin 500 mg']) {
        const created = await client.create({ name, genericName: name.split(' ')[0]!, price: 42.5 });
        expect(created.status).toBe(201);
        existing.push(created.body.tablet);
      }

      const headers = { cookie, origin: url };
      const inFlight = [
        ...['Paracetamol 650 mg', 'Cetirizine 10 mg', 'Ibuprofen 400 mg'].map((name, index) =>
          startSlowRequest(url, {
            method: 'POST',
            path: `/api/tablets?in-flight-create-${index}`,
            headers,
            payload: { name, genericName: name.split(' ')[0], price: 19.9 + index },
          }),
        ),
        ...existing.map((tablet, index) =>
          startSlowRequest(url, {
            method: 'PUT',
            path: `/api/tablets/${tablet.id}?in-flight-update-${index}`,
            headers,
            payload: {
              name: tablet.name,
              genericName: tablet.genericName,
              price: 99.75,
              version: tablet.version,
            },
          }),
        ),
      ];
      for (const marker of ['create-0', 'create-1', 'create-2', 'update-0', 'update-1']) {
        // The log shows the names of query parameters, never their values.
        await server.waitForOutput(new RegExp(`in-flight-${marker}`), 20_000);
      }

      const signalledAt = Date.now();
      server.process.kill('SIGTERM');
      await server.waitForOutput(/shutting down/);
      await sleep(200);
      const turnedAwayAs: string[] = [];
      for (const path of ['/api/tablets', '/', '/api/health']) {
        const attempt = await tryNewConnection(url, path);
        turnedAwayAs.push(attempt.outcome === 'answered' ? String(attempt.status) : attempt.outcome);
        const turnedAway =
          attempt.outcome === 'refused' ||
          attempt.outcome === 'closed without an answer' ||
          (attempt.outcome === 'answered' && attempt.status === 503);
        expect(turnedAway, `a new connection for ${path} during shutdown: ${JSON.stringify(attempt)}`).toBe(
          true,
        );
      }

      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 200, 200]);
      // The clients keep their connections; the answers tell them to close, so the exit need not wait.
      expect(answers.map((answer) => answer.connection)).toEqual(Array(5).fill('close'));
      for (const answer of answers) {
        const { tablet } = JSON.parse(answer.body) as { tablet: Tablet };
        expect(tablet.id).toMatch(/^[0-9a-f-]{36}$/);
      }
      expect((JSON.parse(answers[3]!.body) as { tablet: Tablet }).tablet).toMatchObject({
        price: 99.75,
        version: 2,
      });

      const exit = await Promise.race([server.exited, sleep(12_000).then(() => 'still running')]);
      const exitedAfterMs = Date.now() - signalledAt;
      for (const request of inFlight) request.release();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitedAfterMs).toBeLessThan(10_000);
      console.info(
        `graceful shutdown [${engine}]: new connections ${turnedAwayAs.join(', ')}; ` +
          `exited 0 ${exitedAfterMs} ms after SIGTERM`,
      );

      if (engine === 'sqlite') {
        // A clean close checkpoints the write-ahead log into the file and removes it.
        expect(hasWriteAheadLog(server.dataDir)).toBe(false);
        expect(integrityCheck(server.dataDir)).toBe('ok');
        expect(countAddedTablets(server.dataDir)).toBe(5);
      } else {
        expect(await connectionsLeft(database!)).toBe(0);
        expect(await addedTabletsIn(database!)).toBe(5);
      }
    });
  });
}

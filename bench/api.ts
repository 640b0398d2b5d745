/**
 * bench:api — GET /api/tablets (50 tablets) on the production server, side by side with a raw
 * node:http server answering the same bytes; then POST throughput on SQLite (synchronous=FULL).
 * Goal: the read route at ≥ 85% of the raw server's requests per second.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { report } from './lib/report.ts';
import { adminCookie, startServer } from '#testing/server-process.ts';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const server = await startServer({ port: 4810 });
try {
  const cookie = await adminCookie(server.url);
  const headers = { 'content-type': 'application/json', cookie, origin: server.url };
  for (let index = 0; index < 50; index += 1) {
    const response = await fetch(`${server.url}/api/tablets`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        name: `Bench Tablet ${index}`,
        genericName: `Generic ${index}`,
        price: 10 + index * 1.25,
      }),
    });
    if (response.status !== 201) throw new Error(`seeding failed: ${response.status}`);
  }

  const sample = await fetch(`${server.url}/api/tablets`);
  const body = Buffer.from(await sample.arrayBuffer());
  const raw = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => raw.listen(4811, '127.0.0.1', resolve));

  const ours = await run({ url: `${server.url}/api/tablets`, connections, duration });
  const baseline = await run({ url: 'http://127.0.0.1:4811/', connections, duration });
  raw.close();

  let counter = 0;
  const writes = await run({
    url: `${server.url}/api/tablets`,
    connections: 10,
    duration: Math.max(3, Math.round(duration / 2)),
    method: 'POST',
    headers,
    setupClient: (client) => {
      client.setBody(
        JSON.stringify({ name: `Write ${counter++}`, genericName: 'Bench generic', price: 99.5 }),
      );
    },
  });

  const row = (name: string, result: autocannon.Result) => ({
    target: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  });
  const ratio = ours.requests.average / baseline.requests.average;
  report(
    'api',
    [
      row('GET /api/tablets (server)', ours),
      row('same bytes (raw node:http)', baseline),
      row('POST /api/tablets', writes),
    ],
    {
      readRatio: ratio,
      goal: 0.85,
    },
  );
  console.log(`read route at ${(ratio * 100).toFixed(1)}% of the raw server (goal ≥ 85%)`);
} finally {
  await server.stop();
}

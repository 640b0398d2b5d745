import http from 'node:http';

export interface RawAnswer {
  status: number;
  /** The Connection header of the answer. */
  connection: string | undefined;
  body: string;
}

/** A request whose body arrives in two parts: it is in flight at the server until finish() is called. */
export interface SlowRequest {
  finish(): void;
  answer: Promise<RawAnswer>;
  /** Closes the client's side of the connection (it stays open after the answer, as keep-alive does). */
  release(): void;
}

/**
 * Sends the head and the first half of a JSON body on a keep-alive connection of its own, as a
 * browser or a load balancer would, and keeps the rest back: the server has started the request
 * and waits for the remainder.
 */
export function startSlowRequest(
  url: string,
  options: { method: string; path: string; headers: Record<string, string>; payload: unknown },
): SlowRequest {
  const body = Buffer.from(JSON.stringify(options.payload));
  const half = Math.floor(body.length / 2);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = http.request(`${url}${options.path}`, {
    method: options.method,
    agent,
    headers: { ...options.headers, 'content-type': 'application/json', 'content-length': body.length },
    timeout: 20_000,
  });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('the answer took longer than 20 s')));
    request.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
  });
  request.flushHeaders();
  request.write(body.subarray(0, half));
  return { finish: () => request.end(body.subarray(half)), answer, release: () => agent.destroy() };
}

export type ConnectionAttempt =
  | { outcome: 'refused' | 'closed without an answer' | 'no answer within 5 s'; code?: string }
  | { outcome: 'answered'; status: number };

/** Asks for path on a new connection: refused, closed, hanging, or the status of the answer. */
export async function tryNewConnection(url: string, path: string): Promise<ConnectionAttempt> {
  try {
    const response = await fetch(`${url}${path}`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return { outcome: 'answered', status: response.status };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { outcome: 'no answer within 5 s' };
    const code = ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
    return { outcome: code === 'ECONNREFUSED' ? 'refused' : 'closed without an answer', code };
  }
}

import type { Tablet, TabletInput } from '#contract/tablet.ts';

/** One answer of the API: its status and parsed JSON body (undefined for 204). */
export interface ApiAnswer<Body = unknown> {
  status: number;
  body: Body;
}

/** Longest any single request of these checks may take before it counts as hanging. */
export const requestTimeoutMs = 10_000;

/**
 * Talks to one running server as a signed-in member of staff. Every request carries the session
 * cookie and this server's own Origin, as the admin screen does, and gives up after a timeout.
 */
export class ApiClient {
  readonly url: string;
  readonly cookie: string;

  constructor(url: string, cookie: string) {
    this.url = url;
    this.cookie = cookie;
  }

  async request<Body = unknown>(method: string, path: string, payload?: unknown): Promise<ApiAnswer<Body>> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: {
        cookie: this.cookie,
        origin: this.url,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as Body };
  }

  /** Every tablet, by name: follows the pages of GET /api/tablets to the last. */
  async list(): Promise<Tablet[]> {
    const tablets: Tablet[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/api/tablets?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const answer = await this.request<{ tablets: Tablet[]; nextCursor: string | null }>('GET', path);
      if (answer.status !== 200) throw new Error(`GET /api/tablets answered ${answer.status}`);
      tablets.push(...answer.body.tablets);
      cursor = answer.body.nextCursor;
    } while (cursor);
    return tablets;
  }

  create(input: TabletInput) {
    return this.request<{ tablet: Tablet }>('POST', '/api/tablets', input);
  }

  update(id: string, input: TabletInput, version: number) {
    return this.request<{ tablet: Tablet }>('PUT', `/api/tablets/${id}`, { ...input, version });
  }

  remove(id: string) {
    return this.request<undefined>('DELETE', `/api/tablets/${id}`);
  }
}

/** The editable fields of a tablet, for comparing what is stored with what was sent. */
export function inputOf(tablet: Tablet): TabletInput {
  const { name, genericName, price, description } = tablet;
  return { name, genericName, price, ...(description === undefined ? {} : { description }) };
}

export function sameInput(left: TabletInput, right: TabletInput): boolean {
  return (
    left.name === right.name &&
    left.genericName === right.genericName &&
    left.price === right.price &&
    (left.description ?? undefined) === (right.description ?? undefined)
  );
}

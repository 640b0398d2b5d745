import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The value of one series in a Prometheus text answer; undefined when the series is absent. */
export function metricValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** Scrapes the app's metrics listener (the app was built with METRICS_PORT set) and answers the text. */
export async function scrapeMetrics(app: FastifyInstance): Promise<string> {
  const listener = app.metricsListener;
  if (!listener) throw new Error('METRICS_PORT was not set');
  const response = await listener.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.body;
}

import { availableParallelism, loadavg } from 'node:os';

/** The 1, 5 and 15 minute load averages and the cores, as `uptime` shows them. */
export function machineLoad(): string {
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return `load average ${load} on ${availableParallelism()} cores`;
}

/** The value at that fraction of an ascending list (0.5 the median, 0.99 the 99th percentile). */
export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

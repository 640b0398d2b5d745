/**
 * The CPU slowdown that makes a machine of a given Lighthouse `benchmarkIndex` run a page about as
 * fast as the mid-tier phone Lighthouse's mobile profile stands for. Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") gives the anchors: its default 4× is right
 * for an index of about 1,533; 1,300 wants 3×, 2,000 6×, 800 2×; a machine of 800 or less is already
 * in the phones' range. Between and beyond the anchors the slowdown is read off the line through
 * them, as Lighthouse's own calculator does.
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`not a benchmark index: ${benchmarkIndex}`);
  }
  const slowdown =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1;
  return Math.round(slowdown * 10) / 10;
}

import { expect, it } from 'vitest';
import { runCrashRounds } from '#testing/crash-rounds.ts';
import { seedFrom } from '#testing/random.ts';

/** CRASH_ROUNDS sets how many kills; CRASH_SEED replays the choices of a failed run. */
const rounds = Number(process.env.CRASH_ROUNDS ?? 20);

it(`keeps every acknowledged write and an intact file through ${rounds} SIGKILLs (SQLite)`, async () => {
  const seed = seedFrom(process.env.CRASH_SEED);
  const summary = await runCrashRounds({ rounds, seed });
  const { creates, updates, deletes } = summary.acknowledged;
  console.info(
    `crash durability: ${summary.rounds.length} rounds in ${(summary.totalMs / 1000).toFixed(1)} s ` +
      `(seed ${seed}); acknowledged ${creates} creates, ${updates} updates, ${deletes} deletes; ` +
      `restart median ${summary.restartMs.median} ms, max ${summary.restartMs.max} ms`,
  );

  const problems = summary.rounds.flatMap((round) => [
    ...(round.integrity === 'ok' ? [] : [`round ${round.round}: integrity_check said ${round.integrity}`]),
    ...round.lostWrites.map((lost) => `round ${round.round}: lost write: ${lost}`),
    ...round.phantoms.map((phantom) => `round ${round.round}: never written: ${phantom}`),
    ...round.unexpectedAnswers.map((answer) => `round ${round.round}: ${answer}`),
  ]);
  expect(problems, `seed ${seed}`).toEqual([]);
  expect(summary.rounds).toHaveLength(rounds);
  // The rounds did real work: writes were acknowledged, and kills cut writes off mid-flight.
  expect(creates + updates + deletes).toBeGreaterThan(rounds);
  expect(summary.rounds.some((round) => round.unansweredWrites > 0)).toBe(true);
}, 240_000);

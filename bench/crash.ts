/**
 * bench:crash — CRASH_ROUNDS (200 unless set) rounds of: eight writers creating, updating and
 * deleting tablets through the production server on SQLite; SIGKILL at a random moment;
 * PRAGMA integrity_check on the file; restart on the same data folder; every acknowledged write
 * looked for. Goal: 0 lost writes, 0 tablets nobody wrote, every integrity check ok.
 * CRASH_SEED replays the random choices of an earlier run.
 */
import { runCrashRounds } from '#testing/crash-rounds.ts';
import { seedFrom } from '#testing/random.ts';
import { report } from './lib/report.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 200);
const seed = seedFrom(process.env.CRASH_SEED);
console.log(`bench:crash: ${rounds} SIGKILL rounds on SQLite (seed ${seed})`);

const summary = await runCrashRounds({
  rounds,
  seed,
  onRound: (round) => {
    const problems = round.lostWrites.length + round.phantoms.length + round.unexpectedAnswers.length;
    if (round.round % 10 === 0 || problems > 0 || round.integrity !== 'ok') {
      console.log(
        `round ${round.round}: ${round.acknowledgedWrites} acknowledged, ${round.unansweredWrites} cut off ` +
          `(${round.unansweredCommitted} of them committed), integrity ${round.integrity}, ` +
          `restart ${round.restartMs} ms${problems > 0 ? `, ${problems} PROBLEMS` : ''}`,
      );
    }
    for (const lost of round.lostWrites) console.log(`  lost write: ${lost}`);
    for (const phantom of round.phantoms) console.log(`  never written: ${phantom}`);
    for (const answer of round.unexpectedAnswers) console.log(`  unexpected answer: ${answer}`);
  },
});

const { creates, updates, deletes } = summary.acknowledged;
const cutOff = summary.rounds.reduce((sum, round) => sum + round.unansweredWrites, 0);
report(
  'crash',
  [
    {
      rounds: summary.rounds.length,
      'acknowledged writes': creates + updates + deletes,
      'cut off by the kill': cutOff,
      'lost writes': summary.lostWrites,
      'never written': summary.phantoms,
      'integrity failures': summary.failedIntegrityChecks,
      'unexpected answers': summary.unexpectedAnswers,
      'restart median ms': summary.restartMs.median,
      'restart max ms': summary.restartMs.max,
      seconds: Math.round(summary.totalMs / 1000),
    },
  ],
  { seed, acknowledged: summary.acknowledged, tabletsAtEnd: summary.tabletsAtEnd, goal: 'lost writes: 0' },
);
console.log(`lost writes: ${summary.lostWrites} (goal: 0)`);
const failed =
  summary.lostWrites + summary.phantoms + summary.failedIntegrityChecks + summary.unexpectedAnswers > 0 ||
  summary.rounds.length < rounds;
process.exitCode = failed ? 1 : 0;

/**
 * Crash rounds on the SQLite store: writers create, update and delete tablets through the
 * production server while it is killed with SIGKILL at a random moment; the store file is
 * checked for integrity, the server restarted on the same data folder, and every acknowledged
 * write looked for. Shared by the reliability test (a few dozen rounds) and bench:crash (hundreds).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Tablet, TabletInput } from '#contract/tablet.ts';
import { adminCookie, type RunningServer, startServer } from './server-process.ts';
import { ApiClient } from './api-client.ts';
import { CrashLedger, type UnansweredWrite } from './crash-ledger.ts';
import { randomInteger, seededRandom } from './random.ts';
import { integrityCheck } from './sqlite-file.ts';

export interface CrashRoundsOptions {
  rounds: number;
  seed: number;
  /** Writers working at once; each owns its own tablets, so no write conflicts with another. */
  writers?: number;
  /** The kill comes this many milliseconds after the writers start: [earliest, latest]. */
  killWindowMs?: [number, number];
  /** Stop starting new rounds after this long (the rounds done so far still count). */
  budgetMs?: number;
  onRound?: (round: CrashRoundOutcome) => void;
}

export interface CrashRoundOutcome {
  round: number;
  killedAfterMs: number;
  acknowledgedWrites: number;
  unansweredWrites: number;
  unansweredCommitted: number;
  integrity: string;
  restartMs: number;
  lostWrites: string[];
  phantoms: string[];
  /** Answers other than 2xx to writes that should have succeeded (e.g. 503 under contention). */
  unexpectedAnswers: string[];
}

export interface CrashRoundsSummary {
  seed: number;
  rounds: CrashRoundOutcome[];
  acknowledged: { creates: number; updates: number; deletes: number };
  tabletsAtEnd: number;
  lostWrites: number;
  phantoms: number;
  failedIntegrityChecks: number;
  unexpectedAnswers: number;
  restartMs: { median: number; max: number };
  totalMs: number;
}

const maxWritesPerWriterAndRound = 500;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function randomInput(random: () => number, name: string): TabletInput {
  const paise = randomInteger(random, 1, 5_000_000);
  return {
    name,
    genericName: `Generic ${randomInteger(random, 1, 999)}`,
    price: paise / 100,
    ...(random() < 0.5 ? { description: `Strip of ${randomInteger(random, 5, 30)} tablets.` } : {}),
  };
}

interface RoundContext {
  round: number;
  client: ApiClient;
  ledger: CrashLedger;
  random: () => number;
  stopped: () => boolean;
  unexpected: string[];
}

/** One writer: one write at a time on the tablets it owns, until the server is gone. */
async function writeUntilStopped(context: RoundContext, writer: number, owned: string[]): Promise<void> {
  const { client, ledger, random } = context;
  for (let sequence = 0; sequence < maxWritesPerWriterAndRound && !context.stopped(); sequence += 1) {
    const roll = random();
    const name = `Crash ${context.round}.${writer}.${sequence} ${Math.floor(random() * 1e9).toString(36)}`;
    const input = randomInput(random, name);
    let write: UnansweredWrite;
    if (owned.length < 2 || roll < 0.45) write = { kind: 'create', input };
    else {
      const index = randomInteger(random, 0, owned.length - 1);
      const id = owned[index]!;
      write = roll < 0.8 ? { kind: 'update', id, input } : { kind: 'delete', id };
    }
    ledger.unanswered.push(write);
    let status: number;
    let body: unknown;
    try {
      if (write.kind === 'create') ({ status, body } = await client.create(write.input));
      else if (write.kind === 'update') {
        const version = ledger.live.get(write.id)!.version;
        ({ status, body } = await client.update(write.id, write.input, version));
      } else ({ status, body } = await client.remove(write.id));
    } catch {
      return; // no answer: the server is gone, and this write stays unanswered
    }
    ledger.unanswered.splice(ledger.unanswered.indexOf(write), 1);
    const tablet = (body as { tablet?: Tablet } | undefined)?.tablet;
    if (write.kind === 'create' && status === 201 && tablet) {
      ledger.created(tablet);
      owned.push(tablet.id);
    } else if (write.kind === 'update' && status === 200 && tablet) {
      ledger.updated(tablet);
    } else if (write.kind === 'delete' && status === 204) {
      ledger.removed(write.id);
      owned.splice(owned.indexOf(write.id), 1);
    } else {
      context.unexpected.push(`${write.kind} answered ${status} ${JSON.stringify(body)}`);
      return;
    }
  }
}

/** The live tablets dealt out to the writers, so that each tablet has exactly one writer. */
function dealOut(ledger: CrashLedger, writers: number): string[][] {
  const hands: string[][] = Array.from({ length: writers }, () => []);
  [...ledger.live.keys()].forEach((id, index) => hands[index % writers]!.push(id));
  return hands;
}

export async function runCrashRounds(options: CrashRoundsOptions): Promise<CrashRoundsSummary> {
  const started = Date.now();
  const writers = options.writers ?? 8;
  const [earliest, latest] = options.killWindowMs ?? [30, 300];
  const random = seededRandom(options.seed);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pharma-crash-'));
  const ledger = new CrashLedger();
  const outcomes: CrashRoundOutcome[] = [];
  let server: RunningServer | undefined;
  try {
    server = await startServer({ dataDir, output: 'capture' });
    const cookie = await adminCookie(server.url);
    for (const tablet of await new ApiClient(server.url, cookie).list()) ledger.present.add(tablet.id);
    for (let round = 1; round <= options.rounds; round += 1) {
      if (options.budgetMs !== undefined && Date.now() - started > options.budgetMs) break;
      const acknowledgedBefore = Object.values(ledger.acknowledged).reduce((sum, count) => sum + count, 0);
      let stopped = false;
      const context: RoundContext = {
        round,
        client: new ApiClient(server.url, cookie),
        ledger,
        random,
        stopped: () => stopped,
        unexpected: [],
      };
      const hands = dealOut(ledger, writers);
      const working = hands.map((owned, writer) => writeUntilStopped(context, writer, owned));
      const killedAfterMs = randomInteger(random, earliest, latest);
      await sleep(killedAfterMs);
      await server.kill('SIGKILL');
      stopped = true;
      await Promise.all(working);
      const unansweredWrites = ledger.unanswered.length;

      const integrity = integrityCheck(dataDir);
      const restartStarted = Date.now();
      server = await startServer({ dataDir, output: 'capture' });
      const restartMs = Date.now() - restartStarted;
      const stored = await new ApiClient(server.url, cookie).list();
      const check = ledger.check(stored);
      const acknowledgedAfter = Object.values(ledger.acknowledged).reduce((sum, count) => sum + count, 0);
      const outcome: CrashRoundOutcome = {
        round,
        killedAfterMs,
        acknowledgedWrites: acknowledgedAfter - acknowledgedBefore,
        unansweredWrites,
        unansweredCommitted: check.unansweredCommitted,
        integrity,
        restartMs,
        lostWrites: check.lostWrites,
        phantoms: check.phantoms,
        unexpectedAnswers: context.unexpected,
      };
      outcomes.push(outcome);
      options.onRound?.(outcome);
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const restarts = outcomes.map((outcome) => outcome.restartMs);
  return {
    seed: options.seed,
    rounds: outcomes,
    acknowledged: { ...ledger.acknowledged },
    tabletsAtEnd: ledger.live.size,
    lostWrites: outcomes.reduce((sum, outcome) => sum + outcome.lostWrites.length, 0),
    phantoms: outcomes.reduce((sum, outcome) => sum + outcome.phantoms.length, 0),
    failedIntegrityChecks: outcomes.filter((outcome) => outcome.integrity !== 'ok').length,
    unexpectedAnswers: outcomes.reduce((sum, outcome) => sum + outcome.unexpectedAnswers.length, 0),
    restartMs: { median: median(restarts), max: Math.max(0, ...restarts) },
    totalMs: Date.now() - started,
  };
}

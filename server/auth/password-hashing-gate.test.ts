import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordHashingGate } from './password-hashing-gate.ts';

/** A hash that finishes when the test says so. */
function pendingHash() {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('hashed');
  });
  return { run: () => done, finish };
}

describe('PasswordHashingGate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs two at once, lets two wait, and turns the fifth away at once', async () => {
    const gate = new PasswordHashingGate({ running: 2, waiting: 2, perAccount: 1, maxWaitMs: 60_000 });
    const hashes = Array.from({ length: 4 }, pendingHash);
    let started = 0;
    const admitted = hashes.map((hash, index) =>
      gate.run(`account ${index}`, () => {
        started += 1;
        return hash.run();
      }),
    );
    expect(await gate.run('account 9', () => Promise.resolve('never'))).toEqual({ busy: true });
    await Promise.resolve();
    expect(started).toBe(2);
    hashes[0]!.finish();
    await admitted[0];
    expect(started).toBe(3);
    for (const hash of hashes) hash.finish();
    expect(await Promise.all(admitted)).toEqual(Array(4).fill({ busy: false, value: 'hashed' }));
    // Everything finished: there is room again.
    expect(await gate.run('account 9', () => Promise.resolve('now'))).toEqual({ busy: false, value: 'now' });
  });

  it('holds one hash per account at a time', async () => {
    const gate = new PasswordHashingGate({ running: 2, waiting: 2, perAccount: 1, maxWaitMs: 60_000 });
    const first = pendingHash();
    const running = gate.run('same account', first.run);
    expect(await gate.run('same account', () => Promise.resolve('again'))).toEqual({ busy: true });
    expect(await gate.run('other account', () => Promise.resolve('other'))).toEqual({
      busy: false,
      value: 'other',
    });
    first.finish();
    await running;
    expect(await gate.run('same account', () => Promise.resolve('later'))).toEqual({
      busy: false,
      value: 'later',
    });
  });

  it('lets none wait when hashes take longer than a client should wait', async () => {
    const gate = new PasswordHashingGate({ running: 1, waiting: 4, perAccount: 1, maxWaitMs: 20 });
    await gate.warm(() => new Promise((resolve) => setTimeout(resolve, 60)));
    const slow = pendingHash();
    const running = gate.run('first', slow.run);
    expect(await gate.run('second', () => Promise.resolve('queued'))).toEqual({ busy: true });
    slow.finish();
    await running;
  });

  it('counts the time the running hash has had: a waiter is turned away only while its wait would be too long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const gate = new PasswordHashingGate({ running: 1, waiting: 4, perAccount: 1, maxWaitMs: 1_500 });
    // A machine where a hash takes 2 s.
    const warmed = gate.warm(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    await vi.advanceTimersByTimeAsync(2_000);
    await warmed;

    const first = pendingHash();
    const running = gate.run('first', first.run);
    // Just started: the next would wait 2 s.
    expect(await gate.run('second', () => Promise.resolve('queued'))).toEqual({ busy: true });
    // 0.6 s later it would wait 1.4 s, and waits.
    await vi.advanceTimersByTimeAsync(600);
    const second = pendingHash();
    const waiting = gate.run('second', second.run);
    // One behind it would wait that and a whole hash more.
    expect(await gate.run('third', () => Promise.resolve('queued'))).toEqual({ busy: true });

    first.finish();
    expect(await running).toEqual({ busy: false, value: 'hashed' });
    second.finish();
    expect(await waiting).toEqual({ busy: false, value: 'hashed' });
  });
});

import { describe, expect, it } from 'vitest';
import { keptRead } from './kept-read.ts';

/** A read of a value that the test changes, counting the reads made. */
function counted() {
  const source = { value: 'first', reads: 0, failing: false };
  const read = async () => {
    source.reads += 1;
    const { value, failing } = source;
    await Promise.resolve();
    if (failing) throw new Error('store unavailable');
    return value;
  };
  return { source, kept: keptRead(['catalogue'], read) };
}

describe('a read kept for renders', () => {
  it('is read once for renders asking at once and after, with its tags', async () => {
    const { source, kept } = counted();
    const answers = await Promise.all([kept.read(), kept.read(), kept.read()]);
    expect(answers.map((answer) => answer.value)).toEqual(['first', 'first', 'first']);
    expect((await kept.read()).tags).toEqual(['catalogue']);
    expect(source.reads).toBe(1);
  });

  it('is read again after a change of its tags, and kept after a change of other tags', async () => {
    const { source, kept } = counted();
    await kept.read();
    source.value = 'second';
    kept.invalidate(['recalls', 'product:neurovital']);
    expect((await kept.read()).value).toBe('first');
    kept.invalidate(['product:neurovital', 'catalogue']);
    expect((await kept.read()).value).toBe('second');
    expect(source.reads).toBe(2);
  });

  it('gives a read a change overtook only to those who asked before the change', async () => {
    const { source, kept } = counted();
    const before = kept.read();
    source.value = 'second';
    kept.invalidate(['catalogue']);
    const after = kept.read();
    expect((await before).value).toBe('first');
    expect((await after).value).toBe('second');
  });

  it('keeps no failed read: the next asks the store again', async () => {
    const { source, kept } = counted();
    source.failing = true;
    await expect(kept.read()).rejects.toThrow('store unavailable');
    source.failing = false;
    expect((await kept.read()).value).toBe('first');
    expect(source.reads).toBe(2);
  });
});

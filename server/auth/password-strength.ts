import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's "safely unguessable" (about 10^10 guesses): what an online and a slow-hash offline attack do not reach. */
export const minimumPasswordScore = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * Whether zxcvbn-ts rates the password guessable (below `minimumPasswordScore`) with the common
 * dictionaries and keyboard layouts, and the person's own words as hints: it catches what an
 * exact list cannot, such as repeats, keyboard walks, number sequences and leetspeak.
 */
export function isGuessablePassword(password: string, hints: readonly string[]): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const userInputs = hints.flatMap((hint) => [hint, ...hint.split(/[^\p{L}\p{N}]+/u)]).filter(Boolean);
  return estimator.check(password, userInputs).score < minimumPasswordScore;
}

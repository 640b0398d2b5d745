/**
 * When a background loop last made progress, for the readiness check: a loop silent for longer
 * than `maxSilenceMs` counts as dead. It starts alive, as a loop that has just started.
 */
export class Heartbeat {
  readonly #maxSilenceMs: number;
  readonly #now: () => number;
  #last: number;

  constructor(maxSilenceMs: number, now: () => number = Date.now) {
    this.#maxSilenceMs = maxSilenceMs;
    this.#now = now;
    this.#last = now();
  }

  beat(): void {
    this.#last = this.#now();
  }

  isAlive(): boolean {
    return this.#now() - this.#last <= this.#maxSilenceMs;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Recall } from '#contract/recalls.ts';
import type { RecallRepository } from '../store/recall-repository.ts';

/**
 * The open recall notices as product pages show them, read from the store at most every `maxAgeMs`
 * (15 s: well within the minute in which a notice must reach every instance) and at once on the
 * instance that published one. When the store cannot be read, the last notices read are kept
 * (a banner is never dropped because of an outage) and the store is tried again a period later.
 */
export class OpenRecalls {
  readonly #recalls: RecallRepository;
  readonly #log: FastifyBaseLogger;
  readonly #maxAgeMs: number;
  #read: { at: number; recalls: Recall[] } | undefined;
  #reading: Promise<Recall[]> | undefined;

  constructor(recalls: RecallRepository, log: FastifyBaseLogger, maxAgeMs = 15_000) {
    this.#recalls = recalls;
    this.#log = log;
    this.#maxAgeMs = maxAgeMs;
  }

  /** The next read goes to the store (a notice was published or changed here). */
  forget(): void {
    this.#read = undefined;
  }

  async current(): Promise<Recall[]> {
    if (this.#read && Date.now() - this.#read.at < this.#maxAgeMs) return this.#read.recalls;
    this.#reading ??= this.#recalls
      .open()
      .then((recalls) => {
        this.#read = { at: Date.now(), recalls };
        return recalls;
      })
      .catch((error: unknown) => {
        this.#log.warn({ err: error }, 'the open recalls could not be read; the last ones read are shown');
        // Tried again after the period, not on every page served meanwhile.
        const kept = this.#read?.recalls ?? [];
        this.#read = { at: Date.now(), recalls: kept };
        return kept;
      })
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }

  async ofProduct(productSlug: string): Promise<Recall[]> {
    return (await this.current()).filter((recall) => recall.productSlug === productSlug);
  }
}

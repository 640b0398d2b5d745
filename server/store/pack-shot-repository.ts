import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { guardStore } from '../db/store-error.ts';

/** One file of a pack shot as it is served. */
export interface PackShotFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** An uploaded pack shot: its original and the renditions made from it. */
export interface NewPackShot {
  id: string;
  slug: string;
  original: Buffer;
  originalType: string;
  uploadedBy: string;
  files: readonly PackShotFile[];
}

/** node:sqlite reads a blob as a Uint8Array, pg a bytea as a Buffer: one Buffer for both, without a copy. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The uploaded pack shots (migration 028). Every method throws StoreUnavailableError when the
 * database fails.
 */
export class PackShotRepository {
  readonly #db: Kysely<Database>;
  readonly #now: () => number;

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Keeps a pack shot and its files. The id names the content, so the same picture uploaded again
   * (or by two instances at once) is kept once, as it was first.
   */
  save(shot: NewPackShot): Promise<void> {
    return guardStore(() =>
      this.#db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('pack_shots')
          .values({
            id: shot.id,
            slug: shot.slug,
            original: shot.original,
            original_type: shot.originalType,
            uploaded_by: shot.uploadedBy,
            uploaded_at: this.#now(),
          })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return;
        await trx
          .insertInto('pack_shot_files')
          .values(
            shot.files.map((file) => ({
              name: file.name,
              pack_shot_id: shot.id,
              content_type: file.contentType,
              bytes: file.bytes,
            })),
          )
          .execute();
      }),
    );
  }

  /** A file by the name the pages ask for it by; undefined when there is none. */
  file(name: string): Promise<PackShotFile | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('pack_shot_files')
        .select(['name', 'content_type', 'bytes'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row && { name: row.name, contentType: row.content_type, bytes: asBuffer(row.bytes) };
    });
  }

  /** The original of a pack shot as it was uploaded, with its media type. */
  original(id: string): Promise<{ bytes: Buffer; type: string } | undefined> {
    return guardStore(async () => {
      const row = await this.#db
        .selectFrom('pack_shots')
        .select(['original', 'original_type'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { bytes: asBuffer(row.original), type: row.original_type };
    });
  }
}

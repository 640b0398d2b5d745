import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';

/*
 * What a backup holds once decrypted: a 4-byte big-endian length, the manifest as JSON, then each
 * entry's bytes one after another in the manifest's order.
 */

/** The store's snapshot: a SQLite file, or a PostgreSQL dump in SQL. */
export const databaseEntryName = 'database';

const entryNamePattern = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  entries: z.array(
    z.object({ name: z.string().regex(entryNamePattern), size: z.number().int().nonnegative() }),
  ),
});

type BackupManifest = z.infer<typeof manifestSchema>;

export interface ArchiveSource {
  name: string;
  file: string;
  size: number;
}

/** The archive's bytes, reading each file as it goes; a file that changed size meanwhile is an error. */
export function archiveStream(
  manifest: Omit<BackupManifest, 'entries'>,
  sources: readonly ArchiveSource[],
): Readable {
  const full: BackupManifest = { ...manifest, entries: sources.map(({ name, size }) => ({ name, size })) };
  manifestSchema.parse(full);
  async function* bytes(): AsyncGenerator<Buffer> {
    const json = Buffer.from(JSON.stringify(full), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    yield length;
    yield json;
    for (const source of sources) {
      let read = 0;
      for await (const chunk of createReadStream(source.file) as AsyncIterable<Buffer>) {
        read += chunk.length;
        if (read > source.size) break;
        yield chunk;
      }
      if (read !== source.size) throw new Error(`${source.file} changed while it was being backed up`);
    }
  }
  return Readable.from(bytes());
}

interface ArchiveEntry {
  name: string;
  size: number;
  /** Where its bytes start in the archive file. */
  offset: number;
}

/** The manifest of a decrypted archive file, and where each entry lies in it. */
export async function readArchive(
  file: string,
): Promise<{ manifest: BackupManifest; entries: ArchiveEntry[] }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const lengthBytes = Buffer.alloc(4);
    await handle.read(lengthBytes, 0, 4, 0);
    const length = lengthBytes.readUInt32BE();
    if (length > size - 4) throw new Error('The backup holds no valid manifest.');
    const json = Buffer.alloc(length);
    await handle.read(json, 0, length, 4);
    const manifest = manifestSchema.parse(JSON.parse(json.toString('utf8')));
    let offset = 4 + length;
    const entries = manifest.entries.map((entry) => {
      const placed = { ...entry, offset };
      offset += entry.size;
      return placed;
    });
    if (offset !== size) throw new Error('The backup is not as long as its manifest says.');
    return { manifest, entries };
  } finally {
    await handle.close();
  }
}

/** Copies one entry of the archive file to `target`, a new file readable by its owner only. */
export async function extractEntry(file: string, entry: ArchiveEntry, target: string): Promise<void> {
  const source =
    entry.size === 0
      ? Readable.from([])
      : createReadStream(file, { start: entry.offset, end: entry.offset + entry.size - 1 });
  await pipeline(source, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
}

import { Readable } from 'node:stream';
import { extract, pack, type Header } from 'tar-stream';

/**
 * Statements that shrink a migrated PGlite data directory before it is dumped as the tests' template (each test
 * loads the dump, so its size is paid on every database): the two template databases go (PGlite connects to
 * `postgres` only, and the tests never CREATE DATABASE), and the WAL moves to a fresh segment whose only record
 * is the final checkpoint, the old one being removed rather than recycled. Run one by one: DROP DATABASE refuses
 * a multi-statement string.
 */
export const COMPACT_STATEMENTS = [
  'SET wal_recycle = off',
  "UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')",
  'DROP DATABASE template0',
  'DROP DATABASE template1',
  'SELECT pg_switch_wal()',
  'CHECKPOINT',
] as const;

/** A WAL segment file's path inside a data-directory tar (24 hex digits under pg_wal/). */
const WAL_SEGMENT = /(^|\/)pg_wal\/[0-9A-F]{24}$/;
/** PostgreSQL's WAL page (bytes). */
const WAL_PAGE = 8192;

/**
 * The same tar with each WAL segment cut after its last page holding anything but zeros (a segment is 16 MiB, of
 * which a fresh one after a checkpoint uses one page). PostgreSQL reads only the checkpoint record at start and
 * extends the file as it writes further; a cut segment loads and takes writes (db-templates.test.ts).
 */
export async function trimWalSegments(tar: Uint8Array): Promise<Buffer> {
  const out = pack();
  const chunks: Buffer[] = [];
  out.on('data', (chunk) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const entries = extract();
  Readable.from([Buffer.from(tar)]).pipe(entries);
  for await (const entry of entries) {
    const parts: Buffer[] = [];
    for await (const part of entry) parts.push(part as Buffer);
    let body = Buffer.concat(parts);
    if (WAL_SEGMENT.test(entry.header.name)) body = body.subarray(0, usedLength(body));
    const header: Header = { ...entry.header, size: body.length };
    await new Promise<void>((resolve, reject) =>
      out.entry(header, body, (error) => (error ? reject(error) : resolve())),
    );
  }
  out.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** Bytes up to the end of the last WAL page of `segment` that holds a non-zero byte. */
function usedLength(segment: Buffer): number {
  let end = segment.length;
  while (end > 0 && segment[end - 1] === 0) end--;
  return Math.ceil(end / WAL_PAGE) * WAL_PAGE;
}

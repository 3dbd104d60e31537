import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { DOCUMENT_MIME_TYPES } from '@compliance/shared';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../errors.ts';
import { storageKey, type DocumentStorage } from './document-storage.ts';

/** A file received and stored under a provisional key, waiting for its description to be validated. */
export interface ReceivedFile {
  key: string;
  nomeFile: string;
  contentType: string;
  /** Bytes. */
  dimensione: number;
  /** Hex SHA-256 of the bytes received. */
  sha256: string;
}

/** The upload's size limit: whether the parser cut the file, and the limit in bytes (for the message). */
export interface UploadLimit {
  truncated(): boolean;
  maxBytes: number;
}

/** How many leading bytes the type sniffer reads. */
const HEAD_BYTES = 4100;

/**
 * Stores an uploaded file under a provisional key while hashing and measuring it, then recognises its type
 * from its first bytes. A stream that errors or was cut at the size limit (`truncated()`, `maxBytes`) leaves
 * nothing behind.
 * @throws ApiError 400 E0000050 (empty file), 413 E0000051 (too large), 415 E0000052 (type not in
 * DOCUMENT_MIME_TYPES).
 */
export async function receiveFile(
  storage: DocumentStorage,
  content: Readable,
  nomeFile: string,
  limit?: UploadLimit,
): Promise<ReceivedFile> {
  const key = storageKey(new Date(), randomUUID());
  const hash = createHash('sha256');
  let size = 0;
  const head: Buffer[] = [];
  let headSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headSize < HEAD_BYTES) {
        head.push(chunk);
        headSize += chunk.length;
      }
      done(null, chunk);
    },
  });
  content.on('error', (error) => meter.destroy(error));
  try {
    await storage.put(key, content.pipe(meter));
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  // control characters dropped from the name the client sent (a NUL is not text to the database: it answered 500)
  // eslint-disable-next-line no-control-regex
  const cleanName = nomeFile.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  const received = { key, nomeFile: cleanName || 'documento', dimensione: size };
  if (limit?.truncated()) {
    await storage.remove(key);
    const mb = (limit.maxBytes / (1024 * 1024)).toLocaleString('it-IT', { maximumFractionDigits: 1 });
    throw new ApiError('E0000051', {
      causes: [{ field: 'file', errorSummary: `Un documento può essere di al massimo ${mb} MB.` }],
    });
  }
  if (size === 0) {
    await storage.remove(key);
    throw new ApiError('E0000050', { causes: [{ field: 'file', errorSummary: 'Il file è vuoto.' }] });
  }
  const type = await fileTypeFromBuffer(Buffer.concat(head).subarray(0, HEAD_BYTES));
  if (!type || !(DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) {
    await storage.remove(key);
    throw new ApiError('E0000052', {
      causes: [
        {
          field: 'file',
          errorSummary: type
            ? `Il file è di tipo ${type.mime}, che l'archivio non accetta.`
            : 'Il tipo del file non è stato riconosciuto dal suo contenuto.',
        },
      ],
    });
  }
  return { ...received, contentType: type.mime, sha256: hash.digest('hex') };
}

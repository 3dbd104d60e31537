import { EventEmitter } from 'node:events';
import { protocol, type PGlite } from '@electric-sql/pglite';

const serialize = protocol.serialize;

/**
 * node-postgres settings that drive `pglite` in-process: `new pg.Pool({ ...pgliteConnection(pglite), max: 1 })`.
 * node-postgres takes a ready `connection` object, which speaks the wire protocol to PGlite.
 */
export function pgliteConnection(pglite: PGlite) {
  return { connection: new PgliteConnection(pglite), user: 'postgres', database: 'postgres' };
}

/**
 * The connection node-postgres talks to, in the shape of PGlite's own adapter (`@electric-sql/pglite/node-postgres`)
 * with two differences that matter here:
 * - the messages of an extended-protocol query (parse, bind, describe, execute) are held until its `sync` (or
 *   `flush`) and handed to PGlite in one call, as one network packet would carry them: one entry into the WASM
 *   Postgres per query instead of five, and an error inside the query is skipped to its Sync by Postgres itself
 *   (PGlite 0.5's adapter, one call per message, leaves the protocol out of step after an error, so the next query
 *   fails);
 * - a parse whose `types` is not an array (node-postgres passes Drizzle's type-parser object there) sends no
 *   parameter types, as node-postgres' own serializer does.
 * Messages are handed over in order; PGlite's answers are emitted as node-postgres expects (`errorMessage` for
 * ErrorResponse).
 */
class PgliteConnection extends EventEmitter {
  /** Checked by node-postgres' `Client.end()`, which calls `end()` only when set. */
  _connecting = false;
  /** node-postgres destroys the stream of a client ended while a query runs. */
  readonly stream = { destroy: () => this.end() };
  /** Named statements already parsed (node-postgres keeps this on the connection). */
  parsedStatements = {};
  submittedNamedStatements = {};
  #pending: Uint8Array[] = [];
  #queue: Promise<unknown>;
  #emitMessage = false;

  constructor(private readonly pglite: PGlite) {
    super();
    this.#queue = pglite.waitReady;
    this.on('newListener', (event) => {
      if (event === 'message') this.#emitMessage = true;
    });
  }

  #hold(message: Uint8Array): void {
    this.#pending.push(message);
  }

  #send(message?: Uint8Array): void {
    if (message) this.#pending.push(message);
    const parts = this.#pending;
    this.#pending = [];
    const buffer = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    this.#queue = this.#queue
      .then(() => this.pglite.execProtocolStream(buffer, { throwOnError: false }))
      .then((messages) => {
        for (const m of messages) {
          if (this.#emitMessage) this.emit('message', m);
          this.emit(m.name === 'error' ? 'errorMessage' : m.name, m);
        }
      })
      .catch((err: unknown) => this.emit('error', err));
  }

  async connect(): Promise<void> {
    this._connecting = true;
    await this.pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  requestSsl(): void {}
  startup(): void {}
  cancel(): void {}
  password(): void {}
  ref(): void {}
  unref(): void {}

  query(text: string): void {
    this.#send(serialize.query(text));
  }
  parse(query: { text: string; name?: string; types?: unknown }): void {
    const types = Array.isArray(query.types) ? (query.types as number[]) : [];
    this.#hold(serialize.parse({ text: query.text, name: query.name, types }));
  }
  bind(config: Parameters<typeof serialize.bind>[0]): void {
    this.#hold(serialize.bind(config));
  }
  describe(msg: Parameters<typeof serialize.describe>[0]): void {
    this.#hold(serialize.describe(msg));
  }
  execute(config: Parameters<typeof serialize.execute>[0]): void {
    this.#hold(serialize.execute(config));
  }
  close(msg: Parameters<typeof serialize.close>[0]): void {
    this.#hold(serialize.close(msg));
  }
  flush(): void {
    this.#send(serialize.flush());
  }
  sync(): void {
    this.#send(serialize.sync());
  }
  sendCopyFromChunk(chunk: Buffer): void {
    this.#send(
      serialize.copyData(
        chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + chunk.length) as ArrayBuffer,
      ),
    );
  }
  endCopyFrom(): void {
    this.#send(serialize.copyDone());
  }
  sendCopyFail(message: string): void {
    this.#send(serialize.copyFail(message));
  }

  /** Like a socket closing: node-postgres waits for `end`. The PGlite instance stays open (db.ts closes it). */
  end(): void {
    this.#queue = this.#queue.then(() => this.emit('end'));
    // The pool's next client reuses this connection: drop the ended client's listeners.
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
    this.#emitMessage = false;
  }
}

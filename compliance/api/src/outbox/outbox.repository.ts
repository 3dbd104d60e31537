import { sql, type SQL } from 'drizzle-orm';
import type { MessaggioOutbox } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';

type Row = Record<string, unknown>;
const iso = (v: unknown) => new Date(v as string).toISOString();

/** A message to store: who, what, and the campaign and client it is about. */
export interface NuovoMessaggio {
  destinatario: string;
  oggetto: string;
  testo: string;
  tipo: 'INVITO' | 'SOLLECITO';
  campagnaId?: string;
  soggettoId?: string;
  dipendenzaId?: string;
}

function toMessaggio(r: Row): MessaggioOutbox {
  return {
    id: String(r.id),
    destinatario: String(r.destinatario),
    oggetto: String(r.oggetto),
    testo: String(r.testo),
    tipo: r.tipo === 'SOLLECITO' ? 'SOLLECITO' : 'INVITO',
    stato: r.stato as MessaggioOutbox['stato'],
    ...(r.campagna_id ? { campagnaId: String(r.campagna_id) } : {}),
    ...(r.soggetto_id ? { soggettoId: String(r.soggetto_id) } : {}),
    ...(r.nominativo ? { soggettoNominativo: String(r.nominativo) } : {}),
    ...(r.canale ? { canale: String(r.canale) } : {}),
    createdAt: iso(r.created_at),
    ...(r.sent_at ? { sentAt: iso(r.sent_at) } : {}),
  };
}

/** SQL of the suite's outbox (`outbox_messaggi`). Every function takes the Db or a transaction. */
export const outboxRepository = {
  /** Stores `messages` as IN_CODA in one statement; answers how many. */
  async insertMany(db: Db, messages: readonly NuovoMessaggio[]): Promise<number> {
    if (!messages.length) return 0;
    const data = messages.map((m) => ({
      destinatario: m.destinatario,
      oggetto: m.oggetto,
      testo: m.testo,
      tipo: m.tipo,
      campagna_id: m.campagnaId ?? null,
      soggetto_id: m.soggettoId ?? null,
      dipendenza_id: m.dipendenzaId ?? null,
    }));
    const result = await run(
      db,
      sql`INSERT INTO outbox_messaggi (destinatario, oggetto, testo, tipo, campagna_id, soggetto_id, dipendenza_id)
        SELECT destinatario, oggetto, testo, tipo, campagna_id, soggetto_id, dipendenza_id
        FROM jsonb_to_recordset(${JSON.stringify(data)}::jsonb) AS x(destinatario text, oggetto text, testo text,
          tipo text, campagna_id uuid, soggetto_id uuid, dipendenza_id uuid)
        RETURNING id`,
    );
    return result.rows.length;
  },

  /** Up to `limit` queued messages, oldest first. */
  async queued(db: Db, limit: number): Promise<MessaggioOutbox[]> {
    const result = await run(
      db,
      sql`SELECT * FROM outbox_messaggi WHERE stato = 'IN_CODA' ORDER BY created_at, id LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toMessaggio);
  },

  /** Records the outcome of one delivery (`errore`: the adapter's message, never credentials). */
  async markDelivered(
    db: Db,
    id: string,
    outcome: { stato: 'ARCHIVIATO' | 'INVIATO' | 'ERRORE'; canale: string; errore?: string },
  ): Promise<void> {
    await run(
      db,
      sql`UPDATE outbox_messaggi SET stato = ${outcome.stato}, canale = ${outcome.canale},
        errore = ${outcome.errore ?? null},
        sent_at = CASE WHEN ${outcome.stato} = 'INVIATO' THEN now() ELSE NULL END
      WHERE id = ${id} AND stato = 'IN_CODA'`,
    );
  },

  /** Messages newest first within `where` (alias `m`, the client `s`), at most `limit`. */
  async list(db: Db, where: SQL, limit: number): Promise<MessaggioOutbox[]> {
    const result = await run(
      db,
      sql`SELECT m.*, s.nominativo FROM outbox_messaggi m LEFT JOIN soggetti s ON s.id = m.soggetto_id
        WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT ${limit}`,
    );
    return (result.rows as Row[]).map(toMessaggio);
  },
};

import { sql } from 'drizzle-orm';
import type { Operazione, OperazioneCaricata, OperazioneInput } from '@compliance/shared';
import { run, type Db } from '../db/db.ts';
import { recordTable, type FieldColumns } from '../kit/record-table.ts';

type Row = Record<string, unknown>;

/** API field → column of `operazioni`, for the editable fields. */
const FIELDS: FieldColumns<OperazioneInput> = [
  ['dipendenzaId', 'dipendenza_id'],
  ['soggettoId', 'soggetto_id'],
  ['dataOperazione', 'data_operazione'],
  ['dataValuta', 'data_valuta'],
  ['tipoOperazione', 'tipo_operazione'],
  ['rapporto', 'rapporto'],
  ['causaleAnalitica', 'causale_analitica'],
  ['segno', 'segno'],
  ['importo', 'importo'],
  ['divisa', 'divisa'],
  ['importoEur', 'importo_eur'],
  ['importoContante', 'importo_contante'],
  ['mezzoPagamento', 'mezzo_pagamento'],
  ['canale', 'canale'],
  ['esecutoreNominativo', 'esecutore_nominativo'],
  ['esecutoreCodiceFiscale', 'esecutore_codice_fiscale'],
  ['controparteNominativo', 'controparte_nominativo'],
  ['controparteCodiceFiscale', 'controparte_codice_fiscale'],
  ['controparteIban', 'controparte_iban'],
  ['controparteIntermediario', 'controparte_intermediario'],
  ['contropartePaese', 'controparte_paese'],
  ['controparteComune', 'controparte_comune'],
  ['beneficiarioNominativo', 'beneficiario_nominativo'],
  ['beneficiarioCodiceFiscale', 'beneficiario_codice_fiscale'],
  ['paeseOrigine', 'paese_origine'],
  ['paeseDestinazione', 'paese_destinazione'],
  ['frazionata', 'frazionata'],
  ['anomala', 'anomala'],
  ['indicatoriAnomalia', 'indicatori_anomalia'],
  ['note', 'note'],
];

export const operazioniTable = recordTable('operazioni', FIELDS);
/** Bulk loads also carry the day the source system recorded each operation. */
const caricateTable = recordTable<OperazioneCaricata>('operazioni', [
  ...(FIELDS as FieldColumns<OperazioneCaricata>),
  ['dataRegistrazione', 'data_registrazione'],
]);

/** SQL types of the non-text columns, for bulk loads. */
const BULK_TYPES = {
  dipendenza_id: 'uuid',
  soggetto_id: 'uuid',
  data_operazione: 'date',
  data_valuta: 'date',
  data_registrazione: 'date',
  importo: 'bigint',
  importo_eur: 'bigint',
  importo_contante: 'bigint',
  frazionata: 'boolean',
  anomala: 'boolean',
};

const NUMBERS = ['importo', 'importoEur', 'importoContante'] as const;
const FLAGS = ['frazionata', 'anomala'] as const;

/** A row (`o.*` with dates as text, the client's kind and name, the branch's name) as the API's Operazione. */
export function toOperazione(row: Row): Operazione {
  const item = operazioniTable.toItem(row, {
    numeroOperazione: Number(row.numero_operazione),
    tipoPersona: String(row.tipo_persona),
    clienteNominativo: String(row.cliente_nominativo),
    dipendenzaDenominazione: String(row.dipendenza_denominazione),
    sopraSogliaContante: Boolean(row.sopra_soglia_contante),
    dataRegistrazione: String(row.data_registrazione),
    registrazioneTardiva: Boolean(row.registrazione_tardiva),
  });
  for (const key of NUMBERS) item[key] = Number(item[key]);
  for (const key of FLAGS) item[key] = item[key] === 'true';
  item.divisa = String(item.divisa).trim();
  return item as unknown as Operazione;
}

const SELECT = sql`SELECT o.*, to_char(o.data_operazione, 'YYYY-MM-DD') AS data_operazione,
  to_char(o.data_valuta, 'YYYY-MM-DD') AS data_valuta,
  to_char(o.data_registrazione, 'YYYY-MM-DD') AS data_registrazione,
  s.tipo_persona, s.nominativo AS cliente_nominativo, d.denominazione AS dipendenza_denominazione
  FROM operazioni o JOIN soggetti s ON s.id = o.soggetto_id JOIN dipendenze d ON d.id = o.dipendenza_id`;

/** SQL of operations. Every function takes the Db or a transaction. */
export const operazioniRepository = {
  async findById(db: Db, id: string, forUpdate = false): Promise<Operazione | null> {
    const result = await run(
      db,
      sql`${SELECT} WHERE o.id = ${id} ${forUpdate ? sql`FOR UPDATE OF o` : sql``}`,
    );
    const row = result.rows[0] as Row | undefined;
    return row ? toOperazione(row) : null;
  },

  async dipendenzaExists(db: Db, dipendenzaId: string): Promise<boolean> {
    return (await run(db, sql`SELECT 1 FROM dipendenze WHERE id = ${dipendenzaId}`)).rows.length > 0;
  },

  /** The branch of client `soggettoId`, or null when there is no such client. */
  async soggettoDipendenza(db: Db, soggettoId: string): Promise<string | null> {
    const result = await run(db, sql`SELECT dipendenza_id FROM soggetti WHERE id = ${soggettoId}`);
    return (result.rows[0] as { dipendenza_id: string } | undefined)?.dipendenza_id ?? null;
  },

  async insert(db: Db, input: OperazioneInput): Promise<Operazione> {
    const result = await run(db, operazioniTable.insertSql(input));
    return (await this.findById(db, String((result.rows[0] as Row).id)))!;
  },

  /** Updates when the stored version is `version`; null when it is not (a concurrent change). */
  async update(db: Db, id: string, version: number, input: OperazioneInput): Promise<Operazione | null> {
    const result = await run(db, operazioniTable.updateSql(id, version, input));
    return result.rows.length ? this.findById(db, id) : null;
  },

  /** Many operations, one statement per `batch` (the demo generator, the benchmark). Not audited: the caller is. */
  async insertMany(db: Db, inputs: readonly OperazioneCaricata[], batch = 2000): Promise<number> {
    for (let i = 0; i < inputs.length; i += batch) {
      await run(db, caricateTable.bulkInsertSql(inputs.slice(i, i + batch), BULK_TYPES, sql`1`));
    }
    return inputs.length;
  },

  async count(db: Db): Promise<number> {
    const result = await run(db, sql`SELECT count(*)::int AS n FROM operazioni`);
    return Number((result.rows[0] as { n: number }).n);
  },
};

import { Type, type Static } from 'typebox';

/**
 * Intermediary categories of an institution (design/compliance-domain.md §3): Banca d'Italia's eight AML reporting
 * categories plus CONFIDI, POSTE and OTHER.
 */
export const TIPI_INTERMEDIARIO = [
  'BANCA_TRADIZIONALE',
  'BANCA_CORPORATE_PRIVATE',
  'FINANZIARIA_106',
  'FIDUCIARIA',
  'IP_RIMESSE',
  'IP_IMEL',
  'SGR_SICAF',
  'SIM',
  'CONFIDI',
  'POSTE',
  'OTHER',
] as const;

export const TIPO_INTERMEDIARIO_LABELS: Record<(typeof TIPI_INTERMEDIARIO)[number], string> = {
  BANCA_TRADIZIONALE: 'Banca tradizionale',
  BANCA_CORPORATE_PRIVATE: 'Banca corporate e private',
  FINANZIARIA_106: 'Intermediario finanziario art. 106 TUB',
  FIDUCIARIA: 'Società fiduciaria',
  IP_RIMESSE: 'Istituto di pagamento (rimesse)',
  IP_IMEL: 'Altri IP e IMEL',
  SGR_SICAF: 'SGR e SICAF',
  SIM: 'SIM',
  CONFIDI: 'Confidi',
  POSTE: 'Poste (BancoPosta)',
  OTHER: 'Altro',
};

export const STATI_ISTITUTO = ['ATTIVO', 'CESSATO'] as const;

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Fields an institution is created or edited with (`POST /api/istituti`, `PUT /api/istituti/{id}`). */
export const IstitutoInput = Type.Object(
  {
    codiceAbi: Type.String({ pattern: '^[0-9]{5}$' }),
    denominazione: Type.String({ minLength: 1, maxLength: 200 }),
    denominazioneBreve: optionalText(60),
    tipoIntermediario: Type.Enum(TIPI_INTERMEDIARIO),
    albo: optionalText(100),
    numeroIscrizioneAlbo: optionalText(30),
    codiceFiscale: Type.Optional(Type.String({ pattern: '^([0-9]{11})?$' })),
    partitaIva: Type.Optional(Type.String({ pattern: '^([0-9]{11})?$' })),
    bic: Type.Optional(Type.String({ pattern: '^([A-Z0-9]{8}|[A-Z0-9]{11})?$' })),
    sedeIndirizzo: optionalText(200),
    sedeComune: optionalText(100),
    sedeProvincia: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
    codiceSegnalanteUif: optionalText(20),
    stato: Type.Enum(STATI_ISTITUTO),
  },
  { additionalProperties: false },
);
export type IstitutoInput = Static<typeof IstitutoInput>;

/** An institution as the API returns it: the input fields plus id, version (optimistic concurrency) and times. */
export const Istituto = Type.Intersect([
  IstitutoInput,
  Type.Object({
    id: Type.String(),
    version: Type.Integer({ minimum: 1 }),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
]);
export type Istituto = Static<typeof Istituto>;

/** Italian message for each field's rule, shown next to the field (web) and sent as a field error (API). */
export const ISTITUTO_MESSAGES: Record<string, string> = {
  codiceAbi: 'Il codice ABI è composto da 5 cifre.',
  denominazione: 'La denominazione è obbligatoria (al massimo 200 caratteri).',
  denominazioneBreve: 'La denominazione breve può avere al massimo 60 caratteri.',
  tipoIntermediario: 'Scegliere il tipo di intermediario.',
  codiceFiscale: 'Il codice fiscale di un istituto è composto da 11 cifre.',
  partitaIva: 'La partita IVA è composta da 11 cifre.',
  bic: 'Il BIC è composto da 8 o 11 lettere maiuscole e cifre.',
  sedeProvincia: 'La provincia è la sigla di 2 lettere maiuscole (es. MI).',
  stato: 'Scegliere lo stato.',
};

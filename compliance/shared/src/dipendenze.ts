import { Type, type Static } from 'typebox';

/** Kinds of branch (design/compliance-domain.md §3). */
export const TIPI_DIPENDENZA = [
  'SEDE',
  'FILIALE',
  'AGENZIA',
  'SPORTELLO',
  'PUNTO_OPERATIVO',
  'AGENTE',
  'UFFICIO_PROMOTORI',
] as const;

export const TIPO_DIPENDENZA_LABELS: Record<(typeof TIPI_DIPENDENZA)[number], string> = {
  SEDE: 'Sede',
  FILIALE: 'Filiale',
  AGENZIA: 'Agenzia',
  SPORTELLO: 'Sportello',
  PUNTO_OPERATIVO: 'Punto operativo',
  AGENTE: 'Agente',
  UFFICIO_PROMOTORI: 'Ufficio promotori',
};

export const STATI_DIPENDENZA = ['ATTIVA', 'CHIUSA'] as const;

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** Fields a branch is created or edited with (`POST /api/dipendenze`, `PUT /api/dipendenze/{id}`). */
export const DipendenzaInput = Type.Object(
  {
    istitutoId: Type.String({ format: 'uuid' }),
    codiceCab: Type.String({ pattern: '^[0-9]{5}$' }),
    codiceInterno: optionalText(20),
    denominazione: Type.String({ minLength: 1, maxLength: 200 }),
    tipo: Type.Enum(TIPI_DIPENDENZA),
    indirizzo: optionalText(200),
    cap: Type.Optional(Type.String({ pattern: '^([0-9]{5})?$' })),
    comune: optionalText(100),
    provincia: Type.Optional(Type.String({ pattern: '^([A-Z]{2})?$' })),
    regione: optionalText(60),
    responsabile: optionalText(200),
    areaTerritoriale: optionalText(60),
    /** ISO date `yyyy-MM-dd` (shown as dd/MM/yyyy). */
    dataApertura: Type.Optional(Type.String({ pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' })),
    stato: Type.Enum(STATI_DIPENDENZA),
  },
  { additionalProperties: false },
);
export type DipendenzaInput = Static<typeof DipendenzaInput>;

/** A branch as the API returns it: input fields, its institution's ABI code and name, id, version and times. */
export const Dipendenza = Type.Intersect([
  DipendenzaInput,
  Type.Object({
    id: Type.String(),
    codiceAbi: Type.String(),
    istitutoDenominazione: Type.String(),
    version: Type.Integer({ minimum: 1 }),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  }),
]);
export type Dipendenza = Static<typeof Dipendenza>;

export const DIPENDENZA_MESSAGES: Record<string, string> = {
  istitutoId: "Scegliere l'istituto.",
  codiceCab: 'Il codice CAB è composto da 5 cifre.',
  codiceInterno: 'Il codice interno può avere al massimo 20 caratteri.',
  denominazione: 'La denominazione è obbligatoria (al massimo 200 caratteri).',
  tipo: 'Scegliere il tipo di dipendenza.',
  cap: 'Il CAP è composto da 5 cifre.',
  provincia: 'La provincia è la sigla di 2 lettere maiuscole (es. MI).',
  dataApertura: 'La data di apertura non è valida.',
  stato: 'Scegliere lo stato.',
};

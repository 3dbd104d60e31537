import { Type, type Static } from 'typebox';
import { fieldErrors, type FieldError } from './validate.ts';

const UUID = { pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' };

/**
 * `POST /api/segnalazioni/{id}/collegamenti` (SOS before the decision, SOS_APERTI, by the AML function): links
 * (`aggiungi`) or unlinks (`rimuovi`) exactly one client (`soggettoId`) or one operation (`operazioneId`) of a
 * linked client, at the report's `version` (design/compliance-domain.md §2.3: subjects and operations of a report).
 */
export const SegnalazioneCollegamento = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    azione: Type.Union([Type.Literal('aggiungi'), Type.Literal('rimuovi')]),
    soggettoId: Type.Optional(Type.String(UUID)),
    operazioneId: Type.Optional(Type.String(UUID)),
  },
  { additionalProperties: false },
);
export type SegnalazioneCollegamento = Static<typeof SegnalazioneCollegamento>;

const MESSAGES: Record<string, string> = {
  version: 'Manca la versione della segnalazione su cui si sta lavorando.',
  azione: 'Azione non prevista: aggiungi oppure rimuovi.',
  soggettoId: 'Il cliente si indica con il suo id.',
  operazioneId: "L'operazione si indica con il suo id.",
};

/** Validates a link request: the schema, then exactly one of client and operation. Italian messages. */
export function segnalazioneCollegamentoErrors(body: unknown): FieldError[] {
  const errors = fieldErrors(SegnalazioneCollegamento, MESSAGES, body);
  if (errors.length) return errors;
  const b = body as SegnalazioneCollegamento;
  if (Boolean(b.soggettoId) === Boolean(b.operazioneId)) {
    return [{ field: 'soggettoId', message: 'Indicare un cliente oppure un’operazione (uno solo dei due).' }];
  }
  return [];
}

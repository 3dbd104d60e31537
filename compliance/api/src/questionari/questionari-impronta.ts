import { createHash } from 'node:crypto';
import type { Questionario } from '@compliance/shared';
import type { QuestionarioStatoRiga } from './questionari.repository.ts';

/** SHA-256 (hex) of what a verifier signs off: the answers, the scoring and who verified when. */
export function improntaDi(q: Questionario, row: QuestionarioStatoRiga): string {
  const content = {
    id: q.id,
    soggettoId: q.soggettoId,
    numero: q.numero,
    modelloId: q.modelloId,
    autore: q.autore,
    risposte: row.risposte,
    punteggio: row.punteggio,
    classeCalcolata: row.classeCalcolata,
    classeOverride: row.classeOverride ?? null,
    motivazioneOverride: row.motivazioneOverride ?? null,
    verificatore: row.verificatore,
    dataRevisione: row.dataRevisione,
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
